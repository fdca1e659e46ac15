import DynamicType
import ProofSheetSupport
import Spec

extension MatrixAxis {
    /// Increase Contrast (`UITraitCollection.accessibilityContrast`): a screen's `contrast` list
    /// (default `[normal]`). At `high` the render and the audit resolve colours at high contrast
    /// (`ColorPalette.at(_:)`): system colours' increased-contrast values, asset-catalog colour
    /// and image sets' `contrast: high` entries, spec colours' `highContrast` values. `normal`
    /// leaves baseline names, manifests and findings as they were before the axis: no stem part,
    /// no manifest key, nothing in the fingerprint; `high` adds `-highContrast` to the stem and `contrast: high`.
    package static let contrast = MatrixAxis(
        key: "contrast", title: "contrast", filterFlag: "--contrast",
        help: Help(AppearanceContrast.allCases.map(\.rawValue).joined(separator: " or ")), specKey: .contrast,
        storedAt: \Variant.contrast,
        values: { screen, _ in screen.contrasts },
        filter: Filter { text in
            guard let contrast = AppearanceContrast(rawValue: text) else {
                throw NameError(kind: "contrast", given: text, validNames: AppearanceContrast.allCases.map(\.rawValue))
            }
            return [contrast]
        },
        baseline: .stem(rank: 4) { $0 == .high ? "highContrast" : nil },
        recorded: Recorded(
            { $0 == .high ? .text($0.rawValue) : nil },
            read: { value in
                guard AppearanceContrast(rawValue: value.description) != nil, case .text = value else {
                    throw NameError(kind: "contrast", given: value.description, validNames: AppearanceContrast.allCases.map(\.rawValue))
                }
                return value
            },
            label: { value in
                let high = value.description == AppearanceContrast.high.rawValue
                return RecordedAxis.Label(
                    label: high ? "high contrast" : "normal contrast", title: high ? "Increase Contrast" : "normal contrast",
                    phrase: high ? "high contrast" : "normal contrast")
            }
        ),
        sheet: Sheet(
            value: { ($0.rawValue, AppearanceContrast.allCases.firstIndex(of: $0)) },
            header: { SheetHeader(title: $0 == .high ? "High contrast" : "Normal contrast") },
            fileNamePart: { $0 == .high ? "highContrast" : nil }, describe: { $0 == .high ? "high contrast" : nil },
            caption: { $0 == .high ? "high contrast" : nil }, title: { $0 == .high ? .remark("high contrast") : nil }
        ),
        strip: .afterScale { $0 == .high ? "high contrast" : nil },
        unknown: { contrasts, valid in
            "no screen of the spec is drawn at contrast \(contrasts.joined(separator: ", ")); its contrasts: \(valid.isEmpty ? "normal" : valid.joined(separator: ", "))"
        },
        absent: .normal
    )
}

extension Variant {
    /// The variant's value on the `contrast` axis. Kept with the values on axes beyond the
    /// standard ones, and only when `high`: a variant at normal contrast equals one made with
    /// ``Variant/init(screen:device:category:columns:appearance:language:)``, which has no contrast.
    package var contrast: AppearanceContrast {
        get { otherAxes[MatrixAxis.contrast.key]?.as(AppearanceContrast.self) ?? .normal }
        set { otherAxes[MatrixAxis.contrast.key] = newValue == .normal ? nil : MatrixAxis.Value(newValue) }
    }
}
