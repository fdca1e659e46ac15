import ProofSheetSupport

/// How much an audit finding matters, as SARIF levels name it.
public enum AuditSeverity: String, CaseIterable, Comparable, Codable, Sendable {
    case note, warning, error

    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A check the audit makes on every variant's layout. The raw value is the rule's stable id
/// (in SARIF, JSON, baselines and `--rule` filters); each is documented in docs/audit-rules.md with
/// its threshold and source, a table `proofsheet audit-rules` writes from these properties.
public enum AuditRule: String, CaseIterable, Codable, Sendable {
    /// A label whose text needs more lines than its `lines` limit, or a control's one-line title
    /// (a segmented control's segment) that does not fit.
    case truncatedText = "truncated-text"
    /// Text reaching past the bottom or side of its cell, so lines are cut off.
    case clippedText = "clipped-text"
    /// A label of one cell drawn over another label or an image of that cell (two images are not
    /// compared).
    case overlappingElements = "overlapping-elements"
    /// A cell, label or image reaching past the screen's width (WCAG 2.2 SC 1.4.10 Reflow).
    case widerThanScreen = "wider-than-screen"
    /// A cell, header or footer reaching past the top or bottom of the canvas it is drawn on,
    /// whatever the layout's reason (a grid's last footer below its content height).
    case clippedByCanvas = "clipped-by-canvas"
    /// A tappable cell, label, image or stack, a button or a detail button, under 44 × 44 pt (Apple
    /// HIG); not a `UISwitch`, whose 51 × 31 pt UIKit fixes (docs/components.md, "Switch").
    case smallTapTarget = "tap-target-below-44pt"
    /// A tappable cell, label, image or stack, a button or a detail button, under 24 × 24 pt (WCAG 2.2 SC 2.5.8 Target Size (Minimum)).
    case tinyTapTarget = "tap-target-below-24pt"
    /// Text whose contrast with what it sits on is under WCAG 2.2 AA (SC 1.4.3).
    case lowContrast = "low-contrast"
    /// Text in a fixed-size font that does not grow with Dynamic Type.
    case fixedSizeText = "fixed-size-text"
    /// A label squeezed at an accessibility size: few characters per line beside other content.
    case crampedText = "cramped-text"
    /// A label whose line breaks inside a word, at any size: the word is wider than its line.
    case brokenWord = "broken-word"
    /// A label that shrinks its font to fit (`adjustsFontSizeToFitWidth`) at an accessibility
    /// size, where its text should grow and wrap.
    case shrunkText = "shrunk-text"
    /// Characters no loaded font can draw (shown as boxes).
    case missingGlyph = "missing-glyph"
    /// Text shown in the source language because the variant's language has no translation.
    case untranslatedText = "untranslated-text"
    /// A tab bar item with a title and no image.
    case tabBarItemWithoutImage = "tab-bar-item-without-image"
    /// A tab bar's titles, the same size at an accessibility size as at every other.
    case fixedSizeTabBarText = "fixed-size-tab-bar-text"

    /// The rules a check reports without `--audit`: what makes a rendering not what the device
    /// would show (boxes for missing glyphs, the source language for a missing translation).
    public static let alwaysChecked: Set<AuditRule> = [.missingGlyph, .untranslatedText]

    public var severity: AuditSeverity {
        switch self {
        case .clippedText, .overlappingElements, .widerThanScreen, .clippedByCanvas, .tinyTapTarget, .lowContrast, .missingGlyph: .error
        case .truncatedText, .smallTapTarget, .fixedSizeText, .crampedText, .brokenWord, .shrunkText, .untranslatedText, .tabBarItemWithoutImage:
            .warning
        case .fixedSizeTabBarText: .note
        }
    }

    /// One sentence: what the rule finds.
    public var summary: String {
        switch self {
        case .truncatedText:
            "A label's text needs more lines than its lines limit, or a segment's one-line title does not fit, so it ends in an ellipsis or is cut."
        case .clippedText: "Text reaches past the edge of its cell (a fixed height or width), so lines are cut off."
        case .overlappingElements: "A label overlaps another label or an image of its cell."
        case .widerThanScreen: "Content is wider than the screen and would need horizontal scrolling."
        case .clippedByCanvas: "A cell, header or footer reaches past the top or bottom of the canvas, so its drawing is cut off."
        case .smallTapTarget:
            "A tappable cell, label, image or stack, a button or a detail button, is smaller than 44 × 44 pt (a switch's fixed 51 × 31 pt is not reported)."
        case .tinyTapTarget: "A tappable cell, label, image or stack, a button or a detail button, is smaller than 24 × 24 pt."
        case .lowContrast: "Text contrast is below 4.5:1 (3:1 for large text) against what it sits on."
        case .fixedSizeText: "Text uses a fixed-size font with no text style, so it does not grow with Dynamic Type."
        case .crampedText: "At an accessibility size a label beside other content is left fewer than 12 characters per line on average."
        case .brokenWord: "At any size a label's line breaks inside a word, because the word is wider than the line (\"therefor e\")."
        case .shrunkText:
            "At an accessibility size a label shrinks its font to fit (adjustsFontSizeToFitWidth) instead of growing and wrapping onto more lines."
        case .missingGlyph: "Characters have no glyph in any loaded font and draw as boxes."
        case .untranslatedText: "A text has no translation in the variant's language and shows the source language's text."
        case .tabBarItemWithoutImage: "A tab bar item has a title and no image, so the tab bar shows text where its items should have icons."
        case .fixedSizeTabBarText:
            "A tab bar's titles stay 10 pt at an accessibility size, as UIKit's do; UIKit shows them in the large content viewer (UILargeContentViewerInteraction) on a long press instead."
        }
    }

