import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `proofsheet audit` end to end: the SARIF validated against the SARIF 2.1.0 schema (by
/// `tools/validate-sarif`, which `tools/bootstrap` installs), JUnit counts against the JSON of the
/// same run, exit codes and their messages, baselines, `-o` and job-count independence. The rules
/// themselves, each at an exact category, are `AuditRuleTests`'.
@Suite struct AuditCommandTests {
    static let root = Repository.root
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("audit")
    }

    /// Findings of both severities at lines the tests find by their text: a fixed-size, low-contrast
    /// note (error and warning), a 13 pt tall tappable link (under 24 pt: error), and a 32 pt tall
    /// tappable toolbar cell (under 44 pt: warning) whose second label, written after an emoji on
    /// the cell's one line, is clipped at AX5 (error).
    static let fixture = """
        # The audit CLI tests' spec: findings of both severities at known lines.
        name: Audit fixture
        screens:
          - name: settings
            devices: [iPhone 16]
            layout: {kind: list}
            cell:
              padding: {top: 2, left: 16, bottom: 2, right: 16}
              background: systemBackground
              tappable: true
              stack:
                items:
                  - label: {text: "{title}", style: body}
                  - label: {text: "{note}", font: {family: Inter, size: 13}, color: "#999999"}
                  - label: {text: Learn more, style: caption2, tappable: true}
            items:
              - {title: Wi-Fi, note: Home network}
          - name: toolbar
            devices: [iPhone 16]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "👋", style: caption1}}, {label: {text: "{name}", style: caption1}}]}, height: 32, tappable: true}
            items:
              - {name: Edit}

        """

    /// Only a warning: a label in a fixed 17 pt font.
    static let warningsOnly = """
        name: Warnings only
        screens:
          - name: fixed
            devices: [iPhone 16]
            layout: {kind: list}
            cell: {padding: 12, stack: {items: [{label: {text: "{text}", font: {family: Inter, size: 17}}}]}}
            items:
              - {text: Fixed}

        """

    static let categories = ["--category", "large", "--category", "AX5"]

    // MARK: - SARIF

    /// The fixture's SARIF is valid SARIF 2.1.0, names every rule with its level, and puts each
    /// result at its template element's line and column, counted in code points as it says.
    @Test func sarifOfTheFixtureIsValidAndLocatesTheTemplateElements() throws {
        try write(Self.fixture, to: "fixture.yaml")
        let run = try audit(["fixture.yaml", "--format", "sarif"] + Self.categories)
        #expect(run.status == 1, "\(run.stderr)")
        try validateSARIF(run.stdout)

        let log = try #require(run.json)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
        let results = try checkRulesAndResults(of: runs[0])
        let lines = Self.fixture.components(separatedBy: "\n")
        // Every result sits at the line of its template element, found by the element's text.
        let markers = [
            "screens[0].cell.stack.items[1].label": #"{text: "{note}""#,
            "screens[0].cell.stack.items[2].label": "{text: Learn more",
            "screens[1].cell": "{stack: {items:",
            "screens[1].cell.stack.items[0].label": #"{text: "👋""#,
            "screens[1].cell.stack.items[1].label": #"{text: "{name}""#,
        ]
        var found: Set<String> = []
        var columns: [String: Int] = [:]
        for result in results {
            let keyPath = try #require(Self.keyPath(of: result))
            let location = try #require(Self.physicalLocation(of: result))
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "fixture.yaml")
            let region = try #require(location["region"] as? [String: Any])
            let marker = try #require(markers[keyPath], "a result at an element the test does not expect: \(keyPath)")
            let expected = try #require(Self.position(of: marker, in: lines))
            #expect(region["startLine"] as? Int == expected.line, "\(keyPath)")
            #expect(region["startColumn"] as? Int == expected.column, "\(keyPath)")
            columns[keyPath] = region["startColumn"] as? Int
            #expect(result["suppressions"] == nil)
            found.insert("\(result["ruleId"] as? String ?? "?") \(keyPath)")
        }
        #expect(
            found.isSuperset(of: [
                "low-contrast screens[0].cell.stack.items[1].label", "fixed-size-text screens[0].cell.stack.items[1].label",
                "tap-target-below-24pt screens[0].cell.stack.items[2].label", "tap-target-below-44pt screens[1].cell",
                "clipped-text screens[1].cell.stack.items[1].label",
            ]), "\(found.sorted())")
        // The clipped label is written after an emoji: its column counts code points, one fewer
        // than UTF-16 units would.
        let toolbarLine = try #require(lines.first { $0.contains("{stack: {items:") })
        let start = try #require(toolbarLine.range(of: #"{text: "{name}""#)).lowerBound
        let codePoints = toolbarLine.unicodeScalars.distance(from: toolbarLine.startIndex, to: start) + 1
        #expect(toolbarLine.utf16.distance(from: toolbarLine.startIndex, to: start) + 1 == codePoints + 1)
        #expect(columns["screens[1].cell.stack.items[1].label"] == codePoints)
    }

    /// Findings a baseline accepts are reported with a suppression; the others without.
    @Test func acceptedFindingsCarrySuppressionsInSARIF() throws {
        try write(Self.fixture, to: "fixture.yaml")
        // A baseline of the settings screen's findings only.
        let written = try audit(["fixture.yaml", "--screen", "settings", "--write-baseline", "settings.json"] + Self.categories)
        #expect(written.status == 1, "\(written.stderr)")
        let run = try audit(["fixture.yaml", "--format", "sarif", "--baseline", "settings.json"] + Self.categories)
        #expect(run.status == 1, "the toolbar's findings still fail: \(run.stderr)")
        try validateSARIF(run.stdout)
        let runs = try #require(run.json?["runs"] as? [[String: Any]])
        let results = try checkRulesAndResults(of: runs[0])
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count >= 3)
        #expect(suppressed.count < results.count)
        for result in results {
            let keyPath = try #require(Self.keyPath(of: result))
            let suppressions = result["suppressions"] as? [[String: Any]]
            if keyPath.hasPrefix("screens[0].") {
                #expect(suppressions?.count == 1, "\(keyPath)")
                #expect(suppressions?.first?["kind"] as? String == "external")
                #expect((suppressions?.first?["justification"] as? String)?.contains("baseline") == true)
            } else {
                #expect(suppressions == nil, "\(keyPath)")
            }
        }
    }

    /// The SARIF of the bundled examples validates too: recipes (findings at the label lines of its
    /// template, the spec path as given) and plain-table (no results).
    @Test func sarifOfTheExamplesIsValid() throws {
        let recipes = try CLIRunner.run(arguments: ["audit", "Examples/recipes.yaml", "--format", "sarif"], directory: Self.root)
        #expect(recipes.status == 1, "\(recipes.stderr)")
        try validateSARIF(recipes.stdout)
        let run = try #require((recipes.json?["runs"] as? [[String: Any]])?.first)
        let results = try checkRulesAndResults(of: run)
        #expect(!results.isEmpty)
        let lines = try String(contentsOf: Self.root.appendingPathComponent("Examples/recipes.yaml"), encoding: .utf8).components(separatedBy: "\n")
        for result in results {
            let location = try #require(Self.physicalLocation(of: result))
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Examples/recipes.yaml")
            let region = try #require(location["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int)
            let column = try #require(region["startColumn"] as? Int)
            // Every recipes finding is on a label, written `- label: {text: …}` on its own line.
            #expect(try #require(Self.keyPath(of: result)).hasSuffix(".label"))
            let text = lines[line - 1]
            #expect(text.contains("- label: "), "line \(line): \(text)")
            #expect(String(text.unicodeScalars.dropFirst(column - 1)).hasPrefix("{text: "), "line \(line), column \(column): \(text)")
        }

        let plain = try CLIRunner.run(arguments: ["audit", "Examples/plain-table.yaml", "--format", "sarif"], directory: Self.root)
        #expect(plain.status == 0, "\(plain.stderr)")
        try validateSARIF(plain.stdout)
        let plainRun = try #require((plain.json?["runs"] as? [[String: Any]])?.first)
        #expect(try checkRulesAndResults(of: plainRun).isEmpty)
    }

    /// One light-grey label template on 21 items: before grouping, 21 identical `low-contrast`
    /// findings (issue 37 point 5). Now the text report has one line naming items 0–20, the JSON
    /// keeps all 21 findings and one group indexing them (valid against its schema, version 1.3),
    /// and SARIF has one result at the label's line with the 21 findings as related locations.
    @Test func findingsOfOneTemplateElementAcrossItemsAreOneGroup() throws {
        let items = (1...21).map { "      - {title: Item \($0)}" }.joined(separator: "\n")
        try write(
            """
            name: Grouped
            screens:
              - name: tiles
                devices: [iPhone 16]
                layout: {kind: list}
                cell: {padding: 12, background: "#FFFFFF", stack: {items: [{label: {text: "{title}", style: body, color: "#AAAAAA"}}]}}
                items:
            \(items)

            """, to: "grouped.yaml")
        let text = try audit(["grouped.yaml", "--category", "large"])
        #expect(text.status == 1, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(text.stdout)")
        #expect(
            lines.first?.hasSuffix(
                "tiles · iPhone 16 · 1 column · light · items 0–20 stack.items[0].label: 21 items, item 0 'Item 1': "
                    + "contrast 2.32:1, needs 4.5:1 (normal text, #AAAAAA on #FFFFFF); only at L") == true, "\(text.stdout)")
        #expect(lines.last == "1 finding (on 21 elements) in 1 variant: 1 error, 0 warnings, 0 notes")

        let json = try audit(["grouped.yaml", "--category", "large", "--format", "json"])
        let document = try #require(json.json)
        #expect(document["schemaVersion"] as? String == "1.3")
        #expect((document["findings"] as? [Any])?.count == 21)
        let groups = try #require(document["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        #expect(groups.first?["findings"] as? [Int] == Array(0..<21))
        #expect(groups.first?["places"] as? String == "items 0–20")
        #expect(groups.first?["firstCategory"] as? String == "large")
        try write(json.stdout, to: "grouped.json")
        let validation = try JSONSchemaValidation.run("audit.schema.json", [folder.appendingPathComponent("grouped.json")])
        #expect(validation?.status == 0, "\(validation?.stderr ?? "")")

        let sarif = try audit(["grouped.yaml", "--category", "large", "--format", "sarif"])
        try validateSARIF(sarif.stdout)
        let run = try #require((sarif.json?["runs"] as? [[String: Any]])?.first)
        let results = try checkRulesAndResults(of: run)
        #expect(results.count == 1)
        let result = try #require(results.first)
        #expect((result["locations"] as? [Any])?.count == 1)
        #expect(Self.keyPath(of: result) == "screens[0].cell.stack.items[0].label")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == Array(0..<21))
        #expect(
            (related[20]["message"] as? [String: Any])?["text"] as? String
                == "tiles · iPhone 16 · 1 column · light · item 20 stack.items[0].label 'Item 21': contrast 2.32:1, needs 4.5:1 (normal text, #AAAAAA on #FFFFFF); only at L"
        )
        #expect(((result["properties"] as? [String: Any])?["elements"] as? [String])?.count == 21)
    }

    /// The validator is not vacuous: a log without its tool, or with a level SARIF does not have,
    /// is rejected.
    @Test func theValidatorRejectsInvalidSARIF() throws {
        try write(Self.fixture, to: "fixture.yaml")
        let run = try audit(["fixture.yaml", "--format", "sarif", "--category", "large"])
        var log = try #require(run.json)
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["level"] = "fatal"
        runs[0]["results"] = results
        runs[0]["tool"] = nil
        log["runs"] = runs
        let invalid = String(decoding: try JSONSerialization.data(withJSONObject: log), as: UTF8.self)
        let result = try runValidator(on: invalid)
        #expect(result?.status == 1)
        #expect(result?.stderr.contains("'tool' is a required property") == true, "\(result?.stderr ?? "")")
        #expect(result?.stderr.contains("'fatal' is not one of") == true)
    }

    /// Names, messages and the spec path with characters XML and URIs must escape: the JUnit is
    /// well-formed and keeps them, the SARIF validates and its URI decodes to the path.
    @Test func escapingInJUnitAndSARIF() throws {
        let name = #"a spec & <"notes">#1.yaml"#
        try write(
            """
            name: Escapes
            screens:
              - name: "rows <&> 'quoted'"
                devices: [iPhone 16]
                layout: {kind: list}
                cell: {padding: 12, stack: {items: [{label: {text: "{text}", font: {family: Inter, size: 15}}}]}}
                items:
                  - {text: "Fish & chips <\\"today\\"> \\a bell"}

            """, to: name)
        let junit = try audit([name, "--format", "junit", "--fail-on", "warning", "--category", "large"])
        #expect(junit.status == 1, "\(junit.stderr)")
        let document = try JUnitDocument.parse(junit.stdout)
        #expect(document.suite["name"] == "audit \(name)")
        #expect(document.count(of: "failure") >= 1)
        #expect(document.text.contains(#"Fish & chips <"today">"#), "\(document.text)")
        #expect(document.testCaseNames.allSatisfy { !$0.isEmpty })
        #expect(document.testCaseClassNames.contains("rows <&> 'quoted'.iPhone 16"))

        let sarif = try audit([name, "--format", "sarif", "--category", "large"])
        try validateSARIF(sarif.stdout)
        let results = try #require((sarif.json?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uri = try #require((Self.physicalLocation(of: results[0])?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.removingPercentEncoding == name)
        #expect(!uri.contains(" ") && !uri.contains("#") && !uri.contains("<"), "\(uri)")
    }

    // MARK: - JUnit

    /// JUnit counts agree with the JSON of the same run: a test case per finding (accepted ones
    /// skipped), failures for those at --fail-on or above.
    @Test(arguments: ["warning", "error"])
    func junitCountsAgreeWithJSON(failOn: String) throws {
        try write(Self.fixture, to: "fixture.yaml")
        _ = try audit(["fixture.yaml", "--screen", "toolbar", "--write-baseline", "toolbar.json"] + Self.categories)
        for baseline in [[], ["--baseline", "toolbar.json"]] {
            let options = ["fixture.yaml", "--fail-on", failOn] + baseline + Self.categories
            let json = try audit(options + ["--format", "json"])
            let junit = try audit(options + ["--format", "junit"])
            #expect(junit.status == json.status)
            let object = try #require(json.json)
            let findings = try #require(object["findings"] as? [[String: Any]])
            let accepted = try #require(object["accepted"] as? [[String: Any]])
            let level = try #require(AuditSeverity(rawValue: failOn))
            let failing = findings.filter { AuditSeverity(rawValue: $0["severity"] as? String ?? "")! >= level }
            #expect(!findings.isEmpty)
            #expect(accepted.isEmpty == baseline.isEmpty)
            #expect(json.status == (failing.isEmpty ? 0 : 1))

            let document = try JUnitDocument.parse(junit.stdout)
            #expect(document.count(of: "testcase") == findings.count + accepted.count)
            #expect(document.count(of: "failure") == failing.count)
            #expect(document.count(of: "skipped") == accepted.count)
            #expect(document.count(of: "system-out") == findings.count - failing.count)
            #expect(document.suite["tests"] == String(findings.count + accepted.count))
            #expect(document.suite["failures"] == String(failing.count))
            #expect(document.suite["skipped"] == String(accepted.count))
        }
    }

    /// Warnings alone fail only --fail-on warning: one passing test case per warning at error.
    @Test func junitOfWarningsOnly() throws {
        try write(Self.warningsOnly, to: "warnings.yaml")
        let atError = try audit(["warnings.yaml", "--format", "junit"] + Self.categories)
        #expect(atError.status == 0, "\(atError.stderr)")
        let passing = try JUnitDocument.parse(atError.stdout)
        #expect(passing.count(of: "testcase") == 1)
        #expect(passing.count(of: "failure") == 0)
        #expect(passing.text.contains("warning: item 0 stack.items[0].label 'Fixed': 17 pt at every size"), "\(passing.text)")

        let atWarning = try audit(["warnings.yaml", "--format", "junit", "--fail-on", "warning"] + Self.categories)
        #expect(atWarning.status == 1)
        #expect(try JUnitDocument.parse(atWarning.stdout).count(of: "failure") == 1)
    }

    // MARK: - Exit codes

    @Test func exitZeroWhenNothingReachesFailOn() throws {
        let plain = try CLIRunner.run(arguments: ["audit", "Examples/plain-table.yaml"], directory: Self.root)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout == "0 findings in 12 variants: 0 errors, 0 warnings, 0 notes\n")
        #expect(plain.stderr.isEmpty)

        try write(Self.warningsOnly, to: "warnings.yaml")
        let atError = try audit(["warnings.yaml"] + Self.categories)
        #expect(atError.status == 0, "\(atError.stderr)")
        let label = try #require(Self.position(of: #"{text: "{text}""#, in: Self.warningsOnly.components(separatedBy: "\n")))
        #expect(
            atError.stdout.hasPrefix(
                "warning fixed-size-text warnings.yaml:\(label.line):\(label.column): fixed · iPhone 16 · 1 column · light · item 0 stack.items[0].label 'Fixed'"
            ))
        #expect(atError.stdout.hasSuffix("\n1 finding in 2 variants: 0 errors, 1 warning, 0 notes\n"))
        #expect(try audit(["warnings.yaml", "--fail-on", "error"] + Self.categories).status == 0)
        #expect(try audit(["warnings.yaml", "--fail-on", "warning"] + Self.categories).status == 1)
        #expect(try audit(["warnings.yaml", "--fail-on", "note"] + Self.categories).status == 1)
    }

    @Test func exitOneWhenSomethingReachesFailOn() throws {
        try write(Self.fixture, to: "fixture.yaml")
        let run = try audit(["fixture.yaml"] + Self.categories)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "error low-contrast fixture.yaml:14:20: settings · iPhone 16 · 1 column · light · item 0 stack.items[1].label 'Home network': contrast 2.85:1, needs 4.5:1"
            ))
        #expect(run.stderr.isEmpty)
    }

    /// Bad input exits 2 with one line naming the bad value or file and what would be valid, and
    /// writes no report.
    @Test func exitTwoForBadInput() throws {
        try write(Self.fixture, to: "fixture.yaml")
        try write("not json\n", to: "garbage.json")
        try write(#"{"version": 2, "accepted": []}"# + "\n", to: "future.json")
        try write(#"{"schemaVersion": "2.0", "version": 1, "accepted": []}"# + "\n", to: "newer.json")
        try write(#"{"version": 1, "accepted": [{"key": "k", "rule": "r", "variant": "v"}]}"# + "\n", to: "partial.json")
        let cases: [(arguments: [String], message: [String])] = [
            (["fixture.yaml", "--format", "xml"], ["'xml'", "--format", "'text', 'json', 'sarif' or 'junit'"]),
            (["fixture.yaml", "--format", "csv"], ["'csv'", "'text', 'json', 'sarif' or 'junit'"]),
            (["missing.yaml"], ["missing.yaml: cannot read the file: No such file or directory"]),
            (
                ["fixture.yaml", "--baseline", "garbage.json"],
                ["garbage.json: not an audit baseline: the file is not JSON", "valid: the JSON --write-baseline writes", #""version": 1"#]
            ),
            (["fixture.yaml", "--baseline", "future.json"], ["future.json: audit baseline version 2 is not supported; valid: 1"]),
            (
                ["fixture.yaml", "--baseline", "newer.json"],
                ["newer.json: not an audit baseline this ProofSheet reads: its schemaVersion 2.0 is newer than this ProofSheet reads (1.x)"]
            ),
            (
                ["fixture.yaml", "--baseline", "partial.json"],
                ["partial.json: not an audit baseline: 'accepted[0].element' is missing", "--write-baseline"]
            ),
            (["fixture.yaml", "--baseline", "absent.json"], ["absent.json: cannot read the file"]),
            (["fixture.yaml", "--device", "iPhone 99"], ["'iPhone 99'", "its devices: iPhone 16"]),
            (["fixture.yaml", "--fail-on", "fatal"], ["'fatal'", "'note', 'warning' or 'error'"]),
            (["fixture.yaml", "--jobs", "0"], ["--jobs 0", "valid: 1...256"]),
        ]
        for (arguments, message) in cases {
            let run = try audit(arguments + ["-o", "report.txt"])
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("proofsheet: "), "\(arguments): \(run.stderr)")
            for part in message {
                #expect(run.stderr.contains(part), "\(arguments): \(run.stderr) lacks \(part)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path), "\(arguments)")
        }
    }

    // MARK: - Baseline and -o

    /// A baseline of every finding makes the run pass and says how many it accepted, and so does
    /// the same file as written before baselines carried a `schemaVersion`; a finding the spec
    /// gains afterwards fails alone.
    @Test func baselineAcceptsWhatItListsAndOnlyNewFindingsFail() throws {
        try write(Self.fixture, to: "fixture.yaml")
        let first = try audit(["fixture.yaml", "--format", "json", "--write-baseline", "baseline.json"] + Self.categories)
        #expect(first.status == 1)
        let findings = try #require(first.json?["findings"] as? [[String: Any]])
        #expect(findings.count >= 5)
        let baseline = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("baseline.json"))) as? [String: Any])
        #expect(baseline["version"] as? Int == 1)
        #expect(baseline["schemaVersion"] as? String == "1.0")
        #expect((baseline["accepted"] as? [Any])?.count == findings.count)
        let written = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        let unversioned = written.replacingOccurrences(of: "  \"schemaVersion\" : \"1.0\",\n", with: "")
        #expect(unversioned.count < written.count)
        try write(unversioned, to: "unversioned.json")

        for file in ["baseline.json", "unversioned.json"] {
            let accepted = try audit(["fixture.yaml", "--baseline", file] + Self.categories)
            #expect(accepted.status == 0, "\(file): \(accepted.stdout)")
            #expect(accepted.stdout == "0 findings in 4 variants: 0 errors, 0 warnings, 0 notes; \(findings.count) accepted by the baseline\n")
        }

        // A new low-contrast label at the end of the settings row: one new finding, the rest stay accepted.
        let grown = Self.fixture.replacingOccurrences(
            of: "          - label: {text: Learn more, style: caption2, tappable: true}\n",
            with:
                "          - label: {text: Learn more, style: caption2, tappable: true}\n          - label: {text: Updated daily, style: body, color: \"#AAAAAA\"}\n"
        )
        #expect(grown != Self.fixture)
        try write(grown, to: "fixture.yaml")
        let text = try audit(["fixture.yaml", "--baseline", "baseline.json"] + Self.categories)
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(text.stdout)")
        #expect(
            lines.first?.hasPrefix(
                "error low-contrast fixture.yaml:16:20: settings · iPhone 16 · 1 column · light · item 0 stack.items[3].label 'Updated daily'")
                == true, "\(text.stdout)")
        #expect(lines.last == "1 finding in 4 variants: 1 error, 0 warnings, 0 notes; \(findings.count) accepted by the baseline")
        let json = try audit(["fixture.yaml", "--baseline", "baseline.json", "--format", "json"] + Self.categories)
        #expect((json.json?["findings"] as? [[String: Any]])?.count == 1)
        #expect((json.json?["accepted"] as? [[String: Any]])?.count == findings.count)
    }

    /// `-o` writes the report whole (the same bytes standard output gets), leaves no temporary
    /// file, replaces an older, longer report and prints the summary on standard error.
    @Test func outputFileIsWrittenWholeWithTheSummaryOnStandardError() throws {
        try write(Self.fixture, to: "fixture.yaml")
        let summary = try #require(try audit(["fixture.yaml", "--format", "json"] + Self.categories).json?["summary"] as? String)
        #expect(summary.contains(" findings in 4 variants: "))
        for format in ["text", "json", "sarif", "junit"] {
            try write(String(repeating: "an older, longer report\n", count: 10_000), to: "report.out")
            let standardOutput = try audit(["fixture.yaml", "--format", format] + Self.categories)
            let toFile = try audit(["fixture.yaml", "--format", format, "-o", "report.out"] + Self.categories)
            #expect(toFile.status == 1)
            #expect(toFile.stdout.isEmpty)
            #expect(toFile.stderr == "proofsheet: \(summary); report: report.out\n", "\(format)")
            let written = try String(contentsOf: folder.appendingPathComponent("report.out"), encoding: .utf8)
            #expect(written == standardOutput.stdout, "\(format)")
            if format == "sarif" { try validateSARIF(written) }
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(entries == ["fixture.yaml", "report.out"], "\(entries)")
        }
        // Under a file, where no folder can be made: exit 2 naming the path, nothing written.
        let nowhere = try audit(["fixture.yaml", "-o", "fixture.yaml/report.txt"] + Self.categories)
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.contains("fixture.yaml/report.txt") && nowhere.stderr.contains("is a file, not a folder"), "\(nowhere.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fixture.yaml", "report.out"])
    }

    // MARK: - Determinism

    /// The same findings in the same order at any job count: the JSON and SARIF are byte-identical.
    @Test func reportsAreTheSameAtOneAndTwoJobs() throws {
        for format in ["json", "sarif"] {
            let one = try CLIRunner.run(arguments: ["audit", "Examples/recipes.yaml", "--format", format, "--jobs", "1"], directory: Self.root)
            let two = try CLIRunner.run(arguments: ["audit", "Examples/recipes.yaml", "--format", format, "--jobs", "2"], directory: Self.root)
            #expect(one.status == 1 && two.status == 1)
            #expect(!one.stdout.isEmpty)
            #expect(one.stdout == two.stdout, "\(format)")
        }
        try write(Self.fixture, to: "fixture.yaml")
        let one = try audit(["fixture.yaml", "--format", "json", "--jobs", "1"])
        let two = try audit(["fixture.yaml", "--format", "json", "--jobs", "2"])
        #expect(one.status == 1)
        #expect(one.stdout == two.stdout)
        #expect((one.json?["variants"] as? Int) == 24)
    }

    // MARK: - Helpers

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// `proofsheet audit` with `arguments`, in the test's folder.
    func audit(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments: ["audit"] + arguments, directory: folder)
    }

    /// Checks `run`'s driver and results against `AuditRule` and returns the results: the rules
    /// list every rule id in order with its severity as level, and each result's ruleId, ruleIndex
    /// and level agree with them.
    func checkRulesAndResults(of run: [String: Any]) throws -> [[String: Any]] {
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ProofSheet")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        for (rule, expected) in zip(rules, AuditRule.allCases) {
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == expected.severity.rawValue, "\(expected)")
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == expected.summary)
            #expect(rule["helpUri"] as? String == expected.helpURI)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let rule = try #require(AuditRule(rawValue: id))
            #expect(result["ruleIndex"] as? Int == AuditRule.allCases.firstIndex(of: rule))
            #expect(result["level"] as? String == rule.severity.rawValue)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        return results
    }

    static func keyPath(of result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first
        return ((location?["logicalLocations"] as? [[String: Any]])?.first)?["fullyQualifiedName"] as? String
    }

    static func physicalLocation(of result: [String: Any]) -> [String: Any]? {
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    }

    /// The line (from 1) of the one line of `lines` containing `marker`, and the column (from 1, in
    /// code points) where it starts; nil unless exactly one line contains it.
    static func position(of marker: String, in lines: [String]) -> (line: Int, column: Int)? {
        let matching = lines.indices.filter { lines[$0].contains(marker) }
        guard matching.count == 1, let range = lines[matching[0]].range(of: marker) else { return nil }
        let line = lines[matching[0]]
        return (matching[0] + 1, line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1)
    }

    // MARK: - The schema

    /// Runs `tools/validate-sarif` on `sarif`; nil (with an issue recorded) when it cannot run.
    func runValidator(on sarif: String) throws -> ChildProcess.Result? {
        let file = folder.appendingPathComponent("validate-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let validator = Self.root.appendingPathComponent("tools/validate-sarif")
        do {
            let result = try ChildProcess.run(validator, [file.path])
            if result.status != 0 && result.status != 1 {
                Issue.record(
                    "tools/validate-sarif could not validate (exit \(result.status)): \(result.stderr) Run tools/bootstrap: it installs python3-jsonschema and the SARIF 2.1.0 schema."
                )
                return nil
            }
            return result
        } catch {
            Issue.record("cannot run tools/validate-sarif (\(error)); it needs python3 with jsonschema: run tools/bootstrap")
            return nil
        }
    }

    /// Fails unless `sarif` is valid against the SARIF 2.1.0 schema. A missing validator or
    /// schema fails too, saying to run tools/bootstrap: CI runs it first (tools/test).
    func validateSARIF(_ sarif: String) throws {
        guard let result = try runValidator(on: sarif) else { return }
        #expect(result.status == 0, "not valid SARIF 2.1.0:\n\(result.stderr)")
    }
}

/// What a JUnit document holds, read with Foundation's XML parser (which also checks that it is
/// well-formed): element counts, the test suite's attributes, test case names and all text.
final class JUnitDocument: NSObject, XMLParserDelegate {
    private var counts: [String: Int] = [:]
    private(set) var suite: [String: String] = [:]
    private(set) var testCaseNames: [String] = []
    private(set) var testCaseClassNames: [String] = []
    /// Character data and attribute values, in document order.
    private(set) var text = ""

    static func parse(_ xml: String) throws -> JUnitDocument {
        let document = JUnitDocument()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = document
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return document
    }

    func count(of element: String) -> Int { counts[element] ?? 0 }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
        if elementName == "testsuite" { suite = attributes }
        if elementName == "testcase" {
            testCaseNames.append(attributes["name"] ?? "")
            testCaseClassNames.append(attributes["classname"] ?? "")
        }
        text += attributes.keys.sorted().map { attributes[$0]! }.joined(separator: "\n") + "\n"
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
