/// Where a string table keeps its texts and variations: flat arrays that entries refer into by
/// index, so loading a catalog of thousands of keys makes no `String` and no nested array per
/// text, and freeing a table frees a handful of arrays. A catalog's texts stay where they are in
/// its bytes (``bytes`` starts with the whole file); only a text written with escapes is
/// decoded, and appended.
struct StringStorage: Sendable {
    /// The UTF-8 of every text: a catalog's own bytes, then decoded texts. Every range a
    /// ``TextRange`` gives holds valid UTF-8 (a catalog's strings are checked as they are read).
    private(set) var bytes: [UInt8]
    /// The variants that plural and device forms refer to by index.
    private(set) var variants: [StringVariant] = []
    /// The substitutions of every localization, each localization's in one run.
    private(set) var substitutions: [StringSubstitution] = []
    /// The files the localizations came from, for messages (``LocalizedString/file``).
    private(set) var files: [String] = []

    /// Storage whose texts start with `bytes` (a catalog's, whose strings are referred to in place).
    init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    // MARK: Building

    /// Keeps `text`, giving its range.
    mutating func append(text: String) -> TextRange {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return TextRange(start: start, count: bytes.count - start)
    }

    /// Keeps `variant`, giving its index (for ``VariantForms``).
    mutating func append(variant: StringVariant) -> Int {
        variants.append(variant)
        return variants.count - 1
    }

    /// Keeps the substitutions of one localization, giving their run (for ``LocalizedString/substitutions``).
    mutating func append(substitutions run: some Sequence<StringSubstitution>) -> Range<Int> {
        let start = substitutions.count
        substitutions.append(contentsOf: run)
        return start..<substitutions.count
    }

    /// The index of `file` in ``files``, added if it is not there yet.
    mutating func fileIndex(_ file: String) -> Int {
        if let index = files.lastIndex(of: file) { return index }
        files.append(file)
        return files.count - 1
    }

    // MARK: Reading

    /// The UTF-8 of the text at `range`.
    func utf8(_ range: TextRange) -> ArraySlice<UInt8> {
        bytes[range.start..<range.start + range.count]
    }

    /// The text at `range`.
    func string(_ range: TextRange) -> String {
        String(decoding: utf8(range), as: UTF8.self)
    }

    /// Whether the text at `range` is `text`, as `String` compares them (canonical
    /// equivalence): byte for byte when both are ASCII, as names almost always are.
    func text(_ range: TextRange, equals text: String) -> Bool {
        let bytes = utf8(range)
        if bytes.elementsEqual(text.utf8) { return true }
        guard bytes.contains(where: { $0 >= 0x80 }) || text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return string(range) == text
    }

    /// The variant at `index` (from ``VariantForms``).
    func variant(_ index: Int) -> StringVariant { variants[index] }

    /// Whether choosing a form of `variant` takes a number: it varies by plural, or one of its
    /// device forms does.
    func hasPluralForms(_ variant: StringVariant) -> Bool {
        switch variant {
        case .text: false
        case .plural: true
        case .device(let forms): forms.contains { hasPluralForms(variants[$0]) }
        }
    }

    /// The substitution named `name` among `run` (the last, if the name is written twice).
    func substitution(named name: String, in run: Range<Int>) -> StringSubstitution? {
        run.reversed().lazy.map { substitutions[$0] }.first { text($0.name, equals: name) }
    }

    /// The names of the substitutions in `run`, sorted, each once.
    func substitutionNames(in run: Range<Int>) -> [String] {
        Set(run.map { string(substitutions[$0].name) }).sorted()
    }
}

/// Where a text's UTF-8 is in its table's ``StringStorage/bytes``.
struct TextRange: Hashable, Sendable {
    var start: Int
    var count: Int
}
