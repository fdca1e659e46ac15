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
            #expect(font.lineHeight == leadings[index], "\(style) \(category)")
            #expect(font.weight == style.weight, "\(style) \(category)")
        }
    }

    @Test(arguments: styleOrder)
    func emphasizedFontUsesTheEmphasizedWeight(_ style: TextStyle) {
        let font = Font.preferred(style, category: .accessibilityLarge, family: "Georgia", emphasized: true)
        #expect(font.weight == style.emphasizedWeight)
        #expect(font.family == "Georgia")
        #expect(font.pointSize == TypeRamp.pointSize(style, .accessibilityLarge))
    }
}
