import DynamicType
import ProofSheetSupport

/// A filter that names something the suite does not have, or leaves no variant: an error, so a
/// filtered check never passes by checking nothing.
public struct VariantFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// A screen name no screen of the suite has.
        case unknownScreen(String, valid: [String])
        /// Values on the axis keyed `axis` (as the filter was given them: device names, column
        /// counts, appearances, languages) that no variant of the suite has, and the suite's
        /// values on it (as the manifest records them, in report order).
        case unknownValues(axis: String, given: [String], valid: [String])
        /// Every value names something, but no variant has them all at once.
        case nothingLeft
    }

    public let reason: Reason
    /// What is wrong, in the words of the axis the values are of (`MatrixAxis`).
    public let description: String

    init(reason: Reason) {
        self.reason = reason
        description =
            switch reason {
            case .unknownScreen(let name, let valid): NameError(kind: "screen", given: name, validNames: valid).description
            case .unknownValues(let axis, let given, let valid):
                "no variant of the spec has \(axis) \(given.joined(separator: ", ")); its \(axis) values: \(valid.joined(separator: ", "))"
            case .nothingLeft: "the filters leave no variant of the spec"
            }
    }

    /// Values `given` on `axis` that no variant has, next to the suite's values on it (`valid`).
    init(axis: MatrixAxis, given: [String], valid: [String]) {
        reason = .unknownValues(axis: axis.key, given: given, valid: valid)
        description = axis.unknown(given, valid)
    }
}

extension VariantMatrix {
    /// The variants `filter` keeps, after checking that every screen it names, and every value it
    /// names on each axis of the registry (device, column count, appearance, language, ...),
    /// exists in the suite (of a range, some value), and that some variant is left.
    public func variants(validating filter: VariantFilter) throws(VariantFilterError) -> [Variant] {
        let screenNames = suite.screens.map(\.name)
        for screen in filter.screens.sorted() where !screenNames.contains(screen) {
            throw VariantFilterError(reason: .unknownScreen(screen, valid: screenNames))
        }
        let all = variants()
        for axis in VariantAxisRegistry.current.axes {
            let unmatched = axis.unmatched(filter[axis: axis.key], among: all)
            let matched = Set(filter[axis: axis.key]).subtracting(unmatched)
            let ranges = filter.ranges[axis.key] ?? []
            // A value of a range some of whose values a variant has is not refused (`AX1...AX5` on a
            // screen of `categories: [L, AX1, AX5]`).
            let unknown = unmatched.filter { value in !ranges.contains { $0.contains(value) && !matched.isDisjoint(with: $0) } }.map(\.text)
            guard !unknown.isEmpty else { continue }
            let given = unknown.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            throw VariantFilterError(axis: axis, given: given, valid: axis.recordedValues(of: all).map(\.description))
        }
        let kept = variants(filter)
        guard !kept.isEmpty else { throw VariantFilterError(reason: .nothingLeft) }
        return kept
    }
}
