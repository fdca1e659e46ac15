import DynamicType
import Layout
import Spec
import Testing

/// A text measurer whose arithmetic can be done by hand, so the cell-content tests check the
/// layout rules and nothing about a font:
///
/// - every character (space included) is `0.5 × pointSize` wide: 5 pt at 10 pt;
/// - a line is the font's `lineHeight` tall when it sets one, else `1.5 × pointSize`: 15 pt at 10 pt;
///   lines stack with no spacing; a line's baseline is `0.8 ×` its height below its top;
/// - words are separated by single spaces and wrap greedily: a line holds
///   `floor(width / characterWidth)` characters (at least one); a word longer than that breaks
///   between characters, and `.charWrap` breaks between any two characters;
/// - `maximumLines` above 0 shows at most that many lines and reports `isTruncated` when text
///   was left out, whatever the break mode (as the Pango measurer does for clipping and
///   ellipsizing alike); the width is the widest shown line, an ellipsis assumed to fit;
/// - the size is rounded up to the request's pixel grid (`ceilToPixel`), as the protocol asks;
///   `exactSize` is the unrounded one.
///
/// It refuses what it does not model (a non-default paragraph style, a newline) rather than
/// measure it wrongly, and requests with a ``TextMeasurementRequest/problem``, like Pango.
struct FakeTextMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        if let problem = request.problem { throw TextMeasurementError(problem) }
        guard request.paragraph == .standard, !request.text.contains("\n") else {
            throw TextMeasurementError("FakeTextMeasurer models neither paragraph styles nor newlines")
        }
        guard !request.text.isEmpty else { return .empty }
        let characterWidth = 0.5 * request.font.pointSize
        let lineHeight = request.font.lineHeight ?? 1.5 * request.font.pointSize
        let perLine = request.width.isInfinite ? Int.max : max(1, Int(request.width / characterWidth))
        let lines = Self.lineLengths(of: request.text, perLine: perLine, charWrap: request.lineBreakMode == .charWrap)
        let shown = request.maximumLines > 0 ? min(lines.count, request.maximumLines) : lines.count
        let exact = Size(width: Double(lines.prefix(shown).max() ?? 0) * characterWidth, height: Double(shown) * lineHeight)
        return TextMeasurement(
            size: Size(width: ceilToPixel(exact.width, scale: request.displayScale), height: ceilToPixel(exact.height, scale: request.displayScale)),
            exactSize: exact, lineCount: shown, isTruncated: shown < lines.count,
            firstBaseline: 0.8 * lineHeight, lastBaseline: (Double(max(shown, 1)) - 0.2) * lineHeight
        )
    }

    /// The number of characters on each line of `text` broken at `perLine` characters.
    static func lineLengths(of text: String, perLine: Int, charWrap: Bool) -> [Int] {
        if charWrap {
            return stride(from: 0, to: text.count, by: perLine).map { min(perLine, text.count - $0) }
        }
        var lines: [Int] = []
        var current = 0
        for word in text.split(separator: " ").map(\.count) {
            if current > 0, current + 1 + word <= perLine {
                current += 1 + word
                continue
            }
            if current > 0 { lines.append(current) }
            var rest = word
            while rest > perLine {
                lines.append(perLine)
                rest -= perLine
            }
            current = rest
        }
        return lines + [current]
    }
}

/// The fake's own rules, so that a cell-content test failing points at the layout, not the fake.
struct FakeTextMeasurerTests {
    private let measurer = FakeTextMeasurer()

    private func measure(_ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .wordWrap, font: Font = Font(pointSize: 10))
        throws -> TextMeasurement
    {
        try measurer.measure(TextMeasurementRequest(text: text, font: font, width: width, maximumLines: lines, lineBreakMode: mode))
    }

    @Test func wrapsWordsGreedily() throws {
        // 50 pt holds 10 characters: "aaaa bbbb" (9) | "cccc".
        let wrapped = try measure("aaaa bbbb cccc", width: 50)
        #expect((wrapped.size, wrapped.lineCount, wrapped.isTruncated) == (Size(width: 45, height: 30), 2, false))
        #expect(try measure("aaaa bbbb cccc", width: .infinity).size == Size(width: 70, height: 15))
        #expect(try measure("", width: 50) == .empty)
    }

    @Test func breaksLongWordsAndCharWrapBetweenCharacters() throws {
        // 25 pt holds 5 characters: "abcdefghijkl" breaks as 5 | 5 | 2.
        #expect(try measure("abcdefghijkl", width: 25).lineCount == 3)
        // 20 pt holds 4: by word "abc" | "de" (15 wide); by character "abc " | "de" (20 wide).
        #expect(try measure("abc de", width: 20).size == Size(width: 15, height: 30))
        #expect(try measure("abc de", width: 20, mode: .charWrap).size == Size(width: 20, height: 30))
        // Narrower than a character: still one character per line.
        #expect(try measure("ab", width: 3).size == Size(width: 5, height: 30))
    }

    @Test(arguments: [LineBreakMode.wordWrap, .truncateTail])
    func maximumLinesCutsAndReportsTruncation(mode: LineBreakMode) throws {
        // 20 pt holds 4: five lines of one word each; two shown.
        let cut = try measure("aaaa bbbb cccc dddd eeee", width: 20, lines: 2, mode: mode)
        #expect((cut.size, cut.lineCount, cut.isTruncated) == (Size(width: 20, height: 30), 2, true))
        let exact = try measure("aaaa bbbb", width: 20, lines: 2, mode: mode)
        #expect((exact.lineCount, exact.isTruncated) == (2, false))
    }

    @Test func roundsUpToThePixelGrid() throws {
        let font = Font(pointSize: 10, lineHeight: 12.1)
        let measured = try measurer.measure(TextMeasurementRequest(text: "a", font: font, width: 100, displayScale: 3))
        #expect(measured.exactSize == Size(width: 5, height: 12.1))
        #expect(measured.size == Size(width: 5, height: 37.0 / 3))  // ceil(36.3) / 3
    }

    @Test func refusesWhatItDoesNotModel() {
        #expect(throws: TextMeasurementError.self) {
            try measurer.measure(TextMeasurementRequest(text: "a", font: Font(pointSize: 10), width: 100, paragraph: ParagraphStyle(lineSpacing: 2)))
        }
        #expect(throws: TextMeasurementError.self) { try measure("a\nb", width: 100) }
        #expect(throws: TextMeasurementError.self) { try measure("a", width: -1) }
    }
}
