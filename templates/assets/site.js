// Preview switchers: theme, appearance and text size for the whole page,
// remembered across pages. An enhancement only: without this script every
// page is complete, previews show their own (or the default) settings.
(function () {
  "use strict";
  var KEY = "styleguide.preview-settings";
  var root = document.documentElement;

  function load() {
    try { return JSON.parse(window.localStorage.getItem(KEY) || "{}") || {}; } catch (e) { return {}; }
  }
  function save(settings) {
    try { window.localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode: not remembered */ }
  }
  function apply(select, value) {
    var attribute = select.getAttribute("data-axis");
    if (value === "" || value === null) {
      root.removeAttribute(attribute);
    } else {
      root.setAttribute(attribute, value);
    }
    if (select.hasAttribute("data-appearance")) {
      // The site's own colours follow the previews' appearance (`Night` is dark).
      var chosen = select.options[select.selectedIndex];
      var scheme = chosen ? chosen.getAttribute("data-scheme") : null;
      if (scheme) {
        root.setAttribute("data-site-appearance", scheme);
      } else {
        root.removeAttribute("data-site-appearance");
      }
    }
  }

  var settings = load();
  var form = document.querySelector("[data-switchers]");
  if (!form) { return; }
  var selects = form.querySelectorAll("select[data-axis]");
  Array.prototype.forEach.call(selects, function (select) {
    var attribute = select.getAttribute("data-axis");
    var known = Array.prototype.some.call(select.options, function (option) { return option.value === settings[attribute]; });
    var value = known ? settings[attribute] : select.getAttribute("data-default");
    select.value = value;
    apply(select, value);
    select.addEventListener("change", function () {
      settings[attribute] = select.value;
      save(settings);
      apply(select, select.value);
    });
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  form.hidden = false;
}());

// Colour vision: the select works without this script (CSS `:has()`); the script remembers the
// choice with the other settings and sets data-color-vision on the root.
(function () {
  "use strict";
  var KEY = "styleguide.preview-settings";
  var select = document.querySelector("select[data-color-vision]");
  if (!select) { return; }
  var root = document.documentElement;
  var settings;
  try { settings = JSON.parse(window.localStorage.getItem(KEY) || "{}") || {}; } catch (e) { settings = {}; }
  function apply(value) {
    if (value) { root.setAttribute("data-color-vision", value); } else { root.removeAttribute("data-color-vision"); }
  }
  var known = Array.prototype.some.call(select.options, function (option) { return option.value === settings.colorVision; });
  if (known) { select.value = settings.colorVision; }
  apply(select.value);
  select.addEventListener("change", function () {
    try { settings = JSON.parse(window.localStorage.getItem(KEY) || "{}") || {}; } catch (e) { settings = {}; }
    settings.colorVision = select.value;
    try { window.localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode: not remembered */ }
    apply(select.value);
  });
}());
