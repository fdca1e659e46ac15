import Foundation
import Layout
import TestSupport

/// A rectangle of device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Hashable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    /// The pixels a rectangle in points touches at `scale`.
    init(_ rect: Rect, scale: Int) {
        let scale = Double(scale)
        minX = Int((rect.minX * scale).rounded(.down))
        minY = Int((rect.minY * scale).rounded(.down))
        maxX = Int((rect.maxX * scale).rounded(.up))
        maxY = Int((rect.maxY * scale).rounded(.up))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    func contains(_ x: Int, _ y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    func insetBy(_ amount: Int) -> PixelRect { PixelRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount) }

    var description: String { "[\(minX)..<\(maxX)] x [\(minY)..<\(maxY)]" }
}

extension DecodedPNG {
    /// The rows of `area` holding a pixel more than `threshold` away from `background`.
    func inkRows(in area: PixelRect, background: RGBA, threshold: Int = 24) -> [Int] {
        (max(0, area.minY)..<min(height, area.maxY)).filter { y in
            (max(0, area.minX)..<min(width, area.maxX)).contains { self[$0, y].distance(to: background) > threshold }
        }
    }

    /// How many runs of ink rows `area` has, runs closer than `minimumGap` rows counting as one
    /// (an i's dot and its stem): one per line of text, as lines of a label never touch.
    func inkBands(in area: PixelRect, background: RGBA, minimumGap: Int, threshold: Int = 24) -> Int {
        let rows = inkRows(in: area, background: background, threshold: threshold)
        return zip(rows, rows.dropFirst()).filter { $1 - $0 - 1 >= minimumGap }.count + (rows.isEmpty ? 0 : 1)
    }

    /// The smallest pixel rectangle holding every ink pixel of `area`, or nil without ink.
    func inkBounds(in area: PixelRect, background: RGBA, threshold: Int = 24) -> PixelRect? {
        var bounds: PixelRect?
        for y in max(0, area.minY)..<min(height, area.maxY) {
            for x in max(0, area.minX)..<min(width, area.maxX) where self[x, y].distance(to: background) > threshold {
                if var found = bounds {
                    found.minX = min(found.minX, x)
                    found.minY = min(found.minY, y)
                    found.maxX = max(found.maxX, x + 1)
                    found.maxY = max(found.maxY, y + 1)
                    bounds = found
                } else {
                    bounds = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                }
            }
        }
        return bounds
    }

    /// The pixel of `area` farthest from `background`: a fully covered glyph pixel, the text's
    /// own colour, when the text is large enough to have one.
    func strongestInk(in area: PixelRect, background: RGBA) -> RGBA? {
        var best: (RGBA, Int)?
        for y in max(0, area.minY)..<min(height, area.maxY) {
            for x in max(0, area.minX)..<min(width, area.maxX) {
                let pixel = self[x, y]
                let distance = pixel.distance(to: background)
                if distance > (best?.1 ?? 0) { best = (pixel, distance) }
            }
        }
        return best?.0
    }
}

/// How two renders of the same scene differ, tolerating antialiasing and glyphs rounded to a
/// neighbouring pixel: a pixel of one image is consistent with the other when each channel lies
/// within the range the other image has in the 3 x 3 pixels around it, widened by `threshold`.
/// A pixel counts as different unless it is consistent both ways. An edge pixel shaded a little
/// differently passes; a missing fill, a wrong colour or missing text does not, because there the
/// other image's whole neighbourhood is another colour.
struct ImageDifference: CustomStringConvertible {
    var differing: Int
    var total: Int
    /// The largest channel difference between pixels at the same position.
    var largest: Int

    var fraction: Double { Double(differing) / Double(total) }

    init(_ a: DecodedPNG, _ b: DecodedPNG, threshold: Int) {
        precondition(a.width == b.width && a.height == b.height, "\(a.width)x\(a.height) vs \(b.width)x\(b.height)")
        let width = a.width, height = a.height
        var differing = 0, largest = 0
        a.rgb.withUnsafeBufferPointer { first in
            b.rgb.withUnsafeBufferPointer { second in
                func consistent(_ pixel: UInt32, with image: UnsafeBufferPointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
                    for shift in [16 as UInt32, 8, 0] {
                        let value = Int((pixel >> shift) & 0xFF)
                        var low = 255, high = 0
                        for ny in max(0, y - 1)...min(height - 1, y + 1) {
                            for nx in max(0, x - 1)...min(width - 1, x + 1) {
                                let other = Int((image[ny * width + nx] >> shift) & 0xFF)
                                low = min(low, other)
                                high = max(high, other)
                            }
                        }
                        if value < low - threshold || value > high + threshold { return false }
                    }
                    return true
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let p = first[y * width + x], q = second[y * width + x]
                        if p == q { continue }
                        let direct = max(
                            abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)), abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)),
                            abs(Int(p & 0xFF) - Int(q & 0xFF))
                        )
                        largest = max(largest, direct)
                        if direct <= threshold { continue }
                        if !consistent(p, with: second, x, y) || !consistent(q, with: first, x, y) { differing += 1 }
                    }
                }
            }
        }
        self.differing = differing
        self.total = width * height
        self.largest = largest
    }

    var description: String {
        String(format: "%d of %d pixels (%.3f%%) differ beyond the tolerance; largest direct difference %d", differing, total, fraction * 100, largest)
    }
}

/// Command-line tools the tests compare against (rsvg-convert, poppler-utils).
enum ExternalTool {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The tool's path, if it is installed.
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func isInstalled(_ name: String) -> Bool { path(name) != nil }

    struct NotInstalled: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is not installed" }
    }

    static func run(_ name: String, _ arguments: [String]) throws -> Result {
        guard let path = path(name) else { throw NotInstalled(name: name) }
        let child = try ChildProcess.run(URL(fileURLWithPath: path), arguments)
        return Result(status: child.status, stdout: child.stdout, stderr: child.stderr)
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init(_ label: String = "rendering") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let file = file(name)
        try Data(bytes).write(to: file)
        return file
    }

    /// Names in the folder, hidden ones included, sorted.
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
