/// A view a cell template arranges: a ``Label``, ``Image``, ``Spacer`` or ``Stack``, written in
/// a ``Stack``'s content.
public protocol CellElement: Sendable {
    /// The element as the spec model holds it.
    var templateElement: TemplateElement { get }
}

/// Collects a stack's arranged views, as a `UIStackView`'s `arrangedSubviews`: labels, images,
/// spacers and nested stacks, with `if`, `if`/`else` and `for` as in SwiftUI.
@resultBuilder
public enum CellElementBuilder {
    /// One arranged view.
    public static func buildExpression(_ element: some CellElement) -> [TemplateElement] { [element.templateElement] }
    /// Every line's values, in order.
    public static func buildBlock(_ parts: [TemplateElement]...) -> [TemplateElement] { parts.flatMap { $0 } }
    /// The values of an `if` that holds; none otherwise.
    public static func buildOptional(_ part: [TemplateElement]?) -> [TemplateElement] { part ?? [] }
    /// The values of the branch taken.
    public static func buildEither(first part: [TemplateElement]) -> [TemplateElement] { part }
    /// The values of the branch taken.
    public static func buildEither(second part: [TemplateElement]) -> [TemplateElement] { part }
    /// The values of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[TemplateElement]]) -> [TemplateElement] { parts.flatMap { $0 } }
}
