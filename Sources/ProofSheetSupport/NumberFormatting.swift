extension Double {
    /// Shortest text for a number: "17" for 17.0, "14.5" for 14.5, "13.666666666666666" unrounded.
    package var compact: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }

    /// At most two decimals, for lengths in messages: "573.67" for 573.6666…, "393" for 393.0.
    package var roundedForMessage: String {
        ((self * 100).rounded() / 100).compact
    }

    /// At most `places` decimals, trailing zeros dropped: 14.667 for 14.6666…
    package func rounded(toPlaces places: Int) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return ((self * factor).rounded() / factor).compact
    }
}

extension Int {
    /// The count and its noun for messages and reports: "1 variant", "3 variants" (the noun
    /// takes an "s" unless the count is 1).
    package func counted(_ noun: String) -> String {
        "\(self) \(noun)\(self == 1 ? "" : "s")"
    }
}
