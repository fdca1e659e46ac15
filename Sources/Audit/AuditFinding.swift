import DynamicType
import ProofSheetSupport
import Spec

/// One finding of the audit: one rule on one element of one screen, device, column count,
/// appearance and language, with every content-size category where it occurs.
public struct AuditFinding: Hashable, Sendable, Codable {
    /// Where the element's template is written in the spec.
    public struct Location: Hashable, Sendable, Codable {
        public var file: String
        public var line: Int?
        public var column: Int?
        /// The key path of the template element: `screens[0].cell.stack.items[1].label`.
        public var keyPath: String

        package init(file: String, line: Int?, column: Int?, keyPath: String) {
            self.file = file
            self.line = line
            self.column = column
            self.keyPath = keyPath
        }
    }

    public var rule: AuditRule
    public var severity: AuditSeverity
    public var screen: String
    public var device: String
    public var columns: Int
    public var appearance: Appearance
    /// The language's tag; nil for a screen without languages.
    public var language: String?
    public var element: AuditElement
    /// The label's text (or the cell's first label's), naming the item.
    public var text: String?
    /// What was measured at the first category, in words.
    public var detail: String
    /// The same measurements at the first category, as numbers.
    public var measured: [String: Double]
    /// Every category where the finding occurs, smallest first.
    public var categories: [ContentSizeCategory]
    public var location: Location

    package init(
        rule: AuditRule, severity: AuditSeverity, screen: String, device: String, columns: Int, appearance: Appearance, language: String?,
        element: AuditElement, text: String?, detail: String, measured: [String: Double], categories: [ContentSizeCategory], location: Location
    ) {
        self.rule = rule
        self.severity = severity
        self.screen = screen
        self.device = device
        self.columns = columns
        self.appearance = appearance
        self.language = language
        self.element = element
        self.text = text
        self.detail = detail
        self.measured = measured
        self.categories = categories
        self.location = location
    }

    public var firstCategory: ContentSizeCategory { categories[0] }
    public var lastCategory: ContentSizeCategory { categories[categories.count - 1] }

    /// "first at AX2, through AX5", "at every size", "only at AX5".
    public var categoryRange: String {
        if categories.count == ContentSizeCategory.allCases.count { return "at every size" }
        if categories.count == 1 { return "only at \(firstCategory.shortLabel)" }
        return "first at \(firstCategory.shortLabel), through \(lastCategory.shortLabel)"
    }

    /// The screen, device, columns, appearance and language:
    /// `recipe-grid · iPhone 16 · 1 column · light · de`.
    public var variantDescription: String {
        "\(screen) · \(device) · \(columns.counted("column")) · \(appearance.rawValue)" + (language.map { " · \($0)" } ?? "")
    }

    /// One line: what, where and from which size on.
    public var message: String {
        let textPart = text.map { " \($0.excerpt(limit: 40).quoted)" } ?? ""
        return "\(element)\(textPart): \(detail); \(categoryRange)"
    }

    /// What a baseline of accepted findings keys a finding on: rule, element and variant axes
    /// (the categories and measurements may change without making it a new finding). The
    /// language comes after the appearance only when there is one, so keys of suites without
    /// languages stay as they were.
    public var baselineKey: String {
        ([rule.rawValue, screen, device, String(columns), appearance.rawValue] + (language.map { [$0] } ?? [])
            + [element.kind.rawValue, String(element.section), String(element.item), element.templatePath]).joined(separator: "|")
    }
}
