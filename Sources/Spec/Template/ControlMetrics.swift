import DynamicType

/// Every number ProofSheet draws a `button` and a `switch` element with, in one place. Apple's
/// documentation names the sizes, corner styles and paddings but gives no numbers for them;
/// docs/components.md lists each value with its source, or says it was chosen and why.
package enum ControlMetrics {
    /// What one `buttonSize` sets: the text styles of the title and subtitle, the content insets,
    /// the space between title and subtitle and between image and text, and the corner radius of
    /// `cornerStyle: dynamic` and `fixed` before Dynamic Type scales it.
    package struct ButtonSizeMetrics: Hashable, Sendable {
        /// The title's text style without a subtitle.
        package var titleStyle: TextStyle
        /// The title's text style with a subtitle (UIKit sets the title bolder above a subtitle).
        package var titleStyleWithSubtitle: TextStyle
        package var subtitleStyle: TextStyle
        /// `contentInsets`' default: leading and trailing are `left` and `right`.
        package var contentInsets: EdgeInsets
        /// `titlePadding`'s default.
        package var titlePadding: Double
        /// `imagePadding`'s default.
        package var imagePadding: Double
        /// The radius of `cornerStyle: dynamic` (at the default category) and `fixed`.
        package var cornerRadius: Double
    }

    /// The metrics of each `buttonSize` (chosen: no Apple source gives them; docs/components.md).
    package static func button(_ size: ButtonSize) -> ButtonSizeMetrics {
        switch size {
        case .mini:
            ButtonSizeMetrics(
                titleStyle: .footnote, titleStyleWithSubtitle: .footnote, subtitleStyle: .caption2,
                contentInsets: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8), titlePadding: 1, imagePadding: 4, cornerRadius: 4)
        case .small:
            ButtonSizeMetrics(
                titleStyle: .subheadline, titleStyleWithSubtitle: .subheadline, subtitleStyle: .footnote,
                contentInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), titlePadding: 2, imagePadding: 4, cornerRadius: 6)
        case .medium:
            ButtonSizeMetrics(
                titleStyle: .body, titleStyleWithSubtitle: .headline, subtitleStyle: .subheadline,
                contentInsets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12), titlePadding: 2, imagePadding: 6, cornerRadius: 6)
        case .large:
            ButtonSizeMetrics(
                titleStyle: .body, titleStyleWithSubtitle: .headline, subtitleStyle: .subheadline,
                contentInsets: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20), titlePadding: 2, imagePadding: 8, cornerRadius: 8)
        }
    }

    /// The radius of the named corner styles `small`, `medium` and `large` (chosen; docs/components.md).
    package static func cornerRadius(_ style: ButtonCornerStyle) -> Double? {
        switch style {
        case .small: 4
        case .medium: 8
        case .large: 12
        case .dynamic, .fixed, .capsule: nil
        }
    }

    /// The text style whose `UIFontMetrics` scales the `dynamic` corner radius.
    package static let dynamicCornerStyle = TextStyle.body

    /// How opaque the tint is behind a `tinted` or `borderedTinted` button (chosen; docs/components.md).
    package static let tintedBackgroundOpacity = 0.15
    /// The colour behind a `gray` or `bordered` button (chosen; docs/components.md).
    package static let grayBackground = "tertiarySystemFill"
    /// The title's colour on a `filled` or `borderedProminent` button.
    package static let filledForeground = "white"
    /// The default tint: `UIColor.tintColor` of an app that sets none.
    package static let defaultTint = "systemBlue"

    /// `UISwitch`'s size in points: fixed, whatever the frame and the content-size category
    /// (UIKit documentation, `UISwitch.init(frame:)`; 51 × 31 measured, docs/components.md).
    package static let switchSize = Size(width: 51, height: 31)
    /// The thumb's inset from the track's edge, all round (chosen; docs/components.md).
    package static let switchThumbInset = 2.0
    /// The default `onTintColor`.
    package static let switchOnTint = "systemGreen"
    /// The track of a switch that is off (chosen; docs/components.md).
    package static let switchOffTrack = "systemFill"
    /// The thumb's colour (`thumbTintColor`'s default).
    package static let switchThumb = "white"
    /// The thumb's shadow: a translucent copy of the thumb this far below it (chosen; docs/components.md).
    package static let switchShadowOffset = 1.5
    package static let switchShadow = "#00000026"
}
