import Foundation
import ProofSheet
import Snapshot
import TestSupport
import Testing
import Variants

/// Issue 18's acceptance test: every bundled example written in Swift (ExampleSpecs/) is the
/// same suite as its spec file, lays out to the same layout JSON and renders to the same PNG
/// bytes at every variant.
@Suite struct SwiftSpecEquivalenceTests {
    static let examples = Repository.examples

    /// The spec's renderer and the Swift suite's, both as the spec file (so relative paths, here
    /// messages' String Catalog, resolve alike and PNG metadata names the same file).
    static func renderers(_ spec: String) throws -> (yaml: VariantRenderer, swift: VariantRenderer) {
        let path = examples.appendingPathComponent("\(spec).yaml").path
        let swift = try #require(ExampleSpecs.all.first { $0.spec == spec }).suite
        return (try VariantRenderer(specPath: path), try VariantRenderer(suite: swift, specPath: path))
    }

    @Test func everyExampleHasASwiftForm() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }
        #expect(Set(specs.map { String($0.dropLast(5)) }) == Set(ExampleSpecs.all.map(\.spec)))
    }

    @Test(arguments: ExampleSpecs.all.map(\.spec))
    func swiftFormBuildsTheSpecsModel(spec: String) throws {
        let (yaml, swift) = try Self.renderers(spec)
        let a = yaml.suite
        let b = swift.suite
        #expect(b.name == a.name)
        #expect(b.fonts == a.fonts && b.strings == a.strings && b.systemFontFamily == a.systemFontFamily)
        #expect(b.palette == a.palette && b.languages == a.languages && b.sourceLanguage == a.sourceLanguage)
        try #require(b.screens.count == a.screens.count)
        for (left, right) in zip(a.screens, b.screens) {
            #expect(right.name == left.name)
            #expect(right.devices == left.devices)
            #expect(right.columns == left.columns)
            #expect(right.background == left.background && right.appearances == left.appearances && right.languages == left.languages)
            #expect(right.categories == left.categories)
            #expect(right.texts == left.texts)
            #expect(right.layout == left.layout, "layout, cell template, header template and data differ")
        }
    }

    @Test(arguments: ExampleSpecs.all.map(\.spec))
    func swiftFormGivesTheSameLayoutsAndPNGBytes(spec: String) throws {
        let (yaml, swift) = try Self.renderers(spec)
        let variants = VariantMatrix(suite: yaml.suite).variants()
        #expect(VariantMatrix(suite: swift.suite).variants() == variants)
        let options = RenderOptions(scale: 1)  // as baselines are rendered
        for variant in variants {
            let layout = try yaml.layout(variant)
            #expect(LayoutSnapshot(try swift.layout(variant)).text == LayoutSnapshot(layout).text, "\(variant)")
            var pages: [[UInt8]] = []
            try yaml.renderPNG(variant, layout: layout, options: options) { _, _, png in pages.append(png) }
            var index = 0
            try swift.renderPNG(variant, options: options) { _, _, png in
                #expect(index < pages.count && png == pages[index], "page \(index + 1) of \(variant)")
                index += 1
            }
            #expect(index == pages.count)
        }
    }
}
