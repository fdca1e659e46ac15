import DynamicType
import Localization
import ProofSheetSupport

// The reference entry of every key the spec decoders know, one `switch` per key table. Defaults
// are read from the model's own defaults where it has them (a template built with no
// arguments), ranges from the ``NumberLimit``s the decoders check.

/// The defaults of the model's templates, as the reference writes them.
private enum Defaults {
    static let cell = CellTemplate(stack: stack)
    static let border = CellTemplate.Border()
    static let stack = StackTemplate(items: [])
    static let label = LabelTemplate(text: "")
    static let paragraph = ParagraphStyle.standard
    /// A custom device 320 pt wide.
    static let device = Device.custom(width: 320)
    static let waterfall = MasonryPlacement.waterfall()

    /// `insets` as a spec writes them: one number when every side is the same.
    static func written(_ insets: EdgeInsets) -> String {
        let sides = [insets.top, insets.left, insets.bottom, insets.right]
        return Set(sides).count == 1
            ? insets.top.compact : "{top: \(sides[0].compact), left: \(sides[1].compact), bottom: \(sides[2].compact), right: \(sides[3].compact)}"
    }
}

extension Suite.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .name: .required(.name, "The suite's name: the folder of its baselines (`Snapshots/<name>/`) and its report.", example: "name: Settings")
        case .fonts:
            .optional(
                .list(.text), default: "[]",
                "TTF or OTF files the screens use, relative to the spec file; the default family (Inter) is always loaded.",
                example: "fonts: [Fonts/Lora-Regular.ttf]")
        case .systemFont:
            .optional(
                .text, default: Font.defaultFamily,
                "The family text-style labels are set in: Inter with the system font's measured metrics, or `SF Pro` when `fonts` lists licensed SF Pro files.",
                example: "systemFont: SF Pro")
        case .colors:
            .optional(
                .map(keys: .any, values: .object(.colorDefinition)),
                "The spec's own colour names, usable wherever a colour is written, beside the iOS system colours.",
                example: "colors: {brand: {light: \"#FF9500\", dark: \"#FF9F0A\"}}")
        case .assetCatalogs:
            .optional(
                .either([.text, .list(.text, minItems: 1)]),
                "Xcode asset catalogs (`.xcassets` folders), relative to the spec file: their image sets are image sources (`asset:Name`), their colour sets colour names.",
                example: "assetCatalogs: [Assets.xcassets]")
        case .symbols:
            .optional(
                .either([.text, .list(.text, minItems: 1)]),
                "Custom symbol templates exported from the SF Symbols app (`.svg` files, or folders of them), relative to the spec file: each file's name without `.svg` is a symbol name.",
                example: "symbols: [Symbols/my.custom.symbol.svg]")
        case .textStyles:
            .optional(
                .map(keys: .names(.textStyle), values: .object(.paragraph)),
                "Paragraph defaults per text style, which every label of that style starts from.", example: "textStyles: {body: {lineHeight: hig}}")
        case .languages:
            .optional(
                .list(.languageTag, minItems: 1, unique: true),
                "The languages every screen is shown in, unless a screen lists its own; leave it out for no language axis.",
                example: "languages: [en, de, ar, double-length]")
        case .appearances:
            .optional(
                .list(.names(.appearance), minItems: 1, unique: true), default: ScreenDefaults.standard.appearances.specList,
                "The appearances every screen is shown in, unless a screen lists its own.", example: "appearances: [light, dark]")
        case .legibilityWeight:
            .optional(
                .list(.names(.legibilityWeight), minItems: 1, unique: true), default: ScreenDefaults.standard.legibilityWeights.specList,
                "The Bold Text settings every screen is shown in, unless a screen lists its own.", example: "legibilityWeight: [regular, bold]")
        case .contrast:
            .optional(
                .list(.names(.contrast), minItems: 1, unique: true), default: ScreenDefaults.standard.contrasts.specList,
                "The contrasts every screen is shown at, unless a screen lists its own.", example: "contrast: [normal, high]")
        case .sourceLanguage:
            .optional(
                .languageTag, default: LanguageTag.english.identifier,
                "The language the spec's text is written in, and the one a missing translation falls back to; not a pseudolanguage.",
                example: "sourceLanguage: de")
        case .strings:
            .optional(
                .either([.text, .list(.text, minItems: 1)]),
                "String Catalogs (`.xcstrings`) and folders of `<lang>.lproj` folders, relative to the spec file, that string keys are looked up in.",
                example: "strings: Localizable.xcstrings")
        case .screens: .required(.list(.object(.screen), minItems: 1), "The screens, at least one.", example: "screens: [...]")
        }
    }
}

