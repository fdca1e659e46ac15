import DynamicType
import ProofSheetSupport

/// The bundled stand-in for SF Symbols: the common SF Symbol names a spec may write, each drawn
/// with an open-licensed Lucide icon (ISC; `LucideIcons.swift`, its LICENSE beside it, NOTICE).
/// SF Symbols themselves are never shipped (Apple's licence). docs/symbols.md has the rules.
package enum StandInSymbols {
    /// One SF Symbol name and how it is drawn.
    package struct Entry: Hashable, Sendable {
        /// The SF Symbol name a spec writes (`heart.fill`).
        package let name: String
        /// The Lucide icon drawn for it (its file name without `.svg`).
        package let icon: String
        /// Whether the icon's shapes are filled with the tint as well as stroked (the `.fill` names).
        package let filled: Bool
    }

    /// The one table: every SF Symbol name a spec may use, sorted by name.
    package static let entries: [Entry] = [
        ("arrow.clockwise", "rotate-cw"), ("arrow.down", "arrow-down"), ("arrow.left", "arrow-left"), ("arrow.right", "arrow-right"),
        ("arrow.up", "arrow-up"), ("battery.100", "battery-full"), ("bell", "bell"), ("bookmark", "bookmark"), ("bookmark.fill", "bookmark"),
        ("calendar", "calendar"), ("camera", "camera"), ("cart", "shopping-cart"), ("checkmark", "check"), ("checkmark.circle", "circle-check"),
        ("chevron.down", "chevron-down"), ("chevron.left", "chevron-left"), ("chevron.right", "chevron-right"), ("chevron.up", "chevron-up"),
        ("clock", "clock"), ("cloud", "cloud"), ("doc.text", "file-text"), ("ellipsis", "ellipsis"), ("envelope", "mail"),
        ("exclamationmark.triangle", "triangle-alert"), ("eye", "eye"), ("eye.slash", "eye-off"), ("flag", "flag"), ("folder", "folder"),
        ("gear", "settings"), ("gift", "gift"), ("globe", "globe"), ("hand.thumbsup", "thumbs-up"), ("heart", "heart"), ("heart.fill", "heart"),
        ("house", "house"), ("info.circle", "info"), ("line.3.horizontal", "menu"), ("link", "link"), ("list.bullet", "list"),
        ("location", "navigation"), ("lock", "lock"), ("magnifyingglass", "search"), ("mappin", "map-pin"), ("message", "message-circle"),
        ("mic", "mic"), ("minus", "minus"), ("moon", "moon"), ("paperplane", "send"), ("pause", "pause"), ("pencil", "pencil"),
        ("person", "user"), ("person.2", "users"), ("person.crop.circle", "circle-user"), ("phone", "phone"), ("photo", "image"),
        ("play", "play"), ("play.fill", "play"), ("plus", "plus"), ("plus.circle", "circle-plus"), ("power", "power"),
        ("slider.horizontal.3", "sliders-horizontal"), ("square.and.arrow.down", "download"), ("square.and.arrow.up", "share"),
        ("square.and.pencil", "square-pen"), ("star", "star"), ("star.fill", "star"), ("sun.max", "sun"), ("tag", "tag"), ("trash", "trash-2"),
        ("wifi", "wifi"), ("xmark", "x"), ("xmark.circle", "circle-x"),
    ].map { Entry(name: $0.0, icon: $0.1, filled: $0.0.hasSuffix(".fill")) }

    /// Every name a spec may write, sorted.
    package static var names: [String] { entries.map(\.name) }

    /// The entry for `name` (exact, as SF Symbol names are), or a `NameError` naming the closest
    /// name and every valid one.
    package static func entry(named name: String) throws(NameError) -> Entry {
        if let entry = entries.first(where: { $0.name == name }) { return entry }
        throw NameError(kind: "symbol name", given: name, validNames: names)
    }

    /// The side of the square the icons are drawn in, in their own units (Lucide's 24 × 24 viewBox).
    package static let canvasUnits = 24.0

    /// A stand-in symbol's baseline, in canvas units below the top: the bottom of Lucide's drawing
    /// area, inside its 2-unit margin. **Chosen** (docs/symbols.md): Apple publishes SF Symbols'
    /// baselines only in the SF Symbols app; so a symbol's art stands on the text's baseline.
    package static let baselineUnits = 22.0

    /// The stroke width in canvas units for each weight: Lucide draws every icon with a 2-unit
    /// stroke, taken as `regular`; the others are ProofSheet's choice (Apple publishes no stroke
    /// widths for SF Symbols' weights), a step of a quarter unit per weight around it.
    package static func strokeWidth(for weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: 1
        case .thin: 1.25
        case .light: 1.5
        case .regular: 2
        case .medium: 2.25
        case .semibold: 2.5
        case .bold: 2.75
        case .heavy: 3
        case .black: 3.25
        }
    }

    /// The SVG document drawing `entry` at `weight` in `color`: the icon's elements in Lucide's
    /// own wrapper, with the weight's stroke width and, for a `.fill` name, the shapes filled too.
    package static func svgDocument(for entry: Entry, weight: FontWeight, color: Color) -> String {
        let elements = lucideElements[entry.icon] ?? ""
        let paint = Color(red: color.red, green: color.green, blue: color.blue).hex
        let opacity = color.alpha.compact
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="\(entry.filled ? paint : "none")" \
            fill-opacity="\(opacity)" stroke="\(paint)" stroke-opacity="\(opacity)" stroke-width="\(strokeWidth(for: weight).compact)" \
            stroke-linecap="round" stroke-linejoin="round">\(elements)</svg>
            """
    }

    /// The vendored art of `entry` (its icon's elements), which a variant's fingerprint hashes.
    package static func art(of entry: Entry) -> String {
        "\(entry.icon)\(entry.filled ? " filled" : ""): \(lucideElements[entry.icon] ?? "")"
    }
}
