// docs/swift-specs.md, "Beside SwiftUI", shows the lines from BEGIN DOCS to END DOCS, under the imports
// `import ProofSheetTesting` and `import SwiftUI`: here SwiftUIStandIns, SwiftUI's names on Linux,
// so each name both modules declare is ambiguous in this file unless qualified.
import Foundation
import ProofSheetTesting
import SwiftUIStandIns
import TestSupport
import Testing

// BEGIN DOCS
/// Contacts with their avatars. Image, Label, Spacer, Section and EdgeInsets are SwiftUI's
/// names too: ProofSheet's are named with their module.
var contacts: Screen {
    Screen("contacts", layout: .list()) {
        Cell(padding: ProofSheet.EdgeInsets(all: 12)) {
            Stack(.horizontal, spacing: 12) {
                ProofSheet.Image(size: 40, scaledWith: .body)
                ProofSheet.Label("{name}", style: .body)
                ProofSheet.Spacer(minLength: 8)
            }
        }
    } sections: {
        ProofSheet.Section(header: "Friends") {
            ["name": "Ana"]
            ["name": "Kwame"]
        }
    }
}
// END DOCS

/// ProofSheet's public names that SwiftUI declares too compile, qualified with the module, in a
/// file that imports both (a compile test: the file is the proof), and docs/swift-specs.md shows that file.
@Suite struct SwiftUINamesTests {
    @Test func theDocumentedExampleIsTheCompiledOne() throws {
        let block = try #require(try DocumentationPage("docs/swift-specs.md").section("## Beside SwiftUI").fencedBlocks("swift").first)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let region = try #require(source.firstMatch(of: /\/\/ BEGIN DOCS\n([\s\S]*?)\/\/ END DOCS\n/)?.1)
        #expect(block == "import ProofSheetTesting\nimport SwiftUI\n\n" + region)
    }

    /// The example is a valid spec, and each shared name, qualified, is ProofSheet's type while
    /// the stand-in module's stays its own: every name in SwiftUIStandIns is covered.
    @Test func qualifiedNamesAreProofSheets() throws {
        try Suite(name: contacts.name, screens: [contacts]).validate()
        let proofSheet: [Any.Type] = [
            ProofSheet.Axis.self, ProofSheet.Button.self, ProofSheet.Color.self, ProofSheet.ContentSizeCategory.self, ProofSheet.EdgeInsets.self,
            ProofSheet.Font.self,
            ProofSheet.Image.self, ProofSheet.Label.self, ProofSheet.Section.self, ProofSheet.Spacer.self,
        ]
        let standIns: [Any.Type] = [
            SwiftUIStandIns.Axis.self, SwiftUIStandIns.Button.self, SwiftUIStandIns.Color.self, SwiftUIStandIns.ContentSizeCategory.self,
            SwiftUIStandIns.EdgeInsets.self,
            SwiftUIStandIns.Font.self, SwiftUIStandIns.Image.self, SwiftUIStandIns.Label.self,
            SwiftUIStandIns.Section.self, SwiftUIStandIns.Spacer.self,
        ]
        #expect(proofSheet.allSatisfy { !String(reflecting: $0).hasPrefix("SwiftUIStandIns.") })
        let declared = try String(
            contentsOf: SwiftSpecAssertTests.root.appendingPathComponent("Tests/SwiftUIStandIns/SwiftUIStandIns.swift"), encoding: .utf8
        ).matches(of: /public struct (\w+) \{\}/).map { "SwiftUIStandIns." + $0.1 }
        #expect(standIns.map { String(reflecting: $0) } == declared)
    }
}
