import CPangoCairo
import Foundation

/// SHA-256 over bytes fed in pieces (GLib's GChecksum): font files, fingerprints.
public final class SHA256Digest {
    private let checksum: OpaquePointer

    public init() {
        checksum = g_checksum_new(G_CHECKSUM_SHA256)
    }

    deinit { g_checksum_free(checksum) }

    /// The SHA-256 of `bytes`, in lowercase hex.
    public static func hex(of bytes: some ContiguousBytes) -> String {
        let digest = SHA256Digest()
        digest.update(bytes)
        return digest.hex
    }

    public func update(_ bytes: some ContiguousBytes) {
        bytes.withUnsafeBytes { raw in
            g_checksum_update(checksum, raw.bindMemory(to: UInt8.self).baseAddress, gssize(raw.count))
        }
    }

    public func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// The digest of everything fed so far, in lowercase hex; nothing more can be fed after.
    public var hex: String {
        String(cString: g_checksum_get_string(checksum))
    }
}
