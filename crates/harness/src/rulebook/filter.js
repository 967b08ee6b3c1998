// The rulebook's search and filters, and pictures that open large on click. Inline in every
// page, working offline from file:// with nothing fetched. The filters start from the page's
// query (?q=words&status=failed&ruleset=…&section=…&clause=…) and, each time they run, leave
// on <body> data-filtered="yes" and data-shown="<entries shown>" (what `rulebook --check`
// reads back).
(function () {
  "use strict";
  var form = document.getElementById("filters");
  var params = new URLSearchParams(window.location.search);
  var names = ["q", "status", "ruleset", "section", "clause"];
  function field(name) {
    return form ? form.elements.namedItem(name) : null;
  }
  names.forEach(function (name) {
    var f = field(name);
    if (f && params.has(name)) {
      f.value = params.get(name);
    }
  });
  function value(name) {
    var f = field(name);
    return f ? f.value.trim() : "";
  }
  function has(element, words) {
    var text = element.textContent.toLowerCase();
    return words.every(function (w) { return text.indexOf(w) >= 0; });
  }
  // A clause's own words: its heading, summary, ambiguity and history, not its scenarios'.
  function ownText(section) {
    var text = "";
    Array.prototype.forEach.call(section.children, function (child) {
      if (!child.matches("ul.scenarios")) { text += " " + child.textContent; }
    });
    return text.toLowerCase();
  }
  function apply() {
    var words = value("q").toLowerCase().split(/\s+/).filter(Boolean);
    var status = value("status");
    var ruleset = value("ruleset");
    var section = value("section");
    var clause = value("clause").toLowerCase();
    var entries = document.querySelectorAll("li.scenario");
    var shown = 0;
    entries.forEach(function (li) {
      var d = li.dataset;
      var ok = (!status || d.status === status) &&
        (!ruleset || d.ruleset === ruleset) &&
        (!section || d.section === section) &&
        (!clause || d.clause.toLowerCase() === clause) &&
        has(li, words);
      li.hidden = !ok;
      if (ok) { shown += 1; }
    });
    document.querySelectorAll("section.clause").forEach(function (s) {
      var d = s.dataset;
      var any = s.querySelector("li.scenario:not([hidden])") !== null;
      var own = !status && !ruleset &&
        (!clause || d.clause.toLowerCase() === clause) &&
        (!section || d.section === section);
      if (own && words.length > 0) {
        var text = ownText(s);
        own = words.every(function (w) { return text.indexOf(w) >= 0; });
      }
      s.hidden = !(any || own);
    });
    // A group is hidden only when a filter left nothing in it (an empty list stays, saying so).
    var filtering = words.length > 0 || status || ruleset || section || clause;
    document.querySelectorAll("section.rule-section, section.listing").forEach(function (g) {
      g.hidden = Boolean(filtering) &&
        g.querySelector("section.clause:not([hidden]), li.scenario:not([hidden])") === null;
    });
    document.querySelectorAll("tr.ruleset").forEach(function (tr) {
      tr.hidden = ruleset !== "" && tr.dataset.ruleset !== ruleset;
    });
    var out = document.getElementById("shown");
    if (out) {
      out.textContent = shown + " of " + entries.length + " scenario entries shown";
    }
    document.body.dataset.shown = String(shown);
    document.body.dataset.filtered = "yes";
  }
  if (form) {
    form.addEventListener("input", apply);
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (e) { e.preventDefault(); apply(); });
    form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
  }
  apply();
  document.addEventListener("click", function (e) {
    var a = e.target.closest ? e.target.closest("a.picture") : null;
    if (!a) { return; }
    e.preventDefault();
    a.classList.toggle("enlarged");
  });
})();
