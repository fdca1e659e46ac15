import ProofSheetSupport
import Testing

/// SHA-256 as FIPS 180-4 defines it (its examples and the long message of the NIST test
/// vectors), whether the bytes come at once or in pieces.
@Suite struct SHA256DigestTests {
    @Test func theStandardsExamples() {
        #expect(SHA256Digest.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256Digest.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256Digest.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func piecesGiveTheDigestOfTheWhole() {
        let digest = SHA256Digest()
        // A million "a" in pieces of 1, 2, 3, ... bytes, one of them empty.
        var fed = 0
        var piece = 0
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            digest.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece += 1
        }
        #expect(digest.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(digest.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "read twice")
        let text = SHA256Digest()
        text.update("ab")
        text.update("c")
        #expect(text.hex == SHA256Digest.hex(of: Array("abc".utf8)))
    }
}
