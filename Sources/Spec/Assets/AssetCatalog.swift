import Foundation
import Localization
import ProofSheetSupport

/// An Xcode asset catalog (`Assets.xcassets`) a spec lists under `assetCatalogs`: its image sets
/// and colour sets by name, read with `JSONDecoder` from each set's `Contents.json`
/// (docs/asset-catalogs.md has the format's rules and Apple's sources).
///
/// Nothing outside the catalog's folder is read: every file is opened through
/// `FileBytes.read(_:inside:)` (no `..`, no symbolic link at any step), and a symbolic link
/// among its folders is an error (the catalog's own folder may be one). Reading is bounded (``maximumSetCount``, ``maximumDepth``,
/// ``maximumContentsBytes``).
package struct AssetCatalog: Hashable, Sendable {
    /// The catalog as the spec writes it (`Assets.xcassets`).
    package let path: String
    /// The catalog's folder, resolved against the spec's folder.
    package let folder: String
    /// Image sets by name (`Avatar`, or `Icons/Avatar` in a group that provides a namespace).
    package var imageSets: [String: AssetImageSet] = [:]
    /// Colour sets by name.
    package var colorSets: [String: AssetColor] = [:]
    /// Symbol sets by name: custom symbols (``CustomSymbols``).
    package var symbolSets: [String: AssetSymbolSet] = [:]

    /// The most image and colour sets a catalog may hold.
    package static let maximumSetCount = 10_000
    /// The deepest a set may lie in groups below the catalog's folder.
    package static let maximumDepth = 16
    /// The largest `Contents.json` read.
    package static let maximumContentsBytes = 1 << 20

    /// A problem with a catalog: its reason, naming the file (relative to the catalog) where there is one.
    package struct Problem: Error, Equatable, Sendable {
        package let reason: String
    }

    /// Reads the catalog at `folder` (written `path` in the spec): walks its groups and decodes
    /// every image set's and colour set's `Contents.json`.
    package init(path: String, folder: String) throws(Problem) {
        self.path = path
        self.folder = folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw Problem(reason: "there is no asset catalog at \(folder.quoted)")
        }
        guard isFolder.boolValue else {
            throw Problem(
                reason: "\(folder.quoted) is not a folder; an asset catalog is a folder (Assets.xcassets) of .imageset and .colorset folders")
        }
        var count = 0
        try walk("", namespace: "", depth: 0, count: &count)
    }

    /// Reads the sets in the group at `relative` (empty: the catalog itself).
    private mutating func walk(_ relative: String, namespace: String, depth: Int, count: inout Int) throws(Problem) {
        guard depth <= Self.maximumDepth else {
            throw Problem(reason: "\(relative.quoted) lies more than \(Self.maximumDepth) groups deep; a catalog this deep is not read")
        }
        let here = relative.isEmpty ? folder : folder + "/" + relative
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let child = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(folder + "/" + child, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK {
                throw Problem(
                    reason: "\(child.quoted) in \(path.quoted) is a symbolic link; a catalog is read only inside its folder, never through a link")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else { continue }
            let (stem, kind) = Self.split(name)
            switch kind {
            case "imageset", "colorset", "symbolset":
                count += 1
                guard count <= Self.maximumSetCount else {
                    throw Problem(reason: "the catalog holds more than \(Self.maximumSetCount) image, colour and symbol sets; more are not read")
                }
                let setName = namespace + stem
                let contents = try contents(of: child)
                if kind == "symbolset" {
                    guard symbolSets[setName] == nil else {
                        throw Problem(reason: "two symbol sets are named \(setName.quoted); Xcode needs each name once")
                    }
                    symbolSets[setName] = try AssetSymbolSet(name: setName, folder: child, contents: contents)
                } else if kind == "imageset" {
                    guard imageSets[setName] == nil else {
                        throw Problem(reason: "two image sets are named \(setName.quoted); Xcode needs each name once")
                    }
                    imageSets[setName] = try AssetImageSet(name: setName, folder: child, contents: contents)
                } else {
                    guard colorSets[setName] == nil else {
                        throw Problem(reason: "two colour sets are named \(setName.quoted); Xcode needs each name once")
                    }
                    colorSets[setName] = try AssetColor(name: setName, file: child + "/Contents.json", contents: contents)
                }
            case nil:
                // A group: its Contents.json may say its name prefixes its sets' names.
                let group = FileManager.default.fileExists(atPath: folder + "/" + child + "/Contents.json") ? try contents(of: child) : nil
                let prefix = try group.map { bytes throws(Problem) in try Self.decode(GroupContents.self, bytes, file: child + "/Contents.json") }
                let provides = prefix?.properties?.providesNamespace ?? false
                try walk(child, namespace: provides ? namespace + name + "/" : namespace, depth: depth + 1, count: &count)
            default:
                // Other asset types (.appiconset, .dataset, …) are not shown by ProofSheet.
                continue
            }
        }
    }

    /// The bytes of the `Contents.json` in the folder at `relative`.
    private func contents(of relative: String) throws(Problem) -> [UInt8] {
        try read(relative + "/Contents.json", limit: Self.maximumContentsBytes)
    }

    /// The bytes of the file at `relative` (a path inside the catalog), at most `limit` of them.
    package func read(_ relative: String, limit: Int) throws(Problem) -> [UInt8] {
        do {
            return try FileBytes.read(relative, inside: folder, limit: limit)
        } catch {
            throw Problem(reason: "\(relative.quoted) in \(path.quoted): \(error.reason)")
        }
    }

    /// Decodes a `Contents.json` with Foundation's `JSONDecoder`; a problem names `file` and the key.
    static func decode<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8], file: String) throws(Problem) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(bytes))
        } catch {
            throw Problem(reason: "\(file.quoted) is not a valid Contents.json: \(JSONDecodingProblem.describe(error))")
        }
    }

    /// A name's stem and its folder type (`Avatar.imageset` is `Avatar`, `imageset`); nil for a group.
    private static func split(_ name: String) -> (String, String?) {
        guard let dot = name.lastIndex(of: ".") else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// A group's `Contents.json`: whether its name is part of its sets' names.
    private struct GroupContents: Decodable {
        struct Properties: Decodable {
            var providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        var properties: Properties?
    }
}

/// The asset catalogs a spec lists, searched in order: the first that has a set of a name gives it.
package struct AssetCatalogs: Hashable, Sendable {
    package var catalogs: [AssetCatalog] = []

    package init(catalogs: [AssetCatalog] = []) {
        self.catalogs = catalogs
    }

    /// The image set named `name` and its catalog, or nil.
    package func imageSet(named name: String) -> (set: AssetImageSet, catalog: AssetCatalog)? {
        for catalog in catalogs { if let set = catalog.imageSets[name] { return (set, catalog) } }
        return nil
    }

    /// Every colour set, the first catalog's winning a name.
    package var colors: [String: AssetColor] {
        var colors: [String: AssetColor] = [:]
        for catalog in catalogs { colors.merge(catalog.colorSets) { first, _ in first } }
        return colors
    }

    /// Every image set's name, sorted, for suggestions.
    package var imageSetNames: [String] { Array(Set(catalogs.flatMap(\.imageSets.keys))).sorted() }
}

/// The contrast a variant is drawn in (`UIAccessibilityContrast`, the Increase Contrast setting):
/// system colours take their increased-contrast values, asset catalogs and spec colours their
/// high-contrast variants. A screen's `contrast` list gives its values (the `contrast` axis).
public enum AppearanceContrast: String, Hashable, Sendable, CaseIterable, SpecNamedValue {
    public static let specKind = "contrast"

    case normal
    case high
}

/// The `appearances` of one entry of a set's `Contents.json`: which interface style and contrast
/// it is for (nil: any).
struct AssetAppearances: Hashable, Sendable {
    var luminosity: Appearance?
    var contrast: AppearanceContrast?

    struct Written: Decodable {
        var appearance: String
        var value: String
    }

    init(_ written: [Written]?, file: String, at path: String) throws(AssetCatalog.Problem) {
        for entry in written ?? [] {
            switch (entry.appearance, entry.value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("contrast", "high"): contrast = .high
            case ("luminosity", _), ("contrast", _):
                throw AssetCatalog.Problem(
                    reason:
                        "\(file.quoted) \(path).appearances: \(entry.appearance) \(entry.value.quoted) is not valid; luminosity is light or dark, contrast is high"
                )
            default:
                throw AssetCatalog.Problem(
                    reason:
                        "\(file.quoted) \(path).appearances: \(entry.appearance.quoted) is not an appearance; use luminosity (light, dark) or contrast (high)"
                )
            }
        }
    }

    /// How well this entry fits `appearance` and `contrast`: nil when it is for another one,
    /// else a rank where higher is a closer fit (a dark entry beats an any entry in dark mode;
    /// a high-contrast entry beats a normal one at high contrast), as Xcode's appearance slots
    /// fall back to Any.
    func fit(_ appearance: Appearance, _ wanted: AppearanceContrast) -> Int? {
        if let luminosity, luminosity != appearance { return nil }
        if let contrast, contrast != wanted { return nil }
        return (luminosity == nil ? 0 : 2) + (contrast == nil ? 0 : 1)
    }
}

/// How well an entry's `idiom` fits a device: the device's own idiom beats `universal`; another
/// device's idiom is not for it (nil).
func idiomFit(_ idiom: String, device: DeviceIdiom) -> Int? {
    if idiom == "universal" { return 0 }
    return idiom == device.rawValue ? 1 : nil
}
