import DynamicType
import Foundation
import ProofSheetSupport

/// Writes a value as pretty, key-sorted JSON to standard output.
enum JSONOutput {
    static func print<T: Encodable>(_ value: T) throws {
        try Console.write(Array(try JSONArtefact.encoder().encode(value)) + [10])
    }
}
