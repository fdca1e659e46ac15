import DynamicType
import Foundation
import Layout
import ProofSheetSupport
import Spec

/// The VoiceOver rules (docs/audit.md, "VoiceOver rules"): what the accessibility elements a
/// layout forms (docs/voiceover.md) and their reading order say about each cell, header and
/// footer, and what the bars' items read as (`barVoiceOverFindings`).
extension VariantAudit {
    /// The text styles a cell's only label is written in when it stands for a heading: the title
    /// styles (`largeTitle`, `title1`–`title3`). Apple gives no rule; ProofSheet's choice.
    static let headingStyles: Set<TextStyle> = [.largeTitle, .title1, .title2, .title3]

    /// Every VoiceOver rule's findings on the variant, in layout order.
    func voiceOverFindings() -> [AuditFinding] {
        let voiceOverRules: Set<AuditRule> = [
            .missingAccessibilityLabel, .symbolNameLabel, .duplicateAccessibilityLabel, .emptyAccessibilityLabel, .cellReadAsManyStops,
            .readingOrderMismatch, .headerWithoutTrait, .truncatedTextReadInFull,
        ]
        guard !rules.isDisjoint(with: voiceOverRules) else { return [] }
        let all = layout.voiceOverElements()
        let stops = Dictionary(grouping: all) { Container(kind: $0.container, section: $0.section, item: $0.item) }
        var found = barVoiceOverFindings(all.filter { $0.container.isBar })
        for element in layout.elements {
            let container = Container(kind: element.kind, section: element.section, item: element.item)
            found += voiceOverFindings(in: element, stops: stops[container] ?? [])
        }
        return found
    }

    /// The bars' buttons and tabs (`stops`) with no label, or read as a symbol's name: an icon
    /// bar button item without `accessibility: {label: …}` whose symbol's name is words joined
    /// by dots. Found at the item's key path in the screen (`navigationBar.trailing[0]`).
    private func barVoiceOverFindings(_ stops: [VoiceOverElement]) -> [AuditFinding] {
        stops.compactMap { stop -> AuditFinding? in
            let element = stop.element
            guard element.traits.contains(.button) || element.part == "button" || element.part == "tab" else { return nil }
            let label = String(element.label.trimmedOfWhitespace)
            let place = AuditElement.bar(element.templateKeyPath)
            if label.isEmpty {
                return AuditFinding(
                    rule: .missingAccessibilityLabel, element: place, text: nil, frame: element.frame,
                    detail: "a bar item has no accessibility label: VoiceOver reads \(stop.spoken.quoted)", measured: [:])
            }
            guard Self.isSymbolName(label) else { return nil }
            return AuditFinding(
                rule: .symbolNameLabel, element: place, text: element.label, frame: element.frame,
                detail: "a bar item's label \(label.quoted) is a symbol's name: VoiceOver reads \(Self.spokenSymbolName(label).quoted)", measured: [:]
            )
        }
    }

    /// A cell, header or footer by its place: what ``VoiceOverElement`` names its container by.
    private struct Container: Hashable {
        var kind: ElementKind
        var section: Int
        var item: Int
    }

