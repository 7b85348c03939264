import Foundation
@testable import StyleGuideGen

/// A project's Swift package, generated, built with `swift build` and its check executable run; and
/// the project's site stylesheet, resolved in process, to compare it with.
struct GeneratedPackageBuild {
    let lines: [CheckLine]
    /// The durations and transitions, without and with reduced motion.
    let motionLines: [MotionLine]
    /// The colours, light or dark as the permutation has them.
    let colorLines: [ColorLine]
    let diagnostics: [Diagnostic]
    let stylesheet: TokenStylesheet
    let tokens: TokenProject
    /// The permutations the package has (the site's shown ones), one per check label: without the
    /// text-size modifier, whose contexts are the steps.
    let shownByLabel: [String: ResolvedPermutation]
    var shown: [ResolvedPermutation] { Array(shownByLabel.values) }

    /// One line of the check executable's output.
    struct CheckLine: Hashable {
        var permutation: String
        var path: String
        var step: ContentSizeCategory
        /// Size and line height for typography; the value alone for a metric.
        var numbers: [Double]
    }

    /// A colour's extended sRGB channels and alpha.
    struct ColorLine: Hashable {
        var permutation: String
        var path: String
        var channels: [Double]
    }

    /// A duration's milliseconds without and with reduced motion; a transition's duration so, then its delay so.
    struct MotionLine: Hashable {
        var permutation: String
        var path: String
        var milliseconds: [Double]
    }

