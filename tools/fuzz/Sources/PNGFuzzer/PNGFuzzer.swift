import CLibFuzzer
import Foundation
import ImageIO
import ProofSheet
import Rendering
import Snapshot

/// libFuzzer entry point: decodes the input as a PNG (the chunk scan, libpng's simplified API,
/// the interlaced 16-bit re-read and the colour-key pass), then reads the layout a baseline
/// carries in it and compares it with an empty layout both ways and with itself, then its
/// stamp: a stamp that verifies must stop verifying when any byte outside its chunk changes.
/// A `PNGDecodingError` is an answer, not a bug; a trap, a sanitizer report, a hang or running
/// out of memory is.
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
    // The layout a baseline carries, read as `check` reads it, and compared as it compares.
    do {
        if let layout = try LayoutSnapshot.stored(in: bytes, path: "input") {
            let empty = LayoutSnapshot(columns: 1, contentSize: [0, 0], elements: [])
            let described = [layout.changes(since: empty), empty.changes(since: layout), layout.changes(since: layout)]
            precondition(described[2] == nil, "a layout differs from itself")
            if verbose { print("png-fuzzer: layout \(layout.elements.count) elements; \(described.compactMap { $0?.summary })") }
        }
    } catch {
        if verbose { print("png-fuzzer: layout: \(error)") }
    }
    // The stamp a skipped variant is trusted by, read as `check` reads it: it binds every byte
    // of the file but its own chunk, so the first byte, one in the middle and the last, each
    // changed, or one more byte, make a file it does not verify in.
    let pages = PNGRenderer.maximumPageCount
    if let stamp = BaselineStamp.stored(in: bytes, maximumPages: pages) {
        if verbose { print("png-fuzzer: stamp \(stamp.fingerprint.prefix(8)), \(stamp.pages) pages, \(stamp.findings.count) findings") }
        for index in Set([0, bytes.count / 2, bytes.count - 1]) {
            var edited = bytes
            edited[index] ^= 0x40
            // Outside the chunk the digest differs; inside it, the chunk's CRC.
            precondition(BaselineStamp.stored(in: edited, maximumPages: pages) == nil, "byte \(index) changed and the stamp still verifies")
        }
        precondition(BaselineStamp.stored(in: bytes + [0], maximumPages: pages) == nil, "a byte appended and the stamp still verifies")
    }
    return 0
}

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input decoded to, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false

/// libFuzzer's mutations, then the chunk CRCs repaired in 7 mutants of 8. libpng is a system
/// library without coverage instrumentation, so libFuzzer cannot learn its checks; without the
/// repair almost every mutant stops at libpng's CRC check of the chunk it touched. The eighth
/// keeps a wrong CRC, so the CRC paths stay covered too.
@_cdecl("LLVMFuzzerCustomMutator")
public func mutatePNG(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    let mutated = LLVMFuzzerMutate(data, size, maxSize)
    if seed % 8 != 0 { repairChunkCRCs(UnsafeMutableBufferPointer(start: data, count: mutated)) }
    return mutated
}

/// Rewrites the CRC of every complete chunk after the signature to match its type and data.
func repairChunkCRCs(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 12 + length
        guard end <= bytes.count else { return }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[offset + 4..<end - 4] {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        crc ^= 0xFFFF_FFFF
        for index in 0..<4 { bytes[end - 4 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        offset = end
    }
}

/// The CRC-32 table of the PNG specification (polynomial 0xEDB88320).
let crcTable: [UInt32] = (0..<256).map { (index: UInt32) in
    (0..<8).reduce(index) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
}
