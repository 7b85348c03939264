#!/usr/bin/env bash
# Speed benchmarks (issue 8): Markdown throughput against libcmark, a docs
# site against Hugo, a large style guide (time and peak memory), rebuilds, and
# the token benchmark. Release build; medians of RUNS runs (default 5), with
# the contenders interleaved round by round so load on the machine hits all
# alike. Not a test: nothing asserts a timing.
# Usage: bench/run.sh [RUNS]    (or RUNS=N bench/run.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-${RUNS:-5}}"
OUT="$PWD/bench/out"
RESULTS="$OUT/results.txt"
STARTED=$(date +%s.%N)
mkdir -p "$OUT"
: > "$RESULTS"

say() { printf '\n== %s\n' "$*"; }
record() { echo "$1 $2" >> "$RESULTS"; }
now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print('%.4f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$1" "$2"; }
# Runs a command under /usr/bin/time -v; sets SECONDS_TAKEN and PEAK_KB.
measure() {
  local start end
  start=$(now)
  /usr/bin/time -v -o "$OUT/time.txt" "$@"
  end=$(now)
  SECONDS_TAKEN=$(elapsed "$start" "$end")
  PEAK_KB=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$OUT/time.txt")
}

install_missing() {
  local missing=()
  command -v cmark >/dev/null || missing+=(cmark)
  command -v hugo >/dev/null || missing+=(hugo)
  [ -x /usr/bin/time ] || missing+=(time)
  command -v gcc >/dev/null || missing+=(gcc)
  pkg-config --exists libcmark || missing+=(libcmark-dev)
  pkg-config --exists libxxhash || missing+=(libxxhash-dev)
  pkg-config --exists libcrypto || missing+=(libssl-dev)
  [ ${#missing[@]} -eq 0 ] && return
  echo "installing ${missing[*]}"
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get install -y "${missing[@]}"
}

say "tools and release build"
install_missing
swift build -c release --product styleguide 2>&1 | tail -1
swift build -c release --product styleguide-bench 2>&1 | tail -1
BIN="$(swift build -c release --show-bin-path)"
gcc -O2 -o "$OUT/cmark_bench" bench/markdown/cmark_bench.c $(pkg-config --cflags --libs libcmark)
gcc -O2 -o "$OUT/cmark_floor" bench/markdown/cmark_floor.c $(pkg-config --cflags --libs libcmark)
# Hugo without the network: a private network namespace when we may make one.
HUGO=(hugo); unshare -n true 2>/dev/null && HUGO=(unshare -n hugo)

say "inputs (deterministic, regenerated when missing)"
[ -f "$OUT/corpus.md" ] || python3 bench/gen/markdown_corpus.py "$OUT/corpus.md" 10
[ -d "$OUT/docs/project/docs" ] || python3 bench/gen/docs_site.py "$OUT/docs" 2000
[ -d "$OUT/design-system/tokens" ] || python3 bench/gen/design_system.py . "$OUT/design-system" 5000
[ -f "$OUT/tokens/bench.resolver.json" ] || python3 bench/tokens/generate.py "$OUT/tokens"
record md.bytes "$(stat -c %s "$OUT/corpus.md")"
record docs.pages "$(find "$OUT/docs/project/docs" -name '*.md' | wc -l)"
record sg.tokens 5000

say "Markdown throughput ($RUNS rounds)"
for round in $(seq "$RUNS"); do
  line=$("$OUT/cmark_bench" "$OUT/corpus.md" 1); echo "C: $line"
  record md.c "${line%% MB/s*}"
  while read -r variant rate rest; do
    echo "$variant: $rate $rest"; record "md.$variant" "$rate"
  done < <("$BIN/styleguide-bench" markdown "$OUT/corpus.md" 1)
  measure sh -c 'cmark "$0" > /dev/null' "$OUT/corpus.md"
  echo "cmark CLI: $SECONDS_TAKEN s"
  record md.cli "$(python3 -c "import sys; print(int(sys.argv[1]) / 1e6 / float(sys.argv[2]))" "$(stat -c %s "$OUT/corpus.md")" "$SECONDS_TAKEN")"
done

say "Markdown pages: the corpus cut into pages of about 5 KB, as a site's docs (15 rounds, page by page)"
while read -r variant rate rest; do
  echo "$variant: $rate $rest"; record "md.pages.$variant" "$(sed -n 's/.*, \([0-9.]*\) of swift-direct round by round.*/\1/p' <<< "$rest")"
done < <("$BIN/styleguide-bench" markdown "$OUT/corpus.md" 15 swift-direct wrapper wrapper-links --pages)

say "Markdown: link rewriting written in C, the floor for the wrapper's ratio (11 rounds)"
while read -r variant rest; do
  echo "C $variant: $rest"; record "md.floor.$variant" "$(sed -n 's/.*, \([0-9.]*\) of direct.*/\1/p' <<< "$rest")"
done < <("$OUT/cmark_floor" "$OUT/corpus.md" 11)

say "Docs site: styleguide (built-in component pages are generated too) vs Hugo ($RUNS rounds)"
CHANGED="$OUT/docs/project/docs/section-07/page-042.md"
for round in $(seq "$RUNS"); do
  rm -rf "$OUT/docs/site"
  measure "$BIN/styleguide" build "$OUT/docs/project" --out "$OUT/docs/site" --quiet
  echo "styleguide full: $SECONDS_TAKEN s, $PEAK_KB KB"; record docs.sg.s "$SECONDS_TAKEN"; record docs.sg.rss "$PEAK_KB"
  measure "$BIN/styleguide" build "$OUT/docs/project" --out "$OUT/docs/site" --quiet
  echo "styleguide no-op: $SECONDS_TAKEN s"; record docs.noop.s "$SECONDS_TAKEN"
  cp "$CHANGED" "$OUT/changed.bak"
  printf '\nOne more paragraph, changed in round %s.\n' "$round" >> "$CHANGED"
  measure "$BIN/styleguide" build "$OUT/docs/project" --out "$OUT/docs/site" --quiet
  mv "$OUT/changed.bak" "$CHANGED"
  echo "styleguide one doc changed: $SECONDS_TAKEN s"; record docs.one.s "$SECONDS_TAKEN"
  rm -rf "$OUT/docs/hugo-public"
  measure "${HUGO[@]}" --source bench/hugo-site --contentDir "$OUT/docs/hugo/content" \
    --destination "$OUT/docs/hugo-public" --cacheDir "$OUT/docs/hugo-cache" --noBuildLock --quiet
  echo "hugo: $SECONDS_TAKEN s, $PEAK_KB KB"; record docs.hugo.s "$SECONDS_TAKEN"; record docs.hugo.rss "$PEAK_KB"
done

say "Style guide: example theme + 5,000 tokens, 4 permutations ($RUNS runs)"
TOKEN_FILE="$OUT/design-system/tokens/base.tokens.json"
grep -q '"components": \[0.8431, 0.0, 0.0824\]' "$TOKEN_FILE" || { echo "the destructive-fill colour moved; update bench/run.sh"; exit 1; }
DOC_FILE="$OUT/design-system/docs/index.md"
for round in $(seq "$RUNS"); do
  # From nothing: no site, and no cache (whose token load would spare the full build its tokens).
  rm -rf "$OUT/design-system-site" "$OUT/design-system/.styleguide-cache"
  measure "$BIN/styleguide" build "$OUT/design-system" --out "$OUT/design-system-site" --quiet
  echo "styleguide: $SECONDS_TAKEN s, $PEAK_KB KB"; record sg.s "$SECONDS_TAKEN"; record sg.rss "$PEAK_KB"
  measure "$BIN/styleguide" build "$OUT/design-system" --out "$OUT/design-system-site" --quiet
  echo "styleguide no-op: $SECONDS_TAKEN s"; record sg.noop.s "$SECONDS_TAKEN"
  # One colour of the example theme changes: its token page and the components reading it.
  cp "$TOKEN_FILE" "$OUT/token.bak"
  sed -i 's/"components": \[0.8431, 0.0, 0.0824\]/"components": [0.8, 0.0, 0.1]/' "$TOKEN_FILE"
  measure "$BIN/styleguide" build "$OUT/design-system" --out "$OUT/design-system-site" --quiet
  mv "$OUT/token.bak" "$TOKEN_FILE"
  echo "styleguide one token changed: $SECONDS_TAKEN s"; record sg.one.s "$SECONDS_TAKEN"
  # A doc edited: the tokens come from the last token load, unchanged.
  cp "$DOC_FILE" "$OUT/doc.bak"
  printf '\nOne more paragraph, changed in round %s.\n' "$round" >> "$DOC_FILE"
  measure "$BIN/styleguide" build "$OUT/design-system" --out "$OUT/design-system-site" --quiet
  mv "$OUT/doc.bak" "$DOC_FILE"
  echo "styleguide one doc changed: $SECONDS_TAKEN s"; record sg.doc.s "$SECONDS_TAKEN"
done

say "Tokens: bench/tokens project ($RUNS runs, in process)"
line=$("$BIN/styleguide-bench" tokens "$OUT/tokens/bench.resolver.json" "$RUNS"); echo "$line"
record tokens.ms "$(echo "$line" | awk '{print $2}')"

say "Summary"
TOTAL=$(elapsed "$STARTED" "$(now)")
python3 bench/summarize.py "$RESULTS" "$OUT/summary.txt" "$(nproc) cores, $(date -u +%Y-%m-%d), bench/run.sh took ${TOTAL%.*} s"
echo "(written to bench/out/summary.txt)"
