import DynamicType
import Layout
import Testing

@testable import TextEngine

/// The text caches stay bounded however many texts a run measures, and keep what is in use.
@Suite struct TextMeasurementCacheTests {
    static func request(_ index: Int, width: Double = 200) -> TextMeasurementRequest {
        TextMeasurementRequest(text: "label \(index)", font: Font(pointSize: 17), width: width)
    }

    @Test func itHoldsAtMostTwoGenerations() {
        let cache = TextMeasurementCache<TextMeasurementRequest, Int>(capacity: 1_600)
        // Widths vary so that every shard fills.
        for index in 0..<100_000 { cache[Self.request(index, width: Double(index % 97))] = index }
        #expect(cache.count <= 3_200)
        #expect(cache.count >= 1_600, "each shard keeps a whole generation besides the current one")
        #expect(cache[Self.request(99_999, width: Double(99_999 % 97))] == 99_999)
        #expect(cache[Self.request(0, width: 0)] == nil)
    }

    @Test func anEntryInUseSurvivesWhileOthersAreDropped() {
        let cache = TextMeasurementCache<TextMeasurementRequest, Int>(capacity: 160)
        let kept = Self.request(-1, width: 333)
        cache[kept] = -1
        for index in 0..<10_000 {
            cache[Self.request(index, width: 333)] = index
            // Read now and then, as a painter reads what layout measured: it moves back to the current generation.
            if index % 5 == 0 { #expect(cache[kept] == -1, "dropped at \(index)") }
        }
        #expect(cache[kept] == -1)
        #expect(cache.count <= 320)
    }

    @Test func settingNilRemovesFromBothGenerations() {
        let cache = TextMeasurementCache<TextMeasurementRequest, Int>(capacity: 16)
        cache[Self.request(1)] = 1
        cache[Self.request(1)] = nil
        #expect(cache[Self.request(1)] == nil)
        #expect(cache.count == 0)
    }
}
