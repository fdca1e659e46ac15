import Testing

@testable import Snapshot

@Suite struct DiffToleranceTests {
    @Test func noLimitsMeansAnyCountedPixelFails() {
        #expect(DiffTolerance.exact.allows(diffPixels: 0, totalPixels: 100))
        #expect(!DiffTolerance.exact.allows(diffPixels: 1, totalPixels: 100))
    }

    @Test func absoluteRelativeAndTheSmallerOfBoth() throws {
        let absolute = try DiffTolerance(maxDiffPixels: 10)
        #expect(absolute.allows(diffPixels: 10, totalPixels: 20) && !absolute.allows(diffPixels: 11, totalPixels: 1_000_000))
        let relative = try DiffTolerance(maxDiffPixelRatio: 0.01)
        #expect(relative.limit(totalPixels: 1170 * 2532) == 29624.4)
        #expect(relative.allows(diffPixels: 29624, totalPixels: 1170 * 2532) && !relative.allows(diffPixels: 29625, totalPixels: 1170 * 2532))
        let both = try DiffTolerance(maxDiffPixels: 100, maxDiffPixelRatio: 0.01)
        #expect(both.limit(totalPixels: 1000) == 10 && both.limit(totalPixels: 1_000_000) == 100)
    }

    @Test func outOfRangeLimitsAreRejected() {
        #expect(throws: PixelDiffError.self) { try DiffTolerance(maxDiffPixels: -1) }
        #expect(throws: PixelDiffError.self) { try DiffTolerance(maxDiffPixelRatio: 1.5) }
        #expect(throws: PixelDiffError.self) { try DiffTolerance(maxDiffPixelRatio: .nan) }
    }
}
