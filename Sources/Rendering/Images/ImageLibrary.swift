import Foundation
import ImageIO
import Layout
import ProofSheetSupport
import Spec

/// The images a suite's screens show, read, checked and decoded once, right after the spec
/// loads: each `source` relative to the spec file's folder. A source that is missing,
/// unreadable, not a PNG, JPEG, SVG or PDF, truncated, corrupt or larger than
/// `ImageFileDecoder.maximumPixelCount` pixels (a vector image: at @3x) is a `SpecError` at the
/// `source` key, naming the file and the reason, before any variant is laid out. SVG and PDF
/// files are parsed here for their size (``VectorFormat``) and drawn from their bytes later.
package struct ImageLibrary: Sendable {
    /// The decoded images by source, as the templates write it.
    package private(set) var images: [String: SceneImage] = [:]
    /// Each screen's sources, in spec order, once each.
    private var sourcesByScreen: [String: [String]] = [:]
    /// Each screen's symbol names, in spec order, once each.
    private var symbolsByScreen: [String: [String]] = [:]

    /// A library with no images: a suite whose templates name none.
    package init() {}

    /// The images of `suite`, read relative to `specPath`'s folder.
    package init(suite: Suite, specPath: String) throws(SpecError) {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        symbolsByScreen = suite.symbolNamesByScreen()
        for place in suite.imageSourcePlaces() {
            if !sourcesByScreen[place.screen, default: []].contains(place.source) { sourcesByScreen[place.screen, default: []].append(place.source) }
            guard images[place.source] == nil else { continue }
            let path = place.source.hasPrefix("/") ? place.source : folder.appendingPathComponent(place.source).path
            do throws(ImageFileError) {
                images[place.source] = try Self.load(path, scale: SceneImage.scale(ofFileNamed: place.source))
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
            bytes = try FileBytes.read(path, limit: ImageFileDecoder.maximumFileBytes)
        } catch {
            throw ImageFileError(reason: error.reason)
        }
        if let vector = VectorFormat(sniffing: bytes) { return try vector.image(file: bytes) }
        guard let format = ImageFileDecoder.Format(sniffing: bytes) else {
            throw ImageFileError(
                reason: bytes.isEmpty ? "the file is empty" : "not a PNG, JPEG, SVG or PDF image (its first bytes are none of their signatures)")
        }
        let image = try ImageFileDecoder.decode(bytes)
        return SceneImage(image, scale: scale, file: bytes, format: format)
    }

    /// Each source's size in points, for the layout (``ScreenLayoutInput/imageSizes``).
    package var pointSizes: [String: Size] {
        images.mapValues(\.pointSize)
    }

    /// The images a screen shows, for its variants' fingerprints: each source with its file's
    /// SHA-256 and its scale, then each symbol with the SHA-256 of its vendored art, in spec
    /// order; empty for a screen without images or symbols (which leaves its fingerprints as
    /// they were before images could be shown).
    package func fingerprintDescription(ofScreen screen: String) -> String {
        let files = (sourcesByScreen[screen] ?? []).compactMap { source in
            images[source].map { "image \(source.quoted) \($0.digest) @\($0.scale.compact)x\n" }
        }
        let symbols = (symbolsByScreen[screen] ?? []).compactMap { name in
            (try? StandInSymbols.entry(named: name)).map { "symbol \(name.quoted) \(SHA256Digest.hex(of: Array(StandInSymbols.art(of: $0).utf8)))\n" }
        }
        return (files + symbols).joined()
    }
}
