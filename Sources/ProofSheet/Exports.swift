// One import gives a test or tool the whole pipeline: the Dynamic Type model, languages, layout, rendering,
// snapshots.
@_exported import ProofSheetSupport
@_exported import DynamicType
@_exported import Spec
@_exported import Layout
@_exported import ImageIO
@_exported import Rendering
@_exported import TextEngine
@_exported import Snapshot
@_exported import Audit
@_exported import Report
@_exported import Localization
