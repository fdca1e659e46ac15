/// What changed in a changed variant, in words: from comparing the layout it was drawn from with
/// the layout its baseline remembers, element by element.
public struct ChangeDescription: Hashable, Sendable, Codable {
    /// What kind of change it is, so a reviewer tells a regression from a machine difference.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// The layout changed: texts, line counts, sizes, positions, columns, elements shown or
        /// hidden.
        case layout
        /// Pixels changed and the layout did not, in the baselines' environment: something is
        /// drawn differently (a colour, a border, an image).
        case drawing
        /// Pixels changed and the layout did not, and the text stack or fonts differ from the
        /// environment the baselines were recorded in: most likely a machine difference.
        case environment
        /// The baseline remembers no layout (recorded before baselines carried one), so only
        /// pixels were compared.
        case pixelsOnly
        /// The pixels match the baseline's but what VoiceOver reads (its stops, their labels,
        /// values, hints, traits, frames or order) differs from what the baseline's layout
        /// records: a change no pixel diff shows (docs/voiceover.md, "Where it shows").
        case voiceOver

        /// The kind in a few words, for reports.
        public var title: String {
            switch self {
            case .layout: "layout change"
            case .drawing: "drawing change"
            case .environment: "text-stack or font change"
            case .pixelsOnly: "pixel change"
            case .voiceOver: "VoiceOver change"
            }
        }
    }

    public var kind: Kind
    /// The changes, one phrase each, in a fixed order: columns, texts, lines and sizes of
    /// labels, images and hidden elements, element sizes, elements added or removed, the
    /// content size, then what moved.
    public var details: [String]
    /// The change without this variant's numbers: the same for every variant one edit reaches
    /// (at every category, device, column count and appearance), so variants are grouped by it.
    public var group: String

    public init(kind: Kind, details: [String], group: String) {
        self.kind = kind
        self.details = details
        self.group = group
    }

    /// The most details ``summary`` lists before saying how many more there are.
    public static let summaryDetailCount = 6

    /// One line: the first details joined with "; ", and how many more there are.
    public var summary: String {
        let shown = details.prefix(Self.summaryDetailCount).joined(separator: "; ")
        let more = details.count - Self.summaryDetailCount
        return more > 0 ? "\(shown); and \(more) more" : shown
    }
}
