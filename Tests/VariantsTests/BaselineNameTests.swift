import Foundation
import Spec
import TestSupport
import Testing
import Variants

/// Baseline names format and parse in one place: every name parses back to the value that
/// formatted it, odd stems and folders included, and malformed suffixes are no name at all.
@Suite struct BaselineNameTests {
    static let variant = Variant(
        screen: "Recipe grid", device: try! Device.preset(named: "iPhone 16"), category: .accessibilityLarge, columns: 2, appearance: .dark)

    @Test(arguments: [
        "recipes/recipe-grid/iphone-16/1col-large.png",
        "recipes/recipe-grid/iphone-16/2col-accessibilityExtraExtraExtraLarge-dark-page02@2x.png",
        // "-page" inside a screen name, a folder, or the stem.
        "s/landing-page02/iphone-16/1col-large-page03.png",
        "s/landing-page/iphone-16/1col-large.png",
        "landing-page02-iphone-16-1col-large-page03@2x.png",
        "s/a/b/a-page-page02.png",
        "s/a/b/a-pagex-page02.png",
        "s/a/b/a-page1.png",
        "s/a/b/a-page1-page11.png",
        // `@2x` in the folder, `@` in the stem.
        "s/screen@2x/iphone-16/1col-large.png",
        "s/screen@2x/iphone-16/1col-large@3x.png",
        "s/a@3x/b@2x/notes@home.png",
        "s/a/b/a@x.png",
        "s/a/b/a@x@2x.png",
        "s/a/b/a@-page02.png",
        // Pages of 100 or more, scale 3, no folder, odd folders.
        "s/a/b/1col-large-page100.png",
        "s/a/b/1col-large-page001@3x.png",
        "s/a/b/1col-large-page0100@2x.png",
        "1col-large@3x.png",
        "1col-large-page07.png",
        "a",
        "./a.png",
        "/abs/olute/1col-large.png",
        "a//b/1col-large.png",
        "ré sumé/ünïcode/2col-large-page12@2x.png",
    ])
    func formatParseFormatRoundTrips(text: String) throws {
        let path = text.hasSuffix(".png") ? text : text + ".png"
        let parsed = try #require(BaselineName(path: path))
        #expect(parsed.path == path)
        let name = String(path.dropLast(4))
        #expect(parsed.name == name)
        #expect(BaselineName(name: name) == parsed)
        // From its parts again, and through every other form.
        let rebuilt = try #require(BaselineName(folder: parsed.folder, stem: parsed.stem, page: parsed.page, scale: parsed.scale))
        #expect(rebuilt == parsed && rebuilt.path == path)
        #expect(BaselineName(path: parsed.unpaged.path) == parsed.unpaged)
        #expect(parsed.unpaged.onPage(parsed.page) == parsed)
        #expect(parsed.description == name)
    }

    @Test func theRoundTripParsesIntoTheParts() throws {
        let name = try #require(BaselineName(name: "landing-page02-iphone-16-1col-large-page003@3x"))
        #expect(name.folder == "" && name.stem == "landing-page02-iphone-16-1col-large" && name.scale == 3)
        #expect(name.page == BaselineName.Page(number: 3, digits: 3))
        let atTwo = try #require(BaselineName(path: "s/screen@2x/iphone-16/1col-large.png"))
        #expect(atTwo.folder == "s/screen@2x/iphone-16" && atTwo.stem == "1col-large" && atTwo.scale == 1 && atTwo.page == nil)
    }

    @Test func everyPageAndScaleOfAVariantRoundTrips() throws {
        for scale in 1...3 {
            for count in [1, 2, 3, 99, 100, 101, 1000] {
                for index in Set([0, 1, count / 2, count - 1]) where index < count {
                    let name = BaselineName(suite: "Recipes", variant: Self.variant, scale: scale, pageIndex: index, pageCount: count)
                    #expect(BaselineName(path: name.path) == name && BaselineName(name: name.name) == name)
                    #expect(BaselineName(path: name.path)?.path == name.path)
                    #expect(name.folder == "recipes/recipe-grid/iphone-16" && name.stem == "2col-accessibilityLarge-dark")
                    #expect(name.unpaged == BaselineName(suite: "Recipes", variant: Self.variant, scale: scale))
                }
            }
        }
    }

