import ProofSheetSupport

/// Variants that could not be drawn, each named with its reason, in matrix order.
package struct VariantFailures: Error, CustomStringConvertible, Sendable {
    package struct Failure: Hashable, Sendable {
        /// The variant's caption: screen, device, category, columns, appearance.
        package var variant: String
        package var reason: String
    }

    package var failures: [Failure]

    /// "2 variants could not be drawn: A: reason; B: reason".
    package var description: String {
        let count = failures.count.counted("variant")
        return "\(count) could not be drawn: " + failures.map { "\($0.variant): \($0.reason)" }.joined(separator: "; ")
    }
}