extension Screen.CodingKeys: SpecKeyTable {
    package var reference: SpecKeyReference {
        switch self {
        case .name:
            .required(.name, "The screen's name: the folder of its baselines and how commands pick it (`--screen`).", example: "name: settings")
        case .devices:
            .optional(
                .list(.object(.device), minItems: 1), default: "[iPhone 16]", "The devices the screen is shown on, each a variant axis value.",
                example: "devices: [iPhone SE, iPhone 16 landscape, {width: 320}]")
        case .columns:
            .optional(.object(.columns), default: "1", "How many columns the layout shows.", example: "columns: {default: 2, accessibility: 1}")
        case .background:
            .optional(.color, default: "systemGroupedBackground", "The colour behind the cells.", example: "background: systemBackground")
        case .appearances:
            .optional(
                .list(.names(.appearance), minItems: 1, unique: true),
                default: "the suite's `appearances`, else \(ScreenDefaults.standard.appearances.specList)",
                "The appearances the screen is shown in.",
                example: "appearances: [light, dark]")
        case .categories:
            .optional(
                .list(.text, minItems: 1, unique: true), default: "all 12, xS through AX5",
                "The content-size categories the screen is shown at: each entry a category in any spelling `--category` takes (`L`, `large`, `accessibility3`) or a range (`AX1...AX5`); each category once. Baselines of categories the list leaves out are orphans.",
                example: "categories: [xS, L, AX1...AX5]")
        case .legibilityWeight:
            .optional(
                .list(.names(.legibilityWeight), minItems: 1, unique: true),
                default: "the suite's `legibilityWeight`, else \(ScreenDefaults.standard.legibilityWeights.specList)",
                "The Bold Text settings the screen is shown in (`UITraitCollection.legibilityWeight`): under `bold`, system text and symbols "
                    + "draw heavier and custom fonts at their `boldWeight`.",
                example: "legibilityWeight: [regular, bold]")
        case .contrast:
            .optional(
                .list(.names(.contrast), minItems: 1, unique: true),
                default: "the suite's `contrast`, else \(ScreenDefaults.standard.contrasts.specList)",
                "The contrasts the screen is shown at: `high` is Increase Contrast, with system, asset-catalog and spec colours' high-contrast values.",
                example: "contrast: [normal, high]")
        case .languages:
            .optional(
                .list(.languageTag, minItems: 1, unique: true), default: "the suite's `languages`", "The languages this screen is shown in.",
                example: "languages: [en, ja]")
        case .layout: .required(.object(.layout), "The collection layout that places the cells.", example: "layout: {kind: grid, lineSpacing: 8}")
        case .cell:
            .optional(
                .object(.cell), default: "`cells.default`",
                "The default kind of cell: the template items are made from unless they name another kind (`cell: promo`); required unless `cells` has `default`.",
                example: "cell: {padding: 16, stack: {items: [...]}}")
        case .cells:
            .optional(
                .map(keys: .any, values: .object(.cell)),
                "Other kinds of cell by name, each a template; an item picks one with its `cell` field (`cell: promo`), `default` being `cell`.",
                example: "cells: {promo: {padding: 24, background: systemYellow, stack: {items: [...]}}}")
        case .header:
            .optional(
                .object(.cell), default: "a headline label showing `{text}`",
                "The template section headers (and footers, without `footer`) are made from; its labels show the header's text as `{text}`, the section's number of items as `{count}` and its `fields`.",
                example: "header: {padding: [4, 16], stack: {items: [{label: {text: \"{text}\", style: footnote}}]}}")
        case .footer:
            .optional(
                .object(.cell), default: "the `header` template",
                "The template section footers are made from; its labels show the footer's text as `{text}`.",
                example: "footer: {padding: [4, 16], stack: {items: [{label: {text: \"{text}\", style: footnote, color: secondaryLabel}}]}}")
        case .items:
            .optional(
                .either([.list(.map(keys: .any, values: .localizedText)), .object(.repeatedItems)]),
                "The items of a screen of one section: records whose fields fill the template's `{field}` placeholders.",
                example: "items: [{title: Wi-Fi, value: Home}, {title: Bluetooth, value: On}]")
        case .sections:
            .optional(
                .list(.object(.section)), "Sections, each with its own header, footer and items, in place of `items`.",
                example: "sections: [{header: General, items: [{title: About}]}]")
        case .navigationBar:
            .optional(
                .object(.navigationBar),
                "A navigation bar above the content: its title, inline or large, and bar button items; the content starts below it.",
                example: "navigationBar: {title: Settings, largeTitle: true, trailing: [Edit]}")
        case .tabBar:
            .optional(
                .object(.tabBar), "A tab bar at the bottom of the screen, whose labels keep their size at every category; the content ends above it.",
                example: "tabBar: {items: [{title: Home, symbol: house}, {title: Settings, symbol: gear}], selected: 1}")
        case .toolbar:
            .optional(
                .object(.toolbar), "A toolbar at the bottom of the screen (above a tab bar); the content ends above it.",
                example: "toolbar: {items: [{symbol: trash}, {symbol: square.and.arrow.up}]}")
        }
    }
}

extension NavigationBarSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .title:
            .required(
                .localizedText, "The navigation item's title: text, text per language or a string key, as an item's field.",
                example: "title: {key: settings.title}")
        case .largeTitle:
            .optional(
                .boolean, default: "false", "Show the title large, below the bar's row of items, growing with Dynamic Type (`prefersLargeTitles`).",
                example: "largeTitle: true")
        case .leading:
            .optional(.list(.object(.barButtonItem)), default: "[]", "Bar button items at the leading edge.", example: "leading: [Cancel]")
        case .trailing:
            .optional(
                .list(.object(.barButtonItem)), default: "[]", "Bar button items at the trailing edge, the first outermost.",
                example: "trailing: [{title: Done, done: true}]")
        case .searchField:
            .optional(
                .object(.barSearchField),
                "A search field stacked below the title (`navigationItem.searchController`), growing with Dynamic Type; written as its placeholder, a mapping, or alone for the placeholder `Search`.",
                example: "searchField: Search Settings")
        case .titleAccessibility:
            .optional(
                .object(.barAccessibility), default: "a header reading the title",
                "What VoiceOver reads for the title: its `label` (text, text per language or a string key, resolved as the title is), traits, hint.",
                example: "titleAccessibility: {label: Account settings}")
        }
    }
}

extension BarSearchFieldSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .placeholder:
            .optional(
                .localizedText, default: "Search", "The placeholder, shown when there is no `text`: text, text per language or a string key.",
                example: "placeholder: {key: settings.search}")
        case .text: .optional(.localizedText, "Typed text, shown in place of the placeholder.", example: "text: Wi-Fi")
        case .showsCancelButton:
            .optional(.boolean, default: "false", "Shows the cancel button beside the field.", example: "showsCancelButton: true")
        case .cancelButtonTitle:
            .optional(
                .localizedText, default: ControlMetrics.searchCancelTitle, "The cancel button's title.", example: "cancelButtonTitle: {de: Abbrechen}"
            )
        case .tint: .optional(.color, default: ControlMetrics.defaultTint, "The cancel button's colour.", example: "tint: systemOrange")
        case .accessibility:
            .optional(
                .object(.barAccessibility), default: "a search field reading its placeholder (typed text as its value)",
                "What VoiceOver reads for the field: its `label` (text, text per language or a string key, resolved as the placeholder is), hint, traits.",
                example: "accessibility: {hint: Searches every setting}")
        }
    }
}

extension BarButtonItemSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .title:
            .optional(
                .localizedText, "The item's title, in the tint colour: text, text per language or a string key.",
                example: "title: {en: Edit, de: Bearbeiten}")
        case .symbol:
            .optional(
                .text, "The item's symbol image: a custom symbol's name (the suite's `symbols`), else one of the stand-in set (docs/symbols.md).",
                example: "symbol: plus")
        case .done: .optional(.boolean, default: "false", "`style = .done`: the title in semibold.", example: "done: true")
        case .accessibility:
            .optional(
                .object(.barAccessibility), default: "a button reading its title (a symbol item: the symbol's name)",
                "What VoiceOver reads for the item: an icon item's `label` (text, text per language or a string key, resolved as the title is).",
                example: "accessibility: {label: {en: Add, de: Hinzufügen}}")
        }
    }
}

extension TabBarSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .items:
            .required(
                .list(.object(.tabBarItem), minItems: 1, maxItems: BarMetrics.maximumTabBarItems), "The tab bar items, in order.",
                example: "items: [{title: Home, symbol: house}]")
        case .selected:
            .optional(.number(.tabIndex), default: "0", "The index of the selected item, drawn in the tint colour.", example: "selected: 1")
        }
    }
}

