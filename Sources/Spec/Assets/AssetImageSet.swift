import Localization
import ProofSheetSupport

/// An image set (`Name.imageset`) of an asset catalog: its image files with the scale, idiom and
/// appearance each is for, and how it is rendered (docs/asset-catalogs.md).
package struct AssetImageSet: Hashable, Sendable {
    /// The set's name (`Avatar`).
    package let name: String
    /// The set's folder, relative to its catalog (`People/Avatar.imageset`).
    package let folder: String
    /// The `Contents.json`'s bytes, for fingerprints.
    package let contents: [UInt8]
    /// The entries that name a file, in the order written.
    package let images: [Image]
    /// `properties.template-rendering-intent` is `template`: the image is drawn as its alpha
    /// tinted with the view's tint colour.
    package let isTemplate: Bool
    /// `properties.preserves-vector-representation`: a single vector file is drawn at every
    /// scale from its vectors (ProofSheet always draws vector files that way).
    package let preservesVectorRepresentation: Bool

    /// One file of the set.
    package struct Image: Hashable, Sendable {
        /// The file name, inside the set's folder.
        package let filename: String
        let idiom: String
        /// 1, 2 or 3; nil for a single-scale image (a vector PDF or SVG), used at every scale.
        package let scale: Int?
        let appearances: AssetAppearances
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var idiom: String?
            var scale: String?
            var appearances: [AssetAppearances.Written]?
        }
        struct Properties: Decodable {
            var templateRenderingIntent: String?
            var preservesVectorRepresentation: Bool?
            enum CodingKeys: String, CodingKey {
                case templateRenderingIntent = "template-rendering-intent"
                case preservesVectorRepresentation = "preserves-vector-representation"
            }
        }
        var images: [Entry]?
        var properties: Properties?
    }

    /// The idioms an entry may name; entries for other devices (Mac, Watch, TV, …) are never
    /// picked but are valid.
    static let idioms = ["universal", "iphone", "ipad", "mac", "watch", "tv", "car", "vision", "ios-marketing", "watch-marketing"]

    /// Decodes `contents`, the `Contents.json` of the set named `name` in `folder`.
    init(name: String, folder: String, contents: [UInt8]) throws(AssetCatalog.Problem) {
        let file = folder + "/Contents.json"
        let decoded = try AssetCatalog.decode(Contents.self, contents, file: file)
        self.name = name
        self.folder = folder
        self.contents = contents
        var images: [Image] = []
        for (index, entry) in (decoded.images ?? []).enumerated() {
            let path = "images[\(index)]"
            let idiom = entry.idiom ?? "universal"
            guard Self.idioms.contains(idiom) else {
                throw AssetCatalog.Problem(
                    reason: "\(file.quoted) \(path).idiom: \(idiom.quoted) is not an idiom; valid: \(Self.idioms.joined(separator: ", "))")
            }
            let scale: Int?
            switch entry.scale {
            case nil: scale = nil
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                throw AssetCatalog.Problem(
                    reason: "\(file.quoted) \(path).scale: \(other.quoted) is not a scale; valid: 1x, 2x, 3x (or none for a single image)")
            }
            let appearances = try AssetAppearances(entry.appearances, file: file, at: path)
            // An entry without a file is an empty slot in Xcode's editor.
            guard let filename = entry.filename else { continue }
            guard FileBytes.isInside(filename), !filename.contains("/") else {
                throw AssetCatalog.Problem(
                    reason: "\(file.quoted) \(path).filename: \(filename.quoted) is not a file name in the set's folder (no / or ..)")
            }
            images.append(Image(filename: filename, idiom: idiom, scale: scale, appearances: appearances))
        }
        self.images = images
        switch decoded.properties?.templateRenderingIntent {
        case nil, "original": isTemplate = false
        case "template": isTemplate = true
        case let other?:
            throw AssetCatalog.Problem(
                reason: "\(file.quoted) properties.template-rendering-intent: \(other.quoted) is not valid; valid: template, original")
        }
        preservesVectorRepresentation = decoded.properties?.preservesVectorRepresentation ?? false
    }

    /// Whether an entry is for the dark appearance (Xcode's Dark slot): the set adapts to Dark Mode.
    package var hasDarkVariant: Bool { images.contains { $0.appearances.luminosity == .dark } }

    /// The image drawn at `scale` pixels per point in `appearance` and `contrast` on a device of
    /// `idiom`, as `UIImageAsset.image(with:)` picks the best match: first the closest fit of
    /// idiom and appearance, then the scale (the exact one, else the nearest larger, else the
    /// largest; a single-scale image fits every scale). Nil when no entry fits.

    package func image(scale: Int, appearance: Appearance, contrast: AppearanceContrast = .normal, idiom: DeviceIdiom) -> Image? {
        let fitting = images.compactMap { image -> (image: Image, rank: Int)? in
            guard let device = idiomFit(image.idiom, device: idiom), let look = image.appearances.fit(appearance, contrast) else { return nil }
            return (image, look * 2 + device)
        }
        guard let best = fitting.map(\.rank).max() else { return nil }
        let candidates = fitting.filter { $0.rank == best }.map(\.image)
        if let single = candidates.first(where: { $0.scale == nil }) { return single }
        return candidates.first { $0.scale == scale }
            ?? candidates.filter { $0.scale! > scale }.min { $0.scale! < $1.scale! }
            ?? candidates.max { $0.scale! < $1.scale! }
    }
}
