"""Deterministic, realistic Markdown for the benchmarks: headings, paragraphs
with emphasis, links and code, lists, fenced code, block quotes and
tables-as-text. Every function takes a random.Random, so a fixed seed gives
the same bytes on every machine."""

WORDS = """design token colour spacing radius shadow border typography scale step
component button label heading body caption row header screen toggle chevron
theme light dark brand ocean contrast ratio accessible preview matrix permutation
resolver modifier context alias value reference group type dimension duration
easing weight family size line height letter kerning grid layout padding margin
inset stack cluster icon tile avatar subtitle status secondary primary accent
destructive pressed disabled focus hover selected surface background foreground
render build site page docs navigation table contents anchor link source file
output stylesheet property variable custom cascade fallback gamut wide display
the a an of to in for with on by from and or but is are be can will should may
when where which that this these those each every all some many few more most""".split()

CODE_LINES = [
    "let theme = Theme.load(from: url)",
    "guard let token = tokens[path] else { return nil }",
    "for step in ContentSizeCategory.allCases {",
    "    print(step.rawValue, metrics.scaledValue(for: 17))",
    "}",
    ".button { background: var(--color-accent); border-radius: 8px; }",
    "styleguide build . --out site",
    "{\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0.48, 1]}}",
    "@ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 29",
    "if (a < b && c > d) { swap(&a, &b); }",
]


def word(r):
    return r.choice(WORDS)


def sentence(r, links=(), lo=6, hi=18):
    """A sentence with occasional emphasis, strong, code spans and links."""
    parts = []
    for i in range(r.randint(lo, hi)):
        w = word(r)
        roll = r.random()
        if roll < 0.05:
            w = "*%s*" % w
        elif roll < 0.08:
            w = "**%s %s**" % (w, word(r))
        elif roll < 0.11:
            w = "`%s.%s`" % (w, word(r))
        elif roll < 0.13:
            w = "[%s %s](https://example.com/%s/%s)" % (w, word(r), word(r), word(r))
        elif roll < 0.15 and links:
            target = r.choice(links)
            w = "[%s](%s)" % (w, target)
        elif roll < 0.16:
            w = w + " & " + word(r)
        parts.append(w)
    text = " ".join(parts)
    return text[0].upper() + text[1:] + r.choice([".", ".", ".", "?", "!"])


def plain_sentence(r, lo=5, hi=10):
    """Words only, safe as a YAML scalar in front matter."""
    text = " ".join(word(r) for _ in range(r.randint(lo, hi)))
    return text[0].upper() + text[1:] + "."


def paragraph(r, links=()):
    lines, line = [], ""
    for _ in range(r.randint(2, 6)):
        line += (" " if line else "") + sentence(r, links)
        if len(line) > 70:
            lines.append(line)
            line = ""
    if line:
        lines.append(line)
    return "\n".join(lines)


def title(r, lo=2, hi=5):
    return " ".join(word(r) for _ in range(r.randint(lo, hi))).capitalize()


def bullet_list(r, links=()):
    ordered = r.random() < 0.3
    items = []
    for i in range(r.randint(3, 7)):
        marker = "%d." % (i + 1) if ordered else "-"
        item = "%s %s" % (marker, sentence(r, links, 4, 12))
        if r.random() < 0.2:
            item += "\n   - " + sentence(r, links, 3, 8)
        items.append(item)
    return "\n".join(items)


def code_block(r):
    lang = r.choice(["swift", "css", "sh", "json", "c", ""])
    lines = [r.choice(CODE_LINES) for _ in range(r.randint(3, 10))]
    return "```%s\n%s\n```" % (lang, "\n".join(lines))


def block_quote(r, links=()):
    return "\n".join("> " + line for line in paragraph(r, links).split("\n"))


def text_table(r):
    """A table written as text (CommonMark has no tables): an indented block."""
    cols = r.randint(3, 5)
    rows = ["  ".join(word(r).ljust(12) for _ in range(cols)) for _ in range(r.randint(3, 8))]
    return "\n".join("    " + row.rstrip() for row in rows)


def block(r, links=()):
    roll = r.random()
    if roll < 0.50:
        return paragraph(r, links)
    if roll < 0.68:
        return bullet_list(r, links)
    if roll < 0.80:
        return code_block(r)
    if roll < 0.90:
        return block_quote(r, links)
    return text_table(r)


def section(r, level, links=(), blocks=(2, 5)):
    out = ["#" * level + " " + title(r)]
    for _ in range(r.randint(*blocks)):
        out.append(block(r, links))
    return "\n\n".join(out)
