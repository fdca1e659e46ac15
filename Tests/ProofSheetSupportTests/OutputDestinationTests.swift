import Foundation
import TestSupport
import Testing

@testable import ProofSheetSupport

/// What an output's path holds decides how it is written: only a regular file or nothing is
/// renamed over; a device or FIFO is written in place by the one-file write and refused by a
/// set; a folder, socket or symbolic link is refused naming it. Files inside a folder are read
/// without following links; one file spelled several ways is one identity.
@Suite struct OutputDestinationTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("destinations")
    }

    private func path(_ name: String) -> String { scratch.file(name).path }

    @Test func eachKindOfPathIsClassified() throws {
        try Data("x".utf8).write(to: scratch.file("file"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        try #require(mkfifo(path("fifo"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "file")
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: path("to-fifo"), withDestinationPath: "fifo")
        let device = try scratch.nullDevice()
        #expect(try OutputDestination.of(path("file")) == .file)
        #expect(try OutputDestination.of(path("missing")) == .file)
        #expect(try OutputDestination.of(path("missing/deeper")) == .file)
        #expect(try OutputDestination.of(device) == .stream)
        #expect(try OutputDestination.of(path("fifo")) == .stream)
        #expect(try OutputDestination.of(path("to-fifo")) == .stream)
        #expect(try OutputDestination.of("/dev/stdout") == .stream)
        #expect(try OutputDestination.of("/proc/self/fd/2") == .stream)
        #expect(throws: RenderError.notWritable(path: path("folder"), reason: "is a folder, not a file")) { try OutputDestination.of(path("folder")) }
        for (name, target) in [("link", "file"), ("dangling", "nowhere")] {
            #expect(
                throws: RenderError.notWritable(
                    path: path(name),
                    reason: "is a symbolic link (to \(target)); name the file itself: writing would replace the link or write outside its folder"
                )
            ) { try OutputDestination.of(path(name)) }
        }
    }

    /// The one-file write streams into a device and leaves it a device; a set refuses it at
    /// staging and at commit (a destination that became a device or a link since).
    @Test func devicesAreWrittenInPlaceAndNeverStagedOver() throws {
        let device = try scratch.nullDevice()
        try StagedFiles.write(Array("bytes".utf8), to: URL(fileURLWithPath: device))
        try StagedFiles.write(Array("bytes".utf8), to: URL(fileURLWithPath: device), durable: false)
        #expect(fileKind(device) == S_IFCHR)
        let reason = "is a device or a pipe; a set of files is written only to regular files"
        #expect(throws: RenderError.notWritable(path: device, reason: reason)) {
            try StagedFiles().stage(Array("x".utf8), at: URL(fileURLWithPath: device))
        }

        let files = StagedFiles()
        try files.stage(Array("one".utf8), at: scratch.file("a.png"))
        try files.stage(Array("two".utf8), at: scratch.file("b.png"))
        try Data("kept".utf8).write(to: scratch.file("elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: path("b.png"), withDestinationPath: "elsewhere")
        #expect(
            throws: RenderError.notWritable(
                path: path("b.png"),
                reason: "is a symbolic link (to elsewhere); name the file itself: writing would replace the link or write outside its folder"
            )
        ) { try files.commit() }
        #expect(fileKind(path("a.png")) == nil)
        #expect(fileKind(path("b.png")) == S_IFLNK)
        #expect(try String(contentsOfFile: path("elsewhere"), encoding: .utf8) == "kept")
        #expect(scratch.contents.allSatisfy { !$0.hasSuffix(".partial") && !$0.hasSuffix(".previous") }, "\(scratch.contents)")
    }

    /// A FIFO nobody reads is refused at once, not waited on.
    @Test func aFIFOWithoutAReaderIsRefused() throws {
        try #require(mkfifo(path("fifo"), 0o600) == 0)
        #expect(throws: RenderError.notWritable(path: path("fifo"), reason: "is a FIFO no process is reading; start its reader first")) {
            try StagedFiles.write(Array("x".utf8), to: scratch.file("fifo"))
        }
        #expect(fileKind(path("fifo")) == S_IFIFO)
    }

    /// A one-file write that fails takes back the folders it made, and only those: here the
    /// temporary's name is too long for the file system once the folders are made.
    @Test func aFailedWriteLeavesNoFolderItMade() throws {
        try FileManager.default.createDirectory(atPath: path("kept"), withIntermediateDirectories: false)
        let name = String(repeating: "n", count: 250)
        #expect(throws: RenderError.notWritable(path: path("kept/new/deeper/\(name)"), reason: "File name too long")) {
            try StagedFiles.write(Array("x".utf8), to: scratch.file("kept/new/deeper/\(name)"))
        }
        #expect(scratch.contents == ["kept"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("kept")).isEmpty)
    }

    /// Reading a file as a folder's data: a symbolic link at the file or at a folder on its way,
    /// `..` and absolute paths, and what is not a regular file are refused.
    @Test func filesInsideAFolderAreReadWithoutFollowingLinks() throws {
        try FileManager.default.createDirectory(atPath: path("shard/images"), withIntermediateDirectories: true)
        try Data("image".utf8).write(to: scratch.file("shard/images/a.png"))
        try Data("secret".utf8).write(to: scratch.file("secret"))
        try FileManager.default.createSymbolicLink(atPath: path("shard/images/link.png"), withDestinationPath: path("secret"))
        try FileManager.default.createSymbolicLink(atPath: path("shard/linked"), withDestinationPath: path("shard/images"))
        let folder = path("shard")
        #expect(try FileBytes.read("images/a.png", inside: folder) == Array("image".utf8))
        let link = "is a symbolic link; files inside a folder are read only as regular files in it, never through a link"
        #expect(throws: FileBytes.Failure(reason: "it \(link)")) { try FileBytes.read("images/link.png", inside: folder) }
        #expect(throws: FileBytes.Failure(reason: "\(folder)/linked \(link)")) { try FileBytes.read("linked/a.png", inside: folder) }
        for outside in ["../secret", "/etc/hostname", "images/../../secret", "", "images//a.png"] {
            #expect(throws: FileBytes.Failure(reason: "is not a path inside \(folder)")) { try FileBytes.read(outside, inside: folder) }
        }
        #expect(throws: FileBytes.Failure(reason: "is a folder, not a file")) { try FileBytes.read("images", inside: folder) }
    }

    /// Property: whatever relative path a manifest names (random components among links to a
    /// file and a folder outside, `..`, `.`, empty ones and real names), reading it inside the
    /// folder either fails or gives the bytes of a regular file in the folder, never the
    /// outside file's.
    @Test(arguments: 0..<4) func noPathReadsBytesFromOutsideTheFolder(seed: UInt64) throws {
        let folder = path("inside")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("outside"), withIntermediateDirectories: false)
        let secret = Array("SECRET \(UUID().uuidString)".utf8)
        try Data(secret).write(to: scratch.file("outside/secret"))
        try Data("in".utf8).write(to: scratch.file("inside/file"))
        try Data("in sub".utf8).write(to: scratch.file("inside/sub/file"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: path("outside/secret"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/up", withDestinationPath: "../../outside")
        try FileManager.default.createSymbolicLink(atPath: folder + "/relative", withDestinationPath: "../outside/secret")
        let components = ["file", "sub", "link", "up", "relative", "secret", "outside", "inside", "..", ".", "", "/", "\0"]
        var random = SplitMix64(seed: seed)
        var read = 0
        for _ in 0..<2_000 {
            let path = (0..<Int.random(in: 1...5, using: &random)).map { _ in components.randomElement(using: &random)! }.joined(separator: "/")
            guard let bytes = try? FileBytes.read(path, inside: folder) else { continue }
            #expect(bytes != secret, "\(path)")
            #expect([Array("in".utf8), Array("in sub".utf8)].contains(bytes), "\(path)")
            read += 1
        }
        #expect(read > 0, "some paths name the files inside")
    }

    /// One file however spelled: `./`, `..`, a symbolic link, a hard link; a missing file by
    /// its resolved path; a folder contains what is under it and not its namesakes.
    @Test func identitiesSeeThroughSpellings() throws {
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: scratch.file("dir/file"))
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "dir")
        try FileManager.default.linkItem(atPath: path("dir/file"), toPath: path("hard"))
        let file = FileIdentity(path("dir/file"))
        for spelling in [scratch.path + "/./dir/file", scratch.path + "/dir/../dir/file", path("link/file"), path("hard")] {
            #expect(FileIdentity(spelling) == file, "\(spelling)")
        }
        #expect(FileIdentity(path("link/missing/x")) == FileIdentity(path("dir/missing/x")))
        #expect(FileIdentity(path("dir/other")) != file)
        #expect(FileIdentity(path("link/missing/x")).isSameOrInside(FileIdentity(path("dir"))))
        #expect(!FileIdentity(path("dir-2/x")).isSameOrInside(FileIdentity(path("dir"))))
    }
}
