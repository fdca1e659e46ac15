import DynamicType

/// Resolves colour names for an appearance: a spec's own colours first, then its asset catalogs'
/// colour sets, then iOS system colours, then `#RRGGBB` / `#RRGGBBAA` / `#RGB` literals.
public struct ColorPalette: Hashable, Sendable {
    /// The spec's named colours.
    public var custom: [String: DynamicColor]
    /// The colour sets of the spec's asset catalogs (`assetCatalogs`), by name.
    package var assetColors: [String: AssetColor] = [:]
    /// The contrast ``resolve(_:for:)`` resolves at: a variant's (the `contrast` axis), set by
    /// `at(_:)` where a render or an audit takes the suite's palette for one variant.
    package var contrast: AppearanceContrast = .normal

    public init(custom: [String: DynamicColor] = [:]) {
        self.custom = custom
    }

    /// This palette resolving at `contrast`.
    package func at(_ contrast: AppearanceContrast) -> ColorPalette {
        var palette = self
        palette.contrast = contrast
        return palette
    }

    /// The colour `name` stands for in `appearance` (at normal contrast unless the palette was
    /// taken for a high-contrast variant).
    public func resolve(_ name: String, for appearance: Appearance) throws(ColorError) -> Color {
        try resolve(name, for: appearance, contrast: contrast)
    }

    /// The colour `name` stands for in `appearance` at `contrast`: a spec colour's, a colour set's
    /// or a system colour's high-contrast value at `high`.
    package func resolve(_ name: String, for appearance: Appearance, contrast: AppearanceContrast) throws(ColorError) -> Color {
        if let color = custom[name] { return color.resolved(for: appearance, contrast: contrast) }
        if let color = assetColors[name] { return color.resolved(for: appearance, contrast: contrast) }
        if let color = SystemColors.all[name] { return color.resolved(for: appearance, contrast: contrast) }
        if let literal = Color(hex: name) { return literal }
        throw ColorError(name: name, knownNames: knownNames)
    }

    /// Nil when `name` resolves, else the reason it does not.
    public func problem(with name: String) -> String? {
        do {
            _ = try resolve(name, for: .light)
            return nil
        } catch {
            return error.description
        }
    }

    /// Every colour name this palette knows, sorted.
    public var knownNames: [String] { Array(Set(custom.keys).union(assetColors.keys).union(SystemColors.all.keys)).sorted() }
}

/// A colour name that is neither the spec's, nor an iOS system colour, nor a hex literal.
public struct ColorError: Error, Equatable, CustomStringConvertible, Sendable {
    public let name: String
    public let knownNames: [String]

    public var description: String {
        if name.hasPrefix("#") {
            return "'\(name)' is not a hex colour; write #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F"
        }
        let suggestion = NameMatching.closest(to: name, in: knownNames).map { "; did you mean '\($0)'?" } ?? "."
        return
            "unknown colour '\(name)'\(suggestion) Use an iOS system colour (label, secondaryLabel, separator, systemBackground, …), a colour defined under the spec's colors or in its asset catalogs, or a hex value such as #FF9500"
    }
}
