import CPangoCairo
import Layout

extension PangoTextLayout {
    /// Adds the attributes that make Pango break lines as UIKit does to `attributes`, which
    /// covers the whole text.
    ///
    /// Pango 1.44 and later put a hyphen at the end of a line that ends inside a word (a word too
    /// long for the line, broken between characters). UIKit's default paragraph style has
    /// `hyphenationFactor` 0 and breaks such a word with no hyphen, so hyphens are inserted only
    /// when the request asks for hyphenation.
    static func insertLineBreakAttributes(for request: TextMeasurementRequest, into attributes: OpaquePointer?) {
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(request.hyphenation ? 1 : 0))
    }
}
