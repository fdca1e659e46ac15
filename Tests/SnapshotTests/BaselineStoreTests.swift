import Foundation
import Testing
@testable import Snapshot

@Suite struct BaselineStoreTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-store-\(UUID().uuidString)")

    @Test func writingTheSameBytesLeavesTheFileAndItsTimeAlone() throws {
        let store = BaselineStore(root: root)
        #expect(try store.write([1, 2, 3], to: "suite/screen/a.png"))
        let path = store.url(for: "suite/screen/a.png").path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        #expect(try store.write([1, 2, 3], to: "suite/screen/a.png") == false)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(modified == past)
        #expect(try store.write([4], to: "suite/screen/a.png"))
        #expect(store.read("suite/screen/a.png") == [4])
    }

    @Test func writesLeaveNoTemporaryFilesAndListingSkipsThem() throws {
        let store = BaselineStore(root: root)
        try store.write([1], to: "s/b.png")
        try store.write([2], to: "s/x/a.png")
        try Data([9]).write(to: store.url(for: "s/.c.png.partial"))
        let names = try FileManager.default.contentsOfDirectory(atPath: store.url(for: "s").path).sorted()
        #expect(names == [".c.png.partial", "b.png", "x"])
        #expect(store.baselines(under: "s") == ["s/b.png", "s/x/a.png"])
    }

    @Test func anUnwritableBaselineIsAnErrorAndTheOldFileSurvives() throws {
        let store = BaselineStore(root: root)
        try store.write([1], to: "s/a.png")
        // A regular file where a folder is needed.
        #expect(throws: BaselineStoreError.self) { try store.write([2], to: "s/a.png/b.png") }
        #expect(store.read("s/a.png") == [1])
    }
}
