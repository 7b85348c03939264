#!/usr/bin/env python3
"""A pull request's review on a real design system, checked in Chromium against the sites of both commits.

usage: pull_request_test.py STYLEGUIDE SCRATCH_DIR

A git repository is made from the corpus copy of Swiss Post (Tokens Studio, one file, 192
permutations) as a new user makes a project: `styleguide init --from .`, the map entries and the
Card of fixtures/own-components/swisspost added, committed on `main`. Three pull-request branches:
  tokens  the brand yellow and the desktop radius 7 change (tokens.json only),
  css     the Card's padding and radius change (templates/components/card.css only),
  both    the two together.
`main` is checked out in a worktree and built as its own site; each branch is built, then
`styleguide diff --base-ref main .` writes the review into its site. For each branch:
1. the review names exactly what changed: the changed tokens (none for css), the components with
   changed sources (exactly the Card, with card.css, for css and both; none for tokens), the
   components touched by the tokens (the same ones for tokens and both, none for css beyond the Card);
2. every before preview renders as the base site's own matrix cell and every after as the head's
   (diff_review_test.check_pairs: every element's computed colours, sizes, type and spacing), and
   where the Card's CSS changed its before and after paddings differ;
3. the Markdown summary names every component the page reviews;
4. the page passes check_site.py (axe, vnu, links, no-JS).
Prints the page's and the summary's sizes per branch; exits 1 when a check failed.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from diff_review_test import check, check_page, check_pairs, run  # noqa: E402
from sitecheck import make_driver, page_url  # noqa: E402

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
CORPUS = REPOSITORY / "Tests/Corpus/swisspost"
FIXTURE = HERE / "fixtures/own-components/swisspost"
TOKENS = "packages/tokens/tokensstudio-generated/tokens.json"

REVIEW_JS = """
return [...document.querySelectorAll('.review')].map(review => ({
  name: review.querySelector('h3').id.replace(/^review-/, ''),
  sources: [...review.querySelectorAll('.review-source summary code')].map(c => c.textContent),
  pairs: review.querySelectorAll('.review-pair').length,
}));
"""


CARD_PADDINGS_JS = """
return [...document.querySelectorAll('.review-group[id^="review-card-"] .review-pair')]
  .map(pair => ['base', 'head'].map(v => getComputedStyle(pair.querySelector('[data-version="' + v + '"] .card')).paddingTop));
"""


def git(repo: Path, *arguments: str) -> str:
    return run("git", "-c", "user.name=t", "-c", "user.email=t@example.org", *arguments, cwd=repo)


def edit_tokens(repo: Path) -> None:
    path = repo / TOKENS
    text = path.read_text()
    text = text.replace('"$value": "#FFCC00"', '"$value": "#FFD22E"', 1)
    radius = text.index('"border-radius"', text.index('"Device/Desktop"'))
    at = text.index('"{post.core.dimension.12}"', text.index('"7"', radius))
    text = text[:at] + '"{post.core.dimension.16}"' + text[at + len('"{post.core.dimension.12}"'):]
    path.write_text(text)


def edit_css(repo: Path) -> None:
    path = repo / "templates/components/card.css"
    text = path.read_text()
    for old, new in (("padding: var(--post-device-spacing-padding-5)", "padding: var(--post-device-spacing-padding-3)"),
                     ("border-radius: var(--post-device-border-radius-2)", "border-radius: var(--post-device-border-radius-7)")):
        assert old in text, old
        text = text.replace(old, new)
    path.write_text(text)


def make_repository(styleguide: str, scratch: Path) -> Path:
    repo = scratch / "swisspost"
    shutil.copytree(CORPUS, repo)
    run(styleguide, "init", "--from", ".", ".", cwd=repo)
    config = json.loads((repo / "styleguide.json").read_text())
    config["map"].update(json.loads((FIXTURE / "map.json").read_text()))
    (repo / "styleguide.json").write_text(json.dumps(config, indent=2) + "\n")
    shutil.copytree(FIXTURE / "templates", repo / "templates")
    (repo / ".gitignore").write_text("site/\n.styleguide-cache/\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "Swiss Post with its Card")
    for branch, edits in (("tokens", [edit_tokens]), ("css", [edit_css]), ("both", [edit_tokens, edit_css])):
        git(repo, "checkout", "-q", "-b", branch, "main")
        for edit in edits:
            edit(repo)
        git(repo, "commit", "-qam", branch)
    return repo


def changed_tokens(page: Path, driver) -> set[str]:
    driver.get(page_url(page))
    return set(driver.execute_script(
        "return [...document.querySelectorAll('.diff-entry > tr:first-child > th .diff-token:not(.diff-token--old)')].map(t => t.textContent)"))


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    styleguide, scratch = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
    repo = make_repository(styleguide, scratch)
    base = scratch / "base"
    git(repo, "worktree", "add", "-q", "--detach", str(base), "main")
    run(styleguide, "build", str(base), "--quiet")
    driver = make_driver(width=1280, height=900)
    reviews = {}
    try:
        for branch in ("tokens", "css", "both"):
            git(repo, "checkout", "-q", branch)
            run(styleguide, "build", ".", "--quiet", cwd=repo)
            run(styleguide, "diff", "--base-ref", "main", ".", "--out", "site", cwd=repo)
            markdown = run(styleguide, "diff", "--base-ref", "main", ".", "--format", "markdown", cwd=repo)
            page = repo / "site/diff.html"
            driver.get(page_url(page))
            found = driver.execute_script(REVIEW_JS)
            reviews[branch] = found
            tokens = changed_tokens(page, driver)
            with_sources = [review["name"] for review in found if review["sources"]]
            touched = [review["name"] for review in found if not review["sources"]]
            print(f"      {branch}: diff.html {page.stat().st_size:,} bytes, diff-tokens.css "
                  f"{(repo / 'site/assets/diff-tokens.css').stat().st_size:,} bytes, summary {len(markdown.encode()):,} bytes; "
                  f"reviews {[(r['name'], r['pairs']) for r in found]}")
            expected_tokens = set() if branch == "css" else {"post.core.color.brand.postyellow", "post.device.border-radius.7"}
            check(expected_tokens <= tokens and (branch != "css" or not tokens),
                  f"{branch}: the token changes listed are {'none' if branch == 'css' else 'the yellow and the radius, with what follows them'} ({len(tokens)})")
            check(with_sources == ([] if branch == "tokens" else ["card"]),
                  f"{branch}: components with changed sources: {with_sources or 'none'}")
            if branch != "tokens":
                card = next(review for review in found if review["name"] == "card")
                check(card["sources"] == ["templates/components/card.css"] and found[0]["name"] == "card",
                      f"{branch}: the Card comes first, with its changed file {card['sources']}")
            expected_touched = [] if branch == "css" else [r["name"] for r in reviews["tokens"]]
            check(touched == [name for name in expected_touched if name not in with_sources] and (branch == "css" or touched),
                  f"{branch}: the components the tokens alter are reviewed: {touched or 'none'}")
            check_pairs(driver, branch, page, base, repo, styleguide)
            if branch != "tokens":
                driver.get(page_url(page))
                paddings = driver.execute_script(CARD_PADDINGS_JS)
                check(bool(paddings) and all(before != after for before, after in paddings),
                      f"{branch}: each of the Card's {len(paddings)} pairs draws the base's padding before and the branch's after "
                      f"({paddings[0] if paddings else 'none'})")
            check(all(review["name"] in markdown for review in found),
                  f"{branch}: the Markdown summary names every reviewed component")
            check_page(branch, repo / "site")
    finally:
        driver.quit()
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
