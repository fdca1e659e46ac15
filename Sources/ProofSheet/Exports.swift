// The public API, one surface for `import ProofSheet` (and ProofSheetTesting, which re-exports it): the spec model and
// its Swift DSL, Dynamic Type and languages whole, and from the later stages only the types a test or tool reads or
// passes. Everything else in those modules is `package`: the library's own targets, the CLI and the tests import them.
@_exported import DynamicType
@_exported import Localization
@_exported import Spec
@_exported import enum Audit.AuditRule
@_exported import enum Audit.AuditSeverity
@_exported import enum Snapshot.PixelDiffError
@_exported import enum Snapshot.RecordMode
@_exported import enum Snapshot.ShardError
@_exported import enum Variants.VariantAxisValue
@_exported import struct Audit.AuditElement
@_exported import struct Audit.AuditFinding
@_exported import struct ProofSheetSupport.PixelRegion
@_exported import struct Report.AuditBaseline
@_exported import struct Report.AuditReport
@_exported import struct Report.ReportIndex
@_exported import struct Snapshot.AcceptList
@_exported import struct Snapshot.ChangeGroup
@_exported import struct Snapshot.ChangeDescription
@_exported import struct Snapshot.DiffTolerance
@_exported import struct Snapshot.PixelDiffOptions
@_exported import struct Snapshot.PixelSize
@_exported import struct Snapshot.RGBColor
@_exported import struct Snapshot.PruneError
@_exported import struct Snapshot.PrunePlan
@_exported import struct Snapshot.RecordModeError
@_exported import struct Snapshot.RenderEnvironment
@_exported import struct Snapshot.Shard
@_exported import struct Snapshot.ShardPlan
@_exported import struct Snapshot.SnapshotReport
@_exported import struct Snapshot.SnapshotOutcome
@_exported import struct Variants.RecordedAxis
@_exported import struct Variants.Variant
@_exported import struct Variants.VariantAxes
@_exported import struct Variants.VariantFilter
@_exported import struct Variants.VariantFilterError
