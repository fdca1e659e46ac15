import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing
import Variants

/// Names that become folders of baselines collide when a file system that ignores case takes
/// them for one (macOS and Windows by default): full Unicode case folding and compatibility
/// normalization, not Swift's `lowercased()`. A collision is a spec error naming both names,
/// the folder names they make, and where the first is written.
@Suite struct FolderNameCollisionTests {
    /// Names one folder on macOS or Windows, though their slugs differ (or not).
    @Test(arguments: [
        ("Straße", "Strasse"), ("STRASSE", "straße"), ("ẞ", "ss"), ("οδος", "οδοσ"), ("ΟΔΟΣ", "οδος"), ("ﬁle", "file"), ("ﬀ", "FF"),
        ("ｆｕｌｌ", "full"), ("Å", "å"), ("A\u{30A}", "å"), ("K", "k"), ("ı", "I"), ("①", "1"), ("ǅ", "dž"),
    ])
    func namesOneFileSystemTakesForOneShareAKey(first: String, second: String) {
        #expect(Slug.collationKey(first) == Slug.collationKey(second), "\(first) / \(second)")
        #expect(Slug.firstCollision(among: ["other", first, "more", second]).map { [$0.earlier, $0.later] } == [1, 3])
    }

    @Test(arguments: [("a", "b"), ("é", "e"), ("İ", "i"), ("ss", "s"), ("σ", "ο"), ("fi", "f-i"), ("1", "①①")])
    func namesThatDifferKeepTheirKeys(first: String, second: String) {
        #expect(Slug.collationKey(first) != Slug.collationKey(second), "\(first) / \(second)")
        #expect(Slug.firstCollision(among: [first, second]) == nil)
    }

    /// The files one device's folder can hold, of every category, column count, appearance, page
    /// and scale, each have a name of their own on a case-insensitive file system, as do the
    /// device presets' folders: those parts of a name come from ProofSheet, not the spec.
    @Test func theNamesProofSheetMakesNeverCollide() {
        var paths: [String] = []
        for category in ContentSizeCategory.allCases {
            for columns in 1...12 {
                for appearance in Appearance.allCases {
                    let variant = Variant(screen: "list", device: .iPhone16, category: category, columns: columns, appearance: appearance)
                    for scale in 1...3 {
                        paths.append(BaselineName(suite: "Demo", variant: variant, scale: scale).path)
                        paths += (0..<2).map { BaselineName(suite: "Demo", variant: variant, scale: scale, pageIndex: $0, pageCount: 2).path }
                    }
                }
            }
        }
        #expect(paths.count == ContentSizeCategory.allCases.count * 12 * Appearance.allCases.count * 9)
        #expect(Slug.firstCollision(among: paths) == nil)
        #expect(Slug.firstCollision(among: Device.presets.map(\.slug)) == nil)
    }

    static func spec(screens: [String], devices: String = "[iPhone 16]") -> String {
        "name: Demo\nscreens:\n"
            + screens.map { name in
                """
                  - name: \(name)
                    devices: \(devices)
                    layout: {kind: list}
                    cell: {stack: {items: [{label: {text: "{title}"}}]}}
                    items: [{title: One}]

                """
            }.joined()
    }

