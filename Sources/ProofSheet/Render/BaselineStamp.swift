import Foundation
import Rendering
import Snapshot

/// What every page of a rendering carries (a compressed iTXt chunk) so that a later check can
/// tell it need not draw the variant again: the variant's ``VariantFingerprints`` fingerprint,
/// its page count, and the findings of the rules every check runs on this page.
public struct BaselineStamp: Hashable, Sendable, Codable {
    /// The PNG text keyword of the stamp.
    public static let pngKeyword = "fingerprint"

    /// 64 hex digits: everything that made the rendering.
    public var fingerprint: String
    /// How many pages the variant has.
    public var pages: Int
    /// This page's findings of the rules every check runs (``AuditRule/alwaysChecked``).
    public var findings: [ReportFinding]

    public init(fingerprint: String, pages: Int, findings: [ReportFinding]) {
        self.fingerprint = fingerprint
        self.pages = pages
        self.findings = findings
    }

    /// Compact JSON, keys sorted: the same stamp gives the same bytes.
    public var pngText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The stamp `png` carries; nil when it has none or one that cannot be read (then the variant
    /// is simply drawn again).
    public static func stored(in png: [UInt8]) -> BaselineStamp? {
        guard let text = try? PNGTextReader.text(named: pngKeyword, in: png, path: "baseline"),
              let stamp = try? JSONDecoder().decode(BaselineStamp.self, from: Data(text.utf8)),
              (1...PNGRenderer.maximumPageCount).contains(stamp.pages)
        else { return nil }
        return stamp
    }
}
