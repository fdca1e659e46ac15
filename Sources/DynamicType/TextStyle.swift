/// The 11 iOS text styles (`UIFont.TextStyle`), in the order of the type ramp.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The UIKit Swift name, e.g. `subheadline`.
    public var name: String { rawValue }

    /// The UIKit raw value, e.g. `UICTFontTextStyleTitle0` for `largeTitle`.
    public var uikitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// The SwiftUI `Font.TextStyle` name: `title` for title1, `caption` for caption1.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }

    /// The HIG's label, e.g. `Large Title`, `Subhead`, `Caption 1`.
    public var shortLabel: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subhead"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// The style's weight in every category: semibold for headline, regular otherwise.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The weight with the bold trait (HIG "emphasized"): bold for the titles, semibold otherwise.
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    public var description: String { rawValue }

    /// Parses a UIKit name, raw value, SwiftUI name or HIG label, ignoring case and spaces.
    public init(parsing text: String) throws(NameError) {
        self = try Self.parse(text)
    }
}

extension TextStyle: MultiplyNamed {
    static let nameKind = "text style"
    var spellings: [String] { [name, uikitRawValue, swiftUIName, shortLabel] }
}
