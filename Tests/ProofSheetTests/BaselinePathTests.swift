import Testing
@testable import ProofSheet

/// Baseline names parse back into the parts `Variant.baselinePath` joins.
@Suite struct BaselinePathTests {
    @Test(arguments: [
        ("s/screen/iphone-16/2col-large.png", "2col-large", nil, 1),
        ("s/screen/iphone-16/2col-large@2x.png", "2col-large", nil, 2),
        ("s/screen/iphone-16/2col-large-dark-page03@3x.png", "2col-large-dark", 3, 3),
        ("s/screen/iphone-16/1col-large-page12.png", "1col-large", 12, 1),
        ("s/screen/iphone-16/notes@home.png", "notes@home", nil, 1),
        ("s/screen/iphone-16/a-page1.png", "a-page1", nil, 1),
        ("s/screen/iphone-16/a@x.png", "a@x", nil, 1),
    ] as [(String, String, Int?, Int)])
    func namesSplitIntoStemPageAndScale(path: String, stem: String, page: Int?, scale: Int) throws {
        let name = try #require(BaselinePath(path))
        #expect(name.folder == "s/screen/iphone-16")
        #expect(name.stem == stem && name.page == page && name.scale == scale)
    }

    @Test func everyPathAVariantWritesParsesBack() throws {
        let variant = Variant(screen: "Recipe grid", device: try Device.preset(named: "iPhone 16"), category: .accessibilityLarge, columns: 2, appearance: .dark)
        for scale in 1...3 {
            for (page, count) in [(0, 1), (1, 3)] {
                let path = variant.baselinePath(suite: "Recipes", scale: scale, page: page, pageCount: count)
                let name = try #require(BaselinePath(path))
                #expect(name.scale == scale && name.page == (count == 1 ? nil : page + 1) && name.stem == variant.fileStem)
                #expect(name.unpaged == variant.baselinePath(suite: "Recipes", scale: scale))
            }
        }
    }

    @Test func somethingOtherThanAPNGIsNotABaseline() {
        #expect(BaselinePath("s/a/b/environment.json") == nil)
        #expect(BaselinePath("s/a/b/@2x.png") == nil)
    }
}
