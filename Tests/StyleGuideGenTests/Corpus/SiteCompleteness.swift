import Foundation
import Testing

/// A written site is complete when it has its home, token and component pages, its report, and
/// every link and asset a page names is a file of the site.
enum SiteCompleteness {
    static func expectComplete(_ site: String, label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let files = Set(FileManager.default.subpaths(atPath: site) ?? [])
        for required in ["index.html", "report.json", "tokens/index.html", "assets/tokens.css", "components/standard-button.html"] {
            #expect(files.contains(required), "\(label): no \(required)", sourceLocation: sourceLocation)
        }
        var missing: Set<String> = []
        for page in files where page.hasSuffix(".html") {
            let text = (try? String(contentsOfFile: site + "/" + page, encoding: .utf8)) ?? ""
            let folder = page.split(separator: "/").dropLast().map(String.init)
            for target in localTargets(in: text) where !files.contains(resolve(target, in: folder)) {
                missing.insert("\(page) -> \(target)")
            }
        }
        #expect(missing.isEmpty, "\(label): \(missing.count) links to no file, e.g. \(missing.sorted().prefix(5))", sourceLocation: sourceLocation)
        // The large-system test's budget, whatever the number of permutations: pages compare a few
        // and hold the rest. The diagnostics page lists every diagnostic of the build and is not held to it.
        let oversized = files.filter { $0.hasSuffix(".html") && $0 != "diagnostics.html" }.compactMap { page -> String? in
            let bytes = (try? FileManager.default.attributesOfItem(atPath: site + "/" + page)[.size] as? Int) ?? 0
            return bytes > pageBudget ? "\(page) \(bytes) bytes" : nil
        }
        #expect(oversized.isEmpty, "\(label): pages over 1.5 MB: \(oversized.sorted())", sourceLocation: sourceLocation)
    }

    static let pageBudget = 1_572_864

    /// `target` read from a page in `folder`: its `..` and `.` segments taken away.
    static func resolve(_ target: String, in folder: [String]) -> String {
        var segments = folder
        for segment in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "..": _ = segments.popLast()
            case ".": continue
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }

    /// The `href` and `src` values of `html` that name a file of the site (no scheme, no bare
    /// fragment), without their fragment or query.
    static func localTargets(in html: String) -> Set<String> {
        var targets: Set<String> = []
        for attribute in [" href=\"", " src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = rest[..<end]
                rest = rest[end...]
                let path = value.prefix { $0 != "#" && $0 != "?" }
                guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("/") else { continue }
                targets.insert(String(path))
            }
        }
        return targets
    }
}
