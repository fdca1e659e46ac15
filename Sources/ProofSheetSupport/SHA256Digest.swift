import CLibcrypto
import Foundation

/// SHA-256 over bytes fed in pieces (OpenSSL's libcrypto, which uses the CPU's SHA instructions
/// where it has them): font files, fingerprints, and the digest a baseline's stamp holds of the
/// rest of its file (``PNGSealedText``), which a skipped variant's file is hashed against.
package final class SHA256Digest {
    private let context: OpaquePointer

    package init() {
        // Both fail only when out of memory.
        guard let context = EVP_MD_CTX_new() else { fatalError("SHA-256: out of memory") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else { fatalError("SHA-256: libcrypto could not start a digest") }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// The SHA-256 of `bytes`, in lowercase hex.
    package static func hex(of bytes: some ContiguousBytes) -> String {
        let digest = SHA256Digest()
        digest.update(bytes)
        return digest.hex
    }

    /// Feeds `bytes`; not after ``hex`` has been read.
    package func update(_ bytes: some ContiguousBytes) {
        bytes.withUnsafeBytes { raw in
            guard raw.count > 0 else { return }
            precondition(EVP_DigestUpdate(context, raw.baseAddress, raw.count) == 1, "SHA-256: libcrypto refused the bytes")
        }
    }

    package func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// The digest of everything fed so far, in lowercase hex; nothing more can be fed after.
    package private(set) lazy var hex: String = {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        precondition(EVP_DigestFinal_ex(context, &digest, &length) == 1 && length == 32, "SHA-256: libcrypto could not finish the digest")
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.prefix(32).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }()
}
