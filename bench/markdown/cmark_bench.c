/* Renders a Markdown file with libcmark's cmark_markdown_to_html, in process,
 * once to warm up and then RUNS times, and prints the median throughput: the
 * C baseline the Swift wrapper is compared with. Same options as the
 * wrapper's safe mode.
 * Usage: cmark_bench FILE RUNS */
#include <cmark.h>
#include "bench_common.h"

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s FILE RUNS\n", argv[0]); return 2; }
    int runs = atoi(argv[2]);
    if (runs < 1) runs = 1;
    size_t length = 0;
    char *text = read_file(argv[1], &length);
    if (!text) { perror(argv[1]); return 1; }
    double *seconds = calloc((size_t)runs, sizeof(double));
    size_t output = 0;
    free(cmark_markdown_to_html(text, length, CMARK_OPT_VALIDATE_UTF8)); /* warm-up, not timed */
    for (int i = 0; i < runs; i++) {
        double start = now_seconds();
        char *html = cmark_markdown_to_html(text, length, CMARK_OPT_VALIDATE_UTF8);
        seconds[i] = now_seconds() - start;
        for (char *p = html; *p; p++) output++; /* use the result, as the wrapper copies it */
        free(html);
    }
    qsort(seconds, (size_t)runs, sizeof(double), compare_doubles);
    double median = runs % 2 ? seconds[runs / 2] : (seconds[runs / 2 - 1] + seconds[runs / 2]) / 2;
    printf("%.2f MB/s (median of %d, %.1f ms, %zu bytes in, %zu bytes out)\n",
           (double)length / 1e6 / median, runs, median * 1e3, length, output / (size_t)runs);
    free(seconds);
    free(text);
    return 0;
}
