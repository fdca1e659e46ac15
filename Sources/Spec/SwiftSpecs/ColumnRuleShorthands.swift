extension ColumnRule: ExpressibleByIntegerLiteral {
    /// A fixed count: `columns: 2`.
    public init(integerLiteral count: Int) {
        self = .fixed(count)
    }

    /// Counts by width breakpoints, `[minimum width: columns]` (`[0: 1, 500: 2, 900: 3]`: the
    /// last breakpoint the screen's width reaches wins), with another count at accessibility
    /// sizes when given. Breakpoints are sorted by width, as a spec's are.
    public static func byWidth(_ breakpoints: KeyValuePairs<Double, Int>, accessibility: Int? = nil) -> ColumnRule {
        ColumnRule(
            byWidth: breakpoints.map { WidthBreakpoint(minWidth: $0.key, columns: $0.value) }.sorted { $0.minWidth < $1.minWidth },
            accessibility: accessibility
        )
    }
}
