import DynamicType
import Testing

/// All 132 style x category cells of Tables A, B and C.
struct TypeRampTests {
    @Test(arguments: styleOrder)
    func pointSizeMatchesTableA(_ style: TextStyle) throws {
        let expected = try Fixture.load().row(\.pointSize, style)
        #expect(tableOrder.map { TypeRamp.pointSize(style, $0) } == expected)
    }

    @Test(arguments: styleOrder)
    func leadingMatchesTableB(_ style: TextStyle) throws {
        let expected = try Fixture.load().row(\.leading, style)
        #expect(tableOrder.map { TypeRamp.leading(style, $0) } == expected)
    }

    @Test(arguments: styleOrder)
    func scalingLineSpacingMatchesTableC(_ style: TextStyle) throws {
        let expected = try Fixture.load().row(\.scalingLineSpacing, style)
        #expect(tableOrder.map { TypeRamp.scalingLineSpacing(style, $0) } == expected)
    }
}
