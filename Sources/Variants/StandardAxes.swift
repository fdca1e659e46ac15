import DynamicType
import Layout
import Localization
import ProofSheetSupport
import Spec

/// The axes every suite has (``VariantAxisRegistry/standard``), in matrix order.
extension MatrixAxis {
    /// The device (or bare width) a screen is shown on: the spec's `devices`, in its order.
    /// Filtered by name, slug or preset name; a folder of its own in baseline paths. A PNG's
    /// metadata gives its width too; a sheet's cell caption names it by the cell's size, and the
    /// title of a sheet of one device names the place it is shown on.
    package static let device = MatrixAxis(
        key: "device", title: "device", filterFlag: "--device",
        help: Help(
            "a device the screen lists, or any preset, e.g. \"iPhone 16\", \"iPad mini landscape\"",
            filter: "a device the spec lists, e.g. \"iPhone 16\""),
        specKey: .devices, storedAt: \Variant.device, values: { screen, _ in screen.devices },
        filter: Filter<Device, String>(parse: { [$0] }) { names, device in names.contains { MatrixAxis.device(named: $0, is: device) } },
        choose: { try Device.preset(named: $0) },
        baseline: .folder { $0.slug },
        recorded: Recorded({ .text($0.name) }, metadata: { [("device", $0.name), ("width", $0.size.width.compact)] }),
        sheet: Sheet(
            value: { ($0.slug, nil) },
            header: { SheetHeader(title: $0.name, detail: "\($0.size.width.compact) × \($0.size.height.compact) pt") },
            fileNamePart: { $0.slug }, describe: { "\($0.name), \($0.size.width.compact) pt wide" },
            caption: { _ in nil }, title: { .place($0.name) }
        ),
        strip: .beforeScale { $0.name.hasPrefix("width ") ? "\($0.size.width.compact) pt wide" : "\($0.name), \($0.size.width.compact) pt" },
        unknown: { names, valid in
            "no screen of the spec uses device \(names.map(\.quoted).joined(separator: ", ")); its devices: \(valid.joined(separator: ", "))"
        }
    )

    /// Whether a device filter's `name` names `device`: its name slugged alike, or a preset's name.
    static func device(named name: String, is device: Device) -> Bool {
        Slug.make(name) == device.slug || (try? Device.preset(named: name))?.name == device.name
    }

    /// The content-size category: the screen's `categories` (default every one), small to large. Filtered by any spelling or a range
    /// (``VariantFilter/categories(parsing:)``); reports label it by its short label (`AX3`).
    package static let category = MatrixAxis(
        key: "category", title: "content size", filterFlag: "--category",
        help: Help("a content size category, e.g. large, AX5, accessibility3", filter: "a content size category or range, e.g. large, AX1...AX5"),
        specKey: .categories, storedAt: \Variant.category, values: { screen, _ in screen.categories },
        filter: Filter { try VariantFilter.categories(parsing: $0) }, choose: { try ContentSizeCategory(parsingNamed: $0) },
        baseline: .stem(rank: 1) { $0.name },
        recorded: Recorded(
            { .text($0.name) },
            read: { value in
                guard case .text(let text) = value else { throw NameError(kind: "category", given: value.description, validNames: []) }
                return .text(try ContentSizeCategory(parsing: text).name)
            },
            label: { value in
                let category = try? ContentSizeCategory(parsing: value.description)
                return RecordedAxis.Label(label: category?.shortLabel ?? value.description, title: category?.name ?? value.description)
            },
            // Small to large, as a screen lists them (`categories`), not alphabetically.
            order: .asListed
        ),
        sheet: Sheet(
            value: { ($0.name, $0.rawValue) },
            header: { SheetHeader(title: $0.shortLabel, detail: "body \(TypeRamp.pointSize(.body, $0).compact) pt") },
            fileNamePart: { $0.name }, describe: { $0.name }, caption: { $0.shortLabel }
        ),
        strip: .beforeScale { "\($0.shortLabel) \($0.name)" }
    )

