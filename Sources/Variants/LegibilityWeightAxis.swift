import DynamicType
import Spec

extension MatrixAxis {
    /// Bold Text (`UITraitCollection.legibilityWeight`): the screen's `legibilityWeight` list, in
    /// its order (default `[regular]`). Regular is Bold Text off and leaves everything as it was
    /// before the axis (no baseline name part, manifest value, caption or metadata, and it is the
    /// value of a variant `Variant.init` makes); bold adds `-bold` to the baseline stem, and
    /// `legibilityWeight: bold` to the manifest, PNG metadata and the audit's findings. The text
    /// engine reads it through `Suite.layout(_:measurer:imageSizes:symbolGeometries:)`.
    package static let legibilityWeight = MatrixAxis(
        key: "legibilityWeight", title: "legibility weight", filterFlag: "--legibility-weight",
        help: Help(LegibilityWeight.allCases.map(\.rawValue).joined(separator: " or ")), specKey: .legibilityWeight,
        values: { screen, _ in screen.legibilityWeights },
        filter: Filter { text in
            guard let weight = LegibilityWeight.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw NameError(kind: "legibility weight", given: text, validNames: LegibilityWeight.allCases.map(\.rawValue))
            }
            return [weight]
        },
        baseline: .stem(rank: 3) { $0 == .bold ? "bold" : nil },
        recorded: Recorded(
            { $0 == .bold ? .text($0.rawValue) : nil },
            read: { value in
                guard case .text(let text) = value, LegibilityWeight(rawValue: text) != nil else {
                    throw NameError(kind: "legibility weight", given: value.description, validNames: LegibilityWeight.allCases.map(\.rawValue))
                }
                return value
            },
            label: { value in
                value.description == LegibilityWeight.bold.rawValue
                    ? RecordedAxis.Label(label: "Bold", title: "Bold Text", caption: "Bold Text", phrase: "Bold Text")
                    : RecordedAxis.Label(label: value.description, title: value.description)
            }
        ),
        sheet: Sheet(
            value: { ($0.rawValue, LegibilityWeight.allCases.firstIndex(of: $0)) },
            header: { SheetHeader(title: $0 == .bold ? "Bold Text" : "Regular") },
            fileNamePart: { $0 == .bold ? "bold" : nil }, describe: { $0 == .bold ? "Bold Text" : nil },
            caption: { $0 == .bold ? "Bold Text" : nil }, title: { $0 == .bold ? .remark("Bold Text") : nil }
        ),
        strip: .afterScale { $0 == .bold ? "Bold Text" : nil },
        unknown: { weights, valid in
            valid.isEmpty
                ? "no screen of the spec lists legibilityWeight: [regular, bold], so --legibility-weight \(weights.joined(separator: ", ")) leaves nothing"
                : "no screen of the spec is shown with legibility weight \(weights.joined(separator: ", ")); its legibility weights: \(valid.joined(separator: ", "))"
        },
        absent: .regular
    )
}

extension Variant {
    /// The variant's Bold Text setting (``MatrixAxis/legibilityWeight``): regular unless its
    /// screen lists bold. Setting regular stores nothing, so the variant equals its twin that
    /// `Variant.init` makes.
    package var legibilityWeight: LegibilityWeight {
        get { value(on: .legibilityWeight).as(LegibilityWeight.self) ?? .regular }
        set { MatrixAxis.legibilityWeight.set(MatrixAxis.Value(newValue), &self) }
    }
}