    static func make(root: String, name: String = SwiftPackageOptions.defaultName) throws -> GeneratedPackageBuild {
        let options = BuildOptions(project: try Project.load(root: root))
        let scratch = FileManager.default.temporaryDirectory.appending(path: "styleguide-swift-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let package = SwiftPackageOptions(output: scratch + "/" + name, name: name)
        let result = SwiftPackageBuilder().generate(options, package: package)
        guard result.files > 0 else { throw Failure("generation failed:\n" + result.diagnostics.map(\.description).joined(separator: "\n")) }
        try run(["swift", "build", "--package-path", package.output, "--scratch-path", scratch + "/build"], what: "swift build")
        let output = try run([scratch + "/build/debug/\(name)Check"], what: "\(name)Check")
        var diagnostics = DiagnosticBag()
        guard let resolved = BuildPipeline(options: options, fileSystem: LocalFileSystem()).run(through: .bindComponents, diagnostics: &diagnostics).bound else {
            throw Failure("the project does not load")
        }
        guard let stylesheet = resolved.stylesheet, let tokens = resolved.tokens else { throw Failure("the project has no stylesheet") }
        let selected = resolved.shownPermutations(show: resolved.comparedAxes(show: options.config.show))
        let shown = Dictionary(selected.indices.map { index in
            (SwiftTheme.label(tokens.permutations[index].inputs.filter { $0.modifier != options.config.textSizeModifier }), tokens.permutations[index])
        }) { first, _ in first }
        let rows = output.split(separator: "\n")
        let marker = { (line: Substring) in line.split(separator: " ").dropFirst(2).first }
        return GeneratedPackageBuild(lines: try rows.filter { marker($0) != "motion" && marker($0) != "color" }.map(parse),
                                     motionLines: try rows.filter { marker($0) == "motion" }.map(parseMotion),
                                     colorLines: try rows.filter { marker($0) == "color" }.map(parseColor),
                                     diagnostics: result.diagnostics, stylesheet: stylesheet, tokens: tokens, shownByLabel: shown)
    }

    /// The package of a project type-checked with the Apple stand-ins of `Tests/AppleStandIns` as its
    /// UIKit and SwiftUI: its manifest replaced by one that depends on them, and a probe that fails
    /// to compile unless both adapters were compiled and are usable.
    static func typeCheckWithStandIns(root: String) throws -> [Diagnostic] {
        let options = BuildOptions(project: try Project.load(root: root))
        let scratch = FileManager.default.temporaryDirectory.appending(path: "styleguide-swift-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let package = SwiftPackageOptions(output: scratch + "/DesignTokens")
        let result = SwiftPackageBuilder().generate(options, package: package)
        guard result.files > 0 else { throw Failure("generation failed") }
        let standIns = TestFixtures.repositoryRoot.appending(path: "Tests/AppleStandIns").path
        try Data("""
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "DesignTokens",
            dependencies: [.package(path: "\(standIns)")],
            targets: [.target(name: "DesignTokens", dependencies: [
                .product(name: "UIKit", package: "AppleStandIns"), .product(name: "SwiftUI", package: "AppleStandIns"),
            ])]
        )

        """.utf8).write(to: URL(fileURLWithPath: package.output + "/Package.swift"))
        try Data("""
        #if canImport(UIKit) && canImport(SwiftUI)
        import Foundation
        import UIKit
        import SwiftUI

        @MainActor func probe() -> (UIColor, UIFont, CGFloat, SwiftUI.Font, SwiftUI.Color) {
            let theme = Theme.default
            let views: (TitleLabel, HeadingLabel, BodyLabel, StandardButton, DestructiveButton, SettingsHeader, SettingsRow) = (
                TitleLabel("Settings"), HeadingLabel("Network"), BodyLabel("Text"), StandardButton("Save") {}, DestructiveButton("Delete") {},
                SettingsHeader(name: "Jane Appleseed", subtitle: "Apple Account"),
                SettingsRow(title: "Wi-Fi", systemImage: "wifi", tint: theme.color.icon.wifi, secondary: "Home"))
            _ = views
            _ = EmptyProbe().designTheme(theme)
            _ = EmptyProbe().designTokens(Tokens(brand: .ocean))
            return (theme.color.label.uiColor, theme.typography.body.uiFont(), theme.size.iconFrame.scaledValue(),
                    theme.typography.body.font(at: .ax5), theme.color.accentFill.color)
        }

        \(try snippetProbes())

        struct EmptyProbe: View {
            var body: some View { BodyLabel("probe") }
        }
        #else
        #error("the stand-ins were not imported: the adapters were not type-checked")
        #endif

        """.utf8).write(to: URL(fileURLWithPath: package.output + "/Sources/DesignTokens/StandInProbe.swift"))
        try FileManager.default.removeItem(atPath: package.output + "/Sources/DesignTokensCheck")
        try run(["swift", "build", "--package-path", package.output, "--scratch-path", scratch + "/build"], what: "swift build with the stand-ins")
        return result.diagnostics
    }

    /// Each component page's SwiftUI snippet as a function, so the snippets are checked to compile too.
    private static func snippetProbes() throws -> String {
        let components = try ComponentCatalog(files: .defaults).components
        return components.enumerated().compactMap { index, component in
            guard let snippet = SwiftUsage.snippet(for: component) else { return nil }
            let call = snippet.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// with") }.joined(separator: "\n        ")
            return "@MainActor func snippet\(index)() -> some View {\n    let theme = Theme.default\n    _ = theme\n    return \(call)\n}"
        }.joined(separator: "\n\n")
    }

    private static func parse(_ line: Substring) throws -> CheckLine {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 4 || fields.count == 5, let step = ContentSizeCategory(rawValue: fields[2]) else { throw Failure("bad check line: \(line)") }
        let numbers = fields[3...].compactMap(Double.init)
        guard numbers.count == fields.count - 3, fields[3...].allSatisfy({ $0.split(separator: ".").last?.count == 2 }) else {
            throw Failure("not points with two decimals: \(line)")
        }
        return CheckLine(permutation: unescape(fields[0]), path: unescape(fields[1]), step: step, numbers: numbers)
    }

    private static func parseMotion(_ line: Substring) throws -> MotionLine {
        let fields = line.split(separator: " ").map(String.init)
        let numbers = fields.dropFirst(3).compactMap(Double.init)
        guard fields.count == 5 || fields.count == 7, numbers.count == fields.count - 3,
              fields.dropFirst(3).allSatisfy({ $0.split(separator: ".").last?.count == 2 }) else {
            throw Failure("bad motion line (milliseconds with two decimals): \(line)")
        }
        return MotionLine(permutation: unescape(fields[0]), path: unescape(fields[1]), milliseconds: numbers)
    }

    private static func parseColor(_ line: Substring) throws -> ColorLine {
        let fields = line.split(separator: " ").map(String.init)
        let channels = fields.dropFirst(3).compactMap(Double.init)
        guard fields.count == 7, channels.count == 4 else { throw Failure("bad color line (four channels): \(line)") }
        return ColorLine(permutation: unescape(fields[0]), path: unescape(fields[1]), channels: channels)
    }

    /// The site's computed colour of a token's property as extended sRGB and alpha; nil when the
    /// stylesheet has no colour there.
    func cssColor(_ line: ColorLine) -> [Double]? {
        let property = stylesheet.values.names.propertyName(forPath: path(of: line.path), member: nil)
        guard let text = stylesheet.values.value(ofProperty: property, in: Self.choices(line.permutation), at: .large),
              let color = ColorStringParser.parse(text)?.color else { return nil }
        let rgb = color.tokenColor.sRGB
        return [rgb.x, rgb.y, rgb.z, color.alpha]
    }

    /// Every property's computed value as the site's stylesheet gives an element of the permutation,
    /// with or without `prefers-reduced-motion: reduce`.
    func cssValues(permutation: String, reducedMotion: Bool) -> [String: String] {
        var attributes: [String: String] = [:]
        for choice in Self.choices(permutation) where stylesheet.values.modifiers.contains(where: { $0.name == choice.modifier }) {
            attributes[stylesheet.values.attributeName(forModifier: choice.modifier)] = choice.context
        }
        return stylesheet.computedValues(attributes: attributes, isRoot: true, reducedMotion: reducedMotion)
    }

    /// A CSS duration (`250ms`, `0.2s`) in milliseconds.
    static func milliseconds(_ text: String?) -> Double? {
        guard let text else { return nil }
        if text.hasSuffix("ms") { return Double(text.dropLast(2)) }
        return text.hasSuffix("s") ? Double(text.dropLast()).map { $0 * 1000 } : nil
    }

    private static func unescape(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }

    /// A token's path (its segments may hold dots: `source.json meta`); a slot's, split at its dots.
    func path(of name: String) -> [String] {
        for permutation in shownByLabel.values { if let token = permutation.tokens[name] { return token.path } }
        return name.split(separator: ".").map(String.init)
    }

    /// The permutation a check line names, as the stylesheet's choices.
    static func choices(_ label: String) -> [ModifierChoice] {
        label == "default" ? [] : label.split(separator: ",").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return ModifierChoice(modifier: parts[0], context: parts.count > 1 ? parts[1] : "")
        }
    }

    /// The site's computed value of a token's property (or member) in points: `17px`, `1.0625rem`.
    func cssPoints(_ line: CheckLine, member: String?) -> Double? {
        let property = stylesheet.values.names.propertyName(forPath: path(of: line.path), member: member)
        guard let text = stylesheet.values.value(ofProperty: property, in: Self.choices(line.permutation), at: line.step) else { return nil }
        for (unit, scale) in [("px", 1.0), ("rem", 16.0), ("em", 16.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }

    @discardableResult
    private static func run(_ arguments: [String], what: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure("\(what) failed (\(process.terminationStatus)):\n\(text.suffix(4000))\n\(String(decoding: errData, as: UTF8.self).suffix(4000))")
        }
        return text
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
