import Foundation
import ProofSheetSupport

/// An unknown name given where a content-size category, text style, weight or other named value
/// was expected. Its description names the bad value, the nearest valid name and all valid names.
public struct NameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of name was expected, e.g. "content size category".
    public let kind: String
    /// The name as given.
    public let given: String
    /// The canonical names that would have been accepted.
    public let validNames: [String]
    /// The closest valid name, when one is close enough to be a likely typo.
    public let suggestion: String?

    /// Creates the error; without an explicit suggestion, the nearest of `validNames` is suggested.
    public init(kind: String, given: String, validNames: [String], suggestion: String?? = .none) {
        self.kind = kind
        self.given = given
        self.validNames = validNames
        self.suggestion = suggestion ?? NameMatching.closest(to: given, in: validNames)
    }

    public var description: String {
        var text = "unknown \(kind) \(given.quoted)"
        if let suggestion { text += "; did you mean \(suggestion.quoted)?" } else if !validNames.isEmpty { text += "." }
        if !validNames.isEmpty { text += " Valid: \(validNames.joined(separator: ", "))" }
        return text
    }
}

/// Case-insensitive name lookup with typo suggestions (Levenshtein distance).
public enum NameMatching {
    /// The candidate nearest to `name`, if its edit distance is small relative to the name's length.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        // Longer than any name could be: no suggestion (and no quadratic work on a huge value).
        guard name.count <= 64 else { return nil }
        let needle = Array(name.lowercased())
        guard !needle.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(needle, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, needle.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// A type whose values are known by several spellings (UIKit name, raw value, SwiftUI name, label).
protocol MultiplyNamed: CaseIterable {
    /// Every accepted spelling of the value; the first is canonical.
    var spellings: [String] { get }
    static var nameKind: String { get }
    static var parseableCases: [Self] { get }
    /// The value a misspelling most likely means when spelling distance cannot tell (`AX6` is
    /// one letter from each of AX1 to AX5, and means the largest); nil to let distance decide.
    static func nearest(to misspelling: String) -> Self?
}

extension MultiplyNamed {
    static var parseableCases: [Self] { Array(allCases) }
    static func nearest(to misspelling: String) -> Self? { nil }

    /// Parses any spelling of one of `cases` (by default every parseable case), ignoring case,
    /// surrounding white space and inner spaces.
    static func parse(_ text: String, among cases: [Self] = parseableCases) throws(NameError) -> Self {
        // A spelling as written (every name ProofSheet writes itself, and most in specs) needs
        // no normalizing: decoding worker processes' results and specs reads thousands.
        if let exact = cases.first(where: { $0.spellings.contains(text) }) { return exact }
        let key = normalizedKey(text)
        for value in cases where value.spellings.contains(where: { normalizedKey($0) == key }) {
            return value
        }
        let given = text.trimmingCharacters(in: .whitespaces)
        let closestSpelling = NameMatching.closest(to: given, in: cases.flatMap(\.spellings))
        let nearest = nearest(to: given).map(\.spellings[0])
        let suggestion = nearest ?? cases.first { $0.spellings.contains { $0 == closestSpelling } }?.spellings[0]
        throw NameError(
            kind: nameKind, given: given, validNames: cases.map { $0.spellings[0] },
            suggestion: .some(suggestion)
        )
    }

    private static func normalizedKey(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
    }
}
