/// A baseline that could not be read, written or removed, naming the path and the reason; a
/// baseline that was there is intact.
public struct BaselineStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the store was doing.
    public enum Operation: String, Sendable {
        case read, write, remove
        /// Using a folder on the way to the baselines (the root or a suite's folder).
        case useFolder
    }

    public let operation: Operation
    public let path: String
    public let reason: String

    public var description: String {
        switch operation {
        case .useFolder: "cannot use \(path) as a baselines folder: \(reason)"
        default: "cannot \(operation.rawValue) baseline \(path): \(reason)"
        }
    }
}
