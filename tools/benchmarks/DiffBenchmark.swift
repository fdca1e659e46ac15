import CPangoCairo
import Foundation
import ImageIO
import ProofSheet
import Snapshot
import TextEngine

/// The differ on a 1170x2532 (iPhone @3x) UI screenshot pair with a few thousand changed pixels,
/// against PyPI pixelmatch-fast on the same PNGs (target: at least 3x faster), plus identical
/// images (target: at least 1 Gpx/s).
struct DiffBenchmark {
    static let width = 1170, height = 2532
    let rounds = 31

    func run() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-diff-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FontLibrary.standard()
        let paths = [folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("b.png").path]
        try PNGEncoder.write(Self.screenshot(library: library, changed: false), to: paths[0])
        try PNGEncoder.write(Self.screenshot(library: library, changed: true), to: paths[1])
        let a = try PNGDecoder.decode(contentsOf: paths[0])
        let b = try PNGDecoder.decode(contentsOf: paths[1])
        let copy = RGBAImage(width: a.width, height: a.height, pixels: a.pixels.map { $0 })  // equal bytes in a buffer of its own

        let differ = PixelDiffer()
        let stopwatch = Stopwatch(rounds: rounds)
        let count = try differ.compare(a, b).diffPixels
        let countOnly = try stopwatch.medianSecondsPerOperation(operations: 1) { _ = try differ.compare(a, b) }
        let withImage = try stopwatch.medianSecondsPerOperation(operations: 1) { _ = try differ.compare(a, b, drawingDiff: true) }
        let identical = try stopwatch.medianSecondsPerOperation(operations: 1) { _ = try differ.compare(a, copy) }
        let identicalImage = try stopwatch.medianSecondsPerOperation(operations: 1) { _ = try differ.compare(a, copy, drawingDiff: true) }
        let pixels = Double(a.width * a.height)

