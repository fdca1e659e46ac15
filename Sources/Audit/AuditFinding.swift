import ProofSheetSupport
import Spec

/// One finding of the audit: what one rule found on one element of one variant. The one type of
/// finding: review sheets and `render --overlays` mark its ``frame``; a check places it on the
/// variant's rendered image (``box``) for its manifest, review report, JUnit report and baseline
/// stamps; the audit's own reports (text, JSON, SARIF, JUnit) carry it merged across the
/// content-size categories where it occurs (``AcrossSizes``).
///
/// What it encodes, in one place: `{"rule", "severity", "element", "text", "detail", "measured",
/// "frame", "specKeyPath", "onlyUnder", "box"}`, the element as its ``AuditElement/description``
/// (`item 3 stack.items[1].label`), optional fields left out. Findings never fail a check by
/// themselves (`check --audit --fail-on` decides).
public struct AuditFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    public var rule: AuditRule
    public var element: AuditElement
    /// The label's text, or the cell's first label's, to name the item.
    public var text: String?
    /// What to mark, in the layout's content coordinates (points): the label, image or cell.
    public var frame: Rect
    /// What was measured, in words: "needs 3 lines, shows 2".
    public var detail: String
    /// The same measurements as numbers, named.
    public var measured: [String: Double]
    /// Where in the spec the problem is written, when not at the element's template (an
    /// untranslated item field: `items[3].title`), relative to the screen.
    public var specKeyPath: String?
    /// Where ``frame`` is in a rendered image of the variant, in its pixels (a page's, for a page
    /// of a tall variant), clamped to the image: what the review report draws. Nil until a check
    /// places the finding on its rendering (``placed(at:)``), and when the element lies outside
    /// the image.
    public var box: PixelRegion?
    /// The display setting the finding shows only under: `Bold Text` for a finding of a Bold
    /// Text variant whose regular twin (the same variant with Bold Text off) has no finding of
    /// its rule on its element; nil otherwise (`Auditor` sets it).
    public var onlyUnder: String?

    package init(
        rule: AuditRule, element: AuditElement, text: String?, frame: Rect, detail: String, measured: [String: Double], specKeyPath: String? = nil,
        box: PixelRegion? = nil
    ) {
        self.rule = rule
        self.element = element
        self.text = text
        self.frame = frame
        self.detail = detail
        self.measured = measured
        self.specKeyPath = specKeyPath
        self.box = box
    }

    /// How much it matters: its rule's severity.
    public var severity: AuditSeverity { rule.severity }

    /// `missing-glyph item 1 stack.items[0].label 'Tap  to pay': no font draws U+F8FF`.
    public var description: String {
        "\(rule.rawValue) \(element)" + (text.map { " \($0.excerpt(limit: 40).quoted)" } ?? "") + ": \(detail)"
            + (onlyUnder.map { " (\(Self.onlyUnderPhrase($0)))" } ?? "")
    }

    /// How every report words a finding that shows only under a setting: `only under Bold Text`.
    package static func onlyUnderPhrase(_ setting: String) -> String { "only under \(setting)" }

    /// This finding on a rendered image, boxed at `box` (nil: not on the image).
    package func placed(at box: PixelRegion?) -> AuditFinding {
        var placed = self
        placed.box = box
        return placed
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, element, text, detail, measured, frame, specKeyPath, onlyUnder, box
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(AuditRule.self, forKey: .rule)
        let element = try container.decode(String.self, forKey: .element)
        guard let parsed = AuditElement(description: element) else {
            throw DecodingError.dataCorruptedError(forKey: .element, in: container, debugDescription: "not an element: \(element.quoted)")
        }
        self.element = parsed
        text = try container.decodeIfPresent(String.self, forKey: .text)
        detail = try container.decode(String.self, forKey: .detail)
        measured = try container.decode([String: Double].self, forKey: .measured)
        frame = try container.decode(Rect.self, forKey: .frame)
        specKeyPath = try container.decodeIfPresent(String.self, forKey: .specKeyPath)
        onlyUnder = try container.decodeIfPresent(String.self, forKey: .onlyUnder)
        box = try container.decodeIfPresent(PixelRegion.self, forKey: .box)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(element.description, forKey: .element)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encode(detail, forKey: .detail)
        try container.encode(measured, forKey: .measured)
        try container.encode(frame, forKey: .frame)
        try container.encodeIfPresent(specKeyPath, forKey: .specKeyPath)
        try container.encodeIfPresent(onlyUnder, forKey: .onlyUnder)
        try container.encodeIfPresent(box, forKey: .box)
    }
}
