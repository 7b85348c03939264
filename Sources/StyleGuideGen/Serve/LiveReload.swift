/// What `serve` adds to the pages it serves, and only to those (a built site never has it): a
/// script that listens to the server's events, reloads the page after a good build, and shows a
/// failed build's diagnostics over the page until the next good one.
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

    /// The script: plain DOM, no dependency, the overlay's text set with textContent only.
    public static let script = """
    // Added by `styleguide serve`: reloads after each good build, shows a failed build's problems.
    (() => {
      const build = document.currentScript.dataset.build;
      const source = new EventSource("\(eventsPath)?build=" + encodeURIComponent(build));
      source.addEventListener("reload", () => location.reload());
      source.addEventListener("failed", (event) => show(JSON.parse(event.data)));
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
