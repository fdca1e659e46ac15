/// An error from one of several specs run together (`proofsheet check A.yaml B.yaml`): the
/// error's own words after the spec's path, so a run over many specs says which one it is about.
public struct SpecRunError: Error, CustomStringConvertible {
    /// The spec, as given.
    public let specPath: String
    /// The error itself (a `SpecError`, `VariantFilterError`, ...).
    public let underlying: any Error

    public var description: String {
        let message = String(describing: underlying)
        return message.hasPrefix(specPath) ? message : "\(specPath): \(message)"
    }

    /// `body`'s result; an error it throws comes back as a `SpecRunError` naming `specPath` when
    /// `naming` is true, as it was otherwise.
    static func naming<T>(_ specPath: String, when naming: Bool, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch  where naming {
            throw SpecRunError(specPath: specPath, underlying: error)
        }
    }
}
