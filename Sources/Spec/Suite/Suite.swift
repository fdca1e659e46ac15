import DynamicType
import Foundation
import Localization
import ProofSheetSupport

/// A spec file: a named suite of screens, and any font files its screens use.
public struct Suite: Sendable, Decodable {
    public var name: String
    /// Extra TTF/OTF files, relative to the spec file; the default family (Inter) is always loaded.
    public var fonts: [String]
    /// The family text-style labels are set in: Inter (the default, laid out with the system
    /// font's measured metrics), or the system font itself (`systemFont: SF Pro`) when the spec
    /// lists licensed SF Pro files under `fonts`.
    public var systemFontFamily: String
    /// The spec's named colours (under `colors`) and the system colours.
    public var palette: ColorPalette
    public var screens: [Screen]
    /// The languages every screen is shown in unless it lists its own (`languages`); empty for a
    /// suite without a language axis, whose baselines keep names without a language folder.
    public var languages: [LanguageTag]
    /// The appearances, Bold Text settings and contrasts every screen is shown in unless it
    /// lists its own (`appearances`, `legibilityWeight`, `contrast`).
    public var screenDefaults = ScreenDefaults.standard
    /// The language the spec's text is written in, and the one a missing translation falls back
    /// to (`sourceLanguage`, default `en`), as an app's development language.
    public var sourceLanguage: LanguageTag
    /// The string tables' files as the spec lists them (`strings`): String Catalogs, and folders
    /// holding `<lang>.lproj` folders of .strings and .stringsdict files, relative to the spec.
    public var strings: [String]
    /// The Xcode asset catalogs (`Assets.xcassets`) as the spec lists them (`assetCatalogs`),
    /// relative to the spec: their image sets are image sources (`source: "asset:Avatar"`) and
    /// their colour sets named colours.
    public var assetCatalogs: [String] = []
    /// The catalogs read from ``assetCatalogs`` (``loadAssetCatalogs(relativeTo:)``).
    package var assets = AssetCatalogs()
    /// Custom symbol templates as the spec lists them (`symbols`): SVG files exported from the SF
    /// Symbols app, or folders of them, relative to the spec (docs/symbols.md).
    public var symbols: [String] = []
    /// The custom symbols of ``symbols`` and of the asset catalogs' symbol sets, by name.
    package var customSymbols = CustomSymbols()
    /// The tables loaded from ``strings`` (``SpecLoader`` loads them with the spec); nil when the
    /// spec lists none.
    package var stringTables: StringTables?
    /// The tables whose `ProofSheet.VoiceOver.` keys override VoiceOver's words, by word
    /// (``voiceOverWords(in:device:)``), found when ``stringTables`` are loaded.
    package var voiceOverWordTables: [VoiceOverWords.Word: String] = [:]
    /// Where the spec's values are written, for errors found after loading; nil for a suite
    /// built in code.
    package var locations: SpecLocations?
    /// The Swift file a suite built in code is written in (the builder's `#filePath`): relative
    /// ``fonts`` and ``strings`` paths resolve against its folder, and errors and PNG metadata
    /// name it. Nil for a suite read from a spec file, whose path the caller gives.
    public var sourceFile: String?
    /// What the Swift builder could not turn into the model (a malformed language tag), for
    /// ``validate()`` to report with the rest.
    var buildProblems: [ValueProblem] = []
    /// Whether ``loadStrings(relativeTo:)`` has run: the suite is ready to lay out.
    package var hasLoadedStrings = false

    public init(
        name: String, fonts: [String] = [], palette: ColorPalette = ColorPalette(), screens: [Screen], languages: [LanguageTag] = [],
        sourceLanguage: LanguageTag = .english
    ) {
        self.name = name
        self.fonts = fonts
        systemFontFamily = Font.defaultFamily
        self.palette = palette
        self.screens = screens
        self.languages = languages
        self.sourceLanguage = sourceLanguage
        strings = []
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, fonts, systemFont, colors, assetCatalogs, symbols, textStyles, languages, appearances, legibilityWeight, contrast,
            sourceLanguage, strings, screens
    }

