import Foundation
import TestSupport
import Testing

/// docs/cli.md, which `tools/reference-docs` writes from `proofsheet --experimental-dump-help`,
/// has a section for every command the executable shows and a row for every argument and option
/// of it, and nothing the executable does not have: a command or option added, renamed or removed
/// without running the tool fails here.
@Suite struct CLIReferenceTests {
    /// A command or argument as ArgumentParser's dump describes it (the keys the page shows).
    struct Command: Decodable {
        var commandName: String
        var shouldDisplay: Bool
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        struct Name: Decodable { var kind: String, name: String }
        var kind: String
        var shouldDisplay: Bool
        var names: [Name]?
        var valueName: String?

        /// How the page's row starts: `--device`, `-o, --output`, `<specs>`.
        var spelled: String {
            guard let names else { return "<\(valueName ?? "")>" }
            let dashes = ["long": "--", "short": "-", "longWithSingleDash": "-"]
            return names.sorted { $0.kind == "short" && $1.kind != "short" }.map { (dashes[$0.kind] ?? "?") + $0.name }.joined(separator: ", ")
        }
    }

    struct Dump: Decodable { var command: Command }

    /// The page's sections by heading (`proofsheet check`), each with the first cells of its rows.
    static func sections(of page: String) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var current: String?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                sections[current!] = []
            } else if let heading = current, line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") {
                sections[heading]!.append(String(line[line.index(line.startIndex, offsetBy: 3)..<end]))
            }
        }
        return sections
    }

    @Test func everyCommandAndOptionIsInThePage() throws {
        let result = try CLIRunner.run("--experimental-dump-help")
        #expect(result.status == 0, "\(result.stderr)")
        let root = try JSONDecoder().decode(Dump.self, from: Data(result.stdout.utf8)).command
        // ArgumentParser's own `help` command is `--help` by another name; hidden ones are for tools.
        let commands =
            [("proofsheet", root)]
            + (root.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" }
            .map { ("proofsheet \($0.commandName)", $0) }
        #expect(commands.count > 10)
        let sections = Self.sections(of: try String(contentsOf: Repository.url("docs/cli.md"), encoding: .utf8))
        let fix = "run tools/reference-docs and commit docs/cli.md"
        #expect(Set(sections.keys) == Set(commands.map(\.0)), "the page's sections are not the commands: \(fix)")
        for (heading, command) in commands {
            let shown = (command.arguments ?? []).filter(\.shouldDisplay).map(\.spelled)
            let rows = (sections[heading] ?? []).map { $0.replacingOccurrences(of: " ...", with: "") }
            let undocumented = shown.filter { spelled in !rows.contains { $0 == spelled || $0.hasPrefix(spelled + " <") } }
            let stale = rows.filter { row in !shown.contains { row == $0 || row.hasPrefix($0 + " <") } }
            #expect(undocumented.isEmpty, "\(heading): not in docs/cli.md: \(undocumented); \(fix)")
            #expect(stale.isEmpty, "\(heading): in docs/cli.md but not in the command: \(stale); \(fix)")
        }
    }
}
