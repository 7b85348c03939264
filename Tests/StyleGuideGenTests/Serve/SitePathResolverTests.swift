import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct SitePathResolverTests {
    let site: TemporaryProject
    let resolver: SitePathResolver

    init() throws {
        site = try TemporaryProject(files: ["site/index.html": "home", "site/guide/index.html": "guide", "site/assets/site.css": "css",
                                           "site/a b.html": "spaced", "secret.txt": "outside"])
        try FileManager.default.createSymbolicLink(atPath: site.root + "/site/out.txt", withDestinationPath: site.root + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/site/up", withDestinationPath: site.root)
        try FileManager.default.createSymbolicLink(atPath: site.root + "/site/home.html", withDestinationPath: "index.html")
        resolver = SitePathResolver(root: site.root + "/site")
    }

    func served(_ path: String) -> String? {
        resolver.file(for: path).map { String($0.dropFirst(resolver.root.count)) }
    }

    @Test func filesAndFolderIndexesInsideTheSite() {
        #expect(served("/") == "/index.html")
        #expect(served("/guide/") == "/guide/index.html")
        #expect(served("/guide") == "/guide/index.html")
        #expect(served("/assets/site.css") == "/assets/site.css")
        #expect(served("/a%20b.html") == "/a b.html")
        #expect(served("/home.html") == "/index.html")  // a link that stays inside
    }

    @Test(arguments: ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/..%2fsecret.txt",
                      "/guide/../../secret.txt", "/%252e%252e/secret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt",
                      "/index.html%00", "/./index.html", "/out.txt", "/up/secret.txt", "/%", "/%zz", "/%c0%ae%c0%ae/secret.txt",
                      "relative.html", "/missing.html"])
    func refusesAnythingThatLeavesOrIsNotInTheSite(_ path: String) {
        #expect(resolver.file(for: path) == nil)
    }
}

@Suite struct HTTPRequestHeadTests {
    @Test func parsesTheRequestLineAndHeaders() throws {
        let head = try #require(HTTPRequestHead.parse(Array("GET /guide/?build=3&x HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html".utf8)))
        #expect(head.method == "GET" && head.path == "/guide/" && head.headers["host"] == "127.0.0.1")
        #expect(head.query("build") == "3" && head.query("x") == "" && head.query("y") == nil)
    }

    @Test func anAbsoluteFormTargetHasNoPath() throws {
        #expect(try #require(HTTPRequestHead.parse(Array("GET http://evil/ HTTP/1.1\r\n".utf8))).path == nil)
        #expect(try #require(HTTPRequestHead.parse(Array("OPTIONS * HTTP/1.1\r\n".utf8))).path == nil)
    }

    @Test(arguments: ["GARBAGE", "GET / HTTP/2", "get / HTTP/1.1", "GET  / HTTP/1.1", "GET / HTTP/1.1\r\nno colon"])
    func refusesWhatIsNotAnHTTP1Head(_ text: String) {
        #expect(HTTPRequestHead.parse(Array(text.utf8)) == nil)
    }
}

@Suite struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastBodyEnd() {
        let page = LiveReload.inject(into: "<html><body><p>&lt;/body&gt;</p></body></html>", build: 4)
        #expect(page == "<html><body><p>&lt;/body&gt;</p><script src=\"/__styleguide/live.js\" data-build=\"4\"></script>\n</body></html>")
    }

    /// What a good build tells the script: JSON it parses, paths escaped as JSON strings.
    @Test func aChangeNamesTheBuildItsStylesheetsAndPages() throws {
        let text = LiveReload.change(build: 7, stylesheets: ["assets/tokens.css"], pages: ["index.html", "guide/\"odd\".html"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["build"] as? Int == 7)
        #expect(object["stylesheets"] as? [String] == ["assets/tokens.css"])
        #expect(object["pages"] as? [String] == ["index.html", "guide/\"odd\".html"])
        #expect(!text.contains("\n"), "one data line")
    }

    /// Pages that differ only inside `main` share a frame, so the script swaps `main` in place.
    @Test func theFrameIsThePageWithoutWhatIsInsideMain() throws {
        let page = { (nav: String, body: String) in "<html><head><title>T</title></head><body><nav>\(nav)</nav><main id=\"main\" class=\"page\">\(body)</main></body></html>" }
        let frame = try #require(LiveReload.frame(of: page("a", "<td>#0071e3</td>")))
        #expect(LiveReload.frame(of: page("a", "<td>#5e5ce6</td><p>more</p>")) == frame)
        #expect(LiveReload.frame(of: page("a b", "<td>#0071e3</td>")) != frame, "a change outside main is a new frame")
        #expect(LiveReload.frame(of: page("a", "")) == frame)
        #expect(LiveReload.inject(into: page("a", "x"), build: 2).contains("data-build=\"2\" data-frame=\"\(frame)\""))
    }

    /// Without exactly one `main` element the page always reloads.
    @Test(arguments: ["<body><p>no main</p></body>", "<body><main>a</main><main>b</main></body>", "<body><main>a</body>",
                      "<body></main><main>a</body>", "<body><mainly>a</mainly></body>"])
    func aPageWithoutOneMainHasNoFrame(html: String) {
        #expect(LiveReload.frame(of: html) == nil)
        #expect(!LiveReload.inject(into: html, build: 1).contains("data-frame"))
    }

    @Test func anEventHasADataLinePerLine() {
        #expect(String(decoding: EventStream.event("failed", "a\nb"), as: UTF8.self) == "event: failed\ndata: a\ndata: b\n\n")
    }
}