    @Test func twoScreensWhoseFoldersAreOneOnMacOSAreASpecErrorNamingBoth() throws {
        let error = try #require(
            #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(screens: ["Straße", "list", "Strasse"]), file: "demo.yaml") })
        #expect(
            error.description == """
                demo.yaml:13:11: screen 'Strasse' and screen 'Straße' at screens[0].name (line 3) would share one folder: 'strasse' and 'straße' \
                are one name on a file system that ignores case (macOS, Windows) at screens[2].name; give each screen a name of its own
                """)
    }

    @Test(arguments: [("οδος", "ΟΔΟΣ", "'οδοσ' and 'οδος'"), ("ﬁle", "File", "'file' and 'ﬁle'"), ("Ｍａｉｎ", "main", "'main' and 'ｍａｉｎ'")])
    func slugsThatDifferOnlyByFoldingOrFormCollide(first: String, second: String, folders: String) throws {
        let error = try #require(#expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(screens: [first, second]), file: "demo.yaml") })
        #expect(error.keyPath == "screens[1].name" && error.line == 8)
        #expect(
            error.problem == "screen '\(second)' and screen '\(first)' at screens[0].name (line 3) would share one folder: \(folders) "
                + "are one name on a file system that ignores case (macOS, Windows); give each screen a name of its own")
    }

    @Test func screensOfOneSlugShareItsFolder() throws {
        let error = try #require(
            #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(screens: ["Settings!", "settings"]), file: "demo.yaml") })
        #expect(error.keyPath == "screens[1].name")
        #expect(
            error.problem
                == "screen 'settings' and screen 'Settings!' at screens[0].name (line 3) would share the folder 'settings'; give each screen a name of its own"
        )
    }

    @Test func twoDevicesOfAScreenWhoseFoldersAreOneAreASpecError() throws {
        let devices = "[iPhone 16, {name: 'Straße', width: 390}, {name: 'STRASSE', width: 400}]"
        let error = try #require(
            #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(screens: ["list"], devices: devices), file: "demo.yaml") })
        #expect(error.keyPath == "screens[0].devices[2]" && error.line == 4)
        #expect(
            error.problem == "device 'STRASSE' and device 'Straße' at screens[0].devices[1] (line 4) would share one folder: 'strasse' and 'straße' "
                + "are one name on a file system that ignores case (macOS, Windows); give each device a name of its own")
    }

    /// Devices of different screens live in different folders: no collision.
    @Test func devicesOfDifferentScreensMayShareNames() throws {
        let yaml =
            Self.spec(screens: ["one"], devices: "[{name: 'Straße', width: 390}]")
            + Self.spec(screens: ["two"], devices: "[{name: 'Strasse', width: 390}]").replacingOccurrences(of: "name: Demo\nscreens:\n", with: "")
        let suite = try SpecLoader.parse(yaml, file: "demo.yaml")
        #expect(suite.screens.map(\.devices[0].name) == ["Straße", "Strasse"])
    }

    /// A suite built in Swift gets the same problem, its place a key path without a line.
    @Test func aSwiftSuiteGetsTheSameProblem() throws {
        let suite = Suite("Demo") {
            for name in ["ﬁle", "file"] {
                Screen(name, layout: .list()) {
                    Cell { Stack { Label("{title}") } }
                } items: {
                    ["title": "One"]
                }
            }
        }
        let error = try #require(#expect(throws: SpecError.self) { try suite.validate() })
        #expect(error.keyPath == "screens[1].name" && error.line == nil)
        #expect(
            error.problem == "screen 'file' and screen 'ﬁle' at screens[0].name would share one folder: 'file' and 'ﬁle' "
                + "are one name on a file system that ignores case (macOS, Windows); give each screen a name of its own")
    }

    /// Two sessions whose suites' folders are one on macOS are refused before anything runs,
    /// naming both specs, the lines of their suites' names and both folders.
    @Test func sessionsOfSuitesWhoseFoldersAreOneAreRefused() throws {
        let scratch = try ScratchFolder("folder-collision")
        var paths: [String] = []
        for name in ["Straße", "STRASSE"] {
            let yaml = Self.spec(screens: ["list"]).replacingOccurrences(of: "name: Demo", with: "# \(name)\nname: \(name)")
            paths.append(try scratch.write(Array(yaml.utf8), to: "\(name).yaml").path)
        }
        let snapshots = scratch.url.appendingPathComponent("Snapshots")
        let sessions = try paths.map { try SnapshotSession(specPath: $0, options: .init(snapshots: snapshots, jobs: 1)) }
        let error = try #require(#expect(throws: SharedFolderError.self) { try SnapshotSession.record(sessions, VariantFilter()) })
        #expect(
            error.first
                == SharedFolderError.Claim(specPath: paths[0], line: 2, suiteName: "Straße", folder: snapshots.appendingPathComponent("straße").path))
        #expect(
            error.second
                == SharedFolderError.Claim(
                    specPath: paths[1], line: 2, suiteName: "STRASSE", folder: snapshots.appendingPathComponent("strasse").path))
        #expect(
            error.description == """
                \(paths[0]):2 (suite 'Straße') and \(paths[1]):2 (suite 'STRASSE') would both keep their baselines or reports in \
                \(snapshots.path)/straße and \(snapshots.path)/strasse, one folder on a file system that ignores case (macOS, Windows); \
                check them in separate runs, or give each suite its own name
                """)
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }
}
