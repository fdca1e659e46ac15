import ArgumentParser
import Foundation
import ProofSheet

/// The options that narrow a spec's matrix, each repeatable.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: "Only this screen (repeatable).")
    var screens: [String] = []

    @Option(name: .customLong("device"), help: "Only this device, e.g. \"iPhone 16\" (repeatable).")
    var devices: [String] = []

    @Option(name: .customLong("category"), help: "Only this category or range, e.g. large, AX1...AX5 (repeatable).", transform: MatrixOptions.categories)
    var categories: [[ContentSizeCategory]] = []

    @Option(name: .customLong("columns"), help: "Only this column count (repeatable).")
    var columns: [Int] = []

    @Option(name: .customLong("appearance"), help: "Only this appearance: light or dark (repeatable).")
    var appearances: [Appearance] = []

    func validate() throws {
        for count in columns { try ArgumentParsing.check(count, .columns, flag: "--columns") }
    }

    var filter: VariantFilter {
        VariantFilter(
            screens: Set(screens), devices: devices, categories: Set(categories.flatMap { $0 }), columns: Set(columns), appearances: Set(appearances)
        )
    }

    /// The filtered variants; an error when a filter names no screen or device of the spec, or
    /// nothing is left.
    func variants(of suite: Suite) throws -> [Variant] {
        for screen in screens where !suite.screens.contains(where: { $0.name == screen }) {
            _ = try suite.screen(named: screen)  // throws with the valid names
        }
        let matrix = VariantMatrix(suite: suite)
        let unknown = matrix.unknownDevices(in: filter)
        if !unknown.isEmpty {
            let known = Set(suite.screens.flatMap { $0.devices.map(\.name) }).sorted()
            throw ValidationError("no screen of the spec uses device \(unknown.map { "'\($0)'" }.joined(separator: ", ")); its devices: \(known.joined(separator: ", "))")
        }
        let variants = matrix.variants(filter)
        guard !variants.isEmpty else { throw ValidationError("the filters leave no variant of the spec") }
        return variants
    }

    static func categories(_ text: String) throws -> [ContentSizeCategory] {
        do { return try VariantFilter.categories(parsing: text) } catch { throw ValidationError(error.description) }
    }
}
