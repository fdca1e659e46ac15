import ProofSheet
import ProofSheetTesting
import SnapshotTesting

extension Snapshotting where Value == Suite, Format == String {
    /// One variant of a suite's screen as its layout JSON, the text `proofsheet layout --format
    /// json` prints (`LayoutSnapshot`), compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: suite, as: .proofSheetLayout(device: .iPhone16, category: .accessibility5))
    /// ```
    ///
    /// The variant is chosen as for an image
    /// (``SnapshotTesting/Snapshotting/proofSheet(screen:device:category:columns:appearance:language:)``).
    /// A layout that fails is reported as a test issue at once, and its text is the error.
    ///
    /// - Parameters:
    ///   - screen: the screen's name; nil for the suite's first screen.
    ///   - device: a device the screen lists; nil for its only one.
    ///   - category: the Dynamic Type content-size category.
    ///   - columns: the column count; nil for the only one the screen's column rule gives.
    ///   - appearance: light or dark; nil for the screen's only appearance.
    ///   - language: one of the screen's languages; nil for a screen without languages, or with one.
    public static func proofSheetLayout(
        screen: String? = nil, device: Device? = nil, category: ContentSizeCategory = .large, columns: Int? = nil,
        appearance: Appearance? = nil, language: LanguageTag? = nil
    ) -> Snapshotting {
        let choice = SnapshotRendering.choice(
            screen: screen, device: device, category: category, columns: columns, appearance: appearance, language: language)
        return Snapshotting(pathExtension: "json", diffing: .lines) { suite in
            do {
                return try SnapshotRendering.layoutJSON(of: suite, choice)
            } catch {
                let message = "ProofSheet could not lay out the snapshot: \(error)"
                TestFailure.report(message)
                return message + "\n"
            }
        }
    }
}

extension Snapshotting where Value == Screen, Format == String {
    /// One variant of a screen as its layout JSON, the screen as the only screen of a suite
    /// named after it (as for an image: see
    /// ``SnapshotTesting/Snapshotting/proofSheet(device:category:columns:appearance:language:)``).
    ///
    /// - Parameters:
    ///   - device: a device the screen lists; nil for its only one.
    ///   - category: the Dynamic Type content-size category.
    ///   - columns: the column count; nil for the only one the screen's column rule gives.
    ///   - appearance: light or dark; nil for the screen's only appearance.
    ///   - language: one of the screen's languages; nil for a screen without languages, or with one.
    public static func proofSheetLayout(
        device: Device? = nil, category: ContentSizeCategory = .large, columns: Int? = nil, appearance: Appearance? = nil,
        language: LanguageTag? = nil
    ) -> Snapshotting {
        Snapshotting<Suite, String>.proofSheetLayout(device: device, category: category, columns: columns, appearance: appearance, language: language)
            .pullback(Suite.holding)
    }
}
