import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ColorVisionSimulationTests {
    /// The severity-1.0 rows of Machado, Oliveira and Fernandes (2009), as their supplementary table
    /// publishes them (http://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html;
    /// the same numbers are colorspacious' `MACHADO_ET_AL_MATRICES[...][100]` and colour-science's
    /// `CVD_MATRICES_MACHADO2010[...][1.0]`), typed in again here rather than read from the source.
    static let published: [ColorVisionSimulation: [[Double]]] = [
        .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
        // Not Machado's: the relative luminance of linear sRGB (IEC 61966-2-1 / Rec. 709) in each row.
        .achromatopsia: [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]],
    ]

    @Test(arguments: ColorVisionSimulation.allCases)
    func matrixIsThePublishedOne(_ simulation: ColorVisionSimulation) throws {
        let expected = try #require(Self.published[simulation])
        let rows = simulation.matrix.rows
        for (row, values) in zip([rows.0, rows.1, rows.2], expected) {
            #expect([row.x, row.y, row.z] == values)
        }
    }

    /// Machado's rows sum to 1 (to within the table's rounding): white and greys stay as they are.
    @Test(arguments: ColorVisionSimulation.allCases)
    func greysStayGrey(_ simulation: ColorVisionSimulation) {
        for grey in [0.0, 0.18, 0.5, 1.0] {
            let seen = simulation.simulate(sRGB: SIMD3(repeating: grey))
            #expect(abs(seen.x - grey) < 2e-4 && abs(seen.y - grey) < 2e-4 && abs(seen.z - grey) < 2e-4, "\(simulation) \(grey) -> \(seen)")
        }
    }

    /// The filter the pages carry is the same matrix, with alpha kept.
    @Test func filterValues() {
        #expect(ColorVisionSimulation.deuteranopia.filterValues
                == "0.367322 0.860646 -0.227968 0 0 0.280085 0.672501 0.047413 0 0 -0.01182 0.04294 0.968881 0 0 0 0 0 1 0")
        #expect(ColorVisionSimulation.achromatopsia.filterValues
                == "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0")
    }

    /// Simulated colours against colorspacious 1.1.2 (`cspace_convert(rgb, {"name": "sRGB1+CVD",
    /// "cvd_type": "...anomaly", "severity": 100}, "sRGB1")`), which applies the same matrices in linear
    /// sRGB. Only colours that stay inside sRGB: colorspacious does not clamp, the filter does.
    struct Reference: Sendable, CustomTestStringConvertible {
        let simulation: ColorVisionSimulation, hex: String, seen: SIMD3<Double>
        var testDescription: String { "\(simulation.rawValue) \(hex)" }
    }

    static let colorspacious: [Reference] = [
        Reference(simulation: .protanopia, hex: "#ff3b30", seen: SIMD3(0.475735, 0.425999, 0.172250)),
        Reference(simulation: .protanopia, hex: "#34c759", seen: SIMD3(0.789342, 0.710377, 0.308424)),
        Reference(simulation: .protanopia, hex: "#8e8e93", seen: SIMD3(0.552736, 0.558847, 0.577467)),
        Reference(simulation: .protanopia, hex: "#5ac8fa", seen: SIMD3(0.685541, 0.774002, 0.990041)),
        Reference(simulation: .protanopia, hex: "#af52de", seen: SIMD3(0.055495, 0.470684, 0.887405)),
        Reference(simulation: .deuteranopia, hex: "#ff3b30", seen: SIMD3(0.663851, 0.593401, 0.145973)),
        Reference(simulation: .deuteranopia, hex: "#34c759", seen: SIMD3(0.722955, 0.664011, 0.382464)),
        Reference(simulation: .deuteranopia, hex: "#ff9500", seen: SIMD3(0.812935, 0.723510, 0.014023)),
        Reference(simulation: .deuteranopia, hex: "#5ac8fa", seen: SIMD3(0.598429, 0.710017, 0.977609)),
        Reference(simulation: .deuteranopia, hex: "#af52de", seen: SIMD3(0.279649, 0.497186, 0.857699)),
        Reference(simulation: .tritanopia, hex: "#8e8e93", seen: SIMD3(0.553263, 0.559812, 0.562914)),
        Reference(simulation: .tritanopia, hex: "#af52de", seen: SIMD3(0.666059, 0.427208, 0.567895)),
    ]

    @Test(arguments: colorspacious)
    func simulatedColorMatchesColorspacious(_ reference: Reference) throws {
        let rgb = try #require(TokenColor(hex: reference.hex)).sRGB
        let seen = reference.simulation.simulate(sRGB: rgb)
        for (got, want) in [(seen.x, reference.seen.x), (seen.y, reference.seen.y), (seen.z, reference.seen.z)] {
            #expect(abs(got - want) < 1e-5, "\(reference.testDescription): \(seen) vs \(reference.seen)")
        }
    }

    /// Clamped as the filter clamps: red under protanopia has no blue below zero.
    @Test func clampsLikeTheFilter() {
        let seen = ColorVisionSimulation.protanopia.simulate(sRGB: SIMD3(1, 0, 0))
        #expect(seen.z == 0 && seen.x > 0 && seen.x <= 1 && seen.y > 0)
    }

    /// Under achromatopsia every colour is the grey of its relative luminance.
    @Test func achromatopsiaIsLuminance() throws {
        let rgb = try #require(TokenColor(hex: "#007aff")).sRGB
        let seen = ColorVisionSimulation.achromatopsia.simulate(sRGB: rgb)
        let y = ColorContrast.relativeLuminance(ofSRGB: rgb)
        let linear = TransferFunction.srgb.toLinear(seen)
        #expect(abs(linear.x - y) < 1e-12 && abs(linear.y - y) < 1e-12 && abs(linear.z - y) < 1e-12)
    }

    @Test func distances() throws {
        let red = try #require(TokenColor(hex: "#ff0000")).sRGB, green = try #require(TokenColor(hex: "#00ff00")).sRGB
        // Red and green, far apart to most eyes, come close for a deuteranope and closer still in grey.
        let normal = ColorVisionDistance.distance(red, green, under: nil)
        let deuteranopia = ColorVisionDistance.distance(red, green, under: .deuteranopia)
        #expect(normal > 0.5)
        #expect(deuteranopia < normal / 2)
        #expect(ColorVisionDistance.distance(red, red, under: .tritanopia) == 0)
    }
}