    /// The rules on one cell, header or footer whose stops, in reading order, are `stops`
    /// (one combined stop for a list's cell).
    private func voiceOverFindings(in cell: ScreenElement, stops spokenStops: [VoiceOverElement]) -> [AuditFinding] {
        let stops = spokenStops.map(\.element)
        let template = input.template(of: cell.kind, section: cell.section, item: cell.item)
        let content = cell.content
        let firstText = content.labels.first?.text
        let own = content.accessibilityElements
        let tappablePaths = Set(content.tappableElements.map(\.templateKeyPath))
        var found: [AuditFinding] = []
        func add(_ rule: AuditRule, _ path: String, _ text: String?, _ frame: Rect, _ detail: String, _ measured: [String: Double] = [:]) {
            let element = AuditElement(kind: cell.kind, section: cell.section, item: cell.item, templatePath: path == "cell" ? "" : path)
            found.append(AuditFinding(rule: rule, element: element, text: text, frame: frame, detail: detail, measured: measured))
        }
        // What activating each stop does: a button's, a tappable view's, a tappable cell's action.
        func isActionable(_ stop: PlacedAccessibilityElement) -> Bool {
            stop.part == "button" || stop.part == "switch" || stop.traits.contains(.button) || stop.traits.contains(.link)
                || tappablePaths.contains(stop.templateKeyPath) || (stop.part == "cell" && template.isTappable)
        }

        // What is spoken and how a stop is described are worked out only for a finding.
        for (stop, spokenStop) in zip(stops, spokenStops) {
            let label = stop.label.trimmedOfWhitespace
            if label.isEmpty, isActionable(stop) || stop.traits.contains(.image) || stop.part == "image" {
                add(
                    .missingAccessibilityLabel, stop.templateKeyPath, firstText, stop.frame,
                    "\(Self.describe(stop)) has no accessibility label: VoiceOver reads \(spokenStop.spoken.quoted)")
            } else if label.isEmpty, (stop.value ?? "").trimmedOfWhitespace.isEmpty {
                add(
                    .emptyAccessibilityLabel, stop.templateKeyPath, firstText, stop.frame,
                    "\(Self.describe(stop)) is a stop with no label or value: VoiceOver says nothing")
            }
            if Self.isSymbolName(label), isActionable(stop) {
                add(
                    .symbolNameLabel, stop.templateKeyPath, stop.label, stop.frame,
                    "\(Self.describe(stop))'s label \(String(label).quoted) is a symbol's name: VoiceOver reads \(Self.spokenSymbolName(String(label)).quoted)"
                )
            }
        }
        found += unreachableTargets(in: cell, template: template, stops: stops, own: own, firstText: firstText)

        // Duplicates among the cell's own elements (the parts a list's cell combines).
        var seen: [String: PlacedAccessibilityElement] = [:]
        for element in own where own.count > 1 {
            let key = element.label.trimmedOfWhitespace.lowercased()
            guard !key.isEmpty else { continue }
            if let earlier = seen[key] {
                add(
                    .duplicateAccessibilityLabel, element.templateKeyPath, element.label, element.frame,
                    "reads \(element.label.quoted), as \(earlier.templateKeyPath) does: VoiceOver says it twice in one cell")
            } else {
                seen[key] = element
            }
        }

        if cell.kind == .cell, stops.count > template.maximumVoiceOverStops {
            let maximum = template.maximumVoiceOverStops
            add(
                .cellReadAsManyStops, "", firstText, cell.frame,
                "VoiceOver stops \(stops.count) times in the cell (more than \(maximum)): "
                    + spokenStops.map { $0.spoken.excerpt(limit: 24).quoted }.joined(separator: ", "),
                ["stops": Double(stops.count), "maximum": Double(maximum)])
        }

        found += readingOrderFindings(own, in: cell)

        if cell.kind == .cell, !template.isTappable, stops.count == 1, !stops[0].traits.contains(.header), !own.contains(where: isActionable),
            !content.labels.isEmpty, content.labels.allSatisfy({ $0.textStyle.map(Self.headingStyles.contains) ?? false }),
            let label = content.labels.first
        {
            add(
                .headerWithoutTrait, label.templateKeyPath, label.text, label.frame,
                "the cell is one \(label.textStyle?.name ?? "title") title read without the header trait: VoiceOver's headings rotor skips it")
        }

        for label in content.labels where label.isTruncated {
            guard !label.text.isEmpty,
                let reader = own.first(where: { Self.reads(label.templateKeyPath, as: $0.templateKeyPath) && $0.label.contains(label.text) })
            else { continue }
            add(
                .truncatedTextReadInFull, label.templateKeyPath, label.text, label.frame,
                "shows \(label.lineCount) \(label.lineCount == 1 ? "line" : "lines") and an ellipsis; VoiceOver reads all \(label.text.count) characters"
                    + (reader.templateKeyPath == label.templateKeyPath ? "" : " (in \(reader.templateKeyPath))"),
                ["linesShown": Double(label.lineCount), "characters": Double(label.text.count)])
        }
        return found
    }

    /// Tappable images, stacks and cells VoiceOver cannot reach: no stop is the view, is inside
    /// it or combines it.
    private func unreachableTargets(
        in cell: ScreenElement, template: CellTemplate, stops: [PlacedAccessibilityElement], own: [PlacedAccessibilityElement], firstText: String?
    ) -> [AuditFinding] {
        var found: [AuditFinding] = []
        let combinedCell = stops.contains { $0.part == "cell" }
        for target in cell.content.tappableElements where target.kind == .image || target.kind == .stack {
            let path = target.templateKeyPath
            let reached =
                combinedCell || own.contains { Self.reads(path, as: $0.templateKeyPath) || Self.reads($0.templateKeyPath, as: path) }
            guard !reached else { continue }
            found.append(
                AuditFinding(
                    rule: .missingAccessibilityLabel,
                    element: AuditElement(kind: cell.kind, section: cell.section, item: cell.item, templatePath: path), text: firstText,
                    frame: target.frame,
                    detail:
                        "a tappable \(target.kind.rawValue) with no accessibility label and nothing VoiceOver reads inside: VoiceOver cannot reach it",
                    measured: [:]))
        }
        if cell.kind == .cell, template.isTappable, stops.isEmpty {
            found.append(
                AuditFinding(
                    rule: .missingAccessibilityLabel, element: AuditElement(kind: cell.kind, section: cell.section, item: cell.item),
                    text: firstText, frame: cell.frame,
                    detail: "a tappable cell with nothing VoiceOver reads (no labelled image or text): VoiceOver cannot reach it", measured: [:]))
        }
        return found
    }

