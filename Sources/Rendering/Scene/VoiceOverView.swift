import Layout
import Spec

/// What the `voiceover` overlay shows of one laid-out screen (docs/voiceover.md, "The VoiceOver
/// view"): every stop VoiceOver makes (`ScreenLayout.voiceOverElements()`, the stops the layout
/// JSON lists) with its number in reading order, its colour and what VoiceOver speaks. The
/// overlay outlines each stop's frame in its colour with its number, and lists the spoken texts
/// beside the screen; the words come from the layout, so they are in the variant's language.
package struct VoiceOverView: Hashable, Sendable {
    /// One stop: its number (1 is read first), frame in content coordinates, colour and words.
    package struct Stop: Hashable, Sendable {
        package var number: Int
        package var frame: Rect
        package var color: Color
        /// What VoiceOver speaks (`VoiceOverElement.spoken`): label, value, traits, hint.
        package var spoken: String

    }

    package var stops: [Stop]
    /// The layout's direction: right to left, the legend's lines end at its right edge.
    package var direction: LayoutDirection
    /// The words of the variant's language (the layout's), which the list's title and notes are
    /// written in too.
    package var words: VoiceOverWords

    /// The stops of `layout`, in VoiceOver's reading order.
    package init(layout: ScreenLayout) {
        stops = layout.voiceOverElements().enumerated().map { index, stop in
            Stop(number: index + 1, frame: stop.element.frame, color: Self.color(ofStop: index + 1), spoken: stop.spoken)
        }
        direction = layout.direction
        words = layout.voiceOverWords
    }

    /// The list's line for `stop`: what is spoken, or a note that nothing is (no label, value,
    /// trait or hint).
    package func legendText(_ stop: Stop) -> String { stop.spoken.isEmpty ? words.nothingToSpeak : stop.spoken }

    /// The base writing direction of the list's lines: right to left in a right-to-left language
    /// (Arabic), so a line that starts with a Latin name ("Ana Ruiz, هل ...") still reads from the
    /// right, as the spoken words run; else each line's own (its first strong character), which
    /// keeps English lines left to right in the right-to-left pseudolanguage.
    package var writingDirection: WritingDirection { words.language.isRightToLeft ? .rightToLeft : .natural }

    /// The list's first line, "VoiceOver reads, in order (3 stops):" in the variant's language.
    package var legendTitle: String { words.readingOrder(count: stops.count) }

    /// The list's last line when the screen is cut to its first screenful and `count` stops lie below.
    package func hiddenStopsNote(_ count: Int) -> String { words.stopsBelow(count) }

    /// The colours stops take in turn: the iOS tints at increased contrast (light), which keep
    /// white numbers readable, ordered so that neighbours differ in hue. Twelve, then again.
    package static let palette: [Color] = [
        "systemBlue", "systemRed", "systemGreen", "systemPurple", "systemOrange", "systemTeal", "systemPink", "systemIndigo", "systemBrown",
        "systemMint", "systemYellow", "systemCyan",
    ].map { SystemColors.all[$0]!.highContrastLight }

    /// The colour of stop `number` (1 first): the palette's, in turn.
    package static func color(ofStop number: Int) -> Color {
        palette[(number - 1) % palette.count]
    }

    /// How wide the list beside the screen is, in points.
    package static let legendWidth = 300.0
}
