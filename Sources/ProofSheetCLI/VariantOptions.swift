import ArgumentParser
import ProofSheet
import ProofSheetSupport
import Variants

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

    /// The variant of `screen` the options choose, in `appearance` (nil: the screen's first):
    /// an option not given takes the screen's first value on its axis (`VariantChoice`), so the
    /// screen's first device and language, and the first column count its column rule gives. A
    /// custom width lays out at `displayScale`.
    func variant(of screen: Screen, appearance: Appearance? = nil, displayScale: Double = 2) throws -> Variant {
        try VariantChoice(screen: screen.name).choosing(try device(displayScale: displayScale), on: .device).choosing(category, on: .category)
            .choosing(columns, on: .columns).choosing(appearance, on: .appearance).choosing(language, on: .language).variant(of: screen)
    }

    /// The device the options choose; nil when they choose none. A custom width lays out at `displayScale`.
    private func device(displayScale: Double) throws -> Device? {
        if let width { return Device(name: "width \(width.compact)", size: Size(width: width, height: 1000), scale: displayScale) }
        return try device.map { try Device.preset(named: $0) }
    }
}
