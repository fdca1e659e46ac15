/// How a line's items are spread horizontally.
enum LineSpread: Hashable {
    /// One item, centered on the line (FLOW-6).
    case centered
    /// Items from the line's left edge, `gap` apart (FLOW-5).
    case gap(Double)
}

/// The lines of one flow-layout section: where they start, how wide they are (`A`) and their
/// minimum inter-item spacing `s`.
struct FlowLine {
    var originX: Double
    var width: Double
    var spacing: Double

    /// FLOW-4: whether an item of `itemWidth` still fits on a non-empty line whose items and
    /// minimum gaps take `used`.
    func fits(_ itemWidth: Double, after used: Double) -> Bool {
        used + spacing + itemWidth <= width + FlowLayout.fitTolerance
    }

    /// FLOW-5 and FLOW-6: `count` items whose widths and minimum gaps take `used`.
    func justifiedSpread(count: Int, used: Double) -> LineSpread {
        spread(slots: Double(count), used: used)
    }

    /// FLOW-7b: the line padded with as many copies of its last item (`lastWidth`) as fit, then
    /// justified. Zero-width copies with no spacing fit without end, and the gap tends to `s`.
    func paddedSpread(count: Int, used: Double, lastWidth: Double) -> LineSpread {
        let step = spacing + lastWidth
        guard step > 0 else { return .gap(spacing) }
        let copies = ((width + FlowLayout.fitTolerance - used) / step).rounded(.down)
        guard copies.isFinite else { return .gap(spacing) }
        return spread(slots: Double(count) + copies, used: used + copies * step)
    }

    private func spread(slots: Double, used: Double) -> LineSpread {
        slots == 1 ? .centered : .gap(spacing + (width - used) / (slots - 1))
    }

    /// Positions the line's cells, `elements[start...]`: x by `spread`, y centered in a line of
    /// `height` at `y` (FLOW-8).
    func place(_ elements: inout [PlacedElement], from start: Int, spread: LineSpread, y: Double, height: Double) {
        var x = originX
        for index in start..<elements.count {
            let frame = elements[index].frame
            switch spread {
            case .centered:
                elements[index].frame.x = originX + (width - frame.width) / 2
            case .gap(let gap):
                elements[index].frame.x = x
                x += frame.width + gap
            }
            elements[index].frame.y = y + (height - frame.height) / 2
        }
    }
}
