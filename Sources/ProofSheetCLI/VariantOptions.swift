import ArgumentParser
import ProofSheet
import ProofSheetSupport
import Variants

/// The options that pick one variant: a device or width, a category, a column count and a
/// language. Each axis's flag takes its name, help and parsing from the axis (`AxisArgument`);
/// `--width` gives the device axis a custom device instead.
struct VariantOptions: ParsableArguments {
    // One flag per axis of `VariantAxisRegistry.standard` but the appearance (`render --appearance`):
    // ArgumentParser declares options statically. A new axis's flag is one more line here and in
    // `axisFlags`.
    @Option(name: .axis(.device), help: .choice(.device), transform: AxisArgument.choice(.device))
    var device: AxisArgument?

    @Option(help: "A custom width in points, instead of a device.")
    var width: Double?

    @Option(name: .axis(.category), help: .choice(.category, default: nil), transform: AxisArgument.choice(.category))
    var category: AxisArgument

    @Option(name: .axis(.columns), help: .choice(.columns, default: "from the screen's column rule"), transform: AxisArgument.choice(.columns))
    var columns: AxisArgument?

    @Option(name: .axis(.language), help: .choice(.language), transform: AxisArgument.choice(.language))
    var language: AxisArgument?

    @Option(name: .axis(.legibilityWeight), help: .choice(.legibilityWeight), transform: AxisArgument.choice(.legibilityWeight))
    var legibilityWeight: AxisArgument?

    @Option(name: .axis(.contrast), help: .choice(.contrast), transform: AxisArgument.choice(.contrast))
    var contrast: AxisArgument?

    /// What every axis flag was given.
    private var axisFlags: [AxisArgument] { [device, category, columns, language, legibilityWeight, contrast].compactMap { $0 } }

    func validate() throws {
        if device != nil, width != nil { throw ValidationError("give --device or --width, not both") }
        if let width { try ArgumentParsing.check(width, .screenLength, flag: "--width") }
    }

    /// The variant of `screen` the options choose, with `also` chosen too (`render --appearance`):
    /// an axis no option chooses takes the screen's first value on it (`VariantChoice`), so the
    /// screen's first device and language, and the first column count its column rule gives. A
    /// flag's value is one the screen lists (a custom device by its name) or any the axis
    /// parses (a preset device, a category or language the screen does not list). A custom width
    /// lays out at `displayScale`.
    func variant(of screen: Screen, also: [AxisArgument] = [], displayScale: Double = 2) throws -> Variant {
        var choice = VariantChoice(screen: screen.name)
        for argument in axisFlags + also {
            choice =
                argument.text.map { choice.choosing(named: $0, on: argument.axis) } ?? choice.choosing(argument.values.first, on: argument.axis)
        }
        if let width {
            choice = choice.choosing(Device(name: "width \(width.compact)", size: Size(width: width, height: 1000), scale: displayScale), on: .device)
        }
        return try choice.variant(of: screen)
    }
}
