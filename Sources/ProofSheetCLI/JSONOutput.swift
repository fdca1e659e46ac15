import Foundation

/// Writes a value as pretty, key-sorted JSON to standard output.
enum JSONOutput {
    static func print<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try Console.write(Array(try encoder.encode(value)) + [10])
    }
}