extension TabBarItemSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .title:
            .required(.localizedText, "The item's title, 10 pt at every category: text, text per language or a string key.", example: "title: Home")
        case .symbol:
            .optional(
                .text,
                "The item's symbol image: a custom symbol's name (the suite's `symbols`), else one of the stand-in set; an item without one is an audit finding.",
                example: "symbol: house")
        case .accessibility:
            .optional(
                .object(.barAccessibility), default: "a button reading its title, selected for the selected tab",
                "What VoiceOver reads for the tab; its `label` is text, text per language or a string key, resolved as the title is.",
                example: "accessibility: {hint: Shows your messages.}")
        }
    }
}

extension ToolbarSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .items:
            .required(
                .list(.object(.barButtonItem), minItems: 1), "Bar button items, spread across the toolbar with flexible space between them.",
                example: "items: [{symbol: trash}, Share]")
        }
    }
}

extension SectionSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .header:
            .optional(.localizedText, "The section's header text, shown by the screen's `header` template as `{text}`.", example: "header: General")
        case .footer: .optional(.localizedText, "The section's footer text, shown like the header.", example: "footer: Changes apply at once.")
        case .headerCell:
            .optional(
                .text, default: "the screen's `header`",
                "The kind of cell (a name in the screen's `cells`) the section's header is drawn with; the section then has a header even without `header` text.",
                example: "headerCell: banner")
        case .footerCell:
            .optional(
                .text, default: "the screen's `footer`", "The kind of cell (a name in the screen's `cells`) the section's footer is drawn with.",
                example: "footerCell: summary")
        case .fields:
            .optional(
                .map(keys: .any, values: .scalar),
                "The section's own values, which its header and footer templates show as `{field}` (in any value), beside `{text}` and `{count}` (its number of items).",
                example: "fields: {title: Starters, tint: systemOrange}")
        case .items:
            .required(
                .either([.list(.map(keys: .any, values: .localizedText)), .object(.repeatedItems)]), "The section's items.",
                example: "items: [{title: About}]")
        }
    }
}

extension ItemList.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .repeat: .required(.number(.items), "How many items to make.", example: "repeat: 40")
        case .of:
            .required(
                .list(.map(keys: .any, values: .localizedText), minItems: 1), "The records the items cycle through, in order.",
                example: "of: [{name: Anna}, {name: Ben}]")
        }
    }
}

extension StringReferenceSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .key: .required(.text, "The key in the string table.", example: "key: \"%lld unread\"")
        case .table: .optional(.text, default: "the only table, else `Localizable`", "The table the key is in.", example: "table: Settings")
        case .count: .optional(.anyNumber, "The one number of a plural format, which picks its plural form.", example: "count: 3")
        case .args: .optional(.list(.scalar), "The format's arguments, numbers and text, in order; not with `count`.", example: "args: [Anna, 3]")
        }
    }
}

extension ColorDefinition.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .light:
            .required(.color, "The colour in the light appearance: a hex literal or an iOS system colour name.", example: "light: \"#FF9500\"")
        case .dark: .required(.color, "The colour in the dark appearance.", example: "dark: \"#FF9F0A\"")
        case .highContrast:
            .optional(
                .color, default: "`light` at high contrast",
                "The colour in the light appearance under Increase Contrast (`contrast: [high]`), as a colour set's High Contrast slot.",
                example: "highContrast: \"#C93400\"")
        case .darkHighContrast:
            .optional(
                .color, default: "`dark` at high contrast", "The colour in the dark appearance under Increase Contrast.",
                example: "darkHighContrast: \"#FFB340\"")
        }
    }
}

extension Device.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .name:
            .optional(
                .name, default: "from the width: `\(Defaults.device.name)` for `width: 320`", "The device's name in baselines and sheets.",
                example: "name: narrow")
        case .width: .required(.number(.screenLength), "The screen's width in points.", example: "width: 320")
        case .height:
            .optional(.number(.screenLength), default: Defaults.device.size.height.compact, "The screen's height in points.", example: "height: 568")
        case .scale: .optional(.number(.displayScale), default: Defaults.device.scale.compact, "Pixels per point.", example: "scale: 3")
        }
    }
}

extension ColumnRule.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .default: .optional(.number(.columns), default: "1", "The count when no other rule applies.", example: "default: 2")
        case .byWidth:
            .optional(
                .list(.object(.widthBreakpoint), minItems: 1), "Counts by screen width: the last breakpoint the width reaches wins.",
                example: "byWidth: [{minWidth: 0, columns: 1}, {minWidth: 600, columns: 2}]")
        case .portrait: .optional(.number(.columns), "The count in portrait.", example: "portrait: 1")
        case .landscape: .optional(.number(.columns), "The count in landscape.", example: "landscape: 2")
        case .accessibility: .optional(.number(.columns), "The count at accessibility categories (AX1–AX5).", example: "accessibility: 1")
        case .counts:
            .optional(
                .list(.number(.columns), minItems: 1, unique: true), "Counts to review side by side, one variant each, in place of one count.",
                example: "counts: [1, 2, 3]")
        }
    }
}

extension ColumnRule.WidthBreakpoint.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .minWidth: .required(.number(.length), "The screen width in points from which the breakpoint applies.", example: "minWidth: 600")
        case .columns: .required(.number(.columns), "The column count from that width.", example: "columns: 2")
        }
    }
}

