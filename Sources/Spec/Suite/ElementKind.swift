/// What a placed element is: a cell or a section's supplementary view, or one of the screen's bars.
public enum ElementKind: String, CaseIterable, Hashable, Sendable, Codable {
    case cell
    case header
    case footer
    /// The screen's `UINavigationBar` (`navigationBar:`); an audit finding's or a VoiceOver
    /// stop's element in it, or a text written in it.
    case navigationBar
    /// The screen's `UIToolbar` (`toolbar:`).
    case toolbar
    /// The screen's `UITabBar` (`tabBar:`).
    case tabBar

    /// Whether the kind is one of the screen's bars, which are around the collection, not in it.
    public var isBar: Bool {
        switch self {
        case .navigationBar, .toolbar, .tabBar: true
        case .cell, .header, .footer: false
        }
    }
}
