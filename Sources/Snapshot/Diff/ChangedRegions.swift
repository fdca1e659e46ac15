import ImageIO
import ProofSheetSupport

/// Boxes around the changed pixels of a diff image, for a reviewer's eye: where to look.
///
/// The differ paints every counted pixel exactly in `diffColor` (or `diffColorAlt` where the
/// actual image is darker); matching pixels are grey (r = g = b) and anti-aliased ones, which are
/// not counted, `aaColor`. So the mask of counted pixels is recovered from the diff image alone,
/// without touching the differ's loop (a grey `diffColor` would make it ambiguous; the defaults
/// are red and yellow).
///
/// Clustering: the image is cut into square tiles; tiles holding a changed pixel are joined into
/// connected components (8 neighbours), each component becomes the tight box of its changed
/// pixels, and overlapping boxes merge until none overlap. When more than `maximumCount` boxes
/// remain, the tiles double in size and clustering starts again, so nearby boxes merge into
/// bigger ones; the result is sorted top to bottom, then left to right.
package enum ChangedRegions {
    /// The side of the smallest tile, in pixels.
    package static let tileSize = 16
    /// At most this many boxes come back.
    package static let maximumCount = 64

    /// The regions of `diff`, an image drawn by `PixelDiffer` with `options` (full image or mask).
    package static func find(in diff: RGBAImage, options: PixelDiffOptions, tileSize: Int = tileSize, maximumCount: Int = maximumCount)
        -> [PixelRegion]
    {
        precondition(tileSize > 0 && maximumCount > 0, "tile size and count must be positive")
        var grid = TileGrid(
            diff, changedWords: [options.diffColor.opaqueWord, (options.diffColorAlt ?? options.diffColor).opaqueWord], tileSize: tileSize)
        while true {
            let regions = mergeOverlapping(grid.components())
            if regions.count <= maximumCount { return regions.sorted { ($0.y, $0.x) < ($1.y, $1.x) } }
            grid = grid.coarser()
        }
    }

    /// Merges boxes that share a pixel until no two do.
    private static func mergeOverlapping(_ regions: [PixelRegion]) -> [PixelRegion] {
        var merged: [PixelRegion] = []
        for region in regions {
            var current = region
            // Absorbing a box can make the union overlap boxes kept before: look again until it does not.
            while let index = merged.firstIndex(where: { $0.overlaps(current) }) {
                current = current.union(merged.remove(at: index))
            }
            merged.append(current)
        }
        return merged
    }
}

/// Square tiles over an image, each with the tight box of the changed pixels inside it.
private struct TileGrid {
    let columns: Int
    let rows: Int
    /// Row-major; nil for a tile without changed pixels.
    var boxes: [PixelRegion?]

    init(_ image: RGBAImage, changedWords: [UInt32], tileSize: Int) {
        columns = (image.width + tileSize - 1) / tileSize
        rows = (image.height + tileSize - 1) / tileSize
        boxes = Array(repeating: nil, count: columns * rows)
        let first = changedWords[0]
        let second = changedWords[1]
        let width = image.width
        image.pixels.withUnsafeBytes { bytes in
            for y in 0..<image.height {
                let tileRow = y / tileSize * columns
                for x in 0..<width {
                    let word = bytes.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
                    guard word == first || word == second else { continue }
                    let pixel = PixelRegion(x: x, y: y, width: 1, height: 1)
                    let tile = tileRow + x / tileSize
                    boxes[tile] = boxes[tile].map { $0.union(pixel) } ?? pixel
                }
            }
        }
    }

    private init(columns: Int, rows: Int, boxes: [PixelRegion?]) {
        self.columns = columns
        self.rows = rows
        self.boxes = boxes
    }

    /// The grid with tiles twice as wide and high: each new tile joins a 2 × 2 block.
    func coarser() -> TileGrid {
        let newColumns = (columns + 1) / 2
        let newRows = (rows + 1) / 2
        var merged = [PixelRegion?](repeating: nil, count: newColumns * newRows)
        for row in 0..<rows {
            for column in 0..<columns {
                guard let box = boxes[row * columns + column] else { continue }
                let tile = row / 2 * newColumns + column / 2
                merged[tile] = merged[tile].map { $0.union(box) } ?? box
            }
        }
        return TileGrid(columns: newColumns, rows: newRows, boxes: merged)
    }

    /// One box per 8-connected group of changed tiles, in the order of each group's first tile.
    func components() -> [PixelRegion] {
        var seen = [Bool](repeating: false, count: boxes.count)
        var regions: [PixelRegion] = []
        var stack: [Int] = []
        for start in boxes.indices where boxes[start] != nil && !seen[start] {
            seen[start] = true
            stack.append(start)
            var region = boxes[start]!
            while let tile = stack.popLast() {
                region = region.union(boxes[tile]!)
                let row = tile / columns
                let column = tile % columns
                for neighbourRow in max(0, row - 1)...min(rows - 1, row + 1) {
                    for neighbourColumn in max(0, column - 1)...min(columns - 1, column + 1) {
                        let neighbour = neighbourRow * columns + neighbourColumn
                        if boxes[neighbour] != nil && !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            regions.append(region)
        }
        return regions
    }
}
