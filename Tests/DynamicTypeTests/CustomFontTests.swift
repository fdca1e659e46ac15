import DynamicType
import Testing

struct CustomFontTests {
    @Test func kodecoBaseSizesAreTheLargeColumnOfTableA() throws {
        let expected: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        #expect(CustomFont.kodecoBaseSizes == expected)
        let fixture = try Fixture.load()
        for style in styleOrder {
            #expect(CustomFont.kodecoBaseSizes[style] == (try fixture.row(\.pointSize, style)[3]), "\(style)")
        }
    }

    @Test func defaultsAreRegularWeightAndKodecoSizes() {
        let font = CustomFont(family: "OpenDyslexic")
        #expect(font.weight == .regular)
        #expect(font.baseSizes == CustomFont.kodecoBaseSizes)
    }

    @Test func openDyslexicBodyAtAX5Is48() {
        let font = CustomFont(family: "OpenDyslexic", weight: .regular)
            .font(for: .body, category: .accessibilityExtraExtraExtraLarge)
        #expect(font.pointSize == 48)
        #expect(font.family == "OpenDyslexic")
        #expect(font.weight == .regular)
    }

    @Test(arguments: styleOrder)
    func sizesScaleLikeFontMetrics(_ style: TextStyle) throws {
        let custom = CustomFont(family: "OpenDyslexic", weight: .bold)
        let base = try #require(CustomFont.kodecoBaseSizes[style])
        let metrics = FontMetrics(forTextStyle: style)
        for category in tableOrder {
            let font = custom.font(for: style, category: category)
            #expect(font.pointSize == metrics.scaledPointSize(for: base, category: category), "\(category)")
            #expect(font.family == "OpenDyslexic")
            #expect(font.weight == .bold)
        }
        #expect(custom.font(for: style, category: .large).pointSize == base)
    }

    @Test func customBaseSizesAndCap() {
        let custom = CustomFont(family: "OpenDyslexic", baseSizes: [.body: 20])
        // 20 x 62/22 = 56.36 -> 56.
        #expect(custom.font(for: .body, category: .accessibilityExtraExtraExtraLarge).pointSize == 56)
        #expect(custom.font(for: .body, category: .accessibilityExtraExtraExtraLarge, maximumPointSize: 40).pointSize == 40)
    }
}
