import DynamicType
import Layout
import Localization
import ProofSheetSupport
import Spec

/// One cell of a screen's matrix: its value on each axis of the registry
/// (`VariantAxisRegistry`): a device (or width), a content-size category, a column count, an
/// appearance and, for a screen that lists `languages`, a language, and any axis registered
/// beyond those.
public struct Variant: Hashable, Sendable {
    public var screen: String
    public var device: Device
    public var category: ContentSizeCategory
    public var columns: Int
    public var appearance: Appearance
    /// The language the screen is shown in; nil for a screen that lists no `languages`, whose
    /// text is the spec's as written.
    public var language: LanguageTag?
    /// The values on axes registered beyond the standard ones, by axis key.
    var otherAxes: [String: MatrixAxis.Value] = [:]

    public init(
        screen: String, device: Device, category: ContentSizeCategory, columns: Int, appearance: Appearance = .light, language: LanguageTag? = nil
    ) {
        self.screen = screen
        self.device = device
        self.category = category
        self.columns = columns
        self.appearance = appearance
        self.language = language
    }

    /// A variant of `screen` whose axis values are all still to be set, by the matrix.
    init(unsetAxesOf screen: String) {
        self.init(screen: screen, device: Device(name: "", size: Size(width: 0, height: 0), scale: 1), category: .large, columns: 0)
    }

    /// The variant's value on `axis` of the current registry.
    package func value(on axis: MatrixAxis) -> MatrixAxis.Value {
        axis.value(of: self)
    }

    /// The direction the variant is laid out in: right to left for a right-to-left language.
    package var layoutDirection: LayoutDirection {
        language?.isRightToLeft == true ? .rightToLeft : .leftToRight
    }

    /// A file-name stem built from the axis values only (`VariantAxisRegistry.baselineStem(of:)`):
    /// `2col-accessibilityExtraLarge`, with `-dark` for the dark appearance. Screen, device and
    /// language are folders or prefixes around it (`BaselineName`).
    public var fileStem: String {
        VariantAxisRegistry.current.baselineStem(of: self)
    }

    /// The caption strip: screen, then each axis of the registry as it declares
    /// (`MatrixAxis.StripPart`), with the scale (nil for vector output, which has none) after
    /// the axes that size the layout: `list · iPhone 16, 393 pt · L large · 1 column · @2x · light`.
    public func caption(scale: Int?) -> String {
        VariantAxisRegistry.current.caption(of: self, scale: scale)
    }

    /// The axis values of page `pageIndex` (from 0) of `pageCount` at `scale`, for reports: a
    /// variant of one page has no page axis, as its baseline name has no page suffix.
    public func axes(scale: Int, pageIndex: Int = 0, pageCount: Int = 1) -> VariantAxes {
        let paged = pageCount > 1
        return VariantAxes(
            screen: screen, values: VariantAxisRegistry.current.axes.compactMap { $0.recordedValue(of: self) }, scale: scale,
            page: paged ? pageIndex + 1 : nil, pageCount: paged ? pageCount : nil
        )
    }
}
