import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Snapshot

/// What the report of one shard of an audit (`audit --shard K/N --format json`) needs so that
/// `proofsheet merge --audit` can make the report one audit of every shard's variants would
/// have made: which shard it was, which of the run's variants it audited, and where each of its
/// findings comes in the run's order.
package struct AuditShardPart: Hashable, Sendable, Codable {
    package var shard: Shard
    /// The positions, among the variants of the whole run (every shard's), of the variants this
    /// shard audited.
    package var positions: [Int]
    /// How many variants the whole run has, in every shard.
    package var variantCount: Int
    /// Whether the run was filtered apart from being sharded (by screen, device and so on).
    package var filtered: Bool
    /// For each finding, in order, the rank of its place (screen, device, columns, appearance,
    /// language; ``Auditor/ReportOrder``) among the places of the whole run.
    package var findingPlaces: [Int]
    /// The same for each accepted finding.
    package var acceptedPlaces: [Int]
    /// The baseline's ``AuditBaseline/digest``; nil without `--baseline`.
    package var baseline: String?
    /// `ShardSet.digest(ofVariants:)` (Snapshot) of the whole run's variants: shards of differently
    /// filtered runs with as many variants do not merge.
    package var variants: String
    /// The text stack the shard laid out with: shards run on different machines must agree.
    package var environment: RenderEnvironment

    /// A shard's part from its fields, as the audit that ran the shard knows them.
    package init(
        shard: Shard, positions: [Int], variantCount: Int, filtered: Bool, findingPlaces: [Int], acceptedPlaces: [Int], baseline: String?,
        variants: String, environment: RenderEnvironment
    ) {
        self.shard = shard
        self.positions = positions
        self.variantCount = variantCount
        self.filtered = filtered
        self.findingPlaces = findingPlaces
        self.acceptedPlaces = acceptedPlaces
        self.baseline = baseline
        self.variants = variants
        self.environment = environment
    }
}

extension AuditReport {
    /// The report of one audit shard in the JSON file at `path`; an error names the file and
    /// what is wrong, including a report of a whole run or of another ProofSheet build.
    package init(shardReportAt path: String) throws(ShardMergeError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ShardMergeError(source: path, reason: error.reason) }
        let document: Document
        do { document = try JSONArtefact.decode(Document.self, from: Data(bytes), reading: Self.schemaVersion) } catch let error as SchemaVersionError
        {
            throw ShardMergeError(source: path, reason: "cannot be merged: \(error)")
        } catch {
            throw ShardMergeError(
                source: path,
                reason:
                    "is not the JSON report of an audit shard (\(JSONDecodingProblem.describe(error))); write each shard's with audit --shard K/N --format json -o FILE"
            )
        }
        guard let shard = document.shard else {
            throw ShardMergeError(
                source: path, reason: "is the report of a whole audit (it has no \"shard\"); merge the JSON reports of audit --shard K/N")
        }
        for (list, findings) in [("findings", document.findings), ("accepted", document.accepted)] {
            if let index = findings.firstIndex(where: \.categories.isEmpty) {
                throw ShardMergeError(source: path, reason: "\(list)[\(index)] has no categories; the report was edited")
            }
        }
        guard document.tool == Self.tool else {
            throw ShardMergeError(
                source: path, reason: "was written by \(document.tool.debugDescription); merge with the same build the shards ran (\(Self.tool))")
        }
        self.init(spec: document.spec, variantCount: document.variants, findings: document.findings, accepted: document.accepted, shard: shard)
    }

    /// The report one audit over every shard's variants would have made, from the reports of
    /// all `N` shards of a sharded audit (`source` names each, for errors): findings and
    /// accepted findings in that audit's order. Every shard must come from the same spec,
    /// variants, baseline and text stack, each of 1...N exactly once, and together they must
    /// hold every variant exactly once.
    package static func merging(_ shards: [(source: String, report: AuditReport)]) throws(ShardMergeError) -> AuditReport {
        guard let (firstSource, first) = shards.first else { throw ShardMergeError(source: nil, reason: "no shard reports given") }
        guard let part = first.shard else { throw ShardMergeError(source: firstSource, reason: "is not an audit shard's report") }
        var set = ShardSet(shardCount: part.shard.count, variantCount: part.variantCount, part: "report", run: "audit")
        for (source, report) in shards {
            guard let this = report.shard else { throw ShardMergeError(source: source, reason: "is not an audit shard's report") }
            let differences: [(String, String, String)] = [
                ("shard count", "\(this.shard.count)", "\(part.shard.count)"),
                ("spec", report.spec, first.spec),
                ("filter", this.filtered ? "filtered" : "whole matrix", part.filtered ? "filtered" : "whole matrix"),
                ("variant count", "\(this.variantCount)", "\(part.variantCount)"),
                ("baseline", Self.describeBaseline(this.baseline), Self.describeBaseline(part.baseline)),
            ].filter { $0.1 != $0.2 }
            if let (what, value, other) = differences.first {
                throw ShardMergeError(
                    source: source,
                    reason: "its \(what) is \(value.debugDescription) but \(firstSource)'s is \(other.debugDescription); merge shards of one audit")
            }
            guard this.variants == part.variants else {
                throw ShardMergeError(
                    source: source, reason: "its audit has other variants than \(firstSource)'s (another filter or spec); merge shards of one audit")
            }
            guard this.environment == part.environment else {
                let changes = this.environment.differences(from: part.environment).joined(separator: ", ")
                throw ShardMergeError(
                    source: source, reason: "it laid out with another text stack than \(firstSource) (\(changes)); run every shard on the same image")
            }
            guard this.positions.count == report.variantCount, ShardSet.areValid(this.positions, among: this.variantCount),
                this.findingPlaces.count == report.findings.count, this.acceptedPlaces.count == report.accepted.count
            else {
                throw ShardMergeError(
                    source: source, reason: "its \"shard\" does not match its findings and variants; the report was edited or cut short")
            }
            try set.add(this.shard, positions: this.positions, from: source)
        }
        try set.checkComplete()
        // A place's findings are all in one shard, in order, so sorting by place alone gives
        // the one audit's order.
        let inRunOrder = { (places: KeyPath<AuditShardPart, [Int]>, findings: KeyPath<AuditReport, [AuditFinding.AcrossSizes]>) in
            ShardSet.inRunOrder(
                shards.map { shard in zip(shard.report.shard![keyPath: places], shard.report[keyPath: findings]).map { (place: $0, item: $1) } })
        }
        return AuditReport(
            spec: first.spec, variantCount: part.variantCount,
            findings: inRunOrder(\.findingPlaces, \.findings), accepted: inRunOrder(\.acceptedPlaces, \.accepted)
        )
    }

    /// A shard's baseline for a message: "none", or its digest's start.
    private static func describeBaseline(_ digest: String?) -> String {
        digest.map { "accepted findings \($0.prefix(12))" } ?? "none"
    }
}
