import Audit
import ProofSheetSupport
import Variants

/// What happened to one variant (or one page of a tall variant) in a check or record run.
public struct SnapshotOutcome: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// Identical to the baseline, or within the tolerance.
        case passed
        /// Differs from the baseline beyond the tolerance (or in size).
        case changed
        /// Had no baseline and was recorded.
        case new
        /// Has no baseline and recording was off.
        case missing
        /// A baseline no variant produces any more.
        case orphan
        /// Could not be rendered or compared.
        case error
    }

    /// Output files, relative to the output folder (baseline relative to the snapshots folder).
    public struct Files: Hashable, Sendable, Codable {
        public var baseline: String
        public var expected: String?
        public var actual: String?
        public var diff: String?
        public var triptych: String?

        public init(baseline: String, expected: String? = nil, actual: String? = nil, diff: String? = nil, triptych: String? = nil) {
            self.baseline = baseline
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.triptych = triptych
        }
    }

    /// The baseline's path without extension: `recipes/recipe-grid/iphone-16/1col-large@2x`.
    public var name: String
    /// Where the variant sits in the matrix: screen, device, category, columns, appearance,
    /// scale, and page of page count when paged.
    public var axes: VariantAxes
    public var status: Status
    /// Whether this run wrote the baseline.
    public var recorded: Bool
    public var diffPixels: Int?
    public var diffRatio: Double?
    /// Why it changed (size), or what went wrong.
    public var message: String?
    /// Set when the baselines were made in a different environment than this run.
    public var environmentNote: String?
    /// Audit findings on this variant (missing glyphs always; every rule with `check --audit`),
    /// each boxed in this rendering's pixels; a page of a tall variant has those on that page.
    /// They do not fail a check by themselves. Nil when there are none.
    public var findings: [AuditFinding]?
    public var files: Files
    /// Boxes around the changed pixels of a changed variant (see `ChangedRegions`); nil otherwise.
    public var regions: [PixelRegion]?
    /// What changed, in words, for a changed variant; nil otherwise.
    public var change: ChangeDescription?
    /// Boxes around the elements whose layout changed, in the diff image's pixels (the union of
    /// each element's frame before and after), for a changed variant whose layout changed.
    public var changedElements: [ElementBox]?
    /// Wall time spent on this variant, in milliseconds.
    public var milliseconds: Double
    /// True when the variant was not drawn again because its baseline carries the fingerprint
    /// of everything that would make it (it passed); nil when it was drawn.
    public var skipped: Bool?
    /// For a changed or missing variant (one a reviewer may accept), `ImageFingerprint` of the
    /// rendered PNG; nil otherwise.
    public var fingerprint: String?
    /// The rendering's size (`files.actual` when written); nil when the variant did not render.
    public var renderedSize: PixelSize?
    /// The stored baseline's size (`files.expected` when written), when this run compared the
    /// rendering with one; nil for a new, missing or erroneous variant.
    public var baselineSize: PixelSize?

    public init(
        name: String, axes: VariantAxes, status: Status, recorded: Bool = false, diffPixels: Int? = nil, diffRatio: Double? = nil,
        message: String? = nil, environmentNote: String? = nil, findings: [AuditFinding]? = nil, files: Files,
        regions: [PixelRegion]? = nil, milliseconds: Double = 0,
        fingerprint: String? = nil, renderedSize: PixelSize? = nil, baselineSize: PixelSize? = nil
    ) {
        self.name = name
        self.axes = axes
        self.status = status
        self.recorded = recorded
        self.diffPixels = diffPixels
        self.diffRatio = diffRatio
        self.message = message
        self.environmentNote = environmentNote
        self.findings = findings
        self.files = files
        self.regions = regions
        self.milliseconds = milliseconds
        self.fingerprint = fingerprint
        self.renderedSize = renderedSize
        self.baselineSize = baselineSize
    }

    /// An element of the layout and where it lies in an image.
    public struct ElementBox: Hashable, Sendable, Codable {
        /// `item 1`, `header 0`.
        public var element: String
        public var box: PixelRegion

        public init(element: String, box: PixelRegion) {
            self.element = element
            self.box = box
        }
    }

    /// Whether the outcome fails a check.
    public var isFailure: Bool { status == .changed || status == .missing || status == .error }

    /// Its audit findings at `level` or above: what fails `check --audit --fail-on level`.
    package func findings(atLeast level: AuditSeverity) -> [AuditFinding] {
        (findings ?? []).filter { $0.severity >= level }
    }

    /// The size of the diff image (`files.diff`), which `regions` are in: the canvas
    /// `PixelDiffer.compareAcrossSizes` draws on, the larger of the baseline's and the rendering's
    /// width and height. Nil unless both sizes are known.
    public var diffSize: PixelSize? {
        guard let baselineSize, let renderedSize else { return nil }
        return baselineSize.union(renderedSize)
    }
}
