import Foundation

/// What `path` names, its last symbolic link not followed (`S_IFREG`, `S_IFCHR`, `S_IFIFO`,
/// `S_IFLNK`, …); nil when nothing is there.
package func fileKind(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
}

extension ScratchFolder {
    /// A character device to write to: as root a copy of /dev/null's device numbers made in this
    /// folder as `name` (so the real /dev/null is never at stake when a test writes to a device),
    /// else /dev/null itself, which a user cannot replace anyway.
    package func nullDevice(named name: String = "null") throws -> String {
        guard geteuid() == 0 else { return "/dev/null" }
        var null = stat()
        guard stat("/dev/null", &null) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = file(name).path
        guard mknod(path, S_IFCHR | 0o666, null.st_rdev) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return path
    }
}
