// One import gives a test or tool the whole pipeline: the Dynamic Type model, layout, rendering.
@_exported import DynamicType
@_exported import Layout
@_exported import Rendering