extension LayoutSpec.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .kind:
            .required(
                .names(.layoutKind),
                "`list` (UITableView rows with separators), `flow` (UICollectionViewFlowLayout), `grid` (each row as tall as its tallest cell) or `masonry` (columns).",
                example: "kind: flow")
        case .contentInset: .optional(.object(.insets), default: "0", "Space around all sections.", example: "contentInset: [8, 16]")
        case .sectionInset: .optional(.object(.insets), default: "0", "Space around each section's items.", example: "sectionInset: 16")
        case .interitemSpacing:
            .optional(
                .number(.length), default: "10 in flow and masonry, else 0",
                "Space between items in a row (in a masonry column, between items in it).",
                example: "interitemSpacing: 8")
        case .lineSpacing: .optional(.number(.length), default: "10 in flow, else 0", "Space between rows.", example: "lineSpacing: 8")
        case .separatorInset:
            .optional(
                .number(.length), default: "each row's primary text",
                "`list`: the separators' leading inset from the content view's leading edge; left out, each separator starts at its row's first label (UIKit aligns separators to the primary text).",
                example: "separatorInset: 60")
        case .uniformItemSize:
            .optional(
                .boolean, default: "false", "`flow`: every cell has the size of its section's first (a fixed `itemSize`).",
                example: "uniformItemSize: true")
        case .columnSpacing:
            .optional(
                .number(.length), default: waterfall.columnSpacing.compact, "`masonry` (waterfall): space between columns.",
                example: "columnSpacing: 12")
        case .placement:
            .optional(
                .names(.placement), default: waterfall.direction.rawValue, "`masonry` (waterfall): the column each item goes to.",
                example: "placement: leftToRight")
        case .cellPadding:
            .optional(.number(.length), "`masonry`: the Kodeco layout, each cell inset by this on every side.", example: "cellPadding: 6")
        case .contentInsetAdjustmentBehavior:
            .optional(
                .names(.contentInsetAdjustment), default: ContentInsetAdjustmentBehavior.automatic.rawValue,
                "As `UIScrollView`'s: `always` keeps all the content inside the horizontal safe area; `automatic` does not inset a vertical scroller sideways.",
                example: "contentInsetAdjustmentBehavior: always")
        case .insetsContentViewsToSafeArea:
            .optional(
                .boolean, default: "true",
                "`list`: each row's, header's and footer's content is inset by the safe area; backgrounds reach the edges.",
                example: "insetsContentViewsToSafeArea: false")
        case .sectionInsetReference:
            .optional(
                .names(.sectionInsetReference), default: SectionInsetReference.contentInset.rawValue,
                "`flow`: section insets measured from the content inset or from the safe area.", example: "sectionInsetReference: safeArea")
        case .style:
            .optional(
                .names(.listStyle),
                "`list`: `UITableView.Style`: `plain`, `grouped` or `insetGrouped`, with UIKit's header and footer text, section spacing, separators and 44 pt rows; left out, the list is drawn as before styles.",
                example: "style: insetGrouped")
        }
    }

    /// The waterfall's defaults.
    private var waterfall: (columnSpacing: Double, direction: MasonryItemRenderDirection) {
        guard case .waterfall(let columnSpacing, _, let direction) = Defaults.waterfall else { return (0, .shortestFirst) }
        return (columnSpacing, direction)
    }
}

extension FlexibleInsets.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .top: .optional(.number(.length), default: "0", "Space above, in points.", example: "top: 8")
        case .left: .optional(.number(.length), default: "0", "Space on the left, in points.", example: "left: 16")
        case .bottom: .optional(.number(.length), default: "0", "Space below, in points.", example: "bottom: 8")
        case .right: .optional(.number(.length), default: "0", "Space on the right, in points.", example: "right: 16")
        }
    }
}

extension CellTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .padding:
            .optional(
                .object(.insets), default: Defaults.written(Defaults.cell.padding), "Space between the cell's edge and its stack.",
                example: "padding: [11, 16]")
        case .background:
            .optional(
                .color, default: Defaults.cell.background, "The cell's background colour (`header`: `clear` by default).",
                example: "background: systemBackground")
        case .border: .optional(.object(.border), "An outline around the cell.", example: "border: {width: 1, cornerRadius: 12}")
        case .minHeight:
            .optional(
                .number(.length), default: Defaults.cell.minimumHeight.compact, "The cell is never shorter than this.", example: "minHeight: 44")
        case .height: .optional(.number(.length), "A fixed height instead of self-sizing (`heightForRowAt`).", example: "height: 80")
        case .width: .optional(.number(.length), "`flow` only: a fixed width instead of the width offered.", example: "width: 120")
        case .size:
            .optional(
                .either([.number(.length), .list(.number(.length), minItems: 2, maxItems: 2)]),
                "A fixed size (`sizeForItemAt`): one number or `[width, height]`; `height` and `width` win over it. Its width is for `flow` only.",
                example: "size: [120, 80]")
        case .hugsContent:
            .optional(
                .boolean, default: String(Defaults.cell.hugsContent),
                "`flow` only: the cell is as wide as its content; a vertical stack in it needs an `alignment` other than `fill`.",
                example: "hugsContent: true")
        case .tappable:
            .optional(
                .boolean, default: String(Defaults.cell.isTappable), "The cell is a tap target; the audit checks its size.", example: "tappable: true"
            )
        case .stack: .required(.object(.stack), "The cell's content: its root stack.", example: "stack: {spacing: 4, items: [...]}")
        case .accessories:
            .optional(
                .list(.object(.accessory)), default: "[]",
                "Trailing accessories (`UICellAccessory`), leading to trailing, outside the content, which they narrow.",
                example: "accessories: [disclosureIndicator]")
        case .maximumVoiceOverStops:
            .optional(
                .number(.voiceOverStops), default: String(CellTemplate.defaultMaximumVoiceOverStops),
                "The most stops VoiceOver may read a grid, flow or masonry cell as; more is a `cell-read-as-many-stops` finding (a cell meant to be read part by part says how many).",
                example: "maximumVoiceOverStops: 5")
        }
    }
}

extension CellTemplate.Border.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .width: .optional(.number(.length), default: Defaults.border.width.compact, "The line's width in points.", example: "width: 0.5")
        case .color: .optional(.color, default: Defaults.border.color, "The line's colour.", example: "color: separator")
        case .cornerRadius:
            .optional(.number(.length), default: Defaults.border.cornerRadius.compact, "Rounds the cell's corners.", example: "cornerRadius: 12")
        }
    }
}

extension StackTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .axis:
            .optional(.names(.axis), default: Defaults.stack.axis.rawValue, "The direction children are arranged in.", example: "axis: horizontal")
        case .spacing: .optional(.number(.length), default: Defaults.stack.spacing.compact, "Space between children.", example: "spacing: 8")
        case .alignment:
            .optional(
                .names(.stackAlignment), default: Defaults.stack.alignment.rawValue,
                "How children are placed across the axis; in a horizontal stack `top` and `bottom` (or `leading` and `trailing`) mean top and bottom, "
                    + "and `firstBaseline` / `lastBaseline` line up labels' and symbols' baselines.",
                example: "alignment: center")
        case .accessibilityAxis:
            .optional(
                .names(.axis), "The axis at accessibility categories (AX1–AX5): the usual Dynamic Type switch.",
                example: "accessibilityAxis: vertical")
        case .hiddenFrom: .optional(.names(.category), "Hidden at this category and above.", example: "hiddenFrom: AX3")
        case .rules:
            .optional(.list(.object(.stackRule)), default: "[]", "Changes over ranges of categories.", example: "rules: [{from: AX1, spacing: 4}]")
        case .items:
            .required(.list(.object(.element)), "The children: labels, images, stacks and spacers.", example: "items: [{label: {text: \"{title}\"}}]")
        case .tappable:
            .optional(
                .boolean, default: String(Defaults.stack.isTappable), "The stack is a tap target (an icon and title button).",
                example: "tappable: true")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "not an element: its children are read one by one",
                "What VoiceOver reads; `isAccessibilityElement: true` makes the stack one element combining its children's labels.",
                example: "accessibility: {isAccessibilityElement: true}")
        case .distribution:
            .optional(
                .names(.stackDistribution), default: Defaults.stack.distribution.rawValue,
                "How children share the stack's length along its axis (`UIStackView.Distribution`).", example: "distribution: fillEqually")
        case .layoutMargins:
            .optional(
                .object(.insets), default: Defaults.written(Defaults.stack.layoutMargins),
                "Space inside the stack's edges (`directionalLayoutMargins`); applies only with `layoutMarginsRelative: true`.",
                example: "layoutMargins: [12, 16]")
        case .layoutMarginsRelative:
            .optional(
                .boolean, default: String(Defaults.stack.isLayoutMarginsRelativeArrangement),
                "`isLayoutMarginsRelativeArrangement`: children are laid out inside `layoutMargins`.", example: "layoutMarginsRelative: true")
        case .customSpacing:
            .optional(
                .list(.object(.customSpacing)), default: "[]", "The space after particular children in place of `spacing`.",
                example: "customSpacing: [{after: 0, spacing: 16}]")
        case .background:
            .optional(.color, default: Defaults.stack.background, "The colour drawn behind the stack's frame.", example: "background: systemGray6")
        case .cornerRadius:
            .optional(
                .number(.length), default: Defaults.stack.cornerRadius.compact, "Rounds the corners of the stack's background.",
                example: "cornerRadius: 12")
        }
    }
}

