extension Double {
    /// Shortest text for a number: "17" for 17.0, "14.5" for 14.5, "13.666666666666666" unrounded.
    public var compact: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
