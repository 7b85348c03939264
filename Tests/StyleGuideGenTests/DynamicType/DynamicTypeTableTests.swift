import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct DynamicTypeTableTests {
    struct CSVRow: Equatable {
        let step: ContentSizeCategory
        let style: TextStyle
        let metrics: DynamicTypeMetrics
    }

    /// Parses the reference CSV (copied from /work/shared/reference/dynamic-type-ios.csv).
    static func loadCSV() throws -> [CSVRow] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/DynamicType/dynamic-type-ios.csv")
        let lines = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline)
        #expect(lines.first == "category,style,weight,size_pt,leading_pt,emphasized_weight")
        return try lines.dropFirst().map { line in
            let fields = line.split(separator: ",").map(String.init)
            try #require(fields.count == 6, "\(line)")
            let step = try #require(ContentSizeCategory(rawValue: fields[0]), "\(fields[0])")
            let style = try #require(TextStyle.allCases.first { $0.higName == fields[1] }, "\(fields[1])")
            let metrics = DynamicTypeMetrics(
                size: try #require(Int(fields[3])), leading: try #require(Int(fields[4])),
                weight: try #require(DynamicTypeWeight(name: fields[2])),
                emphasizedWeight: try #require(DynamicTypeWeight(name: fields[5])))
            return CSVRow(step: step, style: style, metrics: metrics)
        }
    }

    @Test func everyRowOfTheCSVEqualsTheSwiftTable() throws {
        let csv = try Self.loadCSV()
        #expect(csv.count == 132)
        for row in csv {
            #expect(DynamicTypeTable.metrics(for: row.style, at: row.step) == row.metrics, "\(row.step) \(row.style)")
        }
        let swiftRows = DynamicTypeTable.allRows.map { CSVRow(step: $0.step, style: $0.style, metrics: $0.metrics) }
        #expect(swiftRows == csv)
    }

    @Test func everyStyleHasTwelveSteps() {
        for style in TextStyle.allCases {
            #expect(DynamicTypeTable.sizesAndLeadings(style).count == ContentSizeCategory.allCases.count)
        }
        #expect(ContentSizeCategory.allCases.map(\.ordinal) == Array(0..<12))
    }

    @Test func emphasizedWeights() {
        let bold: Set<TextStyle> = [.largeTitle, .title1, .title2]
        for style in TextStyle.allCases {
            #expect(style.emphasizedWeight == (bold.contains(style) ? .bold : .semibold), "\(style)")
            #expect(style.weight == (style == .headline ? .semibold : .regular), "\(style)")
        }
        #expect(DynamicTypeWeight.bold.rawValue == 700)
        #expect(DynamicTypeWeight.semibold.rawValue == 600)
        #expect(DynamicTypeWeight.regular.rawValue == 400)
        #expect(DynamicTypeTable.metrics(for: .headline, at: .ax5).emphasizedWeight == .semibold)
    }

    @Test func footnoteAndCaptionsAreFlatBelowLarge() {
        func sizes(_ style: TextStyle) -> [Int] { ContentSizeCategory.allCases.map { DynamicTypeTable.metrics(for: style, at: $0).size } }
        /// The steps at which the size differs from the previous step.
        func changes(_ style: TextStyle) -> [ContentSizeCategory] {
            let s = sizes(style)
            return (1..<s.count).filter { s[$0] != s[$0 - 1] }.map { ContentSizeCategory.allCases[$0] }
        }
        let fromLarge: [ContentSizeCategory] = [.large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5]
        #expect(changes(.footnote) == fromLarge)
        #expect(changes(.caption1) == fromLarge)
        #expect(changes(.caption2) == Array(fromLarge.dropFirst()))
        #expect(Array(sizes(.footnote).prefix(3)) == [12, 12, 12])
        #expect(Array(sizes(.caption1).prefix(3)) == [11, 11, 11])
        #expect(changes(.body).count == 11)
    }

    @Test func lineHeightMultiplierIsLeadingOverSize() {
        #expect(DynamicTypeTable.metrics(for: .body, at: .large).lineHeightMultiplier == 22.0 / 17.0)
    }
}
