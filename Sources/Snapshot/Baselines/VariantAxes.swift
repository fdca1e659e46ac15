import DynamicType
import Rendering
import Spec

/// Where one outcome sits in a suite's matrix: screen, device, content-size category, column
/// count, appearance, language (for a screen with languages), scale, and for a tall variant split
/// into pages, which page of how many.
///
/// Typed, so reports read the values instead of parsing strings back; manifest.json carries them
/// as one object with sorted keys, numbers as numbers, `category` as its UIKit name, and `page`
/// and `pageCount` only for a paged variant, `language` only for a screen with languages:
///
/// ```json
/// {"appearance": "light", "category": "accessibilityExtraLarge", "columns": 2, "device": "iPhone 16",
///  "page": 2, "pageCount": 3, "scale": 2, "screen": "recipe-grid"}
/// ```
public struct VariantAxes: Hashable, Sendable, Codable {
    /// The screen's name as the spec gives it.
    public let screen: String
    /// The device's name (`iPhone 16`), or `width 375` for a bare width.
    public let device: String
    public let category: ContentSizeCategory
    /// How many columns the screen's column rule gave this variant.
    public let columns: Int
    public let appearance: Appearance
    /// The language's BCP 47 tag or pseudolanguage name; nil for a screen without languages.
    public let language: String?
    /// The pixel scale of the run: 1, 2 or 3.
    public let scale: Int
    /// Which page this is, from 1; nil for a variant that fits on one page.
    public let page: Int?
    /// How many pages the variant has (more than one); nil when `page` is.
    public let pageCount: Int?

    /// The axes of one variant, with `page` of `pageCount` when it is split into pages: both or
    /// neither, and `1 <= page <= pageCount`.
    public init(
        screen: String, device: String, category: ContentSizeCategory, columns: Int, appearance: Appearance, language: String? = nil,
        scale: Int, page: Int? = nil, pageCount: Int? = nil
    ) {
        if let problem = Self.pageProblem(page: page, pageCount: pageCount) { preconditionFailure(problem) }
        self.screen = screen
        self.device = device
        self.category = category
        self.columns = columns
        self.appearance = appearance
        self.language = language
        self.scale = scale
        self.page = page
        self.pageCount = pageCount
    }

    /// Decodes the manifest's object, refusing a page without a page count (or the reverse) or a
    /// page outside `1...pageCount`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let columns = try container.decode(Int.self, forKey: .columns)  // spec-number: a manifest ProofSheet wrote, never a spec
        let scale = try container.decode(Int.self, forKey: .scale)  // spec-number: as columns
        let page = try container.decodeIfPresent(Int.self, forKey: .page)  // spec-number: as columns; checked below
        let pageCount = try container.decodeIfPresent(Int.self, forKey: .pageCount)  // spec-number: as page
        if let problem = Self.pageProblem(page: page, pageCount: pageCount) {
            throw DecodingError.dataCorruptedError(forKey: .page, in: container, debugDescription: problem)
        }
        self.init(
            screen: try container.decode(String.self, forKey: .screen), device: try container.decode(String.self, forKey: .device),
            category: try container.decode(ContentSizeCategory.self, forKey: .category), columns: columns,
            appearance: try container.decode(Appearance.self, forKey: .appearance),
            language: try container.decodeIfPresent(String.self, forKey: .language), scale: scale, page: page, pageCount: pageCount
        )
    }

    /// Why `page` of `pageCount` is not a valid pair; nil when it is.
    private static func pageProblem(page: Int?, pageCount: Int?) -> String? {
        switch (page, pageCount) {
        case (nil, nil): nil
        case let (page?, count?): count > 1 && (1...count).contains(page) ? nil : "page \(page) of \(count): a paged variant has pages 1 through a count above 1"
        default: "page and pageCount go together: \(page.map(String.init) ?? "nil") of \(pageCount.map(String.init) ?? "nil")"
        }
    }
}
