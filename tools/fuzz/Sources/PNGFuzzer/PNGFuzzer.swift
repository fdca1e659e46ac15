import Foundation
import ProofSheet

/// libFuzzer entry point: decodes the input as a PNG (the chunk scan, libpng's simplified API,
/// the interlaced 16-bit re-read and the colour-key pass). A `PNGDecodingError` is an answer, not
/// a bug; a trap, a sanitizer report, a hang or running out of memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let image = try PNGDecoder.decode(bytes)
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer does not match \(image.width)x\(image.height)")
        if verbose { print("png-fuzzer: \(image.width)x\(image.height)") }
    } catch {
        if verbose { print("png-fuzzer: \(error)") }
    }
    return 0
}

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input decoded to, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
