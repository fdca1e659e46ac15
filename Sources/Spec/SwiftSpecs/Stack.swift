import DynamicType

/// A `UIStackView` in a cell (a spec's `stack:`): its arranged views along `axis`, `spacing`
/// apart, placed across the axis by `alignment`, with `.fill` distribution.
///
/// ```swift
/// Stack(.horizontal, spacing: 12, alignment: .top) {
///     Image(size: 44, scaledWith: .body)
///     Stack(spacing: 4) {
///         Label("{name}", style: .headline)
///         Label("{message}")
///     }
/// }
/// .axis(.vertical, at: .accessibilitySizes)
/// ```
public struct Stack: CellElement {
    /// The stack as the spec model holds it.
    public var template: StackTemplate

    /// A stack of the views `content` lists, along `axis`, `spacing` points apart.
    public init(
        _ axis: Axis = .vertical, spacing: Double = 0, alignment: StackAlignment = .fill, @CellElementBuilder content: () -> [TemplateElement]
    ) {
        template = StackTemplate(axis: axis, spacing: spacing, alignment: alignment, items: content())
    }

    /// The stack as an element of its parent stack.
    public var templateElement: TemplateElement { .stack(template) }

    /// The axis at the categories in `sizes`: the usual Dynamic Type switch is
    /// `.axis(.vertical, at: .accessibilitySizes)`, which sets the stack's accessibility axis (a
    /// spec's `accessibilityAxis`); any other range adds a rule.
    public func axis(_ axis: Axis, at sizes: CategoryRange) -> Stack {
        changed { stack in
            if sizes == .accessibilitySizes {
                stack.accessibilityAxis = axis
            } else {
                stack.rules.append(sizes.rule(StackTemplate.Changes(axis: axis)))
            }
        }
    }

    /// The spacing at the categories in `sizes`.
    public func spacing(_ spacing: Double, at sizes: CategoryRange) -> Stack {
        changed { $0.rules.append(sizes.rule(StackTemplate.Changes(spacing: spacing))) }
    }

    /// The alignment at the categories in `sizes`.
    public func alignment(_ alignment: StackAlignment, at sizes: CategoryRange) -> Stack {
        changed { $0.rules.append(sizes.rule(StackTemplate.Changes(alignment: alignment))) }
    }

    /// Hidden at `category` and every larger one (a spec's `hiddenFrom`).
    public func hidden(from category: ContentSizeCategory) -> Stack {
        changed { $0.hiddenFrom = category }
    }

    /// Hidden at the categories in `sizes`.
    public func hidden(at sizes: CategoryRange) -> Stack {
        changed { $0.rules.append(sizes.rule(StackTemplate.Changes(hidden: true))) }
    }

    /// Marks the stack as something to tap (a button of an icon and a title): the audit checks
    /// it as a tap target.
    public func tappable(_ isTappable: Bool = true) -> Stack {
        changed { $0.isTappable = isTappable }
    }

    /// `distribution`: how the children share the stack's length along its axis.
    public func distribution(_ distribution: StackDistribution) -> Stack {
        changed { $0.distribution = distribution }
    }

    /// Lays the children out inside `margins` (`layoutMargins` with
    /// `isLayoutMarginsRelativeArrangement = true`; a spec writes both keys).
    public func layoutMargins(_ margins: EdgeInsets = StackTemplate.defaultLayoutMargins) -> Stack {
        changed {
            $0.layoutMargins = margins
            $0.isLayoutMarginsRelativeArrangement = true
        }
    }

    /// `setCustomSpacing(_:after:)`: `spacing` after the child at `index` of the stack's children.
    public func customSpacing(_ spacing: Double, after index: Int) -> Stack {
        changed { $0.customSpacing.append(StackTemplate.CustomSpacing(after: index, spacing: spacing)) }
    }

    /// A background colour behind the stack's frame, with rounded corners.
    public func background(_ color: String, cornerRadius: Double = 0) -> Stack {
        changed {
            $0.background = color
            $0.cornerRadius = cornerRadius
        }
    }

    private func changed(_ change: (inout StackTemplate) -> Void) -> Stack {
        var stack = self
        change(&stack.template)
        return stack
    }
}
