@_exported import Audit
@_exported import DynamicType
@_exported import ImageIO
@_exported import Layout
@_exported import Localization
// One import gives a test or tool the whole pipeline: the Dynamic Type model, languages, layout, rendering,
// snapshots.
@_exported import ProofSheetSupport
@_exported import Rendering
@_exported import Report
@_exported import Snapshot
@_exported import Spec
@_exported import TextEngine
@_exported import Variants