    /// The `userInfo` key the suite's `systemFont` reaches its screens under.
    static let systemFontUserInfoKey = CodingUserInfoKey(rawValue: "proofsheet.systemFont")!
    /// The `userInfo` key the suite's `languages` reach its screens under, as their default.
    static let languagesUserInfoKey = CodingUserInfoKey(rawValue: "proofsheet.languages")!

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeName(.name)
        fonts = try container.decode(.fonts, default: [])
        systemFontFamily = try container.decode(.systemFont, default: Font.defaultFamily)
        palette = ColorPalette(custom: try container.decode(.colors, default: [String: ColorDefinition]()).mapValues(\.color))
        languages = try container.decodeLanguages(.languages, default: [])
        screenDefaults = try ScreenDefaults(from: container, keys: (.appearances, .legibilityWeight, .contrast), fallback: .standard)
        sourceLanguage = try container.decode(.sourceLanguage, default: LanguageTag.english)
        strings = try container.decodeStringList(.strings, naming: SpecRules.stringCatalogs)
        assetCatalogs = try container.decodeStringList(.assetCatalogs, naming: SpecRules.assetCatalogs)
        symbols = try container.decodeStringList(.symbols, naming: SpecRules.symbolTemplates)
        if let problem = SpecRules.sourceLanguage(sourceLanguage) {
            throw DecodingError.dataCorruptedError(forKey: .sourceLanguage, in: container, debugDescription: problem)
        }
        screens = try container.decode([Screen].self, forKey: .screens)
        try checkSourceTexts(codingPath: container.codingPath + [CodingKeys.screens])
        if let problem = SpecRules.screenList(screens) {
            throw DecodingError.dataCorruptedError(forKey: .screens, in: container, debugDescription: problem)
        }
    }

    /// The screen named `name`, or an error listing the screens.
    public func screen(named name: String?) throws(NameError) -> Screen {
        guard let name else { return screens[0] }
        if let screen = screens.first(where: { $0.name == name }) { return screen }
        throw NameError(kind: "screen", given: name, validNames: screens.map(\.name))
    }
}

extension Suite {
    /// The `colors` and `textStyles` of a spec, read before the rest so templates can check
    /// colour names and labels can start from their style's paragraph defaults.
    struct Preamble: Decodable {
        var palette: ColorPalette
        var paragraphs: [TextStyle: ParagraphStyle]
        var systemFont: String?
        var languages: [LanguageTag]?
        /// The screens' defaults (errors are the full decode's).
        var screenDefaults: ScreenDefaults
        /// The asset catalogs, whose colour sets are colour names too (errors are the full decode's).
        var assetCatalogs: [String]
        /// The custom symbol templates, whose names are symbol names (errors are the full decode's).
        var symbols: [String]

        enum CodingKeys: String, CodingKey {
            case colors, textStyles, systemFont, languages, appearances, legibilityWeight, contrast, assetCatalogs, symbols
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            palette = ColorPalette(custom: try container.decode(.colors, default: [String: ColorDefinition]()).mapValues(\.color))
            paragraphs = try container.decodeIfPresent(TextStyleParagraphs.self, forKey: .textStyles)?.byStyle ?? [:]
            systemFont = try container.decodeIfPresent(String.self, forKey: .systemFont)
            languages = try? container.decodeIfPresent([LanguageTag].self, forKey: .languages)
            screenDefaults =
                (try? ScreenDefaults(from: container, keys: (.appearances, .legibilityWeight, .contrast), fallback: .standard)) ?? .standard
            assetCatalogs = (try? container.decodeStringList(.assetCatalogs, naming: SpecRules.assetCatalogs)) ?? []
            symbols = (try? container.decodeStringList(.symbols, naming: SpecRules.symbolTemplates)) ?? []
        }
    }

    /// The suite's font files as URLs, relative paths resolved against the spec file's folder.
    public func fontFiles(relativeTo specPath: String) -> [URL] {
        Self.files(fonts, relativeTo: specPath)
    }

    /// The suite's string tables' files and folders as URLs, relative to the spec file's folder.
    public func stringFiles(relativeTo specPath: String) -> [URL] {
        Self.files(strings, relativeTo: specPath)
    }

    /// The folder of the suite's baselines in the baselines folder (`Snapshots/<folderName>/`),
    /// and of its report among several specs' in a run's output: its name as a slug.
    public var folderName: String { Slug.make(name) }

    /// The spec file the suite was read from; for a suite built in Swift, where it stands as a
    /// spec file: its ``sourceFile``, else a file named after the suite in the current directory.
    package var specPath: String {
        locations?.file ?? sourceFile ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(Slug.make(name)).path
    }

    private static func files(_ paths: [String], relativeTo specPath: String) -> [URL] {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        return paths.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0) }
    }
}
