import ArgumentParser
import Foundation
import ProofSheet
import Variants

/// The options that narrow a spec's matrix, each repeatable.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: "Only this screen (repeatable).")
    var screens: [String] = []

    @Option(name: .customLong("device"), help: "Only this device, e.g. \"iPhone 16\" (repeatable).")
    var devices: [String] = []

    @Option(
        name: .customLong("category"), help: "Only this category or range, e.g. large, AX1...AX5 (repeatable).", transform: MatrixOptions.categories)
    var categories: [[ContentSizeCategory]] = []

    @Option(name: .customLong("columns"), help: "Only this column count (repeatable).")
    var columns: [Int] = []

    @Option(name: .customLong("appearance"), help: "Only this appearance: light or dark (repeatable).")
    var appearances: [Appearance] = []

    @Option(
        name: .customLong("language"),
        help: "Only this language, a BCP 47 tag or pseudolanguage the spec lists, e.g. de, pt-BR, double-length (repeatable).",
        transform: MatrixOptions.language
    )
    var languages: [LanguageTag] = []

    @Option(
        name: .customLong("only"),
        help: ArgumentHelp(
            "Only this value on any axis of the matrix, named by its key: \(VariantAxisRegistry.current.axes.map(\.key).joined(separator: ", "))"
                + "; category=AX1...AX5 is --category AX1...AX5 (repeatable).",
            valueName: "axis=value"
        ),
        transform: MatrixOptions.entry
    )
    var only: [(axis: String, values: [MatrixAxis.Value])] = []

    func validate() throws {
        for count in columns { try ArgumentParsing.check(count, .columns, flag: "--columns") }
    }

    var filter: VariantFilter {
        var filter = VariantFilter(
            screens: Set(screens), devices: devices, categories: Set(categories.flatMap { $0 }), columns: Set(columns), appearances: Set(appearances),
            languages: Set(languages)
        )
        for entry in only { filter[axis: entry.axis] += entry.values }
        return filter
    }

    /// The filtered variants; an error when a filter names something the spec does not have, or
    /// nothing is left.
    func variants(of suite: Suite) throws -> [Variant] {
        do { return try VariantMatrix(suite: suite).variants(validating: filter) } catch { throw ValidationError(error.description) }
    }

    static func language(_ text: String) throws -> LanguageTag {
        do { return try LanguageTag(parsing: text) } catch { throw ValidationError(error.description) }
    }

    static func entry(_ text: String) throws -> (axis: String, values: [MatrixAxis.Value]) {
        do { return try VariantAxisRegistry.current.filterEntry(parsing: text) } catch { throw ValidationError(String(describing: error)) }
    }

    static func categories(_ text: String) throws -> [ContentSizeCategory] {
        do { return try VariantFilter.categories(parsing: text) } catch { throw ValidationError(error.description) }
    }
}
