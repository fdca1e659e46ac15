import DynamicType
import Localization
import ProofSheetSupport

/// The rules a suite's lists and settings follow beyond each value's own range, in one place:
/// decoding a spec and checking a suite built in Swift (``Suite/validate()``) both ask these.
/// Each returns nil when the rule holds, else the problem in a spec's words.
enum SpecRules {
    static func screenList(_ screens: [Screen]) -> String? {
        screens.isEmpty ? "a suite needs at least one screen" : nil
    }

    static func deviceList(_ devices: [Device]) -> String? {
        devices.isEmpty ? "list at least one device, e.g. [iPhone 16], or leave devices out for iPhone 16" : nil
    }

    static func appearanceList(_ appearances: [Appearance]) -> String? {
        guard appearances.isEmpty || Set(appearances).count != appearances.count else { return nil }
        return "list each appearance once, at least one: light, dark"
    }

    static func categoryList(_ categories: [ContentSizeCategory]) -> String? {
        if categories.isEmpty { return "list at least one content size category, e.g. [xS, L, AX5], or leave categories out for all 12" }
        if let twice = categories.first(where: { category in categories.filter { $0 == category }.count > 1 }) {
            return categoryListedTwice(twice, as: twice.shortLabel)
        }
        return nil
    }

    static func categoryListedTwice(_ category: ContentSizeCategory, as written: String) -> String {
        let valid = ContentSizeCategory.allCases.map(\.shortLabel).joined(separator: ", ")
        return "\(written.quoted) lists content size category \(category.shortLabel) (\(category.name)) a second time; list each category once."
            + " Valid: \(valid), or a range such as AX1...AX5"
    }

    static func legibilityWeightList(_ weights: [LegibilityWeight]) -> String? {
        guard weights.isEmpty || Set(weights).count != weights.count else { return nil }
        return "list each legibility weight once, at least one: regular, bold"
    }

    static func contrastList(_ contrasts: [AppearanceContrast]) -> String? {
        guard contrasts.isEmpty || Set(contrasts).count != contrasts.count else { return nil }
        return "list each contrast once, at least one: normal, high"
    }

    static func languageList(_ languages: [LanguageTag]) -> String? {
        if languages.isEmpty { return "list at least one language (en, de, ar, ...), or leave languages out" }
        // Each language is a folder of baselines, named by its identifier in canonical case: two
        // languages with one folder are the same language.
        if let (_, later) = Slug.firstCollision(among: languages.map(\.identifier)) {
            return "language \(languages[later].identifier.quoted) is listed twice; list each language once"
        }
        return nil
    }

    static func sourceLanguage(_ language: LanguageTag) -> String? {
        guard language.pseudolanguage != nil else { return nil }
        return "the source language is the language the spec's text is written in (en, de, ...), not a pseudolanguage"
    }

    /// Why `language` cannot have a text of its own in a text written per language, or nil.
    static func textLanguage(_ language: LanguageTag) -> String? {
        guard language.pseudolanguage != nil else { return nil }
        return "\(language.identifier.quoted) is a pseudolanguage: it shows the source language's text transformed, so it has no text of its own"
    }

    /// A text written per language with no language in it.
    static let noTextLanguage = "give the text in at least one language ({en: Settings})"

