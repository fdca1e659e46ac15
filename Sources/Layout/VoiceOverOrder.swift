import Spec

/// One element VoiceOver stops at on a laid-out screen, in reading order
/// (``ScreenLayout/voiceOverElements()``).
package struct VoiceOverElement: Hashable, Sendable {
    /// The element as formed in its cell, its frame in content coordinates.
    package var element: PlacedAccessibilityElement
    /// The cell, header or footer it is in.
    package var container: ElementKind
    package var section: Int
    package var item: Int

    /// The words VoiceOver speaks around the element's texts, in the variant's language.
    package var words = VoiceOverWords.english

    /// What VoiceOver speaks: the label and value joined by ", ", each spoken trait and the hint
    /// after a full stop ("Ana Ruiz, Lunch tomorrow?, 09:41. Button."); a tab bar item as
    /// VoiceOver speaks a tab: "Selected, Settings, Tab, 2 of 3." (docs/voiceover.md, "Bars"). The
    /// trait words and a tab's are `words`' ("Taste." in German).
    package var spoken: String {
        if let tab = element.tab {
            let selected = element.traits.contains(.selected) ? [words.spoken(.selected)!] : []
            let text =
                (selected + [element.label, element.value ?? ""].filter { !$0.isEmpty } + [words.tab, words.position(tab.index, of: tab.count)])
            return ([text.joined(separator: ", ")] + [element.hint ?? ""].filter { !$0.isEmpty })
                .map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
        }
        let first = [element.label, element.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        var sentences = first.isEmpty ? [] : [first]
        sentences += element.traits.compactMap(words.spoken)
        if let hint = element.hint, !hint.isEmpty { sentences.append(hint) }
        return sentences.map { $0.hasSuffix(".") || $0.hasSuffix("?") || $0.hasSuffix("!") ? $0 : $0 + "." }.joined(separator: " ")
    }
}

/// VoiceOver's default reading order, reproduced from the frames (docs/voiceover.md, "Reading
/// order"): top to bottom, and within a row (frames whose vertical extents overlap) in the layout
/// direction, leading to trailing; a container's elements stay together. A pure stage after
/// layout: it reads a finished ``ScreenLayout`` and changes nothing.
package enum VoiceOverOrder {
    /// `frames`' indices in reading order: by explicit priority (higher first), then rows top to
    /// bottom, then leading to trailing in `direction`. A row starts at the topmost frame not yet
    /// placed and takes every frame whose top is above the row's bottom so far. O(n log n): a row
    /// is a run of the frames sorted by top, so each frame is looked at once after the sort.
    package static func order(_ frames: [Rect], priorities: [Double]? = nil, direction: LayoutDirection) -> [Int] {
        let priorities = priorities ?? Array(repeating: 0, count: frames.count)
        var result: [Int] = []
        result.reserveCapacity(frames.count)
        for priority in Set(priorities).sorted(by: >) {
            let sorted = frames.indices.filter { priorities[$0] == priority }.sorted {
                (frames[$0].y, frames[$0].x, $0) < (frames[$1].y, frames[$1].x, $1)
            }
            var start = 0
            while start < sorted.count {
                var bottom = frames[sorted[start]].y + frames[sorted[start]].height
                var end = start + 1
                // Tops are sorted: once one is at or below the row's bottom, so are the rest.
                while end < sorted.count, frames[sorted[end]].y < bottom {
                    bottom = max(bottom, frames[sorted[end]].y + frames[sorted[end]].height)
                    end += 1
                }
                var row = Array(sorted[start..<end])
                start = end
                row.sort {
                    let (a, b) = (frames[$0], frames[$1])
                    return direction == .leftToRight
                        ? (a.x, a.y, $0) < (b.x, b.y, $1) : (-(a.x + a.width), a.y, $0) < (-(b.x + b.width), b.y, $1)
                }
                result += row
            }
        }
        return result
    }
}

extension ScreenLayout {
    /// Every accessibility element of the screen's cells, headers and footers in VoiceOver's
    /// reading order, after the navigation bar's and before the toolbar's and the tab bar's, as
    /// VoiceOver reads a screen in a navigation and a tab bar controller (docs/voiceover.md, "Bars"). With `combiningCells` (by default, for a `list`, whose cells are
    /// `UITableViewCell`s: ``cellsAreAccessibilityElements``) each
    /// cell is one element combining its content's elements in reading order; section headers'
    /// elements carry the `header` trait. Containers are ordered among themselves by their
    /// frames, and elements within each.
    package func voiceOverElements(combiningCells: Bool? = nil) -> [VoiceOverElement] {
        let combiningCells = combiningCells ?? cellsAreAccessibilityElements
        let containers = elements.filter { !$0.content.accessibilityElements.isEmpty }
        var result: [VoiceOverElement] = []
        for index in VoiceOverOrder.order(containers.map(\.frame), direction: direction) {
            let container = containers[index]
            let own = container.content.accessibilityElements.map(inVariantsLanguage)
            var ordered = VoiceOverOrder.order(own.map(\.frame), priorities: own.map(\.sortPriority), direction: direction).map { own[$0] }
            if combiningCells, container.kind == .cell {
                ordered = [PlacedAccessibilityElement.combining(ordered, frame: container.frame, part: "cell")]
            }
            if container.kind == .header {
                for index in ordered.indices where !ordered[index].traits.contains(.header) { ordered[index].traits.append(.header) }
            }
            result += ordered.map {
                VoiceOverElement(element: $0, container: container.kind, section: container.section, item: container.item, words: voiceOverWords)
            }
        }
        return barStops(of: [.navigationBar]) + result + barStops(of: [.toolbar, .tabBar])
    }

    /// `element` with a switch's state in ``voiceOverWords``' language ("Ein" for "On" in German):
    /// VoiceOver speaks a `UISwitch`'s value, "1" or "0", as the words of the device's language.
    /// A value the spec gives the switch (`accessibility: {value: …}`) is kept.
    private func inVariantsLanguage(_ element: PlacedAccessibilityElement) -> PlacedAccessibilityElement {
        let english = VoiceOverWords.english
        guard element.part == "switch", let value = element.value,
            value == english.switchState(isOn: true) || value == english.switchState(isOn: false)
        else { return element }
        var spoken = element
        spoken.value = voiceOverWords.switchState(isOn: value == english.switchState(isOn: true))
        return spoken
    }

    /// The elements of the bars of `kinds`, in that order, each bar's in reading order.
    private func barStops(of kinds: [BarKind]) -> [VoiceOverElement] {
        kinds.flatMap { kind in
            bars.filter { $0.kind == kind }.flatMap { bar in
                let own = bar.content.accessibilityElements
                return VoiceOverOrder.order(own.map(\.frame), direction: direction).map {
                    VoiceOverElement(element: own[$0], container: kind.elementKind, section: 0, item: 0, words: voiceOverWords)
                }
            }
        }
    }
}
