import Foundation
import ProofSheetSupport

/// Writes a value as pretty, key-sorted JSON to standard output.
enum JSONOutput {
    static func print<T: Encodable>(_ value: T) throws {
        try Console.write(Array(try JSONEncoder.proofSheet(pretty: true).encode(value)) + [10])
    }
}
