/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0...255 components, as Apple's colour tables give them.
    public init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        // ASCII digits only: `Character.hexDigitValue` also reads fullwidth forms ("Ｆ"), which
        // no colour syntax accepts.
        var digits = hex.dropFirst().map { $0.isASCII ? $0.hexDigitValue : nil }
        guard [3, 6, 8].contains(digits.count), !digits.contains(nil) else { return nil }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits += [15, 15] }
        let bytes = stride(from: 0, to: 8, by: 2).map { digits[$0]! * 16 + digits[$0 + 1]! }
        self.init(bytes[0], bytes[1], bytes[2], alpha: Double(bytes[3]) / 255)
    }

    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)
    public static let clear = Color(0, 0, 0, alpha: 0)

    /// The same colour with `alpha` times its opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: self.alpha * alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((max(0, min(1, value)) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }
}