    /// When the rule reports, in words, with the numbers `VariantAudit` compares against.
    package var threshold: String {
        let slack = VariantAudit.slack.rounded(toPlaces: 3)
        let overlap = (VariantAudit.slack * 10).rounded(toPlaces: 3)
        let comfortable = VariantAudit.comfortableTarget.rounded(toPlaces: 2)
        let minimum = VariantAudit.minimumTarget.rounded(toPlaces: 2)
        switch self {
        case .truncatedText: return "any line beyond the `lines` limit (1 for a segment's title)"
        case .clippedText: return "more than \(slack) pt past any side of its cell"
        case .overlappingElements: return "an overlap over \(overlap) × \(overlap) pt"
        case .widerThanScreen: return "more than \(slack) pt past either side of the screen"
        case .clippedByCanvas:
            return "more than \(slack) pt above the top or below the bottom of the layout's content height (the canvas without device chrome); "
                + "text past it is past its cell too: clipped-text"
        case .smallTapTarget: return "shorter side under \(comfortable) pt (and \(minimum) pt or more)"
        case .tinyTapTarget: return "shorter side under \(minimum) pt"
        case .lowContrast:
            return
                "under \(VariantAudit.minimumContrast.rounded(toPlaces: 2)):1; under \(VariantAudit.minimumLargeTextContrast.rounded(toPlaces: 2)):1 "
                + "for large text: \(VariantAudit.largeTextSize.rounded(toPlaces: 2)) pt or more, or "
                + "\(VariantAudit.largeBoldTextSize.rounded(toPlaces: 2)) pt or more at weight \(VariantAudit.largeTextBoldWeight) (bold) or heavier"
        case .fixedSizeText: return "a label with a `font` `size` and no `style`"
        case .crampedText:
            return "at AX1–AX5, a label of two or more lines: under \(VariantAudit.crampedCharactersPerLine.rounded(toPlaces: 2)) characters "
                + "per line on average when it is narrower than its cell's content width (its stack did not turn vertical)"
        case .brokenWord: return "at every size, a label of two or more lines with a word more than \(slack) pt wider than its line"
        case .shrunkText: return "at AX1–AX5, a label shown at under 1 × its font's size (any shrinking)"
        case .missingGlyph: return "any character"
        case .untranslatedText:
            return "a text per language without the variant's language (nor a less specific tag: `pt` serves `pt-BR`), "
                + "or a string key whose catalog has no translation, or only one in state `new`"
        case .tabBarItemWithoutImage: return "a `tabBar` item without a `symbol`"
        case .fixedSizeTabBarText: return "at AX1–AX5, one note per tab bar"
        }
    }

    /// Where the threshold comes from.
    public var source: String {
        switch self {
        case .truncatedText, .clippedText, .overlappingElements:
            "Apple, App Store Connect: Larger Text evaluation criteria (text is not truncated, clipped or overlapping at the largest sizes)"
        case .widerThanScreen: "WCAG 2.2 Success Criterion 1.4.10 Reflow"
        case .clippedByCanvas:
            "Apple, App Store Connect: Larger Text evaluation criteria (text is not truncated, clipped or overlapping); ProofSheet: what the canvas cuts off is not drawn"
        case .smallTapTarget: "Apple Human Interface Guidelines: Accessibility, controls at least 44 × 44 pt"
        case .tinyTapTarget: "WCAG 2.2 Success Criterion 2.5.8 Target Size (Minimum), 24 × 24 CSS px"
        case .lowContrast: "WCAG 2.2 Success Criterion 1.4.3 Contrast (Minimum), level AA"
        case .fixedSizeText: "Xcode accessibility audit (XCUIAccessibilityAuditType.dynamicType)"
        case .crampedText: "Apple HIG Typography: at accessibility sizes, stack horizontally arranged content vertically"
        case .brokenWord:
            "Apple documentation, NSLineBreakMode.byWordWrapping: wrapping occurs at word boundaries unless the word does not fit on a single line"
        case .shrunkText:
            "Apple HIG Typography: text grows with Dynamic Type; Gousto (techbrunch.gousto.co.uk, 2018) removed adjustsFontSizeToFitWidth so text wraps at large sizes"
        case .missingGlyph: "ProofSheet: text the device would show but the renderer cannot, so a check against it is not meaningful"
        case .untranslatedText:
            "Xcode String Catalogs: a string with no translation (or only a new, untranslated one) in a language falls back to the source language, and Xcode counts it as untranslated"
        case .tabBarItemWithoutImage: "Apple Human Interface Guidelines: Tab bars (a tab bar item pairs a symbol with a short label)"
        case .fixedSizeTabBarText: "WWDC24 session 10074, Get started with Dynamic Type: the large content viewer for bars that cannot grow"
        }
    }

    /// A link to the source, for SARIF's `helpUri`; nil when the source is ProofSheet itself.
    public var helpURI: String? {
        switch self {
        case .truncatedText, .clippedText, .overlappingElements, .clippedByCanvas:
            "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/larger-text-evaluation-criteria"
        case .widerThanScreen: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html"
        case .smallTapTarget: "https://developer.apple.com/design/human-interface-guidelines/accessibility"
        case .tinyTapTarget: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html"
        case .lowContrast: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
        case .fixedSizeText: "https://developer.apple.com/documentation/xctest/xcuiaccessibilityaudittype/dynamictype"
        case .crampedText, .shrunkText: "https://developer.apple.com/design/human-interface-guidelines/typography"
        case .brokenWord: "https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping"
        case .missingGlyph: nil
        case .untranslatedText: "https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog"
        case .tabBarItemWithoutImage: "https://developer.apple.com/design/human-interface-guidelines/tab-bars"
        case .fixedSizeTabBarText: "https://developer.apple.com/videos/play/wwdc2024/10074/"
        }
    }
}