extension StackTemplate.CustomSpacing.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .after: .required(.number(.elementIndex), "The child the spacing follows: its index in the stack's `items`.", example: "after: 0")
        case .spacing: .required(.number(.length), "The space after that child, in points.", example: "spacing: 16")
        }
    }
}

extension CategoryRangeKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .from:
            .optional(
                .names(.category), default: ContentSizeCategory.extraSmall.name, "The first category the rule applies to.", example: "from: AX1")
        case .through:
            .optional(
                .names(.category), default: ContentSizeCategory.accessibilityExtraExtraExtraLarge.name, "The last category the rule applies to.",
                example: "through: AX5")
        }
    }
}

extension StackTemplate.Changes.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .axis: .optional(.names(.axis), "The axis in the range.", example: "axis: vertical")
        case .spacing: .optional(.number(.length), "The spacing in the range.", example: "spacing: 4")
        case .alignment: .optional(.names(.stackAlignment), "The alignment in the range.", example: "alignment: leading")
        case .hidden: .optional(.boolean, "Whether the stack is hidden in the range.", example: "hidden: true")
        }
    }
}

extension TemplateElement.Kind: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .label: .optional(.object(.label), "A text.", example: "label: {text: \"{title}\", style: headline}")
        case .image:
            .optional(
                .object(.image), "An image view: a file, an asset, a symbol or a placeholder box.", example: "image: {size: 44, scaledWith: body}")
        case .stack: .optional(.object(.stack), "A nested stack.", example: "stack: {axis: horizontal, items: [...]}")
        case .spacer: .optional(.object(.spacer), "Flexible empty space.", example: "spacer: {length: 8}")
        case .button: .optional(.object(.button), "A button (`UIButton.Configuration`).", example: "button: {title: Save, style: filled}")
        case .switch: .optional(.object(.switch), "A switch (`UISwitch`).", example: "switch: {isOn: true}")
        case .segmentedControl:
            .optional(
                .object(.segmentedControl), "A segmented control (`UISegmentedControl`).",
                example: "segmentedControl: {segments: [Day, Week], selectedSegmentIndex: 0}")
        case .searchField: .optional(.object(.searchField), "A search field (`UISearchBar`).", example: "searchField: {placeholder: Search}")
        case .listContent:
            .optional(
                .object(.listContent), "An image, text and secondary text as `UIListContentConfiguration` lays them out.",
                example: "listContent: {style: valueCell, text: \"{name}\", secondaryText: \"{value}\"}")
        }
    }
}

extension CellAccessory.Kind: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .switch: .optional(.object(.switch), "A switch (`UISwitch`), 51 × 31 pt at every size.", example: "switch: {isOn: true}")
        case .label:
            .optional(.object(.accessoryLabel), "A short text (`UICellAccessory.label(text:)`).", example: "label: {text: \"{count}\"}")
        case .custom: .optional(.object(.element), "Any element, as a custom accessory view.", example: "custom: {image: {symbol: star}}")
        }
    }
}

extension AccessoryLabelBody.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .text: .required(.text, "The text, one line (`body`); `{field}` shows the item's field.", example: "text: \"{count}\"")
        case .color: .optional(.color, default: AccessoryMetrics.labelColor, "The text's colour.", example: "color: systemRed")
        }
    }
}

extension TemplateElement.SpacerBody.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .length: .optional(.number(.length), default: "0", "The least length along the stack's axis.", example: "length: 8")
        }
    }
}

extension ButtonTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .style:
            .optional(
                .names(.buttonStyle), default: ButtonConfigurationStyle.plain.rawValue,
                "The `UIButton.Configuration` constructor the button is drawn as.",
                example: "style: filled")
        case .title: .required(.text, "The title; `{field}` shows the item's field.", example: "title: Save")
        case .subtitle: .optional(.text, "A second line under the title, in a smaller text style.", example: "subtitle: 3 items")
        case .buttonSize:
            .optional(
                .names(.buttonSize), default: ButtonSize.medium.rawValue, "`buttonSize`: the text styles, insets and paddings.",
                example: "buttonSize: large")
        case .cornerStyle:
            .optional(
                .names(.cornerStyle), default: ButtonCornerStyle.dynamic.rawValue,
                "`cornerStyle`: `dynamic` scales the size's radius with Dynamic Type, `capsule` is half the height.", example: "cornerStyle: capsule")
        case .contentInsets:
            .optional(
                .object(.insets), default: "the `buttonSize`'s", "Space between the button's edge and its content.", example: "contentInsets: [7, 12]"
            )
        case .image:
            .optional(
                .either([.text, .object(.buttonImage)]),
                "A PNG or JPEG file relative to the spec, shown at its size in points beside the title, or `{symbol: ...}`, a symbol.",
                example: "image: {symbol: cart}")
        case .imagePlacement:
            .optional(
                .names(.imagePlacement), default: ButtonImagePlacement.leading.rawValue, "Where the image sits next to the title.",
                example: "imagePlacement: top")
        case .imagePadding:
            .optional(.number(.length), default: "the `buttonSize`'s", "Space between the image and the title.", example: "imagePadding: 8")
        case .titlePadding:
            .optional(.number(.length), default: "the `buttonSize`'s", "Space between the title and the subtitle.", example: "titlePadding: 4")
        case .titleLineBreakMode:
            .optional(
                .names(.lineBreakMode), default: LineBreakMode.wordWrap.rawValue,
                "`wordWrap` and `charWrap` wrap the title over lines; the truncating modes keep it on one line.",
                example: "titleLineBreakMode: truncateTail")
        case .tint:
            .optional(.color, default: ControlMetrics.defaultTint, "The tint the style's colours come from.", example: "tint: systemOrange")
        case .baseBackgroundColor:
            .optional(.color, default: "the style's", "The background colour in place of the style's.", example: "baseBackgroundColor: systemRed")
        case .baseForegroundColor:
            .optional(
                .color, default: "the style's", "The title's and image's colour in place of the style's.", example: "baseForegroundColor: label")
        case .isEnabled:
            .optional(
                .boolean, default: "true", "`false` draws the button in the disabled colours, and it is no tap target.", example: "isEnabled: false")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "an element reading its title with the `button` trait",
                "What VoiceOver reads for the button: an icon-only button's `label`; `traits` replace the default ones.",
                example: "accessibility: {label: Favourite}")
        }
    }
}

