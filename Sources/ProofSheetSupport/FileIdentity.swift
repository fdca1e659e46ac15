import Foundation

/// Which file or folder a path names, however it is spelled (`out`, `./out`, `/abs/out`, a
/// symbolic link to it, a hard link): what tells a command that an output would land on one of
/// its inputs, or two of its outputs on each other, or an output folder in the baselines folder.
///
/// The path is resolved as far as it exists (every symbolic link followed, `.` and `..`
/// gone), with the missing rest appended as given; an existing file also carries its device
/// and inode, so two hard links to one file are one file too.
package struct FileIdentity: Equatable, Sendable, CustomStringConvertible {
    /// The path, absolute and resolved as far as it exists.
    package let resolvedPath: String
    /// The file's device and inode, when it exists.
    private let node: Node?

    private struct Node: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// The identity of what `path` (relative to the working directory) names now.
    package init(_ path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        var resolved: String?
        while resolved == nil {
            if let real = realpath(existing, nil) {
                resolved = String(cString: real)
                free(real)
            } else if existing == "/" {
                resolved = "/"
            } else {
                rest.insert((existing as NSString).lastPathComponent, at: 0)
                existing = (existing as NSString).deletingLastPathComponent
            }
        }
        resolvedPath = rest.reduce(resolved!) { ($0 as NSString).appendingPathComponent($1) }
        var info = stat()
        node = stat(absolute, &info) == 0 ? Node(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : nil
    }

    /// Whether the two name one file: one device and inode, or (for what does not exist yet)
    /// one resolved path.
    package static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        if let left = lhs.node, let right = rhs.node { return left == right }
        return lhs.resolvedPath == rhs.resolvedPath
    }

    /// Whether this is `folder` or lies anywhere inside it.
    package func isSameOrInside(_ folder: FileIdentity) -> Bool {
        if self == folder { return true }
        let prefix = folder.resolvedPath.hasSuffix("/") ? folder.resolvedPath : folder.resolvedPath + "/"
        return resolvedPath.hasPrefix(prefix)
    }

    package var description: String { resolvedPath }
}
