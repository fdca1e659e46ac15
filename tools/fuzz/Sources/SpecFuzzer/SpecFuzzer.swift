import Foundation
import ProofSheet

/// libFuzzer entry point: parses the input as a spec (YAML or JSON) and, when it parses, expands
/// its variant matrix, plans review sheets from it, names each variant's baseline, and lays out
/// the screens in each variant's language with a fake text measurer (no Pango, no Cairo: slow, and global state), printing
/// each layout as `proofsheet layout --format text` does. Thrown errors are answers, not bugs;
/// a trap, a sanitizer report, a hang or running out of memory is.
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
