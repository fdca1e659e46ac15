import Synchronization

/// The one lock around all Pango work in the process.
///
/// Pango font maps on different threads, even with separate fontconfig configurations, were seen
/// to break the same text at different places under concurrency (a race in the shared
/// cairo/FreeType/HarfBuzz state), which would make output depend on the thread count. Serialising
/// Pango calls keeps every result equal to the single-threaded one; cached measurements, geometry,
/// Cairo painting of shapes and PNG encoding still run in parallel.
enum PangoAccess {
    private static let lock = Mutex<Void>(())

    /// Runs `body` while no other thread uses Pango.
    static func serialized<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock { _ in try body() }
    }
}
