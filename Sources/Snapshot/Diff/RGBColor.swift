/// An opaque 8-bit colour, as the differ paints it into a diff image.
public struct RGBColor: Hashable, Sendable {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8

    /// A colour from its channels, as pixelmatch's `[r, g, b]` arrays give them.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour as one opaque RGBA pixel in memory order (R, G, B, 255), read as a 32-bit word.
    var opaqueWord: UInt32 {
        (UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000).littleEndian
    }
}
