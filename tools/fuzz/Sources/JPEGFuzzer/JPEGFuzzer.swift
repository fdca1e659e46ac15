import Foundation
import ImageIO

/// libFuzzer entry point: decodes the input as an image file a spec shows
/// (`ImageFileDecoder.decode`: the signature sniff, the header's size checked against the pixel
/// limit before any allocation, then libjpeg-turbo behind the CJPEG shim's setjmp and the EXIF
/// Orientation read by libexif and applied, or the PNG codec). An `ImageFileError` is an answer, not a bug; a trap, a sanitizer report, a hang or
/// running out of memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let image = try ImageFileDecoder.decode(bytes)
        precondition(image.width * image.height <= ImageFileDecoder.maximumPixelCount, "decoded past the pixel limit")
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer does not match \(image.width)x\(image.height)")
        if verbose { print("jpeg-fuzzer: \(image.width)x\(image.height)") }
    } catch {
        if verbose { print("jpeg-fuzzer: \(error)") }
    }
    return 0
}

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input decoded to, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
