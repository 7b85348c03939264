// The header's search box: tokens by path, custom property or value (#0969da, 16px), components,
// pages and their headings. An enhancement only: without this script the box stays hidden. The
// index (assets/search-index.js) loads on first use; "/" focuses the box, Escape clears it.
(function () {
  "use strict";
  var form = document.querySelector("[data-search]");
  if (!form) { return; }
  var root = form.getAttribute("data-root") || "";
  var input = form.querySelector("input");
  var list = form.querySelector("ul");
  var status = document.getElementById("site-search-status");
  var LIMIT = 20;
  var KINDS = { token: "Token", component: "Component", page: "Page", heading: "Section" };
  var loading = false;

  function load(then) {
    if (window.styleguideSearch) { then(); return; }
    if (loading) { return; }
    loading = true;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () { loading = false; then(); };
    document.head.appendChild(script);
  }

  // Lower rank is better: a name equal to the query, then starting with it, then containing it,
  // then a match in the detail (custom property, value, description).
  function rank(entry, query) {
    var title = entry[1].toLowerCase();
    if (title === query) { return 0; }
    if (title.indexOf(query) === 0) { return 1; }
    if (title.indexOf(query) > 0) { return 2; }
    var detail = entry[2].toLowerCase();
    if (detail.split(" ").indexOf(query) >= 0) { return 3; }
    return detail.indexOf(query) >= 0 ? 4 : -1;
  }

  function search() {
    var query = input.value.trim().toLowerCase();
    list.textContent = "";
    if (!query) { list.hidden = true; status.textContent = ""; return; }
    var found = [];
    var entries = window.styleguideSearch || [];
    for (var i = 0; i < entries.length; i += 1) {
      var r = rank(entries[i], query);
      if (r >= 0) { found.push([r, i]); }
    }
    found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    found.slice(0, LIMIT).forEach(function (hit) {
      var entry = entries[hit[1]];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry[3];
      link.className = "site-search__result";
      var kind = document.createElement("span");
      kind.className = "site-search__kind";
      kind.textContent = KINDS[entry[0]] || entry[0];
      var title = document.createElement("span");
      title.className = "site-search__title";
      title.textContent = entry[1];
      var detail = document.createElement("span");
      detail.className = "site-search__detail";
      detail.textContent = entry[2].length > 120 ? entry[2].slice(0, 119) + "\u2026" : entry[2];
      link.appendChild(kind);
      link.appendChild(title);
      link.appendChild(detail);
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = found.length === 0;
    status.textContent = found.length === 0 ? "No results" : Math.min(found.length, LIMIT) + " of " + found.length + " results";
  }

  input.addEventListener("input", function () { load(search); });
  input.addEventListener("focus", function () { load(function () {}); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; search(); }
    if (event.key === "ArrowDown" && list.firstElementChild) {
      event.preventDefault();
      list.firstElementChild.firstElementChild.focus();
    }
  });
  list.addEventListener("keydown", function (event) {
    var item = document.activeElement && document.activeElement.parentElement;
    if (!item || item.parentElement !== list) { return; }
    var next = event.key === "ArrowDown" ? item.nextElementSibling : event.key === "ArrowUp" ? item.previousElementSibling : null;
    if (next) { event.preventDefault(); next.firstElementChild.focus(); }
    if (event.key === "ArrowUp" && !item.previousElementSibling) { event.preventDefault(); input.focus(); }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) { window.location.href = first.href; }
  });
  form.hidden = false;
}());
