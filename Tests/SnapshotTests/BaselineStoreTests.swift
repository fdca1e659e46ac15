import Foundation
import TestSupport
import Testing

@testable import Snapshot

@Suite struct BaselineStoreTests {
    let scratch: ScratchFolder
    /// Not created: the store makes its root when it first writes.
    var root: URL { scratch.file("Baselines") }

    init() throws {
        scratch = try ScratchFolder("baseline-store")
    }

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
        #expect(try store.read("suite/screen/a.png") == [4])
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
        #expect(try store.read("s/a.png") == [1])
    }
}

/// The store never follows, reads through or replaces anything but a regular file, never leaves
/// its root, and clears the temporaries an interrupted write left.
@Suite struct BaselineStoreSafetyTests {
    let scratch: ScratchFolder
    /// Not created: the store makes its root when it first writes.
    var root: URL { scratch.file("Baselines") }
    var store: BaselineStore { BaselineStore(root: root) }

    init() throws {
        scratch = try ScratchFolder("baseline-store-safety")
    }

    /// The error `body` throws, as a BaselineStoreError.
    func failure(_ body: () throws -> Void) -> BaselineStoreError? {
        do { try body() } catch { return error as? BaselineStoreError }
        return nil
    }

    @Test func aSymbolicLinkIsNeitherFollowedNorReplaced() throws {
        try store.write([1], to: "s/target.png")
        let link = store.url(for: "s/a.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store.url(for: "s/target.png").path)
        let read = failure { _ = try store.read("s/a.png") }
        #expect(read?.path == link && read?.reason.contains("symbolic link") == true, "\(String(describing: read))")
        let write = failure { try store.write([2], to: "s/a.png") }
        #expect(write?.path == link && write?.description.contains("symbolic link") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == store.url(for: "s/target.png").path)
        #expect(try store.read("s/target.png") == [1])
        #expect(failure { try store.remove("s/a.png") } != nil)
        #expect(store.baselines(under: "s") == ["s/target.png"], "a link is not listed as a baseline")
    }

    @Test func aFolderAtABaselinePathIsAnError() throws {
        try FileManager.default.createDirectory(at: store.url(for: "s/a.png/inside"), withIntermediateDirectories: true)
        #expect(failure { _ = try store.read("s/a.png") }?.reason.contains("folder") == true)
        #expect(failure { try store.write([1], to: "s/a.png") }?.operation == .write)
        #expect(FileManager.default.fileExists(atPath: store.url(for: "s/a.png/inside").path))
    }

    /// Opening a FIFO for reading blocks until a writer comes; the store must not open it.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsAnErrorAndDoesNotBlock() throws {
        try FileManager.default.createDirectory(at: store.url(for: "s"), withIntermediateDirectories: true)
        #expect(mkfifo(store.url(for: "s/a.png").path, 0o644) == 0)
        let read = failure { _ = try store.read("s/a.png") }
        #expect(read?.path == store.url(for: "s/a.png").path && read?.reason.contains("FIFO") == true)
        #expect(failure { try store.write([1], to: "s/a.png") } != nil)
        var info = stat()
        #expect(lstat(store.url(for: "s/a.png").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still the FIFO")
    }

    @Test(arguments: ["", "/etc/passwd.png", "../outside.png", "s/../../outside.png", "s/./a.png", "s//a.png", "s/a\u{0}b.png", "s/a\nb.png", "s/"])
    func aPathThatCouldLeaveTheRootIsRefused(path: String) throws {
        let write = failure { try store.write([1], to: path) }
        #expect(write?.reason.contains("must stay inside the baselines folder") == true, "\(String(describing: write))")
        #expect(failure { _ = try store.read(path) } != nil)
        #expect(failure { try store.remove(path) } != nil)
        #expect(!FileManager.default.fileExists(atPath: root.deletingLastPathComponent().appendingPathComponent("outside.png").path))
        #expect(write?.path.contains("\n") == false && write?.path.contains("\u{0}") == false, "control characters are escaped")
    }

    @Test func leftoverTemporariesAreRemovedAndNeverListed() throws {
        try store.write([1], to: "s/x/a.png")
        let leftovers = ["s/x/" + TemporaryNames.ofEndedRun("a.png"), "s/" + TemporaryNames.ofEndedRun("b.png")]
        for path in leftovers { try Data([9]).write(to: store.url(for: path)) }
        try Data([9]).write(to: store.url(for: "s/.notes.partial"))  // not a temporary's name
        let running = TemporaryNames.ofRunningProcess("a.png", pid: 1)  // a concurrent run's
        try Data([9]).write(to: store.url(for: "s/x/" + running))
        #expect(store.baselines(under: "s") == ["s/x/a.png"])
        #expect(store.removeLeftovers(under: "s") == leftovers.sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.url(for: "s").path).sorted() == [".notes.partial", "x"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.url(for: "s/x").path).sorted() == [running, "a.png"].sorted())
        #expect(store.removeLeftovers(under: "s").isEmpty)
    }

    @Test func aFileWhereAFolderBelongsIsNamed() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data([1]).write(to: store.url(for: "suite"))
        let folder = failure { try store.checkFolder("suite") }
        #expect(
            folder?.operation == .useFolder && folder?.path == store.url(for: "suite").path
                && folder?.reason.contains("is a file, not a folder") == true)
        #expect(failure { try store.checkFolder("other") } == nil)
        let write = failure { try store.write([1], to: "suite/screen/a.png") }
        #expect(
            write?.description
                == "cannot write baseline \(store.url(for: "suite/screen/a.png").path): \(store.url(for: "suite").path) is a file, not a folder")
    }
}
