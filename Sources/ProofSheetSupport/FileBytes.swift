import Foundation

/// Whole-file reads of files a user names (a spec, an accept list, a PNG to diff), failing with
/// a reason a person can act on, never hanging and never reading without bound; and whole writes
/// to a descriptor (a staged file, standard output), failing with errno's reason.
///
/// The path is opened without blocking, so a FIFO nobody writes to reads as empty instead of
/// hanging, while a pipe that does have a writer (`<(command)`) is read to its end. A folder, a
/// socket or a device is refused by name, and a file larger than the caller's limit is refused
/// before it is read.
package enum FileBytes {
    /// Why a file could not be read, in words for a message: "is a folder, not a file",
    /// "No such file or directory".
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        package let reason: String

        package var description: String { reason }
    }

    /// The bytes of the file at `path`, at most `limit` of them. With `regularFileOnly`, a FIFO
    /// is refused as a socket or a device is (a file that is data, such as an image, is never
    /// read from a pipe, which would read as empty without a writer).
    package static func read(_ path: String, limit: Int = 1 << 30, regularFileOnly: Bool = false) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: FileProblem.reason(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: FileProblem.reason(errno: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_size > limit { throw Failure(reason: "the file is \(info.st_size) bytes, more than the \(describe(limit)) this reads") }
        case S_IFIFO where !regularFileOnly:
            // Block from here on: a pipe with a writer is read to its end, one without reads as empty.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        case S_IFDIR:
            throw Failure(reason: "is a folder, not a file")
        default:
            throw Failure(reason: "is not a regular file (a FIFO, a socket or a device)")
        }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// The bytes of the regular file at `relativePath` inside `folder`, at most `limit` of them,
    /// for files that are data of a folder (a shard's images, a report's files), never paths to
    /// follow: no step below `folder` may be a symbolic link (each is opened with
    /// `O_NOFOLLOW`), `..` and absolute paths are refused, and the file must be a regular one.
    /// So bytes from outside the folder never come back, whatever links a folder holds.
    package static func read(_ relativePath: String, inside folder: String, limit: Int = 1 << 30) throws(Failure) -> [UInt8] {
        guard isInside(relativePath) else { throw Failure(reason: "is not a path inside \(folder)") }
        let components = relativePath.split(separator: "/").map(String.init)
        var descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: FileProblem.reason(errno: errno)) }
        defer { close(descriptor) }
        for (index, component) in components.enumerated() {
            let last = index == components.count - 1
            let next = openat(descriptor, component, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (last ? O_NONBLOCK : O_DIRECTORY))
            guard next >= 0 else {
                let code = errno
                var info = stat()
                if fstatat(descriptor, component, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    let link = ([folder] + components[...index]).joined(separator: "/")
                    throw Failure(
                        reason:
                            "\(last ? "it" : link) is a symbolic link; files inside a folder are read only as regular files in it, never through a link"
                    )
                }
                throw Failure(reason: FileProblem.reason(errno: code))
            }
            close(descriptor)
            descriptor = next
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: FileProblem.reason(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(
                reason: info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not a file" : "is not a regular file (a FIFO, a socket or a device)")
        }
        if info.st_size > limit { throw Failure(reason: "the file is \(info.st_size) bytes, more than the \(limit) this reads") }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// Whether `path` is relative and stays inside the folder it is relative to: no `..`, `.`,
    /// empty or NUL-holding component.
    package static func isInside(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }
    }

    /// Everything left to read from an open descriptor (which the caller closes), at most `limit`
    /// bytes. It reads a chunk at a time and stops as soon as the bytes pass `limit`, so an endless
    /// source (`/dev/zero` on standard input) fails quickly in bounded memory.
    package static func read(descriptor: Int32, limit: Int = 1 << 30) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: FileProblem.reason(errno: errno))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw Failure(reason: "it is more than the \(describe(limit)) this reads") }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes all of `bytes` to an open descriptor (which the caller closes), again after a signal
    /// interrupts a write, on from where a partial write stopped, and once a non-blocking one
    /// (a pipe its reader made so) can take more; a failure is errno's reason ("No space left on
    /// device", "Bad file descriptor", "Broken pipe").
    package static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(Failure) {
        let data = Array(bytes)
        var offset = 0
        while offset < data.count {
            let written = data[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                // A write of nothing to a descriptor that asked for bytes is an I/O error.
                throw Failure(reason: FileProblem.reason(errno: written == 0 ? EIO : errno))
            }
        }
    }

    /// A byte count as a limit is said in messages: "64 MiB" when it is a whole number of MiB,
    /// else "N bytes".
    package static func describe(_ limit: Int) -> String {
        limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }

    /// Nil when `path` names a regular file (after following links) that can be opened for
    /// reading, else why not; for files a library opens by path itself, such as fonts.
    package static func problem(readingFileAt path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return FileProblem.reason(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder, not a file"
        default: return "is not a regular file (a FIFO, a socket or a device)"
        }
        return access(path, R_OK) == 0 ? nil : FileProblem.reason(errno: errno)
    }
}
