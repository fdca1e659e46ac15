import Foundation
import ProofSheetSupport
import Synchronization

/// The SHA-256 of font files, remembered between runs: a check would otherwise read every font
/// it loads (about 140 MB with the Noto fallback fonts, a quarter of a second) on every run. A
/// file is hashed again when its path, size, modification time, inode or device differ from
/// what the cache holds, as git's index and ccache trust a file's stat. The cache is a JSON file
/// in `$PROOFSHEET_CACHE_DIR`, else `$XDG_CACHE_HOME/proofsheet`, else `~/.cache/proofsheet`;
/// when it cannot be read or written every file is simply hashed.
package struct FontHashes: Sendable {
    /// The cache file; nil hashes every file every time.
    package let cacheFile: URL?

    package init(cacheFile: URL? = FontHashes.defaultCacheFile) {
        self.cacheFile = cacheFile
    }

    /// `font-hashes.json` in the cache folder the environment names.
    package static var defaultCacheFile: URL? {
        let environment = ProcessInfo.processInfo.environment
        let folder: URL? =
            if let own = environment["PROOFSHEET_CACHE_DIR"], !own.isEmpty {
                URL(fileURLWithPath: own)
            } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
                URL(fileURLWithPath: xdg).appendingPathComponent("proofsheet")
            } else if let home = environment["HOME"], home.hasPrefix("/") {
                URL(fileURLWithPath: home).appendingPathComponent(".cache/proofsheet")
            } else { nil }
        return folder?.appendingPathComponent("font-hashes.json")
    }

    /// What identifies a file's contents without reading it.
    struct Stamp: Codable, Hashable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
        var device: UInt64
        var sha256: String?
    }

    /// Each file's SHA-256 in lowercase hex by its path ("unreadable" for one that cannot be
    /// read), files not in the cache hashed in parallel. Callers in one process take turns, so
    /// the specs of one run, prepared at once, neither hash the same files twice nor write the
    /// cache over each other's entries (between processes the last to write wins; what it
    /// lacks is hashed again next time).
    package func sha256(of files: [URL]) -> [String: String] {
        Self.updating.withLock { _ in sha256Updating(files) }
    }

    /// Held while the cache is read, completed and written.
    private static let updating = Mutex(())

    private func sha256Updating(_ files: [URL]) -> [String: String] {
        var cache = readCache()
        var hashes: [String: String] = [:]
        var missing: [(path: String, stamp: Stamp?)] = []
        for file in files {
            let stamp = Self.stamp(of: file.path)
            if let stamp, let cached = cache[file.path], cached.sha256 != nil,
                Stamp(size: cached.size, modified: cached.modified, inode: cached.inode, device: cached.device) == stamp
            {
                hashes[file.path] = cached.sha256
            } else {
                missing.append((file.path, stamp))
            }
        }
        guard !missing.isEmpty else { return hashes }
        let computed = Mutex<[Int: String]>([:])
        let paths = missing.map(\.path)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let hash = (try? Data(contentsOf: URL(fileURLWithPath: paths[index]))).map(SHA256Digest.hex)
            computed.withLock { $0[index] = hash ?? "unreadable" }
        }
        let results = computed.withLock { $0 }
        for (index, file) in missing.enumerated() {
            hashes[file.path] = results[index]
            if var stamp = file.stamp, results[index] != "unreadable" {
                stamp.sha256 = results[index]
                cache[file.path] = stamp
            }
        }
        writeCache(cache)
        return hashes
    }

    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Stamp(
            size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            inode: UInt64(info.st_ino), device: UInt64(info.st_dev), sha256: nil
        )
    }

    private func readCache() -> [String: Stamp] {
        guard let cacheFile, let bytes = try? FileBytes.read(cacheFile.path, limit: 16 << 20) else { return [:] }
        return (try? JSONDecoder().decode([String: Stamp].self, from: Data(bytes))) ?? [:]
    }

    /// Best effort: a cache that cannot be written only means hashing again next time.
    private func writeCache(_ cache: [String: Stamp]) {
        guard let cacheFile else { return }
        guard let data = try? JSONArtefact.encoder(compact: true).encode(cache) else { return }
        try? StagedFiles.write(data, to: cacheFile)
    }
}
