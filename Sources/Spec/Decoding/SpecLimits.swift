import DynamicType
import ProofSheetSupport

/// The range a number in a spec (or a command-line option) must fall in, with the words an
/// error uses for it.
///
/// Every number that reaches layout, rendering or an allocation is checked against one of these
/// when it is read, so nothing downstream can trap on a conversion or ask for a surface, a range
/// or an array no machine can make. The limits are generous for real screens and documented in
/// docs/specs.md ("What ProofSheet refuses, and how").
package struct NumberLimit: Sendable, Equatable {
    package let range: ClosedRange<Double>
    /// "pt", "columns", … after each bound; empty for a plain ratio.
    package let unit: String
    /// Why a value at the lower bound means something special ("0 = unlimited"), if it does.
    package let note: String?
    /// Whether the value must be a whole number.
    package let isInteger: Bool

    package init(_ range: ClosedRange<Double>, unit: String, note: String? = nil, isInteger: Bool = false) {
        self.range = range
        self.unit = unit
        self.note = note
        self.isInteger = isInteger
    }

    /// Paddings, insets, spacings, sizes, heights, border widths and corner radii.
    package static let length = NumberLimit(0...100_000, unit: "pt")
    /// A screen's (or custom device's) width or height, and a sheet cell's width.
    package static let screenLength = NumberLimit(1...100_000, unit: "pt")
    /// A fixed font size.
    package static let fontSize = NumberLimit(1...1_000, unit: "pt")
    /// `maximumPointSize` of a scaled custom font.
    package static let maximumPointSize = NumberLimit(0...1_000, unit: "pt", note: "0 = no maximum")
    /// A display or render scale: pixels per point.
    package static let displayScale = NumberLimit(1...3, unit: "x", isInteger: true)
    /// An image's width divided by its height.
    package static let aspectRatio = NumberLimit(0.01...100, unit: "")
    /// `numberOfLines`.
    package static let lines = NumberLimit(0...1_000, unit: "lines", note: "0 = unlimited", isInteger: true)
    /// An index in a stack's `items` (`customSpacing`'s `after`).
    package static let elementIndex = NumberLimit(0...10_000, unit: "", note: "an index in the stack's items", isInteger: true)
    /// A segmented control's `selectedSegmentIndex`, for a control of `count` segments: 0 up to
    /// the last segment's index (the spec reference shows it with the element index's bound).
    package static func segmentIndex(segments count: Int) -> NumberLimit {
        NumberLimit(
            0...Double(max(count, 1) - 1), unit: "", note: "an index in the segmented control's segments; leave it out for none", isInteger: true)
    }
    /// A tab bar's `selected` item.
    package static let tabIndex = NumberLimit(
        0...Double(BarMetrics.maximumTabBarItems - 1), unit: "", note: "an index in the tab bar's items", isInteger: true)
    /// Columns of a grid, flow or masonry layout.
    package static let columns = NumberLimit(1...100, unit: "columns", isInteger: true)
    /// Items of one screen, over all its sections (also the limit of `repeat`).
    package static let items = NumberLimit(0...100_000, unit: "items", isInteger: true)
    /// `lineHeightMultiple` (0 leaves the line height alone).
    package static let lineHeightMultiple = NumberLimit(0...10, unit: "")
    /// `kern`: tracking in points, either way.
    package static let kern = NumberLimit(-100...100, unit: "pt")
    /// An accessibility element's `sortPriority` (docs/voiceover.md): a range chosen wide enough
    /// for any ordering a screen needs.
    package static let sortPriority = NumberLimit(-1_000...1_000, unit: "")
    /// A cell's `maximumVoiceOverStops`.
    package static let voiceOverStops = NumberLimit(1...1_000, unit: "stops", isInteger: true)
    /// A share or opacity: `--threshold`, `--max-diff-ratio`, `--alpha`.
    package static let fraction = NumberLimit(0...1, unit: "")
    /// A count of pixels (`--max-diff-pixels`).
    package static let pixelCount = NumberLimit(0...1e12, unit: "pixels", isInteger: true)
    /// Variants rendered at once (`--jobs`).
    package static let jobs = NumberLimit(1...256, unit: "jobs", isInteger: true)

    /// "0...1,000 lines (0 = unlimited)".
    package var validRange: String {
        let unitText = unit.isEmpty ? "" : (unit == "x" ? "" : " \(unit)")
        let bounds =
            unit == "x"
            ? stride(from: range.lowerBound, through: range.upperBound, by: 1).map(\.compact).joined(separator: ", ")
            : "\(range.lowerBound.grouped)...\(range.upperBound.grouped)"
        return bounds + unitText + (isInteger && unit != "x" ? ", a whole number" : "") + (note.map { " (\($0))" } ?? "")
    }

    /// Nil when `value` is valid, else why not: "99999999999 is out of range; valid: 0...1,000 lines (0 = unlimited)".
    package func problem(with value: Double) -> String? {
        if !value.isFinite { return "\(value) is not a finite number; valid: \(validRange)" }
        if !range.contains(value) { return "\(value.compact) is out of range; valid: \(validRange)" }
        if isInteger, value != value.rounded() { return "\(value.compact) is not a whole number; valid: \(validRange)" }
        return nil
    }

    /// Nil when the whole number `value` is valid, else why not, the number written exactly.
    package func problem(with value: Int) -> String? {
        range.contains(Double(value)) ? nil : "\(value) is out of range; valid: \(validRange)"
    }

    /// Checks `value`, naming it `name` in the error.
    package func check(_ value: Double, name: @autoclosure () -> String) throws(NumberLimitError) -> Double {
        if let problem = problem(with: value) { throw NumberLimitError(description: "\(name()) \(problem)") }
        return value
    }

    /// Checks a whole number, naming it `name` in the error.
    package func check(_ value: Int, name: @autoclosure () -> String) throws(NumberLimitError) -> Int {
        if let problem = problem(with: value) { throw NumberLimitError(description: "\(name()) \(problem)") }
        return value
    }
}

