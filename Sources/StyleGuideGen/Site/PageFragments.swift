/// The HTML pieces every page shares: navigation, table of contents,
/// previous/next links, the home page's contents list. All text escaped.
struct PageFragments {
    let site: SiteModel

    /// `../` repeated once per folder level of `path`: links stay relative.
    static func rootPrefix(for path: String) -> String {
        String(repeating: "../", count: path.filter { $0 == "/" }.count)
    }

    func navigation(current: String?) -> String {
        let root = Self.rootPrefix(for: current ?? "index.html")
        var html = "<nav class=\"site-nav\" aria-label=\"Site\">\n<ul class=\"site-nav__sections\">\n"
        html += "<li><a href=\"\(root)index.html\"\(current == nil ? " aria-current=\"page\"" : "")>Home</a></li>\n"
        for section in site.navigation.sections {
            html += "<li><span class=\"site-nav__section\">\(HTMLEscaping.text(section.title))</span>\n<ul>\n"
            for index in section.pages {
                let page = site.pages[index]
                let currentMark = page.outputPath == current ? " aria-current=\"page\"" : ""
                html += "<li><a href=\"\(HTMLEscaping.attribute(root + page.outputPath))\"\(currentMark)>\(HTMLEscaping.text(page.title))</a></li>\n"
            }
            html += "</ul></li>\n"
        }
        return html + "</ul>\n</nav>"
    }

    /// Level-2 headings with their level-3 headings nested below.
    func tableOfContents(_ page: DocPage) -> String {
        let entries = page.tableOfContents
        guard !entries.isEmpty else { return "" }
        var html = "<nav class=\"toc\" aria-labelledby=\"toc-title\">\n<h2 id=\"toc-title\">On this page</h2>\n<ul>\n"
        var openSublist = false
        for (offset, heading) in entries.enumerated() {
            let link = "<a href=\"#\(HTMLEscaping.attribute(heading.id))\">\(HTMLEscaping.text(heading.text))</a>"
            if heading.level == 3 && offset > 0 {
                if !openSublist { html += "\n<ul>\n"; openSublist = true }
                html += "<li>\(link)</li>\n"
                continue
            }
            if openSublist { html += "</ul>\n"; openSublist = false }
            if offset > 0 { html += "</li>\n" }
            html += "<li>\(link)"
        }
        if openSublist { html += "</ul>\n" }
        return html + "</li>\n</ul>\n</nav>"
    }

    func pager(for page: DocPage) -> String {
        let order = site.navigation.readingOrder
        guard let position = order.firstIndex(where: { site.pages[$0].outputPath == page.outputPath }) else { return "" }
        let root = Self.rootPrefix(for: page.outputPath)
        var links: [String] = []
        if position > 0 {
            let previous = site.pages[order[position - 1]]
            links.append("<a class=\"pager__previous\" rel=\"prev\" href=\"\(HTMLEscaping.attribute(root + previous.outputPath))\">Previous: \(HTMLEscaping.text(previous.title))</a>")
        }
        if position + 1 < order.count {
            let next = site.pages[order[position + 1]]
            links.append("<a class=\"pager__next\" rel=\"next\" href=\"\(HTMLEscaping.attribute(root + next.outputPath))\">Next: \(HTMLEscaping.text(next.title))</a>")
        }
        guard !links.isEmpty else { return "" }
        return "<nav class=\"pager\" aria-label=\"Previous and next page\">\n" + links.joined(separator: "\n") + "\n</nav>"
    }

    /// The home page's list of every doc, by section, with descriptions.
    func contents() -> String {
        var html = "<section class=\"contents\" aria-labelledby=\"contents-title\">\n<h2 id=\"contents-title\">Contents</h2>\n"
        for section in site.navigation.sections {
            html += "<h3>\(HTMLEscaping.text(section.title))</h3>\n<ul class=\"contents__list\">\n"
            for index in section.pages {
                let page = site.pages[index]
                html += "<li><a href=\"\(HTMLEscaping.attribute(page.outputPath))\">\(HTMLEscaping.text(page.title))</a>"
                if let description = page.description { html += " <span class=\"contents__description\">\(HTMLEscaping.text(description))</span>" }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>"
    }
}
