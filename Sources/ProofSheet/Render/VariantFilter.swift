import DynamicType
import Foundation
import Localization
import ProofSheetSupport
import Rendering

/// Narrows a matrix on any axis. An empty axis keeps everything on it.
public struct VariantFilter: Hashable, Sendable {
    public var screens: Set<String> = []
    public var devices: [String] = []
    public var categories: Set<ContentSizeCategory> = []
    public var columns: Set<Int> = []
    public var appearances: Set<Appearance> = []
    /// Languages by tag (`de`, `pt-BR`) or pseudolanguage name; a screen without languages has
    /// none, so a language filter leaves out its variants.
    public var languages: Set<LanguageTag> = []

    public init(
        screens: Set<String> = [], devices: [String] = [], categories: Set<ContentSizeCategory> = [], columns: Set<Int> = [],
        appearances: Set<Appearance> = [], languages: Set<LanguageTag> = []
    ) {
        self.screens = screens
        self.devices = devices
        self.categories = categories
        self.columns = columns
        self.appearances = appearances
        self.languages = languages
    }

    /// True when no axis is narrowed.
    public var isEmpty: Bool {
        screens.isEmpty && devices.isEmpty && categories.isEmpty && columns.isEmpty && appearances.isEmpty && languages.isEmpty
    }

    /// Parses one `--category` value: a category in any spelling, or an inclusive range
    /// `AX1...AX5` (also `..`), in either order.
    public static func categories(parsing text: String) throws(NameError) -> [ContentSizeCategory] {
        let separator = text.contains("...") ? "..." : ".."
        let parts = text.components(separatedBy: separator)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return [try ContentSizeCategory(parsing: text)] }
        let first = try ContentSizeCategory(parsing: parts[0].trimmingCharacters(in: .whitespaces))
        let last = try ContentSizeCategory(parsing: parts[1].trimmingCharacters(in: .whitespaces))
        let range = min(first, last)...max(first, last)
        return ContentSizeCategory.allCases.filter { range.contains($0) }
    }

    func keeps(screen: String) -> Bool { screens.isEmpty || screens.contains(screen) }
    func keeps(_ category: ContentSizeCategory) -> Bool { categories.isEmpty || categories.contains(category) }
    func keeps(columns count: Int) -> Bool { columns.isEmpty || columns.contains(count) }
    func keeps(_ appearance: Appearance) -> Bool { appearances.isEmpty || appearances.contains(appearance) }
    func keeps(_ language: LanguageTag?) -> Bool { languages.isEmpty || language.map(languages.contains) == true }

    func keeps(_ device: Device) -> Bool {
        devices.isEmpty || devices.contains { Slug.make($0) == device.slug || (try? Device.preset(named: $0))?.name == device.name }
    }
}
