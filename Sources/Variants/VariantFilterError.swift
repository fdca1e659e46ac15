import DynamicType
import Localization
import ProofSheetSupport
import Spec

/// A filter that names something the suite does not have, or leaves no variant: an error, so a
/// filtered check never passes by checking nothing.
public struct VariantFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// A screen name no screen of the suite has.
        case unknownScreen(String, valid: [String])
        /// Device names no screen of the suite uses.
        case unknownDevices([String], valid: [String])
        /// Column counts no variant of the suite is laid out in.
        case unknownColumns([Int], valid: [Int])
        /// Appearances no screen of the suite is drawn in.
        case unknownAppearances([Appearance], valid: [Appearance])
        /// Languages no screen of the suite is shown in.
        case unknownLanguages([LanguageTag], valid: [LanguageTag])
        /// Every value names something, but no variant has them all at once.
        case nothingLeft
    }

    public let reason: Reason

    public var description: String {
        switch reason {
        case .unknownScreen(let name, let valid):
            NameError(kind: "screen", given: name, validNames: valid).description
        case .unknownDevices(let names, let valid):
            "no screen of the spec uses device \(names.map(\.quoted).joined(separator: ", ")); its devices: \(valid.joined(separator: ", "))"
        case .unknownColumns(let counts, let valid):
            "no variant of the spec has \(counts.map(String.init).joined(separator: ", ")) columns; its column counts: \(valid.map(String.init).joined(separator: ", "))"
        case .unknownAppearances(let appearances, let valid):
            "no screen of the spec is drawn in \(appearances.map(\.rawValue).joined(separator: ", ")); its appearances: \(valid.map(\.rawValue).joined(separator: ", "))"
        case .unknownLanguages(let languages, let valid):
            valid.isEmpty
                ? "no screen of the spec lists languages, so --language \(languages.map(\.identifier).joined(separator: ", ")) leaves nothing; add languages: [...] to the spec or the screen"
                : "no screen of the spec is shown in \(languages.map(\.identifier).joined(separator: ", ")); its languages: \(valid.map(\.identifier).joined(separator: ", "))"
        case .nothingLeft:
            "the filters leave no variant of the spec"
        }
    }
}

extension VariantMatrix {
    /// The variants `filter` keeps, after checking that every screen, device, column count,
    /// appearance and language it names exists in the suite and that some variant is left.
    public func variants(validating filter: VariantFilter) throws(VariantFilterError) -> [Variant] {
        let screenNames = suite.screens.map(\.name)
        for screen in filter.screens.sorted() where !screenNames.contains(screen) {
            throw VariantFilterError(reason: .unknownScreen(screen, valid: screenNames))
        }
        let unknown = unknownDevices(in: filter)
        if !unknown.isEmpty {
            let valid = Set(suite.screens.flatMap { $0.devices.map(\.name) }).sorted()
            throw VariantFilterError(reason: .unknownDevices(unknown, valid: valid))
        }
        let all = variants()
        let counts = Set(all.map(\.columns))
        let missingCounts = Set(filter.entries("columns", as: Int.self)).subtracting(counts).sorted()
        if !missingCounts.isEmpty { throw VariantFilterError(reason: .unknownColumns(missingCounts, valid: counts.sorted())) }
        let appearances = Set(all.map(\.appearance))
        let missingAppearances = Set(filter.entries("appearance", as: Appearance.self)).subtracting(appearances).sorted { $0.rawValue < $1.rawValue }
        if !missingAppearances.isEmpty {
            throw VariantFilterError(reason: .unknownAppearances(missingAppearances, valid: Appearance.allCases.filter(appearances.contains)))
        }
        let languages = all.compactMap(\.language).reduce(into: [LanguageTag]()) { if !$0.contains($1) { $0.append($1) } }
        let missingLanguages = Set(filter.entries("language", as: LanguageTag.self)).filter { !languages.contains($0) }.sorted()
        if !missingLanguages.isEmpty { throw VariantFilterError(reason: .unknownLanguages(missingLanguages, valid: languages)) }
        let kept = variants(filter)
        guard !kept.isEmpty else { throw VariantFilterError(reason: .nothingLeft) }
        return kept
    }
}
