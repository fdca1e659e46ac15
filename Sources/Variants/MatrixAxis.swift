import ProofSheetSupport
import Spec

/// One axis of the variant matrix, declared as data: where its values come from in a spec, how
/// `--<key>` filters them, what it adds to a baseline's path, how the manifest, the report and the
/// audit record, label and order it, how a review sheet heads, captions and titles it, how the
/// caption strip under a rendering names it, what a PNG's metadata says of it, and what it adds to a variant's fingerprint. ``VariantAxisRegistry`` lists the axes; the matrix, filters, baseline
/// names, manifests, reports, sheets and fingerprints iterate it, so adding an axis is adding one
/// (ARCHITECTURE.md, "Adding a variant axis").
///
/// The declaration is typed (``init(key:title:filterFlag:help:specKey:storedAt:values:filter:choose:baseline:recorded:sheet:strip:unknown:)``);
/// the axis keeps its value type behind ``Value``.
package struct MatrixAxis: Sendable {
    /// One value of an axis, whatever its type: a `Device`, a `ContentSizeCategory`, an `Int`.
    package struct Value: Hashable, @unchecked Sendable {
        // `AnyHashable` is not `Sendable`; every value put in one is (``MatrixAxis/init(key:title:filterFlag:help:specKey:storedAt:values:filter:choose:baseline:recorded:sheet:strip:unknown:)``).
        let base: AnyHashable

        /// `value`, wrapped.
        package init(_ value: some Hashable & Sendable) {
            base = AnyHashable(value)
        }

        /// The value as `type`; nil when it is another type.
        package func `as`<T>(_ type: T.Type) -> T? { base.base as? T }

        /// The value as text, as it describes itself: `iPhone 16`, `2`, `dark`, `de`.
        package var text: String { String(describing: base.base) }
    }

    /// How a filter flag's entries pick values: the values the flag's text names (a category
    /// range names several), and whether a variant's value is among those a filter keeps.
    package struct Filter<T, Entry: Hashable & Sendable>: Sendable {
        let parse: @Sendable (String) throws -> [Entry]
        let keeps: @Sendable (_ wanted: [Entry], _ value: T) -> Bool

        /// Entries from `parse`; a variant is kept when `keeps` says so for the entries given.
        package init(parse: @escaping @Sendable (String) throws -> [Entry], keeps: @escaping @Sendable (_ wanted: [Entry], _ value: T) -> Bool) {
            self.parse = parse
            self.keeps = keeps
        }
    }

    /// Where an axis's value goes in a baseline's name: a folder of its own below the device's,
    /// or a part of the file stem at `rank` (stems join their parts, by rank, with `-`). Nil
    /// leaves the name alone for that value (a screen without languages, the light appearance).
    package enum BaselinePart<T>: Sendable {
        case folder(@Sendable (T) -> String?)
        case stem(rank: Int, @Sendable (T) -> String?)
    }

    /// How reports record an axis's value: its manifest value (nil: none, and the key is left
    /// out), its label (`RecordedAxis`), the order reports list its values in, and the tEXt
    /// entries a PNG of the variant carries for it.
    package struct Recorded<T>: Sendable {
        let value: @Sendable (T) -> VariantAxisValue?
        let read: @Sendable (VariantAxisValue) throws -> VariantAxisValue
        let label: @Sendable (VariantAxisValue) -> RecordedAxis.Label
        let order: Order
        let metadata: (@Sendable (T) -> [(key: String, value: String)])?

        /// `value` as the manifest carries it, read back as it is and labelled as itself unless
        /// `read` and `label` say otherwise (`RecordedAxis`), ordered in reports by that value
        /// unless `order` says otherwise, and in a PNG's metadata as that value under the axis's
        /// key unless `metadata` gives the entries.
        package init(
            _ value: @escaping @Sendable (T) -> VariantAxisValue?, read: @escaping @Sendable (VariantAxisValue) throws -> VariantAxisValue = { $0 },
            label: @escaping @Sendable (VariantAxisValue) -> RecordedAxis.Label = {
                RecordedAxis.Label(label: $0.description, title: $0.description)
            },
            order: Order = .byValue, metadata: (@Sendable (T) -> [(key: String, value: String)])? = nil
        ) {
            self.value = value
            self.read = read
            self.label = label
            self.order = order
            self.metadata = metadata
        }
    }

    /// The order reports (the audit's findings) list an axis's values in: by the manifest value
    /// (text alphabetically, numbers ascending), or as the spec lists them for the screen (an
    /// axis whose values depend on no other axis's, such as the language).
    package enum Order: Sendable {
        case byValue
        case asListed
    }

    /// Where one value comes in a report's order of an axis's values (``Order``): no value first,
    /// then by place in the spec's list, number or text.
    package enum OrderKey: Hashable, Comparable, Sendable {
        case absent
        case listed(Int)
        case number(Int)
        case text(String)
    }

    /// How the title of a review sheet that holds an axis fixed names its value: a place the
    /// screen is shown on (`recipe-grid on iPhone 16`), or a remark after it (`· de`).
    package enum SheetTitlePart: Hashable, Sendable {
        case place(String)
        case remark(String)
    }

    /// How a review sheet shows an axis's value: its identity and order among the values
    /// (`AxisValue`), the row or column header, the part it adds to the sheet's file name and
    /// the words the sheet's details name it with (both nil to leave them out), how a cell's
    /// caption names it (by default its recorded label's phrase; nil: not at all), and how the
    /// title of a sheet that holds it fixed names it (by default, and when nil, not at all).
    package struct Sheet<T>: Sendable {
        let value: @Sendable (T) -> (id: String, rank: Int?)
        let header: @Sendable (T) -> SheetHeader
        let fileNamePart: @Sendable (T) -> String?
        let describe: @Sendable (T) -> String?
        let caption: (@Sendable (T) -> String?)?
        let title: @Sendable (T) -> SheetTitlePart?

        package init(
            value: @escaping @Sendable (T) -> (id: String, rank: Int?), header: @escaping @Sendable (T) -> SheetHeader,
            fileNamePart: @escaping @Sendable (T) -> String?, describe: @escaping @Sendable (T) -> String?,
            caption: (@Sendable (T) -> String?)? = nil, title: @escaping @Sendable (T) -> SheetTitlePart? = { _ in nil }
        ) {
            self.value = value
            self.header = header
            self.fileNamePart = fileNamePart
            self.describe = describe
            self.caption = caption
            self.title = title
        }
    }

    /// Where the caption strip drawn under a rendering (``Variant/caption(scale:)``) names an
    /// axis's value: before the scale (an axis that sizes the layout: `iPhone 16, 393 pt`) or
    /// after it (`dark`), in registry order either side, as the text given (nil: not at all).
    package enum StripPart<T>: Sendable {
        case beforeScale(@Sendable (T) -> String?)
        case afterScale(@Sendable (T) -> String?)
    }

    /// What the command line's help says a flag of the axis takes (`AxisArgument` in
    /// ProofSheetCLI), with examples: where it narrows a matrix (`check --category`: a range too)
    /// and where it chooses one variant (`render --category`).
    package struct Help: Sendable {
        /// What the filter flag takes (`check`, `audit`, `sheet`): `a content size category or range, e.g. large, AX1...AX5`.
        package let filter: String
        /// What the flag choosing one variant takes (`render`, `layout`): `a content size category, e.g. large, AX5`.
        package let choice: String

        /// Help saying that both flags take `value` (`light or dark`), unless `filter` or `choice` says otherwise.
        package init(_ value: String, filter: String? = nil, choice: String? = nil) {
            self.filter = filter ?? value
            self.choice = choice ?? value
        }
    }

    /// The axis's name in manifest.json, the report's filters and the URL hash, a sheet's
    /// `--row-axis`, and the fingerprint: `category`.
    package let key: String
    /// How a sheet's corner names the axis: `content size`.
    package let title: String
    /// The command-line flag that narrows the axis (`check --category`) and, for `render` and
    /// `layout`, chooses its value: `--category`.
    package let filterFlag: String
    /// What the flag takes, as the command line's help says it.
    package let help: Help
    /// The screen key whose list gives the axis's values (`devices`, `appearances`); nil when no
    /// spec key lists them (every content-size category is shown; a test's throwaway axis).
    package let specKey: Screen.CodingKeys?

    let valuesIn: @Sendable (Screen, Variant) -> [Value]
    let get: @Sendable (Variant) -> Value
    let set: @Sendable (Value, inout Variant) -> Void
    let parseFilter: @Sendable (String) throws -> [Value]
    let parseChoice: @Sendable (String) throws -> Value
    let keeps: @Sendable ([Value], Variant) -> Bool
    let baselineFolder: (@Sendable (Variant) -> String?)?
    let baselineStem: (rank: Int, part: @Sendable (Variant) -> String?)?
    /// The manifest's and report's view of the axis.
    package let recorded: RecordedAxis
    let recordedValue: @Sendable (Variant) -> VariantAxisValue?
    let sheetValue: @Sendable (Variant) -> AxisValue
    let header: @Sendable (Variant) -> SheetHeader
    let fileNamePart: @Sendable (Variant) -> String?
    let describe: @Sendable (Variant) -> String?
    let caption: @Sendable (Variant) -> String?
    let titlePart: @Sendable (Variant) -> SheetTitlePart?
    let strip: (beforeScale: Bool, part: @Sendable (Variant) -> String?)
    /// The sentence refusing a filter that names values of the axis no variant of a suite has.
    let unknown: @Sendable (_ given: [String], _ valid: [String]) -> String
    let metadata: @Sendable (Variant) -> [(key: String, value: String)]
    let order: Order
    /// Nil for the `absent` value, which adds nothing, so existing variants keep their bytes.
    let fingerprint: @Sendable (Variant) -> String?

    /// An axis keyed `key` whose values are `T`s, listed in a spec under `specKey` (nil: under no
    /// key), stored in a variant at `storedAt` (nil:
    /// with the variant's values on axes beyond the standard ones, ``Variant/value(on:)``).
    /// `values` gives a screen's values on the axis for a variant that has its values on the
    /// axes before this one (a screen's column counts follow from its device and category).
    /// `filterFlag` reads its texts with `filter` where it narrows a matrix, and with `choose`
    /// where it chooses one value (by default `filter`'s parse, which must name one value).
    /// The caption strip names it after the scale by its recorded label's phrase unless `strip`
    /// says otherwise. A filter naming values no variant has is refused with the sentence
    /// `unknown` makes of those values (as given) and the suite's (as recorded, in report order),
    /// by default `no variant of the spec has <key> <values>; its <key> values: <values>`. Its
    /// fingerprint contribution is the value's full reflection (`CanonicalDescription`).
    /// `absent` (an axis without `storedAt`) is the value of a variant made by `Variant.init`,
    /// which sets no such axis; the matrix does not store it, so a variant at that value equals
    /// one `Variant.init` makes (nil: every variant must have a value).
    package init<T: Hashable & Sendable, Entry>(
        key: String, title: String, filterFlag: String, help: Help, specKey: Screen.CodingKeys?,
        storedAt keyPath: (WritableKeyPath<Variant, T> & Sendable)? = nil,
        values: @escaping @Sendable (Screen, Variant) -> [T], filter: Filter<T, Entry>, choose: (@Sendable (String) throws -> T)? = nil,
        baseline: BaselinePart<T>?,
        recorded: Recorded<T>, sheet: Sheet<T>, strip: StripPart<T>? = nil,
        unknown: (@Sendable (_ given: [String], _ valid: [String]) -> String)? = nil, absent: T? = nil
    ) {
        self.key = key
        self.title = title
        self.filterFlag = filterFlag
        self.help = help
        self.specKey = specKey
        let value: @Sendable (Variant) -> T = { variant in
            if let keyPath { return variant[keyPath: keyPath] }
            // `absent`: the value of a variant made by `Variant.init`, which sets no other axis.
            guard let value = variant.otherAxes[key]?.as(T.self) ?? absent else {
                preconditionFailure("variant \(variant.screen) has no \(key) value")
            }
            return value
        }
        valuesIn = { screen, variant in values(screen, variant).map(Value.init) }
        get = { Value(value($0)) }
        set = { wrapped, variant in
            guard let typed = wrapped.as(T.self) else { preconditionFailure("\(wrapped.base) is not a \(key) value") }
            // The `absent` value is not stored, so such a variant equals one `Variant.init` makes.
            if let keyPath { variant[keyPath: keyPath] = typed } else { variant.otherAxes[key] = typed == absent ? nil : wrapped }
        }
        parseFilter = { text in try filter.parse(text).map(Value.init) }
        parseChoice = { text in
            if let choose { return Value(try choose(text)) }
            let entries = try filter.parse(text)
            guard entries.count == 1, let value = entries[0] as? T else {
                throw VariantChoiceError(description: "\(text.quoted) names \(entries.count) \(key) values; \(filterFlag) chooses one")
            }
            return Value(value)
        }
        keeps = { wanted, variant in filter.keeps(wanted.compactMap { $0.as(Entry.self) }, value(variant)) }
        switch baseline {
        case .folder(let part)?:
            baselineFolder = { part(value($0)) }
            baselineStem = nil
        case .stem(let rank, let part)?:
            baselineFolder = nil
            baselineStem = (rank, { part(value($0)) })
        case nil:
            baselineFolder = nil
            baselineStem = nil
        }
        self.recorded = RecordedAxis(key: key, read: recorded.read, label: recorded.label)
        recordedValue = { recorded.value(value($0)) }
        order = recorded.order
        if let entries = recorded.metadata {
            metadata = { entries(value($0)) }
        } else {
            metadata = { variant in recorded.value(value(variant)).map { [(key, $0.description)] } ?? [] }
        }
        sheetValue = {
            let (id, rank) = sheet.value(value($0))
            return AxisValue(id: id, rank: rank)
        }
        header = { sheet.header(value($0)) }
        fileNamePart = { sheet.fileNamePart(value($0)) }
        describe = { sheet.describe(value($0)) }
        if let words = sheet.caption {
            caption = { words(value($0)) }
        } else {
            caption = { variant in recorded.value(value(variant)).map { recorded.label($0).phrase } }
        }
        titlePart = { sheet.title(value($0)) }
        switch strip {
        case .beforeScale(let part)?: self.strip = (true, { part(value($0)) })
        case .afterScale(let part)?: self.strip = (false, { part(value($0)) })
        case nil: self.strip = (false, { variant in recorded.value(value(variant)).map { recorded.label($0).phrase } })
        }
        self.unknown =
            unknown ?? { given, valid in
                "no variant of the spec has \(key) \(given.joined(separator: ", ")); its \(key) values: \(valid.joined(separator: ", "))"
            }
        fingerprint = { variant in
            let typed = value(variant)
            return absent == typed ? nil : CanonicalDescription.of(typed)
        }
    }

    /// The value `variant` has on this axis.
    package func value(of variant: Variant) -> Value { get(variant) }

    /// The values `text` names as the axis's filter flag's value (`AX1...AX3`: three categories).
    package func filterValues(parsing text: String) throws -> [Value] { try parseFilter(text) }

    /// The one value `text` names as the value of the axis's flag where it chooses a variant
    /// (`render --category AX3`).
    package func choiceValue(parsing text: String) throws -> Value { try parseChoice(text) }

    /// The one value `text` names where a flag chooses a variant of a screen whose values on the
    /// axis are `listed`: the listed value the axis's filter names, as `check`'s flag would (a
    /// custom device by its name or slug), else the value ``choiceValue(parsing:)`` gives, listed
    /// or not (a device preset, any category). An error names the listed values beside the
    /// parse's own error.
    package func choiceValue(parsing text: String, listed: [Value]) throws -> Value {
        if let entries = try? parseFilter(text), entries.count == 1,
            let match = listed.first(where: { value in
                var variant = Variant(unsetAxesOf: "")
                set(value, &variant)
                return keeps(entries, variant)
            })
        {
            return match
        }
        do {
            return try parseChoice(text)
        } catch {
            let names = listed.map { value in
                var variant = Variant(unsetAxesOf: "")
                set(value, &variant)
                return recordedValue(variant)?.description ?? "none"
            }
            throw VariantChoiceError(description: "\(error); the screen's \(key) values: \(names.joined(separator: ", "))")
        }
    }

    /// `variant`'s value as the manifest records it, with its report label; nil when it has none.
    package func recordedValue(of variant: Variant) -> VariantAxes.Value? {
        recordedValue(variant).map { VariantAxes.Value(axis: key, value: $0, label: recorded.label($0)) }
    }

    /// Where `value` (as the manifest records it; nil: none) comes among the axis's values in a
    /// report of `screen`'s findings (``Order``).
    package func orderKey(of value: VariantAxisValue?, on screen: Screen?) -> OrderKey {
        guard let value else { return .absent }
        switch order {
        case .asListed:
            let listed = screen.map { screen in valuesIn(screen, Variant(unsetAxesOf: screen.name)) } ?? []
            let index = listed.firstIndex { listedValue in
                var variant = Variant(unsetAxesOf: "")
                set(listedValue, &variant)
                return recordedValue(variant) == value
            }
            return index.map(OrderKey.listed) ?? .absent
        case .byValue:
            switch value {
            case .number(let number): return .number(number)
            case .text(let text): return .text(text)
            }
        }
    }

    /// The values `variants` have on the axis, as the manifest records them, each once, in
    /// report order (``Order``; as the variants list them for ``Order/asListed``).
    package func recordedValues(of variants: [Variant]) -> [VariantAxisValue] {
        let values = variants.compactMap(recordedValue).reduce(into: [VariantAxisValue]()) { if !$0.contains($1) { $0.append($1) } }
        return order == .byValue ? values.sorted { orderKey(of: $0, on: nil) < orderKey(of: $1, on: nil) } : values
    }

    /// The entries of `wanted` that keep none of `variants` (values a filter names that the suite does not have).
    package func unmatched(_ wanted: [Value], among variants: [Variant]) -> [Value] {
        wanted.filter { entry in !variants.contains { keeps([entry], $0) } }
    }

    /// How a review sheet's cell caption names `variant`'s value on the axis; nil: not at all.
    package func caption(of variant: Variant) -> String? { caption(variant) }

    /// How the title of a sheet holding the axis fixed at `variant`'s value names it; nil: not at all.
    package func sheetTitlePart(of variant: Variant) -> SheetTitlePart? { titlePart(variant) }

    /// The tEXt entries a PNG of `variant` carries for the axis, in order; none when the variant
    /// has no value on it that the manifest records, unless the axis gives its own.
    package func pngMetadata(of variant: Variant) -> [(key: String, value: String)] { metadata(variant) }
}

extension MatrixAxis.Filter where Entry == T, T: Hashable {
    /// Entries that are values, parsed by `parse` (one each unless it names several); a variant is
    /// kept when its value is one of them.
    package init(parse: @escaping @Sendable (String) throws -> [T]) {
        self.init(parse: parse) { wanted, value in wanted.contains(value) }
    }
}
