import Foundation
import Localization

/// A key into the suite's string tables as a spec writes it: `{key: "%lld unread", count: 3}`,
/// with `table` (default: the only table, or `Localizable`) and the format's arguments, `count`
/// (one number, which picks the plural form) or `args` (a list of numbers and text).
public struct StringReferenceSpec: Hashable, Sendable, Decodable {
    package var reference: StringReference

    enum CodingKeys: String, CodingKey, CaseIterable { case key, table, count, args }

    /// The key, table and arguments of `reference`.
    package init(reference: StringReference) {
        self.reference = reference
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.decode(String.self, forKey: .key)
        let table = try container.decodeIfPresent(String.self, forKey: .table)
        if container.contains(.count), container.contains(.args) {
            throw DecodingError.dataCorruptedError(
                forKey: .args, in: container, debugDescription: "give count (one number) or args (a list), not both")
        }
        var arguments: [FormatArgument] = []
        if container.contains(.count) {
            let count = try container.decode(ArgumentSpec.self, forKey: .count).argument
            if case .text = count {
                throw DecodingError.dataCorruptedError(
                    forKey: .count, in: container, debugDescription: "count must be a number (3, 1.5), which picks the plural form")
            }
            arguments = [count]
        } else if container.contains(.args) {
            arguments = try container.decode([ArgumentSpec].self, forKey: .args).map(\.argument)
        }
        reference = StringReference(key: key, table: table, arguments: arguments)
    }

    /// A format argument: an integer, a decimal number kept as written (so `1.0` keeps the
    /// visible fraction digit that picks its plural form), or text.
    struct ArgumentSpec: Decodable {
        var argument: FormatArgument

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let integer = try? container.decode(Int.self) {  // spec-number: a format argument, printed as written
                argument = .integer(integer)
            } else if let number = try? container.decode(Double.self) {  // spec-number: kept as the text written, below
                guard number.isFinite, let written = try? container.decode(String.self),
                    written.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
                else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a finite number, as 3 or 1.5")
                }
                // As written (`1.50`): the visible fraction digits pick the plural form.
                argument = .decimal(written)
            } else {
                argument = .text(try container.decode(String.self))
            }
        }
    }
}
