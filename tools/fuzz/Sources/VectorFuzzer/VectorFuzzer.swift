import Foundation
import ImageIO
import Rendering

/// libFuzzer entry point: reads the input as an SVG or PDF image a spec shows
/// (`VectorFormat(sniffing:)` then `VectorFormat.image(file:)`: librsvg's parse behind the CRsvg
/// shim with no base URL and the intrinsic size, or poppler-glib's first page behind the CPoppler
/// shim, its size and its drawing at @3x into the PNG that SVG output embeds). An
/// `ImageFileError` is an answer, not a bug; a trap, a sanitizer report, a hang or running out of
/// memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVector(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let format = VectorFormat(sniffing: bytes) else { return 0 }
    do {
        let image = try format.image(file: bytes)
        let points = image.pointSize
        precondition(points.width > 0 && points.height > 0, "an accepted \(format) image has no area")
        let pixels = points.width * VectorFormat.largestScale * points.height * VectorFormat.largestScale
        precondition(pixels <= Double(ImageFileDecoder.maximumPixelCount), "accepted past the pixel limit: \(points)")
        if verbose { print("vector-fuzzer: \(format) \(points.width) × \(points.height) pt") }
    } catch {
        if verbose { print("vector-fuzzer: \(error)") }
    }
    return 0
}

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input read as, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
