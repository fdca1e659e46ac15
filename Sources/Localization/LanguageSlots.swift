/// The languages of one string table, each given a slot: the index of its localization in every
/// ``StringEntry``, so an entry holds a small array rather than a dictionary by language name.
struct LanguageSlots: Hashable, Sendable {
    /// The language identifiers, by slot.
    private(set) var names: [String] = []
    private var slots: [String: Int] = [:]

    /// The slot of `language`, if it has one. A table has a few languages, and comparing a
    /// few short names costs less than hashing one (resolving a string looks up one or two).
    func slot(of language: String) -> Int? {
        guard names.count > 8 else { return names.firstIndex(of: language) }
        return slots[language]
    }

    /// The slot of `language`, given one if it has none yet.
    mutating func slot(for language: String) -> Int {
        if let slot = slots[language] { return slot }
        names.append(language)
        slots[language] = names.count - 1
        return names.count - 1
    }
}
