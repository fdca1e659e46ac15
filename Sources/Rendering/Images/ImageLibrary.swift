import DynamicType
import Foundation
import ImageIO
import Layout
import Localization
import ProofSheetSupport
import Spec

/// The images a suite's screens show, read, checked and decoded once, right after the spec
/// loads: each `source` relative to the spec file's folder, or an image set of the spec's asset
/// catalogs (`asset:Avatar`, every file of the set). A source that is missing, unreadable, not a
/// PNG, JPEG, SVG or PDF, truncated, corrupt or larger than `ImageFileDecoder.maximumPixelCount`
/// pixels (a vector image: at @3x), an SVG that refers to anything outside itself (another
/// file or the network: `SVGReferences`), or an image set that is not in the catalogs or names a
/// missing file, is a `SpecError` at the `source` key, naming the file and the reason, before any
/// variant is laid out. SVG and PDF files are parsed here for their size (``VectorFormat``) and
/// drawn from their bytes later.
package struct ImageLibrary: Sendable {
    /// The decoded image files by source, as the templates write it (not asset sources).
    package private(set) var images: [String: SceneImage] = [:]
    /// The image sets by source (`asset:Avatar`), each file decoded.
    private var assets: [String: LoadedImageSet] = [:]
    /// Each screen's sources, in spec order, once each.
    private var sourcesByScreen: [String: [String]] = [:]
    /// Each screen's symbol names, in spec order, once each.
    private var symbolsByScreen: [String: [String]] = [:]
    /// The suite's custom symbol templates by name, read and checked (docs/symbols.md).
    package private(set) var symbolTemplates: [String: CustomSymbolTemplate] = [:]

    /// An image set with its files decoded, by file name.
    private struct LoadedImageSet: Sendable {
        var set: AssetImageSet
        var catalog: String
        var files: [String: SceneImage]
    }

    /// A library with no images: a suite whose templates name none.
    package init() {}

    /// The images of `suite`, read relative to `specPath`'s folder.
    package init(suite: Suite, specPath: String) throws(SpecError) {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        symbolsByScreen = suite.symbolNamesByScreen()
        // A template that cannot be shown is an error at the spec key that brings it in.
        for file in suite.customSymbols.files.values.sorted(by: { $0.name < $1.name }) {
            do throws(SymbolTemplateProblem) {
                symbolTemplates[file.name] = try CustomSymbolTemplate(bytes: try file.bytes())
            } catch {
                let problem = "cannot use the symbol template \(file.shown.quoted) (symbol \(file.name.quoted)): \(error.reason)"
                throw suite.locations?.error(at: file.keyPath, problem: problem)
                    ?? SpecError(file: suite.sourceFile ?? specPath, keyPath: file.keyPath, problem: problem)
            }
        }
        for place in suite.imageSourcePlaces() {
            if !sourcesByScreen[place.screen, default: []].contains(place.source) { sourcesByScreen[place.screen, default: []].append(place.source) }
            guard images[place.source] == nil, assets[place.source] == nil else { continue }
            do throws(ImageFileError) {
                if let name = ImageTemplate.assetName(of: place.source) {
                    assets[place.source] = try Self.loadAsset(named: name, from: suite.assets)
                } else {
                    let path = place.source.hasPrefix("/") ? place.source : folder.appendingPathComponent(place.source).path
                    images[place.source] = try Self.load(path, scale: SceneImage.scale(ofFileNamed: place.source))
                }
            } catch {
                // A source filled from an item is its error: the item's line, naming the template's key.
                let templateKey = place.keyPath.split(separator: ".").dropFirst().joined(separator: ".")
                let problem = "cannot show the image \(place.source.quoted)\(place.item == nil ? "" : " (\(templateKey))"): \(error.reason)"
                throw suite.locations?.error(at: place.item ?? place.keyPath, problem: problem)
                    ?? SpecError(file: suite.sourceFile ?? specPath, keyPath: place.item ?? place.keyPath, problem: problem)
            }
        }
    }

    /// The image file at `path`, read and decoded (a vector image: parsed and sized; its name's
    /// `@2x` is ignored, as its size is in points).
    private static func load(_ path: String, scale: Double) throws(ImageFileError) -> SceneImage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: ImageFileDecoder.maximumFileBytes, regularFileOnly: true)
        } catch {
            throw ImageFileError(reason: error.reason)
        }
        return try decode(bytes, scale: scale)
    }

    /// An image file's bytes decoded at `scale` (a vector image: parsed and sized, its scale
    /// ignored, as its size is in points).
    private static func decode(_ bytes: [UInt8], scale: Double) throws(ImageFileError) -> SceneImage {
        if let vector = VectorFormat(sniffing: bytes) {
            if vector == .svg, let reference = SVGReferences.firstExternal(in: bytes, allowingDataURIs: true) {
                throw ImageFileError(
                    reason: "the SVG file refers to \(reference.quoted) outside itself; images may only use data: URIs and #fragments")
            }
            return try vector.image(file: bytes)
        }
        guard let format = ImageFileDecoder.Format(sniffing: bytes) else {
            throw ImageFileError(
                reason: bytes.isEmpty ? "the file is empty" : "not a PNG, JPEG, SVG or PDF image (its first bytes are none of their signatures)")
        }
        let image = try ImageFileDecoder.decode(bytes)
        return SceneImage(image, scale: scale, file: bytes, format: format)
    }

    /// The image set `name` of `catalogs`, every file read from inside its catalog and decoded.
    private static func loadAsset(named name: String, from catalogs: AssetCatalogs) throws(ImageFileError) -> LoadedImageSet {
        guard let (set, catalog) = catalogs.imageSet(named: name) else {
            let known = catalogs.imageSetNames
            guard !catalogs.catalogs.isEmpty else {
                throw ImageFileError(
                    reason: "asset sources name an image set of the spec's asset catalogs, and it lists none (assetCatalogs: [Assets.xcassets])")
            }
            let suggestion = NameMatching.closest(to: name, in: known).map { "; did you mean \($0.quoted)?" } ?? ""
            throw ImageFileError(
                reason: "no image set is named \(name.quoted) in \(catalogs.catalogs.map(\.path.quoted).joined(separator: ", "))\(suggestion)"
                    + " (image sets: \(known.isEmpty ? "none" : known.prefix(20).joined(separator: ", ")))")
        }
        guard !set.images.isEmpty else { throw ImageFileError(reason: "the image set \(name.quoted) (\(set.folder)) has no image file") }
        var files: [String: SceneImage] = [:]
        for image in set.images where files[image.filename] == nil {
            let relative = set.folder + "/" + image.filename
            do {
                let bytes = try catalog.read(relative, limit: ImageFileDecoder.maximumFileBytes)
                files[image.filename] = try decode(bytes, scale: Double(image.scale ?? 1))
            } catch let error as AssetCatalog.Problem {
                throw ImageFileError(reason: error.reason)
            } catch let error as ImageFileError {
                throw ImageFileError(reason: "\(relative.quoted) in \(catalog.path.quoted): \(error.reason)")
            } catch {
                throw ImageFileError(reason: String(describing: error))
            }
        }
        return LoadedImageSet(set: set, catalog: catalog.path, files: files)
    }

    /// The image `source` shows at `scale` pixels per point in `appearance` (and `contrast`) on
    /// a device of `idiom`, and whether it is a template image (drawn tinted); nil when the
    /// library does not hold the source or its image set has no entry for them.
    package func image(
        for source: String, scale: Int, appearance: Appearance, contrast: AppearanceContrast = .normal, idiom: DeviceIdiom
    ) -> (image: SceneImage, isTemplate: Bool)? {
        if let file = images[source] { return (file, false) }
        guard let loaded = assets[source],
            let entry = loaded.set.image(scale: scale, appearance: appearance, contrast: contrast, idiom: idiom),
            let image = loaded.files[entry.filename]
        else { return nil }
        return (image, loaded.set.isTemplate)
    }

    /// Each source's size in points at `scale` in `appearance` on a device of `idiom`, for the
    /// layout (``ScreenLayoutInput/imageSizes``): an image set's size is its picked image's.
    package func pointSizes(scale: Int, appearance: Appearance, idiom: DeviceIdiom) -> [String: Size] {
        var sizes = images.mapValues(\.pointSize)
        for source in assets.keys {
            if let picked = image(for: source, scale: scale, appearance: appearance, idiom: idiom) { sizes[source] = picked.image.pointSize }
        }
        return sizes
    }

    /// The custom symbols' measurements by name, for the layout (``ScreenLayoutInput/symbolGeometries``).
    package var symbolGeometries: [String: SymbolGeometry] { symbolTemplates.mapValues(\.geometry) }

    /// The images a screen shows, for its variants' fingerprints: each source with its file's
    /// SHA-256 and its scale, in spec order, and for an image set its `Contents.json` and every
    /// file of it, then each symbol with the SHA-256 of its vendored art (a custom symbol's: of
    /// its template); empty for a screen
    /// without images or symbols (which leaves its fingerprints as they were before images could
    /// be shown).
    package func fingerprintDescription(ofScreen screen: String) -> String {
        let files = (sourcesByScreen[screen] ?? []).compactMap { source in
            if let loaded = assets[source] {
                let files = loaded.files.keys.sorted().map { name in
                    "  \(name.quoted) \(loaded.files[name]!.digest) @\(loaded.files[name]!.scale.compact)x\n"
                }
                return "asset \(source.quoted) \(loaded.catalog.quoted) \(SHA256Digest.hex(of: loaded.set.contents))\n" + files.joined()
            }
            return images[source].map { "image \(source.quoted) \($0.digest) @\($0.scale.compact)x\n" }
        }
        let symbols = (symbolsByScreen[screen] ?? []).compactMap { name in
            if let template = symbolTemplates[name] { return "symbol \(name.quoted) template \(template.digest)\n" }
            return (try? StandInSymbols.entry(named: name)).map {
                "symbol \(name.quoted) \(SHA256Digest.hex(of: Array(StandInSymbols.art(of: $0).utf8)))\n"
            }
        }
        return (files + symbols).joined()
    }
}
