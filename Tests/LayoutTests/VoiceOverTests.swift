import DynamicType
import Layout
import Spec
import Testing

/// What VoiceOver reads (docs/voiceover.md): elements formed by UIKit's defaults and the spec's
/// `accessibility` properties, and the reading order over the frames, measured with
/// ``FakeTextMeasurer`` (a 10 pt character is 5 pt wide, a line 15 pt tall).
struct VoiceOverTests {
    // MARK: Element formation

    /// A label reads its text (`staticText`), an unlabelled image is skipped, a labelled one reads
    /// its label with the `image` trait, a switch "On" or "Off" with the `toggleButton` trait, spoken "Switch button" (a button's
    /// title needs the real text engine: VoiceOverSpecTests).
    @Test func defaultElements() throws {
        let row = hstack(
            spacing: 10,
            [
                image(20, 20), label("{name}"),
                .image(with(ImageTemplate(size: Size(width: 20, height: 20))) { $0.accessibility = AccessibilityProperties(label: "Favourite") }),
                .switch(SwitchTemplate(isOn: true)),
            ])
        let stops = try elements(flow(row, items: [["name": "Ana"]]))
        #expect(stops.map(\.element.label) == ["Ana", "Favourite", ""])
        #expect(stops.map(\.element.traits) == [[.staticText], [.image], [.toggleButton]])
        #expect(stops.map(\.spoken) == ["Ana.", "Favourite. Image.", "On. Switch button."])
        #expect(stops.map(\.element.templateKeyPath) == ["stack.items[1].label", "stack.items[2].image", "stack.items[3].switch"])
        // The label after the 20 pt image and 10 pt spacing: 3 characters, 15 × 15.
        #expect(stops[0].element.frame == rect(30, 0, 15, 15))
    }

