/// A review sheet's row or column label: its value and, optionally, a second line explaining it.
/// Each axis declares the header of its values (``MatrixAxis/Sheet``); painting draws them as
/// `ReviewSheet.Header`.
package struct SheetHeader: Hashable, Sendable {
    package var title: String
    package var detail: String?

    package init(title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}
