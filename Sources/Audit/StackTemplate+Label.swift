import Layout
import Spec

extension StackTemplate {
    /// The label template at `path` (`stack.items[1].stack.items[0].label`, a label's
    /// ``PlacedLabel/templateKeyPath``; `….listContent.text` for a list content's text) under this
    /// stack: what the audit and the sheets read a label's spec text from.
    package func label(at path: String) -> LabelTemplate? {
        var indices: [Int] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            guard let index = Int(rest[rest.index(after: open)..<close]) else { return nil }
            indices.append(index)
            rest = rest[rest.index(after: close)...]
        }
        var current = self
        for (position, index) in indices.enumerated() {
            guard current.items.indices.contains(index) else { return nil }
            switch current.items[index] {
            case .stack(let inner) where position < indices.count - 1: current = inner
            case .label(let label) where position == indices.count - 1: return label
            case .listContent(let content) where position == indices.count - 1:
                return path.hasSuffix(".secondaryText") ? content.secondaryTextLabel : content.textLabel
            default: return nil
            }
        }
        return nil
    }
}
