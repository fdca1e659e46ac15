import DynamicType

/// The appearances, Bold Text settings and contrasts a screen is shown in when it lists none of
/// its own: the suite's `appearances`, `legibilityWeight` and `contrast` (as a screen without
/// `languages` takes the suite's), else ``standard`` (light, Bold Text off, normal contrast).
/// The one home of those defaults: the spec's decoding, the Swift builder and the spec
/// reference read them here.
public struct ScreenDefaults: Hashable, Sendable {
    /// The appearances (`appearances`).
    public var appearances: [Appearance]
    /// The Bold Text settings (`legibilityWeight`).
    public var legibilityWeights: [LegibilityWeight]
    /// The contrasts (`contrast`).
    public var contrasts: [AppearanceContrast]

    /// Defaults of `appearances`, `legibilityWeights` and `contrasts`.
    public init(appearances: [Appearance], legibilityWeights: [LegibilityWeight], contrasts: [AppearanceContrast]) {
        self.appearances = appearances
        self.legibilityWeights = legibilityWeights
        self.contrasts = contrasts
    }

    /// What a screen is shown in when neither it nor its suite says: light, Bold Text off
    /// (regular), normal contrast. Each adds nothing to baseline names.
    public static let standard = ScreenDefaults(appearances: [.light], legibilityWeights: [.regular], contrasts: [.normal])

    /// The `userInfo` key a suite's defaults reach its screens under.
    static let userInfoKey = CodingUserInfoKey(rawValue: "proofsheet.screenDefaults")!

    /// The three lists as `container` (a suite's or a screen's mapping) writes them under `keys`,
    /// each left out taking `fallback`'s; an empty list or a value listed twice is refused at
    /// its key.
    init<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, keys: (appearances: Key, legibilityWeight: Key, contrast: Key), fallback: ScreenDefaults
    ) throws {
        appearances = try container.decode(keys.appearances, default: fallback.appearances)
        if let problem = SpecRules.appearanceList(appearances) {
            throw DecodingError.dataCorruptedError(forKey: keys.appearances, in: container, debugDescription: problem)
        }
        legibilityWeights = try container.decode(keys.legibilityWeight, default: fallback.legibilityWeights)
        if let problem = SpecRules.legibilityWeightList(legibilityWeights) {
            throw DecodingError.dataCorruptedError(forKey: keys.legibilityWeight, in: container, debugDescription: problem)
        }
        contrasts = try container.decode(keys.contrast, default: fallback.contrasts)
        if let problem = SpecRules.contrastList(contrasts) {
            throw DecodingError.dataCorruptedError(forKey: keys.contrast, in: container, debugDescription: problem)
        }
    }
}

extension Array where Element: RawRepresentable, Element.RawValue == String {
    /// The values as a spec lists them: `[regular, bold]`.
    var specList: String { "[" + map(\.rawValue).joined(separator: ", ") + "]" }
}
