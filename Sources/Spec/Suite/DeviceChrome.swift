/// The parts of a device screen around the content: the status bar, the safe areas and the home
/// indicator, as in the device's screen in points.
public struct DeviceChrome: Hashable, Sendable {
    /// The full screen height in points; a short screen is drawn at least this tall.
    public var screenHeight: Double
    /// Height of the status bar at the top (0 when hidden, as on iPhone in landscape).
    public var statusBarHeight: Double
    /// Safe-area insets in this orientation.
    public var safeArea: EdgeInsets
    /// Whether the screen has a home indicator (Face ID devices and current iPads).
    public var hasHomeIndicator: Bool

    public init(screenHeight: Double, statusBarHeight: Double, safeArea: EdgeInsets, hasHomeIndicator: Bool) {
        self.screenHeight = screenHeight
        self.statusBarHeight = statusBarHeight
        self.safeArea = safeArea
        self.hasHomeIndicator = hasHomeIndicator
    }
}
