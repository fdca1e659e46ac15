import Audit
import Foundation
import TestSupport
import Testing

@testable import ProofSheet
import Variants

/// An audit works through chunks of neighbouring variants and merges each chunk's findings where
/// it was audited (so a worker process sends back findings, not every variant's findings),
/// then the chunks' findings in order. On the messages example (two screens, five languages,
/// Arabic right to left), the result equals merging every variant's findings one at a time,
/// at any job count, however the chunks fall.
@Suite struct AuditorChunkTests {
    static let renderer: VariantRenderer = {
        let path = Repository.url("Examples/messages.yaml").path
        do { return try VariantRenderer(specPath: path) } catch { fatalError("\(error)") }
    }()

    static var variants: [Variant] { VariantMatrix(suite: renderer.suite).variants() }

    /// Chunks cover the variants in order, each of one screen and device and made of whole runs
    /// that measure the same texts, and there are about eight for each job.
    @Test(arguments: [1, 2, 3, 16])
    func chunksAreWholeRunsOfOneScreenAndDevice(jobs: Int) throws {
        let variants = Self.variants
        let runs = Variant.runsSharingText(variants)
        let chunks = Auditor.chunks(of: variants, jobs: jobs)
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == variants.count)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
        for chunk in chunks {
            #expect(Set(variants[chunk].map { "\($0.screen) \($0.device.name)" }).count == 1, "\(chunk)")
        }
        #expect(runs.allSatisfy { run in chunks.contains { $0.contains(run.lowerBound) && $0.contains(run.upperBound - 1) } })
        #expect(chunks.count >= min(runs.count, 8 * jobs), "\(chunks.count) chunks of \(runs.count) runs")
        if jobs == 1 { #expect(chunks.count < runs.count, "at one job, chunks hold several runs") }
    }

    /// What a worker process sends back for each chunk (JSON, as `WorkerProcesses` writes and
    /// reads it) decodes to the same findings in the same order.
    @Test func chunkFindingsSurviveTheWorkersJSON() throws {
        let variants = Self.variants
        let auditor = Auditor(renderer: Self.renderer, jobs: 1)
        var total = 0
        for chunk in Auditor.chunks(of: variants, jobs: 2) {
            let found: [Auditor.ChunkFinding]? = try auditor.findings(of: variants, in: chunk)
            let decoded = try WorkerProcesses.decoder().decode([Auditor.ChunkFinding]?.self, from: WorkerProcesses.encoder().encode(found))
            #expect(decoded?.map(\.firstVariant) == found?.map(\.firstVariant))
            #expect(decoded?.map(\.finding) == found?.map(\.finding))
            total += found?.count ?? 0
        }
        #expect(total > 0)
    }

    /// Every finding as merging the findings variant by variant makes it: the finding at the
    /// first category it occurs at (text, detail, measurements, frame), every category it occurs at.
    @Test func chunkedFindingsEqualMergingOneVariantAtATime() throws {
        struct Key: Hashable {
            var rule: AuditRule
            var span: Variant
            var element: AuditElement
        }
        let variants = Self.variants
        let auditor = Auditor(renderer: Self.renderer, jobs: 1)
        var expected: [Key: (finding: AuditFinding, categories: [ContentSizeCategory])] = [:]
        for variant in variants {
            for found in try auditor.findings(of: variant, layout: Self.renderer.layout(variant)) {
                let key = Key(rule: found.rule, span: Auditor.span(of: variant), element: found.element)
                if expected[key] == nil { expected[key] = (found, []) }
                if !expected[key]!.categories.contains(variant.category) { expected[key]!.categories.append(variant.category) }
            }
        }
        #expect(expected.values.contains { $0.categories.count > 1 }, "some finding spans categories in different chunks")

        for jobs in [1, 2, 16] {
            let findings = try Auditor(renderer: Self.renderer, jobs: jobs).audit(variants)
            #expect(findings.count == expected.count, "at \(jobs) jobs")
            for finding in findings {
                let variant = try #require(
                    variants.first {
                        $0.screen == finding.screen && $0.device.name == finding.device && $0.columns == finding.columns
                            && $0.appearance == finding.appearance && $0.language?.identifier == finding.language
                    })
                let want = try #require(expected[Key(rule: finding.rule, span: Auditor.span(of: variant), element: finding.element)])
                #expect(finding.categories == want.categories.sorted(), "\(finding.rule) \(finding.element) at \(jobs) jobs")
                #expect(finding.finding == want.finding, "the first category's finding, as it is")
            }
        }
    }
}
