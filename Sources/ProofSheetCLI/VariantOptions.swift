import ArgumentParser
import ProofSheet
import ProofSheetSupport

/// The options that pick one variant: a device or width, a category, a column count and a
/// language.
struct VariantOptions: ParsableArguments {
    @Option(help: "Device preset, e.g. \"iPhone 16\", \"iPad mini landscape\" (default: the screen's first device).")
    var device: String?

    @Option(help: "A custom width in points, instead of a device.")
    var width: Double?

    @Option(help: "Content size category (e.g. large, AX5, accessibility3).", transform: ArgumentParsing.category)
    var category: ContentSizeCategory

    @Option(help: "Column count (default: from the screen's column rule).")
    var columns: Int?

    @Option(
        help:
            "Language, a BCP 47 tag or pseudolanguage, e.g. de, ar, double-length (default: the screen's first language). Any language may be given; texts it has no translation for show the source language's.",
        transform: MatrixOptions.language
    )
    var language: LanguageTag?

    func validate() throws {
        if device != nil, width != nil { throw ValidationError("give --device or --width, not both") }
        if let width { try ArgumentParsing.check(width, .screenLength, flag: "--width") }
        if let columns { try ArgumentParsing.check(columns, .columns, flag: "--columns") }
    }

    /// The language chosen for `screen`: the option's, else the screen's first; nil for a screen
    /// without languages shown as written.
    func language(for screen: Screen) -> LanguageTag? {
        language ?? screen.languages.first
    }

    /// The device chosen by the options, or `fallback`. A custom width lays out at `displayScale`.
    func device(default fallback: Device, displayScale: Double = 2) throws -> Device {
        if let width { return Device(name: "width \(width.compact)", size: Size(width: width, height: 1000), scale: displayScale) }
        if let device { return try Device.preset(named: device) }
        return fallback
    }
}
