import Layout
import Spec

/// The layout a baseline carries, as read from its first page.
package enum StoredLayout {
    case layout(LayoutSnapshot)
    /// It carries none: recorded before baselines remembered their layout.
    case none
    /// It carries one that cannot be read, for this reason.
    case unreadable(String)

    /// The layout in `png` (nil: no baseline), read from the file at `path`.
    package init(reading png: [UInt8]?, path: String) {
        guard let png else {
            self = .none
            return
        }
        do {
            self = try LayoutSnapshot.stored(in: png, path: path).map(StoredLayout.layout) ?? .none
        } catch {
            self = .unreadable(String(describing: error))
        }
    }
}

/// Says what changed in a changed variant, from the layout its baseline carries and the one it
/// has now: a layout change element by element; pixels alone changing in the same layout is a
/// drawing change, or a text-stack or font change when the environment differs from the
/// baselines'; a baseline without a layout allows a pixel comparison only, and says so.
package struct ChangeDescriber {
    package let description: ChangeDescription
    private let comparison: LayoutComparison?

    package init(stored: StoredLayout, current: LayoutSnapshot, environmentNote: String?) {
        switch stored {
        case .layout(let baseline):
            let comparison = LayoutComparison(baseline: baseline, current: current)
            if let description = comparison.description() {
                self.description = description
                self.comparison = comparison
                return
            }
            if let environmentNote {
                description = ChangeDescription(
                    kind: .environment, details: ["layout unchanged; \(environmentNote)"],
                    group: "layout unchanged; the text stack or fonts differ from the baselines' environment"
                )
            } else {
                description = ChangeDescription(
                    kind: .drawing, details: ["layout unchanged; drawing changed"], group: "layout unchanged; drawing changed")
            }
        case .none:
            description = ChangeDescription(
                kind: .pixelsOnly,
                details: [
                    "pixels only: the baseline has no stored layout (recorded before baselines carried one; record it again for a description)"
                ],
                group: "pixels changed; baselines without a stored layout"
            )
        case .unreadable(let reason):
            description = ChangeDescription(
                kind: .pixelsOnly, details: ["pixels only: \(reason)"], group: "pixels changed; baselines whose stored layout cannot be read")
        }
        comparison = nil
    }

    /// Boxes around the elements that changed, on `page` of the rendering laid out as
    /// `geometry`, on the diff image's canvas (`diffSize`: the larger of the baseline's and the
    /// rendering's size, so an element the baseline had lower down is boxed too); nil when the
    /// layout did not change or no box falls on the page.
    package func elementBoxes(onPage page: Int, of geometry: PNGGeometry, diffSize: PixelSize?) -> [SnapshotOutcome.ElementBox]? {
        guard let comparison else { return nil }
        var canvas = geometry
        if geometry.pages.count == 1, let diffSize {
            canvas.width = diffSize.width
            canvas.pages = [0..<diffSize.height]
        }
        let boxes = comparison.changedElements().flatMap { element -> [SnapshotOutcome.ElementBox] in
            let frames = [element.before, element.after].compactMap { $0 }.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            guard let first = frames.first else { return [] }
            let union = frames.dropFirst().reduce(first) { $0.union($1) }
            return canvas.pageRegions(ofContent: union).filter { $0.page == page }.map {
                SnapshotOutcome.ElementBox(element: element.name, box: $0.region)
            }
        }
        return boxes.isEmpty ? nil : boxes
    }
}
