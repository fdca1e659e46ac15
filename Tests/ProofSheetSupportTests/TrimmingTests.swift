import Foundation
import ProofSheetSupport
import Testing

@Suite struct TrimmingTests {
    /// `trimmedOfWhitespace` trims what Foundation's `.whitespacesAndNewlines` trims: spaces,
    /// tabs, line breaks, no-break and em spaces, NEL, the line separators and the zero-width
    /// space (every scalar was compared once: U+200B is the one where Foundation's set and
    /// `Character.isWhitespace` differ); not the zero-width no-break space.
    @Test(arguments: [
        "", " ", "\n\t", "Ana", "  Ana Ruiz  ", "\u{00A0}Lunch\u{2003}", "\u{0085}x\u{2028}", "\u{200B}x\u{200B}",
        "a \n b", "\u{3000}東京\u{3000}", " \u{FEFF}x ",
        // Printable ASCII at both ends (the fast path), and texts that look like it but are not.
        "x", "!", "~Ana Ruiz~", "a\u{0301}", "a\u{200B}", "\u{200B}a", "a\u{00A0}", "\u{7F}a",
    ])
    func trimsAsFoundationDoes(text: String) {
        #expect(String(text.trimmedOfWhitespace) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func keepsTheInsideAndWorksOnSubstrings() {
        let text = "  one  two  "
        #expect(text.trimmedOfWhitespace == "one  two")
        #expect(text.dropFirst(5).trimmedOfWhitespace == "two")
        #expect("   ".trimmedOfWhitespace.isEmpty)
    }
}
