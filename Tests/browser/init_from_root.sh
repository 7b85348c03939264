# Sourced by the browser tests that build corpus systems as a new user does (needs $styleguide).
# init_from_root PROJECT LOG: `styleguide init --from` on the repository's root. A repository of
# several sources names them in its error: the first is made the project's, and printed. Fails when
# no styleguide.json was written (the log says why).
init_from_root() {
    local project="$1" log="$2" source
    source="$("$styleguide" init --from "$project" "$project" 2>&1 >"$log" \
        | grep -o 'holds [0-9]* independent token sources: [^;(]*' | sed 's/.*sources: //; s/ *$//')"
    if [ -n "$source" ]; then
        "$styleguide" init --from "$project/$source" "$project" > "$log" 2>&1
    fi
    printf '%s' "$source"
    [ -f "$project/styleguide.json" ]
}
