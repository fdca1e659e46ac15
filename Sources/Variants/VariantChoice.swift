import ProofSheetSupport
import Spec

/// One variant of a screen, chosen by its values on some axes of the registry
/// (``VariantAxisRegistry/current``), the others left open: what `proofsheet render` and
/// `proofsheet layout` draw, and what a swift-snapshot-testing strategy snapshots. Each value is
/// checked against its axis's type when chosen; an open axis takes the value the matrix gives it
/// (``variant(of:)``: its first; ``matrixVariant(of:)``: its only one).
package struct VariantChoice: Sendable {
    /// The screen's name; nil for the suite's first screen.
    package var screen: String?
    /// The chosen values, by axis key.
    private var values: [String: MatrixAxis.Value] = [:]
    /// The chosen values named by text, by axis key, read against the screen's values
    /// (``MatrixAxis/choiceValue(parsing:listed:)``).
    private var names: [String: String] = [:]

    /// A choice of `screen` (nil: the suite's first) with every axis open.
    package init(screen: String? = nil) {
        self.screen = screen
    }

    /// This choice with `value` on `axis` (a `Device` on ``MatrixAxis/device``), or with the axis
    /// open when `value` is nil. `value` must be of the axis's value type.
    package func choosing<T: Hashable & Sendable>(_ value: T?, on axis: MatrixAxis) -> VariantChoice {
        choosing(value.map(MatrixAxis.Value.init), on: axis)
    }

    /// This choice with `value` on `axis`, already wrapped (what ``MatrixAxis/choiceValue(parsing:)``
    /// reads from a flag), or with the axis open when `value` is nil.
    package func choosing(_ value: MatrixAxis.Value?, on axis: MatrixAxis) -> VariantChoice {
        var choice = self
        choice.names[axis.key] = nil
        if let wrapped = value {
            var scratch = Variant(unsetAxesOf: "")
            axis.set(wrapped, &scratch)  // a value of another type stops here
            choice.values[axis.key] = wrapped
        } else {
            choice.values[axis.key] = nil
        }
        return choice
    }

    /// This choice with the value `text` names on `axis` (a flag's text, `--device narrow`), read
    /// when the screen is known: a value the screen lists that the axis's filter names (a custom
    /// device by name), else the value the axis's choice parse gives (a preset).
    package func choosing(named text: String, on axis: MatrixAxis) -> VariantChoice {
        var choice = choosing(nil as MatrixAxis.Value?, on: axis)
        choice.names[axis.key] = text
        return choice
    }

    /// The variant of `screen` with the chosen values, each open axis at the first value the
    /// matrix lists for it after the axes before it (the screen's first device, the first column
    /// count its column rule gives there, its first language). A chosen value need not be one the
    /// matrix lists (a device preset or a language the spec does not name). An error when an
    /// open axis has no value there, or a name chooses nothing.
    package func variant(of screen: Screen) throws -> Variant {
        try VariantAxisRegistry.current.axes.reduce(Variant(unsetAxesOf: screen.name)) { variant, axis in
            var next = variant
            if let text = names[axis.key] {
                axis.set(try axis.choiceValue(parsing: text, listed: axis.valuesIn(screen, variant)), &next)
                return next
            }
            guard let value = values[axis.key] ?? axis.valuesIn(screen, variant).first else {
                throw VariantChoiceError(description: "the screen \(screen.name.quoted) has no \(axis.title) to choose")
            }
            axis.set(value, &next)
            return next
        }
    }

    /// The one variant of `suite`'s matrix (those `proofsheet check` renders) with the chosen
    /// values: each must be one the matrix has there, and each open axis must have one value
    /// there. The choice narrows the screen's variants by the chosen content size first, then on
    /// each axis in matrix order; an error names the values there are on the axis that left none,
    /// or the open axes that leave several.
    package func matrixVariant(of suite: Suite) throws -> Variant {
        let screen = try suite.screen(named: self.screen)
        let registry = VariantAxisRegistry.current
        let size = values[MatrixAxis.category.key].flatMap { recorded($0, on: .category) }
        let place = "screen \(screen.name.quoted)" + (size.map { " at \($0.label.label)" } ?? "")
        var left = VariantMatrix(suite: suite).variants(VariantFilter(screens: [screen.name]))
        let chosen = registry.axes.filter { $0.key == MatrixAxis.category.key } + registry.axes.filter { $0.key != MatrixAxis.category.key }
        for axis in chosen {
            guard let value = values[axis.key] else { continue }
            let wanted = identity(value, on: axis)
            let kept = left.filter { axis.sheetValue($0).id == wanted }
            guard kept.isEmpty else {
                left = kept
                continue
            }
            let written = recorded(value, on: axis)?.value.description ?? "none"
            let there = left.map { axis.recordedValue(of: $0)?.value.description ?? "none" }.uniqued()
            throw VariantChoiceError(
                description: "the \(place) has no variant with \(axis.title) \(written.quoted) among those proofsheet check renders; "
                    + "its \(axis.title) values there: \(there.joined(separator: ", "))"
            )
        }
        guard left.count == 1, let variant = left.first else { throw VariantChoiceError(ambiguous: left, place: place) }
        return variant
    }

    /// `value` on `axis` as a sheet tells values apart (a device by its slug).
    private func identity(_ value: MatrixAxis.Value, on axis: MatrixAxis) -> String {
        var variant = Variant(unsetAxesOf: "")
        axis.set(value, &variant)
        return axis.sheetValue(variant).id
    }

    /// `value` on `axis` as the manifest records it; nil when it records none.
    private func recorded(_ value: MatrixAxis.Value, on axis: MatrixAxis) -> VariantAxes.Value? {
        var variant = Variant(unsetAxesOf: "")
        axis.set(value, &variant)
        return axis.recordedValue(of: variant)
    }
}

/// A ``VariantChoice`` that names no variant, or more than one.
package struct VariantChoiceError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }

    /// Several variants are left: the axes they differ on, and their values.
    init(ambiguous variants: [Variant], place: String) {
        // The axes with several values, as the manifest records them; a chosen axis has one.
        let axes: [(name: String, values: [String])] = VariantAxisRegistry.current.axes.map { axis in
            (axis.key, variants.map { axis.recordedValue(of: $0)?.value.description ?? "none" }.uniqued())
        }
        let open = axes.filter { $0.values.count > 1 }.map { "\($0.name): \($0.values.joined(separator: " or "))" }
        description =
            variants.isEmpty
            ? "the \(place) has no variant that proofsheet check renders"
            : "the \(place) has \(variants.count) variants; choose one with \(open.joined(separator: ", "))"
    }
}

extension Array where Element == String {
    /// The strings in order, each once.
    fileprivate func uniqued() -> [String] {
        reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
