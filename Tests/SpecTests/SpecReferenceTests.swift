import Foundation
import Spec
import TestSupport
import Testing

/// The spec reference and the spec's JSON Schema (tools/spec-reference) against the code and the
/// loader: the committed files are what the key tables write; at every mapping of a spec the
/// loader knows exactly the keys the reference lists; the bundled examples and the fuzzer's seed
/// specs are valid against the schema; and specs with a mistake fail both the schema and the
/// loader. Schema checks run `tools/validate-json` (python3 with jsonschema and yaml, which
/// tools/bootstrap installs); without it they fail, saying to run tools/bootstrap.
@Suite struct SpecReferenceTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("spec-reference")
    }

    @Test func committedFilesAreWhatTheKeyTablesWrite() throws {
        for (path, contents) in SpecReference.files() {
            let committed = try? String(contentsOf: Repository.url(path), encoding: .utf8)
            #expect(committed == contents, "\(path) is not what the spec's key tables write: run tools/spec-reference and commit it")
        }
    }

    @Test func everyObjectAndNameSetHasItsOwnSchemaDefinition() {
        let names = SpecObject.allCases.map(\.rawValue) + SpecNames.all.map(\.id)
        #expect(Set(names).count == names.count, "\(names)")
    }

    /// A spec holding every mapping the reference describes, each followed by its marker
    /// (`«label»`), where a test puts a key into it. Read as if it were in Examples/, beside the
    /// string catalog it uses (``load(_:)``).
    static let everyObject = """
        name: Reference«suite»
        strings: Messages.xcstrings
        colors: {brand: {light: "#FF9500", dark: "#FF9F0A"«colorDefinition»}}
        textStyles: {body: {kern: 0«paragraph»}}
        screens:
          - name: all«screen»
            devices: [{width: 320«device»}]
            columns: {default: 1«columns», byWidth: [{minWidth: 0, columns: 1«widthBreakpoint»}]}
            layout: {kind: flow, contentInset: {top: 1«insets»}«layout»}
            cell:
              border: {width: 1«border»}«cell»
              accessories: [{label: {text: x«accessoryLabel»}«accessory»}]
              stack:
                alignment: leading
                rules: [{from: AX1, spacing: 2«stackRule»}]
                customSpacing: [{after: 0, spacing: 1«customSpacing»}]
                items:
                  - label: {text: "{name}", font: {family: Inter, size: 17«font»}, rules: [{from: AX1, lines: 1«labelRule»}]«label»}
                  - image: {size: 4, rules: [{from: AX1, hidden: true«imageRule»}], accessibility: {label: x«accessibility»}«image»}
                  - image: {symbol: {name: heart, textStyle: body«symbol»}}
                  - spacer: {length: 1«spacer»}
                  - button: {title: Save«button»}
                  - switch: {onTintColor: systemGreen«switch»}
                  - button: {title: Cart, image: {symbol: cart«buttonImage»}}
                  - segmentedControl: {segments: [Day, Week]«segmentedControl»}
                  - searchField: {placeholder: Search«searchField»}
                  - listContent: {text: Wi-Fi«listContent»}
                  - {stack: {items: [{label: {text: x}}]«stack»}«element»}
            navigationBar: {title: Settings, trailing: [{title: Done«barButtonItem»}], searchField: {placeholder: Search«barSearchField»}, titleAccessibility: {label: {en: Settings}«barAccessibility»}«navigationBar»}
            tabBar: {items: [{title: Home«tabBarItem»}]«tabBar»}
            toolbar: {items: [Share]«toolbar»}
            sections:
              - header: {key: time.monday«stringKey»}
                items: {repeat: 2, of: [{name: Anna}]«repeatedItems»}«section»
        """

    /// The markers of mappings written in block style, with the indent of their keys.
    static let blockIndents: [SpecObject: Int] = [.suite: 0, .screen: 4, .cell: 6, .section: 8]

    /// ``everyObject`` with `entry` (`key: value`) put into `object`'s mapping.
    static func spec(with entry: String, in object: SpecObject) -> String {
        var text = everyObject
        for marker in SpecObject.allCases {
            let insertion = blockIndents[marker].map { "\n" + String(repeating: " ", count: $0) + entry } ?? ", \(entry)"
            text = text.replacingOccurrences(of: "«\(marker.rawValue)»", with: marker == object ? insertion : "")
        }
        return text
    }

    /// Loads `text` as a spec in Examples/.
    static func load(_ text: String) throws(SpecError) -> Suite {
        try SpecLoader.parse(text, file: Repository.example("every-object.yaml"))
    }

    @Test func theSpecOfEveryObjectLoads() throws {
        #expect(throws: Never.self) { try Self.load(Self.spec(with: "", in: .suite)) }
        #expect(SpecObject.allCases.allSatisfy { Self.everyObject.contains("«\($0.rawValue)»") })
    }

    /// Each key the reference lists for a mapping, written with its example value, is one the
    /// loader knows there: whatever else it says of the value, it never calls the key unknown.
    /// Every other key of the reference is unknown there: a key table left out of an object's
    /// reference, or one the decoder does not check, fails.
    @Test(arguments: SpecObject.allCases) func loaderKnowsExactlyTheKeysOfTheReference(_ object: SpecObject) throws {
        let listed = Set(object.keys.map(\.key))
        for (key, reference) in object.keys {
            do {
                _ = try Self.load(Self.spec(with: reference.example, in: object))
            } catch {
                #expect(!error.problem.hasPrefix("unknown key"), "\(object.rawValue).\(key) (\(reference.example)): \(error)")
            }
        }
        var tried = listed
        for other in SpecObject.allCases {
            for (key, reference) in other.keys where tried.insert(key).inserted {
                let error = #expect(throws: SpecError.self, "\(object.rawValue).\(key)") {
                    _ = try Self.load(Self.spec(with: reference.example, in: object))
                }
                #expect(error?.problem.hasPrefix("unknown key '\(key)'") == true, "\(object.rawValue).\(key): \(String(describing: error))")
            }
        }
    }

    /// A key the reference does not list is refused by the loader where it is, and by the schema.
    @Test func unknownKeysFailTheLoaderAndTheSchemaInEveryObject() throws {
        var files: [URL] = []
        for object in SpecObject.allCases {
            let text = Self.spec(with: "zzz: 1", in: object)
            let error = #expect(throws: SpecError.self, "\(object.rawValue)") { try Self.load(text) }
            #expect(
                error?.problem.hasPrefix("unknown key 'zzz'") == true && error?.keyPath.hasSuffix("zzz") == true,
                "\(object.rawValue): \(String(describing: error))")
            files.append(try scratch.write(Array(text.utf8), to: "\(object.rawValue).yaml"))
        }
        try expectInvalid(files)
    }

    /// The bundled examples, the fuzzer's seed specs and the benchmarks' generated suite load and
    /// are valid against the schema.
    @Test func examplesAndGeneratedSpecsAreValid() throws {
        let folders = [Repository.examples, Repository.url("tools/fuzz/corpus/spec")]
        var files = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted().map {
                folder.appendingPathComponent($0)
            }
        }
        #expect(files.count >= 4 + 9)
        let generated = scratch.file("generated.yaml")
        let generator = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.url("tools/bench/generate_suite.py").path, "100", generated.path])
        try #require(generator.status == 0, "\(generator.stderr)")
        files.append(generated)
        for file in files {
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try SpecLoader.load(path: file.path) }
        }
        guard let result = try JSONSchemaValidation.run("spec.schema.json", files) else { return }
        #expect(result.status == 0, "not valid against spec.schema.json:\n\(result.stderr)")
    }

    /// A list screen of one item, with `change` made to its lines.
    static func screen(_ change: (String) -> String) -> String {
        change(
            """
            name: Bad
            screens:
              - name: list
                layout: {kind: list}
                cell: {padding: 8, stack: {spacing: 4, items: [{label: {text: "{title}", lines: 2}}]}}
                items: [{title: One}]
            """)
    }

    /// Specs of a few lines with one mistake each: an unknown key, a value of the wrong type, a
    /// number out of range, an unknown name. Each fails the loader (with `problem` in its error)
    /// and the schema.
    static let badSpecs: [(name: String, problem: String, spec: String)] = [
        ("unknown-key", "unknown key 'paddding'", screen { $0.replacingOccurrences(of: "{padding:", with: "{paddding:") }),
        ("wrong-type", "spacing", screen { $0.replacingOccurrences(of: "spacing: 4", with: "spacing: wide") }),
        ("out-of-range", "lines 2000 is out of range", screen { $0.replacingOccurrences(of: "lines: 2", with: "lines: 2000") }),
        ("unknown-name", "appearance", screen { $0.replacingOccurrences(of: "    layout:", with: "    appearances: [sepia]\n    layout:") }),
        ("unknown-layout-kind", "layout kind", screen { $0.replacingOccurrences(of: "kind: list", with: "kind: table") }),
        ("unknown-category", "content size category", screen { $0.replacingOccurrences(of: "lines: 2", with: "hiddenFrom: AX9") }),
        ("zero-columns", "columns 0 is out of range", screen { $0.replacingOccurrences(of: "    layout:", with: "    columns: 0\n    layout:") }),
        ("no-screens", "screen", "name: Empty\nscreens: []"),
    ]

    @Test func badSpecsFailTheLoaderAndTheSchema() throws {
        var files: [URL] = []
        for bad in Self.badSpecs {
            let error = #expect(throws: SpecError.self, "\(bad.name)") { try SpecLoader.parse(bad.spec) }
            #expect(error?.description.contains(bad.problem) == true, "\(bad.name): \(String(describing: error))")
            files.append(try scratch.write(Array(bad.spec.utf8), to: "\(bad.name).yaml"))
        }
        try expectInvalid(files)
    }

    /// Fails unless the schema finds every one of `files` invalid.
    func expectInvalid(_ files: [URL], sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let result = try JSONSchemaValidation.run("spec.schema.json", files, sourceLocation: sourceLocation) else { return }
        let valid = files.filter { result.stdout.contains("\($0.path): valid") }
        #expect(
            result.status == 1 && valid.isEmpty, "valid against spec.schema.json: \(valid.map(\.lastPathComponent))", sourceLocation: sourceLocation)
    }
}
