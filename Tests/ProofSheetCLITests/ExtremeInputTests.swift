import Foundation
import TestSupport
import Testing

/// Random and extreme numbers in every numeric key of a spec and every numeric option: the
/// command exits 0 or 2 with one line on stderr, and never traps, crashes or hangs. Seeded, so
/// every run tries the same inputs; a failure names the seed, the command and the spec.
@Suite struct ExtremeInputTests {
    /// The kinds of number a spec holds, each with a sane value.
    enum Slot: String, CaseIterable {
        case length = "L"
        case screen = "W"
        case scale = "S"
        case columns = "C"
        case lines = "N"
        case fontSize = "F"
        case maximumPointSize = "M"
        case ratio = "R"
        case items = "I"
        case kern = "K"
        case multiple = "H"

        var sane: String {
            switch self {
            case .length: "8"
            case .screen: "393"
            case .scale: "3"
            case .columns: "2"
            case .lines: "2"
            case .fontSize: "17"
            case .maximumPointSize: "40"
            case .ratio: "1.5"
            case .items: "3"
            case .kern: "0.5"
            case .multiple: "1.2"
            }
        }
    }

    /// Values that have broken number handling somewhere: signs, zeros, denormals, overflow of
    /// Int32, Int64 and UInt64, NaN and infinities, bounds and one past them, fractions where a
    /// count is due, and things that are not numbers.
    static let extremes = [
        "0", "-0.0", "-1", "0.5", "1e-300", "1e300", "-1e300", ".nan", ".inf", "-.inf", "99999999999", "2147483648",
        "9223372036854775807", "18446744073709551616", "1e20", "100000", "100001", "1000", "1001", "3.5", "4", "101", "2.5",
        "abc", "[]", "{}", "~", "0x10", "1_000",
    ]

    /// Every numeric key of the spec format, each written «slot».
    static let template = """
        name: Extremes
        textStyles: {body: {lineHeightMultiple: «H», lineSpacing: «L», kern: «K»}}
        screens:
          - name: list
            devices: [{width: «W», height: «W», scale: «S»}]
            columns: {default: «C», byWidth: [{minWidth: «L», columns: «C»}], portrait: «C», landscape: «C», accessibility: «C»}
            layout: {kind: list, contentInset: «L», sectionInset: [«L», «L»], separatorInset: «L», interitemSpacing: «L», lineSpacing: «L»}
            header:
              padding: «L»
              stack: {items: [{label: {text: "{text}", lines: «N»}}]}
            cell:
              padding: {top: «L», left: «L», bottom: «L», right: «L»}
              border: {width: «L», cornerRadius: «L»}
              minHeight: «L»
              stack:
                axis: horizontal
                spacing: «L»
                rules: [{from: AX1, spacing: «L»}]
                items:
                  - image: {size: [«L», «L»], scaledWith: body, rules: [{from: AX3, size: «L»}]}
                  - spacer: {length: «L»}
                  - label: {text: "{t}", lines: «N», font: {family: Inter, size: «F»}, rules: [{from: AX2, lines: «N»}]}
                  - label: {text: "x", style: body, font: {family: Inter, maximumPointSize: «M»}}
                  - label: {text: "{t}", style: footnote, lineHeightMultiple: «H», minimumLineHeight: «L», maximumLineHeight: «L», lineSpacing: «L», kern: «K»}
            sections:
              - header: Section
                items: {repeat: «I», of: [{t: hello world}]}
              - items: [{t: a}]
          - name: grid
            devices: [{width: «W», scale: «S»}]
            columns: {counts: [«C»]}
            layout: {kind: grid, interitemSpacing: «L», lineSpacing: «L»}
            cell:
              height: «L»
              stack: {items: [{image: {aspectRatio: «R»}}, {label: {text: "{t}", lines: «N»}}]}
            items: {repeat: «I», of: [{t: a b c}]}
          - name: flow
            devices: [{width: «W», scale: «S»}]
            columns: «C»
            layout: {kind: flow, interitemSpacing: «L», lineSpacing: «L», uniformItemSize: false}
            cell: {width: «L», size: [«L», «L»], stack: {items: [{label: {text: "{t}"}}]}}
            items: {repeat: «I», of: [{t: tag}]}
          - name: waterfall
            devices: [{width: «W», scale: «S»}]
            columns: «C»
            layout: {kind: masonry, columnSpacing: «L», interitemSpacing: «L», contentInset: «L»}
            cell: {padding: «L», stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: {repeat: «I», of: [{t: one two three}]}
          - name: kodeco
            devices: [{width: «W», scale: «S»}]
            columns: «C»
            layout: {kind: masonry, cellPadding: «L»}
            cell: {stack: {items: [{image: {aspectRatio: «R»}}]}}
            items: {repeat: «I», of: [{t: x}]}
        """

    static let screens = ["list", "grid", "flow", "waterfall", "kodeco"]
    static let categories = ["xS", "large", "xxxL", "AX1", "AX3", "AX5"]

