// One import gives a test or tool the whole pipeline: the Dynamic Type model, languages, layout, rendering,
// snapshots.
@_exported import DynamicType
@_exported import Layout
@_exported import Rendering
@_exported import Snapshot
@_exported import Audit
@_exported import Report
@_exported import Localization
