import Foundation

/// File-name-safe names: lower case letters and digits, runs of anything else as one hyphen.
package enum Slug {
    /// The longest name that may become a path component, in characters.
    package static let maximumNameLength = 100

    /// "iPhone 16 landscape" -> "iphone-16-landscape"; "Recipes (grid)" -> "recipes-grid".
    package static func make(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// Why `name` cannot name a folder or file of baselines (a suite, screen or device), or nil
    /// when it can: it must be non-empty after slugging, at most ``maximumNameLength``
    /// characters, and hold no `/`, `\`, `..`, NUL or other control character.
    package static func problem(withName name: String) -> String? {
        if name.containsControlCharacter { return "\(name.quoted) contains a control character; names become file names" }
        if name.count > maximumNameLength { return "\(name.quoted) is longer than \(maximumNameLength) characters; names become file names" }
        if name.contains("/") || name.contains("\\") { return "\(name.quoted) contains a slash; names become single file names, not paths" }
        if name.contains("..") { return "\(name.quoted) contains '..'; names become file names and may not point elsewhere" }
        if make(name).isEmpty { return "\(name.quoted) has no letters or digits, so it makes no file name; give a name such as 'settings'" }
        return nil
    }

    /// `name` (a file or folder name) as file systems that ignore case compare it: macOS's by
    /// default (APFS, HFS+) and Windows'. Two names with one key may be one file there, so
    /// ProofSheet never writes two such names side by side. The key is the name in Unicode
    /// compatibility form (NFKC: the ligature 'ﬁ' is 'fi', a full-width 'Ａ' is 'A'), upper-cased
    /// and then case-folded in full ('ß' is 'ss', the final sigma 'ς' is 'σ', the dotless 'ı' is
    /// 'i' as Windows' upper-case table has it): meant to be at least as coarse as each of those
    /// file systems, so that two names one of them takes for one have one key (a name refused on
    /// Linux for a collision only macOS would see costs a rename; a collision missed costs a
    /// baseline). Swift's `lowercased()` is no case
    /// folding ('ß' and 'ς' stay as they are), which is why slugs that differ can still collide.
    package static func collationKey(_ name: String) -> String {
        name.precomposedStringWithCompatibilityMapping.uppercased().folding(options: .caseInsensitive, locale: nil)
            .precomposedStringWithCompatibilityMapping
    }

    /// The first name in `names` (file or folder names written side by side) that an earlier one
    /// shares its ``collationKey(_:)`` with: the indices of both, nil when every name has a file
    /// of its own.
    package static func firstCollision(among names: [String]) -> (earlier: Int, later: Int)? {
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let key = collationKey(name)
            if let earlier = seen[key] { return (earlier, index) }
            seen[key] = index
        }
        return nil
    }

    /// Why the `kind` (screen, device) named `later` cannot have the folder its name makes
    /// beside the one named `earlier` (written at `earlierPlace`: a key path, a file and line): both
    /// names, the folder names they make and, when those differ, why they are one.
    package static func collisionProblem(_ kind: String, later: String, earlier: String, at earlierPlace: String) -> String {
        let (laterFolder, earlierFolder) = (make(later), make(earlier))
        let shared =
            laterFolder == earlierFolder
            ? "would share the folder \(laterFolder.quoted)"
            : "would share one folder: \(laterFolder.quoted) and \(earlierFolder.quoted) are one name on a file system that ignores case (macOS, Windows)"
        return "\(kind) \(later.quoted) and \(kind) \(earlier.quoted) at \(earlierPlace) \(shared); give each \(kind) a name of its own"
    }
}
