import ProofSheetSupport
import Testing

/// Numbers as messages and reports spell them.
@Suite struct NumberFormattingTests {
    @Test func aCountTakesItsNounInTheSingularOnlyForOne() {
        #expect(0.counted("variant") == "0 variants")
        #expect(1.counted("variant") == "1 variant")
        #expect(2.counted("orphaned baseline") == "2 orphaned baselines")
        #expect((-1).counted("line") == "-1 lines")
    }

    @Test func lengthsAreSpelledShortest() {
        #expect(17.0.compact == "17")
        #expect(14.5.compact == "14.5")
        #expect((41.0 / 3).compact == "13.666666666666666")
        #expect(1e15.compact == "1000000000000000.0")  // too large for Int text: as Swift spells it
        #expect((1721.0 / 3).roundedForMessage == "573.67")
        #expect(393.0.roundedForMessage == "393")
    }
}
