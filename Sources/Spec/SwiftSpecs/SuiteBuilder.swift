import DynamicType
import Localization

extension Suite {
    /// A suite built in Swift: the same model a spec file gives, checked as a spec is when it is
    /// run (``validate()``).
    ///
    /// ```swift
    /// let suite = Suite("Settings") {
    ///     Screen("settings", layout: .list()) { ... } items: { ... }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: names the suite's baseline folder.
    ///   - fonts: extra TTF/OTF files, relative to the folder of the Swift file the suite is
    ///     written in (`filePath`), or absolute.
    ///   - systemFont: the family text styles are set in (default: Inter with the system font's
    ///     metrics; `SF Pro` when `fonts` lists its files).
    ///   - colors: the suite's own colour names, for templates to use beside the system colours.
    ///   - strings: String Catalogs and folders of `.lproj` folders, relative as `fonts`.
    ///   - symbols: custom symbol templates exported from the SF Symbols app (`.svg` files, or
    ///     folders of them), relative as `fonts`: each file's name without `.svg` is a symbol name.
    ///   - assetCatalogs: Xcode asset catalogs (`Assets.xcassets`), relative as `fonts`: their
    ///     image sets are image sources (`asset:Avatar`), their colour sets colour names, their
    ///     symbol sets custom symbols (docs/asset-catalogs.md).
    ///   - languages: language tags every screen without its own is shown in.
    ///   - appearances: the appearances every screen is shown in that lists the standard ones
    ///     (``ScreenDefaults/standard``), as a spec's suite-level `appearances`.
    ///   - legibilityWeights: the Bold Text settings likewise (a spec's suite-level `legibilityWeight`).
    ///   - contrasts: the contrasts likewise (a spec's suite-level `contrast`).
    ///   - sourceLanguage: the language the texts are written in (default `en`).
    ///   - filePath: the Swift file the suite is written in; leave the default.
    ///   - screens: the screens.
    public init(
        _ name: String, fonts: [String] = [], systemFont: String = Font.defaultFamily, colors: [String: DynamicColor] = [:],
        strings: [String] = [], symbols: [String] = [], assetCatalogs: [String] = [], languages: [String] = [],
        appearances: [Appearance] = ScreenDefaults.standard.appearances,
        legibilityWeights: [LegibilityWeight] = ScreenDefaults.standard.legibilityWeights,
        contrasts: [AppearanceContrast] = ScreenDefaults.standard.contrasts, sourceLanguage: String = "en", filePath: String = #filePath,
        @ScreenBuilder screens: () -> [Screen]
    ) {
        let defaults = ScreenDefaults(appearances: appearances, legibilityWeights: legibilityWeights, contrasts: contrasts)
        let standard = ScreenDefaults.standard
        let (tags, languageProblems) = LanguageTag.parsing(languages, at: "languages")
        let (source, sourceProblems) = LanguageTag.parsing([sourceLanguage], at: "sourceLanguage")
        var screens = screens()
        for index in screens.indices {
            screens[index].layout.systemFontFamily = systemFont
            if screens[index].languages.isEmpty { screens[index].languages = tags }
            // A screen built with the standard lists takes the suite's, as a spec's screen without the keys does.
            if screens[index].appearances == standard.appearances { screens[index].appearances = defaults.appearances }
            if screens[index].legibilityWeights == standard.legibilityWeights { screens[index].legibilityWeights = defaults.legibilityWeights }
            if screens[index].contrasts == standard.contrasts { screens[index].contrasts = defaults.contrasts }
        }
        self.init(
            name: name, fonts: fonts, palette: ColorPalette(custom: colors), screens: screens, languages: tags,
            sourceLanguage: source.first ?? .english
        )
        systemFontFamily = systemFont
        screenDefaults = defaults
        self.strings = strings
        self.symbols = symbols
        self.assetCatalogs = assetCatalogs
        sourceFile = filePath
        buildProblems = languageProblems + sourceProblems.map { ValueProblem(keyPath: "sourceLanguage", problem: $0.problem) }
    }
}

/// Collects a suite's screens, with `if` and `for`.
@resultBuilder
public enum ScreenBuilder {
    /// One screen.
    public static func buildExpression(_ screen: Screen) -> [Screen] { [screen] }
    /// Every line's values, in order.
    public static func buildBlock(_ parts: [Screen]...) -> [Screen] { parts.flatMap { $0 } }
    /// The values of an `if` that holds; none otherwise.
    public static func buildOptional(_ part: [Screen]?) -> [Screen] { part ?? [] }
    /// The values of the branch taken.
    public static func buildEither(first part: [Screen]) -> [Screen] { part }
    /// The values of the branch taken.
    public static func buildEither(second part: [Screen]) -> [Screen] { part }
    /// The values of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[Screen]]) -> [Screen] { parts.flatMap { $0 } }
}
