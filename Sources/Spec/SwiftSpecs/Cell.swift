/// The template every cell of a screen is made from (a spec's `cell:`): a root ``Stack`` inside
/// padding, with the cell's background, border and optional fixed dimensions.
///
/// ```swift
/// Cell(padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), minHeight: 44, background: "systemBackground") {
///     Stack { Label("{text}") }
/// }
/// .tappable()
/// .accessories(.disclosureIndicator)
/// ```
public struct Cell: Sendable {
    /// The cell template as the spec model holds it.
    public var template: CellTemplate

    /// - Parameters:
    ///   - padding: between the cell's edges and its stack.
    ///   - minHeight: the cell is never shorter.
    ///   - height: a fixed height instead of self-sizing (`heightForRowAt`).
    ///   - width: a fixed width in a flow layout (`sizeForItemAt`).
    ///   - hugsContent: in a flow layout, the cell is as wide as its content.
    ///   - background: a colour name or `#RRGGBB`.
    ///   - border: the cell's outline.
    ///   - stack: the cell's root stack.
    public init(
        padding: EdgeInsets = .zero, minHeight: Double = 0, height: Double? = nil, width: Double? = nil, hugsContent: Bool = false,
        background: String = "secondarySystemGroupedBackground", border: CellTemplate.Border? = nil, stack: () -> Stack
    ) {
        template = CellTemplate(
            padding: padding, background: background, border: border, minimumHeight: minHeight, fixedHeight: height, fixedWidth: width,
            hugsContent: hugsContent, stack: stack().template
        )
    }

    /// Marks the cell as something to tap (it has a selection action): the audit checks it as
    /// a tap target.
    public func tappable(_ isTappable: Bool = true) -> Cell {
        var cell = self
        cell.template.isTappable = isTappable
        return cell
    }

    /// The most stops VoiceOver may read the cell as before the audit reports it (a spec's
    /// `maximumVoiceOverStops:`; ``CellTemplate/defaultMaximumVoiceOverStops`` by default).
    public func maximumVoiceOverStops(_ stops: Int) -> Cell {
        var cell = self
        cell.template.maximumVoiceOverStops = stops
        return cell
    }

    /// The cell's trailing accessories, leading to trailing (a spec's `accessories:`):
    /// `.accessories(.label(text: "{count}"), .disclosureIndicator)`, or a custom element,
    /// `.custom(Image(systemName: "star").templateElement)`.
    public func accessories(_ accessories: CellAccessory...) -> Cell {
        var cell = self
        cell.template.accessories = accessories
        return cell
    }
}