    /// A `list`'s cell is one element reading its labels in order, comma separated, with the
    /// cell's frame.
    @Test func listCellCombinesItsLabels() throws {
        let input = ScreenLayoutInput(
            kind: .list(), cell: CellTemplate(stack: vstack([label("{name}"), label("{message}")])),
            sections: [.init(items: [["name": "Ana Ruiz", "message": "Lunch tomorrow?"], ["name": "Bo", "message": "Hi"]])])
        let layout = try ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer()).layout(
            width: 200, columns: 1, category: .large, displayScale: 2)
        let stops = layout.voiceOverElements()
        #expect(stops.map(\.spoken) == ["Ana Ruiz, Lunch tomorrow?", "Bo, Hi."])
        #expect(stops.map(\.element.frame) == layout.elements.map(\.frame))
        #expect(stops.map(\.element.templateKeyPath) == ["cell", "cell"])
        // Not combined, the same cells read four stops.
        #expect(layout.voiceOverElements(combiningCells: false).map(\.element.label) == ["Ana Ruiz", "Lunch tomorrow?", "Bo", "Hi"])
    }

    /// A stack marked an element combines its children (their traits but `staticText`); one
    /// marked hidden hides them all; a label marked no element is skipped.
    @Test func stackGroupingAndHiding() throws {
        var combined = vstack([label("Ana"), label("Reply", traits: [.button])])
        combined.accessibility = AccessibilityProperties(hint: "Opens the conversation.", isElement: true)
        var hidden = vstack([label("secret")])
        hidden.accessibility = AccessibilityProperties(isHidden: true)
        let skipped = with(LabelTemplate(text: "x", font: font10)) { $0.accessibility = AccessibilityProperties(isElement: false) }
        let stops = try elements(flow(vstack([.stack(combined), .stack(hidden), .label(skipped)]), items: [[:]]))
        #expect(stops.map(\.spoken) == ["Ana, Reply. Button. Opens the conversation."])
        #expect(stops.map(\.element.templateKeyPath) == ["stack.items[0].stack"])
    }

    /// `label`, `value` and `hint` fill `{field}` placeholders from the item, as text does; a
    /// missing field is the layout's usual error naming the fields there are.
    @Test func placeholdersFillFromTheItem() throws {
        let text = with(LabelTemplate(text: "{time}", font: font10)) {
            $0.accessibility = AccessibilityProperties(label: "Sent at {time}", value: "{state}", hint: "From {name}", traits: [.button, .selected])
        }
        let stops = try elements(flow(vstack([.label(text)]), items: [["time": "09:41", "state": "unread", "name": "Ana"]]))
        #expect(stops.map(\.spoken) == ["Sent at 09:41, unread. Button. Selected. From Ana."])
        #expect(throws: TemplateFieldError.self) { try elements(flow(vstack([.label(text)]), items: [["time": "09:41"]])) }
    }

    /// A section header's elements carry the `header` trait.
    @Test func headersCarryTheHeaderTrait() throws {
        let input = ScreenLayoutInput(
            kind: .flow(), cell: CellTemplate(stack: vstack([label("{text}")])),
            supplementary: CellTemplate(stack: vstack([label("{text}")])), sections: [.init(header: "Today", items: [["text": "a"]])])
        let stops = try ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer()).layout(
            width: 200, columns: 1, category: .large, displayScale: 2
        ).voiceOverElements()
        #expect(stops.map(\.spoken) == ["Today. Heading.", "a."])
        #expect(stops.map(\.container) == [.header, .cell])
    }

    // MARK: Reading order

    /// Name and time side by side, the message below the name: left to right the row reads
    /// name, time, then the message; right to left (mirrored) the name is at the right and still
    /// comes first, as the row reads from the right.
    @Test func orderFollowsRowsAndTheLayoutDirection() throws {
        let ltr = try elements(flow(messageRow(), items: [[:]]))
        let rtl = try elements(flow(messageRow(), items: [[:]]), direction: .rightToLeft)
        #expect(ltr.map(\.element.label) == ["Name", "Time", "Message"])
        #expect(rtl.map(\.element.label) == ["Name", "Time", "Message"])
        #expect(rtl[0].element.frame.x > rtl[1].element.frame.x)
    }

    /// The same row turned vertical at AX sizes (`accessibilityAxis`): the time, now under the
    /// message, comes after it.
    @Test func stackTurnedVerticalChangesTheOrder() throws {
        let large = try elements(flow(messageRow(accessibilityAxis: .vertical), items: [[:]]), category: .large)
        let ax3 = try elements(flow(messageRow(accessibilityAxis: .vertical), items: [[:]]), category: .accessibilityExtraLarge)
        #expect(large.map(\.element.label) == ["Name", "Time", "Message"])
        #expect(ax3.map(\.element.label) == ["Name", "Message", "Time"])
    }

    /// `sortPriority` puts an element first within its cell, whatever its place.
    @Test func explicitOrder() throws {
        var row = messageRow()
        guard case .label(var time) = row.items[1] else { Issue.record("no time label"); return }
        time.accessibility.sortPriority = 1
        row.items[1] = .label(time)
        #expect(try elements(flow(row, items: [[:]])).map(\.element.label) == ["Time", "Name", "Message"])
    }

    /// The rule on bare frames: overlapping vertical extents share a row, read by left edge
    /// (right edge right to left); a frame below every row's bottom starts the next row.
    @Test func orderOfFrames() {
        let frames = [rect(100, 0, 50, 20), rect(0, 5, 50, 30), rect(0, 40, 50, 10), rect(60, 30, 10, 10)]
        #expect(VoiceOverOrder.order(frames, direction: .leftToRight) == [1, 3, 0, 2])
        #expect(VoiceOverOrder.order(frames, direction: .rightToLeft) == [0, 3, 1, 2])
        #expect(VoiceOverOrder.order(frames, priorities: [0, 0, 1, 0], direction: .leftToRight) == [2, 1, 3, 0])
        // A long list's rows given bottom to top, two side by side in each: one row each, top first.
        let rows: [Rect] = (0..<2_000).reversed().flatMap { (row: Int) -> [Rect] in
            [rect(60, Double(row) * 44, 50, 44), rect(0, Double(row) * 44 + 10, 50, 20)]
        }
        let topFirst: [Int] = (0..<2_000).reversed().flatMap { (index: Int) -> [Int] in [2 * index + 1, 2 * index] }
        #expect(VoiceOverOrder.order(rows, direction: .leftToRight) == topFirst)
    }
}

// MARK: - Building

/// With ``FakeTextMeasurer``: 5 pt per character, 15 pt per line.
private let font10 = FontChoice.fixed(Font(pointSize: 10))

private func label(_ text: String, traits: [AccessibilityTrait]? = nil) -> TemplateElement {
    .label(with(LabelTemplate(text: text, font: font10)) { $0.accessibility.traits = traits })
}

private func image(_ width: Double, _ height: Double) -> TemplateElement { .image(ImageTemplate(size: Size(width: width, height: height))) }

private func vstack(spacing: Double = 0, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .vertical, spacing: spacing, alignment: .fill, items: items)
}

private func hstack(spacing: Double = 0, accessibilityAxis: Axis? = nil, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .horizontal, spacing: spacing, alignment: .fill, accessibilityAxis: accessibilityAxis, items: items)
}

private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var value = value
    change(&value)
    return value
}

/// A name above a message, beside a time: `[[Name / Message] Time]`.
private func messageRow(accessibilityAxis: Axis? = nil) -> StackTemplate {
    hstack(spacing: 10, accessibilityAxis: accessibilityAxis, [.stack(vstack([label("Name"), label("Message")])), label("Time")])
}

/// A one-column flow (collection view cells: not combined) of `items` cells showing `stack`.
private func flow(_ stack: StackTemplate, items: [[String: String]]) -> ScreenLayoutInput {
    ScreenLayoutInput(kind: .flow(), cell: CellTemplate(stack: stack), sections: [.init(items: items)])
}

private func elements(
    _ input: ScreenLayoutInput, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight
) throws -> [VoiceOverElement] {
    try ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer()).layout(
        width: 200, columns: 1, category: category, displayScale: 2, direction: direction
    ).voiceOverElements()
}
