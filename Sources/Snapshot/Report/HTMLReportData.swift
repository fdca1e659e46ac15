import DynamicType
import Foundation
import Rendering

/// What the HTML report's script works from, embedded in the page as one JSON block: the run's
/// parameters, the axes with their values in matrix order, and every variant with its images
/// (paths relative to the page, percent-encoded, with the sizes from each PNG's header).
struct HTMLReportData: Encodable {
    /// An axis the report filters by, with its values in the order variants first show them.
    struct Axis: Encodable {
        var name: String
        var values: [AxisValue]
    }

    /// One value of an axis: the label chips and the URL hash use (`AX3` for
    /// `accessibilityExtraLarge`, `2` for page `2 of 3`) and how many variants have it.
    struct AxisValue: Encodable {
        var label: String
        var title: String
        var count: Int
    }

    /// An image beside the page.
    struct Image: Encodable {
        var src: String
        var width: Int?
        var height: Int?
    }

    struct Variant: Encodable {
        var name: String
        /// Axis name to label, as `AxisValue.label`.
        var axes: [String: String]
        var status: String
        var recorded: Bool
        var diffPixels: Int?
        var diffRatio: Double?
        var message: String?
        var environmentNote: String?
        /// `SnapshotOutcome.findings`.
        var findings: [String]?
        var baseline: String
        var expected: Image?
        var actual: Image?
        var diff: Image?
        /// `[x, y, width, height]` in diff-image pixels.
        var regions: [[Int]]?
        /// The name as a YAML scalar in the accept list.
        var acceptEntry: String
        /// The rendering's fingerprint (`SnapshotOutcome.fingerprint`), stored with an acceptance.
        var fingerprint: String?
    }

    var suite: String
    var tool: String
    var spec: String
    var snapshots: String
    var scale: Int
    /// The localStorage key accepted names persist under, each with its variant's fingerprint.
    var storageKey: String
    var summary: String
    var counts: [String: Int]
    var axes: [Axis]
    var orphans: [String]
    var acceptHeader: String
    var variants: [Variant]

    /// The axes the filters show, in this order, then any others by name.
    static let axisOrder = ["screen", "device", "category", "columns", "appearance", "scale", "page"]

    init(report: SnapshotReport, specPath: String, snapshotsPath: String, output: URL) {
        suite = report.suite
        tool = report.tool
        spec = specPath
        snapshots = snapshotsPath
        scale = report.scale
        storageKey = "proofsheet-accepted:\(specPath)|\(snapshotsPath)|\(report.scale)|\(report.suite)"
        summary = report.summary
        counts = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.key.rawValue, $0.value) })
        orphans = report.orphans
        acceptHeader = AcceptListFormat.header(spec: specPath, snapshots: snapshotsPath, scale: report.scale)

        var valuesByAxis: [String: [String]] = [:]
        var countsByAxis: [String: [String: Int]] = [:]
        var titles: [String: [String: String]] = [:]
        variants = report.outcomes.map { outcome in
            var labels: [String: String] = [:]
            for (axis, value) in outcome.axes {
                let label = Self.label(axis: axis, value: value)
                labels[axis] = label
                if countsByAxis[axis, default: [:]][label] == nil { valuesByAxis[axis, default: []].append(label) }
                countsByAxis[axis, default: [:]][label, default: 0] += 1
                titles[axis, default: [:]][label] = axis == "page" ? "page \(label)" : value
            }
            let image = { (path: String?) in path.map { Image(relativePath: $0, in: output) } }
            return Variant(
                name: outcome.name, axes: labels, status: outcome.status.rawValue, recorded: outcome.recorded, diffPixels: outcome.diffPixels,
                diffRatio: outcome.diffRatio, message: outcome.message, environmentNote: outcome.environmentNote, findings: outcome.findings, baseline: outcome.files.baseline,
                expected: image(outcome.files.expected), actual: image(outcome.files.actual), diff: image(outcome.files.diff),
                regions: outcome.regions?.map { [$0.x, $0.y, $0.width, $0.height] }, acceptEntry: AcceptListFormat.scalar(outcome.name),
                fingerprint: outcome.fingerprint
            )
        }
        // Values appear in matrix order, except pages, which sort by number.
        axes = (Self.axisOrder.filter { valuesByAxis[$0] != nil } + valuesByAxis.keys.filter { !Self.axisOrder.contains($0) }.sorted()).map { axis in
            var labels = valuesByAxis[axis]!
            if axis == "page" { labels.sort { Int($0) ?? 0 < Int($1) ?? 0 } }
            return Axis(name: axis, values: labels.map { AxisValue(label: $0, title: titles[axis]![$0]!, count: countsByAxis[axis]![$0]!) })
        }
    }

    /// The label of an axis value: a category's short label, a page's number, else the value.
    static func label(axis: String, value: String) -> String {
        switch axis {
        case "category": (try? ContentSizeCategory(parsing: value))?.shortLabel ?? value
        case "page": String(value.prefix { $0 != " " })
        default: value
        }
    }

    /// The data as JSON safe inside a `<script>` element: every `<` is escaped as `\u003c`, so
    /// no `</script>` or `<!--` can end or confuse the block.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}

extension HTMLReportData.Image {
    /// The image at `path` (relative to the output folder), sized from its PNG header when readable.
    init(relativePath path: String, in output: URL) {
        let dimensions = PNGDimensions(contentsOf: output.appendingPathComponent(path))
        self.init(src: Self.percentEncoded(path), width: dimensions?.width, height: dimensions?.height)
    }

    /// A relative URL for `path`: every byte but ASCII letters, digits and `-._~/@` percent-encoded
    /// (so `:` can never read as a scheme, nor `#` or `?` end the path).
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
