import Foundation
import Testing
@testable import StyleGuideGen

/// `init --from` on real design systems (copies of `Tests/Corpus` folders): Tokens Studio (sage,
/// swisspost's single file), Style Dictionary (koobiq) and a DTCG resolver (little-league). Every
/// pair the map creates is measured again here, permutation by permutation.
@Suite struct MappingGuessCorpusTests {
    static let systems = ["sage", "swisspost", "koobiq", "little-league"]

    @Test(.timeLimit(.minutes(3)), arguments: systems)
    func theGuessKeepsEveryRoleInEveryPermutation(_ system: String) throws {
        let copy = try ExistingProjectInitializerTests.corpusCopy(system)
        var diagnostics = DiagnosticBag()
        let result = try #require(ExistingProjectInitializer().run(source: copy.root, directory: copy.root, diagnostics: &diagnostics))
        let config = try ConfigLoader.load(Data(result.config.utf8), file: "styleguide.json")
        let project = try #require(loadTokens(at: copy.root + "/" + (config.tokens ?? "."), fileSystem: LocalFileSystem(), root: copy.root).0)
        let guess = result.guess

        #expect(config.contrast.pairs.map { [$0.foreground, $0.background] } == guess.contrastPairs.map { [$0.foreground, $0.background] })
        for pair in guess.contrastPairs {
            for permutation in project.permutations {
                let ratio = try Self.ratio(pair.foreground, on: pair.background, in: permutation)
                #expect(ratio >= 4.5, "\(system): \(pair.foreground) on \(pair.background) is \(ratio):1 in \(permutation.label)")
            }
        }
        for slot in ["color.accent-fill", "color.on-accent", "color.label", "color.destructive-fill"] {
            let reason = guess.unmapped.first { $0.slot == slot }?.reason
            #expect(guess.token(for: slot) != nil || reason?.isEmpty == false, "\(system): \(slot) is mapped or says why not")
        }
        if let fill = guess.token(for: "color.accent-fill") {
            #expect(TokenNameWords(fill).all.isDisjoint(with: ["destructive", "danger", "error", "critical", "negative"]), "\(system): \(fill)")
        }
        if let fill = guess.token(for: "color.accent-fill"), let text = guess.token(for: "color.on-accent") {
            #expect(guess.contrastPairs.contains { $0.foreground == text && $0.background == fill }, "\(system): the button's pair is written")
        }
        if let label = guess.token(for: "color.label") {
            for (one, other) in Self.switchNeighbours(project) {
                let hues = try [one, other].map { try Self.hue(label, in: $0) }
                let distance = ((hues[0].x - hues[1].x) * (hues[0].x - hues[1].x) + (hues[0].y - hues[1].y) * (hues[0].y - hues[1].y)).squareRoot()
                #expect(distance < 0.05, "\(system): \(label) changes colour between \(one.label) and \(other.label)")
            }
        }
    }

    /// Permutations that differ in one modifier only, one whose name and contexts say nothing of
    /// light, dark or contrast.
    static func switchNeighbours(_ project: TokenProject) -> [(ResolvedPermutation, ResolvedPermutation)] {
        let switches = Set(project.modifiers.filter { modifier in
            !([modifier.name] + modifier.contexts).contains { word in ["light", "dark", "mode", "contrast"].contains { word.lowercased().contains($0) } }
        }.map(\.name))
        return project.permutations.indices.flatMap { one in
            project.permutations.indices.filter { $0 > one }.compactMap { other -> (ResolvedPermutation, ResolvedPermutation)? in
                let differ = zip(project.permutations[one].inputs, project.permutations[other].inputs).filter { $0.0 != $0.1 }
                guard differ.count == 1, switches.contains(differ[0].0.modifier) else { return nil }
                return (project.permutations[one], project.permutations[other])
            }
        }
    }

    /// OKLab's a and b of a colour token as painted on white: equal for one colour made lighter or darker.
    static func hue(_ token: String, in permutation: ResolvedPermutation) throws -> SIMD2<Double> {
        guard case .color(let color)? = permutation.tokens[token]?.value else {
            throw DiagnosticError([.error(.contrastUndecidable, "\(token) is no colour in \(permutation.label)")])
        }
        let paint = color.tokenColor
        let srgb = paint.gamutMappedSRGB * paint.alpha + SIMD3(repeating: 1) * (1 - paint.alpha)
        let lab = ColorConversion.convert(srgb, from: .srgb, to: .oklab)
        return SIMD2(lab.y, lab.z)
    }

    static func ratio(_ foreground: String, on background: String, in permutation: ResolvedPermutation) throws -> Double {
        guard case .color(let text)? = permutation.tokens[foreground]?.value, case .color(let back)? = permutation.tokens[background]?.value else {
            throw DiagnosticError([.error(.contrastUndecidable, "\(foreground) or \(background) is no colour in \(permutation.label)")])
        }
        return ColorContrast.ratio(foreground: text.tokenColor, background: back.tokenColor)
    }
}
