import Layout

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
    public static func buildExpression(_ element: some CellElement) -> [TemplateElement] { [element.templateElement] }
    public static func buildBlock(_ parts: [TemplateElement]...) -> [TemplateElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TemplateElement]?) -> [TemplateElement] { part ?? [] }
    public static func buildEither(first part: [TemplateElement]) -> [TemplateElement] { part }
    public static func buildEither(second part: [TemplateElement]) -> [TemplateElement] { part }
    public static func buildArray(_ parts: [[TemplateElement]]) -> [TemplateElement] { parts.flatMap { $0 } }
}
