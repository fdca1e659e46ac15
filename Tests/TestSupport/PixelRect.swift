import Layout
import Spec

/// A rectangle of device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    /// The pixels a rectangle in points touches at `scale`.
    package init(_ rect: Rect, scale: Int) {
        let scale = Double(scale)
        minX = Int((rect.minX * scale).rounded(.down))
        minY = Int((rect.minY * scale).rounded(.down))
        maxX = Int((rect.maxX * scale).rounded(.up))
        maxY = Int((rect.maxY * scale).rounded(.up))
    }

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Whether the pixel (`x`, `y`) lies inside.
    package func contains(_ x: Int, _ y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    /// The rectangle shrunk by `amount` pixels on every side.
    package func insetBy(_ amount: Int) -> PixelRect { PixelRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount) }

    package var description: String { "[\(minX)..<\(maxX)] x [\(minY)..<\(maxY)]" }
}
