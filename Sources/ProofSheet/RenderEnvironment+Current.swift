import Foundation
import Snapshot
import TextEngine

extension RenderEnvironment {
    /// The environment of this process: the text stack's versions, with hashes of `fontFiles`
    /// (remembered by `hashes` between runs).
    package static func current(fontFiles: [URL], hashes: FontHashes = FontHashes()) -> RenderEnvironment {
        let versions = TextStackVersions.current
        let byPath = hashes.sha256(of: fontFiles)
        var fonts: [String: String] = [:]
        for file in fontFiles {
            fonts[file.lastPathComponent] = byPath[file.path] ?? "unreadable"
        }
        return RenderEnvironment(cairo: versions.cairo, pango: versions.pango, harfbuzz: versions.harfbuzz, freetype: versions.freetype, fonts: fonts)
    }
}
