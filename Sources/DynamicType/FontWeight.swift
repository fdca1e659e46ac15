/// A font weight with UIKit's names (`UIFont.Weight`) and the matching CSS / OpenType weight.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case thin, ultraLight, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `usWeightClass` / CSS weight: thin 100 … black 900.
    public var cssWeight: Int {
        switch self {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public var description: String { rawValue }

    /// Parses a weight name ("semibold", "Semi Bold") or a CSS weight ("600"), ignoring case.
    public init(parsing text: String) throws(NameError) {
        if let number = Int(text.trimmingCharacters(in: .whitespaces)),
            let match = Self.allCases.first(where: { $0.cssWeight == number })
        {
            self = match
        } else {
            self = try Self.parse(text)
        }
    }
}

extension FontWeight: MultiplyNamed {
    static let nameKind = "font weight"
    var spellings: [String] { [rawValue] }
}
