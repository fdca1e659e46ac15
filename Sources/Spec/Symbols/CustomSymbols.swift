import DynamicType
import Foundation
import ProofSheetSupport

/// One custom symbol a suite can show: an SVG template in the format the SF Symbols app exports
/// (docs/symbols.md), from a file the spec's `symbols` names or a `.symbolset` of its asset
/// catalogs. Its name is the file's name without `.svg`, or the symbol set's name.
package struct CustomSymbolFile: Hashable, Sendable {
    /// The name a spec's `symbol` writes (`my.custom.symbol`).
    package let name: String
    /// The file as errors and fingerprints name it (`symbols/my.custom.symbol.svg`, or
    /// `Assets.xcassets/Icons/my.symbol.symbolset/my.svg`).
    package let shown: String
    /// Where the file is: a path on disk, or a path inside an asset catalog's folder.
    package let location: Location
    /// The spec key the file comes from (`symbols`, `symbols[1]`, `assetCatalogs[0]`), where an
    /// error in it is reported.
    package let keyPath: String

    /// Where a template's bytes are read from.
    package enum Location: Hashable, Sendable {
        /// A file on disk, its path resolved against the spec's folder.
        case file(String)
        /// A file inside an asset catalog (read only inside its folder, ``AssetCatalog/read(_:limit:)``).
        case catalog(AssetCatalog, String)
    }

    /// The largest template read, in bytes: an exported template with all 27 variants is a few
    /// hundred kilobytes. **Chosen** (Apple gives no limit).
    package static let maximumFileBytes = 2 << 20

    /// The template's bytes, at most ``maximumFileBytes``; the reason when they cannot be read.
    package func bytes() throws(SymbolTemplateProblem) -> [UInt8] {
        switch location {
        case .file(let path):
            do throws(FileBytes.Failure) {
                return try FileBytes.read(path, limit: Self.maximumFileBytes)
            } catch {
                throw SymbolTemplateProblem(error.reason)
            }
        case .catalog(let catalog, let relative):
            do throws(AssetCatalog.Problem) {
                return try catalog.read(relative, limit: Self.maximumFileBytes)
            } catch {
                throw SymbolTemplateProblem(error.reason)
            }
        }
    }
}

/// Why a custom symbol template cannot be shown, in words for a spec error.
package struct SymbolTemplateProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }

    package var description: String { reason }
}

/// The custom symbols of a suite (its `symbols` files, then its asset catalogs' `.symbolset`
/// folders) by name. A spec's `symbol` name is looked up here first, then in the stand-in set.
package struct CustomSymbols: Hashable, Sendable {
    /// The files by name.
    package private(set) var files: [String: CustomSymbolFile] = [:]

    /// A suite without custom symbols.
    package init() {}

    /// Every custom symbol's name, sorted.
    package var names: [String] { files.keys.sorted() }

    /// The `userInfo` key under which the custom symbols' names reach the templates' decoding.
    package static let userInfoKey = CodingUserInfoKey(rawValue: "proofsheet.customSymbols")!

    /// `name` when it is one of `custom` or of the stand-in set; else a `NameError` naming the
    /// closest of both and every valid name (custom ones first).
    package static func checkedName(_ name: String, custom: [String]) throws(NameError) -> String {
        if custom.contains(name) { return name }
        do throws(NameError) {
            return try StandInSymbols.entry(named: name).name
        } catch {
            throw NameError(kind: "symbol name", given: name, validNames: custom + StandInSymbols.names)
        }
    }

    /// The custom symbol names a decoder's `userInfo` carries (none for a model built in code).
    static func names(in userInfo: [CodingUserInfoKey: Any]) -> [String] {
        userInfo[userInfoKey] as? [String] ?? []
    }

    /// The custom symbols of `entries` (the spec's `symbols`: `.svg` files and folders of them,
    /// relative to `specPath`'s folder) and of `catalogs`' symbol sets. A missing entry, a folder
    /// without templates or two symbols of one name is a `SpecError` at the entry (located with
    /// `locations`, else in `file`).
    static func read(_ entries: [String], catalogs: AssetCatalogs, relativeTo specPath: String, locations: SpecLocations?, file: String)
        throws(SpecError) -> CustomSymbols
    {
        var symbols = CustomSymbols()
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        for (index, entry) in entries.enumerated() {
            let keyPath = entries.count == 1 ? "symbols" : "symbols[\(index)]"
            func fail(_ problem: String) -> SpecError {
                locations?.error(at: keyPath, problem: problem) ?? SpecError(file: file, keyPath: keyPath, problem: problem)
            }
            let path = entry.hasPrefix("/") ? entry : folder.appendingPathComponent(entry).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw fail("there is no symbol template or folder at \(path.quoted); give \(SpecRules.symbolTemplates)")
            }
            let files: [(String, String)]
            if isFolder.boolValue {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".svg") }.sorted()
                guard !names.isEmpty else { throw fail("the folder \(entry.quoted) holds no .svg symbol template") }
                files = names.map { (path + "/" + $0, entry + "/" + $0) }
            } else {
                guard entry.hasSuffix(".svg") else { throw fail("\(entry.quoted) is not an .svg file; give \(SpecRules.symbolTemplates)") }
                files = [(path, entry)]
            }
            for (path, shown) in files {
                let name = String(shown.split(separator: "/").last!.dropLast(".svg".count))
                if let other = symbols.files[name] {
                    throw fail("two custom symbols are named \(name.quoted): \(other.shown.quoted) and \(shown.quoted)")
                }
                symbols.files[name] = CustomSymbolFile(name: name, shown: shown, location: .file(path), keyPath: keyPath)
            }
        }
        for (index, catalog) in catalogs.catalogs.enumerated() {
            let keyPath = catalogs.catalogs.count == 1 ? "assetCatalogs" : "assetCatalogs[\(index)]"
            for set in catalog.symbolSets.values.sorted(by: { $0.name < $1.name }) {
                if let other = symbols.files[set.name] {
                    let problem =
                        "two custom symbols are named \(set.name.quoted): \(other.shown.quoted) and \(set.folder.quoted) in \(catalog.path.quoted)"
                    throw locations?.error(at: keyPath, problem: problem) ?? SpecError(file: file, keyPath: keyPath, problem: problem)
                }
                let relative = set.folder + "/" + set.filename
                symbols.files[set.name] = CustomSymbolFile(
                    name: set.name, shown: catalog.path + "/" + relative, location: .catalog(catalog, relative), keyPath: keyPath)
            }
        }
        return symbols
    }
}
