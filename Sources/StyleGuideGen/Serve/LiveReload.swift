/// What `serve` adds to the pages it serves, and only to those (a built site never has it): a
/// script that listens to the server's events and, after a good build, swaps in the stylesheets
/// that changed (a token edit shows at once) and brings the page itself up to date when it
/// changed: in place when only its `main` element differs, else by reloading; it shows a failed
/// build's diagnostics over the page until the next good one.
public enum LiveReload {
    /// Where the script and the event stream are served; no site file can be there.
    public static let scriptPath = "/__styleguide/live.js"
    public static let eventsPath = "/__styleguide/events"

    /// The page with the script tag before its last `</body>` (or at its end). `build` is the number
    /// of the build the page comes from, so a page that missed a rebuild reloads when it connects;
    /// `data-frame` is the page's `frame`, when it has one.
    public static func inject(into html: String, build: Int) -> String {
        let frameAttribute = frame(of: html).map { " data-frame=\"\($0)\"" } ?? ""
        let tag = "<script src=\"\(scriptPath)\" data-build=\"\(build)\"\(frameAttribute)></script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + tag }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: tag)
    }

    /// The SHA-256 of the page without what is inside its `main` element: two versions of a page
    /// with the same frame differ only there, so the script can swap `main`'s children and keep
    /// the scroll position, the focus and the switchers' state. Nil, and the page always reloads,
    /// unless the text has exactly one `<main` start tag and one `</main>` after it.
    static func frame(of html: String) -> String? {
        let bytes = Array(html.utf8)
        let (starts, ends) = bytes.withUnsafeBytes { buffer in
            (ByteSearch.offsets(of: "<main", in: buffer).map { $0 + 5 }, ByteSearch.offsets(of: "</main>", in: buffer))
        }
        let tagStarts = starts.filter { end in
            end < bytes.count && [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end])
        }
        guard tagStarts.count == 1, ends.count == 1, let open = bytes[tagStarts[0]...].firstIndex(of: UInt8(ascii: ">")),
              let close = ends.first, open < close else { return nil }
        return SHA256.hex(bytes[...open] + bytes[close...])
    }

    /// What a good build changed, for the script: `{"build": N, "stylesheets": [...], "pages": [...]}`,
    /// paths from the site root.
    static func change(build: Int, stylesheets: [String], pages: [String]) -> String {
        JSONWriter.compact(.object([("build", .number(build)), ("stylesheets", .array(stylesheets.map(JSONValue.string))),
                                    ("pages", .array(pages.map(JSONValue.string)))]))
    }

    /// The script: plain DOM, no dependency, the overlay's text set with textContent only.
    public static let script = """
    // Added by `styleguide serve`: after each good build, swaps in the changed stylesheets and,
    // if the page changed, its new `main` (or reloads it when more than `main` changed); shows a
    // failed build's problems.
    (() => {
      const { build, frame } = document.currentScript.dataset;
      const source = new EventSource("\(eventsPath)?build=" + encodeURIComponent(build));
      source.addEventListener("reload", (event) => apply(JSON.parse(event.data)));
      source.addEventListener("failed", (event) => show(JSON.parse(event.data)));
      // A page being left (a link followed while a change was fetched) is not reloaded over the
      // navigation; a navigation that did not happen after two seconds lets reloads through again.
      let leaving = false;
      addEventListener("beforeunload", () => { leaving = true; setTimeout(() => { leaving = false; }, 2000); });
      const reload = () => { if (!leaving) location.reload(); };
      const sitePath = (url) => decodeURIComponent(new URL(url, location.href).pathname).replace(/^\\//, "").replace(/(^|\\/)$/, "$1index.html");
      function apply(change) {
        if (typeof change !== "object" || change === null) return reload();
        const overlay = document.getElementById("styleguide-serve-overlay");
        const refreshes = overlay !== null || change.stylesheets.length === 0 || change.pages.includes(sitePath(location.href));
        const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => change.stylesheets.includes(sitePath(link.href)));
        // The page is fetched while the stylesheets load; its `main` goes in once both are here.
        const page = refreshes ? fetchPage() : Promise.resolve(null);
        Promise.all([page, ...links.map((link) => swap(link, change.build))])
          .then(([next]) => { if (next) replaceMain(next, overlay); })
          .catch(reload);
      }
      function swap(link, number) {
        return new Promise((resolve, reject) => {
          const next = link.cloneNode();
          next.href = new URL(link.href).pathname + "?build=" + number;
          next.onload = () => { link.remove(); resolve(); };
          next.onerror = reject;
          link.after(next);
        });
      }
      function fetchPage() {
        return fetch(location.pathname, { cache: "no-store" })
          .then((response) => response.ok ? response.text() : Promise.reject(new Error(response.status)))
          .then((text) => new DOMParser().parseFromString(text, "text/html"));
      }
      function replaceMain(next, overlay) {
        const main = document.querySelector("main"), nextMain = next.querySelector("main");
        const nextFrame = next.querySelector("script[data-frame]")?.dataset.frame;
        // Scripts inside `main` would not run when swapped in: such a page reloads.
        if (!frame || nextFrame !== frame || !main || !nextMain || nextMain.querySelector("script")) return reload();
        main.replaceChildren(...nextMain.childNodes);
        overlay?.remove();
      }
      function show(problem) {
        let overlay = document.getElementById("styleguide-serve-overlay");
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.id = "styleguide-serve-overlay";
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:0 0 auto 0;z-index:2147483647;max-height:60vh;overflow:auto;" +
            "margin:0;padding:1rem 1.25rem;background:#1c1c1e;color:#fff;font:14px/1.45 ui-monospace,monospace;" +
            "border-bottom:4px solid #ff453a;box-shadow:0 4px 24px #0008";
          document.body.append(overlay);
        }
        overlay.replaceChildren();
        const title = document.createElement("p");
        title.style.cssText = "margin:0 0 .5rem;font-weight:700;color:#ff9f0a";
        title.textContent = problem.title;
        const text = document.createElement("pre");
        text.style.cssText = "margin:0;white-space:pre-wrap";
        text.textContent = problem.diagnostics;
        overlay.append(title, text);
      }
    })();

    """
}