    @Test func pageNumbersHaveTwoDigitsOrAsManyAsTheCountNeeds() throws {
        func name(_ index: Int, of count: Int, scale: Int = 1) -> String {
            BaselineName(suite: "Recipes", variant: Self.variant, scale: scale, pageIndex: index, pageCount: count).path
        }
        let folder = "recipes/recipe-grid/iphone-16/2col-accessibilityLarge-dark"
        #expect(name(0, of: 1) == "\(folder).png")
        #expect(name(0, of: 1, scale: 2) == "\(folder)@2x.png")
        #expect(name(0, of: 2) == "\(folder)-page01.png")
        #expect(name(2, of: 3, scale: 3) == "\(folder)-page03@3x.png")
        #expect(name(98, of: 99) == "\(folder)-page99.png")
        #expect(name(0, of: 100) == "\(folder)-page001.png")
        #expect(name(99, of: 100, scale: 2) == "\(folder)-page100@2x.png")
        #expect(name(6, of: 1000) == "\(folder)-page0007.png")
        // Up to 99 pages, the names baselines always had.
        for count in 2...99 {
            for index in 0..<count {
                #expect(BaselineName.Page(index: index, of: count)?.suffix == String(format: "-page%02d", index + 1))
            }
        }
        #expect(BaselineName.Page(index: 0, of: 1) == nil)
        #expect(BaselineName.suffix(page: BaselineName.Page(index: 4, of: 120), scale: 3) == "-page005@3x")
        #expect(BaselineName.suffix(page: nil, scale: 1) == "")
        #expect(BaselineName.scaleSuffix(1) == "" && BaselineName.scaleSuffix(2) == "@2x" && BaselineName.scaleSuffix(3) == "@3x")
    }

