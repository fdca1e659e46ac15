/// Flexible empty space along its stack's axis, at least `minLength` points long (a spec's
/// `spacer: {length: 4}`), as SwiftUI's `Spacer(minLength:)`.
public struct Spacer: CellElement {
    /// The least length along the stack's axis, in points.
    public var minLength: Double

    /// Space of at least `minLength` points, taking what its stack's other views leave.
    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    /// The spacer as an element of its stack.
    public var templateElement: TemplateElement { .spacer(minimumLength: minLength) }
}
