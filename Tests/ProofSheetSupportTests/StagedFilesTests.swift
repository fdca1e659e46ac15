import Foundation
import TestSupport
import Testing

@testable import ProofSheetSupport

/// All-or-nothing output: nothing appears at a destination before `commit()`, and a failure at
/// any point leaves neither temporaries nor part of the set behind.
@Suite struct StagedFilesTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func contents(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under `folder`, relative, hidden ones included.
    static func tree(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String { names.append(name) }
        return names.sorted()
    }

    @Test func commitMovesEveryFileIntoPlace() throws {
        let folder = try ScratchFolder("staged")
        let destinations = [folder.file("a.png"), folder.file("b.png"), folder.file("nested/deeper/c.svg")]
        let files = StagedFiles()
        for (index, destination) in destinations.enumerated() {
            try files.stage(Self.bytes("file \(index)"), at: destination)
        }
        #expect(files.destinations == destinations)
        // Before the commit only hidden temporaries exist, beside their destinations.
        let staged = Self.tree(folder.url).filter { !$0.hasSuffix("/deeper") && $0 != "nested" && $0 != "nested/deeper" }
        #expect(staged.count == 3)
        #expect(staged.allSatisfy { ($0 as NSString).lastPathComponent.hasPrefix(".") && $0.hasSuffix(".partial") }, "\(staged)")
        #expect(destinations.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })

        try files.commit()
        for (index, destination) in destinations.enumerated() {
            #expect(Self.contents(destination) == "file \(index)")
        }
        #expect(Self.tree(folder.url) == ["a.png", "b.png", "nested", "nested/deeper", "nested/deeper/c.svg"])
    }

    /// Files handed over (as a worker process hands its sheets to the parent) stay on disk when
    /// the `StagedFiles` that wrote them goes away, and the adopter commits them with its own,
    /// in order; discarding the adopter removes them.
    @Test func handedOverFilesAreCommittedOrDiscardedByTheAdopter() throws {
        let folder = try ScratchFolder("staged")
        let parent = StagedFiles()
        try parent.stage(Self.bytes("own"), at: folder.file("own.png"))
        var handed: [StagedFiles.Handed] = []
        do {
            let worker = StagedFiles()
            try worker.stage(Self.bytes("one"), at: folder.file("w/one.png"), durable: false)
            try worker.stage(Self.bytes("two"), at: folder.file("w/two.png"), durable: false)
            handed = worker.handOver()
        }
        #expect(handed.map(\.destination) == [folder.file("w/one.png").path, folder.file("w/two.png").path])
        #expect(handed.allSatisfy { FileManager.default.fileExists(atPath: $0.temporary) }, "the worker's deinit left them")
        parent.adopt(handed)
        #expect(parent.destinations.map(\.path) == [folder.file("own.png").path] + handed.map(\.destination))
        try parent.commit()
        #expect(Self.tree(folder.url) == ["own.png", "w", "w/one.png", "w/two.png"])
        #expect(Self.contents(folder.file("w/two.png")) == "two")

        let discarded = StagedFiles()
        let worker = StagedFiles()
        try worker.stage(Self.bytes("three"), at: folder.file("w/three.png"))
        discarded.adopt(worker.handOver())
        discarded.discard()
        #expect(Self.tree(folder.url) == ["own.png", "w", "w/one.png", "w/two.png"])
    }

    @Test func commitReplacesExistingFiles() throws {
        let folder = try ScratchFolder("staged")
        try Data("old".utf8).write(to: folder.file("a.png"))
        let files = StagedFiles()
        try files.stage(Self.bytes("new"), at: folder.file("a.png"))
        #expect(Self.contents(folder.file("a.png")) == "old", "untouched until the commit")
        try files.commit()
        #expect(Self.contents(folder.file("a.png")) == "new")
        #expect(folder.contents == ["a.png"])
    }

    /// A destination whose folder cannot exist (its parent is a regular file): `.notWritable`
    /// naming the destination, and after discarding nothing is left of the set.
    @Test func unwritableDestinationThrowsAndLeavesNothing() throws {
        let folder = try ScratchFolder("staged")
        try Data("a regular file".utf8).write(to: folder.file("file"))
        let blocked = folder.file("file/sub/b.png")
        let files = StagedFiles()
        try files.stage(Self.bytes("first"), at: folder.file("a.png"))
        #expect(folder.contents.count == 2, "a temporary beside the regular file")
        #expect {
            try files.stage(Self.bytes("second"), at: blocked)
        } throws: { error in
            guard case .notWritable(let path, let reason) = error as? RenderError else { return false }
            return path == blocked.path && !reason.isEmpty
        }
        files.discard()
        #expect(folder.contents == ["file"], "no temporaries and no destinations")
        #expect(Self.contents(folder.file("file")) == "a regular file")
    }

    /// Dropping a StagedFiles without committing removes its temporaries, as an interrupted run
    /// would need.
    @Test func uncommittedFilesAreRemovedOnDeinit() throws {
        let folder = try ScratchFolder("staged")
        do {
            let files = StagedFiles()
            try files.stage(Self.bytes("one"), at: folder.file("a.png"))
            try files.stage(Self.bytes("two"), at: folder.file("b.png"))
            #expect(folder.contents.count == 2)
        }
        #expect(folder.contents.isEmpty)
    }

    @Test func discardRemovesTemporariesAndCommitsNothing() throws {
        let folder = try ScratchFolder("staged")
        let files = StagedFiles()
        try files.stage(Self.bytes("one"), at: folder.file("a.png"))
        try files.stage(Self.bytes("two"), at: folder.file("b.png"))
        files.discard()
        #expect(folder.contents.isEmpty)
        #expect(files.destinations.isEmpty)
        try files.commit()
        #expect(folder.contents.isEmpty, "a commit after discarding writes nothing")
    }

    /// A rename that fails during the commit (the destination became a non-empty folder): the
    /// error names it, no temporary is left, and the files already moved are taken back out, so
    /// the set is not half written; a file that was replaced gets its previous contents back.
    @Test func failedCommitLeavesNoHalfSet() throws {
        let folder = try ScratchFolder("staged")
        try Data("previous".utf8).write(to: folder.file("b.png"))
        let files = StagedFiles()
        try files.stage(Self.bytes("one"), at: folder.file("a.png"))
        try files.stage(Self.bytes("two"), at: folder.file("b.png"))
        try files.stage(Self.bytes("three"), at: folder.file("c.png"))
        try FileManager.default.createDirectory(at: folder.file("c.png/inside"), withIntermediateDirectories: true)
        #expect {
            try files.commit()
        } throws: { error in
            guard case .notWritable(let path, _) = error as? RenderError else { return false }
            return path == folder.file("c.png").path
        }
        #expect(Self.tree(folder.url) == ["b.png", "c.png", "c.png/inside"])
        #expect(Self.contents(folder.file("b.png")) == "previous")
    }

    /// The one-file write: replaces the file (durable or not), creates the folder, leaves no
    /// temporary.
    @Test(arguments: [true, false]) func writeReplacesOneFileAndLeavesNoTemporary(durable: Bool) throws {
        let folder = try ScratchFolder("staged")
        try StagedFiles.write(Self.bytes("old"), to: folder.file("deep/a.png"), durable: durable)
        try StagedFiles.write(Self.bytes("new"), to: folder.file("deep/a.png"), durable: durable)
        #expect(Self.contents(folder.file("deep/a.png")) == "new")
        #expect(Self.tree(folder.url) == ["deep", "deep/a.png"])
    }

    /// A file where a folder belongs is named as such; errno's reason otherwise; no temporary.
    @Test func writeFailuresNameThePathAndTheReason() throws {
        let folder = try ScratchFolder("staged")
        try Data("a regular file".utf8).write(to: folder.file("file"))
        #expect(
            throws: RenderError.notWritable(path: folder.file("file/sub/a.png").path, reason: "\(folder.file("file").path) is a file, not a folder")
        ) {
            try StagedFiles.write(Self.bytes("x"), to: folder.file("file/sub/a.png"))
        }
        #expect(throws: RenderError.notWritable(path: folder.file("missing/a.png").path, reason: "No such file or directory")) {
            try StagedFiles.write(Self.bytes("x"), to: folder.file("missing/a.png"), creatingFolder: false)
        }
        try FileManager.default.createDirectory(at: folder.file("dir.png/inside"), withIntermediateDirectories: true)
        for durable in [true, false] {
            #expect(throws: RenderError.notWritable(path: folder.file("dir.png").path, reason: "is a folder, not a file")) {
                try StagedFiles.write(Self.bytes("x"), to: folder.file("dir.png"), durable: durable)
            }
        }
        #expect(Self.tree(folder.url) == ["dir.png", "dir.png/inside", "file"])
    }

    /// Of the one destination's temporaries that are not the set's own, those of this run (a
    /// killed worker's) and of runs that ended are removed; a running process's, another
    /// destination's (one whose name starts with this one's either), an unowned one younger than
    /// an hour and anything not a temporary stay.
    @Test func removingAbandonedTemporariesLeavesRunningRunsAlone() throws {
        let folder = try ScratchFolder("staged")
        let files = StagedFiles()
        try files.stage(Self.bytes("own"), at: folder.file("a.png"), durable: false)
        let own = try #require(Self.tree(folder.url).first)
        let thisRun = StagedFiles.temporaryURL(for: folder.file("a.png")).lastPathComponent
        let removed = [thisRun, TemporaryNames.ofEndedRun("a.png")]
        let kept = [
            TemporaryNames.ofRunningProcess("a.png", pid: 1), TemporaryNames.unowned("a.png"), TemporaryNames.ofEndedRun("b.png"),
            TemporaryNames.ofEndedRun("a.png.x.png"), ".a.png.not-a-uuid.partial", "a.png", ".a.png.\(UUID().uuidString).previous",
        ]
        for name in removed + kept { try Data("x".utf8).write(to: folder.file(name)) }
        files.removeAbandonedTemporaries(of: folder.file("a.png"))
        #expect(Self.tree(folder.url) == (kept + [own]).sorted())
        try files.commit()
        #expect(Self.contents(folder.file("a.png")) == "own")
    }

    @Test func temporaryNamesAreRecognised() {
        let temporary = StagedFiles.temporaryURL(for: URL(fileURLWithPath: "/x/1col-large@2x.png")).lastPathComponent
        #expect(StagedFiles.isTemporaryName(temporary))
        let owner = "\(getpid())-\(TemporaryNames.started(getpid()))-"
        #expect(temporary.hasPrefix(".1col-large@2x.png.\(owner)") && temporary.hasSuffix(".partial"), "named for this run: \(temporary)")
        #expect(temporary.count == ".1col-large@2x.png.\(owner).partial".count + 16)
        #expect(StagedFiles.isTemporaryName(TemporaryNames.unowned("a.png")), "named before temporaries named their owner")
        for name in [
            "1col-large.png", ".a.png.partial", ".a.png.not-a-uuid.partial", ".\(UUID().uuidString).partial", "a.png.\(UUID().uuidString).partial",
            ".a.png.12-34.partial", ".a.png.12-34-0123456789abcdeg.partial", ".a.png.-1-34-0123456789abcdef.partial",
            ".a.png.12-34-0123456789abcde.partial",
        ] {
            #expect(!StagedFiles.isTemporaryName(name), "\(name)")
        }
    }

    /// A sweep removes the leftovers of runs that ended and unowned ones an hour old, at every
    /// depth when recursive (not in hidden folders), and leaves this run's, a running process's
    /// and a young unowned one; it answers their paths relative to the folder.
    @Test func aSweepRemovesOnlyTheLeftoversOfRunsThatEnded() throws {
        let folder = try ScratchFolder("staged")
        try FileManager.default.createDirectory(at: folder.file("x/y"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file(".hidden"), withIntermediateDirectories: true)
        let old = TemporaryNames.unowned("c.png")
        let leftovers = [TemporaryNames.ofEndedRun("a.png"), "x/y/" + TemporaryNames.ofEndedRun("b.png"), "x/" + old]
        let kept = [
            StagedFiles.temporaryURL(for: folder.file("a.png")).lastPathComponent, TemporaryNames.ofRunningProcess("a.png", pid: 1),
            "x/" + TemporaryNames.unowned("d.png"), ".hidden/" + TemporaryNames.ofEndedRun("e.png"),
        ]
        for name in leftovers + kept { try Data("x".utf8).write(to: folder.file(name)) }
        let hourAgo = Date().addingTimeInterval(-StagedFiles.unownedLeftoverAge - 60)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder.file("x/" + old).path)
        #expect(StagedFiles.removeLeftovers(in: folder.url, recursive: false) == [leftovers[0]])
        #expect(StagedFiles.removeLeftovers(in: folder.url, recursive: true) == leftovers.dropFirst().sorted())
        #expect(Self.tree(folder.url).filter { $0.hasSuffix(".partial") } == kept.sorted())
        #expect(StagedFiles.removeLeftovers(in: folder.url, recursive: true).isEmpty)
    }

    /// The sweep of one destination's leftovers leaves its folder's other files alone.
    @Test func aDestinationsSweepRemovesOnlyItsLeftovers() throws {
        let folder = try ScratchFolder("staged")
        let mine = TemporaryNames.ofEndedRun("report.json")
        let others = [TemporaryNames.ofEndedRun("other.json"), TemporaryNames.ofRunningProcess("report.json", pid: 1)]
        for name in [mine] + others { try Data("x".utf8).write(to: folder.file(name)) }
        #expect(StagedFiles.removeLeftovers(of: folder.file("report.json")) == [mine])
        #expect(Self.tree(folder.url) == others.sorted())
    }
}
