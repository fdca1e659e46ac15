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
        // The bottom of the graph: quoting, escaping and counting for messages, files (bytes, identity,
        // staged writes, output destinations), SHA-256, the shared JSON encoder configuration, slugs; the tool's version
        // and the build's identity; parallel work over indices and the worker processes' batch schedule.
        .target(name: "ProofSheetSupport", dependencies: ["CLibcrypto", "CSystem"]),
        // Pure Swift: content-size categories, text styles, the type ramp, UIFontMetrics rules.
        .target(name: "DynamicType", dependencies: ["ProofSheetSupport"]),
        // Pure Swift: language tags, Xcode's pseudolanguages, CLDR plural rules, String Catalogs,
        // .strings and .stringsdict tables, format strings.
        .target(name: "Localization", dependencies: ["ProofSheetSupport", "DynamicType"]),
        // All spec syntax and the spec model: suites, screens, devices, templates, geometry values,
        // colours; reading spec files, YAML/JSON decoding, strict decoding, limits, validation, the Swift DSL.
        .target(name: "Spec", dependencies: ["ProofSheetSupport", "DynamicType", "Localization", "Yams"], exclude: ["Symbols/LICENSE"]),
        // Pure Swift: the text-measuring protocol, layouts. No decoding.
        .target(name: "Layout", dependencies: ["ProofSheetSupport", "DynamicType", "Spec"]),
        // Pure Swift: the variant matrix and its axes as data (the axis registry, the standard axes),
        // variants, filters, baseline names, the axes as manifests record them, sheet headers.
        .target(name: "Variants", dependencies: ["ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout"]),
        // C libraries: cairo, pango and pangocairo through pkg-config.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev"]),
                .brew(["cairo", "pango"]),
            ]
        ),
        // C libraries of ImageIO alone: libpng through pkg-config, and libdeflate (linked by the module map).
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "libdeflate-dev"]), .brew(["libpng", "libdeflate"])]
        ),
        // The C library's and the kernel's settings of the process itself: glibc's allocator (mallopt), prctl and the
        // program's GNU build ID. Header only: it links nothing.
        .systemLibrary(name: "CSystem"),
        // libjpeg-turbo through pkg-config, for ImageIO's decoding of the JPEG images a spec shows.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // libexif through pkg-config, for ImageIO's reading of a JPEG's EXIF Orientation (applied when decoding, as UIImage's
        // imageOrientation is).
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),
        // librsvg through pkg-config, for Rendering's drawing of the SVG images a spec shows (and symbols): loads
        // documents from bytes with no base URL, so no external reference is ever resolved.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        // poppler-glib through pkg-config, for Rendering's drawing of the PDF images a spec shows (their first page).
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
        // OpenSSL's libcrypto through pkg-config, for SHA-256 (the CPU's SHA instructions where it
        // has them: about seven times GLib's speed, which a skipped variant's file is hashed at).
        .systemLibrary(
            name: "CLibcrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // RGBA images and the PNG codec: libpng encoder and decoders, chunk scans, sealed text; the image files a
        // spec shows (PNG, and JPEG through libjpeg-turbo). No Cairo or Pango.
        .target(name: "ImageIO", dependencies: ["ProofSheetSupport", "CPNG", "CJPEG", "CExif"]),
        // The text engine: Pango measurement and shaping, the private fontconfig font library and its
        // fallback fonts, line-break tailoring, the text stack's versions and font hashes; a suite's fonts.
        .target(name: "TextEngine", dependencies: ["ProofSheetSupport", "DynamicType", "Spec", "Layout", "CPangoCairo"]),
        // The audit: its rules, run on a variant's layout before it is painted, the one finding type that
        // sheets, overlays and reports show, and the auditor of a suite's matrix (the layout, measurer and
        // fan-out handed in). No Cairo or Pango.
        .target(name: "Audit", dependencies: ["ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants"]),
        // Cairo painting of scenes (PNG, SVG, PDF), sheets, the audit's overlays; review sheets and Larger Text
        // evidence (the variants laid out and drawn by the renderer handed in, `SheetVariantDrawing`).
        .target(
            name: "Rendering",
            dependencies: [
                "Spec", "Layout", "Variants", "ProofSheetSupport", "ImageIO", "TextEngine", "Audit", "CPangoCairo", "CRsvg", "CPoppler",
                "DynamicType", "Localization",
            ]
        ),
        // The pixelmatch differ (Diff/), baselines (Baselines/), shards (Shards/), the snapshot runner with the painter
        // handed in, its manifest, accept lists, pruning and shard plans (Runner/), and the layout a baseline carries and
        // what changed in it (Changes/). No Cairo or Pango. Yams: reading accept lists.
        .target(
            name: "Snapshot",
            dependencies: ["DynamicType", "ProofSheetSupport", "Localization", "Spec", "Layout", "Variants", "ImageIO", "Audit", "Yams"]
        ),
        // The check's reports: the HTML review report, JUnit, the report index and the merging of shards; the audit's
        // reports (text, JSON, SARIF, JUnit), its baseline file and the merging of its shards; the tables of the metrics,
        // type-ramp and measure commands.
        .target(
            name: "Report", dependencies: ["DynamicType", "ProofSheetSupport", "Spec", "Layout", "Variants", "ImageIO", "Audit", "Snapshot"],
            // The review report's script and stylesheet, real .js and .css files inlined into each report.
            resources: [.embedInCode("report.js"), .embedInCode("report.css")]
        ),
        // The public API a test or tool calls.
        // CSystem: prctl, for worker processes that end with their parent (RunInterruption).
        .target(
            name: "ProofSheet",
            dependencies: [
                "ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants", "ImageIO", "TextEngine", "Audit", "Rendering",
                "Snapshot",
                "Report",
                "CSystem",
            ]
        ),
        // assertSnapshots for XCTest and Swift Testing.
        .target(name: "ProofSheetTesting", dependencies: ["ProofSheet", "ProofSheetSupport"]),
        // .proofSheet(...) and .proofSheetLayout(...) strategies for swift-snapshot-testing, configured
        // as assertSnapshots is (ProofSheetTesting's withProofSheet and .proofSheet(...) trait).
        .target(
            name: "ProofSheetSnapshotTesting",
            dependencies: [
                "ProofSheet", "ProofSheetTesting", "ImageIO", "ProofSheetSupport", "Snapshot", "Variants",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "ProofSheetCLI",
            dependencies: [
                "ProofSheet",
                // The modules its commands import besides the facade, each declared (ARCHITECTURE.md's module map).
                "ProofSheetSupport", "DynamicType", "Layout", "Variants", "TextEngine", "Audit", "ImageIO", "Rendering", "Snapshot", "Report",
                // mallopt (AllocatorTuning).
                "CSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (tools/benchmark runs them in release): `proofsheet-benchmarks <suite>`.
        .executableTarget(
            name: "proofsheet-benchmarks",
            dependencies: [
                "ProofSheet", "Localization", "CPangoCairo", "Audit", "ImageIO", "Layout", "ProofSheetSupport", "Rendering", "Snapshot", "TextEngine",
                "Variants",
            ],
            path: "tools/benchmarks"
        ),
        // tools/spec-reference: writes the spec reference and the spec's JSON Schema from the spec decoders' key tables.
        .executableTarget(name: "proofsheet-spec-reference", dependencies: ["Spec"], path: "tools/SpecReference"),
        // What several test targets share: scratch folders, PNG decoding and chunks, pixel checks,
        // child processes and external tools, headless Chromium, a seeded generator.
        .target(name: "TestSupport", dependencies: ["Layout", "Spec", "Variants", "ImageIO", "Snapshot", "DynamicType"], path: "Tests/TestSupport"),
        .testTarget(name: "ProofSheetSupportTests", dependencies: ["ProofSheetSupport", "TestSupport"]),
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "SpecTests", dependencies: ["Spec", "TestSupport", "DynamicType", "Localization"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport", "DynamicType", "Spec"]),
        .testTarget(name: "VariantsTests", dependencies: ["Variants", "TestSupport", "Spec"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "CPNG", "TestSupport", "ProofSheetSupport"]),
        // A measurer over the default fonts, shared by the text engine's and the painter's tests.
        .target(name: "TextEngineTestSupport", dependencies: ["TextEngine", "DynamicType", "Layout", "Spec"], path: "Tests/TextEngineTestSupport"),
        .testTarget(
            name: "TextEngineTests",
            dependencies: [
                "TextEngine", "TextEngineTestSupport", "TestSupport", "CPangoCairo", "DynamicType", "Layout", "ProofSheetSupport", "Spec",
            ], exclude: ["Fixtures"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "TextEngineTestSupport", "TestSupport", "CPNG", "CPangoCairo", "DynamicType", "ImageIO", "Layout", "ProofSheetSupport",
                "Spec", "TextEngine", "Audit",
            ]),
        .testTarget(
            name: "SnapshotTests", dependencies: ["Snapshot", "TestSupport", "CPNG", "ImageIO", "ProofSheetSupport", "Spec", "Variants"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "TestSupport", "DynamicType", "Layout", "Spec", "Variants"]),
        .testTarget(
            name: "ReportTests",
            dependencies: ["Report", "TestSupport", "Audit", "DynamicType", "ImageIO", "ProofSheetSupport", "Snapshot", "Spec", "Variants"]),
        .testTarget(
            name: "ProofSheetTests",
            dependencies: [
                "ProofSheet", "TestSupport", "Audit", "DynamicType", "ImageIO", "Layout", "Localization", "ProofSheetSupport", "Rendering", "Report",
                "Snapshot", "Spec", "TextEngine", "Variants",
            ],
            // The Swift restatements of the examples find their photos beside them through this link.
            exclude: ["ExampleSpecs/photos"]),
        // SwiftUI's names that ProofSheet's API shares, for a test that shows them side by side on Linux.
        .target(name: "SwiftUIStandIns", path: "Tests/SwiftUIStandIns"),
        .testTarget(
            name: "ProofSheetTestingTests", dependencies: ["ProofSheetTesting", "SwiftUIStandIns", "TestSupport", "ImageIO", "ProofSheetSupport"]),
        // __Snapshots__ holds the README example's references, as swift-snapshot-testing lays them out.
        .testTarget(
            name: "ProofSheetSnapshotTestingTests",
            dependencies: [
                "ProofSheetSnapshotTesting", "TestSupport", "ImageIO", "ProofSheet", "ProofSheetSupport", "Snapshot",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ProofSheetCLITests",
            dependencies: [
                "ProofSheetCLI", "TestSupport", "ImageIO", "ProofSheet", "ProofSheetSupport", "Rendering", "Snapshot", "TextEngine", "Variants",
            ]),
    ]
)