extension ButtonImage.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .symbol:
            .required(
                .object(.symbol), "An SF Symbol name (or its configuration), drawn in the button's foreground colour.", example: "symbol: cart")
        }
    }
}

extension SegmentedControlTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .segments:
            .required(
                .list(.text, minItems: 1), "The segments' titles, leading to trailing; `{field}` shows the item's field.",
                example: "segments: [Day, Week, Month]")
        case .selectedSegmentIndex:
            .optional(
                .number(.segmentIndex(segments: Int(NumberLimit.elementIndex.range.upperBound) + 1)), default: "none",
                "The segment drawn selected, counted from 0 (less than the number of segments).",
                example: "selectedSegmentIndex: 0")
        case .apportionsSegmentWidthsByContent:
            .optional(
                .boolean, default: "false", "Segments as wide as their titles' share of the control, in place of equal widths.",
                example: "apportionsSegmentWidthsByContent: true")
        case .selectedSegmentTintColor:
            .optional(
                .color, default: ControlMetrics.selectedSegmentTint, "The selected segment's background.",
                example: "selectedSegmentTintColor: systemBackground")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "each segment an element reading its title (button; selected)",
                "What VoiceOver reads; a `label` (or `isAccessibilityElement: true`) makes the control one element standing for its segments.",
                example: "accessibility: {label: Period, value: Week}")
        }
    }
}

extension SearchFieldTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .placeholder: .optional(.text, default: "Search", "The placeholder, shown when there is no `text`.", example: "placeholder: Search Mail")
        case .text: .optional(.text, "Typed text, shown in place of the placeholder.", example: "text: pasta")
        case .showsCancelButton:
            .optional(.boolean, default: "false", "Shows the cancel button beside the field.", example: "showsCancelButton: true")
        case .cancelButtonTitle:
            .optional(.text, default: ControlMetrics.searchCancelTitle, "The cancel button's title.", example: "cancelButtonTitle: Done")
        case .tint: .optional(.color, default: ControlMetrics.defaultTint, "The cancel button's colour.", example: "tint: systemOrange")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "an element reading the placeholder, the text as its value, with the `searchField` trait",
                "What VoiceOver reads for the field (the cancel button keeps its own reading).", example: "accessibility: {label: Search recipes}")
        }
    }
}

extension SwitchTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .isOn: .optional(.boolean, default: "false", "Whether the switch is on.", example: "isOn: true")
        case .onTintColor:
            .optional(.color, default: ControlMetrics.switchOnTint, "The track's colour when on.", example: "onTintColor: systemBlue")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "an element with no label, \"On\" or \"Off\" as its value, the `toggleButton` trait",
                "What VoiceOver reads for the switch: a `label` and `hint` where no cell combines it with a text.",
                example: "accessibility: {label: Wi-Fi, hint: Turns Wi-Fi on or off.}")
        }
    }
}

extension ListContentTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .style:
            .optional(
                .names(.listContentStyle), default: ListContentStyle.cell.rawValue,
                "The `UIListContentConfiguration` constructor: its text styles, colours, margins and whether the texts go side by side; the header and footer ones are for a `header` or `footer` template.",
                example: "style: valueCell")
        case .text:
            .required(.text, "The text (body, `label`, in the cell styles); `{field}` shows the item's field.", example: "text: \"{name}\"")
        case .secondaryText:
            .optional(
                .text, "The secondary text (`secondaryLabel`): under the text, or beside it at the trailing edge in a `valueCell` when both fit.",
                example: "secondaryText: \"{value}\"")
        case .image:
            .optional(.object(.image), "The image view before the text: a `source`, a `symbol` or a `size`.", example: "image: {symbol: star.fill}")
        case .reservedLayoutWidth:
            .optional(
                .either([.number(.length), .names(.standardDimension)]), default: "`standard` for a symbol, else 0",
                "`imageProperties.reservedLayoutSize.width`: the width kept for the image, centred in it; `standard` is UIKit's `standardDimension`, which scales with Dynamic Type.",
                example: "reservedLayoutWidth: standard")
        case .textLines:
            .optional(.number(.lines), default: "0", "`textProperties.numberOfLines` (0: no limit).", example: "textLines: 1")
        case .secondaryTextLines:
            .optional(.number(.lines), default: "0", "`secondaryTextProperties.numberOfLines` (0: no limit).", example: "secondaryTextLines: 1")
        case .prefersSideBySideTextAndSecondaryText:
            .optional(
                .boolean, default: "true for `valueCell`, else false",
                "Puts the texts side by side when both fit on one line and the category is not an accessibility one.",
                example: "prefersSideBySideTextAndSecondaryText: false")
        case .directionalLayoutMargins:
            .optional(
                .object(.insets), default: Defaults.written(ListContentMetrics.directionalLayoutMargins),
                "Space around the content (leading and trailing as `left` and `right`).", example: "directionalLayoutMargins: [11, 20]")
        case .imageToTextPadding:
            .optional(
                .number(.length), default: ListContentMetrics.imageToTextPadding.compact, "Space between the image and the texts.",
                example: "imageToTextPadding: 12")
        case .textToSecondaryTextHorizontalPadding:
            .optional(
                .number(.length), default: ListContentMetrics.textToSecondaryTextHorizontalPadding.compact,
                "The least space between the texts side by side.", example: "textToSecondaryTextHorizontalPadding: 12")
        case .textToSecondaryTextVerticalPadding:
            .optional(
                .number(.length), default: ListContentMetrics.textToSecondaryTextVerticalPadding.compact,
                "The space between the texts stacked.", example: "textToSecondaryTextVerticalPadding: 4")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "its image and texts read as their own elements (a list's cell combines them)",
                "What VoiceOver reads; a `label` (or `isAccessibilityElement: true`) makes the content one element standing for its parts.",
                example: "accessibility: {label: \"{name}, {status}\"}")
        }
    }
}

