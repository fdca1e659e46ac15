import Foundation

/// Files written all-or-nothing: each is written to a hidden temporary file beside its
/// destination, and only ``commit()`` renames them into place. If anything fails first,
/// ``discard()`` (or deinit) removes the temporaries, so a failed or interrupted run never leaves
/// a truncated file or half a set.
public final class StagedFiles {
    private var staged: [(temporary: URL, destination: URL)] = []
    private var committed = false

    public init() {}

    deinit {
        if !committed { discard() }
    }

    /// The destinations staged so far, in order.
    public var destinations: [URL] { staged.map(\.destination) }

    /// Writes `bytes` to a temporary file for `destination`, creating its folder if needed.
    public func stage(_ bytes: some Collection<UInt8>, at destination: URL) throws(RenderError) {
        let folder = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .notWritable(path: destination.path, reason: Self.reason(error))
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .notWritable(path: destination.path, reason: Self.reason(error))
        }
        staged.append((temporary, destination))
    }

    /// Renames every staged file into place (each rename is atomic).
    public func commit() throws(RenderError) {
        for (index, file) in staged.enumerated() where rename(file.temporary.path, file.destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            for remaining in staged[index...] { try? FileManager.default.removeItem(at: remaining.temporary) }
            committed = true
            throw .notWritable(path: file.destination.path, reason: reason)
        }
        committed = true
    }

    /// Removes every temporary file; nothing reaches its destination.
    public func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged.removeAll()
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
