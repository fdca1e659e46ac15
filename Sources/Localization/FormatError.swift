import DynamicType
import ProofSheetSupport

/// A format string that cannot be formatted with the arguments given: an unknown or
/// unsupported specifier, a specifier with no argument or with an argument of the wrong kind,
/// or output longer than ``FormatString/maximumOutputLength``.
package struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format string.
    package let format: String
    /// What is wrong.
    package let problem: String

    package var description: String { "format \(format.quoted) \(problem)" }
}
