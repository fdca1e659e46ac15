import Audit
import Foundation
import ProofSheetSupport
import Rendering
import Report
import Snapshot
import TestSupport
import Testing

@testable import ProofSheet
import Variants

/// Axes as data: an axis registered by this test alone (a throwaway tint setting) flows
/// through the matrix, baseline names, filters, the manifest, the report's filter chips, review
/// sheets (headers, captions), the audit's findings (JSON, SARIF, JUnit, descriptions), PNG
/// metadata, choosing one variant and fingerprints, with no other file knowing it; and the
/// standard axes keep every name, manifest value and fingerprint byte they had.
@Suite struct VariantAxisRegistryTests {
    enum Tint: String, Hashable, Sendable, CaseIterable {
        case standard, increased
    }

    static let tint = MatrixAxis(
        key: "tint", title: "tint", filterFlag: "--tint", help: MatrixAxis.Help("standard or increased"), specKey: nil,
        values: { _, _ in Tint.allCases },
        filter: MatrixAxis.Filter { text in
            guard let tint = Tint(rawValue: text) else {
                throw NameError(kind: "tint", given: text, validNames: Tint.allCases.map(\.rawValue))
            }
            return [tint]
        },
        baseline: .stem(rank: 5) { $0 == .increased ? "hc" : nil },
        recorded: MatrixAxis.Recorded(
            { .text($0.rawValue) }, label: { RecordedAxis.Label(label: $0 == .text("increased") ? "HC" : "SC", title: $0.description) }),
        sheet: MatrixAxis.Sheet(
            value: { ($0.rawValue, Tint.allCases.firstIndex(of: $0)) }, header: { ReviewSheet.Header(title: $0.rawValue) },
            fileNamePart: { $0 == .increased ? "hc" : nil }, describe: { "\($0.rawValue) tint" }
        )
    )
    static let registry = VariantAxisRegistry.standard.adding(tint)

    static let spec = """
        name: Axes
        screens:
          - name: list
            devices: [iPhone SE]
            appearances: [light, dark]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: Plain}]

        """

    /// The spec with a fixed-size label, which the audit finds (fixed-size-text) at every size of
    /// every variant, written to `folder` and loaded as `proofsheet audit` loads it.
    static func fixedSizeRenderer(in folder: ScratchFolder) throws -> VariantRenderer {
        let fixed = spec.replacingOccurrences(of: #"style: body"#, with: "font: {family: Inter, size: 17}")
        return try VariantRenderer(specPath: try folder.write(Array(fixed.utf8), to: "axes.yaml").path)
    }

    static func variants(_ filter: VariantFilter = VariantFilter()) throws -> [Variant] {
        VariantMatrix(suite: try SpecLoader.parse(spec)).variants(filter)
    }

    static func tintOf(_ variant: Variant) -> Tint? {
        variant.value(on: tint).as(Tint.self)
    }

    @Test func theMatrixIsTheProductOfTheRegisteredAxes() throws {
        let standard = try Self.variants()
        let withTint = try VariantAxisRegistry.$current.withValue(Self.registry) { try Self.variants() }
        #expect(standard.count == 12 * 2)
        #expect(withTint.count == 2 * standard.count)
        // The new axis nests inside the others: each standard variant, then its tints.
        #expect(withTint.map(Self.tintOf) == Array(repeating: [Tint.standard, Tint.increased], count: standard.count).flatMap { $0 })
        for (index, variant) in withTint.enumerated() {
            let plain = standard[index / 2]
            #expect(
                (variant.device, variant.category, variant.columns, variant.appearance, variant.language) == (
                    plain.device, plain.category, plain.columns, plain.appearance, plain.language
                ))
        }
    }

    /// docs/axes.md's table, written from the registry, gains the axis's row (no spec key, its
    /// flag and help, the fifth part of the file name) and keeps the standard axes' rows.
    @Test func theAxesTableGainsItsRow() {
        let standard = VariantAxisRegistry.standard.referenceTable.split(separator: "\n")
        let table = Self.registry.referenceTable.split(separator: "\n")
        #expect(table.count == standard.count + 1)
        #expect(table.last == "| `tint` | none: all of them | `--tint` | standard or increased | part 6 of 6 of the file name |")
        #expect(standard.contains("| `appearance` | `appearances` | `--appearance` | light or dark | part 3 of 5 of the file name |"))
        #expect(table.contains("| `appearance` | `appearances` | `--appearance` | light or dark | part 3 of 6 of the file name |"))
    }

