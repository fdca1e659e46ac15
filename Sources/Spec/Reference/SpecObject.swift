/// A mapping a spec writes (the suite, a screen, a label, ...), as the spec reference and the
/// schema describe it: its key tables (the decoders' own `CodingKeys`), the other forms the
/// decoder accepts in its place, and the rules between its keys.
package enum SpecObject: String, CaseIterable, Sendable {
    case suite, screen, device, columns, widthBreakpoint, layout, insets, section, repeatedItems, stringKey, colorDefinition
    case cell, border, stack, stackRule, customSpacing, element, label, labelRule, font, paragraph, image, imageRule, symbol, spacer, button, `switch`
    case buttonImage, segmentedControl, searchField, listContent, accessory, accessoryLabel
    case navigationBar, barSearchField, barButtonItem, tabBar, tabBarItem, toolbar, accessibility, barAccessibility

    /// The key tables whose keys the mapping holds, in the order the reference lists them.
    package var tables: [any SpecKeyTable.Type] {
        switch self {
        case .suite: [Suite.CodingKeys.self]
        case .screen: [Screen.CodingKeys.self]
        case .device: [Device.CodingKeys.self]
        case .columns: [ColumnRule.CodingKeys.self]
        case .widthBreakpoint: [ColumnRule.WidthBreakpoint.CodingKeys.self]
        case .layout: [LayoutSpec.CodingKeys.self]
        case .insets: [FlexibleInsets.CodingKeys.self]
        case .section: [SectionSpec.CodingKeys.self]
        case .repeatedItems: [ItemList.CodingKeys.self]
        case .stringKey: [StringReferenceSpec.CodingKeys.self]
        case .colorDefinition: [ColorDefinition.CodingKeys.self]
        case .cell: [CellTemplate.CodingKeys.self]
        case .border: [CellTemplate.Border.CodingKeys.self]
        case .stack: [StackTemplate.CodingKeys.self]
        case .stackRule: [CategoryRangeKeys.self, StackTemplate.Changes.CodingKeys.self]
        case .customSpacing: [StackTemplate.CustomSpacing.CodingKeys.self]
        case .element: [TemplateElement.Kind.self]
        case .label: [LabelTemplate.CodingKeys.self, ParagraphStyle.SpecKeys.self]
        case .labelRule: [CategoryRangeKeys.self, LabelTemplate.Changes.CodingKeys.self]
        case .font: [FontChoice.CustomFace.CodingKeys.self]
        case .paragraph: [ParagraphStyle.SpecKeys.self]
        case .image: [ImageTemplate.CodingKeys.self]
        case .imageRule: [CategoryRangeKeys.self, ImageTemplate.Changes.CodingKeys.self]
        case .symbol: [SymbolTemplate.CodingKeys.self]
        case .spacer: [TemplateElement.SpacerBody.CodingKeys.self]
        case .button: [ButtonTemplate.CodingKeys.self]
        case .switch: [SwitchTemplate.CodingKeys.self]
        case .buttonImage: [ButtonImage.CodingKeys.self]
        case .segmentedControl: [SegmentedControlTemplate.CodingKeys.self]
        case .searchField: [SearchFieldTemplate.CodingKeys.self]
        case .navigationBar: [NavigationBarSpec.CodingKeys.self]
        case .barSearchField: [BarSearchFieldSpec.CodingKeys.self]
        case .barButtonItem: [BarButtonItemSpec.CodingKeys.self]
        case .tabBar: [TabBarSpec.CodingKeys.self]
        case .tabBarItem: [TabBarItemSpec.CodingKeys.self]
        case .toolbar: [ToolbarSpec.CodingKeys.self]
        case .listContent: [ListContentTemplate.CodingKeys.self]
        case .accessory: [CellAccessory.Kind.self]
        case .accessoryLabel: [AccessoryLabelBody.CodingKeys.self]
        case .accessibility: [AccessibilityProperties.CodingKeys.self]
        case .barAccessibility: [BarAccessibilityKey.self]
        }
    }

    /// Whether the mapping is part of a cell template, whose values may come from items (`{field}`).
    package var isTemplate: Bool {
        switch self {
        case .cell, .border, .stack, .stackRule, .element, .label, .labelRule, .font, .paragraph, .image, .imageRule, .symbol, .spacer, .button,
            .switch, .buttonImage, .segmentedControl, .searchField, .listContent, .accessory, .accessoryLabel, .accessibility:
            true
        default: false
        }
    }

    /// Every key of the mapping with its entry.
    package var keys: [(key: String, reference: SpecKeyReference)] { tables.flatMap { $0.entries } }

    /// The heading of the object's section in the reference.
    package var title: String {
        switch self {
        case .suite: "Suite (the spec file)"
        case .screen: "Screen"
        case .device: "Device"
        case .columns: "Columns"
        case .widthBreakpoint: "Width breakpoint"
        case .layout: "Layout"
        case .insets: "Insets"
        case .section: "Section"
        case .repeatedItems: "Repeated items"
        case .stringKey: "String key"
        case .colorDefinition: "Colour definition"
        case .cell: "Cell (and header and footer) template"
        case .border: "Border"
        case .stack: "Stack"
        case .stackRule: "Stack rule"
        case .customSpacing: "Custom spacing"
        case .element: "Element"
        case .label: "Label"
        case .labelRule: "Label rule"
        case .font: "Custom font"
        case .paragraph: "Paragraph style (textStyles entry)"
        case .image: "Image"
        case .imageRule: "Image rule"
        case .symbol: "Symbol"
        case .spacer: "Spacer"
        case .button: "Button"
        case .switch: "Switch"
        case .buttonImage: "Button image"
        case .segmentedControl: "Segmented control"
        case .searchField: "Search field"
        case .navigationBar: "Navigation bar"
        case .barSearchField: "Navigation bar search field"
        case .barButtonItem: "Bar button item"
        case .tabBar: "Tab bar"
        case .tabBarItem: "Tab bar item"
        case .toolbar: "Toolbar"
        case .listContent: "List content"
        case .accessory: "Accessory"
        case .accessoryLabel: "Accessory label"
        case .accessibility: "Accessibility"
        case .barAccessibility: "Bar accessibility"
        }
    }

    /// Where the mapping is written, and what it is.
    package var summary: String {
        switch self {
        case .suite: "The top level of a spec file: the suite's name, its screens, and what they share (fonts, colours, languages)."
        case .screen: "One entry of `screens`: the devices, layout, cell template and items of one screen."
        case .device: "One entry of a screen's `devices`: a preset's name, or a mapping for a custom screen."
        case .columns: "A screen's `columns`: how many columns the layout shows, fixed or by width, orientation or category."
        case .widthBreakpoint: "One entry of `columns.byWidth`: the column count from a screen width up."
        case .layout: "A screen's `layout`: the collection layout that places the cells, and its spacing."
        case .insets: "`contentInset`, `sectionInset` and a cell's `padding`: space around content, in points."
        case .section: "One entry of a screen's `sections`: an optional header and footer, and the section's items."
        case .repeatedItems: "`items` written as a mapping: records repeated for a long list."
        case .stringKey: "A text written as a key into the suite's string tables (`strings`), in place of an item's field, a header or a footer."
        case .colorDefinition: "One entry of the suite's `colors`: a colour for both appearances, or one per appearance."
        case .cell:
            "A screen's `cell` (the default kind of cell), each of its `cells`, `header` (the section headers' template) and `footer`;"
                + " any value may be a `{field}` placeholder an item fills."
        case .border: "A cell's `border`: its outline."
        case .stack: "A cell's `stack`, or a `stack` element: children arranged along an axis (`UIStackView`)."
        case .stackRule: "One entry of a stack's `rules`: changes from one content-size category through another."
        case .customSpacing: "One entry of a stack's `customSpacing`: the space after one child (`setCustomSpacing(_:after:)`)."
        case .element: "One entry of a stack's `items`: a mapping with exactly one key naming the element's kind."
        case .label: "A `label` element (`UILabel`)."
        case .labelRule: "One entry of a label's `rules`: changes from one content-size category through another."
        case .font: "A label's `font`: a custom font file's face, scaled with the label's `style` or fixed at `size`."
        case .paragraph: "One entry of the suite's `textStyles` (by text style): paragraph defaults every label of that style starts from."
        case .image: "An `image` element: an image view showing a PNG, JPEG, SVG or PDF `source` (docs/images.md), a `symbol`, or a placeholder box."
        case .imageRule: "One entry of an image's `rules`: changes from one content-size category through another."
        case .spacer: "A `spacer` element: flexible empty space along its stack's axis."
        case .button: "A `button` element: a `UIButton` drawn as `UIButton.Configuration` draws it (docs/components.md)."
        case .switch: "A `switch` element: a `UISwitch`, 51 × 31 pt at every content-size category (docs/components.md)."
        case .buttonImage: "A button's `image` written as a mapping: a symbol in place of a file."
        case .segmentedControl:
            "A `segmentedControl` element: a `UISegmentedControl` with text segments, 32 pt tall at every content-size category (docs/components.md)."
        case .searchField: "A `searchField` element: a `UISearchBar` with its rounded search field and magnifying glass (docs/components.md)."
        case .navigationBar:
            "A screen's `navigationBar`: a `UINavigationBar` with an inline or large title and bar button items (docs/components.md, Bars)."
        case .barSearchField:
            "A navigation bar's `searchField`: the search bar of `navigationItem.searchController`, stacked below the title (docs/components.md, Bars)."
        case .barButtonItem: "One entry of a navigation bar's `leading` or `trailing` or a toolbar's `items`: a `UIBarButtonItem`."
        case .tabBar: "A screen's `tabBar`: a `UITabBar` at the bottom of the screen (docs/components.md, Bars)."
        case .tabBarItem: "One entry of a tab bar's `items`: a `UITabBarItem`."
        case .toolbar: "A screen's `toolbar`: a `UIToolbar` at the bottom of the screen (docs/components.md, Bars)."
        case .listContent:
            "A `listContent` element: an image, a text and a secondary text as `UIListContentConfiguration`'s `cell()`, `subtitleCell()` and `valueCell()` lay them out, or its header and footer configurations (docs/components.md)."
        case .accessory:
            "One entry of a cell's `accessories`: a `UICellAccessory` at the cell's trailing edge, outside its content (docs/components.md)."
        case .accessoryLabel: "A `label` accessory: `UICellAccessory.label(text:)`, a short text in `body`."
        case .accessibility:
            "An element's `accessibility` (a label's, image's, stack's, button's, switch's, segmented control's, search field's or list content's): what VoiceOver reads for it in place of UIKit's defaults (docs/voiceover.md)."
        case .barAccessibility:
            "A bar element's `accessibility` (a bar button item's, a tab bar item's, the navigation bar's search field's) or the navigation bar's `titleAccessibility`: an element's keys, its `label` localized text as the bar's titles are (docs/voiceover.md, Bars)."
        case .symbol:
            "An image's `symbol`: a custom symbol's name or an SF Symbol name, and its `UIImage.SymbolConfiguration`; custom symbols are drawn from their templates, SF Symbol names with the bundled stand-in icons (docs/symbols.md)."
        }
    }

    /// What a newcomer needs beyond the keys: placeholders, rules between keys, what applies where.
    package var notes: [String] {
        switch self {
        case .suite:
            [
                "Put `# yaml-language-server: $schema=<path or URL of docs/schemas/spec.schema.json>` on the first line for completion and checks in editors."
            ]
        case .screen:
            [
                "Each item is a record of fields (`{title: Pasta, minutes: 20}`); the template's `{field}` placeholders show them. Every placeholder needs its field in every item.",
                "`header` is the template of every section header and footer, a cell template whose labels show the header's or footer's text through the `{text}` placeholder. Leave it out for a grouped-table header: headline text, 16 pt side margins, 8 pt above and below.",
            ]
        case .device:
            ["A custom device (`{width: 390}`) has no status bar, safe areas or home indicator; a preset has those of the iOS 18 simulator."]
        case .columns:
            [
                "The most specific rule wins: `counts` (every count, one variant each), then `accessibility` at AX1–AX5, then the last `byWidth` breakpoint the width reaches, then `portrait` or `landscape`, then `default`."
            ]
        case .layout:
            [
                "`separatorInset` and `style` apply to `list` (`style` on another kind is an error); `uniformItemSize` to `flow`; `columnSpacing`, `placement` and `cellPadding` to `masonry` (with `cellPadding`, the Kodeco layout: round-robin columns, no spacing; without it, a waterfall).",
                "`uniformItemSize: true` is a flow layout's fixed `itemSize`: every cell of a section must be the size of the section's first, else the layout fails naming the first cell of another size.",
                "In landscape on an iPhone with a sensor housing, the safe area's left and right insets apply as UIKit applies them by default: a `list` insets its rows', headers' and footers' content (`insetsContentViewsToSafeArea`), while `flow`, `grid` and `masonry` span the full width unless `contentInsetAdjustmentBehavior: always` or, in `flow`, `sectionInsetReference: safeArea` (docs/layout-rules.md §5).",
            ]
        case .insets: ["Written as one number (every side), `[vertical, horizontal]`, or a mapping of the sides it sets."]
        case .cell:
            [
                "A cell's own width (`width`, the width of `size`, or `hugsContent`) is used by a `flow` layout only; a list, grid or masonry layout makes every cell as wide as its column and refuses it, and so does `header` in every layout.",
                "`hugsContent` sizes the cell to its content: a vertical stack in it needs an `alignment` of `leading`, `center` or `trailing` at every size where it is vertical, since `fill` stretches its children, and so the cell, to the width offered (as `UIStackView`'s `.fill` does); loading refuses it otherwise. A horizontal stack's alignment is across its height and never in the way.",
            ]
        case .stack:
            [
                "`layoutMargins` apply only with `layoutMarginsRelative: true`, as `UIStackView` lays its children out in its bounds unless `isLayoutMarginsRelativeArrangement` is set; margins without it are refused. With it and no `layoutMargins`, the margins are UIKit's default, 8 pt on each side.",
                "`background` and `cornerRadius` draw behind the stack's frame, margins included (a `UIStackView` draws its `backgroundColor` since iOS 14).",
            ]
        case .customSpacing:
            ["A child that is hidden takes no space and no spacing: the stack's spacing (or the custom spacing before it) separates its neighbours."]
        case .element:
            [
                "`- label: {...}`, `- image: {...}`, `- stack: {...}`, `- spacer:` (optionally `{length: 8}`), `- button: {...}`, `- switch:` (optionally `{isOn: true}`), `- segmentedControl: {...}`, `- searchField:` (optionally `{placeholder: Search}`) or `- listContent: {...}`."
            ]
        case .listContent:
            [
                "The texts are labels in the style's text styles (body; the secondary text subheadline, or body in a `valueCell`; a header's or footer's are its list style's section header or footer style) and grow with Dynamic Type; the margins and paddings are in docs/components.md.",
                "A `valueCell` puts the secondary text at the trailing edge beside the text when both fit on one line, and under it when they do not or at AX1–AX5.",
                "Use it with a cell `padding` of 0: the content's `directionalLayoutMargins` are its padding.",
            ]
        case .button:
            [
                "The title and subtitle take the text styles of the `buttonSize` and grow with Dynamic Type; the size's content insets, paddings and corner radius are in docs/components.md.",
                "Every button is a tap target: the audit checks it against 44 × 44 pt without a `tappable` key; a disabled one (`isEnabled: false`) is not.",
            ]
        case .accessory:
            [
                "`disclosureIndicator`, `checkmark`, `detailButton` and `switch` (an off switch) are written as names; `- switch: {isOn: true}`, `- label: {text: \"{count}\"}` and `- custom: <element>` as one-key mappings.",
                "The accessories stand leading to trailing at the cell's trailing edge, centred across its height; the content is narrowed by their width. The glyphs grow with Dynamic Type, a switch does not; a switch and a detail button are tap targets.",
            ]
        case .switch: ["Every switch is a tap target: the audit checks it against 44 × 44 pt without a `tappable` key."]
        case .segmentedControl:
            [
                "The titles grow with Dynamic Type on one line each; a title that does not fit its segment is truncated, and the audit reports it (`truncated-text`)."
            ]
        case .label:
            [
                "`text` fills `{field}` placeholders from the item's fields (in a `header` template, `{text}` is the header's or footer's text).",
                "The font is `style` (a Dynamic Type text style, bold with `emphasized`), or `font`, a custom face that scales with `style` or is fixed at its `size`.",
                "`adjustsFontSizeToFitWidth` shrinks text that does not fit its width (`lines: 1`) or its `lines`, down to `minimumScaleFactor` times the font's size (0, the default, does not shrink), then truncates; `lines: 0` never shrinks.",
                "The paragraph keys (`lineHeight` to `alignment`) start from the suite's `textStyles` entry for the label's style, else UIKit's default paragraph style.",
            ]
        case .stackRule, .labelRule, .imageRule:
            ["`from` and `through` bound the categories the rule applies to; the other keys are what it changes there. Later rules win."]
        case .image:
            [
                "Give `size`, `aspectRatio`, `source` or `symbol`; with `aspectRatio` the image fills the width its stack offers, with `source` "
                    + "or `symbol` alone the view takes the image's size in points."
            ]
        case .symbol:
            [
                "Written as a name (`symbol: heart.fill`) it has the default configuration: `body`, `medium`, the text style's weight.",
                "With `textStyle` the symbol follows the style's font size at each content-size category; with `pointSize` it is fixed, "
                    + "unless `scaledWith` scales it as `UIFontMetrics` does.",
            ]
        case .navigationBar:
            [
                "The bar is 44 pt tall, with a 52 pt large title area below it at the default category that grows with the large title; the inline title and bar button items keep their size at every category (UIKit offers the large content viewer instead). A title that does not fit ends in an ellipsis and is an audit finding.",
                "A `searchField` adds a 52 pt row below the title at the default category (the 36 pt field with 8 pt above and below), which grows with the field's text from xL on; the content starts below it.",
            ]
        case .tabBar:
            [
                "The bar is 49 pt tall above the bottom safe area; its labels are 10 pt at every category, which the audit notes (UIKit offers the large content viewer, `UILargeContentViewerInteraction`)."
            ]
        case .widthBreakpoint, .section, .repeatedItems, .stringKey, .colorDefinition, .border, .font, .paragraph, .spacer, .buttonImage,
            .searchField, .barSearchField, .barButtonItem, .tabBarItem, .toolbar, .accessoryLabel, .accessibility, .barAccessibility:
            []
        }
    }

    /// The forms the decoder accepts in place of the mapping.
    package var alternatives: [SpecValueType] {
        switch self {
        case .device: [.names(.device)]
        case .columns: [.number(.columns)]
        case .insets: [.number(.length), .list(.number(.length), minItems: 2, maxItems: 2)]
        case .colorDefinition: [.color]
        case .spacer, .switch, .searchField: [.null]
        // A stand-in's name (``SpecNames/symbolName``) or a custom symbol's, which only the spec knows.
        case .symbol: [.text]
        case .barButtonItem: [.text]
        case .barSearchField: [.text, .null]
        case .accessory: [.names(.accessoryName)]
        default: []
        }
    }

    /// Keys of which at least one must be written.
    package var requiresOneOf: [String] {
        switch self {
        case .screen: [Screen.CodingKeys.items.stringValue, Screen.CodingKeys.sections.stringValue]
        case .image:
            [
                ImageTemplate.CodingKeys.size.stringValue, ImageTemplate.CodingKeys.aspectRatio.stringValue,
                ImageTemplate.CodingKeys.source.stringValue, ImageTemplate.CodingKeys.symbol.stringValue,
            ]
        case .barButtonItem: [BarButtonItemSpec.CodingKeys.title.stringValue, BarButtonItemSpec.CodingKeys.symbol.stringValue]
        default: []
        }
    }

    /// Keys that may not be written together.
    package var exclusiveKeys: [String] {
        switch self {
        case .screen: [Screen.CodingKeys.items.stringValue, Screen.CodingKeys.sections.stringValue]
        case .stringKey: [StringReferenceSpec.CodingKeys.count.stringValue, StringReferenceSpec.CodingKeys.args.stringValue]
        case .symbol: [SymbolTemplate.CodingKeys.textStyle.stringValue, SymbolTemplate.CodingKeys.pointSize.stringValue]
        case .barButtonItem: [BarButtonItemSpec.CodingKeys.title.stringValue, BarButtonItemSpec.CodingKeys.symbol.stringValue]
        default: []
        }
    }

    /// Whether the mapping holds exactly one of its keys (an element names its kind).
    package var holdsOneKey: Bool { self == .element || self == .accessory }
}
