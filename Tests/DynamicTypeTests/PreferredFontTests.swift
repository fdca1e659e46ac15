import DynamicType
import Testing

struct PreferredFontTests {
    @Test func defaultFamilyIsInter() {
        #expect(Font.defaultFamily == "Inter")
        #expect(Font.preferred(.body, category: .large).family == "Inter")
    }

    @Test(arguments: styleOrder)
    func preferredFontUsesTablesAAndBAndTheStyleWeight(_ style: TextStyle) throws {
        let fixture = try Fixture.load()
        let sizes = try fixture.row(\.pointSize, style)
        let leadings = try fixture.row(\.leading, style)
        for (index, category) in tableOrder.enumerated() {
            let font = Font.preferred(style, category: category)
            #expect(font.pointSize == sizes[index], "\(style) \(category)")
            // UIKit's lines advance by the font's own line height; the HIG leading only on request.
            #expect(font.lineHeight == nil, "\(style) \(category)")
            #expect(Font.preferred(style, category: category, lineHeight: .hig).lineHeight == leadings[index], "\(style) \(category)")
            #expect(font.weight == style.weight, "\(style) \(category)")
        }
    }

    /// Section 4 of the reference: ascender 0.9521484375, descender −0.2412109375 and line
    /// height 1.193359375 times the point size, for every style and size.
    @Test func systemFontMetricsAreTheMeasuredRatios() {
        #expect(SystemFontMetrics.lineHeight(pointSize: 17) == 20.287109375)
        #expect(SystemFontMetrics.ascender(pointSize: 17) == 16.1865234375)
        #expect(SystemFontMetrics.descenderRatio * 17 == -4.1005859375)
        #expect(SystemFontMetrics.lineHeight(pointSize: 53) == 63.248046875)
        #expect(SystemFontMetrics.lineHeight(pointSize: 60) == 71.6015625)
        #expect(SystemFontMetrics.ascenderRatio - SystemFontMetrics.descenderRatio == SystemFontMetrics.lineHeightRatio)
    }

    @Test(arguments: styleOrder)
    func emphasizedFontUsesTheEmphasizedWeight(_ style: TextStyle) {
        let font = Font.preferred(style, category: .accessibilityLarge, family: "Georgia", emphasized: true)
        #expect(font.weight == style.emphasizedWeight)
        #expect(font.family == "Georgia")
        #expect(font.pointSize == TypeRamp.pointSize(style, .accessibilityLarge))
    }
}
