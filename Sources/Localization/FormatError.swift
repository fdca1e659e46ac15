import DynamicType
import ProofSheetSupport

/// A format string that cannot be formatted with the arguments given: an unknown or
/// unsupported specifier, a specifier with no argument or with an argument of the wrong kind,
/// or output longer than ``FormatString/maximumOutputLength``.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format string.
    public let format: String
    /// What is wrong.
    public let problem: String

    public var description: String { "format \(format.quoted) \(problem)" }
}
