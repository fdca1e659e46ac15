extension Screen {
    /// This screen shown at `contrasts` (a spec's `contrast:` list): `.high` is Increase Contrast,
    /// with system, asset-catalog and spec colours' high-contrast values.
    ///
    /// ```swift
    /// Screen("settings", layout: .list()) { ... } items: { ... }
    ///     .contrast([.normal, .high])
    /// ```
    ///
    /// An empty list or one that repeats a value is reported when the screen is run
    /// (``Suite/validate()``).
    public func contrast(_ contrasts: [AppearanceContrast]) -> Screen {
        var screen = self
        screen.contrasts = contrasts
        return screen
    }
}
