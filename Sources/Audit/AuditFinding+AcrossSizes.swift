import DynamicType
import ProofSheetSupport
import Spec

extension AuditFinding {
    /// One finding as the audit's reports (text, JSON, SARIF, JUnit) carry it: the ``AuditFinding``
    /// at the first content-size category where it occurs, on one screen, device, column count,
    /// appearance and language, with every category where it occurs and where the element's
    /// template is written in the spec. The finding's own fields read through it
    /// (`merged.rule`, `merged.detail`).
    ///
    /// Encoded flat, as `audit --format json` writes it: the finding's rule, severity, element (an
    /// object: kind, section, item, templatePath), text, detail, measured and frame, beside the
    /// variant's axes, the categories and the location.
    @dynamicMemberLookup
    public struct AcrossSizes: Hashable, Sendable, Codable {
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

        /// The finding at the first category.
        public var finding: AuditFinding
        public var screen: String
        public var device: String
        public var columns: Int
        public var appearance: Appearance
        /// The language's tag; nil for a screen without languages.
        public var language: String?
        /// Every category where the finding occurs, smallest first.
        public var categories: [ContentSizeCategory]
        public var location: Location

        package init(
            finding: AuditFinding, screen: String, device: String, columns: Int, appearance: Appearance, language: String?,
            categories: [ContentSizeCategory], location: Location
        ) {
            self.finding = finding
            self.screen = screen
            self.device = device
            self.columns = columns
            self.appearance = appearance
            self.language = language
            self.categories = categories
            self.location = location
        }

        /// The finding's own fields: `merged.rule`, `merged.element`, `merged.detail`.
        public subscript<Value>(dynamicMember keyPath: KeyPath<AuditFinding, Value>) -> Value { finding[keyPath: keyPath] }

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
            let textPart = finding.text.map { " \($0.excerpt(limit: 40).quoted)" } ?? ""
            return "\(finding.element)\(textPart): \(finding.detail); \(categoryRange)"
        }

        /// What a baseline of accepted findings keys a finding on: rule, element and variant axes
        /// (the categories and measurements may change without making it a new finding). The
        /// language comes after the appearance only when there is one, so keys of suites without
        /// languages stay as they were.
        public var baselineKey: String {
            let element = finding.element
            return
                ([finding.rule.rawValue, screen, device, String(columns), appearance.rawValue] + (language.map { [$0] } ?? [])
                + [element.kind.rawValue, String(element.section), String(element.item), element.templatePath]).joined(separator: "|")
        }

        private enum CodingKeys: String, CodingKey {
            case rule, severity, screen, device, columns, appearance, language, element, text, detail, measured, frame, categories, location
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let element = try container.decode(AuditElement.self, forKey: .element)
            finding = AuditFinding(
                rule: try container.decode(AuditRule.self, forKey: .rule), element: element,
                text: try container.decodeIfPresent(String.self, forKey: .text), frame: try container.decode(Rect.self, forKey: .frame),
                detail: try container.decode(String.self, forKey: .detail), measured: try container.decode([String: Double].self, forKey: .measured)
            )
            screen = try container.decode(String.self, forKey: .screen)
            device = try container.decode(String.self, forKey: .device)
            columns = try container.decode(Int.self, forKey: .columns)  // spec-number: an audit report this tool wrote, not a spec
            appearance = try container.decode(Appearance.self, forKey: .appearance)
            language = try container.decodeIfPresent(String.self, forKey: .language)
            categories = try container.decode([ContentSizeCategory].self, forKey: .categories)
            location = try container.decode(Location.self, forKey: .location)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(finding.rule, forKey: .rule)
            try container.encode(finding.severity, forKey: .severity)
            try container.encode(screen, forKey: .screen)
            try container.encode(device, forKey: .device)
            try container.encode(columns, forKey: .columns)
            try container.encode(appearance, forKey: .appearance)
            try container.encodeIfPresent(language, forKey: .language)
            try container.encode(finding.element, forKey: .element)
            try container.encodeIfPresent(finding.text, forKey: .text)
            try container.encode(finding.detail, forKey: .detail)
            try container.encode(finding.measured, forKey: .measured)
            try container.encode(finding.frame, forKey: .frame)
            try container.encode(categories, forKey: .categories)
            try container.encode(location, forKey: .location)
        }
    }
}
