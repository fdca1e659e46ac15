import DynamicType

/// Resolves colour names for an appearance: a spec's own colours first, then iOS system colours,
/// then `#RRGGBB` / `#RRGGBBAA` / `#RGB` literals.
public struct ColorPalette: Hashable, Sendable {
    /// The spec's named colours.
    public var custom: [String: DynamicColor]

    public init(custom: [String: DynamicColor] = [:]) {
        self.custom = custom
    }

    /// The colour `name` stands for in `appearance`.
    public func resolve(_ name: String, for appearance: Appearance) throws(ColorError) -> Color {
        if let color = custom[name] ?? SystemColors.all[name] { return color.resolved(for: appearance) }
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
    public var knownNames: [String] { Array(Set(custom.keys).union(SystemColors.all.keys)).sorted() }
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
            "unknown colour '\(name)'\(suggestion) Use an iOS system colour (label, secondaryLabel, separator, systemBackground, …), a colour defined under the spec's colors, or a hex value such as #FF9500"
    }
}
