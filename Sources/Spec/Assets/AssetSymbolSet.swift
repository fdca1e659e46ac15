/// A symbol image set (`Name.symbolset`) of an asset catalog: the custom symbol template its
/// `Contents.json` names under `symbols` (docs/symbols.md, custom symbols).
package struct AssetSymbolSet: Hashable, Sendable {
    /// The set's name (`my.custom.symbol`).
    package let name: String
    /// The set's folder, relative to its catalog (`Icons/my.custom.symbol.symbolset`).
    package let folder: String
    /// The template's file name, inside the set's folder.
    package let filename: String

    private struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
        }
        var symbols: [Entry]?
    }

    /// The set `name` in `folder`, from its `Contents.json` bytes: its first `symbols` entry that
    /// names a file. A set whose entries name none, or a name that leaves the folder, is refused.
    init(name: String, folder: String, contents: [UInt8]) throws(AssetCatalog.Problem) {
        let file = folder + "/Contents.json"
        let decoded = try AssetCatalog.decode(Contents.self, contents, file: file)
        guard let filename = decoded.symbols?.lazy.compactMap(\.filename).first else {
            throw AssetCatalog.Problem(
                reason: "\(file.quoted) names no symbol file; a symbol set lists {\"filename\": \"name.svg\"} under \"symbols\"")
        }
        guard !filename.contains("/"), filename != "..", filename.hasSuffix(".svg") else {
            throw AssetCatalog.Problem(reason: "\(file.quoted) names \(filename.quoted); a symbol set's file is an .svg file inside its folder")
        }
        self.name = name
        self.folder = folder
        self.filename = filename
    }
}
