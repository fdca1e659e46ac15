import Foundation
import ProofSheetSupport
import TestSupport
import Testing

@testable import TextEngine

/// Font hashes are remembered by file stat between runs, and a changed file is hashed again.
@Suite struct FontHashesTests {
    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("font-hashes") }

    @Test func aFileIsHashedOnceUntilItChanges() throws {
        let font = try scratch.write(Array("not really a font".utf8), to: "A.ttf")
        let other = try scratch.write(Array("another".utf8), to: "B.ttf")
        let hashes = FontHashes(cacheFile: scratch.file("cache/font-hashes.json"))
        let first = hashes.sha256(of: [font, other, scratch.file("missing.ttf")])
        #expect(first[font.path] == SHA256Digest.hex(of: Array("not really a font".utf8)))
        #expect(first[scratch.file("missing.ttf").path] == "unreadable")

        // The cache is what answers next time: an entry edited in it is believed while the file's
        // stat matches...
        let cacheURL = scratch.file("cache/font-hashes.json")
        var cache = try JSONDecoder().decode([String: FontHashes.Stamp].self, from: Data(contentsOf: cacheURL))
        #expect(cache.keys.sorted() == [font.path, other.path].sorted())
        cache[font.path]?.sha256 = "remembered"
        try JSONEncoder().encode(cache).write(to: cacheURL)
        #expect(hashes.sha256(of: [font])[font.path] == "remembered")
        // ...and not once the file changed.
        try Data("changed contents, another size".utf8).write(to: font)
        #expect(hashes.sha256(of: [font])[font.path] == SHA256Digest.hex(of: Array("changed contents, another size".utf8)))

        // No cache, or one that cannot be read: every file hashed.
        try Data("not json".utf8).write(to: cacheURL)
        #expect(hashes.sha256(of: [other])[other.path] == SHA256Digest.hex(of: Array("another".utf8)))
        #expect(FontHashes(cacheFile: nil).sha256(of: [other])[other.path] == SHA256Digest.hex(of: Array("another".utf8)))
    }

    /// Threads hashing different files into one cache at once (a run's specs, prepared on
    /// several threads, each with fonts of its own) all find their files in it afterwards.
    @Test func threadsAtOnceKeepEveryEntry() throws {
        let cacheURL = scratch.file("shared/font-hashes.json")
        let groups = try (0..<8).map { group in
            try (0..<4).map { index in try scratch.write(Array("font \(group)-\(index)".utf8), to: "G\(group)-\(index).ttf") }
        }
        DispatchQueue.concurrentPerform(iterations: groups.count) { group in
            _ = FontHashes(cacheFile: cacheURL).sha256(of: groups[group])
        }
        let cache = try JSONDecoder().decode([String: FontHashes.Stamp].self, from: Data(contentsOf: cacheURL))
        #expect(cache.keys.sorted() == groups.joined().map(\.path).sorted())
    }
}
