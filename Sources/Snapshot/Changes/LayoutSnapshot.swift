import Audit
import DynamicType
import Foundation
import ImageIO
import Layout
import ProofSheetSupport
import Spec

/// The stable, documented text form of a laid-out screen, usable as a text snapshot in tests:
///
/// ```json
/// {"contentSize": [w, h], "columns": n, "direction": "rightToLeft",
///  "elements": [{"kind": "cell"|"header"|"footer"|"navigationBar"|"toolbar"|"tabBar", "section": s, "item": i, "frame": [x, y, w, h],
///                "labels": [{"frame": [x, y, w, h], "text": "…", "field": "message", "lines": n,
///                            "truncated": false, "missingGlyphs": ["U+E000"]}],
///                "images": [[x, y, w, h]], "hiddenElements": 0}]}
/// ```
///
/// Frames are in points in content coordinates; label frames are absolute, not cell-relative.
/// `direction` appears only for a right-to-left screen, whose frames are the mirrored ones
/// (`x' = contentSize.width − x − w` of the left-to-right frames, `ScreenLayout.mirrored()`);
/// a left-to-right screen's JSON has no `direction` key, as before.
/// `missingGlyphs` (characters no loaded font can draw) appears only on labels that have some.
/// `text` is the text the label shows (before truncation); `field` names the data field a label
/// shows when its template text is that one placeholder (`{message}`), and is left out otherwise.
/// Numbers are rounded to 1/1,000,000 pt so that float noise (1965.9999999999998) never shows.
/// A screen's bars follow its collection's elements, each as an element of its bar's kind
/// (section and item 0) whose labels' `field` is the title's key path inside the bar
/// (`items[2].title`); a layout with bars is written as schema version 1.1, one without as 1.0,
/// the JSON it always had.
///
/// `voiceOver` (schema version 1.2) lists what VoiceOver reads, in its reading order: each
/// element's frame, label, value, hint and traits, the element of the layout it is in and its
/// key path in that element's template (docs/voiceover.md). A layout read from a baseline
/// recorded before has none (nil), and a comparison with it says nothing of VoiceOver.
package struct LayoutSnapshot: Codable, Equatable, Sendable {
    package struct Element: Codable, Equatable, Sendable {
        package var kind: String
        package var section: Int
        package var item: Int
        package var frame: [Double]
        package var labels: [Label]
        package var images: [[Double]]
        package var hiddenElements: Int
    }

    package struct Label: Codable, Equatable, Sendable {
        package var frame: [Double]
        package var text: String
        /// The data field the label shows (`message`); nil, and left out of the JSON, when its
        /// template text is not one placeholder.
        package var field: String?
        package var lines: Int
        package var truncated: Bool
        /// Code points without a glyph (`U+E000`); nil, and left out of the JSON, when none.
        package var missingGlyphs: [String]?
    }

    /// One stop of VoiceOver's, in reading order.
    package struct VoiceOverStop: Codable, Equatable, Sendable {
        package var frame: [Double]
        package var label: String
        /// nil, and left out of the JSON, for none.
        package var value: String?
        /// nil, and left out of the JSON, for none.
        package var hint: String?
        /// `UIAccessibilityTraits` names (`button`, `header`).
        package var traits: [String]
        /// The element of ``elements`` the stop is in: `cell 0.3`, `header 1`, `tabBar`.
        package var element: String
        /// The stop's key path in that element's template (`stack.items[1].label`; `cell` for a
        /// list's whole cell); a bar's stop's key path in the screen (`tabBar.items[1]`).
        package var keyPath: String
        /// What VoiceOver speaks for it, in the variant's language ("Ana Ruiz, 09:41. Button.";
        /// "Taste." for "Button." in German, docs/voiceover.md, "Words in each language").
        package var spoken: String
    }

    package var contentSize: [Double]
    package var columns: Int
    /// `"rightToLeft"` for a mirrored screen; nil, and left out of the JSON, left to right.
    package var direction: String?
    package var elements: [Element]
    /// What VoiceOver reads, in order; nil, and left out of the JSON, in a layout from before
    /// schema version 1.2 or with nothing to read.
    package var voiceOver: [VoiceOverStop]?

    /// A layout snapshot from its parts.
    package init(columns: Int, contentSize: [Double], direction: String? = nil, elements: [Element], voiceOver: [VoiceOverStop]? = nil) {
        self.columns = columns
        self.contentSize = contentSize
        self.direction = direction
        self.elements = elements
        self.voiceOver = voiceOver
    }

    package init(_ layout: ScreenLayout) {
        contentSize = [layout.contentSize.width, layout.contentSize.height].map(\.snapshotRounded)
        columns = layout.columns
        direction = layout.direction == .rightToLeft ? layout.direction.rawValue : nil
        elements = layout.elements.map { element in
            Element(
                kind: element.kind.rawValue, section: element.section, item: element.item, frame: element.frame.array,
                labels: element.content.labels.map { label in
                    Label(
                        frame: label.frame.array, text: label.text, field: label.field, lines: label.lineCount, truncated: label.isTruncated,
                        missingGlyphs: label.missingCharacters.isEmpty ? nil : label.missingCharacters.map(MissingGlyph.code)
                    )
                },
                images: element.content.images.map(\.array), hiddenElements: element.content.hiddenElementCount
            )
        }
        elements += layout.bars.map { bar in
            Element(
                kind: bar.kind.rawValue, section: 0, item: 0, frame: bar.frame.array,
                labels: zip(bar.content.labels, bar.labelKeyPaths).map { label, keyPath in
                    Label(
                        frame: label.frame.array, text: label.text, field: String(keyPath.dropFirst(bar.kind.rawValue.count + 1)),
                        lines: label.lineCount, truncated: label.isTruncated,
                        missingGlyphs: label.missingCharacters.isEmpty ? nil : label.missingCharacters.map(MissingGlyph.code))
                },
                images: bar.content.images.map(\.array), hiddenElements: 0)
        }
        let stops = layout.voiceOverElements().map { stop in
            VoiceOverStop(
                frame: stop.element.frame.array, label: stop.element.label, value: stop.element.value, hint: stop.element.hint,
                traits: stop.element.traits.map(\.rawValue),
                element: stop.container == .cell
                    ? "cell \(stop.section).\(stop.item)"
                    : stop.container.isBar ? stop.container.rawValue : "\(stop.container.rawValue) \(stop.section)",
                keyPath: stop.element.templateKeyPath, spoken: stop.spoken)
        }
        voiceOver = stops.isEmpty ? nil : stops
    }

    /// Whether `element` is one of the screen's bars (`navigationBar`, `toolbar`, `tabBar`), not a collection element.
    static func isBar(_ element: Element) -> Bool { BarKind(rawValue: element.kind) != nil }

    /// One line per element (after a first line with the content size, columns and, right to
    /// left, the direction): kind, index, frame, and each label's frame, lines, truncation,
    /// missing glyphs and text.
    package var text: String {
        let direction = self.direction == nil ? "" : ", right to left"
        var lines = ["contentSize \(contentSize.map(\.compact).joined(separator: " x ")), \(columns.counted("column"))\(direction)"]
        for element in elements {
            let name =
                element.kind == "cell"
                ? "cell \(element.section).\(element.item)" : Self.isBar(element) ? element.kind : "\(element.kind) \(element.section)"
            let hidden = element.hiddenElements > 0 ? "  (\(element.hiddenElements) hidden)" : ""
            lines.append("\(name)  \(Self.describe(element.frame))\(hidden)")
            for label in element.labels {
                lines.append(
                    "  label \(Self.describe(label.frame))  \(label.lines.counted("line"))\(label.truncated ? "  TRUNCATED" : "")\(Self.describe(missing: label.missingGlyphs))  \(label.text.quoted)"
                )
            }
            for image in element.images { lines.append("  image \(Self.describe(image))") }
        }
        for (index, stop) in (voiceOver ?? []).enumerated() {
            lines.append("voiceOver \(index + 1)  \(Self.describe(stop.frame))  \(stop.element)  \(stop.spoken.quoted)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(missing: [String]?) -> String {
        missing.map { "  MISSING GLYPH\($0.count == 1 ? "" : "S") \($0.joined(separator: ", "))" } ?? ""
    }

    private static func describe(_ frame: [Double]) -> String {
        "(\(frame.map(\.compact).joined(separator: ", ")))"
    }
}

extension LayoutSnapshot {
    /// The PNG text keyword a rendering carries its layout under (a compressed iTXt chunk on
    /// its first page), so that a baseline remembers the layout it was drawn from.
    package static let pngKeyword = "layout"

    /// The compact JSON a PNG carries, with its ``schemaVersion``: keys sorted, so the same layout
    /// gives the same bytes.
    package var pngText: String { encoded(compact: true) }

    /// The JSON `proofsheet layout --format json` prints and a text snapshot stores, with its
    /// ``schemaVersion``: indented, keys sorted, ending in a newline.
    package var json: String { encoded(compact: false) + "\n" }

    /// The version of the layout JSON's schema (docs/schemas/layout.schema.json) this build
    /// writes for a layout with VoiceOver's elements (1.1 added bars, 1.2 `voiceOver`), and whose
    /// major version it reads.
    package static let schemaVersion = SchemaVersion(major: 1, minor: 2)

    /// The version this layout is written as: ``schemaVersion`` with VoiceOver's elements; else
    /// 1.1 with bars; else 1.0, the JSON every baseline recorded before bars carries, byte for byte.
    var writtenVersion: SchemaVersion {
        if voiceOver != nil { return Self.schemaVersion }
        return elements.contains(where: Self.isBar) ? SchemaVersion(major: 1, minor: 1) : SchemaVersion(major: 1, minor: 0)
    }

    private func encoded(compact: Bool) -> String {
        // Encoding plain numbers, strings and arrays cannot fail.
        String(decoding: (try? JSONArtefact.encode(self, version: writtenVersion, compact: compact)) ?? Data(), as: UTF8.self)
    }

    /// The layout `png` carries, nil when it carries none (a baseline recorded before baselines
    /// remembered their layout); one that cannot be read is an error naming `path`.
    package static func stored(in png: [UInt8], path: String) throws -> LayoutSnapshot? {
        guard let text = try PNGTextReader.text(named: pngKeyword, in: png, path: path) else { return nil }
        let layout: LayoutSnapshot
        do {
            layout = try JSONArtefact.decode(LayoutSnapshot.self, from: Data(text.utf8), reading: schemaVersion)
        } catch let error as SchemaVersionError {
            throw PNGDecodingError(path: path, reason: "its stored layout cannot be read: \(error)")
        } catch {
            throw PNGDecodingError(path: path, reason: "its stored layout is not a ProofSheet layout: \(error)")
        }
        if let problem = layout.shapeProblem {
            throw PNGDecodingError(path: path, reason: "its stored layout is not a ProofSheet layout: \(problem)")
        }
        return layout
    }

    /// What changed from `baseline` to this layout, element by element, as `check` describes a
    /// changed variant (a layout change; its kind is always `.layout`); nil when they are the
    /// same. Both must have the shape a layout has (``LayoutSnapshot/stored(in:path:)`` checks
    /// a stored one); one that does not is described as unreadable.
    package func changes(since baseline: LayoutSnapshot) -> ChangeDescription? {
        if let problem = baseline.shapeProblem ?? shapeProblem {
            return ChangeDescription(
                kind: .pixelsOnly, details: ["pixels only: a layout is not a ProofSheet layout: \(problem)"], group: "unreadable layouts")
        }
        return LayoutComparison(baseline: baseline, current: self).description()
    }

    /// What is wrong with the shape of a decoded layout (a frame without four numbers, a
    /// content size without two), nil when nothing is: what a comparison may take for granted.
    var shapeProblem: String? {
        guard contentSize.count == 2 else { return "contentSize has \(contentSize.count) numbers, not 2" }
        for (index, element) in elements.enumerated() {
            let frames = [element.frame] + element.labels.map(\.frame) + element.images
            guard frames.allSatisfy({ $0.count == 4 }) else { return "element \(index) has a frame without 4 numbers (x, y, width, height)" }
        }
        for (index, stop) in (voiceOver ?? []).enumerated() where stop.frame.count != 4 {
            return "voiceOver \(index) has a frame without 4 numbers (x, y, width, height)"
        }
        return nil
    }
}

extension Rect {
    var array: [Double] { [x, y, width, height].map(\.snapshotRounded) }
}

extension Double {
    var snapshotRounded: Double { (self * 1_000_000).rounded() / 1_000_000 }
}
