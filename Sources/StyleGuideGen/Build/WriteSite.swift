import Foundation

/// Step 7, write: the site's files into the output folder, swapped in atomically (pages the memo
/// holds unchanged are taken from the last build), then what the next build may reuse, then the
/// Swift package with `--swift`.
struct WriteSite {
    let options: BuildOptions
    let fileSystem: FileSystem
    let memo: BuildMemo
    var progress: BuildProgressHandler = { _ in }

    /// What was written; the warnings of saving the memo (a failure only costs the next build its reuse).
    func run(_ made: BuildProducts, files: [PlannedFile], pages: Int, diagnostics built: [Diagnostic]) throws(DiagnosticError)
        -> (summary: IncrementalSiteWriter.Summary, warnings: [Diagnostic]) {
        let output = options.layout.output
        // The token load is encoded while the pages are written: it is saved only after them.
        let (written, tokenLoad) = bothAtOnce(parallel: options.parallel) { [fileSystem, memo] in
            Result { () throws(DiagnosticError) in
                try IncrementalSiteWriter(destination: output, fileSystem: fileSystem, previous: memo.pages, parallel: options.parallel).write(files)
            }
        } _: {
            made.tokens.fresh.map { $0.encoded() }
        }
        var summary = try written.get()
        summary.cache.manifest = InputManifest(options: InputManifest.fingerprint(options),
                                               answers: made.answers.merging(InputManifest.configAnswers(options.layout, fileSystem: fileSystem)) { $1 },
                                               outputs: summary.outputs, pages: pages, files: summary.files, diagnostics: built)
        let warnings = BuildMemo.save(summary.cache, tokenLoad: tokenLoad, options: options, fileSystem: fileSystem)
        progress(.rendered(pages: summary.renderedPages.count, unchanged: summary.reusedPages))
        progress(.written(files: summary.files, output: options.layout.display(output)))
        if let package = options.swiftPackage, let swift = made.swift {
            try SwiftPackageBuilder(fileSystem: fileSystem).write(swift, package: package, layout: options.layout)
            progress(.wroteSwiftPackage(name: package.name, files: swift.count + 1, output: options.layout.display(package.output)))
        }
        return (summary, warnings)
    }
}
