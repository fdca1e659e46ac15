import DynamicType
import Snapshot
import Spec
import Variants

extension VariantAxes {
    /// The axes of page `page` (from 1) of `pageCount` of a variant on the standard axes, recorded
    /// and labelled by the registry's own axes (`Variant.axes(scale:pageIndex:pageCount:)`), for
    /// tests that make outcomes by hand.
    package init(
        screen: String, device: String, category: ContentSizeCategory, columns: Int, appearance: Appearance, scale: Int, page: Int = 1,
        pageCount: Int = 1
    ) {
        let variant = Variant(
            screen: screen, device: Device(name: device, size: Size(width: 0, height: 0), scale: Double(scale)), category: category,
            columns: columns, appearance: appearance)
        self = variant.axes(scale: scale, pageIndex: page - 1, pageCount: pageCount)
    }
}
