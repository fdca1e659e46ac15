/// The state of a String Catalog string unit (`stringUnit.state`), as Xcode's catalog editor
/// sets it.
///
/// How resolution treats them (``StringTables/resolve(_:language:device:)``): Xcode counts a
/// language's string as translated unless it is missing or `new`, and it builds every state but
/// `new` into the app, so `needs_review` and `stale` strings are shown as they are, and a `new`
/// one is treated as missing (the next language of the lookup chain, then the source text, is
/// shown and the result is marked untranslated).
package enum TranslationState: String, CaseIterable, Hashable, Sendable {
    /// Translated and reviewed.
    case translated
    /// Translated, but the source changed or a reviewer flagged it.
    case needsReview = "needs_review"
    /// Added, not translated yet.
    case new
    /// The source string is no longer found in the code.
    case stale
}
