import ArgumentParser
import Variants

/// What one axis flag's text names, read by the axis itself (`MatrixAxis`): the flags that narrow
/// a matrix (`MatrixOptions`) and those that choose one variant (`VariantOptions`, `render
/// --appearance`) take their name, help, parsing, validation and errors from the registry, so an
/// axis's flag is one declaration that names the axis (ARCHITECTURE.md, "Adding a variant axis").
struct AxisArgument: Sendable {
    /// The axis the flag is of.
    let axis: MatrixAxis
    /// The values its text names: one for a choice, several for a filter's range; none for a
    /// choice only the spec can name (a custom device), read from ``text`` then.
    let values: [MatrixAxis.Value]
    /// The text of a flag that chooses one variant: read against the screen's values when it is
    /// known (`VariantChoice.choosing(named:on:)`), so `--device` names a device the spec lists.
    var text: String? = nil

    /// The transform of `axis`'s flag where it narrows a matrix: the values its text names
    /// (``MatrixAxis/filterValues(parsing:)``; `AX1...AX3` names three).
    static func filter(_ axis: MatrixAxis) -> @Sendable (String) throws -> AxisArgument {
        { text in
            do { return AxisArgument(axis: axis, values: try axis.filterValues(parsing: text)) } catch {
                throw ValidationError(String(describing: error))
            }
        }
    }

    /// The transform of `axis`'s flag where it chooses one variant: the one value its text names
    /// (``MatrixAxis/choiceValue(parsing:)``), or, for a text that names one value only the spec
    /// can resolve (`--device narrow`, a custom device), none yet; the text is kept either way.
    static func choice(_ axis: MatrixAxis) -> @Sendable (String) throws -> AxisArgument {
        { text in
            do { return AxisArgument(axis: axis, values: [try axis.choiceValue(parsing: text)], text: text) } catch {
                if let entries = try? axis.filterValues(parsing: text), entries.count == 1 { return AxisArgument(axis: axis, values: [], text: text) }
                throw ValidationError(String(describing: error))
            }
        }
    }
}

extension NameSpecification {
    /// The flag `axis` declares (``MatrixAxis/filterFlag``): `--category`.
    static func axis(_ axis: MatrixAxis) -> NameSpecification {
        .customLong(String(axis.filterFlag.drop { $0 == "-" }))
    }
}

extension ArgumentHelp {
    /// The help of `axis`'s flag where it narrows a matrix: `Only this appearance: light or dark (repeatable).`
    static func filter(_ axis: MatrixAxis) -> ArgumentHelp {
        ArgumentHelp("Only this \(axis.title): \(axis.help.filter) (repeatable).")
    }

    /// The help of `axis`'s flag where it chooses one variant, `defaultValue` saying what an
    /// absent flag chooses (nil: the flag is required): `Column count: a column count (default: the screen's first).`
    static func choice(_ axis: MatrixAxis, default defaultValue: String? = "the screen's first") -> ArgumentHelp {
        let title = axis.title.prefix(1).uppercased() + axis.title.dropFirst()
        return ArgumentHelp("\(title): \(axis.help.choice)" + (defaultValue.map { " (default: \($0))" } ?? "") + ".")
    }
}
