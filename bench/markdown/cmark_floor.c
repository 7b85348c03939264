/* What the fastest link rewriting could cost, written in C against libcmark's public API, so
 * the Swift wrapper's ratio has a floor to be read against. The corpus is cut into pages of
 * about 5 KB before its level-2 headings (as `styleguide-bench markdown --pages` does), and
 * every page is rendered by each variant in turn, starting with a different one each time:
 *   direct      cmark_markdown_to_html, then the copy of the HTML (the wrapper copies it too);
 *   tree-links  parse, walk the blocks and the inlines of paragraphs and headings, set the URL
 *               of each link to a `.md` file (`.md` -> `.html`), render, free, copy: the least
 *               any rewriting through the tree does (no heading ids, no records);
 *   html-links  parse, walk the blocks only, render, free, then find the links in the HTML
 *               (in safe mode `"` appears only around attribute values: memchr for it, and
 *               `<a href=` before it), copy.
 * Prints each variant's median time over RUNS rounds and its median ratio to direct, round by
 * round. Safe mode, as the site renders docs. Usage: cmark_floor FILE RUNS */
#define _GNU_SOURCE
#include <cmark.h>
#include "bench_common.h"
#include <string.h>

enum { VARIANTS = 3, MAX_RUNS = 99, MAX_PAGES = 100000, PAGE_BYTES = 5000 };
static const char *names[VARIANTS] = {"direct", "tree-links", "html-links"};
static volatile size_t sink; /* keeps the work from being optimised away */

/* The HTML copied out, as a String made of it would be (the copy then freed). */
static void copy(const char *html) {
    size_t length = strlen(html);
    char *copied = malloc(length + 1);
    memcpy(copied, html, length + 1);
    sink += (size_t)copied[length / 2];
    free(copied);
}

/* The HTML copied out, then freed. */
static void copy_out(char *html) {
    copy(html);
    free(html);
}

/* The node after `node` in document order below `root`: its first child when `descend`. */
static cmark_node *next_node(cmark_node *node, int descend, cmark_node *root) {
    cmark_node *child = descend ? cmark_node_first_child(node) : NULL;
    if (child) return child;
    for (cmark_node *current = node; current != root; current = cmark_node_parent(current)) {
        cmark_node *sibling = cmark_node_next(current);
        if (sibling) return sibling;
    }
    return NULL;
}

static void rewrite_links_in(cmark_node *container) {
    char url[4096];
    for (cmark_node *node = cmark_node_first_child(container); node;) {
        cmark_node_type type = cmark_node_get_type(node);
        if (type == CMARK_NODE_LINK) {
            const char *old = cmark_node_get_url(node);
            size_t length = strlen(old);
            if (length >= 3 && length < sizeof url - 3 && memcmp(old + length - 3, ".md", 3) == 0) {
                memcpy(url, old, length - 3);
                memcpy(url + length - 3, ".html", 6);
                cmark_node_set_url(node, url);
                sink += (size_t)cmark_node_get_start_line(node);
            }
        }
        int descend = type == CMARK_NODE_LINK || type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG;
        node = next_node(node, descend, container);
    }
}

/* Walks the blocks (and, with `inlines`, the inlines of paragraphs and headings). */
static void walk(cmark_node *document, int inlines) {
    for (cmark_node *node = cmark_node_first_child(document); node;) {
        cmark_node_type type = cmark_node_get_type(node);
        if (type == CMARK_NODE_HEADING) sink += (size_t)cmark_node_get_start_line(node);
        if (type == CMARK_NODE_CODE_BLOCK) sink += (size_t)(cmark_node_get_fence_info(node)[0]);
        if (inlines && (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING)) rewrite_links_in(node);
        int descend = type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM;
        node = next_node(node, descend, document);
    }
}

static void count_links_in_html(const char *html) {
    const char *end = html + strlen(html);
    for (const char *quote = html; quote < end && (quote = memchr(quote, '"', (size_t)(end - quote)));) {
        if (quote - html >= 8 && memcmp(quote - 8, "<a href=", 8) == 0) {
            sink += 1;
            quote = memchr(quote + 1, '"', (size_t)(end - quote - 1));
            if (!quote) break;
        }
        quote++;
    }
}

static void render(int variant, const char *text, size_t length) {
    int options = CMARK_OPT_VALIDATE_UTF8;
    if (variant == 0) { copy_out(cmark_markdown_to_html(text, length, options)); return; }
    cmark_node *document = cmark_parse_document(text, length, options);
    walk(document, variant == 1);
    char *html = cmark_render_html(document, options);
    cmark_node_free(document);
    if (variant == 2) count_links_in_html(html);
    copy_out(html);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: cmark_floor FILE RUNS\n"); return 2; }
    size_t length;
    char *text = read_file(argv[1], &length);
    int runs = atoi(argv[2]);
    if (!text || runs < 1 || runs > MAX_RUNS) { fprintf(stderr, "cmark_floor: cannot read %s, or RUNS not 1-%d\n", argv[1], MAX_RUNS); return 1; }
    static const char *page_start[MAX_PAGES];
    static size_t page_length[MAX_PAGES];
    int pages = 0;
    for (size_t start = 0, at = 0; at < length && pages < MAX_PAGES;) {
        const char *next = memmem(text + at + 1, length - at - 1, "\n## ", 4);
        size_t cut = next ? (size_t)(next - text) : length;
        if (cut - start > PAGE_BYTES || !next) { page_start[pages] = text + start; page_length[pages++] = cut - start; start = cut; }
        at = cut;
    }
    for (int page = 0; page < pages; page++)
        for (int variant = 0; variant < VARIANTS; variant++) render(variant, page_start[page], page_length[page]);
    static double seconds[VARIANTS][MAX_RUNS], ratios[VARIANTS][MAX_RUNS];
    for (int round = 0; round < runs; round++) {
        for (int page = 0; page < pages; page++) {
            for (int step = 0; step < VARIANTS; step++) {
                int variant = (step + page + round) % VARIANTS;
                double start = now_seconds();
                render(variant, page_start[page], page_length[page]);
                seconds[variant][round] += now_seconds() - start;
            }
        }
        for (int variant = 0; variant < VARIANTS; variant++) ratios[variant][round] = seconds[0][round] / seconds[variant][round];
    }
    for (int variant = 0; variant < VARIANTS; variant++) {
        qsort(seconds[variant], (size_t)runs, sizeof(double), compare_doubles);
        qsort(ratios[variant], (size_t)runs, sizeof(double), compare_doubles);
        printf("%s %.1f ms (median of %d over %d pages), %.3f of direct round by round\n",
               names[variant], seconds[variant][runs / 2] * 1000, runs, pages, ratios[variant][runs / 2]);
    }
    free(text);
    return 0;
}
