import Foundation

/// What an output's path holds now, which decides how ``StagedFiles`` may write it. Only a
/// regular file (or nothing) is ever renamed over:
///
/// - nothing, or a regular file: replaced atomically (a temporary beside it, then a rename);
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout` on a terminal or a pipe,
///   `<(...)`), or a process's descriptor link (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`,
///   whatever it points at): written in place, as a stream, by ``StagedFiles/write(_:to:creatingFolder:durable:)``
///   alone (a set of files is all or nothing, which a stream cannot be); a FIFO nobody reads
///   is refused rather than waited on;
/// - a folder, a block device, a socket: refused, naming the path;
/// - any other symbolic link: refused, naming it and its target. Renaming over it would
///   replace the user's link with a file; writing through it could put the bytes outside the
///   folder the output was meant for.
package enum OutputDestination: Equatable, Sendable {
    /// Nothing or a regular file: replaced atomically.
    case file
    /// A device, FIFO or descriptor link: written in place.
    case stream

    /// What `path` is, or why no output may be written there.
    package static func of(_ path: String) throws(RenderError) -> OutputDestination {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            // Missing (or under a missing folder): a new file; any other problem shows in the write.
            return .file
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .file
        case S_IFLNK:
            var target = stat()
            let followed = stat(path, &target) == 0
            if isDescriptorLink(path) || (followed && [S_IFCHR, S_IFIFO].contains(target.st_mode & S_IFMT)) { return .stream }
            let pointsAt = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (to \($0))" } ?? ""
            throw .notWritable(
                path: path,
                reason: "is a symbolic link\(pointsAt); name the file itself: writing would replace the link or write outside its folder"
            )
        default:
            return try stream(info.st_mode & S_IFMT, path: path)
        }
    }

    /// `.stream` for a kind of file that takes a stream, else the refusal naming `path`.
    private static func stream(_ kind: mode_t, path: String) throws(RenderError) -> OutputDestination {
        switch kind {
        case S_IFCHR, S_IFIFO: return .stream
        case S_IFDIR: throw .notWritable(path: path, reason: "is a folder, not a file")
        case S_IFBLK: throw .notWritable(path: path, reason: "is a block device; outputs go to files, character devices or pipes")
        default: throw .notWritable(path: path, reason: "is a socket; outputs go to files, character devices or pipes")
        }
    }

    /// Whether following `path`'s symbolic links passes through a link in /proc
    /// (`/proc/self/fd/N`, reached from `/dev/stdout` or `/dev/fd/N`): one of a process's open
    /// descriptors, which the kernel follows to whatever the descriptor is, even a pipe.
    private static func isDescriptorLink(_ path: String) -> Bool {
        var hop = URL(fileURLWithPath: path).standardizedFileURL.path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(hop, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return false }
            let folder = FileIdentity((hop as NSString).deletingLastPathComponent).resolvedPath
            if folder == "/proc" || folder.hasPrefix("/proc/") { return true }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: hop) else { return false }
            hop = target.hasPrefix("/") ? target : (folder as NSString).appendingPathComponent(target)
        }
        return false
    }

    /// Writes `bytes` into the stream at `path` (see ``of(_:)``): opened without waiting, so a
    /// FIFO no process reads is an error instead of a hang, then written to the end. Appends,
    /// so `/dev/stdout` redirected to a file (`>>` or `>`) keeps what is there.
    static func writeStream(_ bytes: some Collection<UInt8>, to path: String) throws(RenderError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            if code == ENXIO, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
                throw .notWritable(path: path, reason: "is a FIFO no process is reading; start its reader first")
            }
            throw .notWritable(path: path, reason: FileProblem.reason(errno: code))
        }
        // Block from here on: a reader that is slow is waited for, as a shell's redirection would.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // A reader that goes away is EPIPE, not a signal that ends the process.
        let previousPipeHandler = signal(SIGPIPE, SIG_IGN)
        var failure: String?
        do { try FileBytes.write(bytes, to: descriptor) } catch { failure = error.reason }
        signal(SIGPIPE, previousPipeHandler)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = FileProblem.reason(errno: errno) }
        if let failure { throw .notWritable(path: path, reason: failure) }
    }
}
