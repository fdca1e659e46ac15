// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProofSheet",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProofSheet", targets: ["ProofSheet"]),
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "ProofSheetTesting", targets: ["ProofSheetTesting"]),
        // Snapshotting strategies for pointfreeco/swift-snapshot-testing: a product of its own, so
        // only a package that uses it builds swift-snapshot-testing.
        .library(name: "ProofSheetSnapshotTesting", targets: ["ProofSheetSnapshotTesting"]),
        .executable(name: "proofsheet", targets: ["ProofSheetCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation` (tools/docs) for the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // ProofSheetSnapshotTesting's strategies. Its SnapshotTesting target needs nothing else, so
        // swift-syntax and swift-custom-dump are fetched when resolving but never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // Pure Swift: content-size categories, text styles, the type ramp, UIFontMetrics rules.
        .target(name: "DynamicType"),
        // Pure Swift: language tags, Xcode's pseudolanguages, CLDR plural rules, String Catalogs,
        // .strings and .stringsdict tables, format strings.
        .target(name: "Localization", dependencies: ["DynamicType"]),
        // Pure Swift: geometry, the text-measuring protocol, layouts.
        .target(name: "Layout", dependencies: ["DynamicType"]),
        // C libraries: cairo, pango and pangocairo through pkg-config, libpng and libdeflate.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev"]),
                .brew(["cairo", "pango", "libpng", "libdeflate"]),
            ]
        ),
        // OpenSSL's libcrypto through pkg-config, for SHA-256 (the CPU's SHA instructions where it
        // has them: about seven times GLib's speed, which a skipped variant's file is hashed at).
        .systemLibrary(
            name: "CLibcrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // Pango measurement, private fontconfig font library, Cairo painting.
        .target(name: "Rendering", dependencies: ["Layout", "CPangoCairo", "CLibcrypto"]),
        // The audit: its rules, run on a variant's layout before it is painted, and the one finding
        // type that sheets, overlays and reports show. No Cairo or Pango (Rendering only for colours).
        .target(name: "Audit", dependencies: ["DynamicType", "Localization", "Layout", "Rendering"]),
        // The pixelmatch differ (Diff/), baselines (Baselines/) and shards (Shards/).
        .target(name: "Snapshot", dependencies: ["DynamicType", "Rendering", "Audit"]),
        // The check's reports: the manifest, HTML review report, JUnit, and their readers and merging.
        .target(
            name: "Report", dependencies: ["DynamicType", "Rendering", "Audit", "Snapshot"],
            // The review report's script and stylesheet, real .js and .css files inlined into each report.
            resources: [.embedInCode("report.js"), .embedInCode("report.css")]
        ),
        // The public API a test or tool calls.
        // CPangoCairo: prctl, for worker processes that end with their parent (RunInterruption).
        .target(
            name: "ProofSheet", dependencies: ["DynamicType", "Localization", "Layout", "Rendering", "Audit", "Snapshot", "Report", "Yams", "CPangoCairo"]
        ),
        // assertSnapshots for XCTest and Swift Testing.
        .target(name: "ProofSheetTesting", dependencies: ["ProofSheet"]),
        // .proofSheet(...) and .proofSheetLayout(...) strategies for swift-snapshot-testing.
        .target(
            name: "ProofSheetSnapshotTesting",
            dependencies: ["ProofSheet", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "ProofSheetCLI",
            dependencies: [
                "ProofSheet",
                // mallopt (AllocatorTuning).
                "CPangoCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (tools/benchmark runs them in release): `proofsheet-benchmarks <suite>`.
        .executableTarget(
            name: "proofsheet-benchmarks",
            dependencies: ["ProofSheet", "Localization", "CPangoCairo"],
            path: "tools/benchmarks"
        ),
        // What several test targets share: scratch folders, PNG decoding and chunks, pixel checks,
        // child processes and external tools, headless Chromium, a seeded generator.
        .target(name: "TestSupport", dependencies: ["Layout", "CPangoCairo"], path: "Tests/TestSupport"),
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "TestSupport"]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "TestSupport"]),
        .testTarget(name: "ProofSheetTests", dependencies: ["ProofSheet", "TestSupport"]),
        .testTarget(name: "ProofSheetTestingTests", dependencies: ["ProofSheetTesting", "TestSupport"]),
        // __Snapshots__ holds the README example's references, as swift-snapshot-testing lays them out.
        .testTarget(name: "ProofSheetSnapshotTestingTests", dependencies: ["ProofSheetSnapshotTesting", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ProofSheetCLITests", dependencies: ["ProofSheetCLI", "TestSupport"]),
    ]
)
