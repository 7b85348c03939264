#!/usr/bin/env python3
"""Checks a built static site in headless Chromium and with the W3C Nu validator.

usage: check_site.py SITE_DIR [--screenshots DIR] [--pages GLOB...] [--axe-fail-on IMPACT]
                     [--axe-max-bytes N]

For every *.html page: no SEVERE console message, no failed request, no request leaving the
machine, no axe-core violation at or above --axe-fail-on (default: serious), every <a href> leads
to an existing file and fragment, and with JavaScript off the <main> element still has text. All
pages and stylesheets are validated by vnu in one run. Prints one FAIL line per problem, then a
summary; exits 1 when anything failed, 2 on a usage error. With --axe-max-bytes, pages larger
than N bytes get every check but axe (axe takes minutes on a page of thousands of token rows;
the smaller pages made from the same templates are still audited).
"""

from __future__ import annotations

import argparse
import fnmatch
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import sitecheck
import staticrefs

IMPACTS = ["minor", "moderate", "serious", "critical"]

# (category, summary label), in summary order.
CATEGORIES = [
    ("load", "pages that failed to load"),
    ("console", "console errors"),
    ("request", "failed requests"),
    ("external", "external requests"),
    ("axe", "axe violations"),
    ("vnu", "vnu errors"),
    ("link", "broken links"),
    ("nojs", "no-JS failures"),
]


class Report:
    """Collects problems, printing each as it is found; a (category, where, detail) is kept once."""

    def __init__(self, site: Path) -> None:
        self.site = site
        self.problems: dict[str, list[str]] = defaultdict(list)
        self.axe_by_impact: Counter[str] = Counter()
        self._seen: set[tuple[str, str, str]] = set()

    def name(self, path: Path | None) -> str:
        """A path as shown in the report: relative to the site when inside it."""
        if path is None:
            return "(site)"
        return path.relative_to(self.site).as_posix() if path.is_relative_to(self.site) else str(path)

    def fail(self, category: str, where: str, detail: str, key: str | None = None) -> None:
        """Reports a problem once; reports with the same `key` (e.g. a URL) are one problem site-wide."""
        key = (category, where, detail) if key is None else (category, "", key)
        if key in self._seen:
            return
        self._seen.add(key)
        self.problems[category].append(f"{where}: {detail}")
        print(f"FAIL {category:<8} {where}: {detail}", flush=True)

    def note(self, category: str, where: str, detail: str) -> None:
        print(f"NOTE {category:<8} {where}: {detail}", flush=True)

    @property
    def failed(self) -> bool:
        return any(self.problems.values())


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, help="the built site folder")
    parser.add_argument("--screenshots", type=Path, metavar="DIR", help="save full-page PNGs here")
    parser.add_argument("--pages", nargs="+", metavar="GLOB",
                        help="check only pages whose site-relative path matches a glob (e.g. 'components/*')")
    parser.add_argument("--axe-fail-on", choices=IMPACTS, default="serious",
                        help="lowest axe impact that fails the check (default: serious)")
    parser.add_argument("--axe-max-bytes", type=int, metavar="N",
                        help="audit with axe only pages of at most N bytes (default: every page)")
    return parser.parse_args(argv)


def select_pages(site: Path, globs: list[str] | None) -> list[Path]:
    pages = sitecheck.site_pages(site)
    if not globs:
        return pages
    return [p for p in pages if any(fnmatch.fnmatch(p.relative_to(site).as_posix(), g) for g in globs)]


# ---- static checks ------------------------------------------------------------------------------

class PageIndex:
    """Parsed pages, read once each, for fragment lookups across the site."""

    def __init__(self) -> None:
        self._cache: dict[Path, staticrefs.PageRefs] = {}

    def refs(self, page: Path) -> staticrefs.PageRefs:
        if page not in self._cache:
            self._cache[page] = staticrefs.parse_page(page)
        return self._cache[page]


def check_links(report: Report, site: Path, page: Path, index: PageIndex) -> None:
    """Every a/area href (and non-fetching link href) leads to a file, and its fragment to an id."""
    for ref in index.refs(page).links:
        where = f"{report.name(page)}:{ref.line}"
        target = staticrefs.resolve(page, ref.value, site)
        if target.kind == "broken":
            report.fail("link", where, f"{ref.what}=\"{ref.value}\": {target.reason}")
        elif target.kind == "file" and target.fragment and target.path.suffix in (".html", ".htm"):
            if target.fragment.lower() != "top" and target.fragment not in index.refs(target.path).ids:
                report.fail("link", where, f"{ref.what}=\"{ref.value}\": no id \"{target.fragment}\" "
                                           f"in {report.name(target.path)}")


