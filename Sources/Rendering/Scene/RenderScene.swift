import Layout
import Spec

/// Everything a renderer draws, in points: a size, a background and display items, with an
/// index for finding the items that touch a horizontal band (a page or a strip of rows).
package struct RenderScene: Hashable, Sendable {
    package let size: Size
    package let background: Color
    /// Items in painting order.
    package let items: [DisplayItem]
    /// Where a page may best end, in ascending points (between the rows of a review sheet).
    /// Pages end at the last of these that fits and are cut anywhere only when none does.
    package let pageBreaks: [Double]
    /// Where the layout's content origin (0, 0) lies in the scene, in points: below the caption
    /// strip and the top safe area. Set for one screen's scene (``ScreenSceneBuilder``), so a
    /// frame in layout coordinates can be found in the image; nil for a scene of many (a sheet).
    package let contentOrigin: Point?
    /// Item indices ordered by the top of their bounds, and the tallest item's height.
    private let orderByTop: [Int]
    private let tops: [Double]
    private let tallestItem: Double

    package init(size: Size, background: Color, items: [DisplayItem], pageBreaks: [Double] = [], contentOrigin: Point? = nil) {
        self.size = size
        self.background = background
        self.items = items
        self.pageBreaks = pageBreaks.filter { $0 > 0 && $0 < size.height }.sorted()
        self.contentOrigin = contentOrigin
        let bounds = items.map(\.bounds)
        orderByTop = bounds.indices.sorted { bounds[$0].minY < bounds[$1].minY || (bounds[$0].minY == bounds[$1].minY && $0 < $1) }
        tops = orderByTop.map { bounds[$0].minY }
        tallestItem = bounds.map(\.height).max() ?? 0
    }

    /// `scenes` side by side, left to right, tops aligned, `gap` points apart on a clear
    /// background: a review sheet's cell showing a screen beside its VoiceOver view. The whole
    /// is as tall as the tallest; it has no content origin (it holds several).
    package static func sideBySide(_ scenes: [RenderScene], gap: Double) -> RenderScene {
        var x = 0.0
        var items: [DisplayItem] = []
        for scene in scenes {
            if !items.isEmpty { x += gap }
            items.append(.placed(scene, at: Point(x: x, y: 0), scale: 1))
            x += scene.size.width
        }
        return RenderScene(size: Size(width: x, height: scenes.map(\.size.height).max() ?? 0), background: .clear, items: items)
    }

    /// The items whose bounds reach into `minY..<maxY`, in painting order.
    package func items(inBand minY: Double, _ maxY: Double) -> [DisplayItem] {
        // Every item starting before `minY - tallestItem` ends before `minY`.
        var low = 0
        var high = tops.count
        let start = minY - tallestItem
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] < start { low = middle + 1 } else { high = middle }
        }
        var picked: [Int] = []
        var position = low
        while position < tops.count, tops[position] < maxY {
            let index = orderByTop[position]
            if items[index].bounds.maxY > minY { picked.append(index) }
            position += 1
        }
        return picked.sorted().map { items[$0] }
    }
}
