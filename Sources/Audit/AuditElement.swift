import Layout
import Spec

/// One element of a screen the audit can point at: a cell, header or footer (by section and
/// item), or a label inside it (by its key path in the cell template); or one of the screen's
/// bars or a text in it (kind `navigationBar`, `toolbar` or `tabBar`, `bar(_:)`).
public struct AuditElement: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var kind: ElementKind
    public var section: Int
    public var item: Int
    /// The label's key path inside its template (`stack.items[1].label`); empty for the cell itself.
    public var templatePath: String

    public init(kind: ElementKind, section: Int, item: Int, templatePath: String = "") {
        self.kind = kind
        self.section = section
        self.item = item
        self.templatePath = templatePath
    }

    /// The spec key that holds the element's template when the screen has one kind of cell and no
    /// footer template (`cell`, or `header` for headers and footers); `ScreenLayoutInput`'s
    /// `templateKey(of:section:item:)` names the template of any screen (`cells.promo`, `footer`).
    /// A bar's is its own key (`navigationBar`).
    public var templateKey: String { kind == .cell ? "cell" : kind.isBar ? kind.rawValue : "header" }

    /// A screen's bar or a text in it (`navigationBar.title`, `tabBar.items[2]`): of the bar's kind
    /// (the key path's first key), its key path in the screen as ``templatePath``, section −1 so
    /// that a bar's findings sort before the collection's.
    package static func bar(_ keyPath: String) -> AuditElement {
        let key = keyPath.prefix { $0 != "." && $0 != "[" }
        let kind = ElementKind(rawValue: String(key)).flatMap { $0.isBar ? $0 : nil } ?? .navigationBar
        return AuditElement(kind: kind, section: -1, item: 0, templatePath: keyPath)
    }

    /// Whether the element is in one of the screen's bars (``bar(_:)``), not in its collection.
    package var isBar: Bool { kind.isBar }

    /// "item 3" (section 0) or "section 1 item 3", "section 1 header"; with the template path.
    public var description: String {
        if isBar { return templatePath }
        let place: String =
            switch kind {
            case .cell: section == 0 ? "item \(item)" : "section \(section) item \(item)"
            case .header, .footer: "section \(section) \(kind.rawValue)"
            case .navigationBar, .toolbar, .tabBar: kind.rawValue
            }
        return templatePath.isEmpty ? place : "\(place) \(templatePath)"
    }

    /// The element a ``description`` names: `item 3`, `section 1 item 3 stack.items[0].label`,
    /// `section 1 footer`; nil for any other text.
    public init?(description: String) {
        if ElementKind.allCases.contains(where: { $0.isBar && (description == $0.rawValue || description.hasPrefix($0.rawValue + ".")) }) {
            self = .bar(description)
            return
        }
        var words = description.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var section = 0
        if words.first == "section", words.count >= 3, let number = Int(words[1]) {
            section = number
            words.removeFirst(2)
            if let kind = ElementKind(rawValue: words[0]), kind != .cell {
                self.init(kind: kind, section: section, item: 0, templatePath: words.dropFirst().joined(separator: " "))
                return
            }
        }
        guard words.count >= 2, words[0] == "item", let item = Int(words[1]) else { return nil }
        self.init(kind: .cell, section: section, item: item, templatePath: words.dropFirst(2).joined(separator: " "))
    }

    public static func < (lhs: AuditElement, rhs: AuditElement) -> Bool {
        (lhs.section, lhs.item, ElementKind.allCases.firstIndex(of: lhs.kind)!, lhs.templatePath)
            < (rhs.section, rhs.item, ElementKind.allCases.firstIndex(of: rhs.kind)!, rhs.templatePath)
    }
}
