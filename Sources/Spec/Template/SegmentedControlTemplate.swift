/// A `UISegmentedControl` with text segments: a fixed height whatever the content-size category,
/// segments of equal width (or apportioned by their titles' widths), titles on one line in a text
/// style that grows with Dynamic Type and truncates rather than wraps, and the selected segment
/// drawn on its own background. Its numbers are `ControlMetrics`' (docs/components.md).
public struct SegmentedControlTemplate: Hashable, Sendable {
    /// The segments' titles, leading to trailing; `{field}` placeholders are filled from the item's data.
    public var segments: [String]
    /// `selectedSegmentIndex`: the segment drawn selected; nil for none (`noSegment`).
    public var selectedSegmentIndex: Int?
    /// `apportionsSegmentWidthsByContent`: segments as wide as their titles' share of the
    /// control, in place of equal widths.
    public var apportionsSegmentWidthsByContent: Bool
    /// `selectedSegmentTintColor`: the selected segment's background.
    public var selectedSegmentTintColor: String
    /// The titles' base writing direction (``ParagraphStyle/baseWritingDirection``).
    public var baseWritingDirection: WritingDirection = .natural
    /// What VoiceOver reads for the control: by default each segment is an element; with a
    /// `label` (or `isAccessibilityElement: true`) the control is one element standing for its
    /// segments (docs/voiceover.md).
    public var accessibility = AccessibilityProperties()

    public init(
        segments: [String], selectedSegmentIndex: Int? = nil, apportionsSegmentWidthsByContent: Bool = false,
        selectedSegmentTintColor: String = "tertiarySystemBackground"
    ) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
        self.selectedSegmentTintColor = selectedSegmentTintColor
    }
}

extension SegmentedControlTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case segments, selectedSegmentIndex, apportionsSegmentWidthsByContent, selectedSegmentTintColor, accessibility
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        segments = try container.decode([String].self, forKey: .segments)
        guard !segments.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .segments, in: container, debugDescription: "a segmented control needs at least one segment title ([Day, Week, Month])")
        }
        selectedSegmentIndex = try container.decodeCountIfPresent(.selectedSegmentIndex, .segmentIndex(segments: segments.count))
        apportionsSegmentWidthsByContent = try container.decode(.apportionsSegmentWidthsByContent, default: false)
        selectedSegmentTintColor = try container.decodeColor(
            .selectedSegmentTintColor, default: ControlMetrics.selectedSegmentTint, userInfo: decoder.userInfo)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}

/// A `UISearchBar` and its `UISearchTextField`: a rounded field with the magnifying glass and the
/// placeholder (or the typed text) in a text style that grows with Dynamic Type, and optionally
/// the cancel button beside it. Its numbers are `ControlMetrics`' (docs/components.md).
public struct SearchFieldTemplate: Hashable, Sendable {
    /// `placeholder`, shown in `placeholderText` when there is no ``text``.
    public var placeholder: String
    /// The typed text, shown in `label` in place of the placeholder; nil for none.
    public var text: String?
    /// `showsCancelButton`.
    public var showsCancelButton: Bool
    /// The cancel button's title.
    public var cancelButtonTitle: String
    /// The tint the cancel button is drawn in.
    public var tint: String
    /// The texts' base writing direction (``ParagraphStyle/baseWritingDirection``).
    public var baseWritingDirection: WritingDirection = .natural
    /// What VoiceOver reads for the field over its defaults (the placeholder as its label, the
    /// typed text as its value, the `searchField` trait; docs/voiceover.md); the cancel button
    /// keeps its own reading.
    public var accessibility = AccessibilityProperties()

    public init(
        placeholder: String = "Search", text: String? = nil, showsCancelButton: Bool = false,
        cancelButtonTitle: String = "Cancel", tint: String = "systemBlue"
    ) {
        self.placeholder = placeholder
        self.text = text
        self.showsCancelButton = showsCancelButton
        self.cancelButtonTitle = cancelButtonTitle
        self.tint = tint
    }

    /// What the field shows and in which colour: the text, else the placeholder.
    package var shown: (text: String, color: String) {
        if let text, !text.isEmpty { return (text, ControlMetrics.searchTextColor) }
        return (placeholder, ControlMetrics.searchPlaceholderColor)
    }
}

extension SearchFieldTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case placeholder, text, showsCancelButton, cancelButtonTitle, tint, accessibility }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placeholder = try container.decode(.placeholder, default: "Search")
        text = try container.decodeIfPresent(String.self, forKey: .text)
        showsCancelButton = try container.decode(.showsCancelButton, default: false)
        cancelButtonTitle = try container.decode(.cancelButtonTitle, default: ControlMetrics.searchCancelTitle)
        tint = try container.decodeColor(.tint, default: ControlMetrics.defaultTint, userInfo: decoder.userInfo)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}
