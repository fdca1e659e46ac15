import DynamicType

/// What an app sets on a label through `NSParagraphStyle` and text attributes, as far as it moves
/// lines: where the line height comes from, its multiple and bounds, the space between lines,
/// tracking and hyphenation. The default is UIKit's default paragraph style.
public struct ParagraphStyle: Hashable, Sendable {
    /// Where a line's height comes from before the multiple and bounds apply.
    public var lineHeight: LineHeightSource
    /// `lineHeightMultiple`; 0 leaves the height alone.
    public var lineHeightMultiple: Double
    /// `minimumLineHeight`; 0 sets no minimum.
    public var minimumLineHeight: Double
    /// `maximumLineHeight`; 0 sets no maximum.
    public var maximumLineHeight: Double
    /// `lineSpacing`: extra points between one line and the next.
    public var lineSpacing: Double
    /// `.kern`: extra points after each character.
    public var kern: Double
    /// `hyphenationFactor` above 0: words broken across lines get a hyphen. UIKit's default is
    /// off: a word too long for its line breaks between characters, with no hyphen.
    public var hyphenation: Bool
    /// `baseWritingDirection`: the paragraph's base direction for the Unicode bidirectional
    /// algorithm. `.natural` (UIKit's default) takes it from the first strong character, as Pango's
    /// auto direction does; the right-to-left pseudolanguage (`NSForceRightToLeftWritingDirection`)
    /// forces `.rightToLeft` on every paragraph, so "Hello!" shows as "!Hello". It can move
    /// neutral characters between runs, so it is part of every measurement request.
    public var baseWritingDirection: WritingDirection
    /// `alignment` (`NSTextAlignment`): where lines sit in the label's frame. `.natural` (UIKit's
    /// default) is the leading edge, right in a right-to-left interface; `.justified` stretches
    /// every line but the last, which is natural (docs/layout-rules.md, "Text alignment").
    public var alignment: TextAlignment

    public init(
        lineHeight: LineHeightSource = .font, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0, kern: Double = 0, hyphenation: Bool = false, baseWritingDirection: WritingDirection = .natural,
        alignment: TextAlignment = .natural
    ) {
        self.baseWritingDirection = baseWritingDirection
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
        self.kern = kern
        self.hyphenation = hyphenation
    }

    /// UIKit's default paragraph style.
    public static let standard = ParagraphStyle()
}

/// Where a label's lines sit in its frame, as `NSTextAlignment`. `left` and `right` are absolute
/// (they do not mirror in a right-to-left interface); `natural` is the leading edge.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    case natural, left, center, right, justified

    public static let specKind = "text alignment"
}

/// A paragraph's base writing direction, as `NSWritingDirection`.
public enum WritingDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// From the text itself: the direction of its first strong character (Unicode UAX #9, P2–P3).
    case natural
    case leftToRight
    case rightToLeft
}

extension ParagraphStyle {
    /// The `userInfo` key under which a spec's per-text-style defaults (`textStyles:`, a
    /// `[TextStyle: ParagraphStyle]`) reach the labels being decoded.
    public static let defaultsUserInfoKey = CodingUserInfoKey(rawValue: "proofsheet.paragraphDefaults")!

    /// The keys a label (or a `textStyles:` entry) may set.
    enum SpecKeys: String, CodingKey, CaseIterable {
        case lineHeight, lineHeightMultiple, minimumLineHeight, maximumLineHeight, lineSpacing, kern, hyphenation, alignment
    }

    /// The paragraph keys of the mapping `decoder` holds, each checked against its range, over
    /// `defaults` for the keys it leaves out.
    init(specFrom decoder: any Decoder, defaults: ParagraphStyle) throws {
        let container = try decoder.container(keyedBy: SpecKeys.self)
        self.init(
            lineHeight: try container.decode(.lineHeight, default: defaults.lineHeight),
            lineHeightMultiple: try container.decodeNumber(.lineHeightMultiple, .lineHeightMultiple, default: defaults.lineHeightMultiple),
            minimumLineHeight: try container.decodeNumber(.minimumLineHeight, .length, default: defaults.minimumLineHeight),
            maximumLineHeight: try container.decodeNumber(.maximumLineHeight, .length, default: defaults.maximumLineHeight),
            lineSpacing: try container.decodeNumber(.lineSpacing, .length, default: defaults.lineSpacing),
            kern: try container.decodeNumber(.kern, .kern, default: defaults.kern),
            hyphenation: try container.decode(.hyphenation, default: defaults.hyphenation),
            alignment: try container.decode(.alignment, default: defaults.alignment)
        )
    }
}

/// A spec's `textStyles:`: paragraph defaults per text style, which every label of that style
/// starts from (`{body: {lineHeight: hig, kern: -0.4}}`).
public struct TextStyleParagraphs: Decodable, Sendable {
    public var byStyle: [TextStyle: ParagraphStyle]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var byStyle: [TextStyle: ParagraphStyle] = [:]
        for key in container.allKeys {
            let style: TextStyle
            do { style = try TextStyle(parsing: key.stringValue) } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [key], debugDescription: error.description))
            }
            let entry = try container.superDecoder(forKey: key)
            try entry.rejectUnknownKeys(ParagraphStyle.SpecKeys.self)
            byStyle[style] = try ParagraphStyle(specFrom: entry, defaults: .standard)
        }
        self.byStyle = byStyle
    }
}
