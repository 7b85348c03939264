import Foundation

/// `build` and `check`: the build's steps (`BuildPipeline`) with the memo of the last build,
/// then the site written, or every page rendered and dropped.
public struct SiteBuilder: Sendable {
    public var fileSystem: FileSystem
    public var clock: @Sendable () -> Date
    public var progress: BuildProgressHandler
    /// Kept from build to build while serving, so a rebuild redoes only the tokens an edit reaches.
    public var tokenMemory: TokenMemory?

    public init(fileSystem: FileSystem = LocalFileSystem(), clock: @escaping @Sendable () -> Date = Date.init, progress: @escaping BuildProgressHandler = { _ in },
                tokenMemory: TokenMemory? = nil) {
        self.fileSystem = fileSystem
        self.tokenMemory = tokenMemory
        self.clock = clock
        self.progress = progress
    }

    /// Everything a build checks, pages rendered and dropped one by one (a
    /// docs site of thousands of pages is never held in memory).
    public func validate(_ options: BuildOptions, diagnostics: inout DiagnosticBag) {
        let made = BuildPipeline(options: options, fileSystem: fileSystem, memo: BuildMemo(tokenMemory: tokenMemory), progress: progress)
            .run(through: .render, diagnostics: &diagnostics)
        let failures = (made.files ?? []).concurrentMap(parallel: options.parallel) { file -> [Diagnostic] in
            do throws(DiagnosticError) {
                _ = try file.output()
                return []
            } catch {
                return error.diagnostics
            }
        }
        diagnostics.append(contentsOf: failures.flatMap { $0 })
    }

    /// Builds and writes the site atomically into `options.layout.output`,
    /// rendering only the pages the previous build's cache cannot supply; when
    /// nothing the site is made from has changed, stops before loading anything.
    public func build(_ options: BuildOptions) -> BuildResult {
        let start = clock()
        var diagnostics = DiagnosticBag()
        var summary = IncrementalSiteWriter.Summary()
        func result(_ pages: Int) -> BuildResult {
            BuildResult(pageCount: pages, fileCount: summary.files, diagnostics: diagnostics.sorted, seconds: clock().timeIntervalSince(start),
                        renderedPages: summary.renderedPages, reusedPages: summary.reusedPages)
        }
        if let refusal = OutputFolderPolicy(layout: options.layout).refusal(fileSystem: fileSystem) {
            diagnostics.append(.error(.outputRefused, refusal))
            return result(0)
        }
        if let package = options.swiftPackage, let refusal = SwiftPackageBuilder.refusal(package, layout: options.layout, option: "--swift", fileSystem: fileSystem) {
            diagnostics.append(refusal)
            return result(0)
        }
        let memo = BuildMemo(options, tokenMemory: tokenMemory, fileSystem: fileSystem)
        if let manifest = memo.upToDate(options, fileSystem: fileSystem) {
            progress(.upToDate(files: manifest.files, output: options.layout.display(options.layout.output)))
            return BuildResult(pageCount: manifest.pages, fileCount: manifest.files, diagnostics: manifest.diagnostics,
                               seconds: clock().timeIntervalSince(start), reusedPages: manifest.pages, upToDate: true)
        }
        let made = BuildPipeline(options: options, fileSystem: fileSystem, memo: memo, progress: progress).run(through: .render, diagnostics: &diagnostics)
        guard let site = made.site, let files = made.files else { return result(0) }
        // What an up-to-date build will repeat: not why this one could not reuse the last.
        let built = diagnostics.sorted.filter { !memo.isOwnWarning($0) }
        let pages = site.pages.count + 1
        do {
            let written = try WriteSite(options: options, fileSystem: fileSystem, memo: memo, progress: progress).run(made, files: files, pages: pages, diagnostics: built)
            summary = written.summary
            diagnostics.append(contentsOf: written.warnings)
        } catch {
            summary = IncrementalSiteWriter.Summary()
            diagnostics.append(contentsOf: error.diagnostics)
            return result(0)
        }
        return result(pages)
    }
}
