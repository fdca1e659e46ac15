import Foundation
import ProofSheetSupport

/// The name of one baseline: `<folder>/<stem>[-pageNN][@Nx]`, the one place where names of
/// baselines are formatted and parsed.
///
/// ProofSheet writes a variant's baseline at
/// `<suite>/<screen>/<device>/<columns>col-<category>[-dark][-pageNN][@Nx].png` under the
/// snapshots folder, and a variant of a screen with languages one folder further down, at
/// `<suite>/<screen>/<device>/<language>/...`. ``path`` is that relative path; ``name`` is the same without `.png`, as
/// `SnapshotOutcome.name`, accept lists and `check`'s output print it. Both parse back
/// (``init(path:)``, ``init(name:)``), so orphans, pruning and accept lists tell scale and page
/// apart from the name itself, never by matching suffixes.
///
/// - The scale suffix is `@2x`, `@3x`, …; @1x has none (``scaleSuffix(_:)``).
/// - A variant taller than one page has a page suffix on every page: `-page01`, `-page02`, …, with
///   two digits, or as many as the page count has (`-page001` of 100 pages or more); a one-page
///   variant has none (``Page``).
///
/// Every value formats to a name that parses back to the same value: a stem never ends in
/// something that reads as a page or scale suffix, and never contains `/`. Parsing is strict about
/// what looks like a suffix: a page number or scale of zero, one with non-ASCII digits, a scale
/// with a leading zero, or an `@1x`, is no name at all. A `-page` with one digit, or an `@` not
/// followed by digits and `x`, is part of the stem (`a-page1`, `notes@home`, `a@x`).
package struct BaselineName: Hashable, Sendable, CustomStringConvertible {
    /// One page of a variant split into pages, as its names carry it.
    package struct Page: Hashable, Sendable {
        /// The page number, from 1.
        package let number: Int
        /// How many digits the number is written with: 2, or more when the page count needs them.
        package let digits: Int

        /// Page `index` (from 0) of `count`; nil when `count` is 1 (or less), since the name of a
        /// variant that fits one page carries no page suffix. `index` must be below `count`.
        package init?(index: Int, of count: Int) {
            guard count > 1 else { return nil }
            precondition((0..<count).contains(index), "page index \(index) of \(count) pages")
            number = index + 1
            digits = max(2, String(count).count)
        }

        /// Page `number` (from 1) written with `digits` digits; nil when the number is below 1,
        /// `digits` below 2, or the number does not fit in `digits`.
        package init?(number: Int, digits: Int = 2) {
            guard number >= 1, digits >= 2, String(number).count <= digits else { return nil }
            self.number = number
            self.digits = digits
        }

        /// `-page03`, `-page003`.
        package var suffix: String {
            let text = String(number)
            return "-page" + String(repeating: "0", count: digits - text.count) + text
        }
    }

    /// Everything before the file name: `recipes/recipe-grid/iphone-16` for a baseline
    /// ProofSheet writes; empty for a name with no folder.
    package let folder: String
    /// The file name without page, scale or extension; for a variant its ``Variant/fileStem``,
    /// the axis values: `2col-large-dark`.
    package let stem: String
    /// The page of a variant split into pages; nil for one that fits one page.
    package let page: Page?
    /// The scale the suffix names: 1 (no suffix), 2 (`@2x`), 3 (`@3x`).
    package let scale: Int

    /// The baseline of page `pageIndex` (from 0) of `pageCount` of `variant` of the suite named
    /// `suite`, at `scale` (1 or more): `<suite>/<screen>/<device>[/<language>]/<variant.fileStem>`,
    /// with the suite and screen slugged, the folders below the screen's as the registry's axes
    /// give them (`VariantAxisRegistry.baselineFolder(of:)`). A language tag is a safe folder name as it is (ASCII
    /// letters, digits and `-`).
    package init(suite: String, variant: Variant, scale: Int, pageIndex: Int = 0, pageCount: Int = 1) {
        precondition(scale >= 1, "scale \(scale)")
        folder = "\(Slug.make(suite))/\(Slug.make(variant.screen))/" + VariantAxisRegistry.current.baselineFolder(of: variant)
        stem = variant.fileStem
        page = Page(index: pageIndex, of: pageCount)
        self.scale = scale
        assert(Self.isStem(stem[...]), "\(stem) is not a stem")
    }

    /// A name from its parts; nil when they would not parse back to themselves: an empty stem, a
    /// stem containing `/` or ending in what reads as a page or scale suffix (`a-page02`, `a@2x`,
    /// `a@0x`), or a scale below 1.
    package init?(folder: String, stem: String, page: Page? = nil, scale: Int = 1) {
        guard scale >= 1, Self.isStem(stem[...]) else { return nil }
        self.folder = folder
        self.stem = stem
        self.page = page
        self.scale = scale
    }

    /// Parses a baseline's relative path (a ``path``); nil when it does not end in `.png` or its
    /// name does not parse (``init(name:)``).
    package init?(path: String) {
        guard path.hasSuffix(".png") else { return nil }
        self.init(name: String(path.dropLast(4)))
    }

    /// Parses a baseline's name (a ``name``: the path without `.png`). The folder is everything
    /// before the last `/`; then an `@Nx` and a `-pageNN` come off the end of the file name. Nil
    /// when a suffix is malformed (`-page00`, `@0x`, `@1x`, `@02x`, non-ASCII digits) or the stem
    /// left is empty or itself ends in a suffix (`a@2x-page03`).
    package init?(name: String) {
        let slash = name.lastIndex(of: "/")
        let file = name[(slash.map(name.index(after:)) ?? name.startIndex)...]
        guard let parts = Self.split(file), Self.isStem(parts.stem) else { return nil }
        self.init(uncheckedFolder: slash.map { String(name[..<$0]) } ?? "", stem: String(parts.stem), page: parts.page, scale: parts.scale)
    }

    private init(uncheckedFolder folder: String, stem: String, page: Page?, scale: Int) {
        self.folder = folder
        self.stem = stem
        self.page = page
        self.scale = scale
    }

    /// `recipes/recipe-grid/iphone-16/2col-large-page02@2x`: the path without `.png`.
    package var name: String {
        (folder.isEmpty ? "" : folder + "/") + stem + Self.suffix(page: page, scale: scale)
    }

    /// `recipes/recipe-grid/iphone-16/2col-large-page02@2x.png`, relative to the snapshots folder.
    package var path: String { name + ".png" }

    package var description: String { name }

    /// The same variant at the same scale as a one-page baseline: what every page of it shares
    /// whatever the page count, so pages are matched to their variant by it.
    package var unpaged: BaselineName { onPage(nil) }

    /// The same variant and scale on `page` (nil: unpaged).
    package func onPage(_ page: Page?) -> BaselineName {
        BaselineName(uncheckedFolder: folder, stem: stem, page: page, scale: scale)
    }

    /// `-page02@2x`: the suffixes a file name of `page` at `scale` carries before its extension,
    /// in baselines and in `render`'s files alike.
    package static func suffix(page: Page?, scale: Int) -> String {
        (page?.suffix ?? "") + scaleSuffix(scale)
    }

    /// A scale as file names carry it: nothing at @1x, `@2x`, `@3x`.
    package static func scaleSuffix(_ scale: Int) -> String {
        scale == 1 ? "" : "@\(scale)x"
    }

    /// `file` split into stem, page and scale; nil when a suffix is malformed. The stem is not
    /// checked.
    private static func split(_ file: Substring) -> (stem: Substring, page: Page?, scale: Int)? {
        var stem = file
        var scale = 1
        // `@<digits>x` at the end is a scale; `@x`, `@homex` are part of the stem.
        if stem.last == "x", let at = stem.lastIndex(of: "@") {
            let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
            if !digits.isEmpty, digits.allSatisfy(\.isNumber) {
                guard let number = number(digits), number >= 2, digits.first != "0" else { return nil }
                scale = number
                stem = stem[..<at]
            }
        }
        // `-page<two or more digits>` at the end is a page; `-page1`, `-pagex` are part of the stem.
        var page: Page?
        if let dash = stem.range(of: "-page", options: .backwards) {
            let digits = stem[dash.upperBound...]
            if digits.count >= 2, digits.allSatisfy(\.isNumber) {
                guard let number = number(digits), let parsed = Page(number: number, digits: digits.count) else { return nil }
                page = parsed
                stem = stem[..<dash.lowerBound]
            }
        }
        return (stem, page, scale)
    }

    /// Whether `text` is a stem: non-empty, no `/`, and no suffix comes off it.
    private static func isStem(_ text: Substring) -> Bool {
        guard !text.isEmpty, !text.contains("/"), let parts = split(text) else { return false }
        return parts.stem == text
    }

    /// ASCII digits as a number; nil for anything else or a number too large for `Int`.
    private static func number(_ text: Substring) -> Int? {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
