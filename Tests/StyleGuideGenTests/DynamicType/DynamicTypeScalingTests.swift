import Testing
@testable import StyleGuideGen

@Suite struct DynamicTypeScalingTests {
    let steps = ContentSizeCategory.allCases

    @Test func bodyAtAllTwelveSteps() {
        let sizes = steps.map { DynamicTypeTable.metrics(for: .body, at: $0).size }
        let leadings = steps.map { DynamicTypeTable.metrics(for: .body, at: $0).leading }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(leadings == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(steps.map { DynamicTypeScaling.factor(at: $0) } == leadings.map { Double($0) / 22 })
        #expect(DynamicTypeScaling.factor(.caption2, at: .xLarge) == 18.0 / 13.0)
        // At Large the factor is 1: a base value comes back unchanged.
        #expect(DynamicTypeScaling.scaledFontSize(base: 17, step: .large) == 17)
    }

    @Test func custom16ptFontRelativeToBodyCappedAt26() {
        let uncapped = steps.map { DynamicTypeScaling.scaledFontSize(base: 16, relativeTo: .body, step: $0) }
        #expect(uncapped == [14, 15, 15, 16, 17, 19, 21, 25, 29, 35, 41, 45])
        let capped = steps.map { DynamicTypeScaling.scaledFontSize(base: 16, relativeTo: .body, step: $0, maxSize: 26) }
        #expect(capped == [14, 15, 15, 16, 17, 19, 21, 25, 26, 26, 26, 26])
    }

    @Test func iconFrame28ptOnTheThirdPointGridCappedAt60() {
        let thirds: [Double] = [73, 76, 80, 84, 92, 99, 111, 130, 153, 183, 214, 237]
        let uncapped = steps.map { DynamicTypeScaling.scaledMetric(base: 28, relativeTo: .body, step: $0) }
        #expect(uncapped == thirds.map { $0 / 3 })
        #expect(abs(uncapped[0] - 24.333) < 0.001)
        let capped = steps.map { DynamicTypeScaling.scaledMetric(base: 28, relativeTo: .body, step: $0, max: 60) }
        #expect(capped == thirds.map { Swift.min($0 / 3, 60) })
        #expect(capped.suffix(3) == [60, 60, 60])
        #expect(DynamicTypeScaling.scaledMetric(base: 28, step: .xSmall, displayScale: 2) == 24.0)
    }

    @Test func halvesRoundAwayFromZero() {
        // 3.25 x 18 / 13 = 4.5 exactly: to-even would give 4.
        #expect(DynamicTypeScaling.scaledFontSize(base: 3.25, relativeTo: .caption2, step: .xLarge) == 5)
        // 9.75 x 18 x 3 / 13 = 40.5 exactly: to-even would give 40/3.
        #expect(DynamicTypeScaling.scaledMetric(base: 9.75, relativeTo: .caption2, step: .xLarge) == 41.0 / 3)
    }

    @Test func scalingRelativeToAnotherStyleUsesThatStylesLeading() {
        // Caption 1 is flat from xSmall to Medium (leading 13) and 16 at Large: 13/16 of the base.
        #expect(DynamicTypeScaling.scaledFontSize(base: 16, relativeTo: .caption1, step: .small) == 13)
        #expect(DynamicTypeScaling.scaledFontSize(base: 16, relativeTo: .caption1, step: .ax5) == 51)
    }
}