    /// `reading-order-mismatch` findings on the elements of one cell, header or footer: an element
    /// with an explicit `sortPriority` read before one that comes before it in its row, in the
    /// layout direction (right to left in a right-to-left layout), or after one that comes after it.
    private func readingOrderFindings(_ own: [PlacedAccessibilityElement], in cell: ScreenElement) -> [AuditFinding] {
        guard own.contains(where: { $0.sortPriority != 0 }) else { return [] }
        let frames = own.map(\.frame)
        let visual = VoiceOverOrder.order(frames, direction: layout.direction)
        let read = VoiceOverOrder.order(frames, priorities: own.map(\.sortPriority), direction: layout.direction)
        let visualRank = Dictionary(uniqueKeysWithValues: visual.enumerated().map { ($1, $0) })
        let readRank = Dictionary(uniqueKeysWithValues: read.enumerated().map { ($1, $0) })
        var found: [AuditFinding] = []
        for index in read where own[index].sortPriority != 0 {
            let element = own[index]
            let inverted = own.indices.first { other in
                other != index && own[other].sortPriority != element.sortPriority && Self.shareRow(frames[index], frames[other])
                    && (visualRank[index]! < visualRank[other]!) != (readRank[index]! < readRank[other]!)
            }
            guard let other = inverted else { continue }
            let readFirst = readRank[index]! < readRank[other]!
            found.append(
                AuditFinding(
                    rule: .readingOrderMismatch,
                    element: AuditElement(kind: cell.kind, section: cell.section, item: cell.item, templatePath: element.templateKeyPath),
                    text: element.label, frame: element.frame,
                    detail: "read \(readFirst ? "before" : "after") \(Self.name(own[other])) (\(own[other].templateKeyPath)), "
                        + "which is \(readFirst ? "before" : "after") it in their row, read leading to trailing: sortPriority \(element.sortPriority.compact) against \(own[other].sortPriority.compact)",
                    measured: ["sortPriority": element.sortPriority, "otherSortPriority": own[other].sortPriority]))
        }
        return found
    }

    /// Whether two frames are in one row: their vertical extents overlap (``VoiceOverOrder``'s rows).
    private static func shareRow(_ a: Rect, _ b: Rect) -> Bool {
        a.minY < b.maxY - slack && b.minY < a.maxY - slack
    }

    /// Whether the element at template path `reader` reads the view at `path`: it is the view, or
    /// a stack that combines it (`stack.items[1].stack` reads `stack.items[1].stack.items[0].label`),
    /// or a button whose title it is.
    static func reads(_ path: String, as reader: String) -> Bool {
        path == reader || path.hasPrefix(reader + ".")
    }

    /// Whether `label` is only a symbol's name as `UIImage(systemName:)` takes it: lowercase
    /// words or numbers joined by dots, two or more of them words (`chevron.right`,
    /// `square.and.arrow.up`, `1.circle.fill`; not a version such as `v1.2`).
    static func isSymbolName(_ label: some StringProtocol) -> Bool {
        // Most labels have no dot: no symbol name (the check runs on every actionable stop).
        guard label.utf8.contains(UInt8(ascii: ".")) else { return false }
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) }
        return parts.allSatisfy { part in !part.isEmpty && part.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) } }
            && parts.filter { $0.unicodeScalars.contains(where: isLetter) }.count >= 2
    }

    /// What VoiceOver says for a symbol name read as text: its dots read as "dot".
    static func spokenSymbolName(_ name: String) -> String {
        name.split(separator: ".").joined(separator: " dot ")
    }

    /// "a button", "an image", "the cell", "a stack", "a label", "a segment", "a search field".
    static func describe(_ stop: PlacedAccessibilityElement) -> String {
        switch stop.part {
        case "cell": "the cell"
        case "image": "an image"
        case "segmentedControl": "a segmented control"
        case "searchField": "a search field"
        case "searchField.cancelButton": "a cancel button"
        case "listContent": "list content"
        case "listContent.text", "listContent.secondaryText": "a label"
        case let part where part.hasPrefix("segmentedControl.segments"): "a segment"
        default: "a " + stop.part
        }
    }

    /// How a finding names another element: its label quoted, or, with none, what it is
    /// ("an unlabelled image").
    static func name(_ stop: PlacedAccessibilityElement) -> String {
        let label = stop.label.trimmedOfWhitespace
        guard label.isEmpty else { return stop.label.excerpt(limit: 24).quoted }
        let kind = describe(stop)
        for article in ["a ", "an ", "the "] where kind.hasPrefix(article) {
            let rest = kind.dropFirst(article.count)
            return (article == "the " ? "the " : "an ") + "unlabelled " + rest
        }
        return "unlabelled " + kind
    }
}
