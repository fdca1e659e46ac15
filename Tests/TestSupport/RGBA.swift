import Foundation

/// One pixel, straight (not premultiplied) 8-bit RGBA.
package struct RGBA: Hashable, Sendable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8 = 255

    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From a `#RRGGBB` literal.
    package init(hex: String) {
        let value = UInt32(hex.dropFirst(), radix: 16)!
        self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// The largest difference of the three colour channels.
    package func distance(to other: RGBA) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }

    package var description: String { String(format: "#%02X%02X%02X", r, g, b) + (a == 255 ? "" : String(format: "@%02X", a)) }
}
