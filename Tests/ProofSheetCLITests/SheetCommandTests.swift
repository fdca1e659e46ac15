import Foundation
import TestSupport
import Testing

/// `proofsheet sheet` end to end: by default an overview and full-length pages per screen, device
/// and appearance, one file per sheet per format named from its fixed axes, one PDF per spec,
/// printed paths, the same bytes at any --jobs, and bad arguments (exit 2, one line, nothing written).
@Suite struct SheetCommandTests {
    static let plainTable = RenderCommandTests.examples.appendingPathComponent("plain-table.yaml").path
    static let messages = RenderCommandTests.examples.appendingPathComponent("messages.yaml").path

    @Test func everyFormatIsWrittenAndPrinted() throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--language", "en", "--category", "large", "--category", "AX5", "--format", "png,svg,pdf", "--zoom", "0.5",
                "--scale", "2",
                "--first-screen", "-o", out,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let expected = [
                "messages-sheets.pdf",
                "messages_messages_iphone-16_light_en.svg", "messages_messages_iphone-16_light_en@2x.png",
                "messages_messages_iphone-se-3rd-generation_light_en.svg", "messages_messages_iphone-se-3rd-generation_light_en@2x.png",
            ]
            #expect(RenderCommandTests.contents(URL(fileURLWithPath: out)) == expected)
            #expect(Set(result.stdout.split(separator: "\n").map(String.init)) == Set(expected.map { "\(out)/\($0)" }))
            // --first-screen: the overview alone, column counts down and categories across.
            let png = try RenderCommandTests.png(URL(fileURLWithPath: out).appendingPathComponent("messages_messages_iphone-16_light_en@2x.png"))
            #expect(png.text("Title") == "messages on iPhone 16 · en")
            #expect(png.text("rows") == "columns")
            #expect(png.text("columns") == "category")
            #expect(png.physicalPixels?.x == 5669)
        }
    }

    /// No axis options: per screen, device and appearance the overview (first screens, categories
    /// across) and the whole screens as further pages named -full, PNG pages at most 16,000 px
    /// (of the recipe grid: the café menu's would be pages of their own).
    @Test func byDefaultAnOverviewAndFullLengthPages() throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(arguments: [
                "sheet", RenderCommandTests.recipes, "--screen", "recipe-grid", "--device", "iPhone 16", "--format", "png,pdf", "-o", folder.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let stem = "recipes_recipe-grid_iphone-16_light"
            #expect(
                RenderCommandTests.contents(folder) == [
                    "recipes-sheets.pdf", "\(stem)-full-page01.png", "\(stem)-full-page02.png", "\(stem)-full-page03.png", "\(stem).png",
                ])
            let overview = try RenderCommandTests.png(folder.appendingPathComponent("\(stem).png"))
            #expect(overview.text("rows") == "columns" && overview.text("columns") == "category")
            // 12 first screens of 393 × 852 pt side by side, at @1x.
            #expect(overview.width > 12 * 393 + 11 * 16 && overview.width < 12 * 393 + 11 * 16 + 300, "\(overview.width)")
            #expect(overview.height > 852 && overview.height < 852 + 320, "\(overview.height)")
            var fullHeight = 0
            for page in 1...3 {
                let full = try RenderCommandTests.png(folder.appendingPathComponent("\(stem)-full-page0\(page).png"))
                #expect(full.height <= 16_000, "page \(page) is \(full.height) px tall")
                #expect(full.text("rows") == "category" && full.text("Title") == "recipe-grid on iPhone 16, full length")
                fullHeight += full.height
            }
            #expect(fullHeight > 32_000, "the whole screens at 12 sizes need three pages")

            // One PDF: the overview's page first, then the full-length sheet's.
            let pdf = folder.appendingPathComponent("recipes-sheets.pdf")
            try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
            #expect(try ExternalTool.pdfPageCount(pdf) == 2)
            let first = try ExternalTool.pdfText(pdf, page: 1)
            let second = try ExternalTool.pdfText(pdf, page: 2)
            #expect(first.contains("recipe-grid on iPhone 16") && !first.contains("full length") && first.contains("first screen of each variant"))
            #expect(second.contains("recipe-grid on iPhone 16, full length") && second.contains("whole screens"))
            #expect(first.contains("error: low-contrast") && first.contains("low-contrast items 0–5 subtitle (4 below)"))
        }
    }

    /// --overlays none leaves the marks out (the captions still list the findings); the files
    /// are otherwise the same.
    @Test func overlaysNoneLeavesTheMarksOut() throws {
        try RenderCommandTests.inFolder { folder in
            for (name, overlays) in [("marked", [String]()), ("plain", ["--overlays", "none"])] {
                let result = try CLIRunner.run(
                    arguments: [
                        "sheet", Self.messages, "--language", "en", "--category", "AX5", "--device", "iPhone 16", "--first-screen", "-o",
                        folder.appendingPathComponent(name).path,
                    ] + overlays)
                #expect(result.status == 0, "\(result.stderr)")
            }
            let file = "messages_messages_iphone-16_light_en.png"
            let marked = try Data(contentsOf: folder.appendingPathComponent("marked/\(file)"))
            let plain = try Data(contentsOf: folder.appendingPathComponent("plain/\(file)"))
            #expect(marked != plain)
            #expect(
                try RenderCommandTests.png(folder.appendingPathComponent("plain/\(file)")).height
                    < RenderCommandTests.png(folder.appendingPathComponent("marked/\(file)")).height,
                "no legend line without marks")
        }
    }

    /// --overlays voiceover: each screen with its VoiceOver view beside it (the same screen with
    /// its stops numbered, and the list of what VoiceOver speaks), at Large and AX5; the PDF's
    /// text holds both lists, in the variant's language (German here: "Gelesen" is the read
    /// checkmark's label from the String Catalog). `render --overlays voiceover` is 300 pt wider.
    @Test func overlaysVoiceOverPutsTheVoiceOverViewBesideEachScreen() throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--language", "de", "--category", "L", "--category", "AX5", "--device", "iPhone 16", "--row-axis",
                "category", "--first-screen", "--overlays", "voiceover", "--format", "png,pdf", "-o", folder.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(RenderCommandTests.contents(folder) == ["messages-sheets.pdf", "messages_messages_iphone-16_light_de.png"])
            let png = try RenderCommandTests.png(folder.appendingPathComponent("messages_messages_iphone-16_light_de.png"))
            // One column: the screen (393 pt), 12 pt, the screen again and the 300 pt list.
            #expect(png.width > 393 * 2 + 12 + 300 && png.width < 393 * 2 + 12 + 300 + 300, "\(png.width)")
            try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
            let text = try ExternalTool.pdfText(folder.appendingPathComponent("messages-sheets.pdf"), page: 1)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("VoiceOver beside each screen"))
            #expect(text.components(separatedBy: "VoiceOver liest der Reihe nach (4 Stopps):").count == 3, "one list per row: \(text)")
            #expect(text.contains("Gelesen, 09:41."))

            let render = try CLIRunner.run(arguments: [
                "render", Self.messages, "--language", "de", "--category", "L", "--device", "iPhone 16", "--scale", "1", "--overlays", "voiceover",
                "-o",
                folder.appendingPathComponent("render.png").path,
            ])
            #expect(render.status == 0, "\(render.stderr)")
            #expect(try RenderCommandTests.png(folder.appendingPathComponent("render.png")).width == 393 + 300)
        }
    }

    /// Every file, PNG and PDF, overview and full-length, is the same at --jobs 1 (in this
    /// process) and 2 and 3 (sheets drawn by worker processes), and no temporary is left.
    @Test func sameBytesAtAnyJobCount() throws {
        try RenderCommandTests.inFolder { folder in
            for jobs in ["1", "2", "3"] {
                let result = try CLIRunner.run(arguments: [
                    "sheet", Self.messages, "--language", "en", "--category", "large...xL", "--category", "AX4...AX5", "--format", "png,pdf",
                    "--jobs", jobs, "-o", folder.appendingPathComponent(jobs).path,
                ])
                #expect(result.status == 0, "\(result.stderr)")
            }
            let files = RenderCommandTests.contents(folder.appendingPathComponent("1"))
            #expect(files.count == 5 && files.contains("messages_messages_iphone-16_light_en-full.png"))
            for jobs in ["2", "3"] {
                #expect(RenderCommandTests.contents(folder.appendingPathComponent(jobs)) == files)
                for file in files {
                    #expect(
                        try Data(contentsOf: folder.appendingPathComponent("1/\(file)"))
                            == Data(contentsOf: folder.appendingPathComponent("\(jobs)/\(file)")), "\(file) differs")
                }
            }
        }
    }

    /// What an interrupted sheet left in the output folder (its pages' temporaries) the next
    /// sheet into that folder removes, and says so; a temporary of a run still going stays.
    @Test func aLaterSheetRemovesWhatAnInterruptedOneLeft() throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("sheets")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let stem = "messages_messages_iphone-16_light_en"
            let leftovers = [TemporaryNames.ofEndedRun("\(stem).png"), TemporaryNames.ofEndedRun("\(stem)-full.png")].sorted()
            let running = TemporaryNames.ofRunningProcess("\(stem).png")
            for name in leftovers + [running] { try Data([0x89]).write(to: out.appendingPathComponent(name)) }
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--language", "en", "--device", "iPhone 16", "--category", "large", "--format", "png", "--first-screen", "-o",
                out.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "proofsheet: removed 2 leftover temporary files from an interrupted run: \(leftovers.map { "\(out.path)/\($0)" }.joined(separator: ", "))\n"
                ), "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == [running, "\(stem).png"].sorted())
        }
    }

    #if DEBUG
        /// A worker killed after drawing a sheet, before answering for it (a debug build's test
        /// hook): the parent draws that sheet again, the files are the same bytes as one job's, and
        /// the temporaries the worker left are gone.
        @Test func aSheetAKilledWorkerDrewIsDrawnAgainWithoutLeftovers() throws {
            try RenderCommandTests.inFolder { folder in
                let arguments = [
                    "sheet", Self.messages, "--language", "en", "--category", "large...xL", "--category", "AX4...AX5", "--format", "png",
                ]
                let one = try CLIRunner.run(arguments: arguments + ["--jobs", "1", "-o", folder.appendingPathComponent("1").path])
                #expect(one.status == 0, "\(one.stderr)")
                var environment = ProcessInfo.processInfo.environment
                environment["PROOFSHEET_DEBUG_KILL_WORKER_AT"] = "0!"
                let killed = try ChildProcess.run(
                    CLIRunner.executable, arguments + ["--jobs", "2", "-o", folder.appendingPathComponent("2").path], environment: environment,
                    timeout: 120
                )
                #expect(killed.status == 0, "\(killed.stderr)")
                #expect(killed.stderr.contains("killed after index 0 (test hook)"), "\(killed.stderr)")
                let files = RenderCommandTests.contents(folder.appendingPathComponent("1"))
                #expect(files.count == 4)
                #expect(RenderCommandTests.contents(folder.appendingPathComponent("2")) == files)
                for file in files {
                    #expect(
                        try Data(contentsOf: folder.appendingPathComponent("1/\(file)"))
                            == Data(contentsOf: folder.appendingPathComponent("2/\(file)")), "\(file) differs")
                }
            }
        }
    #endif

    @Test func chosenAxesNameTheFilesByTheAxesLeftFixed() throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--language", "en", "--category", "xS...S", "--row-axis", "device", "--column-axis", "category",
                "--first-screen", "-o", folder.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            // Screens, column counts and appearances stay fixed: one sheet holds both devices.
            #expect(RenderCommandTests.contents(folder) == ["messages_messages_1col_light_en.png"])
        }
    }

    @Test(arguments: [
        (["--row-axis", "columns", "--column-axis", "columns"], "--row-axis and --column-axis are both columns"),
        (["--row-axis", "size"], "size"),
        (["--zoom", "3"], "--zoom 3 is outside 0.1...2"),
        (["--scale", "4"], "--scale 4 is out of range; valid: 1, 2, 3"),
        (["--format", "png,gif"], "unknown format 'gif'; valid: png, svg, pdf"),
        (
            ["--overlays", "sparkles"],
            "unknown overlay 'sparkles'; valid: findings, grid, truncation, targets, overflow, voiceover, all, none, or an audit rule: truncated-text"
        ),
        (["--overlays", "none,grid"], "--overlays none cannot be combined with other marks"),
        (["--category", "huge"], "huge"),
        (["--device", "Nokia 3310"], "no screen of the spec uses device 'Nokia 3310'"),
    ])
    func badArgumentsExitTwoWithOneLineAndWriteNothing(arguments: [String], message: String) throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: ["sheet", Self.plainTable] + arguments + ["-o", out])
            #expect(result.status == 2)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func anUnwritableFolderIsNamedAndNothingIsLeftBehind() throws {
        try RenderCommandTests.inFolder { folder in
            let blocker = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.plainTable, "--category", "large", "-o", blocker.appendingPathComponent("sheets").path,
            ])
            #expect(result.status == 2)
            #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
            #expect(RenderCommandTests.contents(folder) == ["file"])
        }
    }

    /// A variant that cannot be laid out is named, with its reason, on stderr; nothing is written.
    /// A grid whose 4 columns at accessibility sizes need 450 pt: too wide for a phone.
    static func badGrid(devices: String) -> Data {
        Data(
            """
            name: Bad grid
            screens:
              - name: bad
                devices: [\(devices)]
                columns: {default: 1, accessibility: 4}
                layout: {kind: grid, interitemSpacing: 150}
                cell:
                  stack:
                    items:
                      - label: {text: "{text}", style: body}
                items:
                  - {text: Wi-Fi}
            """.utf8)
    }

    @Test func aFailingVariantIsNamedWithItsReason() throws {
        try RenderCommandTests.inFolder { folder in
            let spec = folder.appendingPathComponent("bad.yaml")
            try Self.badGrid(devices: "iPhone 16").write(to: spec)
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: ["sheet", spec.path, "--category", "large", "--category", "AX5", "-o", out])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("proofsheet: 1 variant could not be drawn: bad · iPhone 16, 393 pt · "), "\(result.stderr)")
            #expect(result.stderr.contains("4 columns · light: "))
            #expect(result.stderr.contains("bad.yaml:6:44: section 0: 4 columns with spacing 150.0 need 450.0 pt"))
            #expect(result.stderr.contains("at screens[0].layout.interitemSpacing"))
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// At two and three jobs, worker processes compose the sheets they draw; a variant that
    /// cannot be drawn on each of two sheets (the iPad's sheet draws) still fails the run with
    /// one job's error, naming both, and nothing is left behind, not even the folder.
    @Test func failingVariantsOnSeveralSheetsAreNamedAsAtOneJob() throws {
        try RenderCommandTests.inFolder { folder in
            let spec = folder.appendingPathComponent("bad.yaml")
            try Self.badGrid(devices: "iPhone 16, iPad Pro 13-inch, iPhone SE").write(to: spec)
            var errors: [String] = []
            for jobs in ["1", "2", "3"] {
                let out = folder.appendingPathComponent("sheets-\(jobs)").path
                let result = try CLIRunner.run(arguments: ["sheet", spec.path, "--category", "large", "--category", "AX5", "--jobs", jobs, "-o", out])
                #expect(result.status == 2)
                #expect(!FileManager.default.fileExists(atPath: out))
                errors.append(result.stderr)
            }
            #expect(errors[0].hasPrefix("proofsheet: 2 variants could not be drawn: bad · iPhone 16, 393 pt · "), "\(errors[0])")
            #expect(errors[0].contains("iPhone SE"))
            #expect(errors[1] == errors[0] && errors[2] == errors[0])
        }
    }
}
