import Synchronization

/// The one lock around all Pango work in the process.
///
/// Pango font maps on different threads, even with separate fontconfig configurations, were seen
/// to break the same text at different places under concurrency (a race in the shared
/// cairo/FreeType/HarfBuzz state), which would make output depend on the thread count. Serialising
/// Pango calls keeps every result equal to the single-threaded one; cached measurements, geometry,
/// Cairo painting of shapes and PNG encoding still run in parallel.
///
/// Checked again on 2026-11-23 (Pango 1.50.12, cairo 1.16.0, HarfBuzz 6.0.0): with one
/// `PangoTextLayout`, and so one font map, per thread and no lock, `PangoConcurrencyTests`
/// found 1 to 9 of its 4,496 measurements on eight threads breaking differently from one
/// thread, in every one of several runs, all of them words too long for the line and broken
/// between characters; with this lock it finds none.
enum PangoAccess {
    private static let lock = Mutex<Void>(())

    /// Runs `body` while no other thread uses Pango.
    static func serialized<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock { _ in try body() }
    }
}
