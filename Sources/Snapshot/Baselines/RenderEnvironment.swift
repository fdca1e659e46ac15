import Foundation
import ProofSheetSupport

/// The text and graphics stack a baseline set was rendered with: library versions and the
/// SHA-256 of every font file. A diff made under a different environment may come from the
/// stack rather than from a layout change, and reports say so.
public struct RenderEnvironment: Hashable, Sendable, Codable {
    public var cairo: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    /// Font file name to SHA-256 (hex). Names only, never absolute paths.
    public var fonts: [String: String]

    /// The version of environment.json's schema (docs/schemas/environment.schema.json) this
    /// build writes, and whose major version it reads.
    package static let schemaVersion = SchemaVersion(major: 1, minor: 0)

    package init(cairo: String, pango: String, harfbuzz: String, freetype: String, fonts: [String: String]) {
        self.cairo = cairo
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fonts = fonts
    }

    /// What differs from `other`, one phrase per difference ("pango 1.50.12 -> 1.52.1"); empty
    /// when they are the same.
    public func differences(from other: RenderEnvironment) -> [String] {
        var notes: [String] = []
        for (name, mine, theirs) in [
            ("cairo", cairo, other.cairo), ("pango", pango, other.pango), ("harfbuzz", harfbuzz, other.harfbuzz),
            ("freetype", freetype, other.freetype),
        ]
        where mine != theirs {
            notes.append("\(name) \(theirs) -> \(mine)")
        }
        var added: [String] = []
        var missing: [String] = []
        var changed: [String] = []
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            switch (other.fonts[name], fonts[name]) {
            case (nil, _): added.append(name)
            case (_, nil): missing.append(name)
            default: changed.append(name)
            }
        }
        for (names, verb) in [(added, "added"), (missing, "missing"), (changed, "changed")] where !names.isEmpty {
            notes.append(Self.fontNote(names, verb))
        }
        return notes
    }

    /// "font Inter-Bold.otf changed", or for many "41 fonts added (NotoColorEmoji.ttf, … and 38 more)".
    private static func fontNote(_ names: [String], _ verb: String) -> String {
        if names.count == 1 { return "font \(names[0]) \(verb)" }
        let shown = names.prefix(3).joined(separator: ", ")
        return "\(names.count) fonts \(verb) (\(shown)\(names.count > 3 ? ", … and \(names.count - 3) more" : ""))"
    }
}
