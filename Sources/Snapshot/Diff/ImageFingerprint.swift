/// A short fingerprint of an image file's bytes: 64-bit FNV-1a, as 16 lowercase hex digits.
///
/// The review report keeps a reviewer's acceptances with the fingerprint of the rendering they
/// saw, so an acceptance comes back only for that same rendering, never for a different change
/// a later run makes under the same name. Not cryptographic: it tells renderings apart, nothing more.
package enum ImageFingerprint {
    /// The fingerprint of `bytes` (a PNG as rendered): `cbf29ce484222325` for no bytes.
    package static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
