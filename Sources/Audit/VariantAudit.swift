import DynamicType
import Foundation
import Layout
import Localization
import ProofSheetSupport
import Spec

/// Runs every audit rule on one variant's layout. Pure apart from text measurement (truncated
/// text's full line count, the width of words for cramped text), so each rule can be tested on
/// a layout built by hand.
package struct VariantAudit {
    /// Average characters per line under which a label at an accessibility size is cramped.
    static let crampedCharactersPerLine = 12.0
    /// WCAG 2.2 AA minimum contrast for normal text, and for large text.
    static let minimumContrast = 4.5
    static let minimumLargeTextContrast = 3.0
    /// WCAG 2.2 SC 1.4.11 Non-text Contrast (AA): a meaningful graphic (a symbol, a template
    /// image) against what it sits on.
    static let minimumNonTextContrast = 3.0
    /// WCAG large text: 18 pt (24 CSS px), or 14 pt (18.67 CSS px) bold; an iOS point counts as a
    /// CSS px (both are the platform's reference pixel).
    static let largeTextSize = 24.0
    static let largeBoldTextSize = 14.0 * 4 / 3
    /// The CSS weight from which text counts as bold for WCAG's large text (700, `bold`).
    static let largeTextBoldWeight = 700
    /// Apple HIG's and WCAG 2.2 SC 2.5.8's minimum tap target sides, in points (the first also in
    /// the legend of the targets overlay).
    package static let comfortableTarget = 44.0
    static let minimumTarget = 24.0
    /// Geometry closer than this is equal (layout works on a 1/3 pt grid).
    static let slack = 0.01

    var layout: ScreenLayout
    var category: ContentSizeCategory
    var appearance: Appearance
    /// The variant's Bold Text setting: under `bold`, a label whose custom font has no bold
    /// counterpart is noted (`ignores-bold-text`).
    var legibilityWeight: LegibilityWeight
    var screenWidth: Double
    var input: ScreenLayoutInput
    var screenBackground: String
    var palette: ColorPalette
    var measurer: any TextMeasuring
    /// The rules to run (a check without `--audit` runs only the missing-glyph rule).
    var rules: Set<AuditRule> = Set(AuditRule.allCases)
    /// The texts shown untranslated in the variant's language (`Suite.layoutInput(of:in:on:)`),
    /// each with where the screen's spec writes it (`items[3].title`).
    var untranslated: [(text: UntranslatedText, keyPath: String)] = []

    package init(
        layout: ScreenLayout, category: ContentSizeCategory, appearance: Appearance, legibilityWeight: LegibilityWeight = .regular,
        screenWidth: Double, input: ScreenLayoutInput, screenBackground: String, palette: ColorPalette, measurer: any TextMeasuring,
        rules: Set<AuditRule> = Set(AuditRule.allCases), untranslated: [(text: UntranslatedText, keyPath: String)] = []
    ) {
        self.layout = layout
        self.category = category
        self.appearance = appearance
        self.legibilityWeight = legibilityWeight
        self.screenWidth = screenWidth
        self.input = input
        self.screenBackground = screenBackground
        self.palette = palette
        self.measurer = measurer
        self.rules = rules
        self.untranslated = untranslated
    }

    /// What the rules find, in layout order.
    package func findings() throws -> [AuditFinding] {
        var found: [AuditFinding] = []
        var contrasts: [Pair: Contrast] = [:]
        let screen = try palette.resolve(screenBackground, for: appearance)
        for element in layout.elements {
            let template = input.template(of: element.kind, section: element.section, item: element.item)
            let cellElement = AuditElement(kind: element.kind, section: element.section, item: element.item)
            let firstText = element.content.labels.first?.text
            if element.frame.minX < -Self.slack || element.frame.maxX > screenWidth + Self.slack {
                found.append(
                    AuditFinding(
                        rule: .widerThanScreen, element: cellElement, text: firstText, frame: element.frame,
                        detail:
                            "spans x \(element.frame.minX.rounded(toPlaces: 3))…\(element.frame.maxX.rounded(toPlaces: 3)) pt on a \(screenWidth.rounded(toPlaces: 3)) pt screen",
                        measured: ["minX": element.frame.minX, "maxX": element.frame.maxX, "screenWidth": screenWidth]
                    ))
            }
            for image in element.content.images where image.minX < -Self.slack || image.maxX > screenWidth + Self.slack {
                found.append(
                    AuditFinding(
                        rule: .widerThanScreen, element: cellElement, text: firstText, frame: image,
                        detail:
                            "an image spans x \(image.minX.rounded(toPlaces: 3))…\(image.maxX.rounded(toPlaces: 3)) pt on a \(screenWidth.rounded(toPlaces: 3)) pt screen",
                        measured: ["minX": image.minX, "maxX": image.maxX, "screenWidth": screenWidth]
                    ))
            }
            if let cut = canvasFinding(of: element, cellElement: cellElement, text: firstText) { found.append(cut) }
            if element.kind == .cell, template.isTappable, let target = Self.target(element.frame, text: firstText, element: cellElement) {
                found.append(target)
            }
            // A switch is left out: UIKit fixes its 51 × 31 pt, so no spec can give it the HIG's
            // 44 pt, and it meets WCAG's 24 pt (docs/components.md, "Switch").
            for tappable in element.content.tappableElements where tappable.kind != .switch {
                let tappableElement = AuditElement(
                    kind: element.kind, section: element.section, item: element.item, templatePath: tappable.templateKeyPath)
                if let target = Self.target(tappable.frame, text: firstText, element: tappableElement) { found.append(target) }
            }
            let background = try palette.resolve(template.background, for: appearance).composited(over: screen)
            for (index, label) in element.content.labels.enumerated() {
                let labelElement = AuditElement(kind: element.kind, section: element.section, item: element.item, templatePath: label.templateKeyPath)
                let behind = try backdrop(of: label.frame, in: element.content, cellBackgroundName: template.background, background: background)
                found += try labelFindings(
                    label, element: labelElement, in: element, background: behind.color,
                    contentWidth: element.frame.width - template.padding.horizontal,
                    contrast: contrast(of: label.color, over: behind.name, background: behind.color, cache: &contrasts)
                )
                if label.isTappable, let target = Self.target(label.frame, text: label.text, element: labelElement) { found.append(target) }
                for earlier in element.content.labels[..<index] {
                    let overlap = label.frame.intersection(earlier.frame)
                    if overlap.width > Self.slack * 10, overlap.height > Self.slack * 10 {
                        found.append(
                            AuditFinding(
                                rule: .overlappingElements, element: labelElement, text: label.text, frame: overlap,
                                detail:
                                    "overlaps \(earlier.templateKeyPath) by \(overlap.width.rounded(toPlaces: 3)) × \(overlap.height.rounded(toPlaces: 3)) pt",
                                measured: ["overlapWidth": overlap.width, "overlapHeight": overlap.height]
                            ))
                    }
                }
                for image in element.content.images {
                    let overlap = label.frame.intersection(image)
                    if overlap.width > Self.slack * 10, overlap.height > Self.slack * 10 {
                        found.append(
                            AuditFinding(
                                rule: .overlappingElements, element: labelElement, text: label.text, frame: overlap,
                                detail: "overlaps an image by \(overlap.width.rounded(toPlaces: 3)) × \(overlap.height.rounded(toPlaces: 3)) pt",
                                measured: ["overlapWidth": overlap.width, "overlapHeight": overlap.height]
                            ))
                    }
                }
            }
        }
        found += try barFindings()
        found += voiceOverFindings()
        if rules.contains(.untranslatedText) { found += untranslatedFindings() }
        return rules.count == AuditRule.allCases.count ? found : found.filter { rules.contains($0.rule) }
    }

    /// A `clipped-by-canvas` finding for `element` when it reaches past the top or bottom of the
    /// canvas (the layout's content height: what the painter draws, clipped, without device
    /// chrome). Its labels and images are not checked on their own: one inside a cell that
    /// fits the canvas reaches past the canvas only by reaching past the cell, which
    /// `clipped-text` reports (and cells clip their images). Sideways, `wider-than-screen` reports.
    private func canvasFinding(of element: ScreenElement, cellElement: AuditElement, text: String?) -> AuditFinding? {
        let height = layout.contentSize.height
        let frame = element.frame
        let (above, below) = (-frame.minY, frame.maxY - height)
        guard above > Self.slack || below > Self.slack else { return nil }
        let edge = below > Self.slack ? "\(below.rounded(toPlaces: 3)) pt below the bottom" : "\(above.rounded(toPlaces: 3)) pt above the top"
        return AuditFinding(
            rule: .clippedByCanvas, element: cellElement, text: text, frame: frame,
            detail:
                "the \(element.kind.rawValue) spans y \(frame.minY.rounded(toPlaces: 3))…\(frame.maxY.rounded(toPlaces: 3)) pt, \(edge) of the \(height.rounded(toPlaces: 3)) pt canvas: cut off",
            measured: ["minY": frame.minY, "maxY": frame.maxY, "canvasHeight": height])
    }

    /// Where a bar element's accessibility label is written in the screen
    /// (`navigationBar.trailing[0].accessibility.label`, the title's
    /// `navigationBar.titleAccessibility.label`); nil for a cell's element.
    private static func accessibilityLabelPath(of element: PlacedAccessibilityElement) -> String? {
        guard let path = element.barKeyPath else { return nil }
        return path == "navigationBar.title" ? "navigationBar.titleAccessibility.label" : path + ".accessibility.label"
    }

    /// One finding per label that shows an untranslated field: the label whose template
    /// text names the field (`{title}`; a header's or footer's `{text}`). A field no visible
    /// label shows is not reported: nothing on screen is untranslated. A bar element's
    /// accessibility label is reported too: VoiceOver reads it.
    private func untranslatedFindings() -> [AuditFinding] {
        var found: [AuditFinding] = []
        for (text, keyPath) in untranslated {
            if text.kind.isBar {
                // A bar's title: its field is the title's key path in the screen.
                for bar in layout.bars where bar.kind.rawValue == text.kind.rawValue {
                    for (label, path) in zip(bar.content.labels, bar.labelKeyPaths) where path == text.field {
                        let source = text.key.map { "key \($0.quoted)" } ?? "its text per language"
                        found.append(
                            AuditFinding(
                                rule: .untranslatedText, element: .bar(path), text: label.text, frame: label.frame,
                                detail: "\(path) has no \(text.language.identifier) translation (\(source)); shows the source language's text",
                                measured: [:], specKeyPath: keyPath))
                    }
                    // An accessibility label is not shown but heard: VoiceOver reads it untranslated.
                    for element in bar.content.accessibilityElements where Self.accessibilityLabelPath(of: element) == text.field {
                        let source = text.key.map { "key \($0.quoted)" } ?? "its text per language"
                        found.append(
                            AuditFinding(
                                rule: .untranslatedText, element: .bar(text.field), text: element.label, frame: element.frame,
                                detail:
                                    "\(text.field) has no \(text.language.identifier) translation (\(source)); VoiceOver reads the source language's text",
                                measured: [:], specKeyPath: keyPath))
                    }
                }
                continue
            }
            guard let element = layout.elements.first(where: { $0.kind == text.kind && $0.section == text.section && $0.item == text.item }) else {
                continue
            }
            let template = input.template(of: element.kind, section: element.section, item: element.item)
            for label in element.content.labels {
                guard let labelTemplate = template.stack.label(at: label.templateKeyPath), labelTemplate.text.contains("{\(text.field)}") else {
                    continue
                }
                let source = text.key.map { "key \($0.quoted)" } ?? "its text per language"
                found.append(
                    AuditFinding(
                        rule: .untranslatedText,
                        element: AuditElement(kind: element.kind, section: element.section, item: element.item, templatePath: label.templateKeyPath),
                        text: label.text, frame: label.frame,
                        detail: "\(text.field) has no \(text.language.identifier) translation (\(source)); shows the source language's text",
                        measured: [:], specKeyPath: keyPath
                    ))
            }
        }
        return found
    }

    /// The rules on one label. `contentWidth`: the cell's width inside its padding, which a label
    /// that does not share its row with other elements is offered.
    private func labelFindings(
        _ label: PlacedLabel, element: AuditElement, in cell: ScreenElement, background: Color, contentWidth: Double, contrast: Contrast
    ) throws -> [AuditFinding] {
        var found: [AuditFinding] = []
        func add(_ rule: AuditRule, _ detail: String, _ measured: [String: Double]) {
            found.append(AuditFinding(rule: rule, element: element, text: label.text, frame: label.frame, detail: detail, measured: measured))
        }
        if label.isTruncated, rules.contains(.truncatedText) {
            let full = try measurer.measure(request(for: label, maximumLines: 0))
            add(
                .truncatedText, "needs \(full.lineCount) lines, shows \(label.lineCount) (lines: \(label.maximumLines))",
                ["linesNeeded": Double(full.lineCount), "linesShown": Double(label.lineCount), "lineLimit": Double(label.maximumLines)])
        }
        let frame = cell.frame
        if label.frame.maxY > frame.maxY + Self.slack || label.frame.maxX > frame.maxX + Self.slack
            || label.frame.minY < frame.minY - Self.slack || label.frame.minX < frame.minX - Self.slack
        {
            let cut = max(label.frame.maxY - frame.maxY, frame.minY - label.frame.minY, label.frame.maxX - frame.maxX, frame.minX - label.frame.minX)
            add(
                .clippedText,
                "text is \(label.frame.width.rounded(toPlaces: 3)) × \(label.frame.height.rounded(toPlaces: 3)) pt and reaches \(cut.rounded(toPlaces: 3)) pt past its \(frame.width.rounded(toPlaces: 3)) × \(frame.height.rounded(toPlaces: 3)) pt \(cell.kind.rawValue)",
                [
                    "textWidth": label.frame.width, "textHeight": label.frame.height, "cellWidth": frame.width, "cellHeight": frame.height,
                    "overflow": cut,
                ])
        }
        if label.frame.minX < -Self.slack || label.frame.maxX > screenWidth + Self.slack {
            add(
                .widerThanScreen,
                "spans x \(label.frame.minX.rounded(toPlaces: 3))…\(label.frame.maxX.rounded(toPlaces: 3)) pt on a \(screenWidth.rounded(toPlaces: 3)) pt screen",
                ["minX": label.frame.minX, "maxX": label.frame.maxX, "screenWidth": screenWidth])
        }
        if legibilityWeight == .bold, label.ignoresBoldText, rules.contains(.ignoresBoldText) {
            add(
                .ignoresBoldText,
                "\(label.font.family.quoted) stays \(label.font.weight) under Bold Text: its font declares no boldWeight",
                ["cssWeight": Double(label.font.weight.cssWeight)])
        }
        guard
            rules.contains(.lowContrast) || rules.contains(.fixedSizeText) || rules.contains(.missingGlyph) || rules.contains(.shrunkText)
                || rules.contains(.crampedText) || rules.contains(.brokenWord)
        else {
            return found
        }
        if let finding = Self.lowContrast(label, element: element, contrast: contrast, background: background) { found.append(finding) }
        if label.textStyle == nil {
            add(
                .fixedSizeText, "\(label.font.pointSize.rounded(toPlaces: 3)) pt at every size: a fixed font with no text style",
                ["pointSize": label.font.pointSize])
        }
        if category.isAccessibilityCategory, label.lineCount >= 2, rules.contains(.crampedText) {
            let perLine = Double(label.text.count) / Double(label.lineCount)
            // Narrower than the content width because a horizontal stack puts other content beside
            // it; fixed spacers or margins only inset it.
            let sharesItsRow = label.sharesRow && label.layoutWidth < contentWidth - Self.slack
            if sharesItsRow, perLine < Self.crampedCharactersPerLine {
                add(
                    .crampedText,
                    String(
                        format: "%.1f characters per line over %d lines in %@ pt of the cell's %@ pt: its stack does not turn vertical",
                        perLine, label.lineCount, label.layoutWidth.rounded(toPlaces: 3), contentWidth.rounded(toPlaces: 3)),
                    [
                        "charactersPerLine": (perLine * 10).rounded() / 10, "lines": Double(label.lineCount), "width": label.layoutWidth,
                        "contentWidth": contentWidth,
                    ])
            }
        }
        if label.lineCount >= 2, rules.contains(.brokenWord), let word = try brokenWord(in: label) {
            add(
                .brokenWord,
                "breaks inside \(word.text.quoted) (\(word.width.rounded(toPlaces: 3)) pt wide in a \(label.layoutWidth.rounded(toPlaces: 3)) pt line)",
                ["wordWidth": word.width, "width": label.layoutWidth])
        }
        if category.isAccessibilityCategory, label.fontScale < 1, rules.contains(.shrunkText) {
            let full = label.font.pointSize / label.fontScale
            let shrink = AuditFinding.Shrink(scale: label.fontScale, pointSize: label.font.pointSize, fullPointSize: full, category: category)
            found.append(
                AuditFinding(
                    rule: .shrunkText, element: element, text: label.text, frame: label.frame,
                    detail: AuditFinding.shrunkTextDetail(first: shrink, smallest: nil),
                    measured: ["scale": label.fontScale, "pointSize": label.font.pointSize, "fullPointSize": full],
                    // The label's own template (`cells.promo`, `footer`), not the default cell's.
                    specKeyPath:
                        "\(input.templateKey(of: element.kind, section: element.section, item: element.item)).\(element.templatePath).adjustsFontSizeToFitWidth"
                ))
        }
        if !label.missingCharacters.isEmpty {
            add(
                .missingGlyph, "no font draws \(label.missingCharacters.map(MissingGlyph.code).joined(separator: ", "))",
                ["characters": Double(label.missingCharacters.count)])
        }
        return found
    }

    /// A `low-contrast` finding when `label`'s text, drawn with `contrast`, is under WCAG's
    /// minimum on `background` for its size (large text: 18 pt, or 14 pt bold).
    private static func lowContrast(_ label: PlacedLabel, element: AuditElement, contrast: Contrast, background: Color) -> AuditFinding? {
        let (text, ratio) = (contrast.text, contrast.ratio)
        let (minimum, isLarge) = minimumContrast(for: label)
        guard ratio < minimum else { return nil }
        return AuditFinding(
            rule: .lowContrast, element: element, text: label.text, frame: label.frame,
            detail:
                "contrast \(ratio.rounded(toPlaces: 2)):1, needs \(minimum.rounded(toPlaces: 1)):1 (\(isLarge ? "large" : "normal") text, \(text.hex) on \(background.hex))",
            measured: ["contrast": (ratio * 100).rounded() / 100, "minimum": minimum, "pointSize": label.font.pointSize])
    }

    /// The WCAG minimum contrast for `label`'s text, and whether it counts as large text
    /// (18 pt, or 14 pt bold).
    static func minimumContrast(for label: PlacedLabel) -> (minimum: Double, isLarge: Bool) {
        let isLarge =
            label.font.pointSize >= largeTextSize || (label.font.weight.cssWeight >= largeTextBoldWeight && label.font.pointSize >= largeBoldTextSize)
        return (isLarge ? minimumLargeTextContrast : minimumContrast, isLarge)
    }

    /// A text colour by name over a cell background by name: what the contrast of a label
    /// depends on, so each pair is worked out once per variant.
    struct Pair: Hashable {
        var text: String
        var background: String
    }

    /// The text colour as drawn (composited over the background) and its contrast ratio.
    struct Contrast {
        var text: Color
        var ratio: Double
    }

    /// What is drawn behind `frame` in a cell's `content`: the topmost of its backgrounds (a
    /// stack's, label's or image view's `background`, such as a Settings icon square, in drawing
    /// order) that holds the frame's centre, composited over the cell's `background`; the cell's
    /// alone when none does. The name keys the contrast cache and reads in reports.
    func backdrop(of frame: Rect, in content: CellContent, cellBackgroundName: String, background: Color) throws -> (name: String, color: Color) {
        let centre = (x: frame.midX, y: frame.midY)
        guard
            let behind = content.backgrounds.last(where: {
                $0.color != "clear" && $0.frame.minX <= centre.x && centre.x <= $0.frame.maxX && $0.frame.minY <= centre.y
                    && centre.y <= $0.frame.maxY
            })
        else { return (cellBackgroundName, background) }
        var color = try palette.resolve(behind.color, for: appearance)
        color.alpha *= behind.opacity
        return (behind.opacity == 1 ? behind.color : "\(behind.color) at \(behind.opacity)", color.composited(over: background))
    }

    func contrast(of color: String, over backgroundName: String, background: Color, cache: inout [Pair: Contrast]) throws -> Contrast {
        let pair = Pair(text: color, background: backgroundName)
        if let known = cache[pair] { return known }
        let text = try palette.resolve(color, for: appearance).composited(over: background)
        let contrast = Contrast(text: text, ratio: text.contrastRatio(with: background))
        cache[pair] = contrast
        return contrast
    }

    /// The text's words: runs between white space, with every Han, kana and CJK punctuation or
    /// full-width character a word of its own, since Chinese and Japanese break between any two
    /// such characters (UAX #14 class ID) and a line break there is not a broken word. Thai, Lao,
    /// Khmer and Myanmar, which break at dictionary word boundaries without spaces, are not told
    /// apart: a long run of them may count as one word.
    package static func words(in text: String) -> [Substring] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: text) }
        var words: [Substring] = []
        var start: String.Index?
        for index in text.indices {
            let character = text[index]
            if character.isWhitespace || Self.breaksAroundItself(character) {
                if let begun = start { words.append(text[begun..<index]) }
                start = nil
                if !character.isWhitespace { words.append(text[index...index]) }
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { words.append(text[begun...]) }
        return words
    }

    /// ``words(in:)`` of an ASCII text, by its bytes (a hot path: the rule runs on every label of
    /// two lines or more): no ASCII character breaks around itself, and its white space is
    /// `Character.isWhitespace`'s, from a table. A CR LF pair, one `Character`, is white space
    /// either way.
    private static func asciiWords(in text: String) -> [Substring] {
        var words: [Substring] = []
        let bytes = text.utf8
        var start: String.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if asciiWhitespace[Int(bytes[index])] {
                if let begun = start { words.append(text[begun..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = bytes.index(after: index)
        }
        if let begun = start { words.append(text[begun...]) }
        return words
    }

    /// For each ASCII byte, whether it is white space as `Character.isWhitespace` says.
    private static let asciiWhitespace: [Bool] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))).isWhitespace }

    /// Han ideographs, hiragana, katakana, CJK symbols and punctuation, and full-width forms.
    private static func breaksAroundItself(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// A word of `label` wider than its line, which the line breaker must split. Only the three
    /// longest words (by characters) are measured, and none that could not fill the line even
    /// at 2 em per character: a shorter word wider than all three is possible in principle (a
    /// run of W against a run of i) and is missed, for a check that costs a few cached lookups.
    private func brokenWord(in label: PlacedLabel) throws -> (text: String, width: Double)? {
        let widest = 2 * label.font.pointSize
        // A word's UTF-8 length bounds its character count, so most words are passed over
        // without counting their characters.
        var counted: [Substring: Int] = [:]
        for word in Self.words(in: label.text) where Double(word.utf8.count) * widest > label.layoutWidth && counted[word] == nil {
            let count = word.count
            if count > 1, Double(count) * widest > label.layoutWidth { counted[word] = count }
        }
        let candidates = counted.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map(\.key)
        for word in candidates {
            var single = request(for: label, maximumLines: 1)
            single.text = String(word)
            single.width = NumberLimit.length.range.upperBound
            let width = try measurer.measure(single).exactSize.width
            if width > label.layoutWidth + Self.slack { return (String(word), width) }
        }
        return nil
    }

    /// What the rules find in the screen's bars (docs/components.md, "Bars"): a title cut short
    /// (inline, large, an item's, a tab's or the search field's; bars keep their titles to one
    /// line), a title with too little contrast on what is behind it (the search field's fill, the
    /// bar's background, or the screen's behind a transparent bar), a tab bar item without an image, and at an
    /// accessibility size a note that the tab bar's titles do not grow. (Their fixed sizes are
    /// UIKit's, so `fixed-size-text` does not apply to them.)
    private func barFindings() throws -> [AuditFinding] {
        var found: [AuditFinding] = []
        var contrasts: [Pair: Contrast] = [:]
        let screen = try palette.resolve(screenBackground, for: appearance)
        let opaque = try palette.resolve(BarMetrics.background, for: appearance).composited(over: screen)
        for bar in layout.bars {
            // A transparent bar (a large title at rest) shows the screen behind its titles.
            let background = bar.isTransparent ? screen : opaque
            for (label, keyPath) in zip(bar.content.labels, bar.labelKeyPaths) {
                if label.isTruncated {
                    var unlimited = request(for: label, maximumLines: 1)
                    unlimited.width = .infinity
                    let needed = try measurer.measure(unlimited).size.width
                    found.append(
                        AuditFinding(
                            rule: .truncatedText, element: .bar(keyPath), text: label.text, frame: label.frame,
                            detail: "needs \(needed.rounded(toPlaces: 3)) pt on its one line, has \(label.layoutWidth.rounded(toPlaces: 3)) pt",
                            measured: ["widthNeeded": needed, "widthShown": label.layoutWidth, "lineLimit": 1]))
                }
                // Measured on what is behind the text: the search field's fill, else the bar's.
                let behind = try backdrop(
                    of: label.frame, in: bar.content, cellBackgroundName: bar.isTransparent ? screenBackground : BarMetrics.background,
                    background: background)
                let contrast = try contrast(of: label.color, over: behind.name, background: behind.color, cache: &contrasts)
                if let finding = Self.lowContrast(label, element: .bar(keyPath), contrast: contrast, background: behind.color) {
                    found.append(finding)
                }
            }
            guard bar.kind == .tabBar, let tabBar = input.bars.tabBar else { continue }
            for (index, item) in tabBar.items.enumerated() where item.symbol == nil {
                let label = bar.content.labels[index]
                found.append(
                    AuditFinding(
                        rule: .tabBarItemWithoutImage, element: .bar("tabBar.items[\(index)]"), text: label.text, frame: label.frame,
                        detail: "a tab bar item with a title and no image", measured: [:]))
            }
            if category.isAccessibilityCategory {
                found.append(
                    AuditFinding(
                        rule: .fixedSizeTabBarText, element: .bar("tabBar"), text: nil, frame: bar.frame,
                        detail: "titles are \(BarMetrics.tabBarLabelPointSize.compact) pt at \(category.shortLabel) as at every size;"
                            + " UIKit shows a bar item in the large content viewer (UILargeContentViewerInteraction) on a long press",
                        measured: ["pointSize": BarMetrics.tabBarLabelPointSize]))
            }
        }
        return found
    }

    private func request(for label: PlacedLabel, maximumLines: Int) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: label.text, font: label.font, width: label.layoutWidth, maximumLines: maximumLines,
            lineBreakMode: maximumLines == 0 ? .wordWrap : label.lineBreakMode, paragraph: label.paragraph, displayScale: 3
        )
    }

    /// A tap-target finding when `frame` is under 44 pt on a side (under 24: the WCAG rule).
    private static func target(_ frame: Rect, text: String?, element: AuditElement) -> AuditFinding? {
        let side = min(frame.width, frame.height)
        guard side < comfortableTarget - slack else { return nil }
        let rule: AuditRule = side < minimumTarget - slack ? .tinyTapTarget : .smallTapTarget
        let minimum = rule == .tinyTapTarget ? minimumTarget : comfortableTarget
        return AuditFinding(
            rule: rule, element: element, text: text, frame: frame,
            detail:
                "\(frame.width.rounded(toPlaces: 3)) × \(frame.height.rounded(toPlaces: 3)) pt, under \(minimum.rounded(toPlaces: 3)) × \(minimum.rounded(toPlaces: 3)) pt",
            measured: ["width": frame.width, "height": frame.height, "minimum": minimum]
        )
    }
}