extension LabelTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .text: .required(.text, "The text; `{field}` shows the item's field (`{text}` in a header template).", example: "text: \"{title}\"")
        case .style:
            .optional(
                .names(.textStyle), default: Defaults.label.font.textStyle?.rawValue, "The Dynamic Type text style the label's font scales with.",
                example: "style: headline")
        case .emphasized: .optional(.boolean, default: "false", "The style's bold variant (`traitBold`).", example: "emphasized: true")
        case .font:
            .optional(.object(.font), "A custom font face in place of the system font.", example: "font: {family: Lora, weight: bold}")
        case .lines:
            .optional(
                .number(.lines), default: String(Defaults.label.lines), "`numberOfLines`: the most lines shown; 0 for no limit.", example: "lines: 2")
        case .lineBreakMode:
            .optional(
                .names(.lineBreakMode), default: Defaults.label.lineBreakMode.rawValue, "How text that does not fit is broken and shortened.",
                example: "lineBreakMode: wordWrap")
        case .color:
            .optional(
                .color, default: Defaults.label.color, "The text colour: a hex literal, a system colour or one of `colors`.",
                example: "color: secondaryLabel")
        case .hiddenFrom: .optional(.names(.category), "Hidden at this category and above.", example: "hiddenFrom: AX1")
        case .rules:
            .optional(.list(.object(.labelRule)), default: "[]", "Changes over ranges of categories.", example: "rules: [{from: AX1, lines: 0}]")
        case .tappable:
            .optional(
                .boolean, default: String(Defaults.label.isTappable), "The label is a tap target (a link); the audit checks its size.",
                example: "tappable: true")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "an element reading its text", "What VoiceOver reads for the label.",
                example: "accessibility: {label: \"{name}, unread\"}")
        case .adjustsFontSizeToFitWidth:
            .optional(
                .boolean, default: String(Defaults.label.adjustsFontSizeToFitWidth),
                "Text that does not fit its width or `lines` shrinks, down to `minimumScaleFactor`, before it is truncated.",
                example: "adjustsFontSizeToFitWidth: true")
        case .minimumScaleFactor:
            .optional(
                .number(.fraction), default: Defaults.label.minimumScaleFactor.compact,
                "The smallest multiple of the font's size `adjustsFontSizeToFitWidth` may shrink to; 0 does not shrink.",
                example: "minimumScaleFactor: 0.5")
        case .background:
            .optional(.color, default: Defaults.label.background, "The colour drawn behind the label's frame.", example: "background: systemYellow")
        case .meaningByColor:
            .optional(
                .boolean, default: String(Defaults.label.meaningByColor),
                "The label's colour carries meaning (a status colour): the Differentiate Without Color Alone evidence checks that items differ in more than it.",
                example: "meaningByColor: true")
        }
    }
}

extension ParagraphStyle.SpecKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .lineHeight:
            .optional(
                .names(.lineHeight), default: Defaults.paragraph.lineHeight.rawValue,
                "Where a line's height comes from: the font's own (`font`) or the text style's HIG leading (`hig`).", example: "lineHeight: hig")
        case .lineHeightMultiple:
            .optional(
                .number(.lineHeightMultiple), default: Defaults.paragraph.lineHeightMultiple.compact,
                "`lineHeightMultiple`; 0 leaves the height alone.",
                example: "lineHeightMultiple: 1.2")
        case .minimumLineHeight:
            .optional(
                .number(.length), default: Defaults.paragraph.minimumLineHeight.compact, "`minimumLineHeight`; 0 sets no minimum.",
                example: "minimumLineHeight: 20")
        case .maximumLineHeight:
            .optional(
                .number(.length), default: Defaults.paragraph.maximumLineHeight.compact, "`maximumLineHeight`; 0 sets no maximum.",
                example: "maximumLineHeight: 24")
        case .lineSpacing:
            .optional(.number(.length), default: Defaults.paragraph.lineSpacing.compact, "Extra points between lines.", example: "lineSpacing: 2")
        case .kern: .optional(.number(.kern), default: Defaults.paragraph.kern.compact, "Extra points after each character.", example: "kern: -0.4")
        case .hyphenation:
            .optional(
                .boolean, default: String(Defaults.paragraph.hyphenation), "Words broken across lines get a hyphen (`hyphenationFactor` above 0).",
                example: "hyphenation: true")
        case .alignment:
            .optional(
                .names(.textAlignment), default: Defaults.paragraph.alignment.rawValue,
                "`NSTextAlignment`: `natural` is the leading edge (right in right-to-left); `justified` stretches all lines but the last.",
                example: "alignment: center")
        }
    }
}

extension LabelTemplate.Changes.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .style: .optional(.names(.textStyle), "The text style in the range.", example: "style: body")
        case .lines: .optional(.number(.lines), "The line limit in the range.", example: "lines: 0")
        case .lineBreakMode: .optional(.names(.lineBreakMode), "The line break mode in the range.", example: "lineBreakMode: wordWrap")
        case .hidden: .optional(.boolean, "Whether the label is hidden in the range.", example: "hidden: true")
        }
    }
}

extension FontChoice.CustomFace.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .family: .required(.text, "The family name a file of the suite's `fonts` declares.", example: "family: Lora")
        case .weight:
            .optional(
                .either([.names(.fontWeight), .integers(FontWeight.allCases.map(\.cssWeight))]), default: FontWeight.regular.rawValue,
                "The weight: a name or a CSS weight (100–900).", example: "weight: semibold")
        case .boldWeight:
            .optional(
                .either([.names(.fontWeight), .integers(FontWeight.allCases.map(\.cssWeight))]),
                "The face's bold counterpart, drawn under Bold Text (`legibilityWeight: bold`), as an app that supports Bold Text picks it; "
                    + "without one, the font ignores Bold Text.",
                example: "boldWeight: bold")
        case .size:
            .optional(
                .number(.fontSize), "The size at the default category when the label has a `style`; without a `style`, required: a fixed size.",
                example: "size: 17")
        case .maximumPointSize:
            .optional(
                .number(.maximumPointSize), default: "0", "The largest size the font scales to (`UIFontMetrics`); 0 for no maximum.",
                example: "maximumPointSize: 28")
        }
    }
}

