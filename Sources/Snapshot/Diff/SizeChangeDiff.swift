import ImageIO

extension RGBAImage {
    /// The image on a canvas of `width` × `height`, anchored top left, as an editor's canvas size
    /// does: cut off where the canvas is smaller, and filled with `fill` (RGBA; transparent by
    /// default) where it is larger.
    package func resizingCanvas(toWidth width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) -> RGBAImage {
        if width == self.width, height == self.height { return self }
        var canvas = RGBAImage(width: width, height: height, filledWith: fill)
        let rowBytes = min(width, self.width) * 4
        for row in 0..<min(height, self.height) {
            let source = row * self.width * 4
            let target = row * width * 4
            canvas.pixels.replaceSubrange(target..<target + rowBytes, with: pixels[source..<source + rowBytes])
        }
        return canvas
    }
}

extension PixelDiffer {
    /// Compares `expected` with `actual` and draws the diff image, on a canvas of the larger width
    /// and the larger height when their sizes differ (both anchored top left), so a layout change
    /// that grows or shrinks the screen still gets a diff image, a count and changed regions.
    ///
    /// The area both images cover is compared as `compare` does; every pixel outside it, which
    /// only one image has, counts as changed and is drawn in `diffColor`, whatever its colour.
    /// (Padding the smaller image with transparent pixels and comparing the whole canvas would
    /// miss some: pixelmatch composites transparent pixels over a background, its checkerboard of
    /// greys or white, so content of that colour against the padding would match.)
    package func compareAcrossSizes(_ expected: RGBAImage, _ actual: RGBAImage) throws(PixelDiffError) -> PixelDiffResult {
        if expected.width == actual.width, expected.height == actual.height { return try compare(expected, actual, drawingDiff: true) }
        let sharedWidth = min(expected.width, actual.width)
        let sharedHeight = min(expected.height, actual.height)
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        let shared = try compare(
            expected.resizingCanvas(toWidth: sharedWidth, height: sharedHeight), actual.resizingCanvas(toWidth: sharedWidth, height: sharedHeight),
            drawingDiff: true
        )
        let changed = options.diffColor
        let diffImage = shared.diffImage!.resizingCanvas(toWidth: width, height: height, fill: (changed.red, changed.green, changed.blue, 255))
        return PixelDiffResult(
            width: width, height: height, diffPixels: shared.diffPixels + width * height - sharedWidth * sharedHeight, identical: false,
            diffImage: diffImage
        )
    }
}
