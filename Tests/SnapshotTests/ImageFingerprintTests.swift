import Testing

@testable import Snapshot

/// The fingerprint the review report stores with an acceptance: 64-bit FNV-1a in hex.
@Test func fingerprintsAreFNV1aAndTellBytesApart() {
    // The FNV reference vectors.
    #expect(ImageFingerprint.of([]) == "cbf29ce484222325")
    #expect(ImageFingerprint.of(Array("a".utf8)) == "af63dc4c8601ec8c")
    #expect(ImageFingerprint.of(Array("foobar".utf8)) == "85944171f73967e8")
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1]
    #expect(ImageFingerprint.of(png) == ImageFingerprint.of(png))
    #expect(ImageFingerprint.of(png) != ImageFingerprint.of(png.dropLast() + [2]))
    #expect(ImageFingerprint.of(png).count == 16)
}
