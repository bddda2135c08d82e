// Compiled in rather than a SwiftPM resource: `make release` installs one static binary, with no
// resource bundle beside it.
extension DriftReportHTMLEmitter {
    /// The filters: checkboxes in, `hidden` on rows, columns and sections out; state in the URL.
    static let script = #"""
        (function () {
          "use strict";
          var form = document.getElementById("filters");
          var onlyDrift = document.getElementById("only-drift");
          var status = document.getElementById("status");
          var yes = ["", "1", "true", "yes", "on"];
          function boxes(name) {
            return Array.prototype.slice.call(form.querySelectorAll("input[name='" + name + "']"));
          }
          function checked(name) {
            return boxes(name).filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
          }
          // The state from the query, then the fragment: rule=a,b&lang=en&drift=1 (keys may repeat).
          function read() {
            var state = {};
            [window.location.search, window.location.hash].forEach(function (part) {
              var query = new URLSearchParams(part.replace(/^[?#]/, ""));
              ["rule", "lang", "drift"].forEach(function (key) {
                if (!query.has(key)) { return; }
                state[key] = [];
                query.getAll(key).forEach(function (value) {
                  value.split(",").forEach(function (item) { if (item) { state[key].push(item); } });
                });
              });
            });
            ["rule", "lang"].forEach(function (name) {
              boxes(name).forEach(function (box) {
                box.checked = !state[name] || state[name].indexOf(box.value) >= 0;
              });
            });
            var drift = state.drift;
            onlyDrift.checked = !!drift && yes.indexOf(drift.length ? drift[drift.length - 1] : "") >= 0;
          }
          function write() {
            var parts = [];
            var rules = checked("rule");
            var langs = checked("lang");
            if (rules.length !== boxes("rule").length) { parts.push("rule=" + rules.join(",")); }
            if (langs.length !== boxes("lang").length) { parts.push("lang=" + langs.join(",")); }
            if (onlyDrift.checked) { parts.push("drift=1"); }
            var url = window.location.pathname + (parts.length ? "#" + parts.join("&") : "");
            try { window.history.replaceState(null, "", url); } catch (error) { /* some file: URLs refuse */ }
          }
          function apply() {
            var rules = checked("rule");
            var langs = checked("lang");
            // Rows without findings belong to no rule: shown only while no rule is filtered out.
            var showAgreeing = !onlyDrift.checked && rules.length === boxes("rule").length;
            var shown = 0;
            var total = 0;
            // Mirror the state in the markup (the checked attribute), so the DOM says what is shown.
            form.querySelectorAll("input[type='checkbox']").forEach(function (box) {
              box.defaultChecked = box.checked;
            });
            document.querySelectorAll("section.facts").forEach(function (section) {
              var visible = 0;
              section.querySelectorAll("tbody tr").forEach(function (row) {
                var pairs = row.getAttribute("data-findings").split(" ").filter(Boolean);
                var show = pairs.length === 0 ? showAgreeing : pairs.some(function (pair) {
                  var at = pair.lastIndexOf(":");
                  return rules.indexOf(pair.slice(0, at)) >= 0 && langs.indexOf(pair.slice(at + 1)) >= 0;
                });
                row.hidden = !show;
                total += 1;
                if (show) { visible += 1; }
              });
              section.hidden = visible === 0;
              shown += visible;
            });
            document.querySelectorAll("[data-lang]").forEach(function (cell) {
              cell.hidden = langs.indexOf(cell.getAttribute("data-lang")) < 0;
            });
            document.querySelectorAll("[data-summary-lang]").forEach(function (row) {
              row.hidden = langs.indexOf(row.getAttribute("data-summary-lang")) < 0;
            });
            status.textContent = "Showing " + shown + " of " + total + (total === 1 ? " fact" : " facts");
          }
          form.addEventListener("change", function () { apply(); write(); });
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          window.addEventListener("hashchange", function () { read(); apply(); });
          read();
          apply();
        })();
        """#
}
