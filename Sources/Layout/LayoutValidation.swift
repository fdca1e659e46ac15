import Spec

/// Checks shared by the layouts. Each throws the ``LayoutError`` that names the offending value;
/// names are built only on failure.
enum LayoutValidation {
    /// A length must be finite and at least 0.
    static func length(_ value: Double, _ name: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite, value >= 0 else { throw .invalidLength(name: name(), value: value) }
    }

    /// Every side of `insets` must be a valid length.
    static func insets(_ insets: EdgeInsets, _ name: @autoclosure () -> String) throws(LayoutError) {
        try length(insets.top, "\(name()).top")
        try length(insets.left, "\(name()).left")
        try length(insets.bottom, "\(name()).bottom")
        try length(insets.right, "\(name()).right")
    }

    static func columns(_ columns: Int) throws(LayoutError) {
        guard columns > 0 else { throw .invalidColumnCount(columns) }
    }

    static func displayScale(_ scale: Double) throws(LayoutError) {
        guard scale.isFinite, scale > 0 else { throw .invalidDisplayScale(scale) }
    }

    /// The collection width, its content inset and every section's counts and lengths.
    static func container(width: Double, contentInset: EdgeInsets, sections: [LayoutSection]) throws(LayoutError) {
        try length(width, "width")
        try insets(contentInset, "contentInset")
        try fits("contentInset.left + contentInset.right", contentInset.horizontal, in: width)
        for (index, section) in sections.enumerated() {
            guard section.itemCount >= 0 else { throw .negativeItemCount(section: index, itemCount: section.itemCount) }
            try insets(section.inset, "sections[\(index)].inset")
            try length(section.interitemSpacing, "sections[\(index)].interitemSpacing")
            try length(section.lineSpacing, "sections[\(index)].lineSpacing")
            try length(section.headerHeight, "sections[\(index)].headerHeight")
            try length(section.footerHeight, "sections[\(index)].footerHeight")
        }
    }

    /// Content and section insets together must fit in `width`.
    static func sectionInsets(_ section: LayoutSection, index: Int, contentInset: EdgeInsets, width: Double) throws(LayoutError) {
        try fits(
            "contentInset.left + contentInset.right + sections[\(index)].inset.left + sections[\(index)].inset.right",
            contentInset.horizontal + section.inset.horizontal, in: width
        )
    }

    /// `(columns − 1) · spacing` must fit in `availableWidth`.
    static func columnSpacing(section: Int, columns: Int, spacing: Double, availableWidth: Double) throws(LayoutError) {
        guard Double(columns - 1) * spacing <= availableWidth else {
            throw .columnsDoNotFit(section: section, columns: columns, spacing: spacing, availableWidth: availableWidth)
        }
    }

    /// `total` (insets or padding named by `what`) must be at most `width`.
    static func fits(_ what: @autoclosure () -> String, _ total: Double, in width: Double) throws(LayoutError) {
        guard total <= width else { throw .insetsExceedWidth(what: what(), insets: total, width: width) }
    }

    /// A size returned by the sizer must have finite components, each at least 0.
    static func itemSize(_ size: Size, section: Int, item: Int) throws(LayoutError) -> Size {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidItemSize(section: section, item: item, size: size)
        }
        return size
    }
}