/// A number outside its ``NumberLimit``: the name, the value and the valid range.
package struct NumberLimitError: Error, Equatable, Sendable, CustomStringConvertible {
    package let description: String
}

extension Double {
    /// "100,000" for 100000, "0.01" for 0.01: for ranges in messages.
    var grouped: String {
        guard self == rounded(), abs(self) >= 10_000, abs(self) < 1e15 else { return compact }
        var digits = String(Int(abs(self)))
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (self < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

extension KeyedDecodingContainer {
    /// A number at `key` within `limit`, or `defaultValue` when the key is absent.
    package func decodeNumber(_ key: Key, _ limit: NumberLimit, default defaultValue: Double) throws -> Double {
        try decodeNumberIfPresent(key, limit) ?? defaultValue
    }

    /// A number at `key` within `limit`, or nil when the key is absent. A value that is no number
    /// (`many`) is an error naming the valid range too.
    package func decodeNumberIfPresent(_ key: Key, _ limit: NumberLimit) throws -> Double? {
        let decoded: Double?
        do {
            decoded = try decodeIfPresent(Double.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) {
            throw DecodingError.typeMismatch(type, .init(codingPath: context.codingPath, debugDescription: "valid: \(limit.validRange)"))
        }
        guard let value = decoded else { return nil }
        if let problem = limit.problem(with: value) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(key.stringValue) \(problem)")
        }
        return value
    }

    /// A whole number at `key` within `limit`, or `defaultValue` when the key is absent.
    package func decodeCount(_ key: Key, _ limit: NumberLimit, default defaultValue: Int) throws -> Int {
        try decodeCountIfPresent(key, limit) ?? defaultValue
    }

    /// A whole number at `key` within `limit`, or nil when the key is absent. Read as a number
    /// first, so `1e20` or `2.5` get the range in their error, not a type mismatch.
    package func decodeCountIfPresent(_ key: Key, _ limit: NumberLimit) throws -> Int? {
        try decodeNumberIfPresent(key, limit).map { Int($0) }
    }
}

extension SingleValueDecodingContainer {
    /// A number within `limit`, named `name` in the error, or nil when the value is not a number.
    package func decodeNumber(_ limit: NumberLimit, name: String) throws -> Double? {
        guard let value = try? decode(Double.self) else { return nil }
        if let problem = limit.problem(with: value) {
            throw DecodingError.dataCorruptedError(in: self, debugDescription: "\(name) \(problem)")
        }
        return value
    }

    /// A list of numbers, each within `limit` (named `name[i]` in the error), or nil when the
    /// value is not a list of numbers.
    package func decodeNumbers(_ limit: NumberLimit, name: String) throws -> [Double]? {
        guard let values = try? decode([Double].self) else { return nil }
        for (index, value) in values.enumerated() {
            if let problem = limit.problem(with: value) {
                throw DecodingError.dataCorruptedError(in: self, debugDescription: "\(name)[\(index)] \(problem)")
            }
        }
        return values
    }
}
