import CPNG

/// The quick way to decode the PNGs ProofSheet and most screenshot tools write, 8-bit RGB or
/// RGBA without interlacing or transparency key: libdeflate inflates the image data (about twice
/// as fast as zlib), then rows are unfiltered and widened to RGBA here, about 3.5 times faster in
/// all than libpng's simplified API on a 1170-pixel-wide screenshot. The pixels are the ones
/// libpng gives (tests compare every filter type). Any other file, and any file whose chunks'
/// CRCs, compressed data or filters are not exactly right, is left to libpng, which decodes or
/// reports it as before.
enum PNGFastDecoder {
    /// The decoded image, or nil when `bytes` is not a file this decoder takes.
    static func decode(_ bytes: UnsafeRawBufferPointer, scan: PNGChunkScan) -> RGBAImage? {
        guard let header = scan.header, header.depth == 8, header.colourType == 2 || header.colourType == 6,
            header.methods == (0, 0, 0), !scan.zeroesColourKey,
            let imageData = scan.imageData, !imageData.isEmpty, scan.chunks.first?.lowerBound == 12,
            header.width > 0, header.height > 0, let rawBytes = scan.declaredRawBytes
        else { return nil }
        let (pixelCount, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixelCount <= PNGDecoder.maximumPixelCount, let base = bytes.baseAddress else { return nil }
        for chunk in scan.chunks {
            let stored = bytes[(chunk.upperBound - 4)..<chunk.upperBound].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard libdeflate_crc32(0, base + chunk.lowerBound, chunk.count - 4) == stored else { return nil }
        }

        // The image data, one zlib stream across the IDAT chunks.
        var compressed: [UInt8] = []
        compressed.reserveCapacity(scan.imageDataBytes)
        for range in imageData { compressed.append(contentsOf: bytes[range]) }
        guard let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        var raw = [UInt8](unsafeUninitializedCapacity: rawBytes) { _, count in count = rawBytes }
        let result = raw.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { libdeflate_zlib_decompress(inflater, $0.baseAddress, $0.count, out.baseAddress, out.count, nil) }
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }

        let channels = header.colourType == 6 ? 4 : 3
        let rowBytes = header.width * channels
        var pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { _, count in count = pixelCount * 4 }
        let unfiltered = raw.withUnsafeMutableBufferPointer { raw in
            pixels.withUnsafeMutableBufferPointer { pixels in
                unfilter(raw.baseAddress!, rows: header.height, rowBytes: rowBytes, bytesPerPixel: channels, into: pixels.baseAddress!)
            }
        }
        return unfiltered ? RGBAImage(width: header.width, height: header.height, pixels: pixels) : nil
    }

    /// Undoes each row's filter in place (PNG's None, Sub, Up, Average and Paeth) and writes the
    /// pixels as RGBA; false on a filter type PNG does not define.
    private static func unfilter(
        _ raw: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, bytesPerPixel bpp: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        var previous: UnsafeMutablePointer<UInt8>?
        for row in 0..<rows {
            let line = raw + row * (rowBytes + 1)
            let filter = line[0]
            let current = line + 1
            switch (filter, previous) {
            case (0, _), (2, nil):
                break
            case (1, _):
                for index in bpp..<max(bpp, rowBytes) { current[index] &+= current[index - bpp] }
            case (2, let above?):
                for index in 0..<rowBytes { current[index] &+= above[index] }
            case (3, let above):
                for index in 0..<rowBytes {
                    let left = index >= bpp ? Int(current[index - bpp]) : 0
                    let up = above.map { Int($0[index]) } ?? 0
                    current[index] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
                }
            case (4, let above):
                for index in 0..<rowBytes {
                    let left = index >= bpp ? Int(current[index - bpp]) : 0
                    let up = above.map { Int($0[index]) } ?? 0
                    let upLeft = index >= bpp ? above.map { Int($0[index - bpp]) } ?? 0 : 0
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    let predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                    current[index] &+= UInt8(truncatingIfNeeded: predictor)
                }
            default:
                return false
            }
            let target = out + row * (rowBytes / bpp) * 4
            if bpp == 4 {
                target.update(from: current, count: rowBytes)
            } else {
                expandRGB(current, pixels: rowBytes / 3, into: target)
            }
            previous = current
        }
        return true
    }

    /// `pixels` RGB pixels as RGBA with an alpha of 255. Each pixel but the last is read as a
    /// 4-byte word (its three bytes and the next pixel's first, replaced by the alpha): a load, an
    /// OR and a store per pixel, not four byte stores. The last is copied byte by byte, as the
    /// row may end with it.
    private static func expandRGB(_ rgb: UnsafePointer<UInt8>, pixels: Int, into rgba: UnsafeMutablePointer<UInt8>) {
        guard pixels > 0 else { return }
        let source = UnsafeRawPointer(rgb)
        let target = UnsafeMutableRawPointer(rgba)
        for pixel in 0..<(pixels &- 1) {
            let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: pixel &* 3, as: UInt32.self)) | 0xFF00_0000
            target.storeBytes(of: word.littleEndian, toByteOffset: pixel &* 4, as: UInt32.self)
        }
        let last = pixels &- 1
        rgba[last &* 4] = rgb[last &* 3]
        rgba[last &* 4 &+ 1] = rgb[last &* 3 &+ 1]
        rgba[last &* 4 &+ 2] = rgb[last &* 3 &+ 2]
        rgba[last &* 4 &+ 3] = 255
    }
}
