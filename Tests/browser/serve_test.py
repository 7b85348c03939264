#!/usr/bin/env python3
"""`styleguide serve` against an HTTP client and Chromium.

usage: serve_test.py STYLEGUIDE SCRATCH_DIR

A copy of the bundled example in SCRATCH_DIR is served with `--port 0` (TMPDIR pointed into the
scratch folder, so what the server leaves behind can be seen). Then:

1. the first line printed names the address; pages load with the reload script, which a built
   site never has; types and `Cache-Control: no-store` are right;
2. an edited token shows its new value on the open page, swapped in place (no reload, scroll
   kept) since only the page's `main` changed (the time from the save to the new computed value is
   printed; never asserted); a new doc, which changes the navigation, reloads the page;
3. a broken token file keeps the last good site served and shows the diagnostics over the open
   page (and over a page opened after it); the next good save removes them;
4. `..` in any encoding, absolute-form targets, backslashes, NULs, a symbolic link leading out of
   the site, and methods other than GET and HEAD are refused (404 or 405), and no byte of the file
   outside is ever returned;
5. Ctrl-C (SIGINT) exits 0 and leaves no folder behind.
Prints one line per check; exits 1 when any failed.
"""

from __future__ import annotations

import json
import re
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck import Checks, make_driver  # noqa: E402

REPOSITORY = Path(__file__).resolve().parent.parent.parent
SECRET = "outside-the-site-7f3a"


check = Checks()


