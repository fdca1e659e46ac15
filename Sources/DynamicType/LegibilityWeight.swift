/// The Bold Text setting (`UITraitCollection.legibilityWeight`, SwiftUI's `LegibilityWeight`):
/// `regular`, or `bold`, under which the system font and text styles draw heavier.
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
    /// Bold Text off (`UILegibilityWeight.regular`).
    case regular
    /// Bold Text on (`UILegibilityWeight.bold`).
    case bold

    /// The weight the system font draws `weight` at under this setting: `weight` itself when
    /// regular, and under Bold Text the weight of ``boldWeights`` (docs/dynamic-type.md, "Bold Text").
    public func weight(_ weight: FontWeight) -> FontWeight {
        self == .bold ? Self.boldWeights[weight] ?? weight : weight
    }

    /// Under Bold Text, the weight each system-font weight draws at: UIKit's
    /// `CTFontGetAccessibilityBoldWeightOfWeight`, a private CoreText function with no published
    /// table. As measured on iOS (codeandtheory/YMatterType pull request 67): the three lightest
    /// weights one step heavier, the others two steps, up to black (docs/dynamic-type.md, "Bold
    /// Text"). The one home of the table.
    public static let boldWeights: [FontWeight: FontWeight] = [
        .ultraLight: .thin, .thin: .light, .light: .regular, .regular: .semibold, .medium: .bold,
        .semibold: .heavy, .bold: .black, .heavy: .black, .black: .black,
    ]
}
