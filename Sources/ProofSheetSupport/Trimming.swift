extension StringProtocol {
    /// The text without leading and trailing whitespace and line breaks: the characters
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims (Unicode's White_Space, as
    /// `Character.isWhitespace` says, and the zero-width space, which Foundation's set keeps from
    /// older Unicode), without the trip through Foundation's `NSString`, for paths that run once
    /// per element of every variant (the audit's VoiceOver rules trim every stop's label).
    package var trimmedOfWhitespace: SubSequence {
        // Most texts start and end with a printable ASCII character: nothing to trim.
        if let first = utf8.first, (0x21...0x7E).contains(first), let last = last?.asciiValue, (0x21...0x7E).contains(last) {
            return self[startIndex..<endIndex]
        }
        let kept = { (character: Character) in !character.isWhitespace && character != "\u{200B}" }
        guard let first = firstIndex(where: kept), let last = lastIndex(where: kept) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
