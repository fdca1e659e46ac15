import ImageIO
import ProofSheetSupport
import Spec

/// A custom symbol template as the SF Symbols app exports it (docs/symbols.md, custom symbols),
/// read and checked when the spec loads: its bytes (drawn later, one variant at a time, by
/// librsvg's per-element rendering), their SHA-256 for fingerprints, and its measurements.
package struct CustomSymbolTemplate: Sendable {
    /// The SVG document's bytes.
    package let bytes: [UInt8]
    /// The bytes' SHA-256, in hex.
    package let digest: String
    /// The document's intrinsic size, the units its measurements are in.
    package let size: Size
    /// The variants' margins, art bounds and guides, for layout.
    package let geometry: SymbolGeometry

    /// Reads and checks the template in `bytes`. It must parse, reference nothing outside itself
    /// (every `href`, `url(…)` and `@import` names an element of the document, `#id`:
    /// `SVGReferences`), have a `Guides` and a
    /// `Symbols` group, and at least one `<Weight>-<S|M|L>` variant; each variant needs its scale's
    /// `Baseline-` and `Capline-` guides, the capline above the baseline.
    package init(bytes: [UInt8]) throws(SymbolTemplateProblem) {
        if let reference = SVGReferences.firstExternal(in: bytes, allowingDataURIs: false) {
            throw SymbolTemplateProblem(
                "it refers to \(reference.quoted) outside itself; a symbol template may refer only to its own elements (#id)")
        }
        let document: RsvgDocument
        do throws(ImageFileError) {
            document = try RsvgDocument(bytes: bytes)
        } catch {
            throw SymbolTemplateProblem(error.reason)
        }
        for group in ["Guides", "Symbols"] where !document.hasElement(group) {
            throw SymbolTemplateProblem(
                "it has no \(group.quoted) group; export the template from the SF Symbols app (File > Export Template), which has Guides and Symbols")
        }
        var variants: [SymbolGeometry.Variant] = []
        do {
            for weight in SymbolGeometry.weights {
                for scale in SymbolScale.allCases {
                    let id = SymbolGeometry.Variant.id(weight, scale)
                    guard document.hasElement(id) else { continue }
                    let art = try document.bounds(ofElement: id, ink: true)
                    guard art.width > 0, art.height > 0 else { continue }
                    var guides: [Double] = []
                    for guide in ["Baseline", "Capline"] {
                        let name = "\(guide)-\(scale.templateLetter)"
                        guard document.hasElement(name) else {
                            throw SymbolTemplateProblem("the variant \(id.quoted) has no \(name.quoted) guide in its Guides group")
                        }
                        let line = try document.bounds(ofElement: name, ink: false)
                        guides.append(line.y + line.height / 2)
                    }
                    guard guides[1] < guides[0] else {
                        throw SymbolTemplateProblem(
                            "its Capline-\(scale.templateLetter) guide (y \(guides[1].compact)) is not above its Baseline-\(scale.templateLetter) (y \(guides[0].compact))"
                        )
                    }
                    var sides = (left: art.minX, right: art.maxX)
                    if document.hasElement("left-margin-\(id)"), document.hasElement("right-margin-\(id)") {
                        let left = try document.bounds(ofElement: "left-margin-\(id)", ink: false)
                        let right = try document.bounds(ofElement: "right-margin-\(id)", ink: false)
                        sides = (left.x + left.width / 2, right.x + right.width / 2)
                    }
                    guard sides.left < sides.right else {
                        throw SymbolTemplateProblem(
                            "the margins of \(id.quoted) are not left to right (x \(sides.left.compact) and \(sides.right.compact))")
                    }
                    variants.append(
                        SymbolGeometry.Variant(
                            weight: weight, scale: scale, left: sides.left, right: sides.right, top: art.minY, bottom: art.maxY, baseline: guides[0],
                            capline: guides[1]))
                }
            }
        } catch let error as SymbolTemplateProblem {
            throw error
        } catch {
            throw SymbolTemplateProblem((error as? ImageFileError)?.reason ?? String(describing: error))
        }
        guard !variants.isEmpty else {
            throw SymbolTemplateProblem(
                "its Symbols group has no variant with art (ids such as \"Regular-M\", \"Ultralight-S\", \"Black-L\": a weight, a dash, S, M or L)")
        }
        self.bytes = bytes
        digest = SHA256Digest.hex(of: bytes)
        size = document.size
        geometry = SymbolGeometry(variants: variants)
    }
}
