import DynamicType
import ProofSheetSupport

/// The layout a baseline remembers set against the layout its variant has now, element by
/// element: what changed, in words a reviewer reads (``ChangeDescription``), and which elements
/// to box.
///
/// Elements are matched by kind, section and item; a cell's labels by the data field each shows
/// (`{message}`) when every label has its own, else by their order. Items are numbered from 0,
/// as `layout --format json` numbers them. Lengths are in points, to 0.1 pt.
package struct LayoutComparison {
    let baseline: LayoutSnapshot
    let current: LayoutSnapshot

    /// `baseline`'s layout set against `current`.
    package init(baseline: LayoutSnapshot, current: LayoutSnapshot) {
        self.baseline = baseline
        self.current = current
    }

    /// An element's identity in both layouts.
    private struct ElementKey: Hashable {
        var kind: String
        var section: Int
        var item: Int

        init(_ element: LayoutSnapshot.Element) {
            kind = element.kind
            section = element.section
            item = element.item
        }
    }

    /// A change found, with the element it is on (nil for the screen) and whether it is a
    /// cause (an edit to the spec or its text) rather than a consequence (lines, sizes and
    /// positions follow from causes and from the category).
    private struct Change {
        var element: LayoutSnapshot.Element?
        var detail: String
        /// What the change is without numbers, for the group; nil when it only moved things.
        var kind: String?
        /// A change of width, which a change of columns explains by itself.
        var isWidth = false
    }

    /// Whether the layouts differ at all. What VoiceOver reads counts only when the baseline
    /// records it: one recorded before layouts carried it (schema version 1.2) is not changed by
    /// its absence.
    var differs: Bool {
        var current = current
        if baseline.voiceOver == nil { current.voiceOver = nil }
        return baseline != current
    }

    /// What changed in what VoiceOver reads, for a variant whose pixels match its baseline's:
    /// nil when the baseline records no stops (recorded before layouts carried them, or nothing
    /// to read) or the stops are the same, else a `.voiceOver` description ("VoiceOver order:
    /// 'Time' now before 'Name'"). Compares only the stops, so it is cheap beside a pixel diff.
    package func voiceOverDescription() -> ChangeDescription? {
        guard let before = baseline.voiceOver, !Self.same(before, current.voiceOver ?? []) else { return nil }
        var changes = voiceOverChanges()
        if changes.isEmpty {
            // The same stops in the same order, one of them in another place or size.
            let after = current.voiceOver ?? []
            if let moved = zip(before, after).first(where: { !Self.same($0.0.frame, $0.1.frame) })?.1 {
                changes.append(
                    Change(
                        detail:
                            "VoiceOver: \((moved.label.isEmpty ? moved.spoken : moved.label).quoted) now at \(Self.frame(moved.frame)) (\(moved.element) \(moved.keyPath))",
                        kind: "VoiceOver frames changed"))
            } else {
                changes.append(Change(detail: "VoiceOver stops changed", kind: "VoiceOver stops changed"))
            }
        }
        return ChangeDescription(kind: .voiceOver, details: changes.map(\.detail), group: group(of: changes) + "; pixels unchanged")
    }

    /// What changed, nil when the layouts are the same.
    package func description() -> ChangeDescription? {
        guard differs else { return nil }
        let changes = self.changes()
        let details = changes.map(\.detail)
        return ChangeDescription(kind: .layout, details: details.isEmpty ? ["layout changed"] : details, group: group(of: changes))
    }

    /// The elements that changed themselves (not only moved), each with its frame before and
    /// after (nil where it is absent), in layout order.
    package func changedElements() -> [(name: String, before: [Double]?, after: [Double]?)] {
        let before = Dictionary(baseline.elements.map { (ElementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(current.elements.map { (ElementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [(name: String, before: [Double]?, after: [Double]?)] = []
        for element in current.elements {
            let old = before[ElementKey(element)]
            guard old.map({ !sameApartFromPosition($0, element) }) ?? true else { continue }
            changed.append((name(of: element), old?.frame, element.frame))
        }
        for element in baseline.elements where after[ElementKey(element)] == nil {
            changed.append((name(of: element), element.frame, nil))
        }
        return changed
    }

    // MARK: Changes

    private func changes() -> [Change] {
        var screen: [Change] = []
        if baseline.columns != current.columns {
            screen.append(Change(detail: "columns \(baseline.columns) -> \(current.columns)", kind: "columns changed"))
        }
        if baseline.direction != current.direction {
            screen.append(
                Change(
                    detail: "direction \(baseline.direction ?? "leftToRight") -> \(current.direction ?? "leftToRight")", kind: "direction changed"))
        }
        let before = Dictionary(baseline.elements.map { (ElementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(current.elements.map(ElementKey.init))
        var labels: [Change] = []
        var contents: [Change] = []
        var sizes: [Change] = []
        var added: [LayoutSnapshot.Element] = []
        var moved: [(element: LayoutSnapshot.Element, dx: Double, dy: Double)] = []
        for element in current.elements {
            guard let old = before[ElementKey(element)] else {
                added.append(element)
                continue
            }
            labels += labelChanges(old, element)
            contents += contentChanges(old, element)
            sizes += sizeChanges(old, element)
            let (dx, dy) = (element.frame[0] - old.frame[0], element.frame[1] - old.frame[1])
            if abs(dx) > Self.tolerance || abs(dy) > Self.tolerance { moved.append((element, dx, dy)) }
        }
        let removed = baseline.elements.filter { !afterKeys.contains(ElementKey($0)) }
        var elements: [Change] = []
        if !added.isEmpty { elements.append(Change(detail: "\(names(of: added)) added", kind: "\(names(of: added)) added")) }
        if !removed.isEmpty { elements.append(Change(detail: "\(names(of: removed)) removed", kind: "\(names(of: removed)) removed")) }
        let all = screen + voiceOverChanges() + labels + contents + sizes + elements + contentSizeChanges() + movedChanges(moved)
        // New columns make every cell and label a new width: saying so for each adds nothing.
        return baseline.columns == current.columns ? all : all.filter { !$0.isWidth }
    }

    /// What VoiceOver reads, when the baseline records it: stops no longer or newly read, a
    /// stop that reads otherwise, and the first pair of stops whose order turned round
    /// ("VoiceOver order: 'Time' now before 'Name'"). Only stops of elements in both layouts
    /// showing the same texts count: an element added or removed, or a text edited, shown or
    /// hidden, is described as such, and what VoiceOver reads follows from it.
    private func voiceOverChanges() -> [Change] {
        guard let baselineStops = baseline.voiceOver else { return [] }
        func stopName(_ element: LayoutSnapshot.Element) -> String {
            element.kind == "cell"
                ? "cell \(element.section).\(element.item)" : LayoutSnapshot.isBar(element) ? element.kind : "\(element.kind) \(element.section)"
        }
        let oldTexts = Dictionary(baseline.elements.map { (stopName($0), $0.labels.map(\.text)) }, uniquingKeysWith: { first, _ in first })
        let unchanged = Set(current.elements.map { (stopName($0), $0.labels.map(\.text)) }.filter { oldTexts[$0.0] == $0.1 }.map(\.0))
        let before = baselineStops.filter { unchanged.contains($0.element) }
        let after = (current.voiceOver ?? []).filter { unchanged.contains($0.element) }
        func key(_ stop: LayoutSnapshot.VoiceOverStop) -> String { stop.element + " " + stop.keyPath }
        func name(_ stop: LayoutSnapshot.VoiceOverStop) -> String {
            (stop.label.isEmpty ? stop.spoken : stop.label).quoted
        }
        let old = Dictionary(before.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [Change] = []
        for stop in after {
            guard let previous = old[key(stop)] else {
                changes.append(Change(detail: "VoiceOver: \(name(stop)) now read (\(stop.element))", kind: "VoiceOver elements added or removed"))
                continue
            }
            if previous.spoken != stop.spoken {
                changes.append(
                    Change(
                        detail: "VoiceOver: \(previous.spoken.quoted) -> \(stop.spoken.quoted) (\(stop.element) \(stop.keyPath))",
                        kind: "VoiceOver reads otherwise"))
            }
        }
        for stop in before where new[key(stop)] == nil {
            changes.append(Change(detail: "VoiceOver: \(name(stop)) no longer read (\(stop.element))", kind: "VoiceOver elements added or removed"))
        }
        // The stops in both, in each order: the first place they part names the turn.
        let kept = after.filter { old[key($0)] != nil }
        let previousOrder = before.filter { new[key($0)] != nil }
        if let place = zip(kept, previousOrder).enumerated().first(where: { key($0.element.0) != key($0.element.1) })?.offset {
            changes.append(
                Change(
                    detail: "VoiceOver order: \(name(kept[place])) now before \(name(previousOrder[place]))", kind: "VoiceOver order changed"))
        }
        return changes
    }

    /// Each label's text, lines, truncation and size; labels shown or hidden.
    private func labelChanges(_ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element) -> [Change] {
        var changes: [Change] = []
        for (index, pair) in matchedLabels(old.labels, new.labels).enumerated() {
            let label = "\(name(of: new)) \(pair.name ?? "label \(index)")"
            guard let before = pair.before else {
                changes.append(Change(element: new, detail: "\(label) shown", kind: "\(label) shown"))
                continue
            }
            guard let after = pair.after else {
                changes.append(Change(element: new, detail: "\(label) hidden", kind: "\(label) hidden"))
                continue
            }
            if before.text != after.text {
                changes.append(
                    Change(
                        element: new, detail: "\(label): \(before.text.quoted) -> \(after.text.quoted)",
                        kind: "text: \(label): \(before.text.quoted) -> \(after.text.quoted)"))
            }
            let resized = "\(pair.name ?? "label \(index)") resized"
            if before.lines != after.lines {
                changes.append(
                    Change(element: new, detail: "\(label): \(before.lines) -> \(after.lines) line\(after.lines == 1 ? "" : "s")", kind: resized))
            } else if before.frame[3] != after.frame[3] {
                changes.append(
                    Change(
                        element: new, detail: "\(label) height \(Self.points(before.frame[3])) -> \(Self.points(after.frame[3])) pt", kind: resized))
            }
            if before.frame[2] != after.frame[2] {
                changes.append(
                    Change(
                        element: new, detail: "\(label) width \(Self.points(before.frame[2])) -> \(Self.points(after.frame[2])) pt", kind: resized,
                        isWidth: true))
            }
            if before.truncated != after.truncated {
                changes.append(Change(element: new, detail: "\(label) \(after.truncated ? "now truncated" : "no longer truncated")", kind: resized))
            }
        }
        return changes
    }

    /// Images shown, hidden or resized, and the count of hidden elements.
    private func contentChanges(_ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element) -> [Change] {
        var changes: [Change] = []
        let element = name(of: new)
        if old.images.count != new.images.count {
            changes.append(
                Change(
                    element: new, detail: "\(element): \(old.images.count) -> \(new.images.count) image\(new.images.count == 1 ? "" : "s")",
                    kind: "images shown or hidden"))
        } else {
            for (index, (before, after)) in zip(old.images, new.images).enumerated() where before[2] != after[2] || before[3] != after[3] {
                let image = old.images.count == 1 ? "image" : "image \(index)"
                changes.append(
                    Change(
                        element: new, detail: "\(element) \(image) \(Self.size(before)) -> \(Self.size(after)) pt", kind: "images resized"
                    ))
            }
        }
        if old.hiddenElements != new.hiddenElements {
            changes.append(
                Change(
                    element: new,
                    detail: "\(element): \(old.hiddenElements) -> \(new.hiddenElements) hidden element\(new.hiddenElements == 1 ? "" : "s")",
                    kind: "elements shown or hidden"))
        }
        return changes
    }

    private func sizeChanges(_ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element) -> [Change] {
        var changes: [Change] = []
        if old.frame[3] != new.frame[3] {
            changes.append(
                Change(element: new, detail: "\(name(of: new)) height \(Self.points(old.frame[3])) -> \(Self.points(new.frame[3])) pt", kind: nil))
        }
        if old.frame[2] != new.frame[2] {
            changes.append(
                Change(
                    element: new, detail: "\(name(of: new)) width \(Self.points(old.frame[2])) -> \(Self.points(new.frame[2])) pt", kind: nil,
                    isWidth: true))
        }
        return changes
    }

    private func contentSizeChanges() -> [Change] {
        let (before, after) = (baseline.contentSize, current.contentSize)
        var changes: [Change] = []
        if before[1] != after[1] { changes.append(Change(detail: "content height \(Self.signedPoints(after[1] - before[1])) pt", kind: nil)) }
        if before[0] != after[0] { changes.append(Change(detail: "content width \(Self.signedPoints(after[0] - before[0])) pt", kind: nil)) }
        return changes
    }

    /// Runs of consecutive elements moved by the same amount: "items 2-3 moved down 20.3 pt".
    private func movedChanges(_ moved: [(element: LayoutSnapshot.Element, dx: Double, dy: Double)]) -> [Change] {
        var runs: [(elements: [LayoutSnapshot.Element], dx: Double, dy: Double)] = []
        for entry in moved {
            if let last = runs.last, abs(last.dx - entry.dx) <= Self.tolerance, abs(last.dy - entry.dy) <= Self.tolerance {
                runs[runs.count - 1].elements.append(entry.element)
            } else {
                runs.append(([entry.element], entry.dx, entry.dy))
            }
        }
        return runs.map { run in
            var directions: [String] = []
            if abs(run.dy) > Self.tolerance { directions.append("\(run.dy > 0 ? "down" : "up") \(Self.points(abs(run.dy))) pt") }
            if abs(run.dx) > Self.tolerance { directions.append("\(run.dx > 0 ? "right" : "left") \(Self.points(abs(run.dx))) pt") }
            return Change(detail: "\(names(of: run.elements)) moved \(directions.joined(separator: " and "))", kind: nil)
        }
    }

    // MARK: Groups

    /// What the changes say without numbers. Text changes are what an edit to the texts
    /// causes, so they alone name the change (their line counts and heights differ by
    /// category); else a change of columns; else what was shown, hidden, added, removed or
    /// resized, by label field across items ("message label resized in items 0-3").
    private func group(of changes: [Change]) -> String {
        let texts = changes.compactMap(\.kind).filter { $0.hasPrefix("text: ") }.map { String($0.dropFirst(6)) }
        if !texts.isEmpty { return texts.joined(separator: "; ") }
        if changes.contains(where: { $0.kind == "columns changed" }) { return "columns changed" }
        var order: [String] = []
        var elements: [String: [LayoutSnapshot.Element]] = [:]
        for change in changes {
            guard let kind = change.kind else { continue }
            guard let element = change.element, kind.hasSuffix(" resized") || kind.hasSuffix(" shown or hidden") || kind == "images resized" else {
                if !order.contains(kind) { order.append(kind) }
                continue
            }
            if elements[kind] == nil { order.append(kind) }
            if !(elements[kind]?.contains(element) ?? false) { elements[kind, default: []].append(element) }
        }
        let parts = order.map { kind in elements[kind].map { "\(kind) in \(names(of: $0))" } ?? kind }
        return parts.isEmpty ? "sizes or positions changed" : parts.joined(separator: "; ")
    }

    // MARK: Names and numbers

    /// Whether every element is in section 0, so items need no section in their names.
    private var oneSection: Bool {
        (baseline.elements + current.elements).allSatisfy { $0.section == 0 }
    }

    private func name(of element: LayoutSnapshot.Element) -> String {
        switch element.kind {
        case "cell": oneSection ? "item \(element.item)" : "item \(element.section).\(element.item)"
        case _ where LayoutSnapshot.isBar(element): element.kind
        default: "\(element.kind) \(element.section)"
        }
    }

    /// Elements named together, consecutive items as ranges: "items 2-3, 5", "header 0".
    private func names(of elements: [LayoutSnapshot.Element]) -> String {
        var pieces: [String] = []
        var runs: [(section: Int, first: Int, last: Int)] = []
        func endRuns() {
            guard !runs.isEmpty else { return }
            let one = runs.count == 1 && runs[0].first == runs[0].last
            let text = runs.map { run in
                let section = oneSection ? "" : "\(run.section)."
                return run.first == run.last ? "\(section)\(run.first)" : "\(section)\(run.first)-\(section)\(run.last)"
            }
            pieces.append((one ? "item " : "items ") + text.joined(separator: ", "))
            runs = []
        }
        for element in elements {
            guard element.kind == "cell" else {
                endRuns()
                pieces.append(name(of: element))
                continue
            }
            if let last = runs.last, last.section == element.section, last.last + 1 == element.item {
                runs[runs.count - 1].last = element.item
            } else {
                runs.append((element.section, element.item, element.item))
            }
        }
        endRuns()
        return pieces.joined(separator: ", ")
    }

    /// Labels of one element paired before and after, with the field that names them.
    private func matchedLabels(_ old: [LayoutSnapshot.Label], _ new: [LayoutSnapshot.Label]) -> [(
        name: String?, before: LayoutSnapshot.Label?, after: LayoutSnapshot.Label?
    )] {
        let fields = (old + new).map(\.field)
        let byField = fields.allSatisfy { $0 != nil } && Set(old.map(\.field)).count == old.count && Set(new.map(\.field)).count == new.count
        guard byField else {
            return (0..<max(old.count, new.count)).map { index in
                let label = index < new.count ? new[index] : old[index]
                return (label.field.map { "\($0) label" }, index < old.count ? old[index] : nil, index < new.count ? new[index] : nil)
            }
        }
        var order: [String] = new.compactMap(\.field)
        for field in old.compactMap(\.field) where !order.contains(field) { order.append(field) }
        return order.map { field in ("\(field) label", old.first { $0.field == field }, new.first { $0.field == field }) }
    }

    /// Whether two elements are the same but for where they are: sizes, label texts, lines and
    /// frames relative to the element (label frames are in content coordinates), images' sizes
    /// and hidden elements.
    private func sameApartFromPosition(_ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element) -> Bool {
        let (dx, dy) = (new.frame[0] - old.frame[0], new.frame[1] - old.frame[1])
        func sameRelativeFrame(_ before: [Double], _ after: [Double]) -> Bool {
            Self.same([before[0] + dx, before[1] + dy, before[2], before[3]], after)
        }
        return Self.same([old.frame[2], old.frame[3]], [new.frame[2], new.frame[3]]) && old.hiddenElements == new.hiddenElements
            && old.labels.count == new.labels.count && old.images.count == new.images.count
            && zip(old.labels, new.labels).allSatisfy { before, after in
                before.text == after.text && before.lines == after.lines && before.truncated == after.truncated
                    && sameRelativeFrame(before.frame, after.frame)
            }
            && zip(old.images, new.images).allSatisfy { sameRelativeFrame($0, $1) }
    }

    /// Lengths closer than this are the same: layouts are rounded to 1/1,000,000 pt, so a
    /// difference of two rounded values can be off by that much.
    static let tolerance = 0.001

    private static func same(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// "x 16, y 8, 120 × 44": a frame in points.
    private static func frame(_ frame: [Double]) -> String {
        guard frame.count == 4 else { return "?" }
        return "x \(points(frame[0])), y \(points(frame[1])), \(points(frame[2])) × \(points(frame[3]))"
    }

    /// Whether two lists of stops read the same: the same texts, traits, elements and key paths
    /// in the same order, frames within ``tolerance``.
    private static func same(_ lhs: [LayoutSnapshot.VoiceOverStop], _ rhs: [LayoutSnapshot.VoiceOverStop]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { before, after in
                var moved = after
                moved.frame = before.frame
                return moved == before && same(before.frame, after.frame)
            }
    }

    /// A length to 0.1 pt, without a trailing ".0": `44`, `20.3`.
    static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }

    /// A difference with its sign: `+20.3`, `-4`.
    static func signedPoints(_ value: Double) -> String {
        (value >= 0 ? "+" : "-") + points(abs(value))
    }

    private static func size(_ frame: [Double]) -> String {
        "\(points(frame[2])) x \(points(frame[3]))"
    }
}
