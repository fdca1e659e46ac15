/// Whether two PNG files are the same but for one text chunk: what `check` asks when a rendering
/// differs from its baseline only in the stamp a newer build wrote (``PNGTextReader`` reads such
/// chunks). Chunks are compared byte for byte, in order, CRCs included, with every tEXt, zTXt and
/// iTXt chunk named `keyword` left out of both; anything that is not a whole PNG is not the same.
package enum PNGTextIgnoringComparison {
    package static func same(_ a: [UInt8], _ b: [UInt8], ignoringTextNamed keyword: String) -> Bool {
        let key = Array(keyword.utf8) + [0]
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard let left = chunks(a, ignoring: key), let right = chunks(b, ignoring: key), left.count == right.count else { return false }
                return zip(left, right).allSatisfy { a[$0].elementsEqual(b[$1]) }
            }
        }
    }

    /// The ranges of the file's signature and chunks, the text chunks named `key` left out; nil
    /// when a chunk runs past the end or no IEND closes it.
    private static func chunks(_ bytes: UnsafeRawBufferPointer, ignoring key: [UInt8]) -> [Range<Int>]? {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunkScan.signature) else { return nil }
        var ranges = [0..<8]
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return nil }
            let type = bytes[(offset + 4)..<(offset + 8)]
            let isText = type.elementsEqual("tEXt".utf8) || type.elementsEqual("zTXt".utf8) || type.elementsEqual("iTXt".utf8)
            if !(isText && length >= key.count && bytes[(offset + 8)..<(offset + 8 + key.count)].elementsEqual(key)) {
                ranges.append(offset..<end)
            }
            if type.elementsEqual("IEND".utf8) { return end == bytes.count ? ranges : nil }
            offset = end
        }
        return nil
    }
}
