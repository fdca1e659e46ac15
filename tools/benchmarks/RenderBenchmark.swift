import CPangoCairo
import Foundation
import ImageIO
import ProofSheet
import Rendering

/// Issue 4: render and encode the recipe example on iPhone 16 at @3x for every category, against
/// the floor of encoding the same pixels with the same PNG encoder and settings.
struct RenderBenchmark {
    func run() throws -> [String] {
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/recipes.yaml").standardized.path
        let renderer = try VariantRenderer(specPath: spec)
        let device = try Device.preset(named: "iPhone 16")
        let options = RenderOptions(scale: 3)
        var lines = ["recipes.yaml, iPhone 16 @3x, 1 column; median of 7 per category (layout done beforehand, as a matrix run shares it)"]
        lines.append("category                             pixels        render+encode   encode only   drawing adds")
        var totalRender = 0.0
        var totalEncode = 0.0
        for category in ContentSizeCategory.allCases {
            let variant = Variant(screen: renderer.suite.screens[0].name, device: device, category: category, columns: 1)
            _ = try renderer.layout(variant)  // warms the measurement cache
            var png: [UInt8] = []
            let renderSeconds = try Stopwatch().medianSecondsPerOperation(operations: 1) {
                let scene = try renderer.scene(variant, options: options)
                try PNGRenderer(measurer: renderer.measurer).render(scene, scale: 3, text: renderer.pngMetadata(variant, scale: 3)) { _, _, bytes in
                    png = bytes
                }
            }
            let pixels = try DecodedSurface(png: png)
            let encodeSeconds = try Stopwatch().medianSecondsPerOperation(operations: 1) {
                let encoder = try PNGEncoder(
                    width: pixels.width, height: pixels.height, hasAlpha: false, scale: 3, text: renderer.pngMetadata(variant, scale: 3))
                // The same strip size the renderer streams with.
                for top in stride(from: 0, to: pixels.height, by: 512) {
                    try encoder.appendARGB32(pixels.data + top * pixels.stride, stride: pixels.stride, rowCount: min(512, pixels.height - top))
                }
                _ = try encoder.finish()
            }
            totalRender += renderSeconds
            totalEncode += encodeSeconds
            lines.append(
                category.name.padding(toLength: 37, withPad: " ", startingAt: 0)
                    + "\(pixels.width)x\(pixels.height)".padding(toLength: 14, withPad: " ", startingAt: 0)
                    + ms(renderSeconds).padding(toLength: 16, withPad: " ", startingAt: 0)
                    + ms(encodeSeconds).padding(toLength: 14, withPad: " ", startingAt: 0)
                    + percent(renderSeconds / encodeSeconds - 1)
            )
        }
        lines.append(
            "all 12 categories: render+encode \(ms(totalRender)), encode only \(ms(totalEncode)), drawing adds \(percent(totalRender / totalEncode - 1)) (target <= 50%)"
        )
        return lines
    }

    private func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    private func percent(_ fraction: Double) -> String { String(format: "%+.0f%%", fraction * 100) }
}

/// A PNG decoded by Cairo into an ARGB32 surface: the same pixel layout the renderer encodes.
final class DecodedSurface {
    let surface: OpaquePointer
    let width: Int, height: Int, stride: Int
    let data: UnsafeMutablePointer<UInt8>

    init(png: [UInt8]) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-bench-\(getpid()).png").path
        try Data(png).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        data = cairo_image_surface_get_data(surface)
    }

    deinit { cairo_surface_destroy(surface) }
}
