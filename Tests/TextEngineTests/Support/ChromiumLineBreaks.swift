import DynamicType
import Foundation
import TestSupport

/// One string laid out at one size and width, in a language.
struct LineBreakCase: Sendable {
    let group: String
    let language: String
    let text: String
    let pointSize: Double
    let width: Double
}

/// The corpus of UI strings the line-breaking tests compare (Fixtures/line-breaking-corpus.json):
/// groups of strings; the groups "de" and "fr" are German and French, every other group English.
enum LineBreakCorpus {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/line-breaking-corpus.json")

    /// Every string of every group, as (group, language, text), groups in name order.
    static func strings() throws -> [(group: String, language: String, text: String)] {
        let groups = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: file))
        return groups.keys.sorted().flatMap { group in
            groups[group]!.map { (group, group == "de" || group == "fr" ? group : "en", $0) }
        }
    }
}

/// Headless Chromium laying out many strings in one page load and reporting where each breaks
/// into lines.
///
/// CSS px are made equal to our points (font-size Npx, width Wpx): Chromium lays text out in
/// CSS px with the same HarfBuzz shaping, so a width in px compares with a width in pt at 72 dpi.
/// Each string is a `div` with `white-space: normal` (spaces collapse and wrap),
/// `overflow-wrap: anywhere` (a word too long for the line breaks between grapheme clusters,
/// as UIKit's word wrapping does; `break-word` breaks the same places and differs only in the
/// min-content width, which a fixed width never asks for), `hyphens: manual` (no hyphen is
/// inserted), the line height ProofSheet gives the default family (the system font's
/// 1.193359375 × the font size) and `lang` set per string.
enum ChromiumLineBreaks {
    /// For each case, the UTF-16 offsets where its second, third, … lines start, as Chromium
    /// laid them out with `fontFile`, declared and used at the CSS `weight` (400 for regular,
    /// 700 for bold). The page and the browser profile go into `scratch`.
    static func lineStarts(of cases: [LineBreakCase], fontFile: URL, weight: Int = 400, scratch: ScratchFolder) throws -> [[Int]] {
        let page = scratch.file("breaks.html")
        try html(for: cases, fontFile: fontFile, weight: weight).write(to: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.run(
            ["--allow-file-access-from-files", "--dump-dom", "--virtual-time-budget=10000"], url: page.absoluteString, scratch: scratch.url)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError("no result in the page Chromium dumped (\(dom.count) characters)")
        }
        let result = String(dom[start.upperBound..<end.lowerBound])
        guard !result.hasPrefix("error") else { throw BrowserError(result) }
        let starts = try JSONDecoder().decode([[Int]].self, from: Data(result.utf8))
        guard starts.count == cases.count else { throw BrowserError("\(starts.count) results for \(cases.count) strings") }
        return starts
    }

    /// The page: one `div` per case; the script waits for the font, then writes every div's line
    /// starts as JSON into `pre#out`. A line starts at the first character whose box lies more
    /// than half a font size below the previous character's box; collapsed spaces have no box.
    static func html(for cases: [LineBreakCase], fontFile: URL, weight: Int) -> String {
        let lineHeight = SystemFontMetrics.lineHeightRatio
        var page = """
            <!doctype html><html><head><meta charset="utf-8"><style>
            @font-face { font-family: "ProofSheet Inter"; src: url("\(fontFile.absoluteString)"); font-weight: \(weight); }
            body { margin: 0; }
            div { font-family: "ProofSheet Inter"; font-weight: \(weight); line-height: \(lineHeight); white-space: normal;
                  overflow-wrap: anywhere; word-break: normal; hyphens: manual; font-kerning: normal; margin-bottom: 8px; }
            </style></head><body>

            """
        for item in cases {
            page += "<div lang=\"\(item.language)\" style=\"font-size: \(item.pointSize)px; width: \(item.width)px\">\(escaped(item.text))</div>\n"
        }
        page += """
            <pre id="out"></pre>
            <script>
            document.fonts.load('\(weight) 17px "ProofSheet Inter"').then(() => {
              if (!document.fonts.check('\(weight) 17px "ProofSheet Inter"')) { document.getElementById('out').textContent = 'error: the font did not load'; return; }
              const range = document.createRange();
              const all = [];
              for (const div of document.querySelectorAll('div')) {
                const node = div.firstChild, text = node.data, half = parseFloat(div.style.fontSize) / 2;
                const starts = [];
                let top = null;
                for (let i = 0; i < text.length; ) {
                  const length = text.codePointAt(i) > 0xFFFF ? 2 : 1;
                  range.setStart(node, i); range.setEnd(node, i + length);
                  const rects = range.getClientRects();
                  if (rects.length > 0) {
                    if (top !== null && rects[0].top > top + half) starts.push(i);
                    top = rects[0].top;
                  }
                  i += length;
                }
                all.push(starts);
              }
              document.getElementById('out').textContent = JSON.stringify(all);
            }, error => { document.getElementById('out').textContent = 'error: ' + error; });
            </script></body></html>

            """
        return page
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    struct BrowserError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
