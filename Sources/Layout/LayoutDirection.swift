/// The direction a screen is laid out in, as UIKit's `effectiveUserInterfaceLayoutDirection`:
/// right to left for right-to-left languages, which mirrors the screen.
package enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
