import DynamicType
import Testing

struct FontWeightTests {
    @Test func cssWeightsRunFrom100To900InOrder() {
        let weights: [FontWeight] = [.thin, .ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(FontWeight.allCases == weights)
        #expect(weights.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test(arguments: [
        ("Regular", FontWeight.regular),
        ("regular", .regular),
        ("Semibold", .semibold),
        ("SEMIBOLD", .semibold),
        ("Bold", .bold),
        ("ultraLight", .ultraLight),
    ])
    func parsesCaseInsensitively(_ spelling: String, _ expected: FontWeight) throws {
        #expect(try FontWeight(parsing: spelling) == expected)
    }

    @Test func unknownWeightThrows() {
        #expect(throws: NameError.self) { try FontWeight(parsing: "chunky") }
    }
}
