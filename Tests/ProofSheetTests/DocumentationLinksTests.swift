import Foundation
import ProofSheet
import TestSupport
import Testing

/// The README stays a landing page a newcomer can follow, and the documentation's links lead
/// somewhere: every relative link in README.md, CONTRIBUTING.md, ARCHITECTURE.md, CHANGELOG.md and
/// docs/*.md names a file that exists, and a heading that exists when it gives an anchor.
@Suite struct DocumentationLinksTests {
    /// The pages whose links are checked, relative to the repository root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.url("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "CHANGELOG.md"] + docs
    }

    /// What is wrong with `target`, a link on the page at `page` (relative to the root): nil when
    /// it is fine. Links with a scheme (`https:`, `mailto:`) are not followed.
    static func problem(with target: String, on page: String) throws -> String? {
        if target.firstMatch(of: /^[a-z][a-z0-9+.-]*:/) != nil { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0].removingPercentEncoding ?? parts[0]
        let pageFolder = (page as NSString).deletingLastPathComponent
        let resolved = file.isEmpty ? page : ((pageFolder as NSString).appendingPathComponent(file) as NSString).standardizingPath
        guard !resolved.hasPrefix(".."), FileManager.default.fileExists(atPath: Repository.url(resolved).path) else {
            return "\(page): \(target): no file \(resolved)"
        }
        guard parts.count == 2 else { return nil }
        guard resolved.hasSuffix(".md") else { return "\(page): \(target): an anchor into a file that is not Markdown" }
        let anchors = try DocumentationPage(resolved).anchors
        return anchors.contains(parts[1]) ? nil : "\(page): \(target): \(resolved) has no heading or anchor '\(parts[1])'"
    }

    @Test func theReadmeIsALandingPage() throws {
        let readme = try DocumentationPage("README.md")
        let lines = readme.text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines; move the detail to a page under docs/ and link it")
        // The Quick start's commands are the first two, and CI runs the second.
        let quickStart = try #require(try readme.section("## Quick start").fencedBlocks("sh").first)
        let commands = quickStart.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands == ["tools/demo", "tools/test"])
        let ci = try String(contentsOf: Repository.url(".ci/run"), encoding: .utf8)
        #expect(ci.split(separator: "\n").contains("tools/test"), ".ci/run runs the README's test command")
        // Every page under docs/ that is a guide is linked from the README.
        let linked = Set(readme.linkTargets)
        let unlinked = try Self.pages().filter { $0.hasPrefix("docs/") && !linked.contains($0) }
        #expect(unlinked.isEmpty, "pages the README does not link: \(unlinked)")
    }

    /// The first spec a newcomer copies loads as it is, and makes the screen the README says.
    @Test func theReadmesFirstSpecLoads() throws {
        let spec = try #require(try DocumentationPage("README.md").fencedBlocks("yaml").first)
        #expect(spec.hasPrefix("# yaml-language-server: $schema="), "the spec shows the line that gives editors completion")
        let suite = try SpecLoader.parse(spec, file: "inbox.yaml")
        #expect(suite.screens.map(\.name) == ["inbox"])
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 25, "the first spec has \(lines.count) lines: keep it short enough to read at a glance")
        // The audit line the README quotes points at the name label, where `audit` reports it.
        let quoted = try #require(try DocumentationPage("README.md").text.firstMatch(of: /truncated-text inbox\.yaml:([0-9]+):([0-9]+):/))
        let (line, column) = (try #require(Int(quoted.1)), try #require(Int(quoted.2)))
        try #require(line <= lines.count)
        #expect(lines[line - 1].dropFirst(column - 1).hasPrefix(#"{text: "{name}""#), "\(lines[line - 1])")
    }

    @Test func everyRelativeLinkResolves() throws {
        let pages = try Self.pages()
        #expect(pages.count > 10)
        var problems: [String] = []
        var checked = 0
        for page in pages {
            for target in try DocumentationPage(page).linkTargets {
                checked += 1
                if let problem = try Self.problem(with: target, on: page) { problems.append(problem) }
            }
        }
        #expect(checked > 50)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check can fail: a missing file, a missing anchor and a path out of the repository are
    /// problems, while a good link, a local anchor and a web address are not. (The missing page's
    /// name is put together at run time, so that this file does not cite it for RuleReferencesTests.)
    @Test func theLinkCheckCatchesWhatIsMissing() throws {
        #expect(try Self.problem(with: "docs/specs.md", on: "README.md") == nil)
        #expect(try Self.problem(with: "../CHANGELOG.md#2026-11-27", on: "docs/performance.md") == nil)
        #expect(try Self.problem(with: "#quick-start", on: "README.md") == nil)
        #expect(try Self.problem(with: "https://example.com/nowhere", on: "README.md") == nil)
        #expect(try Self.problem(with: "docs/" + "no-such-page.md", on: "README.md") != nil)
        #expect(try Self.problem(with: "#no-such-heading", on: "README.md") != nil)
        #expect(try Self.problem(with: "../../outside.md", on: "docs/specs.md") != nil)
        #expect(try Self.problem(with: "spec-reference.md#suite", on: "docs/specs.md") == nil, "an explicit <a id> anchor")
        #expect(try Self.problem(with: "spec-reference.md#no-such-anchor", on: "docs/specs.md") != nil)
        let page = try DocumentationPage("docs/snapshots.md")
        #expect(page.anchors.isSuperset(of: ["snapshots", "with-swift-snapshot-testing", "what-changed-in-words"]))
    }
}
