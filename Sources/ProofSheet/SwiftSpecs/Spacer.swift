import Layout

/// Flexible empty space along its stack's axis, at least `minLength` points long (a spec's
/// `spacer: {length: 4}`), as SwiftUI's `Spacer(minLength:)`.
public struct Spacer: CellElement {
    public var minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public var templateElement: TemplateElement { .spacer(minimumLength: minLength) }
}