    /// Why `template` (a screen's `cell`, or its `header` when `isHeader`) may not ask for a width
    /// of its own in a `kind` layout, with the key it asks under, or nil when it may. Only a flow
    /// layout sizes cells by the width they ask for (``ScreenLayoutInput/Kind/sizesCellWidths``);
    /// the others, and every header and footer, take the width they are given, so a width there
    /// would be ignored. The key is `width`, or `size` when that is the key written (`writes`
    /// answers whether a key is written; a suite built in Swift writes `width`), else `hugsContent`.
    static func ownWidth(of template: CellTemplate, isHeader: Bool, in kind: ScreenLayoutInput.Kind, writes: (String) -> Bool = { $0 == "width" })
        -> (key: String, problem: String)?
    {
        guard template.asksForItsOwnWidth, isHeader || !kind.sizesCellWidths else { return nil }
        let key = template.fixedWidth == nil ? "hugsContent" : writes("width") || !writes("size") ? "width" : "size"
        let asks =
            key == "hugsContent"
            ? "sizes the \(isHeader ? "header" : "cell") to its content" : "gives the \(isHeader ? "header" : "cell") a width of its own"
        let leave = key == "size" ? "leave size out (height alone sets a fixed height)" : "leave \(key) out"
        if isHeader {
            return (key, "\(key) \(asks), but headers and footers span the width of the content in every layout; \(leave)")
        }
        return (
            key,
            "\(key) \(asks), which only a flow layout uses; a list, grid or masonry layout makes every cell as wide as its column, so \(leave), or use layout kind flow"
        )
    }

    /// Why a cell that hugs its content cannot, or nil when it can (or does not hug). A vertical
    /// stack with alignment fill stretches its children to the width it is offered, as
    /// `UIStackView`'s `.fill` does, so the cell would be as wide as the column whatever its
    /// content; a horizontal stack's alignment is across its height and never in the way.
    static func hugging(of cell: CellTemplate) -> String? {
        guard cell.hugsContent, cell.fixedWidth == nil else { return nil }
        let filling = ContentSizeCategory.allCases.filter { category in
            let stack = cell.stack.resolved(at: category)
            return !stack.hidden && stack.axis == .vertical && stack.alignment == .fill
        }
        guard !filling.isEmpty else { return nil }
        let at = filling.count == ContentSizeCategory.allCases.count ? "" : " at \(filling.map(\.shortLabel).joined(separator: ", "))"
        return "hugsContent needs the stack's alignment to be leading, center or trailing; it is fill\(at), which stretches a vertical stack's "
            + "children to the column's width (as UIStackView's .fill does), so the cell would not hug them"
    }

    static func itemCount(_ count: Int) -> String? {
        NumberLimit.items.problem(with: count).map { "the screen's item count \($0)" }
    }

    /// What `strings` lists, for its errors.
    static let stringCatalogs = "a String Catalog (Localizable.xcstrings) or a folder of .lproj folders, or a list of them"
    /// What `assetCatalogs` lists, for its errors.
    static let assetCatalogs = "an Xcode asset catalog folder (Assets.xcassets), or a list of them"
    /// What `symbols` lists, for its errors.
    static let symbolTemplates = "a custom symbol template exported from the SF Symbols app (name.svg), a folder of them, or a list of them"

    /// A key's list of paths (`strings`, `assetCatalogs`), which name `contents`: none empty, and
    /// at least one when the key is written (`mayBeEmpty` false).
    static func pathList(_ paths: [String], naming contents: String, mayBeEmpty: Bool) -> String? {
        guard paths.isEmpty && !mayBeEmpty || paths.contains(where: \.isEmpty) else { return nil }
        return "give \(contents)"
    }

    static func widthBreakpoints(_ breakpoints: [ColumnRule.WidthBreakpoint]) -> String? {
        guard breakpoints.isEmpty else { return nil }
        return "byWidth is empty; list breakpoints such as [{minWidth: 0, columns: 1}, {minWidth: 600, columns: 2}], or leave it out"
    }

    /// A `counts` list: not empty, each a column count, none twice.
    static func columnCounts(_ counts: [Double]) -> String? {
        if counts.isEmpty { return "counts is empty; list the column counts to review, e.g. [1, 2, 3], or leave it out" }
        for (index, count) in counts.enumerated() {
            if let problem = NumberLimit.columns.problem(with: count) { return "counts[\(index)] \(problem)" }
        }
        if Set(counts).count != counts.count {
            return "counts \(counts.map(\.compact)) lists a column count twice; each would render the same variant"
        }
        return nil
    }
}
