import ArgumentParser
import Foundation
import ProofSheet
import Variants

/// The options that narrow a spec's matrix, each repeatable. Each axis's flag takes its name,
/// help and parsing from the axis (`AxisArgument`); `--only` reaches every registered axis.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: "Only this screen (repeatable).")
    var screens: [String] = []

    // One flag per axis of `VariantAxisRegistry.standard`: ArgumentParser declares options
    // statically. A new axis's flag is one more line here and in `axisFlags`.
    @Option(name: .axis(.device), help: .filter(.device), transform: AxisArgument.filter(.device))
    var devices: [AxisArgument] = []

    @Option(name: .axis(.category), help: .filter(.category), transform: AxisArgument.filter(.category))
    var categories: [AxisArgument] = []

    @Option(name: .axis(.columns), help: .filter(.columns), transform: AxisArgument.filter(.columns))
    var columns: [AxisArgument] = []

    @Option(name: .axis(.appearance), help: .filter(.appearance), transform: AxisArgument.filter(.appearance))
    var appearances: [AxisArgument] = []

    @Option(name: .axis(.language), help: .filter(.language), transform: AxisArgument.filter(.language))
    var languages: [AxisArgument] = []

    @Option(name: .axis(.legibilityWeight), help: .filter(.legibilityWeight), transform: AxisArgument.filter(.legibilityWeight))
    var legibilityWeights: [AxisArgument] = []

    @Option(name: .axis(.contrast), help: .filter(.contrast), transform: AxisArgument.filter(.contrast))
    var contrast: [AxisArgument] = []

    @Option(
        name: .customLong("only"),
        help: ArgumentHelp(
            "Only this value on any axis of the matrix, named by its key: \(VariantAxisRegistry.current.axes.map(\.key).joined(separator: ", "))"
                + "; category=AX1...AX5 is --category AX1...AX5 (repeatable).",
            valueName: "axis=value"
        ),
        transform: MatrixOptions.entry
    )
    var only: [AxisArgument] = []

    /// What every axis flag was given, in the order of the flags above.
    private var axisFlags: [AxisArgument] { devices + categories + columns + appearances + languages + legibilityWeights + contrast + only }

    var filter: VariantFilter {
        var filter = VariantFilter(screens: Set(screens), axes: [:])
        for argument in axisFlags { filter.add(argument.values, on: argument.axis.key) }
        return filter
    }

    /// The filtered variants; an error when a filter names something the spec does not have, or
    /// nothing is left.
    func variants(of suite: Suite) throws -> [Variant] {
        do { return try VariantMatrix(suite: suite).variants(validating: filter) } catch { throw ValidationError(error.description) }
    }

    static func entry(_ text: String) throws -> AxisArgument {
        do {
            let entry = try VariantAxisRegistry.current.filterEntry(parsing: text)
            return AxisArgument(axis: entry.axis, values: entry.values)
        } catch { throw ValidationError(String(describing: error)) }
    }
}
