import Foundation
@testable import StyleGuideGen

/// The ColorAide expectations written by Tests/color/check_coloraide.py.
struct ColoraideFixture: Decodable {
    struct Entry: Decodable {
        let space: String
        let components: [NumberOrNone]
        let alpha: Double
        let xyzD65: [Double]
        let srgb: [Double]
        let srgbGamutMapped: [Double]
        let fallbackHex: String
        let css: String

        var tokenColor: TokenColor? {
            ColorSpace(rawValue: space).map { TokenColor(colorSpace: $0, components: components.map(\.value), alpha: alpha) }
        }
    }

    struct ContrastPair: Decodable {
        let foreground: Int
        let background: Int
        let ratio: Double
    }

    enum NumberOrNone: Decodable {
        case number(Double), none

        var value: Double? {
            if case .number(let v) = self { return v }
            return nil
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if try container.decode(String.self) == "none" {
                self = .none
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"none\"")
            }
        }
    }

    let generator: String
    let colors: [Entry]
    let contrast: [ContrastPair]

    static func load() throws -> ColoraideFixture {
        let data = try Data(contentsOf: fixtureURL("Color/random-colors.json"))
        return try JSONDecoder().decode(ColoraideFixture.self, from: data)
    }
}

/// A file under Tests/StyleGuideGenTests/Fixtures.
func fixtureURL(_ relativePath: String, file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)")
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent(relativePath)
}

/// The largest absolute component difference between two triples.
func largestDifference(_ a: SIMD3<Double>, _ b: [Double]) -> Double {
    guard b.count == 3 else { return .infinity }
    return [abs(a.x - b[0]), abs(a.y - b[1]), abs(a.z - b[2])].max() ?? .infinity
}

/// How far apart two CSS colour strings are: nil when their shape differs (function, keywords, `%`),
/// else the largest difference between corresponding numbers.
func cssDifference(_ ours: String, _ theirs: String) -> Double? {
    if ours.hasPrefix("#") || theirs.hasPrefix("#") { return ours == theirs ? 0 : nil }
    func tokens(_ text: String) -> [String] {
        text.replacingOccurrences(of: "(", with: " ( ").replacingOccurrences(of: ")", with: " ) ")
            .split(whereSeparator: \.isWhitespace).map(String.init)
    }
    let a = tokens(ours), b = tokens(theirs)
    guard a.count == b.count else { return nil }
    // In lab() and lch() a lightness of 40% is 40: either form is the same colour.
    let percentIsNumber = ["lab", "lch"].contains(a.first ?? "")
    var largest = 0.0
    for (x, y) in zip(a, b) {
        let xPercent = x.hasSuffix("%"), yPercent = y.hasSuffix("%")
        if let u = Double(x.trimmingCharacters(in: ["%"])), let v = Double(y.trimmingCharacters(in: ["%"])), xPercent == yPercent || percentIsNumber {
            largest = max(largest, abs(u - v))
        } else if x != y {
            return nil
        }
    }
    return largest
}

/// The largest absolute component difference between two triples.
func maxAbsDifference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return max(abs(d.x), abs(d.y), abs(d.z))
}
