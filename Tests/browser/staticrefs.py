"""Static reading of a built site: the ids, links and fetched resources of each page and stylesheet,
and where a relative reference leads. No browser involved, so it also covers resources a browser
might not fetch during a check (lazy images, media, print stylesheets)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

# <link rel> values that make the browser fetch the href.
FETCHING_RELS = frozenset({"stylesheet", "icon", "shortcut", "apple-touch-icon", "manifest", "preload",
                           "modulepreload", "prefetch", "prerender", "preconnect", "dns-prefetch"})

# (tag, attribute) pairs whose value is a URL the browser fetches.
RESOURCE_ATTRIBUTES = frozenset({
    ("script", "src"), ("img", "src"), ("img", "srcset"), ("source", "src"), ("source", "srcset"),
    ("video", "src"), ("video", "poster"), ("audio", "src"), ("track", "src"), ("iframe", "src"),
    ("embed", "src"), ("object", "data"), ("input", "src"), ("image", "href"), ("image", "xlink:href"),
    ("use", "href"), ("use", "xlink:href"),
})

NAVIGATION_TAGS = frozenset({"a", "area"})
EXTERNAL_SCHEMES = frozenset({"http", "https", "ws", "wss", "ftp"})
IGNORED_SCHEMES = frozenset({"mailto", "tel", "sms", "data", "javascript", "blob", "about"})

_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)""")
_CSS_IMPORT = re.compile(r"""@import\s+(?:"([^"]*)"|'([^']*)')""")


@dataclass(frozen=True)
class Reference:
    """A URL written in a page or stylesheet, with where it was written."""
    line: int
    what: str  # e.g. "img src", "a href", "css url()"
    value: str


@dataclass
class PageRefs:
    """What a page declares: its fragment targets, its links, and the resources it fetches."""
    ids: set[str] = field(default_factory=set)
    links: list[Reference] = field(default_factory=list)
    resources: list[Reference] = field(default_factory=list)


class _PageCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.refs = PageRefs()
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        line = self.getpos()[0]
        if "id" in values:
            self.refs.ids.add(values["id"])
        if tag == "a" and "name" in values:
            self.refs.ids.add(values["name"])
        if tag in NAVIGATION_TAGS and "href" in values:
            self.refs.links.append(Reference(line, f"{tag} href", values["href"]))
        if tag == "link" and "href" in values:
            rels = set(values.get("rel", "").lower().split())
            target = self.refs.resources if rels & FETCHING_RELS else self.refs.links
            target.append(Reference(line, "link href", values["href"]))
        for name, value in values.items():
            if (tag, name) not in RESOURCE_ATTRIBUTES:
                continue
            urls = srcset_urls(value) if name == "srcset" else [value]
            self.refs.resources.extend(Reference(line, f"{tag} {name}", url) for url in urls)
        if "style" in values:
            self.refs.resources.extend(Reference(line, "style url()", url) for url in css_urls(values["style"]))
        self._in_style = tag == "style"

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            line = self.getpos()[0]
            self.refs.resources.extend(Reference(line, "<style> url()", url) for url in css_urls(data))


def parse_page(path: Path) -> PageRefs:
    """The ids, links and resources of an HTML file."""
    collector = _PageCollector()
    collector.feed(path.read_text(encoding="utf-8", errors="replace"))
    collector.close()
    return collector.refs


def srcset_urls(srcset: str) -> list[str]:
    """The URLs of a srcset attribute ("a.png 1x, b.png 2x")."""
    urls = []
    for candidate in srcset.split(","):
        parts = candidate.split()
        if parts and not parts[0].lower().startswith("data:"):
            urls.append(parts[0])
    return urls


def css_urls(text: str) -> list[str]:
    """The url(...) and @import URLs of CSS text."""
    text = _CSS_COMMENT.sub("", text)
    found = [next(g for g in m.groups() if g is not None) for m in _CSS_URL.finditer(text)]
    found += [next(g for g in m.groups() if g is not None) for m in _CSS_IMPORT.finditer(text)]
    return [url for url in found if url]


def stylesheet_references(path: Path) -> list[Reference]:
    """The URLs a CSS file fetches, with their line numbers."""
    references = []
    text = _CSS_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), path.read_text(encoding="utf-8", errors="replace"))
    for number, line in enumerate(text.splitlines(), start=1):
        references.extend(Reference(number, "css url()", url) for url in css_urls(line))
    return references


@dataclass(frozen=True)
class Target:
    """Where a reference leads: kind is 'file', 'external', 'ignored' or 'broken' (with a reason)."""
    kind: str
    path: Path | None = None
    fragment: str = ""
    reason: str = ""


def resolve(source: Path, value: str, site: Path) -> Target:
    """Where a URL written in `source` leads, for a site opened from file:// URLs."""
    value = value.strip()
    if value.startswith("//"):
        return Target("external")
    parts = urlsplit(value)
    scheme = parts.scheme.lower()
    if scheme in EXTERNAL_SCHEMES:
        return Target("external")
    if scheme in IGNORED_SCHEMES:
        return Target("ignored")
    if scheme:
        return Target("broken", reason=f"absolute {scheme}: URL (the site must use relative links)")
    fragment = unquote(parts.fragment)
    if not parts.path:
        return Target("file", source, fragment)
    if parts.path.startswith("/"):
        return Target("broken", reason="root-relative URL (breaks when the site is opened from files)")
    path = (source.parent / unquote(parts.path)).resolve()
    if not path.is_relative_to(site):
        return Target("broken", path, reason="points outside the site folder")
    if path.is_dir():
        index = path / "index.html"
        if not index.is_file():
            return Target("broken", path, reason="folder without index.html")
        path = index
    if not path.is_file():
        return Target("broken", path, reason="no such file")
    return Target("file", path, fragment)
