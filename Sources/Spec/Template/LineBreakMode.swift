/// How a label breaks and shortens text that does not fit, as `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "line break mode"

    /// Break at word boundaries; a word longer than the line breaks between characters.
    case wordWrap
    /// Break between any two characters.
    case charWrap
    /// Wrap by word; the last allowed line ends in an ellipsis.
    case truncateTail
    /// Wrap by word; the last allowed line starts with an ellipsis.
    case truncateHead
    /// Wrap by word; the last allowed line has an ellipsis in the middle.
    case truncateMiddle

    /// True for the modes that draw an ellipsis.
    public var isTruncating: Bool {
        switch self {
        case .wordWrap, .charWrap: false
        case .truncateTail, .truncateHead, .truncateMiddle: true
        }
    }
}
