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
    /// table. `regular` to `semibold` is the commonly observed step; the rest is ProofSheet's
    /// choice (docs/dynamic-type.md, "Bold Text", says which and why). The one home of the table.
    public static let boldWeights: [FontWeight: FontWeight] = [
        .thin: .light, .ultraLight: .regular, .light: .medium, .regular: .semibold, .medium: .bold,
        .semibold: .bold, .bold: .heavy, .heavy: .black, .black: .black,
    ]
}