extension ImageTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .size:
            .optional(
                .either([.number(.length), .list(.number(.length), minItems: 2, maxItems: 2)]),
                "The size at the default category: a side or `[width, height]`.",
                example: "size: [64, 48]")
        case .scaledWith: .optional(.names(.textStyle), "Scale the size with this text style's metrics.", example: "scaledWith: body")
        case .aspectRatio:
            .optional(.number(.aspectRatio), "Width divided by height: the image fills the width offered.", example: "aspectRatio: 1.5")
        case .hiddenFrom: .optional(.names(.category), "Hidden at this category and above.", example: "hiddenFrom: AX5")
        case .rules:
            .optional(.list(.object(.imageRule)), default: "[]", "Changes over ranges of categories.", example: "rules: [{from: AX3, hidden: true}]")
        case .tappable: .optional(.boolean, default: "false", "The image is a tap target (an icon button).", example: "tappable: true")
        case .accessibility:
            .optional(
                .object(.accessibility), default: "not an element", "What VoiceOver reads for the image; an image with a `label` is an element.",
                example: "accessibility: {label: Favourite}")
        case .source:
            .optional(
                .text,
                "A PNG, JPEG, SVG or PDF (first page) file relative to the spec (`name@2x.png` has scale 2; SVG and PDF sizes are in points), or `asset:Name`, an image set of the spec's `assetCatalogs`; without a size, the view takes its size in points.",
                example: "source: photos/pasta.jpg")
        case .contentMode:
            .optional(
                .names(.contentMode), default: ImageContentMode.scaleToFill.rawValue, "How the image is placed in the view, as `UIView.ContentMode`.",
                example: "contentMode: scaleAspectFill")
        case .cornerRadius:
            .optional(
                .either([.number(.length), .names(.circle)]),
                "Rounds the view's corners (`circle`: half the shorter side) and clips the image to them.",
                example: "cornerRadius: circle")
        case .scalesCornerRadius:
            .optional(
                .boolean, default: "false",
                "The `cornerRadius` in points is the radius at the written `size` and grows with the view's side (`scaledWith`, `rules`), so the corners keep their share of the side (a Settings icon square).",
                example: "scalesCornerRadius: true")
        case .clipsToBounds:
            .optional(
                .boolean, default: "false", "Clips the image to the view's bounds (always, with a corner radius).", example: "clipsToBounds: true")
        case .symbol:
            .optional(
                .object(.symbol), "An SF Symbol name (or its configuration) drawn with the stand-in icons; without a size, the view takes its size.",
                example: "symbol: {name: heart.fill, textStyle: body}")
        case .tintColor:
            .optional(
                .color, default: ImageTemplate.defaultTintColor,
                "The view's tint colour: a symbol is drawn in it, a template image (an image set rendered as `template`) as its alpha filled with it.",
                example: "tintColor: systemRed")
        case .background:
            .optional(
                .color, default: "clear",
                "`backgroundColor`: fills the view behind the image, rounded by `cornerRadius` (a Settings icon: a white symbol on a coloured rounded square).",
                example: "background: systemOrange")
        case .meaningByColor:
            .optional(
                .boolean, default: "false",
                "The image's colour carries meaning (a status dot or symbol): the Differentiate Without Color Alone evidence checks that items differ in more than it.",
                example: "meaningByColor: true")
        }
    }
}

extension SymbolTemplate.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .name:
            .required(
                .text,
                "The symbol's name: a custom symbol's (the suite's `symbols`, its catalogs' `.symbolset`s), else an SF Symbol name of the bundled stand-in set.",
                example: "name: heart.fill")
        case .textStyle:
            .optional(
                .names(.textStyle), default: "body", "The text style whose font sizes the symbol at each content-size category.",
                example: "textStyle: headline")
        case .pointSize: .optional(.number(.fontSize), "A fixed system font size for the symbol, in place of a text style.", example: "pointSize: 24")
        case .scaledWith:
            .optional(.names(.textStyle), "Scale `pointSize` with this text style's metrics (`UIFontMetrics`).", example: "scaledWith: body")
        case .scale:
            .optional(
                .names(.symbolScale), default: "medium", "The symbol's size beside text: small (0.8), medium or large (1.3).", example: "scale: large"
            )
        case .weight:
            .optional(
                .names(.fontWeight), default: "the text style's", "The stroke weight, as the symbol weight (ultraLight to black).",
                example: "weight: bold")
        }
    }
}

extension ImageTemplate.Changes.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .size:
            .optional(.either([.number(.length), .list(.number(.length), minItems: 2, maxItems: 2)]), "The size in the range.", example: "size: 32")
        case .hidden: .optional(.boolean, "Whether the image is hidden in the range.", example: "hidden: true")
        }
    }
}

extension AccessibilityProperties.CodingKeys: SpecKeyTable {
    var reference: SpecKeyReference {
        switch self {
        case .label:
            .optional(
                .text, default: "the element's text", "`accessibilityLabel`: what VoiceOver reads first; `{field}` shows the item's field.",
                example: "label: \"{sender}\"")
        case .value: .optional(.text, "`accessibilityValue`: read after the label.", example: "value: \"{count} unread\"")
        case .hint: .optional(.text, "`accessibilityHint`: read last, after a pause.", example: "hint: Opens the conversation.")
        case .traits:
            .optional(
                .list(.names(.accessibilityTrait), unique: true), default: "the element kind's", "`accessibilityTraits` in place of the default.",
                example: "traits: [button, selected]")
        case .isAccessibilityElement:
            .optional(
                .boolean,
                default:
                    "true for a label, a button, a switch and a search field; for an image, a segmented control and list content with a label; false for a stack",
                "`isAccessibilityElement`: a stack, a segmented control or list content that is one combines its parts into one element.",
                example: "isAccessibilityElement: true")
        case .hidden:
            .optional(
                .boolean, default: "false", "`accessibilityElementsHidden`: the element and its children are not read.", example: "hidden: true")
        case .sortPriority:
            .optional(
                .number(.sortPriority), default: "0",
                "Where the element comes in the reading order: higher first; equal ones in VoiceOver's geometric order.",
                example: "sortPriority: 1")
        }
    }
}

/// The keys of a bar element's `accessibility` (``SpecObject/barAccessibility``): an element's
/// (`AccessibilityProperties.CodingKeys`, one list), its `label` localized text as the bar's
/// titles are, where a cell's is template text.
struct BarAccessibilityKey: SpecKeyTable {
    let base: AccessibilityProperties.CodingKeys

    static var allCases: [BarAccessibilityKey] { AccessibilityProperties.CodingKeys.allCases.map(Self.init) }
    init(_ base: AccessibilityProperties.CodingKeys) { self.base = base }
    init?(stringValue: String) {
        guard let base = AccessibilityProperties.CodingKeys(stringValue: stringValue) else { return nil }
        self.base = base
    }
    init?(intValue: Int) { nil }
    var stringValue: String { base.stringValue }
    var intValue: Int? { nil }

    var reference: SpecKeyReference {
        guard base == .label else { return base.reference }
        return .optional(
            .localizedText, default: "the element's text",
            "`accessibilityLabel`: what VoiceOver reads first; text, text per language or a string key, resolved in each language as the bar's titles are.",
            example: "label: {en: Add, de: Hinzufügen}")
    }
}
