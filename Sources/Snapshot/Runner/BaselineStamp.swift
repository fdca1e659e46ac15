import Audit
import Foundation
import ImageIO
import ProofSheetSupport

/// What every page of a rendering carries (a compressed iTXt chunk, `PNGSealedText`) so that a
/// later check can tell it need not draw the variant again: the variant's `VariantFingerprints`
/// fingerprint, its page count, the findings of the rules every check runs on this page, and the
/// SHA-256 of every other byte of the page's file. A baseline's stamp is only read back
/// (``stored(in:maximumPages:)``) when the file is byte for byte the one it was sealed into.
package struct BaselineStamp: Hashable, Sendable, Codable {
    /// The PNG text keyword of the stamp.
    package static let pngKeyword = "fingerprint"

    /// 64 hex digits: everything that made the rendering.
    package var fingerprint: String
    /// How many pages the variant has.
    package var pages: Int
    /// This page's findings of the rules every check runs (`AuditRule.alwaysChecked`).
    package var findings: [AuditFinding]
    /// 64 hex digits: the SHA-256 of the page's file without this stamp's chunk.
    package var fileDigest: String

    package init(fingerprint: String, pages: Int, findings: [AuditFinding], fileDigest: String) {
        self.fingerprint = fingerprint
        self.pages = pages
        self.findings = findings
        self.fileDigest = fileDigest
    }

    /// `png`, a page as the encoder wrote it, with the stamp of `fingerprint`, `pages` and
    /// `findings` sealed into it: its ``fileDigest`` is the SHA-256 of `png`.
    package static func sealing(_ png: [UInt8], fingerprint: String, pages: Int, findings: [AuditFinding]) throws(RenderError) -> [UInt8] {
        try PNGSealedText.sealing(png, keyword: pngKeyword) { digest in
            BaselineStamp(fingerprint: fingerprint, pages: pages, findings: findings, fileDigest: digest).pngText
        }
    }

    /// Compact JSON, keys sorted: the same stamp gives the same bytes.
    package var pngText: String {
        String(decoding: (try? JSONArtefact.encoder(compact: true).encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The stamp `png` carries, when `png` is byte for byte the file it was sealed into (its
    /// ``fileDigest`` is the SHA-256 of the rest of `png`). Nil when it has none, one that cannot
    /// be read, one of more pages than `maximumPages` (the most a rendering may have), or the
    /// rest of the file differs: pixels edited, the file cut short, another image under this stamp
    /// (then the variant is simply drawn again and compared).
    package static func stored(in png: [UInt8], maximumPages: Int) -> BaselineStamp? {
        guard let (text, digest) = PNGSealedText.read(keyword: pngKeyword, in: png),
            let stamp = try? JSONDecoder().decode(BaselineStamp.self, from: Data(text.utf8)),
            stamp.fileDigest == digest, (1...maximumPages).contains(stamp.pages)
        else { return nil }
        return stamp
    }
}
