import Foundation
import TestSupport
import Testing

/// Every number a spec holds is read through `NumberLimit` (`decodeNumber`, `decodeCount` and
/// friends in SpecLimits.swift), which is what keeps traps and unbounded allocations away from
/// user input. This keeps it so: a raw numeric decode anywhere in the sources fails here unless
/// its line says why it is safe (`// spec-number: …`).
@Suite struct SpecNumberSourceTests {
    static let sources = Repository.url("Sources")

    static let pattern = #"decode(IfPresent)?\(\[?(Double|Float|U?Int[0-9]*)\]?\.self|decode\(\.[A-Za-z]+, default: -?[0-9.]+\)"#

    static func isRawNumericDecode(_ line: some StringProtocol) -> Bool {
        line.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func noSpecNumberIsDecodedUnchecked() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "SpecLimits.swift" }
        #expect(files.count > 50)
        var unchecked: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where Self.isRawNumericDecode(line) && !line.contains("// spec-number:") {
                unchecked.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(unchecked.isEmpty, "read these numbers with decodeNumber/decodeCount and a NumberLimit:\n\(unchecked.joined(separator: "\n"))")
    }

    /// The pattern finds what it is meant to find, so the test above can fail.
    @Test func thePatternCatchesEachForm() {
        for line in [
            "x = try c.decode(Double.self, forKey: .a)", "try c.decodeIfPresent(Int.self, forKey: .b)", "c.decode([Double].self)",
            "c.decode(.width, default: 1)",
        ] {
            #expect(Self.isRawNumericDecode(line), "\(line)")
        }
        #expect(!Self.isRawNumericDecode("c.decodeNumber(.width, .length, default: 1)"))
    }
}
