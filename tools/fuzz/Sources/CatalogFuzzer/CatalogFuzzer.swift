import Foundation
import ProofSheet

/// libFuzzer entry point: reads the input as a String Catalog (`.xcstrings`) through
/// `StringTables.load`, which is how a spec's `strings` are read (the pull JSON reader, the
/// catalog decoder, plural and substitution forms, format strings), then resolves the seeds'
/// keys in every language the catalog has and in two pseudolanguages, with no argument, an
/// integer, a decimal and text. Thrown errors are answers, not bugs; a trap, a sanitizer report, a
/// hang or running out of memory is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    do {
        try bytes.write(to: catalog)
        let tables = try StringTables.load([catalog], developmentLanguage: .english)
        var languages = tables.languages.compactMap { try? LanguageTag(parsing: $0) }
        languages += [try LanguageTag(parsing: "double-length"), try LanguageTag(parsing: "accented")]
        for key in keys {
            for arguments: [FormatArgument] in [[], [.integer(1)], [.decimal("2.50"), .integer(0)], [.text("x"), .integer(-3)]] {
                for language in languages {
                    for device in [DeviceIdiom.iphone, .ipad] {
                        do {
                            let resolved = try tables.resolve(StringReference(key: key, arguments: arguments), language: language, device: device)
                            if verbose { print("catalog-fuzzer: \(key) \(language) \(device): \(resolved.text)") }
                        } catch {
                            if verbose { print("catalog-fuzzer: \(key) \(language): \(error)") }
                        }
                    }
                }
            }
        }
    } catch {
        if verbose { print("catalog-fuzzer: \(error)") }
    }
    return 0
}

/// The keys the seeds use (tools/fuzz/corpus/catalog), which mutants mostly keep.
let keys = ["greeting", "%lld items", "files", "device", "lunch.question", "%lld min ago", "time.monday"]

/// A private folder for the input, removed when the fuzzer exits.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-catalog-fuzzer-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: folder) }
    return url
}()

/// One file in ``folder``, rewritten for each input.
let catalog = folder.appendingPathComponent("Localizable.xcstrings")

/// `PROOFSHEET_FUZZ_VERBOSE=1` prints what each input resolved to, for running on single files.
let verbose = getenv("PROOFSHEET_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false
