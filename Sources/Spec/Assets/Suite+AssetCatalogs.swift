import Foundation
import ProofSheetSupport

extension Suite {
    /// Reads the asset catalogs the spec lists (``assetCatalogs``, relative to `specPath`'s
    /// folder) into ``assets`` and adds their colour sets to the palette, then finds the custom
    /// symbols (``symbols`` and the catalogs' symbol sets, ``customSymbols``). A catalog that is
    /// missing, not a folder, or holds a bad `Contents.json` is a `SpecError` at its
    /// `assetCatalogs` entry, naming the file inside the catalog and what is valid; a missing
    /// symbol template one at its `symbols` entry.
    package mutating func loadAssetCatalogs(relativeTo specPath: String) throws(SpecError) {
        let file = locations?.file ?? sourceFile ?? specPath
        assets = try Self.readAssetCatalogs(assetCatalogs, relativeTo: specPath, locations: locations, file: file)
        palette.assetColors = assets.colors
        customSymbols = try CustomSymbols.read(symbols, catalogs: assets, relativeTo: specPath, locations: locations, file: file)
    }

    /// The catalogs at `paths`, relative to `specPath`'s folder; errors are located with
    /// `locations` (else in `file`).
    static func readAssetCatalogs(_ paths: [String], relativeTo specPath: String, locations: SpecLocations?, file: String) throws(SpecError)
        -> AssetCatalogs
    {
        var catalogs = AssetCatalogs()
        for (index, path) in paths.enumerated() {
            let folder = path.hasPrefix("/") ? path : URL(fileURLWithPath: specPath).deletingLastPathComponent().appendingPathComponent(path).path
            do throws(AssetCatalog.Problem) {
                catalogs.catalogs.append(try AssetCatalog(path: path, folder: folder))
            } catch {
                let keyPath = paths.count == 1 ? "assetCatalogs" : "assetCatalogs[\(index)]"
                let problem = "cannot read the asset catalog \(path.quoted): \(error.reason)"
                throw locations?.error(at: keyPath, problem: problem) ?? SpecError(file: file, keyPath: keyPath, problem: problem)
            }
        }
        return catalogs
    }
}