def check_static_resources(report: Report, site: Path, source: Path,
                           references: list[staticrefs.Reference]) -> None:
    """Every resource a page or stylesheet names exists locally and is not on the network."""
    for ref in references:
        where = report.name(source)
        target = staticrefs.resolve(source, ref.value, site)
        # Keyed by URL so the browser's report of the same request is not counted twice.
        if target.kind == "external":
            report.fail("external", where, f"{ref.value} ({ref.what}, line {ref.line})", key=ref.value)
        elif target.kind == "broken":
            key = target.path.as_uri() if target.path else ref.value
            report.fail("request", where, f"{ref.value} ({ref.what}, line {ref.line}: {target.reason})", key=key)


# ---- browser checks -----------------------------------------------------------------------------

def url_in_site(report: Report, url: str) -> str:
    """A file:// URL shown site-relative when it points into the site."""
    if url.startswith("file:"):
        from urllib.parse import unquote, urlsplit
        return report.name(Path(unquote(urlsplit(url).path)))
    return url


def record_requests(report: Report, page_name: str, requests: list[sitecheck.Request]) -> set[str]:
    """Reports failed and non-local requests; returns the URLs that failed."""
    failed = set()
    for request in requests:
        if not sitecheck.is_local_url(request.url):
            report.fail("external", page_name, request.url, key=request.url)
            failed.add(request.url)
        elif request.failure:
            shown = url_in_site(report, request.url)
            report.fail("request", page_name, f"{shown} ({request.failure})", key=request.url)
            failed.add(request.url)
    return failed


def record_console(report: Report, page_name: str, entries: list[sitecheck.ConsoleEntry],
                   failed_urls: set[str]) -> None:
    """Reports SEVERE console messages, except resource failures already reported as requests."""
    for entry in entries:
        if entry.level != "SEVERE":
            continue
        url, _, rest = entry.message.partition(" - ")
        if rest.startswith("Failed to load resource") and url in failed_urls:
            continue
        report.fail("console", page_name, entry.message)


def record_axe(report: Report, page_name: str, violations: list[dict], fail_on: str) -> None:
    threshold = IMPACTS.index(fail_on)
    for violation in sorted(violations, key=lambda v: v.get("id", "")):
        impact = violation.get("impact") or "minor"
        targets = [" >> ".join(map(str, node.get("target", []))) for node in violation.get("nodes", [])]
        shown = ", ".join(targets[:5]) + (f", +{len(targets) - 5} more" if len(targets) > 5 else "")
        detail = f"{violation.get('id')} ({impact}): {violation.get('help', '')} at {shown}"
        report.axe_by_impact[impact] += 1
        if IMPACTS.index(impact) >= threshold:
            report.fail("axe", page_name, detail)
        else:
            report.note("axe", page_name, detail)


