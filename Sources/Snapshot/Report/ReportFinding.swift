import ProofSheetSupport

/// An audit finding on one variant, as a check's manifest and report carry it: which rule, how
/// severe, on which element, and what was measured. Findings never fail a check by themselves
/// (`check --audit --fail-on` decides).
public struct ReportFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The audit rule's id: `truncated-text`, `missing-glyph`, …
    public var rule: String
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The element: `item 3 stack.items[1].label`.
    public var element: String
    /// The element's text, naming the item.
    public var text: String?
    /// What was measured, in words.
    public var detail: String
    /// Where the element is in the outcome's rendered image, in its pixels (a page's, for a page
    /// of a tall variant), clamped to the image; the report draws it. Nil when the run did not
    /// render the variant or the element lies outside the image.
    public var box: PixelRegion?

    public init(rule: String, severity: String, element: String, text: String? = nil, detail: String, box: PixelRegion? = nil) {
        self.rule = rule
        self.severity = severity
        self.element = element
        self.text = text
        self.detail = detail
        self.box = box
    }

    /// `missing-glyph item 1 stack.items[0].label 'Tap  to pay': no font draws U+F8FF`.
    public var description: String {
        "\(rule) \(element)" + (text.map { " \($0.excerpt(limit: 40).quoted)" } ?? "") + ": \(detail)"
    }
}
