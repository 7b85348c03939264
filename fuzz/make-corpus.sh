#!/usr/bin/env bash
# Fills fuzz/corpus/TARGET/ with seed inputs taken from the repository's
# fixtures, example tokens, the real design systems of Tests/Corpus, docs and
# templates. The corpus is gitignored.
# Usage: fuzz/make-corpus.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
fixtures="$root/Tests/StyleGuideGenTests/Fixtures"
corpus="$here/corpus"
mkdir -p "$corpus"/{tokens,resolver,markdown,mustache}

# Copies each file into a corpus folder under a name unique per source path.
seed() {
    local target="$1"; shift
    for file in "$@"; do
        [ -f "$file" ] || continue
        cp "$file" "$corpus/$target/seed-$(echo "${file#$root/}" | tr '/' '_')"
    done
}

shopt -s nullglob globstar
seed tokens "$fixtures"/Tokens/valid/*.json "$fixtures"/Tokens/invalid/*.json \
    "$fixtures"/Tokens/resolver/**/*.json "$fixtures"/CSS/**/*.json "$root"/tokens/*.json \
    "$root"/starter/**/*.json
# Hand-written seeds for the lenient loader (comments, trailing commas,
# duplicate keys, CSS colour strings, extra units, $ref pointers, ...).
seed tokens "$here"/seeds/tokens/*.json
seed resolver "$here"/seeds/resolver/*.json
# The real design systems' token files (Tests/Corpus), each within libFuzzer's -max_len.
for file in "$root"/Tests/Corpus/**/*.{json,json5,jsonc,tokens}; do
    [ "$(stat -c %s "$file")" -le 65536 ] && seed tokens "$file"
done
seed markdown "$root"/docs/**/*.md "$root"/starter/**/*.md "$root"/README.md
seed mustache "$root"/templates/**/*.html "$root"/starter/**/*.html

# Spec examples: CommonMark inputs for markdown, Mustache templates for mustache,
# and resolver + two of its token files joined by the resolver target's separator
# (its first file becomes a.json, every other one b.json).
python3 - "$root" "$fixtures" "$corpus" <<'PY'
import json, pathlib, re, sys
root, fixtures, corpus = (pathlib.Path(p) for p in sys.argv[1:4])
for example in json.loads((fixtures / "CommonMark/spec-0.30.json").read_text()):
    (corpus / "markdown" / f"spec-{example['example']}.md").write_text(example["markdown"])
blocks = ["standard-button", "settings-row", "title-label"]
for index, name in enumerate(blocks):
    (corpus / "markdown" / f"component-{name}.md").write_text(
        f"---\ntitle: \"{name}\"\norder: {index}\ndescription: 'a ''quoted'' one'\n---\n# {name}\n\n"
        f"```component {name}\nstep: AX5\ntheme: dark\n# comment\n```\n\n[next](other.md#top)\n")
for spec in sorted((fixtures / "Mustache/spec").glob("*.json")):
    for number, test in enumerate(json.loads(spec.read_text())["tests"]):
        stem = spec.stem.lstrip("~")
        (corpus / "mustache" / f"spec-{stem}-{number}.html").write_text(test["template"])
        for name, partial in sorted(test.get("partials", {}).items()):
            (corpus / "mustache" / f"spec-{stem}-{number}-{name}.html").write_text(partial)
separator = "\n--8<--\n"
resolvers = (list(root.glob("tokens/*.resolver.json")) + list(fixtures.glob("**/*.resolver.json"))
             + list(root.glob("Tests/Corpus/**/*.resolver.json")))
for resolver in sorted(resolvers):
    text = resolver.read_text()
    refs = sorted(set(re.findall(r'"\$ref"\s*:\s*"([^"#][^"]*)"', text)))
    if not refs:
        continue
    first, others = refs[0], refs[1:] or refs[:1]
    for other in others:
        renamed = text
        for ref in refs:
            renamed = renamed.replace(f'"{ref}"', '"a.json"' if ref == first else '"b.json"')
        files = [resolver.parent / first, resolver.parent / other]
        if not all(f.is_file() for f in files):
            continue  # invalid fixtures may point at files that do not exist
        parts = [renamed] + [f.read_text() for f in files]
        name = f"seed-{resolver.parent.name}-{pathlib.Path(other).stem}.json"
        (corpus / "resolver" / name).write_text(separator.join(parts))
PY
for target in tokens resolver markdown mustache; do
    echo "$target: $(ls "$corpus/$target" | wc -l) seeds"
done
