import Foundation
import StyleGuideGen

/// `styleguide-bench`: in-process measurements for `bench/run.sh`. Not a test;
/// nothing here asserts a timing.
let usage = """
    usage: styleguide-bench markdown FILE [RUNS] [VARIANT...] [--pages]
                                                   MB/s of rendering FILE (median of RUNS rounds, default 5, variants
                                                   interleaved; each against the first named); with --pages, FILE cut
                                                   into pages of about 5 KB rendered one by one, as a site's docs are;
                                                   VARIANT: swift-direct, swift-steps, wrapper, wrapper-links (default: all)
           styleguide-bench markdown-dump FILE [links|plain]   html, headings, links and diagnostics, for diffing builds
           styleguide-bench tokens PATH [RUNS]     load+resolve time of a token project (median)
    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let runs = arguments.count > 2 ? max(Int(arguments[2]) ?? 5, 1) : 5
switch arguments[0] {
case "markdown":
    guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        FileHandle.standardError.write(Data("styleguide-bench: cannot read \(arguments[1]) as UTF-8\n".utf8))
        exit(1)
    }
    let named = arguments.dropFirst(3).compactMap(MarkdownVariant.init(rawValue:))
    let documents = arguments.contains("--pages") ? MarkdownThroughput.pages(of: text, size: 5_000) : [text]
    let variants = named.isEmpty ? MarkdownVariant.allCases : Array(named)
    MarkdownThroughput.measure(variants, documents: documents, file: arguments[1], runs: runs).forEach { print($0) }
case "markdown-dump":
    guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        FileHandle.standardError.write(Data("styleguide-bench: cannot read \(arguments[1]) as UTF-8\n".utf8))
        exit(1)
    }
    print(MarkdownDump.dump(text: text, file: arguments[1], rewritesLinks: arguments.count < 3 || arguments[2] != "plain"))
case "tokens":
    let result = TokenBenchmark.run(path: arguments[1], runs: runs)
    print(String(format: "tokens %.1f ms median; ", result.medianMilliseconds) + result.description)
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
