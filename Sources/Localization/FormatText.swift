/// A format string as a string table holds it: the text, parsed once when the table is read so
/// that resolving a string never parses it again. Text without a `%` is its own output and is
/// not parsed. A parse error is kept and reported when the string is resolved, as before: a
/// table may hold text no screen shows.
struct FormatText: Hashable, Sendable {
    /// The format string as written.
    let text: String
    /// `text` parsed; nil for text without a `%`.
    let parsed: Result<FormatString, FormatError>?

    /// `text`, parsed when it has a `%`.
    init(_ text: String) {
        self.text = text
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            parsed = nil
            return
        }
        do {
            parsed = .success(try FormatString(parsing: text))
        } catch {
            parsed = .failure(error)
        }
    }

    /// `text` put together from parsed pieces: `segments` and `sources` must be what parsing
    /// it gives (``FormatString/init(text:segments:sources:)``).
    init(_ text: String, segments: [FormatString.Segment], sources: [Substring]) {
        self.text = text
        parsed = text.utf8.contains(UInt8(ascii: "%")) ? .success(FormatString(text: text, segments: segments, sources: sources)) : nil
    }

    /// A format text is its text: the parse follows from it.
    static func == (lhs: FormatText, rhs: FormatText) -> Bool { lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The formatted text (``FormatString/format(_:)``), or the parse error.
    func format(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        guard let parsed else { return text }
        return try parsed.get().format(arguments)
    }

    /// This text with its specifiers that name no position bound to `argument` (`%-5d` →
    /// `%3$-5d`), as a substitution's form is placed in its string; text that does not parse is
    /// returned as it is, its error kept. An `argument` above
    /// ``FormatSpecifier/maximumPosition`` gives a specifier parsing would refuse: the caller
    /// checks.
    func bound(to argument: Int) -> FormatText {
        guard case .success(let format)? = parsed else { return self }
        var text = ""
        var segments: [FormatString.Segment] = []
        var sources: [Substring] = []
        for (segment, source) in zip(format.segments, format.sources) {
            if case .specifier(let specifier) = segment, specifier.position == nil {
                let placed = specifier.positioned(at: argument)
                text += placed.source
                segments.append(.specifier(placed))
                sources.append(placed.source[...])
            } else {
                text += source
                segments.append(segment)
                sources.append(source)
            }
        }
        return FormatText(text, segments: segments, sources: sources)
    }
}
