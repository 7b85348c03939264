import Foundation

/// Step 3b, find fonts: the project's font files of the families the tokens stylesheet names,
/// read through the build's file system (so a changed font rebuilds the site), as `@font-face`
/// rules and files for `assets/fonts/`; a family neither there nor on readers' systems warned about.
struct FindFonts {
    let options: BuildOptions
    let fileSystem: FileSystem

    /// `written`: what the tokens stylesheet is written from; `own`: the project's tokens.
    func run(_ written: TokenProject, own: TokenProject?, diagnostics: inout DiagnosticBag) -> ProjectFonts {
        let uses = FontUses(written: written, own: own)
        // Longest name first: `InterDisplay-Bold.woff2` is Inter Display's before it could be Inter's.
        // Readers' systems have the system fonts: only the others are looked for in the project (a
        // walk of the whole repository, not made for a system that names none).
        let families = Set(uses.stacks.joined()).filter { !FontKind.genericFamilies.contains($0.lowercased()) && !SystemFonts.contains($0) }
            .sorted { (FontKind.key($0).count, $0) > (FontKind.key($1).count, $1) }
        guard !families.isEmpty else { return ProjectFonts() }
        let layout = options.layout
        let paths = FontFiles(fileSystem: fileSystem, root: layout.root, excluded: [layout.output, options.cacheFolder]).list()
        var fonts = ProjectFonts()
        var faces: [FaceKey: [FontSource]] = [:]
        var shipped = Set<String>()
        for path in paths {
            guard let (family, face) = families.lazy.compactMap({ family in FontFileName.parse(path, family: family).map { (family, $0) } }).first,
                  let format = FontFileName.format(of: path) else { continue }
            let sitePath = "assets/fonts/" + (path as NSString).lastPathComponent
            // Two files of one name (a copy in another folder): the first in path order is shipped.
            guard !shipped.contains(sitePath) else { continue }
            do {
                fonts.files.append(OutputFile(path: sitePath, contents: try fileSystem.readFile(path, within: layout.root)))
            } catch {
                diagnostics.append(.warning(.ioUnreadable, "cannot read the font file `\(layout.display(path))`: \(error); the site shows its family's fallback",
                                            at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            shipped.insert(sitePath)
            faces[FaceKey(family: family, weight: face.weight, italic: face.italic), default: []].append(FontSource(path: sitePath, format: format))
        }
        fonts.faces = faces.keys.sorted().map { key in
            FontFace(family: key.family, weight: key.weight, italic: key.italic, sources: faces[key]!.sorted { (Self.rank($0.format), $0.path) < (Self.rank($1.format), $1.path) })
        }
        diagnostics.append(contentsOf: MissingFonts.diagnostics(uses, found: fonts.families))
        return fonts
    }

    /// The smallest format first: a browser takes the first `src` it can read.
    private static func rank(_ format: String) -> Int { ["woff2", "woff", "truetype", "opentype"].firstIndex(of: format) ?? 4 }

    private struct FaceKey: Hashable, Comparable {
        var family: String
        var weight: String
        var italic: Bool
        static func < (a: FaceKey, b: FaceKey) -> Bool { (a.family, a.weight, a.italic ? 1 : 0) < (b.family, b.weight, b.italic ? 1 : 0) }
    }
}
