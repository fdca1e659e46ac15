import ProofSheet
import ProofSheetTesting
import SnapshotTesting

extension Snapshotting where Value == Suite, Format == ProofSheetImage {
    /// One variant of a suite's screen as a PNG, the file `proofsheet check` records as its
    /// baseline, compared by ProofSheet's pixelmatch differ
    /// (``SnapshotTesting/Diffing/proofSheet(threshold:tolerance:)``).
    ///
    /// ```swift
    /// let suite = try SpecLoader.load(path: "Examples/recipes.yaml")
    /// assertSnapshot(of: suite, as: .proofSheet(device: .iPhone16, category: .accessibility3, columns: 1))
    /// ```
    ///
    /// The variant must be one check renders for the suite: a device the screen lists, a column
    /// count its column rule gives on that device at that category, an appearance and language
    /// it lists. An axis left nil takes the screen's only value on it. A choice that names no
    /// variant, or several, fails the test with a message naming the values there are; so does a
    /// variant taller than one PNG page. A rendering that fails is reported as a test issue at
    /// once, whatever the record mode (swift-snapshot-testing still records an empty file where
    /// it would record the snapshot).
    ///
    /// The scale (check's baselines are @1x by default), the pixelmatch threshold and the tolerance
    /// are those of the `ProofSheetConfiguration` (ProofSheetTesting) in effect where the strategy is
    /// made: `@Test(.proofSheet(scale: 2, tolerance: ...))` or `withProofSheet(scale: 2) { ... }`.
    /// The record mode is swift-snapshot-testing's own (`withSnapshotTesting`, `.snapshots(record:)`).
    ///
    /// - Parameters:
    ///   - screen: the screen's name; nil for the suite's first screen.
    ///   - device: a device the screen lists; nil for its only one.
    ///   - category: the Dynamic Type content-size category.
    ///   - columns: the column count; nil for the only one the screen's column rule gives.
    ///   - appearance: light or dark; nil for the screen's only appearance.
    ///   - language: one of the screen's languages; nil for a screen without languages, or with one.
    public static func proofSheet(
        screen: String? = nil, device: Device? = nil, category: ContentSizeCategory = .large, columns: Int? = nil,
        appearance: Appearance? = nil, language: LanguageTag? = nil
    ) -> Snapshotting {
        let choice = SnapshotRendering.choice(
            screen: screen, device: device, category: category, columns: columns, appearance: appearance, language: language)
        let configuration = ProofSheetConfiguration.current
        let scale = configuration.effectiveScale
        let diffing = Diffing<ProofSheetImage>.proofSheet(threshold: configuration.differ.threshold, tolerance: configuration.effectiveTolerance)
        return Snapshotting(pathExtension: "png", diffing: diffing) { suite in
            do {
                return ProofSheetImage(png: try SnapshotRendering.png(of: suite, choice, scale: scale))
            } catch {
                // At once: swift-snapshot-testing shows a strategy's message only when it compares
                // with a reference, so a snapshot that cannot be rendered would first be recorded in silence.
                TestFailure.report("ProofSheet could not render the snapshot: \(error)")
                return ProofSheetImage(renderingError: String(describing: error))
            }
        }
    }
}

extension Snapshotting where Value == Screen, Format == ProofSheetImage {
    /// One variant of a screen as a PNG: the screen as the only screen of a suite named after
    /// it, with the default fonts (Inter), the system colours and no string tables. A screen
    /// that uses a spec's named colours, fonts, string tables or images at paths relative to the
    /// spec needs them: snapshot the `Suite` that holds it instead, naming the screen.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .proofSheet(device: .iPhone16, category: .accessibility3, columns: 2))
    /// ```
    ///
    /// The rest is as for a suite: see the parameters there.
    public static func proofSheet(
        device: Device? = nil, category: ContentSizeCategory = .large, columns: Int? = nil, appearance: Appearance? = nil,
        language: LanguageTag? = nil
    ) -> Snapshotting {
        Snapshotting<Suite, ProofSheetImage>.proofSheet(
            device: device, category: category, columns: columns, appearance: appearance, language: language
        )
        .pullback(Suite.holding)
    }
}

extension Suite {
    /// `screen` as the only screen of a suite named after it, with the defaults a spec has.
    static func holding(_ screen: Screen) -> Suite {
        Suite(name: screen.name, screens: [screen])
    }
}