def start_drivers():
    """The JavaScript and no-JavaScript drivers, started side by side (each start takes about a second)."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(sitecheck.make_driver, javascript=True),
                   pool.submit(sitecheck.make_driver, javascript=False, performance_log=False)]
    errors = [f.exception() for f in futures if f.exception() is not None]
    if errors:
        for future in futures:
            if future.exception() is None:
                future.result().quit()
        raise errors[0]
    return futures[0].result(), futures[1].result()


def check_pages_with_javascript(report: Report, driver, pages: list[Path], screenshots: Path | None,
                                axe_fail_on: str, axe_max_bytes: int | None) -> None:
    axe_source = sitecheck.load_axe_source()
    for page in pages:
        audited = axe_max_bytes is None or page.stat().st_size <= axe_max_bytes
        check_one_page(report, driver, page, axe_source if audited else None, screenshots, axe_fail_on)


def check_one_page(report: Report, driver, page: Path, axe_source: str | None, screenshots: Path | None,
                   axe_fail_on: str) -> None:
    """Loads a page, audits it with axe when `axe_source` is given, and reads its requests and console."""
    from selenium.common.exceptions import WebDriverException
    name = report.name(page)
    try:
        driver.get(sitecheck.page_url(page))
        violations = sitecheck.run_axe(driver, axe_source) if axe_source is not None else []
        if screenshots is not None:
            sitecheck.full_page_screenshot(driver, screenshots / Path(name).with_suffix(".png"))
    except (WebDriverException, RuntimeError) as error:
        report.fail("load", name, str(error).strip().splitlines()[0] if str(error).strip() else repr(error))
        violations = []
    failed_urls = record_requests(report, name, sitecheck.drain_requests(driver))
    record_console(report, name, sitecheck.drain_console(driver), failed_urls)
    record_axe(report, name, violations, axe_fail_on)


def check_pages_without_javascript(report: Report, driver, pages: list[Path]) -> None:
    from selenium.common.exceptions import WebDriverException
    for page in pages:
        name = report.name(page)
        try:
            driver.get(sitecheck.page_url(page))
            length = sitecheck.main_text_length(driver)
        except WebDriverException as error:
            report.fail("nojs", name, f"did not load: {str(error).strip().splitlines()[0]}")
            continue
        if length < 0:
            report.fail("nojs", name, "no <main> element")
        elif length == 0:
            report.fail("nojs", name, "<main> has no visible text with JavaScript off")


# ---- vnu ----------------------------------------------------------------------------------------

def record_vnu(report: Report, messages: list[sitecheck.VnuMessage]) -> None:
    for message in sorted(messages, key=lambda m: (report.name(m.file), m.line, m.column)):
        where = f"{report.name(message.file)}:{message.line}:{message.column}"
        report.fail("vnu", where, message.message)


# ---- summary ------------------------------------------------------------------------------------

def print_summary(report: Report, site: Path, page_count: int, seconds: float) -> None:
    print()
    print(f"Summary for {site}: {page_count} pages checked in {seconds:.1f} s")
    for category, label in CATEGORIES:
        line = f"  {label + ':':<27}{len(report.problems[category])}"
        if category == "axe":
            by_impact = ", ".join(f"{impact} {report.axe_by_impact[impact]}" for impact in reversed(IMPACTS))
            line += f" failing ({by_impact})"
        print(line)


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    site = arguments.site.resolve()
    if not site.is_dir():
        print(f"check_site: {arguments.site} is not a folder", file=sys.stderr)
        return 2
    pages = select_pages(site, arguments.pages)
    if not pages:
        print(f"check_site: no pages to check in {arguments.site}", file=sys.stderr)
        return 2
    started = time.monotonic()
    report = Report(site)
    stylesheets = sorted(site.rglob("*.css"))
    # vnu's JVM runs beside the browser; its report is read at the end.
    vnu = sitecheck.start_vnu(pages + stylesheets)

    index = PageIndex()
    for page in pages:
        check_links(report, site, page, index)
        check_static_resources(report, site, page, index.refs(page).resources)
    for stylesheet in stylesheets:
        check_static_resources(report, site, stylesheet, staticrefs.stylesheet_references(stylesheet))

    screenshots = arguments.screenshots.resolve() if arguments.screenshots else None
    timings = {"static": time.monotonic() - started}
    phase_started = time.monotonic()

    def lap(phase: str) -> None:
        nonlocal phase_started
        timings[phase] = time.monotonic() - phase_started
        phase_started = time.monotonic()

    with_js, without_js = start_drivers()
    lap("browser start")
    try:
        check_pages_with_javascript(report, with_js, pages, screenshots, arguments.axe_fail_on, arguments.axe_max_bytes)
        lap("pages with JS + axe")
        check_pages_without_javascript(report, without_js, pages)
        lap("pages without JS")
    finally:
        with_js.quit()
        without_js.quit()
    record_vnu(report, sitecheck.finish_vnu(vnu))
    lap("waiting for vnu")

    print_summary(report, site, len(pages), time.monotonic() - started)
    if arguments.axe_max_bytes is not None:
        audited = sum(1 for page in pages if page.stat().st_size <= arguments.axe_max_bytes)
        print(f"  axe audited {audited} of {len(pages)} pages (those of at most {arguments.axe_max_bytes:,} bytes)")
    print("Timings: " + ", ".join(f"{phase} {seconds:.1f} s" for phase, seconds in timings.items()))
    total = sum(len(v) for v in report.problems.values())
    print(f"RESULT: FAIL ({total} problems)" if report.failed else "RESULT: PASS")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
