import Foundation

/// Reads the bytes of a string table file: a regular file of at most ``maximumSize`` bytes,
/// whose size is checked before anything is read; opened without blocking, so a FIFO never
/// hangs a load.
enum TableFile {
    /// The largest table file read, in bytes (the spec loader's limit).
    static let maximumSize = 64 << 20

    /// The bytes of the file at `url`, in an array: a catalog's table keeps them as its texts'
    /// storage without copying them.
    static func bytes(_ url: URL, limit: Int = maximumSize) throws(LocalizationError) -> [UInt8] {
        let path = url.path
        func failure(_ problem: String) -> LocalizationError { LocalizationError(file: path, problem: problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("is not a regular file") }
        guard info.st_size <= limit else { throw failure("the file is \(info.st_size) bytes, more than the \(limit) a string table may have") }
        // Read straight into the array's storage, which is neither zeroed nor copied: a catalog
        // is megabytes, and its table keeps these bytes.
        let size = Int(info.st_size)
        var readError: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = Foundation.read(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    readError = errno
                    break
                }
                // A file that shrank while being read is read as far as it went.
                if count == 0 { break }
                filled += count
            }
            initialized = filled
        }
        if let readError { throw failure("cannot read the file: \(String(cString: strerror(readError)))") }
        return bytes
    }

    /// The entries of the folder at `url` (hidden ones included), sorted by path; an error saying
    /// so when it is a file, else with errno's reason ("Permission denied") when it cannot be listed.
    static func contents(of url: URL) throws(LocalizationError) -> [URL] {
        guard let folder = opendir(url.path) else {
            let code = errno
            throw LocalizationError(
                file: url.path, problem: code == ENOTDIR ? "is a file, not a folder" : "cannot be listed: \(String(cString: strerror(code)))")
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.map { url.appendingPathComponent($0) }.sorted { $0.path < $1.path }
    }
}
