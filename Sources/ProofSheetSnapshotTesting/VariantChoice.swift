import Foundation
import ProofSheet
import ProofSheetSupport
import Variants

/// The variant a strategy snapshots: one of those `proofsheet check` renders for the suite,
/// picked by screen, device, category, column count, appearance and language. An axis left nil
/// takes the screen's only value on it; a value the matrix lacks, or a nil axis with several
/// values, is an error that names the values there are.
struct VariantChoice: Sendable {
    var screen: String?
    var device: Device?
    var category: ContentSizeCategory
    var columns: Int?
    var appearance: Appearance?
    var language: LanguageTag?

    /// The variant of `suite` this choice names.
    func variant(of suite: Suite) throws -> Variant {
        let screen = try suite.screen(named: self.screen)
        let place = "screen \(screen.name.quoted) at \(category.shortLabel)"
        var left = VariantMatrix(suite: suite).variants(VariantFilter(screens: [screen.name], categories: [category]))
        if let device {
            left = try narrow(left, in: place, axis: "device", value: device.name, keeping: { $0.device.slug == device.slug }, valueOf: \.device.name)
        }
        if let columns {
            left = try narrow(
                left, in: place, axis: "column count", value: String(columns), keeping: { $0.columns == columns }, valueOf: { String($0.columns) })
        }
        if let appearance {
            left = try narrow(
                left, in: place, axis: "appearance", value: appearance.rawValue, keeping: { $0.appearance == appearance },
                valueOf: \.appearance.rawValue)
        }
        if let language {
            left = try narrow(
                left, in: place, axis: "language", value: language.identifier, keeping: { $0.language == language }, valueOf: Self.language)
        }
        guard left.count == 1, let variant = left.first else { throw SnapshotChoiceError(ambiguous: left, place: place) }
        return variant
    }

    /// The variants `keeping` keeps; when none is, an error listing the values on the axis there are.
    private func narrow(
        _ variants: [Variant], in place: String, axis: String, value: String, keeping: (Variant) -> Bool, valueOf: (Variant) -> String
    ) throws -> [Variant] {
        let kept = variants.filter(keeping)
        guard kept.isEmpty else { return kept }
        throw SnapshotChoiceError(
            description: "the \(place) has no variant with \(axis) \(value.quoted) among those proofsheet check renders; "
                + "its \(axis) values there: \(variants.map(valueOf).uniqued().joined(separator: ", "))"
        )
    }

    /// A variant's language as its value on the axis ("none" for a screen without languages).
    static func language(_ variant: Variant) -> String {
        variant.language?.identifier ?? "none"
    }
}

/// A strategy's choice that names no variant, or more than one.
struct SnapshotChoiceError: Error, CustomStringConvertible {
    let description: String

    init(description: String) {
        self.description = description
    }

    /// Several variants are left: the axes they differ on, and their values.
    init(ambiguous variants: [Variant], place: String) {
        // Every axis but the category, which the choice always names, as the manifest records it.
        let axes: [(name: String, values: [String])] = VariantAxisRegistry.current.axes.filter { $0.key != MatrixAxis.category.key }.map { axis in
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
    func uniqued() -> [String] {
        reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
