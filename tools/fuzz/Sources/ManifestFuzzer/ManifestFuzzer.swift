import Foundation
import ProofSheet
import ProofSheetSupport
import Report
import Snapshot

/// libFuzzer entry point: reads the input as a shard's manifest.json, as `proofsheet merge` does,
/// and checks what merging rests on when a manifest is hostile: every file an outcome names is
/// read, if at all, as a regular file inside the shard's folder, never as the file outside that
/// the folder links to (a trap if its bytes come back); and merging the shard alone, and with a
/// copy of it claiming the run's other half, gives a report or an error naming what differs.
/// Thrown errors are answers, not bugs; a trap, a sanitizer report, a hang or running out of
/// memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let report: SnapshotReport
    do {
        report = try JSONDecoder().decode(SnapshotReport.self, from: bytes)
    } catch {
        if verbose { print("manifest-fuzzer: \(error)") }
        return 0
    }
    for outcome in report.outcomes {
        let files = outcome.files
        for file in [files.baseline, files.expected, files.actual, files.diff, files.triptych].compactMap({ $0 }) {
            guard let read = try? FileBytes.read(file, inside: folders.shard) else { continue }
            precondition(read != secret, "\(file.debugDescription) read the file outside the shard's folder")
            if verbose { print("manifest-fuzzer: read \(file.debugDescription)") }
        }
    }
    var merged: [Result<SnapshotReport, ShardMergeError>] = [Result { () throws(ShardMergeError) in try SnapshotReport.merging([("a", report)]) }]
    if let part = report.shard, part.shard.count == 2, let other = try? Shard(index: 3 - part.shard.index, count: 2) {
        var half = report
        half.shard?.shard = other
        // A hostile count (negative, or 2^62) must not trap or hang the harness; merging judges it.
        let taken = Set(part.positions)
        half.shard?.positions = Array((0..<max(0, part.variantCount)).lazy.filter { !taken.contains($0) }.prefix(report.outcomes.count))
        merged.append(Result { () throws(ShardMergeError) in try SnapshotReport.merging([("a", report), ("b", half)]) })
    }
    if verbose { for result in merged { print("manifest-fuzzer: \(result.map(\.summary))") } }
    return 0
}

/// What a merge must never copy: the bytes of a file outside the shard's folder.
let secret = Array("outside the shard folder \(ProcessInfo.processInfo.processIdentifier)".utf8)

/// A shard's folder with `ok.png` (a regular file), `link.png` (a link to the file outside),
/// `up` (a link to the folder holding it) and `sub/ok.png`, made once per process.
let folders: (shard: String, root: String) = {
    let root = NSTemporaryDirectory() + "proofsheet-manifest-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
    let shard = root + "/shard"
    try? FileManager.default.removeItem(atPath: root)
    try! FileManager.default.createDirectory(atPath: shard + "/sub", withIntermediateDirectories: true)
    try! Data(secret).write(to: URL(fileURLWithPath: root + "/secret"))
    try! Data("inside".utf8).write(to: URL(fileURLWithPath: shard + "/ok.png"))
    try! Data("inside".utf8).write(to: URL(fileURLWithPath: shard + "/sub/ok.png"))
    try! FileManager.default.createSymbolicLink(atPath: shard + "/link.png", withDestinationPath: root + "/secret")
    try! FileManager.default.createSymbolicLink(atPath: shard + "/up", withDestinationPath: "..")
    atexit {
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "proofsheet-manifest-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    }
    return (shard, root)
}()

/// PROOFSHEET_FUZZ_VERBOSE=1 prints what each input decoded to.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
