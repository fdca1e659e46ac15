import Foundation
import Layout
import ProofSheet
import ProofSheetSupport
import Rendering
import Snapshot
import Variants

/// libFuzzer entry point: parses the input as a spec (YAML or JSON) and, when it parses, expands
/// its variant matrix, plans review sheets from it, names each variant's baseline (no two of
/// which may be one file on a file system that ignores case), and lays out the screens in each
/// variant's language with a fake text measurer (no Pango, no Cairo: slow, and global state),
/// printing each layout as `proofsheet layout --format text` does, and requiring no label
/// laid out wider than its cell. Thrown errors are answers, not bugs; a trap, a sanitizer report, a hang or
/// running out of memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    let suite: Suite
    do {
        suite = try SpecLoader.parse(text, file: "fuzz.yaml")
    } catch {
        if verbose { print("spec-fuzzer: \(error)") }
        return 0
    }
    let variants = VariantMatrix(suite: suite).variants()
    if verbose { print("spec-fuzzer: \(suite.screens.count) screens, \(variants.count) variants") }
    _ = SheetPlan(variants: variants, rows: .category, columns: .columns)
    _ = SheetPlan(variants: variants, rows: .device, columns: .screen)
    // No two variants share a baseline file, even on a file system that ignores case (macOS,
    // Windows): a spec whose names would collide there is refused as it is read.
    var baselines: [String: String] = [:]
    for variant in variants {
        let path = BaselineName(suite: suite.name, variant: variant, scale: 1).path
        if let other = baselines.updateValue(path, forKey: Slug.collationKey(path)) {
            preconditionFailure("\(other) and \(path) are one file on a file system that ignores case")
        }
    }
    // The smallest, the default and the largest category of every screen, device and column
    // count (where the cells are narrowest and tallest), at most 64 layouts, so one input stays
    // well under libFuzzer's timeout however large its matrix.
    let categories: Set<ContentSizeCategory> = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
    for variant in variants.lazy.filter({ categories.contains($0.category) && $0.appearance == .light }).prefix(64) {
        let baseline = BaselineName(suite: suite.name, variant: variant, scale: 2, pageIndex: 1, pageCount: 2)
        precondition(BaselineName(path: baseline.path) == baseline, "\(baseline.path) does not parse back")
        do {
            // The suite's own path: the variant's language (texts, pseudolanguages, mirroring).
            let layout = try suite.layout(variant, measurer: FakeTextMeasurer())
            _ = LayoutSnapshot(layout).text
            // No label is broken at a width wider than its cell, header or footer, except in a
            // flow cell that hugs its content, which breaks its text at the column's width and
            // is then as wide as the text.
            let cell = try suite.screen(named: variant.screen).layout
            let hugs = cell.kind.sizesCellWidths && cell.cell.hugsContent && cell.cell.fixedWidth == nil
            for element in layout.elements where !(hugs && element.kind == .cell) {
                for label in element.content.labels {
                    precondition(
                        label.layoutWidth <= element.frame.width + 1e-6,
                        "'\(label.text)' laid out \(label.layoutWidth) pt wide in a \(element.kind) at \(element.frame)")
                }
            }
        } catch {
            if verbose { print("spec-fuzzer: layout of \(variant.screen): \(error)") }
        }
    }
    return 0
}

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints why an input stopped (a seed that does not parse reaches
/// little), for running the fuzzer on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false

/// Measures text as a grid of fixed-width characters: deterministic, fast and free of Pango, but
/// with the shape of a real measurer (wrapping, a line limit, truncation, a line height).
struct FakeTextMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        guard !request.text.isEmpty else { return .empty }
        let characterWidth = max(request.font.pointSize * 0.55, 0.5)
        let lineHeight = (request.font.lineHeight ?? request.font.pointSize * 1.2).rounded(.up)
        let perLine = max(1, Int((request.width / characterWidth).rounded(.down).clamped(to: 1...1_000_000)))
        let characters = request.text.unicodeScalars.count
        let needed = request.lineBreakMode == .charWrap ? (characters + perLine - 1) / perLine : max(1, (characters + perLine - 1) / perLine)
        let lines = request.maximumLines > 0 ? min(needed, request.maximumLines) : needed
        let widest = Double(min(characters, perLine)) * characterWidth
        return TextMeasurement(
            size: Size(width: min(widest, max(request.width, 0)).rounded(.up), height: Double(lines) * lineHeight),
            lineCount: lines,
            isTruncated: lines < needed
        )
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