    /// The column count: every count the screen's column rule (`columns`) gives its device at its
    /// category. A filter or choice of a count outside `NumberLimit.columns` is refused.
    package static let columns = MatrixAxis(
        key: "columns", title: "column count", filterFlag: "--columns", help: Help("a column count"), specKey: .columns,
        storedAt: \Variant.columns,
        values: { screen, variant in
            screen.columns.counts(width: variant.device.size.width, isLandscape: variant.device.isLandscape, category: variant.category)
        },
        filter: Filter { text in
            guard let count = Int(text) else { throw NameError(kind: "column count (a whole number)", given: text, validNames: []) }
            return [try NumberLimit.columns.check(count, name: "column count")]
        },
        baseline: .stem(rank: 0) { "\($0)col" },
        recorded: Recorded(
            { .number($0) },
            read: { value in
                guard case .number = value else { throw NameError(kind: "column count", given: value.description, validNames: []) }
                return value
            },
            label: { value in
                let count = Int(value.description)
                return RecordedAxis.Label(
                    label: value.description, title: value.description, caption: "\(value) col", phrase: count?.counted("column"))
            }
        ),
        sheet: Sheet(
            value: { (String($0), $0) }, header: { SheetHeader(title: $0.counted("column")) },
            fileNamePart: { "\($0)col" }, describe: { $0.counted("column") }
        ),
        strip: .beforeScale { $0.counted("column") },
        unknown: { counts, valid in
            "no variant of the spec has \(counts.joined(separator: ", ")) columns; its column counts: \(valid.joined(separator: ", "))"
        }
    )

    /// The appearance: the spec's `appearances`; `-dark` on a dark variant's baseline stem.
    package static let appearance = MatrixAxis(
        key: "appearance", title: "appearance", filterFlag: "--appearance",
        help: Help(Appearance.allCases.map(\.rawValue).joined(separator: " or ")), specKey: .appearances,
        storedAt: \Variant.appearance,
        values: { screen, _ in screen.appearances },
        filter: Filter { text in
            guard let appearance = Appearance(rawValue: text) else {
                throw NameError(kind: "appearance", given: text, validNames: Appearance.allCases.map(\.rawValue))
            }
            return [appearance]
        },
        baseline: .stem(rank: 2) { $0 == .dark ? "dark" : nil },
        recorded: Recorded(
            { .text($0.rawValue) },
            read: { value in
                guard Appearance(rawValue: value.description) != nil, case .text = value else {
                    throw NameError(kind: "appearance", given: value.description, validNames: Appearance.allCases.map(\.rawValue))
                }
                return value
            }
        ),
        sheet: Sheet(
            value: { ($0.rawValue, Appearance.allCases.firstIndex(of: $0)) }, header: { SheetHeader(title: $0 == .light ? "Light" : "Dark") },
            fileNamePart: { $0.rawValue }, describe: { $0.rawValue }
        ),
        unknown: { appearances, valid in
            "no screen of the spec is drawn in \(appearances.joined(separator: ", ")); its appearances: \(valid.joined(separator: ", "))"
        }
    )

    /// The language: the spec's `languages`, in its order (reports keep it); nil (the spec's text
    /// as written) for a screen without languages, which a language filter leaves out, and which
    /// has no language folder, manifest field or file name part. A sheet's title names it, not
    /// its cells' captions.
    package static let language = MatrixAxis(
        key: "language", title: "language", filterFlag: "--language",
        help: Help(
            "a BCP 47 tag or pseudolanguage, e.g. de, pt-BR, double-length",
            filter: "a BCP 47 tag or pseudolanguage the spec lists, e.g. de, pt-BR, double-length",
            choice: "a BCP 47 tag or pseudolanguage, e.g. de, ar, double-length. Any language may be given; "
                + "texts it has no translation for show the source language's"
        ),
        specKey: .languages, storedAt: \Variant.language,
        values: { screen, _ in screen.languages.isEmpty ? [nil] : screen.languages },
        filter: Filter<LanguageTag?, LanguageTag>(parse: { [try LanguageTag(parsing: $0)] }) { languages, language in
            language.map(languages.contains) == true
        },
        baseline: .folder { $0?.identifier },
        recorded: Recorded({ $0.map { .text($0.identifier) } }, order: .asListed),
        sheet: Sheet(
            value: { ($0?.identifier ?? "", nil) },
            header: { language in
                guard let language else { return SheetHeader(title: "as written") }
                return SheetHeader(title: language.identifier, detail: language.isRightToLeft ? "right to left" : nil)
            },
            fileNamePart: { $0?.identifier }, describe: { $0.map { "language \($0.identifier)" } },
            caption: { _ in nil }, title: { $0.map { .remark($0.identifier) } }
        ),
        unknown: { languages, valid in
            valid.isEmpty
                ? "no screen of the spec lists languages, so --language \(languages.joined(separator: ", ")) leaves nothing; add languages: [...] to the spec or the screen"
                : "no screen of the spec is shown in \(languages.joined(separator: ", ")); its languages: \(valid.joined(separator: ", "))"
        }
    )
}
