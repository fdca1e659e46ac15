/// A CLDR plural category: the form of a word a number takes in a language (Unicode TR35,
/// "Language Plural Rules"). English uses `one` and `other`; Arabic uses all six; Japanese only
/// `other`.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
