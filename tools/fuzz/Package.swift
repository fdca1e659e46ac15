// swift-tools-version: 5.4
// Fuzz targets for ProofSheet, kept out of the root package so its build is unaffected.
// Build and run them with `tools/fuzz/run spec|png|jpeg|vector|catalog|accept|manifest` (see README.md); the run script passes
// `-sanitize=fuzzer,address`, which instruments every Swift target for coverage and links
// libFuzzer's `main`.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (the checkout's, e.g. "proofsheet" or a
// worktree's), so it is computed rather than spelled.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let rootIdentity = root.lastPathComponent.lowercased()

// libFuzzer provides `main`; the targets only export `LLVMFuzzerTestOneInput`. The fuzz targets reach
// ProofSheet's internals (decoders, manifest merging, the variant matrix), which are `package` symbols:
// compiled under the root package's name, they belong to its package for access control.
// SwiftPM names a package for the compiler by its identity as a C identifier (`proof-sheet` is `proof_sheet`).
let rootPackageName = String(rootIdentity.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }).replacingOccurrences(
    of: "^([0-9])", with: "_$1", options: .regularExpression)
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-package-name", rootPackageName])]

let package = Package(
    name: "ProofSheetFuzz",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "spec-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/SpecFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "png-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity), "CLibFuzzer"],
            path: "Sources/PNGFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "jpeg-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/JPEGFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "vector-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/VectorFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "catalog-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/CatalogFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "accept-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/AcceptFuzzer",
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "manifest-fuzzer",
            dependencies: [.product(name: "ProofSheet", package: rootIdentity)],
            path: "Sources/ManifestFuzzer",
            swiftSettings: fuzzerSettings
        ),
        // The declaration of libFuzzer's LLVMFuzzerMutate, for the PNG target's custom mutator.
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
    ]
)
