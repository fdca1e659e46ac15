import DynamicType
import ProofSheetSupport
import Spec
import Variants

extension AuditFinding {
    /// One finding as the audit's reports (text, JSON, SARIF, JUnit) carry it: the ``AuditFinding``
    /// at the first content-size category where it occurs, on one screen and one value of each
    /// other axis of the registry (`VariantAxisRegistry`: device, column count, appearance,
    /// language, and any axis registered beyond them), with every category where it occurs and
    /// where the element's template is written in the spec. The finding's own fields read
    /// through it (`merged.rule`, `merged.detail`).
    ///
    /// Encoded flat, as `audit --format json` writes it: the finding's rule, severity, element (an
    /// object: kind, section, item, templatePath), text, detail, measured and frame, beside the
    /// screen, each axis's value under its key as manifest.json records it, the categories and
    /// the location.
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

        /// A finding that some of its categories show only under a display setting: under Bold
        /// Text, those where the regular twin has no such finding (``AuditFinding/onlyUnder``).
        public struct OnlyUnder: Hashable, Sendable, Codable {
            /// The setting, as the axis's label names it: `Bold Text`.
            public var setting: String
            /// The categories where only the setting shows the finding, smallest first.
            public var categories: [ContentSizeCategory]

            package init(setting: String, categories: [ContentSizeCategory]) {
                self.setting = setting
                self.categories = categories
            }

            /// `only under Bold Text` when every one of `all` (the finding's categories) is one
            /// of ``categories``; else `only under Bold Text at L–XXXL` (a run of categories) or
            /// `at L, AX2` (several).
            package func phrase(of all: [ContentSizeCategory]) -> String {
                let phrase = AuditFinding.onlyUnderPhrase(setting)
                guard Set(all) != Set(categories), let first = categories.first, let last = categories.last else { return phrase }
                let ordered = ContentSizeCategory.allCases
                let isRun = ordered.firstIndex(of: last)! - ordered.firstIndex(of: first)! == categories.count - 1
                if categories.count == 1 { return "\(phrase) at \(first.shortLabel)" }
                return "\(phrase) at " + (isRun ? "\(first.shortLabel)–\(last.shortLabel)" : categories.map(\.shortLabel).joined(separator: ", "))
            }
        }

        /// The finding at the first category (its own `onlyUnder` left nil: ``onlyUnder`` says it
        /// for every category).
        public var finding: AuditFinding
        public var screen: String
        /// The finding's value on each axis of the registry but the content-size category (which
        /// ``categories`` gives), in matrix order, as manifest.json records them: an axis the
        /// variant has no value on (the language of a screen without languages) is left out.
        public var axes: [VariantAxes.Value]
        /// Every category where the finding occurs, smallest first.
        public var categories: [ContentSizeCategory]
        public var location: Location
        /// The categories where the finding shows only under a display setting (Bold Text);
        /// nil when its twin without the setting shows it at each of them.
        public var onlyUnder: OnlyUnder?

        package init(
            finding: AuditFinding, screen: String, axes: [VariantAxes.Value], categories: [ContentSizeCategory], location: Location,
            onlyUnder: OnlyUnder? = nil
        ) {
            self.finding = finding
            self.screen = screen
            self.axes = axes
            self.categories = categories
            self.location = location
            self.onlyUnder = onlyUnder
        }

        /// The finding's value on the axis keyed `key`; nil when it has none.
        public subscript(axis key: String) -> VariantAxisValue? {
            axes.first { $0.axis == key }?.value
        }

        /// The device's name (the `device` axis); like the three below, a convenience for tests
        /// and the facade, not public API (a finding's axes are `self[axis:]`).
        package var device: String { self[axis: MatrixAxis.device.key]?.description ?? "" }
        /// The column count (the `columns` axis).
        package var columns: Int { self[axis: MatrixAxis.columns.key].flatMap { Int($0.description) } ?? 0 }
        /// The appearance (the `appearance` axis).
        package var appearance: Appearance { self[axis: MatrixAxis.appearance.key].flatMap { Appearance(rawValue: $0.description) } ?? .light }
        /// The language's tag (the `language` axis); nil for a screen without languages.
        package var language: String? { self[axis: MatrixAxis.language.key]?.description }

        /// The finding's own fields: `merged.rule`, `merged.element`, `merged.detail`.
        public subscript<Value>(dynamicMember keyPath: KeyPath<AuditFinding, Value>) -> Value { finding[keyPath: keyPath] }

        public var firstCategory: ContentSizeCategory { categories[0] }
        public var lastCategory: ContentSizeCategory { categories[categories.count - 1] }

        /// "first at AX2, through AX5", "at every size", "only at AX5".
        public var categoryRange: String { Self.categoryRange(of: categories) }

        /// ``categoryRange`` of `categories` (smallest first, at least one).
        package static func categoryRange(of categories: [ContentSizeCategory]) -> String {
            if categories.count == ContentSizeCategory.allCases.count { return "at every size" }
            if categories.count == 1 { return "only at \(categories[0].shortLabel)" }
            return "first at \(categories[0].shortLabel), through \(categories[categories.count - 1].shortLabel)"
        }

        /// The screen and each axis value's phrase (`RecordedAxis.Label.phrase`):
        /// `recipe-grid · iPhone 16 · 1 column · light · de`.
        public var variantDescription: String {
            ([screen] + axes.map(\.label.phrase)).joined(separator: " · ")
        }

        /// One line: what, where and from which size on, and where only a setting shows it:
        /// `…; first at L, through AX5; only under Bold Text at L–XXXL`.
        public var message: String {
            let textPart = finding.text.map { " \($0.excerpt(limit: 40).quoted)" } ?? ""
            return "\(finding.element)\(textPart): \(finding.detail); \(categoryRange)" + (onlyUnder.map { "; \($0.phrase(of: categories))" } ?? "")
        }

        /// What a baseline of accepted findings keys a finding on: rule, element and variant axes
        /// (the categories and measurements may change without making it a new finding). An axis
        /// the finding has no value on adds nothing (the language of a screen without
        /// languages), so keys stay as they were before the axis was there.
        public var baselineKey: String {
            let element = finding.element
            return
                ([finding.rule.rawValue, screen] + axes.map(\.value.description)
                + [element.kind.rawValue, String(element.section), String(element.item), element.templatePath]).joined(separator: "|")
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case rule, severity, screen, element, text, detail, measured, frame, categories, location, onlyUnder
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
            axes = try VariantAxes.values(
                decodedFrom: decoder, besides: Set(CodingKeys.allCases.map(\.rawValue)),
                recorded: VariantAxisRegistry.current.recordedAxes.filter { $0.key != MatrixAxis.category.key })
            categories = try container.decode([ContentSizeCategory].self, forKey: .categories)
            location = try container.decode(Location.self, forKey: .location)
            onlyUnder = try container.decodeIfPresent(OnlyUnder.self, forKey: .onlyUnder)
        }

        public func encode(to encoder: any Encoder) throws {
            try VariantAxes.encode(axes, to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(finding.rule, forKey: .rule)
            try container.encode(finding.severity, forKey: .severity)
            try container.encode(screen, forKey: .screen)
            try container.encode(finding.element, forKey: .element)
            try container.encodeIfPresent(finding.text, forKey: .text)
            try container.encode(finding.detail, forKey: .detail)
            try container.encode(finding.measured, forKey: .measured)
            try container.encode(finding.frame, forKey: .frame)
            try container.encode(categories, forKey: .categories)
            try container.encode(location, forKey: .location)
            try container.encodeIfPresent(onlyUnder, forKey: .onlyUnder)
        }
    }
}
