import Foundation
import ProofSheetSupport

/// A colour set (`Name.colorset`) of an asset catalog: a colour for each appearance and contrast
/// it names, converted to sRGB when read (docs/asset-catalogs.md). Spec colours name it as any
/// other colour (`color: BrandRed`), and it resolves per variant like a dynamic `UIColor`.
package struct AssetColor: Hashable, Sendable {
    /// The set's `Contents.json` relative to its catalog, as errors name it.
    package let file: String
    /// The SHA-256 of its `Contents.json`, so a changed file changes the fingerprint of every
    /// variant (the palette is part of each).
    package let digest: String
    let entries: [Entry]

    struct Entry: Hashable, Sendable {
        let appearances: AssetAppearances
        let idiom: String
        let color: Color
    }

    /// The colour spaces a colour set may name, and how each converts to sRGB.
    static let colorSpaces = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"]

    private struct Contents: Decodable {
        struct Entry: Decodable {
            var idiom: String?
            var appearances: [AssetAppearances.Written]?
            var color: Written?
        }
        struct Written: Decodable {
            var colorSpace: String?
            var components: [String: Component]?
            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space"
                case components
            }
        }
        var colors: [Entry]?
    }

    /// A component as written: a JSON number or a string.
    private enum Component: Decodable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {  // spec-number: a Contents.json component, range-checked in `value`
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var written: String {
            switch self {
            case .number(let number): String(number)
            case .text(let text): text
            }
        }
    }

    /// Decodes `contents`, the `Contents.json` at `file` of the colour set named `name`.
    init(name: String, file: String, contents: [UInt8]) throws(AssetCatalog.Problem) {
        let decoded = try AssetCatalog.decode(Contents.self, contents, file: file)
        self.file = file
        digest = SHA256Digest.hex(of: contents)
        var entries: [Entry] = []
        for (index, entry) in (decoded.colors ?? []).enumerated() {
            let path = "colors[\(index)]"
            let idiom = entry.idiom ?? "universal"
            guard AssetImageSet.idioms.contains(idiom) else {
                throw AssetCatalog.Problem(
                    reason: "\(file.quoted) \(path).idiom: \(idiom.quoted) is not an idiom; valid: \(AssetImageSet.idioms.joined(separator: ", "))")
            }
            let appearances = try AssetAppearances(entry.appearances, file: file, at: path)
            guard let written = entry.color else {
                throw AssetCatalog.Problem(reason: "\(file.quoted) \(path).color: missing; each colour entry has a color")
            }
            let color = try Self.color(written, file: file, at: "\(path).color")
            entries.append(Entry(appearances: appearances, idiom: idiom, color: color))
        }
        guard !entries.isEmpty else { throw AssetCatalog.Problem(reason: "\(file.quoted) colors: the colour set \(name.quoted) has no colour") }
        self.entries = entries
    }

    /// The colour in `appearance` and `contrast`: the entry that fits them most closely (a dark
    /// entry in dark mode, else the Any one; a high-contrast entry at high contrast), the
    /// iPhone's own before a universal one; the first entry when none fits.
    package func resolved(for appearance: Appearance, contrast: AppearanceContrast = .normal) -> Color {
        let fitting = entries.compactMap { entry -> (Color, Int)? in
            guard let device = idiomFit(entry.idiom, device: .iphone), let look = entry.appearances.fit(appearance, contrast) else { return nil }
            return (entry.color, look * 2 + device)
        }
        return fitting.max { $0.1 < $1.1 }?.0 ?? entries[0].color
    }

    /// The sRGB colour `written` describes; `path` names it in errors.
    private static func color(_ written: Contents.Written, file: String, at path: String) throws(AssetCatalog.Problem) -> Color {
        let space = written.colorSpace ?? "srgb"
        guard colorSpaces.contains(space) else {
            throw AssetCatalog.Problem(
                reason: "\(file.quoted) \(path).color-space: \(space.quoted) is not supported; valid: \(colorSpaces.joined(separator: ", "))")
        }
        let components = written.components ?? [:]
        let isGray = space.hasSuffix("gray") || space == "gray-gamma-22"
        let names = isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        if let unknown = components.keys.sorted().first(where: { !names.contains($0) }) {
            throw AssetCatalog.Problem(
                reason: "\(file.quoted) \(path).components.\(unknown): not a component of \(space); valid: \(names.joined(separator: ", "))")
        }
        var values: [String: Double] = [:]
        for name in names {
            guard let component = components[name] else {
                if name == "alpha" {
                    values[name] = 1
                    continue
                }
                throw AssetCatalog.Problem(
                    reason: "\(file.quoted) \(path).components.\(name): missing; \(space) needs \(names.joined(separator: ", "))")
            }
            guard let value = Self.value(component, isAlpha: name == "alpha", extended: space.hasPrefix("extended")) else {
                throw AssetCatalog.Problem(
                    reason:
                        "\(file.quoted) \(path).components.\(name): \(component.written.quoted) is not a component; write a number from 0 to 1 (\"0.500\"), "
                        + "an integer from 0 to 255 (\"128\") or a hexadecimal byte (\"0x80\")\(name == "alpha" ? "; alpha is a number from 0 to 1" : "")"
                )
            }
            values[name] = value
        }
        let alpha = min(1, max(0, values["alpha"]!))
        let rgb: [Double]
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = values["white"]!
            let encoded = ColorSpaceConversion.srgbEncoded(ColorSpaceConversion.signedPower(white, 2.2))
            rgb = [encoded, encoded, encoded]
        case "extended-linear-srgb":
            rgb = [values["red"]!, values["green"]!, values["blue"]!].map(ColorSpaceConversion.srgbEncoded)
        case "display-p3":
            rgb = ColorSpaceConversion.displayP3ToSRGB([values["red"]!, values["green"]!, values["blue"]!])
        default:
            rgb = [values["red"]!, values["green"]!, values["blue"]!]
        }
        // Out of the sRGB gamut (a saturated Display P3 colour, an extended value): each component clipped.
        let clipped = rgb.map { min(1, max(0, $0)) }
        return Color(red: clipped[0], green: clipped[1], blue: clipped[2], alpha: alpha)
    }

    /// A component's value: a JSON number or a string with a point is 0...1 (any number in an
    /// extended space); `0x` and two hexadecimal digits, or an integer string, is 0...255. Alpha
    /// is always 0...1 (Xcode writes it so), an integer string too. Nil when it is none of these.
    private static func value(_ component: Component, isAlpha: Bool, extended: Bool) -> Double? {
        let text: String
        switch component {
        case .number(let number):
            return number.isFinite && (extended || (0...1).contains(number)) ? number : nil
        case .text(let written):
            text = written.trimmingCharacters(in: .whitespaces)
        }
        if !isAlpha, text.lowercased().hasPrefix("0x") {
            let digits = text.dropFirst(2)
            guard digits.count == 2, let byte = UInt8(digits, radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if !isAlpha, !text.contains("."), !text.lowercased().contains("e"), let integer = Int(text) {
            return (0...255).contains(integer) ? Double(integer) / 255 : nil
        }
        guard let number = Double(text), number.isFinite, extended || (0...1).contains(number) else { return nil }
        return number
    }
}

/// Conversions into sRGB for colour sets (docs/asset-catalogs.md cites the sources).
enum ColorSpaceConversion {
    /// The sRGB transfer function (IEC 61966-2-1), linear light to encoded, mirrored for
    /// negative values (extended sRGB).
    static func srgbEncoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse of ``srgbEncoded(_:)``: encoded to linear light. Display P3 uses the same curve.
    static func srgbLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// `value` to the power `exponent`, mirrored for negative values.
    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    /// Linear Display P3 to CIE XYZ (D65), CSS Color 4's `lin_P3_to_XYZ`.
    static let linearP3ToXYZ: [[Double]] = [
        [0.486_570_948_648_216_2, 0.265_667_693_169_093_06, 0.198_217_285_234_362_5],
        [0.228_974_564_069_748_8, 0.691_738_521_836_506_4, 0.079_286_914_093_745],
        [0, 0.045_113_381_858_902_64, 1.043_944_368_900_976],
    ]
    /// CIE XYZ (D65) to linear sRGB, CSS Color 4's `XYZ_to_lin_sRGB`.
    static let xyzToLinearSRGB: [[Double]] = [
        [3.240_969_941_904_522_6, -1.537_383_177_570_094, -0.498_610_760_293_003_4],
        [-0.969_243_636_280_879_6, 1.875_967_501_507_720_2, 0.041_555_057_407_175_59],
        [0.055_630_079_696_993_66, -0.203_976_958_888_976_52, 1.056_971_514_242_878_6],
    ]

    /// Encoded Display P3 components to encoded sRGB ones (not clipped: out of gamut they leave 0...1).
    static func displayP3ToSRGB(_ p3: [Double]) -> [Double] {
        func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
            matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
        }
        return multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, p3.map(srgbLinear))).map(srgbEncoded)
    }
}
