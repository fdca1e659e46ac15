import ProofSheetSupport

/// How vector outputs (PDF, SVG) split a tall scene into pages.
package enum VectorPages {
    /// The tallest page in points: 200 inches, PDF's implementation limit that Acrobat and most
    /// viewers enforce.
    package static let maximumPageHeight = 14_400.0

    /// The widest page in points, for the same reason.
    package static let maximumPageWidth = 14_400.0

    /// The vertical ranges of the pages for `scene`, each ending at one of its preferred page
    /// breaks when one fits. A scene wider than a page, or one that would make more than
    /// ``PNGRenderer/maximumPageCount`` pages, is a ``RenderError/tooLarge(_:)``.
    package static func ranges(for scene: RenderScene) throws(RenderError) -> [Range<Double>] {
        guard scene.size.width.isFinite, scene.size.width <= maximumPageWidth else {
            throw RenderError.tooLarge(
                "the page would be \(scene.size.width.roundedForMessage) pt wide; PDF and SVG pages are at most \(maximumPageWidth.roundedForMessage) pt wide"
            )
        }
        guard scene.size.height.isFinite, scene.size.height / maximumPageHeight < Double(PNGRenderer.maximumPageCount) else {
            throw RenderError.tooLarge(
                "the document would be \(scene.size.height.roundedForMessage) pt tall, more than \(PNGRenderer.maximumPageCount) pages; use fewer items, shorter cells or --first-screen"
            )
        }
        return PageBreaking.split(length: max(scene.size.height, 1), limit: maximumPageHeight, preferred: scene.pageBreaks)
    }
}

/// Splits a length into pages no longer than a limit, preferring given break positions.
enum PageBreaking {
    /// Consecutive ranges covering `0..<length`, each at most `limit` long. A page ends at the
    /// last of `preferred` (ascending) that fits in it, or at the limit when none does.
    static func split<Value: BinaryFloatingPoint>(length: Value, limit: Value, preferred: [Value]) -> [Range<Value>] {
        var pages: [Range<Value>] = []
        var start: Value = 0
        var candidate = 0
        while length - start > limit {
            let end = start + limit
            var chosen: Value?
            while candidate < preferred.count, preferred[candidate] <= end {
                if preferred[candidate] > start { chosen = preferred[candidate] }
                candidate += 1
            }
            let stop = chosen ?? end
            pages.append(start..<stop)
            start = stop
        }
        pages.append(start..<length)
        return pages
    }
}
