import DynamicType
import Testing

/// Half-up rounding of `numerator / denominator` for positive integers, computed exactly.
private func roundedQuotient(_ numerator: Int, _ denominator: Int) -> Int {
    (2 * numerator + denominator) / (2 * denominator)
}

/// A font of the given size, built through the public API only.
private func font(pointSize: Double, family: String = "Inter", weight: FontWeight = .regular) -> Font {
    var font = Font.preferred(.body, category: .large, family: family)
    font.pointSize = pointSize
    font.weight = weight
    return font
}

struct FontMetricsTests {
    @Test func defaultMetricsUseBody() {
        #expect(FontMetrics.default.textStyle == .body)
        #expect(FontMetrics.default == FontMetrics(forTextStyle: .body))
        #expect(FontMetrics(forTextStyle: .caption2).textStyle == .caption2)
    }

    /// Table E: `.body` metrics, base value 17, every category.
    @Test func bodyWorkedExamplesMatchTableE() throws {
        let fixture = try Fixture.load()
        let examples = fixture.fontMetricsExamples
        #expect(examples.textStyle == "body")
        let metrics = FontMetrics(forTextStyle: .body)
        for row in examples.rows {
            let category = try fixture.category(named: row.category)
            // Table E prints scaledValue to 3 decimals; the exact value lies on the pixel grid.
            let at3x = (row.scaledValue3x * 3).rounded() / 3
            let at2x = (row.scaledValue2x * 2).rounded() / 2
            try #require(abs(at3x - row.scaledValue3x) < 0.0005)
            #expect(metrics.scaledValue(for: examples.baseValue, category: category, displayScale: 3) == at3x, "\(category) @3x")
            #expect(metrics.scaledValue(for: examples.baseValue, category: category, displayScale: 2) == at2x, "\(category) @2x")
            #expect(metrics.scaledPointSize(for: examples.baseValue, category: category) == row.scaledFontPointSize, "\(category)")
            #expect(
                metrics.scaledFont(for: font(pointSize: examples.baseValue), category: category).pointSize == row.scaledFontPointSize, "\(category)")
            #expect(Font.preferred(.body, category: category).pointSize == row.preferredFontPointSize, "\(category)")
        }
    }

    @Test func bodyAndHeadlineScale17To48AtAX5() {
        for style in [TextStyle.body, .headline] {
            let metrics = FontMetrics(forTextStyle: style)
            #expect(metrics.scaledValue(for: 17, category: .accessibilityExtraExtraExtraLarge, displayScale: 3) == 48)
            #expect(metrics.scaledPointSize(for: 17, category: .accessibilityExtraExtraExtraLarge) == 48)
        }
    }

    @Test func caption1AX1RoundsHalfPixelsAwayFromZero() {
        // 8 x 27/16 = 13.5 -> 40.5 pixels @3x -> 41 pixels.
        let metrics = FontMetrics(forTextStyle: .caption1)
        #expect(metrics.scaledValue(for: 8, category: .accessibilityMedium, displayScale: 3) == 41.0 / 3)
    }

    @Test func title1AX4RoundsHalfPointsUp() {
        // 17 x 61/34 = 30.5 -> 31 (measured on iOS 26.1).
        let metrics = FontMetrics(forTextStyle: .title1)
        #expect(metrics.scaledPointSize(for: 17, category: .accessibilityExtraExtraLarge) == 31)
    }

    @Test func headline11AtAX4IsTheDocumentedKnownDivergence() {
        // Known divergence (docs/dynamic-type.md, UIFontMetrics): UIKit measures 25 here, but the rules give
        // 11 x 51/22 = 25.5 -> 26, and we implement the rules without special cases.
        let metrics = FontMetrics(forTextStyle: .headline)
        #expect(metrics.scaledPointSize(for: 11, category: .accessibilityExtraExtraLarge) == 26)
        // scaledValue agrees with UIKit: 25.5 -> 76.5 pixels @3x -> 77 pixels = 25.667.
        #expect(metrics.scaledValue(for: 11, category: .accessibilityExtraExtraLarge, displayScale: 3) == 77.0 / 3)
    }

    @Test func maximumPointSizeCapsOnlyWhenPositive() {
        let body = FontMetrics(forTextStyle: .body)
        let ax5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        #expect(body.scaledPointSize(for: 17, category: ax5, maximumPointSize: 40) == 40)
        #expect(body.scaledPointSize(for: 17, category: ax5, maximumPointSize: 40.5) == 40.5)
        #expect(body.scaledPointSize(for: 17, category: ax5, maximumPointSize: 50) == 48)
        #expect(body.scaledPointSize(for: 17, category: ax5, maximumPointSize: 0) == 48)
        #expect(body.scaledPointSize(for: 17, category: ax5, maximumPointSize: -1) == 48)
        // title1 17 pt at AX5 is 17 x 68/34 = 34, already under a cap of 40.
        #expect(FontMetrics(forTextStyle: .title1).scaledPointSize(for: 17, category: ax5, maximumPointSize: 40) == 34)
    }

    @Test func scaledFontKeepsFamilyAndWeightAndHonoursTheCap() {
        let input = font(pointSize: 17, family: "Georgia", weight: .bold)
        let scaled = FontMetrics.default.scaledFont(for: input, category: .accessibilityExtraExtraExtraLarge, maximumPointSize: 40)
        #expect(scaled.pointSize == 40)
        #expect(scaled.family == "Georgia")
        #expect(scaled.weight == .bold)
    }

    @Test(arguments: styleOrder)
    func largeIsTheIdentity(_ style: TextStyle) {
        let metrics = FontMetrics(forTextStyle: style)
        #expect(metrics.scaleFactor(for: .large) == 1)
        for value in [1.0, 8, 11, 17, 34, 64, 100] {
            #expect(metrics.scaledPointSize(for: value, category: .large) == value)
            #expect(metrics.scaledFont(for: font(pointSize: value), category: .large).pointSize == value)
            for scale in [1.0, 2, 3] {
                #expect(metrics.scaledValue(for: value, category: .large, displayScale: scale) == value)
            }
        }
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .small, .medium])
    func caption2IsTheIdentityWhereItsLineSpacingEqualsLarge(_ category: ContentSizeCategory) {
        let metrics = FontMetrics(forTextStyle: .caption2)
        #expect(metrics.scaleFactor(for: category) == 1)
        #expect(metrics.scaledValue(for: 17, category: category, displayScale: 3) == 17)
        #expect(metrics.scaledPointSize(for: 17, category: category) == 17)
    }

    @Test(arguments: styleOrder)
    func scaleFactorIsTheTableCRatio(_ style: TextStyle) throws {
        let spacing = try Fixture.load().row(\.scalingLineSpacing, style)
        let metrics = FontMetrics(forTextStyle: style)
        #expect(tableOrder.map { metrics.scaleFactor(for: $0) } == spacing.map { $0 / spacing[3] })
    }

    /// Every cell, integer base values 1...100: pixel rounding for scaledValue and whole-point
    /// half-up rounding for scaledPointSize, checked against exact integer arithmetic.
    @Test(arguments: styleOrder)
    func scaledValuesFollowTheRoundingRulesExactly(_ style: TextStyle) throws {
        let spacing = try Fixture.load().row(\.scalingLineSpacing, style).map { Int($0) }
        let metrics = FontMetrics(forTextStyle: style)
        var mismatches: [String] = []
        for (index, category) in tableOrder.enumerated() {
            for value in 1...100 {
                let points = Double(roundedQuotient(value * spacing[index], spacing[3]))
                let actualPoints = metrics.scaledPointSize(for: Double(value), category: category)
                if actualPoints != points {
                    mismatches.append("scaledPointSize(\(value)) at \(category): \(actualPoints), expected \(points)")
                }
                for scale in [1, 2, 3] {
                    let pixels = roundedQuotient(value * spacing[index] * scale, spacing[3])
                    let expected = Double(pixels) / Double(scale)
                    let actual = metrics.scaledValue(for: Double(value), category: category, displayScale: Double(scale))
                    if actual != expected {
                        mismatches.append("scaledValue(\(value)) @\(scale)x at \(category): \(actual), expected \(expected)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