    @Test(arguments: [
        // Not a PNG, or no stem.
        "s/a/b/environment.json", "s/a/b/1col-large.PNG", "s/a/b/1col-large", "", ".png", "s/a/b/.png", "s/a/b/@2x.png",
        "s/a/b/-page02.png", "s/a/b/-page02@2x.png",
        // A page of zero, non-ASCII digits, a number too large.
        "s/a/b/1col-large-page00.png", "s/a/b/1col-large-page000@2x.png", "s/a/b/1col-large-page٠٢.png", "s/a/b/1col-large-page0٢.png",
        "s/a/b/1col-large-page１２.png", "s/a/b/1col-large-page99999999999999999999999.png",
        // A scale of zero, one, with a leading zero, non-ASCII digits, too large.
        "s/a/b/1col-large@0x.png", "s/a/b/1col-large@1x.png", "s/a/b/1col-large@02x.png", "s/a/b/1col-large@٢x.png",
        "s/a/b/1col-large-page02@0x.png", "s/a/b/1col-large@99999999999999999999999x.png",
        // A stem that itself ends in a suffix would not survive losing its page or scale.
        "s/a/b/1col-large@2x-page03.png", "s/a/b/1col-large-page02-page03.png", "s/a/b/1col-large@2x@2x.png", "s/a/b/1col-large@0x-page03.png",
    ])
    func malformedNamesAreNoName(path: String) {
        #expect(BaselineName(path: path) == nil)
        if path.hasSuffix(".png") { #expect(BaselineName(name: String(path.dropLast(4))) == nil) }
    }

    @Test func namesWithoutExtensionParseToo() throws {
        #expect(BaselineName(name: "") == nil)
        #expect(BaselineName(name: "s/a/b/") == nil)
        // A name is the path without .png: one ending in .png names a file ending in .png.png.
        #expect(BaselineName(name: "s/a/b/1col-large.png")?.path == "s/a/b/1col-large.png.png")
        let name = try #require(BaselineName(name: "s/a/b/1col-large-page02@2x"))
        #expect(name.unpaged.name == "s/a/b/1col-large@2x" && name.unpaged.path == "s/a/b/1col-large@2x.png")
        #expect(name.onPage(BaselineName.Page(number: 3)).name == "s/a/b/1col-large-page03@2x")
        #expect(name.onPage(BaselineName.Page(number: 3, digits: 3)).name == "s/a/b/1col-large-page003@2x")
    }

    @Test func partsThatWouldNotParseBackAreNoName() {
        #expect(BaselineName(folder: "s", stem: "") == nil)
        #expect(BaselineName(folder: "s", stem: "a/b") == nil)
        #expect(BaselineName(folder: "s", stem: "a-page02") == nil)
        #expect(BaselineName(folder: "s", stem: "a-page00") == nil)
        #expect(BaselineName(folder: "s", stem: "a@2x") == nil)
        #expect(BaselineName(folder: "s", stem: "a@0x") == nil)
        #expect(BaselineName(folder: "s", stem: "a", scale: 0) == nil)
        #expect(BaselineName(folder: "s", stem: "a-page1")?.path == "s/a-page1.png")
        #expect(BaselineName(folder: "", stem: "notes@home", scale: 2)?.path == "notes@home@2x.png")
        #expect(BaselineName.Page(number: 0) == nil)
        #expect(BaselineName.Page(number: 1, digits: 1) == nil)
        #expect(BaselineName.Page(number: 100) == nil)
        #expect(BaselineName.Page(number: 100, digits: 3)?.suffix == "-page100")
    }

    // From BaselinePathTests: baseline names parse back into the parts a variant's name joins.

    @Test(
        arguments: [
            ("s/screen/iphone-16/2col-large.png", "2col-large", nil, 1),
            ("s/screen/iphone-16/2col-large@2x.png", "2col-large", nil, 2),
            ("s/screen/iphone-16/2col-large-dark-page03@3x.png", "2col-large-dark", 3, 3),
            ("s/screen/iphone-16/1col-large-page12.png", "1col-large", 12, 1),
            ("s/screen/iphone-16/notes@home.png", "notes@home", nil, 1),
            ("s/screen/iphone-16/a-page1.png", "a-page1", nil, 1),
            ("s/screen/iphone-16/a@x.png", "a@x", nil, 1),
        ] as [(String, String, Int?, Int)])
    func namesSplitIntoStemPageAndScale(path: String, stem: String, page: Int?, scale: Int) throws {
        let name = try #require(BaselineName(path: path))
        #expect(name.folder == "s/screen/iphone-16")
        #expect(name.stem == stem && name.page?.number == page && name.scale == scale)
    }

    @Test func everyPathAVariantWritesParsesBack() throws {
        let variant = Variant(
            screen: "Recipe grid", device: try Device.preset(named: "iPhone 16"), category: .accessibilityLarge, columns: 2, appearance: .dark)
        for scale in 1...3 {
            for (page, count) in [(0, 1), (1, 3)] {
                let path = BaselineName(suite: "Recipes", variant: variant, scale: scale, pageIndex: page, pageCount: count).path
                let name = try #require(BaselineName(path: path))
                #expect(name.scale == scale && name.page?.number == (count == 1 ? nil : page + 1) && name.stem == variant.fileStem)
                #expect(name.unpaged.path == BaselineName(suite: "Recipes", variant: variant, scale: scale).path)
            }
        }
    }

    @Test func somethingOtherThanAPNGIsNotABaseline() {
        #expect(BaselineName(path: "s/a/b/environment.json") == nil)
        #expect(BaselineName(path: "s/a/b/@2x.png") == nil)
    }

    /// Every committed baseline is a name that formats back to itself.
    @Test func committedBaselinesRoundTrip() throws {
        let root = Repository.url("Snapshots")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".png") }
        #expect(!paths.isEmpty)
        for path in paths {
            #expect(BaselineName(path: path)?.path == path, "\(path)")
        }
    }
}
