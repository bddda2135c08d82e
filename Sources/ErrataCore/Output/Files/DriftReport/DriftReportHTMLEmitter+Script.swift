// Compiled in rather than a SwiftPM resource: `make release` installs one static binary, with no
// resource bundle beside it.
extension DriftReportHTMLEmitter {
    /// The filters: inputs in; `hidden` on rows, blocks and sections and one style rule for the columns
    /// out; state in the URL. The rows are read once, when a filter first narrows them (an unfiltered
    /// page touches none); a change touches only the rows whose state changes and reads no layout.
    static let script = #"""
        (function () {
          "use strict";
          var form = document.getElementById("filters");
          var onlyDrift = document.getElementById("only-drift");
          var search = document.getElementById("search");
          var pageList = document.getElementById("page");
          var status = document.getElementById("status");
          var sourceLanguage = form.getAttribute("data-source");
          var columns = document.createElement("style");
          columns.id = "column-filter";
          document.head.appendChild(columns);
          var yes = ["", "1", "true", "yes", "on"];
          var lists = ["rule", "lang", "severity"];
          function boxes(name) {
            return Array.prototype.slice.call(form.querySelectorAll("input[name='" + name + "']"));
          }
          function checked(name) {
            return boxes(name).filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
          }
          function set(values) {
            var result = {};
            values.forEach(function (value) { result[value] = true; });
            return result;
          }
          function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }
          // Each row once, when a filter first hides one (until then every row is shown, as written): its
          // findings as [rule, lang, severity, page] and its text, lower-cased when a search first needs it;
          // by section, then by block of the section's table.
          var sections = null;
          function readSections() {
            if (sections !== null) { return sections; }
            sections = all(document, "section.facts").map(function (section) {
              var blocks = all(section, "div.block").map(function (block) {
                return { element: block, rows: all(block, "tbody tr").map(readRow), shown: !block.hidden };
              });
              return { element: section, blocks: blocks, shown: !section.hidden };
            });
            return sections;
          }
          function readRow(row) {
              var matches = (row.getAttribute("data-match") || "").split(" ").filter(Boolean).map(function (match) {
                var parts = match.split(":");
                var page = parts.pop();
                var severity = parts.pop();
                var lang = parts.pop();
                return [parts.join(":"), lang, severity, page];
              });
              return { element: row, matches: matches, text: null, shown: !row.hidden };
          }
          // The state from the query, then the fragment: rule=a,b&lang=en&severity=error&page=p&q=text&drift=1
          // (list keys may repeat).
          function read() {
            var state = {};
            [window.location.search, window.location.hash].forEach(function (part) {
              var query = new URLSearchParams(part.replace(/^[?#]/, ""));
              lists.concat(["drift"]).forEach(function (key) {
                if (!query.has(key)) { return; }
                state[key] = [];
                query.getAll(key).forEach(function (value) {
                  value.split(",").forEach(function (item) { if (item) { state[key].push(item); } });
                });
              });
              ["q", "page"].forEach(function (key) {
                if (query.has(key)) { state[key] = query.getAll(key).pop(); }
              });
            });
            lists.forEach(function (name) {
              boxes(name).forEach(function (box) {
                box.checked = !state[name] || state[name].indexOf(box.value) >= 0;
              });
            });
            var drift = state.drift;
            onlyDrift.checked = !!drift && yes.indexOf(drift.length ? drift[drift.length - 1] : "") >= 0;
            search.value = state.q || "";
            pageList.selectedIndex = 0;
            Array.prototype.forEach.call(pageList.options, function (option, index) {
              if (state.page && option.value === state.page) { pageList.selectedIndex = index; }
            });
          }
          function write() {
            var parts = [];
            lists.forEach(function (name) {
              var values = checked(name);
              if (values.length !== boxes(name).length) { parts.push(name + "=" + values.join(",")); }
            });
            if (pageList.value) { parts.push("page=" + encodeURIComponent(pageList.value)); }
            if (search.value) { parts.push("q=" + encodeURIComponent(search.value)); }
            if (onlyDrift.checked) { parts.push("drift=1"); }
            var url = window.location.pathname + (parts.length ? "#" + parts.join("&") : "");
            try { window.history.replaceState(null, "", url); } catch (error) { /* some file: URLs refuse */ }
          }
          function apply() {
            var rules = set(checked("rule"));
            var langs = checked("lang");
            var langSet = set(langs);
            var severities = set(checked("severity"));
            var page = String(pageList.selectedIndex);
            var query = search.value.trim().toLowerCase();
            // Rows without findings belong to no rule, severity or page: shown only while none is filtered out.
            var showAgreeing = !onlyDrift.checked && pageList.selectedIndex === 0 &&
              checked("rule").length === boxes("rule").length &&
              checked("severity").length === boxes("severity").length;
            var shown = 0;
            var total = Number(status.getAttribute("data-total"));
            // Mirror the state in the markup (the checked attribute), so the DOM says what is shown.
            form.querySelectorAll("input[type='checkbox']").forEach(function (box) {
              box.defaultChecked = box.checked;
            });
            search.defaultValue = search.value;
            Array.prototype.forEach.call(pageList.options, function (option) {
              if (option.defaultSelected !== option.selected) { option.defaultSelected = option.selected; }
            });
            function toggle(item, show) {
              if (item.shown !== show) {
                item.shown = show;
                item.element.hidden = !show;
              }
            }
            function shows(row) {
              var show = row.matches.length === 0 ? showAgreeing : row.matches.some(function (match) {
                return rules[match[0]] && langSet[match[1]] && severities[match[2]] &&
                  (page === "0" || match[3] === page);
              });
              if (show && query) {
                if (row.text === null) { row.text = row.element.textContent.toLowerCase(); }
                show = row.text.indexOf(query) >= 0;
              }
              return show;
            }
            var everything = showAgreeing && !query && langs.length === boxes("lang").length;
            if (everything && sections === null) {
              shown = total;
            } else {
              readSections().forEach(function (section) {
                var inSection = 0;
                section.blocks.forEach(function (block) {
                  var inBlock = 0;
                  block.rows.forEach(function (row) {
                    var show = shows(row);
                    toggle(row, show);
                    if (show) { inBlock += 1; }
                  });
                  toggle(block, inBlock > 0);
                  inSection += inBlock;
                });
                toggle(section, inSection > 0);
                shown += inSection;
              });
            }
            // The source language's column stays beside the ones being read.
            var hidden = boxes("lang").map(function (box) { return box.value; }).filter(function (lang) {
              return !langSet[lang] && lang !== sourceLanguage;
            });
            columns.textContent = hidden.length === 0 ? "" : hidden.map(function (lang) {
              var value = "[data-lang=\"" + CSS.escape(lang) + "\"]";
              return "th" + value + ", td" + value;
            }).join(", ") + " { display: none; }";
            document.querySelectorAll("[data-summary-lang]").forEach(function (card) {
              card.hidden = !langSet[card.getAttribute("data-summary-lang")];
            });
            status.textContent = "Showing " + shown + " of " + total + (total === 1 ? " fact" : " facts");
          }
          var typing = 0;
          form.addEventListener("change", function () { apply(); write(); });
          search.addEventListener("input", function () {
            window.clearTimeout(typing);
            typing = window.setTimeout(function () { apply(); write(); }, 150);
          });
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          window.addEventListener("hashchange", function () { read(); apply(); });
          read();
          apply();
        })();
        """#
}
