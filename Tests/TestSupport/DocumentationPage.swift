import Foundation

/// A Markdown page of the repository's documentation (README.md, CONTRIBUTING.md, a page under
/// docs/), read the way tests compare it with the code: its sections, fenced blocks, table rows,
/// links and the anchors its headings make. Lines inside fenced blocks are never taken for
/// headings, table rows or links.
package struct DocumentationPage: Sendable {
    /// The page's path relative to the repository root (`docs/snapshots.md`).
    package let path: String
    /// The page's text, or the part of it a `section(_:)` gave.
    package let text: String

    /// Reads `relativePath` (`README.md`, `docs/swift-specs.md`) under the repository root.
    package init(_ relativePath: String) throws {
        path = relativePath
        text = try String(contentsOf: Repository.url(relativePath), encoding: .utf8)
    }

    private init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// A line of the page and whether it lies inside a fenced block (fence lines included).
    private var lines: [(text: Substring, fenced: Bool)] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isFence = line.drop(while: { $0 == " " }).hasPrefix("```")
            defer { if isFence { inFence.toggle() } }
            return (line, inFence || isFence)
        }
    }

    /// The heading level of `line` (1 for `# Title`), or nil when it is not a heading.
    private static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        return (1...6).contains(hashes) && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
    }

    /// The section under the heading line `heading` (`## Beside SwiftUI`), up to the next heading
    /// of its level or a higher one; throws when the page has no such heading.
    package func section(_ heading: String) throws -> DocumentationPage {
        let lines = self.lines
        guard let start = lines.firstIndex(where: { !$0.fenced && $0.text == heading }),
            let level = Self.headingLevel(lines[start].text)
        else { throw MissingSection(path: path, heading: heading) }
        let end =
            lines[(start + 1)...].firstIndex { line in
                !line.fenced && Self.headingLevel(line.text).map { $0 <= level } == true
            } ?? lines.endIndex
        return DocumentationPage(path: path, text: lines[start..<end].map(\.text).joined(separator: "\n"))
    }

    /// The contents of the fenced blocks opened with ```` ```info ```` (`swift`, `yaml`), in page
    /// order, each the lines between its fences with their line ends.
    package func fencedBlocks(_ info: String) -> [String] {
        var blocks: [String] = []
        var open = false  // inside a fence
        var current: String?  // the block being read, when its fence is `info`'s
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("```") else {
                current? += line + "\n"
                continue
            }
            if open {
                if let block = current { blocks.append(block) }
                current = nil
            } else if trimmed == "```" + info {
                current = ""
            }
            open.toggle()
        }
        return blocks
    }

    /// The rows of the page's tables, each row's cells trimmed (the `|---|` rule lines included).
    package var tableRows: [[String]] {
        lines.filter { !$0.fenced && $0.text.hasPrefix("|") }.map { line in
            line.text.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The targets of the page's Markdown links and images (`docs/specs.md`, `#quick-start`,
    /// `https://…`), in page order; code spans and fenced blocks are left out.
    package var linkTargets: [String] {
        lines.filter { !$0.fenced }.flatMap { line in
            String(line.text).replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        }
    }

    /// The anchors a link into the page may name: the ones its headings make, as GitHub makes
    /// them (the heading's text lower-cased, everything but letters, digits, spaces, `-` and `_`
    /// removed, spaces made `-`, and `-1`, `-2`, … added to repeats), and explicit
    /// `<a id="…"></a>` anchors (a generated page's short ones: `#suite`).
    package var anchors: Set<String> {
        var anchors: Set<String> = []
        for line in lines where !line.fenced {
            for match in line.text.matches(of: /<a id="([^"]+)"><\/a>/) { anchors.insert(String(match.1)) }
            guard let level = Self.headingLevel(line.text) else { continue }
            let slug = String(
                line.text.dropFirst(level + 1).lowercased().compactMap { character -> Character? in
                    character == " " ? "-" : character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
                })
            var anchor = slug
            var repeats = 0
            while anchors.contains(anchor) {
                repeats += 1
                anchor = "\(slug)-\(repeats)"
            }
            anchors.insert(anchor)
        }
        return anchors
    }

    /// A section a test asked for that the page does not have.
    package struct MissingSection: Error, CustomStringConvertible {
        let path: String
        let heading: String
        package var description: String { "\(path) has no heading '\(heading)'" }
    }
}