        var lines = [
            "\(a.width)x\(a.height) UI screenshot pair (Cairo + Pango, Inter), threshold 0.1; median of \(rounds), decoded RGBA in memory",
            "ProofSheet  count only          \(ms(countOnly))   \(count) different pixels",
            "ProofSheet  with diff image     \(ms(withImage))",
            "ProofSheet  identical, count    \(ms(identical))   \(String(format: "%.2f", pixels / identical / 1e9)) Gpx/s (target >= 1)",
            "ProofSheet  identical, image    \(ms(identicalImage))   \(String(format: "%.2f", pixels / identicalImage / 1e9)) Gpx/s",
        ]
        guard let python = try Self.pixelmatchFast(paths, rounds: rounds) else {
            lines.append("pixelmatch-fast: not installed (tools/benchmark diff installs it into tools/bench/venv)")
            return lines
        }
        let matches = python.diffPixels == count && python.kernelDiffPixels == count
        lines += [
            "pixelmatch-fast \(python.version)  pixelmatch() call   \(ms(python.callSeconds))   \(python.diffPixels) different pixels (always draws the diff image)",
            "pixelmatch-fast \(python.version)  numba kernels only  \(ms(python.kernelSeconds))",
            "counts match: \(matches ? "yes" : "NO (\(python.diffPixels) vs \(count))")",
            "speed-up with diff image: \(ratio(python.callSeconds / withImage)) vs the call, \(ratio(python.kernelSeconds / withImage)) vs the kernels (target >= 3x)",
            "speed-up count only:      \(ratio(python.callSeconds / countOnly)) vs the call, \(ratio(python.kernelSeconds / countOnly)) vs the kernels",
        ]
        return lines
    }

    /// An iOS settings-like screen: a large title, grouped rows of 17 pt text with separators,
    /// coloured icons and values; `changed` edits a few words, which moves a few thousand pixels.
    static func screenshot(library: FontLibrary, changed: Bool) throws -> RGBAImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let config = FcConfigCreate()
        for file in library.files { FcConfigAppFontAddFile(config, file.path) }
        let fontMap = ps_fc_font_map_new(config)
        FcConfigDestroy(config)
        defer { ps_object_unref(UnsafeMutableRawPointer(fontMap)) }
        let context = pango_font_map_create_context(fontMap)
        defer { ps_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        let layout = pango_layout_new(context)
        defer { ps_object_unref(UnsafeMutableRawPointer(layout)) }

        func text(_ string: String, x: Double, y: Double, size: Double, weight: PangoWeight = PANGO_WEIGHT_NORMAL, grey: Double = 0) {
            let font = pango_font_description_new()
            pango_font_description_set_family(font, "Inter")
            pango_font_description_set_weight(font, weight)
            pango_font_description_set_absolute_size(font, size * 3 * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            pango_layout_set_text(layout, string, -1)
            cairo_set_source_rgb(cr, grey, grey, grey)
            cairo_move_to(cr, x * 3, y * 3)
            pango_cairo_show_layout(cr, layout)
        }

        cairo_set_source_rgb(cr, 0.949, 0.949, 0.969)  // grouped background
        cairo_paint(cr)
        text("Settings", x: 16, y: 54, size: 34, weight: PANGO_WEIGHT_BOLD)
        let rows = [
            ("Airplane Mode", "Off", "On"), ("Wi-Fi", "Home", "Office"), ("Bluetooth", "On", "On"), ("Cellular", "", ""),
            ("Personal Hotspot", "Off", "Off"), ("Notifications", "", ""), ("Sounds & Haptics", "", ""), ("Focus", "", ""),
            ("Screen Time", "2h 14m", "2h 41m"), ("General", "", ""), ("Control Centre", "", ""), ("Display & Brightness", "", ""),
            ("Home Screen", "", ""), ("Accessibility", "", ""), ("Wallpaper", "", ""), ("Siri & Search", "", ""),
            ("Face ID & Passcode", "", ""), ("Emergency SOS", "", ""), ("Battery", "87%", "86%"), ("Privacy & Security", "", ""),
        ]
        let colours: [(Double, Double, Double)] = [(1, 0.58, 0), (0, 0.48, 1), (0.2, 0.78, 0.35), (1, 0.23, 0.19), (0.35, 0.34, 0.84)]
        var y = 110.0
        for (index, row) in rows.enumerated() {
            if index % 5 == 0 {
                y += 35
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_rectangle(cr, 16 * 3, y * 3, (390 - 32) * 3, 5 * 44 * 3)
                cairo_fill(cr)
            }
            let colour = colours[index % colours.count]
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, (32 + 22) * 3, (y + 22) * 3, 14.5 * 3, 0, 2 * .pi)
            cairo_fill(cr)
            text(row.0, x: 72, y: y + 11, size: 17)
            text(changed ? row.2 : row.1, x: 300, y: y + 11, size: 17, grey: 0.56)
            text("›", x: 360, y: y + 8, size: 22, grey: 0.76)
            if index % 5 != 4 {
                cairo_set_source_rgb(cr, 0.78, 0.78, 0.8)
                cairo_rectangle(cr, 72 * 3, (y + 44) * 3 - 1, (390 - 16 - 72) * 3, 1)
                cairo_fill(cr)
            }
            y += 44
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            let source = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                let pixel = source.load(fromByteOffset: column * 4, as: UInt32.self)  // xRGB, native endian
                pixels[(row * width + column) * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
                pixels[(row * width + column) * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                pixels[(row * width + column) * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    struct PythonTiming: Decodable {
        let version: String
        let diffPixels: Int
        let kernelDiffPixels: Int
        let callSeconds: Double
        let kernelSeconds: Double
    }

    /// Runs tools/bench/pixelmatch_fast.py with the venv's Python, or nil when there is none.
    static func pixelmatchFast(_ paths: [String], rounds: Int) throws -> PythonTiming? {
        let bench = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bench")
        let python = bench.appendingPathComponent("venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return nil }
        let process = Process()
        process.executableURL = python
        process.arguments = [bench.appendingPathComponent("pixelmatch_fast.py").path] + paths + [String(rounds)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return try JSONDecoder().decode(PythonTiming.self, from: data)
    }

    private func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }
    private func ratio(_ value: Double) -> String { String(format: "%.1fx", value) }
}
