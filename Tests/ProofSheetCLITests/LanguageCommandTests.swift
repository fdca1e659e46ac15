import Foundation
import ImageIO
import Rendering
import TestSupport
import Testing

/// The language axis from the command line: baselines in language folders, `--language`
/// filters, untranslated findings, accept lists, sheets with a language axis and `render`.
@Suite struct LanguageCommandTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var spec: String { folder.appendingPathComponent("settings.yaml").path }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }
    var out: String { folder.appendingPathComponent("out").path }
    static let device = "settings/settings/iphone-se-3rd-generation"

    init() throws {
        scratch = try ScratchFolder("languages")
        try """
        name: Settings
        languages: [en, de, ar]
        screens:
          - name: settings
            devices: [iPhone SE]
            layout: {kind: list}
            cell:
              padding: {top: 11, left: 16, bottom: 11, right: 16}
              stack:
                axis: horizontal
                items:
                  - label: {text: "{title}", style: body}
                  - label: {text: "{value}", style: body}
            items:
              - {title: {en: Settings, de: Einstellungen, ar: الإعدادات}, value: "3"}
              - {title: {en: Notifications, de: Mitteilungen}, value: "On"}

        """.write(toFile: spec, atomically: true, encoding: .utf8)
    }

    func baselines() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: snapshots).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func recordWritesOneFolderPerLanguageAndTheFilterNarrowsIt() throws {
        let record = try CLIRunner.run("record", spec, "--snapshots", snapshots, "--category", "large", "--language", "de", "--language", "AR")
        #expect(record.status == 0, "\(record.stderr)")
        #expect(try baselines() == ["\(Self.device)/ar/1col-large.png", "\(Self.device)/de/1col-large.png"])
        // The PNG says which language it shows.
        let chunks = try PNGChunks(Array(Data(contentsOf: URL(fileURLWithPath: "\(snapshots)/\(Self.device)/ar/1col-large.png"))))
        #expect(chunks.text("language") == "ar")

        let check = try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", out, "--category", "large", "--record", "never")
        #expect(check.status == 3)  // a baseline is missing
        #expect(check.stdout.contains("missing: \(Self.device)/en/1col-large"))
        #expect(
            check.stdout.contains(
                "finding: \(Self.device)/ar/1col-large — warning untranslated-text item 1 stack.items[0].label 'Notifications': title has no ar translation (its text per language); shows the source language's text\n"
            ))
        #expect(check.stdout.contains("3 variants: 2 passed (2 skipped: unchanged), 0 changed, 0 new, 1 missing, 0 errors"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let axes = try #require((manifest?["outcomes"] as? [[String: Any]])?.map { $0["axes"] as? [String: Any] })
        #expect(axes.map { $0?["language"] as? String } == ["en", "de", "ar"])
        // The report's language filter chips, and each variant's language.
        let report = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
        #expect(
            report.contains(#"{"count":1,"label":"en","title":"en"},{"count":1,"label":"de","title":"de"},{"count":1,"label":"ar","title":"ar"}]"#))
        #expect(report.contains(#""language":"ar","scale":"1","screen":"settings"}"#))
    }

    @Test func aLanguageTheSpecDoesNotHaveIsExitTwo() throws {
        let unknown = try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", out, "--language", "fr")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no screen of the spec is shown in fr; its languages: en, de, ar"))
        let malformed = try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", out, "--language", "e")
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("language 'e' starts with 'e', which is not a language subtag"))
        #expect(!FileManager.default.fileExists(atPath: snapshots))
    }

    @Test func acceptTakesNamesWithTheirLanguageFolder() throws {
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        let list = folder.appendingPathComponent("accept.yaml").path
        try """
        spec: \(spec)
        snapshots: \(snapshots)
        scale: 1
        accept:
          - \(Self.device)/de/1col-AX5

        """.replacingOccurrences(of: "AX5", with: "accessibilityExtraExtraExtraLarge").write(toFile: list, atomically: true, encoding: .utf8)
        let accept = try CLIRunner.run("accept", list)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(try baselines() == ["\(Self.device)/de/1col-accessibilityExtraExtraExtraLarge.png"])
    }

    @Test func renderAndLayoutTakeALanguage() throws {
        let render = try CLIRunner.run("render", spec, "--category", "large", "--language", "ar", "-o", folder.path)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings-iphone-se-3rd-generation-ar-1col-large@2x.png").path))
        let layout = try CLIRunner.run("layout", spec, "--category", "large", "--language", "ar")
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains(#""direction" : "rightToLeft""#))
        // Without --language, a screen with languages is laid out in its first.
        let english = try CLIRunner.run("layout", spec, "--category", "large")
        #expect(!english.stdout.contains("direction"))
    }

    @Test func sheetsPutLanguagesOnAnAxis() throws {
        let sheet = try CLIRunner.run(
            "sheet", spec, "--row-axis", "language", "--column-axis", "category", "--category", "large", "--category", "AX5", "-o", out)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(files == ["settings_settings_iphone-se-3rd-generation_1col_light.png"])
        let image = try PNGDecoder.decode(contentsOf: "\(out)/\(files[0])")
        // Three rows of languages: taller than wide, at two categories across.
        #expect(image.height > image.width)
    }
}
