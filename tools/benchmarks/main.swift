import Foundation

/// `proofsheet-benchmarks [suite…]`: runs the named suites (default: all) and prints medians.
let suites: [String: () throws -> [String]] = [
    "measure": { try MeasurementBenchmark().run() },
    "layout": { try LayoutBenchmark().run() },
    "render": { try RenderBenchmark().run() },
    "memory": { try MemoryBenchmark().run() },
    "diff": { try DiffBenchmark().run() },
    "check": { try CheckBenchmark().run() },
    "changes": { try ChangesBenchmark().run() },
    "audit": { try AuditBenchmark().run() },
    "sheet": { try SheetBenchmark().run() },
    "sheet-memory": { try SheetMemoryBenchmark().run() },
    "strings": { try StringsBenchmark().run() },
]

let requested = CommandLine.arguments.dropFirst().isEmpty ? suites.keys.sorted() : Array(CommandLine.arguments.dropFirst())
for name in requested {
    guard let suite = suites[name] else {
        FileHandle.standardError.write(Data("unknown suite '\(name)'; valid: \(suites.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    print("== \(name)")
    for line in try suite() { print("  " + line) }
}
