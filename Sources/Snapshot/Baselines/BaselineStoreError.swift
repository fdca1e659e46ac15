/// A baseline that could not be read, written or removed, naming the path and the reason; a
/// baseline that was there is intact.
package struct BaselineStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the store was doing.
    package enum Operation: String, Sendable {
        case read, write, remove
        /// Using a folder on the way to the baselines (the root or a suite's folder).
        case useFolder
    }

    package let operation: Operation
    package let path: String
    package let reason: String

    package var description: String {
        switch operation {
        case .useFolder: "cannot use \(path) as a baselines folder: \(reason)"
        default: "cannot \(operation.rawValue) baseline \(path): \(reason)"
        }
    }
}