    @Test func baselineNamesGainTheAxisStemPartAndKeepTheirsWithoutIt() throws {
        let standardNames = try Self.variants().map { BaselineName(suite: "Axes", variant: $0, scale: 2).name }
        let names = try VariantAxisRegistry.$current.withValue(Self.registry) {
            try Self.variants().map { BaselineName(suite: "Axes", variant: $0, scale: 2).name }
        }
        #expect(standardNames.first == "axes/list/iphone-se-3rd-generation/1col-extraSmall@2x")
        #expect(standardNames[1] == "axes/list/iphone-se-3rd-generation/1col-extraSmall-dark@2x")
        #expect(
            Array(names.prefix(4)) == [
                "axes/list/iphone-se-3rd-generation/1col-extraSmall@2x", "axes/list/iphone-se-3rd-generation/1col-extraSmall-hc@2x",
                "axes/list/iphone-se-3rd-generation/1col-extraSmall-dark@2x", "axes/list/iphone-se-3rd-generation/1col-extraSmall-dark-hc@2x",
            ])
        #expect(names.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element } == standardNames)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { BaselineName(name: $0)?.name == $0 })
    }

    /// The caption strip under each rendering names it after the standard axes' values, after
    /// the scale, and the standard strip stays what it was.
    @Test func theCaptionStripNamesIt() throws {
        let standard = try #require(try Self.variants().first)
        #expect(standard.caption(scale: 2) == "list · iPhone SE (3rd generation), 375 pt · xS extraSmall · 1 column · @2x · light")
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let variants = try Self.variants()
            #expect(variants[0].caption(scale: 2) == "list · iPhone SE (3rd generation), 375 pt · xS extraSmall · 1 column · @2x · light · standard")
            #expect(variants[1].caption(scale: nil) == "list · iPhone SE (3rd generation), 375 pt · xS extraSmall · 1 column · light · increased")
        }
    }

    /// A real `record`, then `check`, on the runner's threads: the baselines on disk carry the
    /// axis in their names, every one passes, and the manifest records its value.
    @Test func recordAndCheckCarryIt() throws {
        let scratch = try ScratchFolder("axis-record")
        let spec = try scratch.write(Array(Self.spec.utf8), to: "axes.yaml")
        let snapshots = scratch.url.appendingPathComponent("Snapshots")
        let output = scratch.url.appendingPathComponent("out")
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let session = try SnapshotSession(specPath: spec.path, options: .init(snapshots: snapshots, output: output, jobs: 2))
            let filter = VariantFilter(categories: [.large])
            let recorded = try session.record(filter)
            let names = ["1col-large", "1col-large-hc", "1col-large-dark", "1col-large-dark-hc"].map { "axes/list/iphone-se-3rd-generation/" + $0 }
            #expect(recorded.report.outcomes.map(\.name) == names)
            #expect(names.allSatisfy { FileManager.default.fileExists(atPath: snapshots.appendingPathComponent($0 + ".png").path) })
            let checked = try session.check(filter, recordMode: .never)
            #expect(checked.report.outcomes.map(\.name) == names)
            #expect(checked.report.outcomes.allSatisfy { $0.status == .passed })
            try checked.writeReports(jobs: 2)
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("manifest.json"))) as? [String: Any])
            let outcomes = try #require(manifest["outcomes"] as? [[String: Any]])
            #expect(outcomes.map { ($0["axes"] as? [String: Any])?["tint"] as? String } == ["standard", "increased", "standard", "increased"])
        }
    }

    /// A filter naming a value of the axis that no variant has is refused in the axis's words
    /// (by default naming its key, the value and the suite's values), as the standard axes are.
    @Test func aFilterOfAValueNoVariantHasIsRefused() throws {
        let standardOnly = MatrixAxis(
            key: "tint", title: "tint", filterFlag: "--tint", help: MatrixAxis.Help("standard"), specKey: nil,
            values: { _, _ in [Tint.standard] },
            filter: MatrixAxis.Filter { [try #require(Tint(rawValue: $0))] }, baseline: nil,
            recorded: MatrixAxis.Recorded({ .text($0.rawValue) }),
            sheet: MatrixAxis.Sheet(
                value: { ($0.rawValue, nil) }, header: { ReviewSheet.Header(title: $0.rawValue) }, fileNamePart: { _ in nil }, describe: { _ in nil })
        )
        let matrix = VariantMatrix(suite: try SpecLoader.parse(Self.spec))
        try VariantAxisRegistry.$current.withValue(VariantAxisRegistry.standard.adding(standardOnly)) {
            let filter = VariantFilter(axes: ["tint": [MatrixAxis.Value(Tint.increased)]])
            let error = try #require(#expect(throws: VariantFilterError.self) { try matrix.variants(validating: filter) })
            #expect(error.reason == .unknownValues(axis: "tint", given: ["increased"], valid: ["standard"]))
            #expect(error.description == "no variant of the spec has tint increased; its tint values: standard")
            #expect(try matrix.variants(validating: VariantFilter(axes: ["tint": [MatrixAxis.Value(Tint.standard)]])).count == 24)
        }
        let columns = try #require(#expect(throws: VariantFilterError.self) { try matrix.variants(validating: VariantFilter(columns: [3, 2])) })
        #expect(columns.reason == .unknownValues(axis: "columns", given: ["2", "3"], valid: ["1"]))
        #expect(columns.description == "no variant of the spec has 2, 3 columns; its column counts: 1")
    }

    @Test func itsFilterFlagNarrowsTheMatrix() throws {
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            // What `--tint increased --category AX1...AX2` gives (`AxisArgument`, ProofSheetCLI).
            var filter = VariantFilter()
            filter[axis: Self.tint.key] += try Self.tint.filterValues(parsing: "increased")
            filter[axis: MatrixAxis.category.key] += try MatrixAxis.category.filterValues(parsing: "AX1...AX2")
            let kept = try Self.variants(filter)
            #expect(kept.count == 2 * 2)
            #expect(kept.allSatisfy { Self.tintOf($0) == .increased && $0.category.isAccessibilityCategory })
            #expect(throws: NameError.self) { try Self.tint.filterValues(parsing: "extreme") }
            // Where the flag chooses one variant (`render --tint increased`): one value, by the filter's parse.
            #expect(try Self.tint.choiceValue(parsing: "increased").as(Tint.self) == .increased)
            #expect(try MatrixAxis.category.choiceValue(parsing: "AX3").as(ContentSizeCategory.self) == .accessibilityExtraLarge)
            #expect(throws: NameError.self) { try MatrixAxis.category.choiceValue(parsing: "AX1...AX2") }
        }
    }

    /// `--only AXIS=VALUE` reaches the axis by its key or its flag's name, with no flag of its own.
    @Test func anEntryNamesItByKey() throws {
        let entry = try Self.registry.filterEntry(parsing: "tint=increased")
        #expect(entry.axis.key == "tint" && entry.values.compactMap { $0.as(Tint.self) } == [.increased])
        let range = try Self.registry.filterEntry(parsing: "category=AX1...AX2")
        #expect(
            range.axis.key == "category"
                && range.values.compactMap { $0.as(ContentSizeCategory.self) } == [.accessibilityMedium, .accessibilityLarge])
        #expect(try VariantAxisRegistry.standard.filterEntry(parsing: "columns=2").values.compactMap { $0.as(Int.self) } == [2])
        #expect(
            throws: NameError(
                kind: "axis", given: "tint", validNames: ["device", "category", "columns", "appearance", "language", "legibilityWeight", "contrast"])
        ) {
            try VariantAxisRegistry.standard.filterEntry(parsing: "tint=increased")
        }
        #expect(throws: NameError.self) { try Self.registry.filterEntry(parsing: "tint=extreme") }
        #expect(throws: NameError(kind: "column count (a whole number)", given: "nan", validNames: [])) {
            try VariantAxisRegistry.standard.filterEntry(parsing: "columns=nan")
        }
        #expect(
            NameError(kind: "column count (a whole number)", given: "nan", validNames: []).description
                == "unknown column count (a whole number) 'nan'")
        for bad in ["tint", "tint=", "=increased"] {
            #expect(throws: (any Error).self) { try Self.registry.filterEntry(parsing: bad) }
        }
    }

    @Test func theManifestRecordsItAndReadsItBack() throws {
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let variant = try #require(try Self.variants().last)
            let axes = variant.axes(scale: 2)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let json = String(decoding: try encoder.encode(axes), as: UTF8.self)
            #expect(
                json
                    == #"{"appearance":"dark","category":"accessibilityExtraExtraExtraLarge","columns":1,"device":"iPhone SE (3rd generation)","scale":2,"screen":"list","tint":"increased"}"#
            )
            let decoder = JSONDecoder()
            decoder.userInfo[VariantAxes.recordedAxesKey] = VariantAxisRegistry.current.recordedAxes
            let read = try decoder.decode(VariantAxes.self, from: Data(json.utf8))
            #expect(read == axes)
            #expect(read.values.map(\.axis) == ["device", "category", "columns", "appearance", "tint"])
            #expect(read.values.map(\.label.label) == ["iPhone SE (3rd generation)", "AX5", "1", "dark", "HC"])
        }
    }

    @Test func theStandardAxesReadAnyCategorySpellingAndRefuseWhatIsNoValue() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[VariantAxes.recordedAxesKey] = VariantAxisRegistry.standard.recordedAxes
        let axes = #"{"appearance": "light", "category": "AX3", "columns": 1, "device": "iPhone 16", "scale": 1, "screen": "s"}"#
        let read = try decoder.decode(VariantAxes.self, from: Data(axes.utf8))
        #expect(read["category"] == .text("accessibilityExtraLarge"))
        #expect(read.values.first { $0.axis == "category" }?.label == RecordedAxis.Label(label: "AX3", title: "accessibilityExtraLarge"))
        for bad in [(#""AX3""#, #""AX9""#), (#""columns": 1"#, #""columns": "one""#), (#""light""#, #""sepia""#)] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try decoder.decode(VariantAxes.self, from: Data(axes.replacingOccurrences(of: bad.0, with: bad.1).utf8))
            }
        }
    }

    @Test func theReportFiltersByIt() throws {
        let scratch = try ScratchFolder("axis-report")
        let html = try VariantAxisRegistry.$current.withValue(Self.registry) {
            let outcomes = try Self.variants().prefix(4).map { variant in
                let name = BaselineName(suite: "Axes", variant: variant, scale: 1)
                return SnapshotOutcome(name: name.name, axes: variant.axes(scale: 1), status: .passed, files: .init(baseline: name.path))
            }
            let report = SnapshotReport(
                tool: "t", spec: "s.yaml", suite: "Axes", recordMode: .never, scale: 1,
                environment: RenderEnvironment(cairo: "1", pango: "1", harfbuzz: "1", freetype: "1", fonts: [:]), baselineEnvironment: nil,
                outcomes: Array(outcomes), filtered: false, orphans: []
            )
            return try HTMLReport(report: report, specPath: "s.yaml", snapshotsPath: "Snapshots", output: scratch.url).html()
        }
        let start = try #require(html.range(of: #"<script type="application/json" id="report-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let axes = try #require(data["axes"] as? [[String: Any]])
        #expect(axes.map { $0["name"] as? String } == ["screen", "device", "category", "columns", "appearance", "tint", "scale"])
        let chips = try #require(axes.first { $0["name"] as? String == "tint" }?["values"] as? [[String: Any]])
        #expect(chips.map { $0["label"] as? String } == ["SC", "HC"])
        #expect(chips.map { $0["count"] as? Int } == [2, 2])
        let variants = try #require(data["variants"] as? [[String: Any]])
        #expect(variants[1]["caption"] as? String == "list · iPhone SE (3rd generation) · xS · 1 col · light · HC")
    }

    @Test func sheetsVaryAndSplitByIt() throws {
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let variants = try Self.variants()
            let tintAxis = try #require(VariantAxis(rawValue: "tint"))
            #expect(
                VariantAxis.allCases.map(\.rawValue) == [
                    "screen", "device", "category", "columns", "appearance", "language", "legibilityWeight", "contrast", "tint",
                ])
            #expect(tintAxis.title == "tint")
            // Across the columns: one sheet per appearance, a column per tint.
            let across = SheetPlan(variants: variants, rows: .category, columns: tintAxis)
            #expect(across.sheets.count == 2)
            #expect(across.sheets[0].columns.map { tintAxis.header(for: $0).title } == ["standard", "increased"])
            #expect(across.sheets[0].rows.count == 12)
            // Held fixed: a sheet per tint, named and described by it.
            let fixed = SheetPlan(variants: variants, rows: .category, columns: .appearance)
            #expect(fixed.fixedAxes.contains(tintAxis))
            #expect(fixed.sheets.count == 2)
            let parts: [String?] = fixed.sheets.map { tintAxis.fileNamePart(for: $0.fixed) }
            #expect(parts == [nil, "hc"])
            let described: [String?] = fixed.sheets.map { tintAxis.describe($0.fixed) }
            #expect(described == ["standard tint", "increased tint"])
        }
        #expect(VariantAxis(rawValue: "tint") == nil)
    }

    @Test func theAuditsFindingsCarryIt() throws {
        let renderer = try Self.fixedSizeRenderer(in: try ScratchFolder("axis-audit"))
        let standard = try Auditor(renderer: renderer, jobs: 2).audit(VariantMatrix(suite: renderer.suite).variants())
        #expect(standard.count == 2 && standard.allSatisfy { $0.rule == .fixedSizeText && $0.categories.count == 12 })
        #expect(standard.allSatisfy { $0[axis: "tint"] == nil })
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let findings = try Auditor(renderer: renderer, jobs: 2).audit(VariantMatrix(suite: renderer.suite).variants())
            // A finding per appearance and tint, each at every size, in report order: the
            // tint's values by name, after the standard axes.
            #expect(findings.count == 4 && findings.allSatisfy { $0.rule == .fixedSizeText && $0.categories.count == 12 })
            #expect(
                findings.map { "\($0.appearance.rawValue) \($0[axis: "tint"]?.description ?? "-")" } == [
                    "dark increased", "dark standard", "light increased", "light standard",
                ])
            let finding = findings[0]
            #expect(finding.axes.map(\.axis) == ["device", "columns", "appearance", "tint"])
            #expect(finding.variantDescription == "list · iPhone SE (3rd generation) · 1 column · dark · increased")
            #expect(finding.baselineKey == "fixed-size-text|list|iPhone SE (3rd generation)|1|dark|increased|cell|0|0|stack.items[0].label")
            #expect(finding.baselineKey != findings[1].baselineKey)

            // JSON: the value under the axis's key, read back with its label.
            let encoded = try JSONArtefact.encoder(compact: true).encode(finding)
            let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
            #expect(object["tint"] as? String == "increased" && object["appearance"] as? String == "dark" && object["columns"] as? Int == 1)
            let read = try JSONDecoder().decode(AuditFinding.AcrossSizes.self, from: encoded)
            #expect(read == finding && read.axes.last?.label.label == "HC")

            let report = AuditReport(spec: "axes.yaml", variantCount: 48, findings: findings)
            let json = try #require(try JSONSerialization.jsonObject(with: try report.json()) as? [String: Any])
            let written = try #require(json["findings"] as? [[String: Any]])
            #expect(written.map { $0["tint"] as? String } == ["increased", "standard", "increased", "standard"])

            // SARIF: one result for the one template problem in its four variants, the axis's
            // values in its message, each variant's finding a related location naming its value.
            let sarif = try #require(try JSONSerialization.jsonObject(with: try report.sarif()) as? [String: Any])
            let runs = try #require(sarif["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            #expect(results.map { ($0["properties"] as? [String: Any])?["tint"] as? String } == ["increased"])
            let message = try #require((results[0]["message"] as? [String: Any])?["text"] as? String)
            #expect(
                message.hasPrefix(
                    "list · iPhone SE (3rd generation) · 1 column · dark, light · increased, standard (4 variants) · item 0 stack.items[0].label 'Plain': 17 pt"
                ))
            let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
            let relatedVariants = related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
                .map {
                    $0.components(separatedBy: " · item")[0].replacingOccurrences(of: "list · iPhone SE (3rd generation) · 1 column · ", with: "")
                }
            #expect(relatedVariants == ["dark · increased", "dark · standard", "light · increased", "light · standard"])

            // JUnit: its label among the axes naming a test case.
            let junit = report.junit(failOn: .error)
            #expect(junit.contains(#"classname="list.iPhone SE (3rd generation)" name="fixed-size-text "#))
            #expect(junit.components(separatedBy: "(1 col, dark, HC)").count - 1 == 1)
            #expect(junit.components(separatedBy: "(1 col, light, SC)").count - 1 == 1)
        }
    }

    @Test func sheetCaptionsAndPNGMetadataNameIt() throws {
        let renderer = try Self.fixedSizeRenderer(in: try ScratchFolder("axis-sheet"))
        let standardKeys = renderer.pngMetadata(VariantMatrix(suite: renderer.suite).variants()[0], scale: 2).map(\.key)
        #expect(standardKeys == ["spec", "screen", "device", "width", "category", "columns", "appearance", "scale", "Software"])
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large], appearances: [.light]))
            #expect(variants.map(Self.tintOf) == [.standard, .increased])
            let metadata = renderer.pngMetadata(variants[1], scale: 2)
            #expect(
                metadata.map(\.key) == ["spec", "screen", "device", "width", "category", "columns", "appearance", "tint", "scale", "Software"])
            #expect(metadata.first { $0.key == "tint" }?.value == "increased")

            let tintAxis = try #require(VariantAxis(rawValue: "tint"))
            let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(rows: .category, columns: tintAxis)).compose(
                variants, jobs: 2)
            #expect(composed.count == 1)
            let sheet = composed[0].sheet
            #expect(sheet.columns.map(\.title) == ["standard", "increased"])
            let captions = sheet.cells[0].map { $0?.caption ?? "" }
            #expect(captions.count == 2)
            #expect(captions[0].hasPrefix("375 × ") && captions[0].hasSuffix(" pt · L · 1 column · light · standard"), "\(captions)")
            #expect(captions[1].hasSuffix(" pt · L · 1 column · light · increased"), "\(captions)")
        }
    }

    @Test func oneVariantIsChosenByIt() throws {
        let suite = try SpecLoader.parse(Self.spec)
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let screen = suite.screens[0]
            let large = VariantChoice().choosing(ContentSizeCategory.large, on: .category).choosing(Appearance.dark, on: .appearance)
            // The command line's choice: an open axis takes its first value.
            let first = try large.variant(of: screen)
            #expect(Self.tintOf(first) == .standard && first.appearance == .dark && first.category == .large && first.columns == 1)
            #expect(Self.tintOf(try large.choosing(Tint.increased, on: Self.tint).variant(of: screen)) == .increased)
            // The strategies' choice: the one variant of the matrix, or an error naming the open axis.
            let chosen = try large.choosing(Tint.increased, on: Self.tint).matrixVariant(of: suite)
            #expect(Self.tintOf(chosen) == .increased && chosen.appearance == .dark && chosen.category == .large)
            #expect(
                chosen
                    == VariantMatrix(suite: suite).variants().first {
                        Self.tintOf($0) == .increased && $0.appearance == .dark && $0.category == .large
                    })
            do {
                _ = try large.matrixVariant(of: suite)
                Issue.record("two variants differ only in tint")
            } catch let error as VariantChoiceError {
                #expect(error.description == "the screen 'list' at L has 2 variants; choose one with tint: standard or increased")
            }
        }
    }

    /// `Variant` as it was before its axes were data: what `CanonicalDescription` reflected.
    enum Legacy {
        struct Variant {
            var screen: String
            var device: Device
            var category: ContentSizeCategory
            var columns: Int
            var appearance: Appearance
            var language: LanguageTag?
        }
    }

    @Test func fingerprintsKeepTheirBytesAndGainTheAxis() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "name: Axes\n", with: "name: Axes\nlanguages: [en, ar]\n"))
        let variants = VariantMatrix(suite: suite).variants()
        #expect(variants.count == 12 * 2 * 2)
        for variant in variants {
            let legacy = Legacy.Variant(
                screen: variant.screen, device: variant.device, category: variant.category, columns: variant.columns, appearance: variant.appearance,
                language: variant.language
            )
            let reflected = CanonicalDescription.of(legacy).replacingOccurrences(
                of: "(ProofSheetTests.VariantAxisRegistryTests.Legacy.Variant", with: "(ProofSheet.Variant")
            #expect(VariantAxisRegistry.standard.fingerprintDescription(of: variant) == reflected)
        }
        let plain = CanonicalDescription.of(Legacy.Variant(screen: "s", device: variants[0].device, category: .large, columns: 1, appearance: .light))
        #expect(plain.hasPrefix("(ProofSheetTests.VariantAxisRegistryTests.Legacy.Variant6:screen="))
        try VariantAxisRegistry.$current.withValue(Self.registry) {
            let withTint = try Self.variants()
            let (standard, increased) = (withTint[0], withTint[1])
            let described = VariantAxisRegistry.standard.fingerprintDescription(of: standard)
            #expect(
                Self.registry.fingerprintDescription(of: standard) == described.dropLast() + "4:tint="
                    + CanonicalDescription.of(Tint.standard) + ")")
            #expect(Self.registry.fingerprintDescription(of: standard) != Self.registry.fingerprintDescription(of: increased))
        }
    }
}
