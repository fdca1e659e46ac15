import Foundation

/// Reads the bytes of a string table file: a regular file of at most ``maximumSize`` bytes,
/// whose size is checked before anything is read; opened without blocking, so a FIFO never
/// hangs a load.
enum TableFile {
    /// The largest table file read, in bytes (the spec loader's limit).
    static let maximumSize = 64 << 20

    /// The bytes of the file at `url`.
    static func bytes(_ url: URL, limit: Int = maximumSize) throws(LocalizationError) -> Data {
        let path = url.path
        func failure(_ problem: String) -> LocalizationError { LocalizationError(file: path, problem: problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("is not a regular file") }
        guard info.st_size <= limit else { throw failure("the file is \(info.st_size) bytes, more than the \(limit) a string table may have") }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            filled += count
        }
        // A file that shrank while being read is read as far as it went.
        return data.prefix(filled)
    }
}
