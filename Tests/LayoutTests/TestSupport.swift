import Layout

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny seeded generator, so random property inputs are
/// the same on every run and platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A sizer answering `heights[section][item]` at the proposed width.
func heights(_ heights: [[Double]]) -> ItemSizer {
    { section, item, proposedWidth in Size(width: proposedWidth, height: heights[section][item]) }
}

/// A sizer answering `sizes[section][item]` whatever the proposed width (fixed or hugging cells).
func sizes(_ sizes: [[Size]]) -> ItemSizer {
    { section, item, _ in sizes[section][item] }
}

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension CollectionLayoutResult {
    /// The frames of the cells of `section`, in item order.
    func cellFrames(section: Int = 0) -> [Rect] {
        elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }

    /// The frame of the header or footer of `section`, if there is one.
    func frame(of kind: ElementKind, section: Int = 0) -> Rect? {
        elements.first { $0.kind == kind && $0.section == section }?.frame
    }

    /// The x-positions of the cells of `section`, in item order.
    func cellXs(section: Int = 0) -> [Double] {
        cellFrames(section: section).map(\.x)
    }
}
