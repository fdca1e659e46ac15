import ProofSheetSupport

/// Variants that could not be drawn, each named with its reason, in matrix order.
public struct VariantFailures: Error, CustomStringConvertible, Sendable {
    public struct Failure: Hashable, Sendable {
        /// The variant's caption: screen, device, category, columns, appearance.
        public var variant: String
        public var reason: String
    }

    public var failures: [Failure]

    /// "2 variants could not be drawn: A: reason; B: reason".
    public var description: String {
        let count = failures.count.counted("variant")
        return "\(count) could not be drawn: " + failures.map { "\($0.variant): \($0.reason)" }.joined(separator: "; ")
    }
}