    /// The spec for `seed`: every slot sane but a few (odd seeds: all) replaced by an extreme or
    /// a random number.
    static func spec(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let wild = seed % 2 == 1 ? 1.0 : 0.1
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            text += rest[..<open]
            let slot = Slot(rawValue: String(rest[rest.index(after: open)..<close]))!
            if Double.random(in: 0..<1, using: &random) < wild {
                text +=
                    Bool.random(using: &random)
                    ? extremes.randomElement(using: &random)!
                    : String(Double.random(in: -2_000...200_000, using: &random).rounded(.toNearestOrEven))
            } else {
                text += slot.sane
            }
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// One line on stderr and exit 2, or success; never a signal or a hang.
    static func expectCleanExit(_ result: CLIRunner.Result, _ context: @autoclosure () -> String) {
        #expect(!result.timedOut, "hung: \(context())")
        #expect(!result.signalled, "killed by signal \(result.status): \(context())\n\(result.stderr.prefix(2_000))")
        #expect(result.status == 0 || result.status == 2, "exit \(result.status): \(context())")
        if result.status == 2 {
            #expect(result.stderr.hasPrefix("proofsheet: "), "\(context())\n\(result.stderr.prefix(500))")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.count < 2_000, "\(context())\n\(result.stderr.prefix(2_000))")
        }
    }

    @Test(arguments: 1...48)
    func everyNumericKeyOfASpecExitsCleanly(seed: Int) throws {
        let folder = try ScratchFolder("extreme")
        let spec = Self.spec(seed: UInt64(seed))
        let path = folder.file("spec.yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        var random = SplitMix64(seed: UInt64(seed) &* 7919)
        for screen in Self.screens {
            let category = Self.categories.randomElement(using: &random)!
            let layout = try CLIRunner.run(arguments: ["layout", path, "--screen", screen, "--category", category], timeout: 120)
            Self.expectCleanExit(layout, "seed \(seed): layout --screen \(screen) --category \(category)\n\(spec)")
            // Draw what laid out, as PNG, for a third of the screens.
            if layout.status == 0, Int.random(in: 0..<3, using: &random) == 0 {
                let output = folder.file("\(screen).png").path
                let render = try CLIRunner.run(
                    arguments: ["render", path, "--screen", screen, "--category", category, "--scale", "1", "--first-screen", "-o", output],
                    timeout: 120
                )
                Self.expectCleanExit(render, "seed \(seed): render --screen \(screen) --category \(category)\n\(spec)")
            }
        }
    }

    /// Each command with one numeric option set to each extreme value.
    @Test(arguments: [
        ["measure", "Hello", "--style", "body", "--category", "AX5", "--width"],
        ["measure", "Hello", "--style", "body", "--category", "AX5", "--width", "100", "--lines"],
        ["measure", "Hello", "--style", "body", "--category", "AX5", "--width", "100", "--display-scale"],
        ["measure", "Hello", "--style", "body", "--category", "AX5", "--width", "100", "--line-height"],
        ["metrics", "--style", "body", "--value"],
        ["metrics", "--style", "body", "--value", "17", "--display-scale"],
        ["metrics", "--style", "body", "--value", "17", "--maximum-point-size"],
        ["layout", "«spec»", "--category", "AX5", "--width"],
        ["layout", "«spec»", "--category", "AX5", "--columns"],
        ["layout", "«spec»", "--category", "AX5", "--width", "320", "--scale"],
        ["render", "«spec»", "--category", "large", "-o", "«out»/r.png", "--scale"],
        ["render", "«spec»", "--category", "large", "-o", "«out»/r.png", "--width"],
        ["sheet", "«spec»", "--category", "large", "-o", "«out»", "--zoom"],
        ["sheet", "«spec»", "--category", "large", "-o", "«out»", "--jobs"],
        // An explicit record mode: under CI=true check would not record and would exit 3 (missing).
        ["check", "«spec»", "--category", "large", "--record", "missing", "--snapshots", "«out»/s", "--out", "«out»/o", "--threshold"],
        ["check", "«spec»", "--category", "large", "--record", "missing", "--snapshots", "«out»/s", "--out", "«out»/o", "--max-diff-ratio"],
        ["check", "«spec»", "--category", "large", "--record", "missing", "--snapshots", "«out»/s", "--out", "«out»/o", "--columns"],
    ])
    func everyNumericOptionExitsCleanly(command: [String]) throws {
        let folder = try ScratchFolder("extreme-option")
        let spec = CheckCommandTests.examples.appendingPathComponent("plain-table.yaml").path
        let arguments = command.map { $0.replacingOccurrences(of: "«spec»", with: spec).replacingOccurrences(of: "«out»", with: folder.path) }
        for value in Self.extremes + ["-5", "3", "2"] {
            let result = try CLIRunner.run(arguments: arguments + [value], timeout: 120)
            Self.expectCleanExit(result, "\(command.joined(separator: " ")) \(value)")
        }
    }
}
