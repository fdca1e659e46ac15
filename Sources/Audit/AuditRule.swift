import ProofSheetSupport
import Spec

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
    /// An image VoiceOver reads, or a tappable element (a button, a switch, a tappable cell,
    /// image or stack), with no accessibility label; or a tappable image, stack or cell VoiceOver
    /// cannot reach at all.
    case missingAccessibilityLabel = "missing-accessibility-label"
    /// A button or other tappable element whose accessibility label is only a symbol's name
    /// (`chevron.right`).
    case symbolNameLabel = "symbol-name-label"
    /// Two accessibility elements of one cell with the same label.
    case duplicateAccessibilityLabel = "duplicate-accessibility-label"
    /// A VoiceOver stop with neither label nor value (that is not an image or tappable element).
    case emptyAccessibilityLabel = "empty-accessibility-label"
    /// A cell VoiceOver reads as more stops than its template's `maximumVoiceOverStops` (3 by default).
    case cellReadAsManyStops = "cell-read-as-many-stops"
    /// An element an explicit order (`sortPriority`) reads out of its row's visual order.
    case readingOrderMismatch = "reading-order-mismatch"
    /// A cell that is only a title, read without the header trait.
    case headerWithoutTrait = "header-without-trait"
    /// A truncated label, which VoiceOver reads in full.
    case truncatedTextReadInFull = "truncated-text-read-in-full"
    /// Under Bold Text, a label in a custom font that declares no bold counterpart
    /// (`boldWeight`), so it stays at its regular weight while the system text around it draws heavier.
    case ignoresBoldText = "ignores-bold-text"

    /// The rules a check reports without `--audit`: what makes a rendering not what the device
    /// would show (boxes for missing glyphs, the source language for a missing translation).
    public static let alwaysChecked: Set<AuditRule> = [.missingGlyph, .untranslatedText]

    public var severity: AuditSeverity {
        switch self {
        case .clippedText, .overlappingElements, .widerThanScreen, .clippedByCanvas, .tinyTapTarget, .lowContrast, .missingGlyph: .error
        case .missingAccessibilityLabel: .error
        case .truncatedText, .smallTapTarget, .fixedSizeText, .crampedText, .brokenWord, .shrunkText, .untranslatedText, .tabBarItemWithoutImage:
            .warning
        case .symbolNameLabel, .duplicateAccessibilityLabel, .emptyAccessibilityLabel, .cellReadAsManyStops, .readingOrderMismatch,
            .headerWithoutTrait:
            .warning
        case .fixedSizeTabBarText, .truncatedTextReadInFull, .ignoresBoldText: .note
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
        case .missingAccessibilityLabel:
            "An image VoiceOver reads, or a button, switch or tappable cell, image or stack, has no accessibility label (VoiceOver says only its trait, \"Button\"), or VoiceOver cannot reach a tappable image, stack or cell at all."
        case .symbolNameLabel:
            "A button or tappable element's accessibility label is only a symbol's name (\"chevron.right\"), which VoiceOver reads out as written."
        case .duplicateAccessibilityLabel: "Two accessibility elements of one cell have the same label, so VoiceOver says it twice."
        case .emptyAccessibilityLabel: "VoiceOver stops at an element that has no label and no value, and says nothing."
        case .cellReadAsManyStops:
            "VoiceOver reads a cell as many separate stops where one element combining them (a list's cell, a stack with isAccessibilityElement) is expected."
        case .readingOrderMismatch:
            "An explicit order (sortPriority) reads an element before or after another of its row against the row's visual order in the layout direction."
        case .headerWithoutTrait:
            "A cell that is only a title (a heading's text style) is read without the header trait, so the headings rotor skips it."
        case .truncatedTextReadInFull:
            "A truncated label shows an ellipsis but VoiceOver reads its whole text: what is heard differs from what is shown."
        case .ignoresBoldText:
            "Under Bold Text a label's custom font stays at its regular weight: its font declares no boldWeight, the heavier face an app picks when UIAccessibility.isBoldTextEnabled."
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
        case .missingAccessibilityLabel:
            return "an empty label (blank after trimming) on an image or tappable stop; a tappable element no stop is, holds or combines"
        case .symbolNameLabel: return "a tappable stop's whole label lowercase words or numbers joined by dots, two or more of them words"
        case .duplicateAccessibilityLabel:
            return "the same label, ignoring case and surrounding spaces, on two elements of a cell (before a list's cell combines them)"
        case .emptyAccessibilityLabel: return "a stop with an empty label and value"
        case .cellReadAsManyStops:
            return "a cell read as more stops than its maximumVoiceOverStops (\(CellTemplate.defaultMaximumVoiceOverStops) by default)"
        case .readingOrderMismatch:
            return "an element with a sortPriority read out of order with another of a different priority whose vertical extent overlaps its own"
        case .headerWithoutTrait:
            return "a cell read as one stop without the header trait whose labels are all in "
                + VariantAudit.headingStyles.map(\.name).sorted().joined(separator: ", ") + " and that is not tappable and holds nothing tappable"
        case .truncatedTextReadInFull: return "any truncated label whose whole text an element reads"
        case .ignoresBoldText:
            return
                "in a Bold Text variant (`legibilityWeight: bold`), a label whose `font` is a custom face (not the system font's family) without `boldWeight`"
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
        case .missingAccessibilityLabel:
            "Apple Human Interface Guidelines: VoiceOver (provide alternative labels for all key interface elements); Xcode accessibility audit (XCUIAccessibilityAuditType.sufficientElementDescription)"
        case .symbolNameLabel:
            "WWDC19 session 254, Writing Great Accessibility Labels: a label is a localized, human-understandable string that identifies the element"
        case .duplicateAccessibilityLabel:
            "WWDC19 session 254, Writing Great Accessibility Labels: labels identify their element succinctly; ProofSheet: a repeated label is a repeated stop"
        case .emptyAccessibilityLabel:
            "Apple Human Interface Guidelines: VoiceOver (provide alternative labels for all key interface elements); Xcode accessibility audit (XCUIAccessibilityAuditType.sufficientElementDescription)"
        case .cellReadAsManyStops:
            "UIKit documentation, UIAccessibilityNavigationStyle.combined (a container's elements combined and navigated as a single item); ProofSheet: the number of stops"
        case .readingOrderMismatch:
            "SwiftUI documentation, accessibilitySortPriority(_:) (an explicit order over VoiceOver's geometric one); docs/voiceover.md, Reading order"
        case .headerWithoutTrait:
            "UIKit documentation, UIAccessibilityTraits.header (a header that divides content into sections); Xcode accessibility audit (XCUIAccessibilityAuditType.trait)"
        case .truncatedTextReadInFull:
            "UIKit documentation, accessibilityLabel (a label's default is its text, not what it shows); ProofSheet: a note, the reading is right but differs from the screen"
        case .ignoresBoldText:
            "Apple documentation, UIAccessibility.isBoldTextEnabled and UITraitCollection.legibilityWeight (the Bold Text setting, which system fonts follow and a custom font follows only when the app reads it); Deque attest-ios rule dynamic-type: apps using custom fonts should implement the same behaviour"
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
        case .missingAccessibilityLabel, .emptyAccessibilityLabel: "https://developer.apple.com/design/human-interface-guidelines/voiceover"
        case .symbolNameLabel, .duplicateAccessibilityLabel: "https://developer.apple.com/videos/play/wwdc2019/254/"
        case .cellReadAsManyStops: "https://developer.apple.com/documentation/uikit/uiaccessibilitynavigationstyle/combined"
        case .readingOrderMismatch: "https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)"
        case .headerWithoutTrait: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header"
        case .truncatedTextReadInFull: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel"
        case .ignoresBoldText: "https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled"
        }
    }
}
