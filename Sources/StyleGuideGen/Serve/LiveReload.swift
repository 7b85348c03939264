/// What `serve` adds to the pages it serves, and only to those (a built site never has it): a
/// script that listens to the server's events and, after a good build, swaps in the stylesheets
/// that changed (a token edit shows at once) and reloads the page when the page itself changed;
/// it shows a failed build's diagnostics over the page until the next good one.
public enum LiveReload {
    /// Where the script and the event stream are served; no site file can be there.
    public static let scriptPath = "/__styleguide/live.js"
    public static let eventsPath = "/__styleguide/events"

    /// The page with the script tag before its last `</body>` (or at its end). `build` is the number
    /// of the build the page comes from, so a page that missed a rebuild reloads when it connects.
    public static func inject(into html: String, build: Int) -> String {
        let tag = "<script src=\"\(scriptPath)\" data-build=\"\(build)\"></script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + tag }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: tag)
    }

    /// What a good build changed, for the script: `{"build": N, "stylesheets": [...], "pages": [...]}`,
    /// paths from the site root.
    static func change(build: Int, stylesheets: [String], pages: [String]) -> String {
        JSONWriter.compact(.object([("build", .number(build)), ("stylesheets", .array(stylesheets.map(JSONValue.string))),
                                    ("pages", .array(pages.map(JSONValue.string)))]))
    }

    /// The script: plain DOM, no dependency, the overlay's text set with textContent only.
    public static let script = """
    // Added by `styleguide serve`: after each good build, swaps in the changed stylesheets and
    // reloads the page if it changed; shows a failed build's problems.
    (() => {
      const build = document.currentScript.dataset.build;
      const source = new EventSource("\(eventsPath)?build=" + encodeURIComponent(build));
      source.addEventListener("reload", (event) => apply(JSON.parse(event.data)));
      source.addEventListener("failed", (event) => show(JSON.parse(event.data)));
      const sitePath = (url) => decodeURIComponent(new URL(url, location.href).pathname).replace(/^\\//, "").replace(/(^|\\/)$/, "$1index.html");
      function apply(change) {
        if (typeof change !== "object" || change === null) return location.reload();
        const reloads = document.getElementById("styleguide-serve-overlay") !== null || change.stylesheets.length === 0 ||
          change.pages.includes(sitePath(location.href));
        const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => change.stylesheets.includes(sitePath(link.href)));
        if (links.length === 0) return reloads ? location.reload() : undefined;
        let pending = links.length;
        for (const link of links) {
          const next = link.cloneNode();
          next.href = new URL(link.href).pathname + "?build=" + change.build;
          next.onload = () => { link.remove(); if (--pending === 0 && reloads) location.reload(); };
          next.onerror = () => location.reload();
          link.after(next);
        }
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