def raw_request(port: int, text: bytes) -> tuple[int, dict, bytes]:
    """Sends bytes as they are (no client normalises the path) and reads the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(text)
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {line.split(":", 1)[0].lower(): line.split(":", 1)[1].strip() for line in lines[1:] if ":" in line}
    return int(lines[0].split(" ")[1]), headers, body


def get(port: int, target: str, method: str = "GET") -> tuple[int, dict, bytes]:
    return raw_request(port, f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode("latin-1"))


def wait_for(predicate, timeout: float = 10.0, step: float = 0.01):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return None


def accent_json(hex_code: str) -> dict:
    components = [round(int(hex_code[i:i + 2], 16) / 255, 4) for i in (1, 3, 5)]
    return {"colorSpace": "srgb", "components": components, "hex": hex_code}


def set_accent_fill(project: Path, hex_code: str) -> None:
    path = project / "tokens/base.tokens.json"
    data = json.loads(path.read_text())
    data["color"]["accent-fill"]["$value"] = accent_json(hex_code)
    # Written as an editor saves: a new file moved over the old one.
    temporary = path.with_name(".base.tokens.json.tmp")
    temporary.write_text(json.dumps(data, indent=2) + "\n")
    os.replace(temporary, path)


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    styleguide, scratch = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
    project, temporary = scratch / "project", scratch / "tmp"
    shutil.copytree(REPOSITORY / "tokens", project / "tokens")
    shutil.copy(REPOSITORY / "styleguide.json", project / "styleguide.json")
    shutil.copytree(REPOSITORY / "docs", project / "docs")
    temporary.mkdir()
    (scratch / "secret.txt").write_text(SECRET)
    environment = dict(os.environ, TMPDIR=str(temporary))
    server = subprocess.Popen([styleguide, "serve", str(project), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=environment)
    driver = None
    try:
        first = server.stdout.readline().strip()
        check(first.startswith("serving http://127.0.0.1:") and first.endswith("/"), f"the first line printed is the address: {first!r}")
        port = int(first.rsplit(":", 1)[1].rstrip("/"))
        served = [path for path in temporary.iterdir() if path.name.startswith("styleguide-serve-")]
        check(len(served) == 1, "the site is built into one folder of its own under TMPDIR")
        site = served[0] / "site"

        # 1. Pages, types, the reload script only where served.
        status, headers, body = get(port, "/")
        check(status == 200 and headers.get("content-type") == "text/html; charset=utf-8" and headers.get("cache-control") == "no-store",
              "/ is the home page as text/html, Cache-Control: no-store")
        check(b'<script src="/__styleguide/live.js"' in body, "a served page carries the reload script")
        check(b"__styleguide" not in (site / "index.html").read_bytes(), "the built site itself has no reload script")
        build = subprocess.run([styleguide, "build", str(project), "--out", str(scratch / "built"), "--quiet",
                                "--cache-dir", str(scratch / "cache")], capture_output=True)
        check(build.returncode == 0 and not any(b"__styleguide" in p.read_bytes() for p in (scratch / "built").rglob("*.html")),
              "`styleguide build` never writes the reload script")
        types = {"/assets/site.css": "text/css; charset=utf-8", "/assets/site.js": "text/javascript; charset=utf-8",
                 "/report.json": "application/json", "/guide/": "text/html; charset=utf-8"}
        got = {target: get(port, target)[1].get("content-type") for target in types}
        check(got == types, f"content types: {got}")
        status, headers, body = get(port, "/index.html", "HEAD")
        check(status == 200 and body == b"" and int(headers["content-length"]) > 0, "HEAD answers the headers without the body")

        # 2. An edit reloads the open page with the new value.
        driver = make_driver(width=1000, height=800)
        # The harness blocks every http request; here the server under test is the point.
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        driver.get(f"http://127.0.0.1:{port}/components/standard-button.html")
        canvas = 'document.querySelector(".matrix .preview__canvas")'
        fill = f"return getComputedStyle({canvas}.querySelector('.standard-button')).backgroundColor"
        before = driver.execute_script(fill)
        wait_for(lambda: driver.execute_script("return performance.getEntriesByType('resource').some(e => e.name.includes('/__styleguide/events'))"), 5)
        time.sleep(0.3)
        # A mark that a reload would lose: the page is to be brought up to date in place.
        driver.execute_script("window.__notReloaded = true; window.scrollTo(0, 400)")
        saved = time.monotonic()
        set_accent_fill(project, "#5e5ce6")
        after = wait_for(lambda: (lambda value: value if value == "rgb(94, 92, 230)" else None)(driver.execute_script(fill)), 10, 0.005)
        elapsed = time.monotonic() - saved
        check(before == "rgb(0, 113, 227)" and after == "rgb(94, 92, 230)",
              f"saving a token shows the new fill on the open page ({before} -> {after}) in {elapsed * 1000:.0f} ms")
        listed = "return [...document.querySelectorAll('main td code')].some(c => c.textContent === '#5e5ce6')"
        check(bool(wait_for(lambda: driver.execute_script(listed), 10)), "the page's value table lists the new value")
        kept = driver.execute_script("return [window.__notReloaded === true, window.scrollY]")
        check(kept == [True, 400], f"only the page's main changed, so it was swapped in place: no reload, scroll kept ({kept})")
        check(driver.execute_script("return !!document.querySelector('[data-switchers]:not([hidden])')"),
              "the switchers still work after the swap (site.js ran once and its form is still there)")
        # A change outside `main` (the site's title, in every page's header) reloads the page instead.
        config = json.loads((project / "styleguide.json").read_text())
        (project / "styleguide.json").write_text(json.dumps({**config, "title": "Retitled while serving"}, indent=2) + "\n")
        gone = wait_for(lambda: driver.execute_script("return window.__notReloaded !== true && document.readyState === 'complete'"), 10)
        check(bool(gone) and "Retitled while serving" in driver.title,
              f"a change outside main (the site title) reloads the page, which then shows it ({driver.title!r})")

        # 3. A broken save that leaves nothing to build: the old site stays, the overlay shows on open and newly opened pages.
        (project / "tokens/dark.tokens.json").write_text('{"color": {"label": ')
        overlay = "const o = document.getElementById('styleguide-serve-overlay'); return o ? o.textContent : null"
        text = wait_for(lambda: driver.execute_script(overlay), 10)
        check(bool(text) and "dark.tokens.json" in text and "json/" in text, f"a broken token file shows its diagnostics over the open page: {str(text)[:120]!r}")
        codes = re.findall(r"\(([a-z0-9]+/[a-z0-9-]+)\)", str(text))
        located = re.search(r"tokens/dark\.tokens\.json:1:(\d+): error", str(text))
        check(bool(codes) and codes[0] == "json/syntax" and bool(located) and str(text).index(located.group(0)) < str(text).index("(json/syntax)"),
              f"the overlay's first diagnostic is the root cause, the json/syntax error at its line and column: {codes[:3]}, "
              f"{located.group(0) if located else 'no dark.tokens.json:1:N'}")
        check(driver.execute_script(fill) == "rgb(94, 92, 230)", "the page under the overlay is the last good site")
        driver.get(f"http://127.0.0.1:{port}/index.html")
        check(bool(wait_for(lambda: driver.execute_script(overlay), 5)), "a page opened after the failure shows the overlay too")
        shutil.copy(REPOSITORY / "tokens/dark.tokens.json", project / "tokens/dark.tokens.json")
        cleared = wait_for(lambda: driver.execute_script("return document.readyState === 'complete' && !document.getElementById('styleguide-serve-overlay')"), 10)
        check(bool(cleared), "the next good save reloads the page without the overlay")

        # 3b. An error that stays with what it concerns (a doc's broken link): the site is written
        # around it, and the overlay says so over the new pages.
        (project / "docs/broken.md").write_text("# Broken\n\n[gone](missing.md)\n")
        text = wait_for(lambda: driver.execute_script(overlay), 10)
        check(bool(text) and "The site shows everything else." in text and "markdown/broken-link" in text,
              f"a save with an error writes the rest, and the overlay says so: {str(text)[:120]!r}")
        driver.get(f"http://127.0.0.1:{port}/broken.html")
        heading = "return document.querySelector('h1') && document.querySelector('h1').textContent"
        check(wait_for(lambda: driver.execute_script(heading) == "Broken", 5),
              "the page with the error is served, written with everything else")
        (project / "docs/broken.md").unlink()
        cleared = wait_for(lambda: driver.execute_script("return document.readyState === 'complete' && !document.getElementById('styleguide-serve-overlay')"), 10)
        check(bool(cleared), "removing the error clears the overlay")

        # 4. Nothing outside the site, only GET and HEAD.
        (site / "escape").unlink(missing_ok=True)
        os.symlink(scratch / "secret.txt", site / "escape.txt")
        os.symlink(scratch, site / "escape-folder")
        refused = ["/../secret.txt", "/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/secret.txt", "/..%2fsecret.txt",
                   "/..%2Fsecret.txt", "/%252e%252e/secret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt", "/assets/%00.css",
                   "/./index.html", "/escape.txt", "/escape-folder/secret.txt", "http://127.0.0.1/index.html",
                   "http://example.org/../secret.txt", "//etc/passwd", "*", "/%c0%ae%c0%ae/secret.txt", "/%"]
        answers = {target: get(port, target) for target in refused}
        check(all(status == 404 for status, _, _ in answers.values()), "traversal, encodings, links out and absolute forms get 404: "
              + ", ".join(f"{t} {s}" for t, (s, _, _) in answers.items() if s != 404))
        check(not any(SECRET.encode() in body for _, _, body in answers.values()), "no answer holds a byte of the file outside the site")
        methods = {method: get(port, "/index.html", method) for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]}
        check(all(status == 405 and headers.get("allow") == "GET, HEAD" for status, headers, _ in methods.values()),
              "other methods get 405 with Allow: GET, HEAD: " + ", ".join(f"{m} {s}" for m, (s, _, _) in methods.items()))
        status, _, _ = raw_request(port, b"GARBAGE\r\n\r\n")
        check(status == 400, "a request that is not HTTP gets 400")
    finally:
        if driver is not None:
            driver.quit()
        # 5. Ctrl-C.
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        check(code == 0, f"SIGINT stops the server with status 0 (got {code})")
        left = [path.name for path in temporary.iterdir()]
        check(left == [], f"nothing is left in TMPDIR: {left}")
        errors = server.stderr.read()
        print("      server log: " + " | ".join(line for line in errors.splitlines() if line.startswith("build "))[:400])
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
