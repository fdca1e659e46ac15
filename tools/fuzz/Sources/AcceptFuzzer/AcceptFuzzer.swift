import Foundation
import ProofSheet
import Snapshot
import Variants

/// libFuzzer entry point: reads the input as an accept list (`proofsheet accept LIST`) from a file,
/// as the command does (`AcceptList.load`: the bounded read, the UTF-8 check, YAML through Yams,
/// the strict decoding), and for a list that loads checks that its file form parses back to the
/// same list, names its duplicates, parses each name as a baseline's, and looks the names up
/// among the variants of a small fixed suite (the closest-name suggestions). Thrown errors are
/// answers, not bugs; a trap, a sanitizer report, a hang, running out of memory or a list that
/// does not read back as itself is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccept(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let list: AcceptList
    do {
        try bytes.write(to: file)
        list = try AcceptList.load(path: file.path)
    } catch {
        if verbose { print("accept-fuzzer: \(error)") }
        return 0
    }
    do {
        let again = try AcceptList.parse(list.text, file: "again.yaml")
        precondition(again == list, "the list's text does not parse back to it:\n\(list.text)")
    } catch {
        preconditionFailure("the list's text does not parse: \(error)\n\(list.text)")
    }
    _ = list.duplicateNames
    for name in list.names { _ = BaselineName(name: name) }
    do {
        let variants = try list.variants(of: suite, file: "fuzz.yaml")
        if verbose { print("accept-fuzzer: \(variants.count) variants named") }
    } catch {
        if verbose { print("accept-fuzzer: \(error)") }
    }
    return 0
}

/// A small suite whose baseline names the seeds use: two devices, every category.
let suite = try! SpecLoader.parse(
    """
    name: Plain table
    screens:
      - name: plain-table
        devices: [iPhone 16, iPad mini]
        layout: {kind: list}
        cell: {stack: {items: [{label: {text: "{text}", style: body}}]}}
        items: [{text: Wi-Fi}]
    """, file: "suite.yaml"
)

/// A private folder for the input, removed when the fuzzer exits.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-accept-fuzzer-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: folder) }
    return url
}()

/// One file in ``folder``, rewritten for each input.
let file = folder.appendingPathComponent("accept.yaml")

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input loaded to, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
