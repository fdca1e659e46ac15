// The HTML report's script: builds the change groups, list, filters and detail view from the
// embedded JSON, keeps the view in the URL hash, and builds the accept list. Plain browser
// JavaScript with no dependencies; it never writes markup as strings, so no end-tag opener
// (less-than, slash) appears in it: it is inlined in the page's script element. Embedded into
// the Report module at build time (Package.swift, .embedInCode) and inlined by HTMLReport, so
// the page stays one self-contained file.
/*
 * ProofSheet review report. Everything comes from the JSON in #report-data; nothing is fetched.
 *
 * Changed variants that changed the same way are grouped (data.changeGroups) and shown first,
 * each group once: its example's expected, diff and actual images, its members, and a button
 * that accepts or un-accepts every member at once.
 *
 * The view lives in the URL hash, so it can be shared and opened directly. Parameters (all
 * optional, combinable), e.g. #status=changed&category=AX3&columns=2&variant=NAME&mode=swipe&split=30
 *   status=changed,missing     statuses to show: passed, changed, new, missing, error
 *   screen=  device=  category=  columns=  appearance=  language=  scale=  page=  (data.axes)
 *                              axis values to show, comma-separated; a category by its short
 *                              label (AX3) or UIKit name, a page by its number
 *   rule=tap-target-below-24pt,truncated-text
 *                              audit rules: shows the variants with a finding of any of them
 *   q=text                     search: every word must occur in the name, status or an axis value
 *   variant=NAME               opens that variant's detail view (NAME as in manifest.json)
 *   mode=side|swipe|blend|toggle|diff
 *                              compare mode of a changed variant (default side)
 *   split=0..100               swipe: divider position, percent from the left (default 50)
 *   opacity=0..100             blend: opacity of the actual image over the expected (default 50)
 *   boxes=off                  hides the findings' boxes on the image (shown by default)
 *
 * Keys: j / ArrowRight next, k / ArrowLeft previous (in the filtered list), Enter open,
 * 1-5 compare mode, Space flip (toggle mode), a accept, b findings' boxes, Esc close, / search.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var STATUSES = ["passed", "changed", "new", "missing", "error"];
  var MODES = [["side", "Side by side"], ["swipe", "Swipe"], ["blend", "Blend"], ["toggle", "Toggle"], ["diff", "Diff"]];
  var AXES = data.axes.map(function (axis) { return axis.name; });
  var SEVERITIES = ["error", "warning", "note"];
  var byName = new Map(data.variants.map(function (v) { return [v.name, v]; }));
  var $ = function (id) { return document.getElementById(id); };

  // Every spelling of an axis value (label or full value, any case) to its label.
  var aliases = {};
  data.axes.forEach(function (axis) {
    var map = new Map();
    axis.values.forEach(function (value) {
      map.set(value.label.toLowerCase(), value.label);
      map.set(value.title.toLowerCase(), value.label);
    });
    aliases[axis.name] = map;
  });
  // Every spelling of a rule id (any case) to the id.
  var ruleAliases = new Map(data.rules.map(function (rule) { return [rule.label.toLowerCase(), rule.label]; }));
  data.variants.forEach(function (v) {
    v.findings = v.findings || [];
    v.rules = new Set(v.findings.map(function (finding) { return finding.rule; }));
    var words = [v.name, v.status];
    Object.keys(v.axes).forEach(function (axis) { words.push(v.axes[axis]); });
    v.haystack = words.join(" ").toLowerCase();
  });
  // Each group's variants, and each changed variant's group (it has one).
  data.changeGroups.forEach(function (group) {
    group.variants = group.members.map(function (name) { return byName.get(name); });
    group.variants.forEach(function (v) { v.group = group; });
  });

  var state = { status: new Set(), axes: {}, rules: new Set(), q: "", variant: null, mode: "side", split: 50, opacity: 50, boxes: true };
  var filtered = [];
  var current = -1;
  var showActual = false;
  var blinkTimer = null;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function button(className, text, onClick) {
    var node = el("button", className, text);
    node.type = "button";
    node.addEventListener("click", onClick);
    return node;
  }
  function acceptable(v) { return v.status === "changed" || v.status === "missing"; }
  function comparable(v) { return v.status === "changed" && v.expected && v.actual && v.diff; }
  function boxed(v) { return v.actual && v.findings.some(function (finding) { return finding.box; }); }
  function severityClass(severity) { return "severity-" + (SEVERITIES.indexOf(severity) >= 0 ? severity : "note"); }
  function percent(value, fallback) {
    var number = Number(value);
    return value === null || value === "" || !isFinite(number) ? fallback : Math.min(100, Math.max(0, number));
  }
  function axisText(v) { return v.caption; }

  // ---- URL hash ----
  function readHash() {
    var params = new URLSearchParams(location.hash.replace(/^#/, ""));
    var list = function (key) { return (params.get(key) || "").split(",").map(function (s) { return s.trim(); }).filter(Boolean); };
    state.status = new Set(list("status").map(function (s) { return s.toLowerCase(); }));
    AXES.forEach(function (axis) {
      state.axes[axis] = new Set(list(axis).map(function (value) { return aliases[axis].get(value.toLowerCase()) || value; }));
    });
    state.rules = new Set(list("rule").map(function (value) { return ruleAliases.get(value.toLowerCase()) || value; }));
    state.q = params.get("q") || "";
    state.variant = byName.has(params.get("variant")) ? params.get("variant") : null;
    var mode = params.get("mode");
    state.mode = MODES.some(function (m) { return m[0] === mode; }) ? mode : "side";
    state.split = percent(params.get("split"), 50);
    state.opacity = percent(params.get("opacity"), 50);
    state.boxes = params.get("boxes") !== "off";
  }
  function writeHash() {
    var encode = function (s) { return encodeURIComponent(s).replace(/%2C/g, ",").replace(/%2F/g, "/"); };
    var parts = [];
    if (state.status.size) parts.push("status=" + encode(Array.from(state.status).join(",")));
    AXES.forEach(function (axis) {
      if (state.axes[axis].size) parts.push(axis + "=" + encode(Array.from(state.axes[axis]).join(",")));
    });
    if (state.rules.size) parts.push("rule=" + encode(Array.from(state.rules).join(",")));
    if (state.q) parts.push("q=" + encode(state.q));
    var v = state.variant && byName.get(state.variant);
    if (v) {
      parts.push("variant=" + encode(v.name));
      if (comparable(v)) {
        parts.push("mode=" + state.mode);
        if (state.mode === "swipe") parts.push("split=" + Math.round(state.split));
        if (state.mode === "blend") parts.push("opacity=" + Math.round(state.opacity));
      }
      if (!state.boxes && boxed(v)) parts.push("boxes=off");
    }
    var hash = parts.length ? "#" + parts.join("&") : "";
    if (hash !== location.hash) history.replaceState(null, "", hash || location.pathname + location.search);
  }

  // ---- accept list ----
  // Stored as { name: fingerprint of the rendering accepted }: an acceptance comes back only while
  // the variant shows that same rendering, never for another change a later run makes under its name.
  var storageKey = data.storageKey;
  var accepted = new Set();
  try {
    var stored = JSON.parse(localStorage.getItem(storageKey) || "{}") || {};
    Object.keys(stored).forEach(function (name) {
      var v = byName.get(name);
      if (v && acceptable(v) && v.fingerprint && stored[name] === v.fingerprint) accepted.add(name);
    });
  } catch (error) { /* storage unavailable: acceptances last for this visit */ }
  function acceptText() {
    var entries = data.variants.filter(function (v) { return accepted.has(v.name); });
    if (!entries.length) return data.acceptHeader + "accept: []\n";
    return data.acceptHeader + "accept:\n" + entries.map(function (v) { return "  - " + v.acceptEntry + "\n"; }).join("");
  }
  // Accepts (or un-accepts) the acceptable ones of `variants` (one, or a group's members) with a
  // single write to storage, however many there are.
  function setAccepted(variants, on) {
    variants = variants.filter(acceptable);
    if (!variants.length) return;
    variants.forEach(function (v) { if (on) accepted.add(v.name); else accepted.delete(v.name); });
    var entries = Object.create(null);
    accepted.forEach(function (name) { entries[name] = byName.get(name).fingerprint; });
    try { localStorage.setItem(storageKey, JSON.stringify(entries)); } catch (error) { /* see above */ }
    renderAccepted(variants);
  }
  function toggleAccepted(v) { setAccepted([v], !accepted.has(v.name)); }
  function renderAcceptButton(node, v) {
    var on = accepted.has(v.name);
    node.setAttribute("aria-pressed", on ? "true" : "false");
    node.textContent = on ? "✓ Accepted" : "Accept";
  }
  // Shows what is accepted now: the buttons of `variants` (whose acceptance changed) and of their
  // groups, the open detail view's button, and the accept list.
  function renderAccepted(variants) {
    var groups = new Set();
    variants.forEach(function (v) {
      if (v.acceptButton) renderAcceptButton(v.acceptButton, v);
      if (v.memberItem) v.memberItem.classList.toggle("accepted", accepted.has(v.name));
      if (v.group) groups.add(v.group);
    });
    groups.forEach(renderGroupAccepted);
    var open = state.variant && byName.get(state.variant);
    if (open && acceptable(open)) renderAcceptButton($("detail-accept"), open);
    // The default value of a read-only textarea: it shows, and a DOM dump (the tests) sees it.
    $("accept-text").textContent = acceptText();
    $("accept-count").textContent = String(accepted.size);
    // proofsheet accept refuses a list that accepts nothing.
    $("accept-copy").disabled = $("accept-download").disabled = accepted.size === 0;
  }
  function note(text) {
    $("accept-note").textContent = text;
    setTimeout(function () { $("accept-note").textContent = ""; }, 2500);
  }
  $("accept-copy").addEventListener("click", function () {
    var text = acceptText();
    var fallback = function () {
      var area = $("accept-text");
      area.focus();
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      note(copied ? "Copied" : "Selected: press Ctrl+C / ⌘C");
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { note("Copied"); }, fallback);
    } else {
      fallback();
    }
  });
  $("accept-download").addEventListener("click", function () {
    var url = URL.createObjectURL(new Blob([acceptText()], { type: "text/yaml" }));
    var link = el("a");
    link.href = url;
    link.download = (data.suite.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "proofsheet") + "-accept.yaml";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  });
  $("accept-clear").addEventListener("click", function () {
    var names = Array.from(accepted);
    accepted.clear();
    try { localStorage.removeItem(storageKey); } catch (error) { /* see above */ }
    renderAccepted(names.map(function (name) { return byName.get(name); }));
  });

  // ---- list ----
  function thumbnail(v) {
    var image = v.actual || v.expected;
    if (!image) return el("span", "none", v.message || "no image");
    var img = el("img");
    img.loading = "lazy";
    img.alt = "";
    if (image.width) { img.width = image.width; img.height = image.height; }
    img.src = image.src;
    return img;
  }
  function buildCard(v) {
    var li = el("li", "card status-" + v.status);
    li.dataset.name = v.name;
    li.dataset.status = v.status;
    var thumb = button("thumb", undefined, function () { openVariant(v.name); });
    thumb.title = v.name;
    thumb.appendChild(thumbnail(v));
    li.appendChild(thumb);
    var info = el("div", "info");
    var name = el("div", "name", v.name.split("/").pop());
    name.title = v.name;
    info.appendChild(name);
    info.appendChild(el("div", "axes", axisText(v)));
    if (v.change) {
      var change = el("div", "change", v.change.summary);
      change.title = v.change.kindTitle + ": " + v.change.summary;
      info.appendChild(change);
    }
    var row = el("div", "row");
    row.appendChild(el("span", "badge", v.status));
    if (v.status === "changed") row.appendChild(el("span", "pixels", v.diffPixels.toLocaleString("en-US") + " px"));
    if (v.findings.length) {
      // Coloured by the most severe finding.
      var worst = SEVERITIES.filter(function (severity) { return v.findings.some(function (f) { return f.severity === severity; }); })[0];
      var entries = findingGroups(v).length;
      var count = el("span", "finding-count " + severityClass(worst), entries + (entries === 1 ? " finding" : " findings"));
      count.title = Array.from(v.rules).join(", ");
      row.appendChild(count);
    }
    if (acceptable(v)) {
      v.acceptButton = button("accept", "", function () { toggleAccepted(v); });
      renderAcceptButton(v.acceptButton, v);
      row.appendChild(v.acceptButton);
    }
    info.appendChild(row);
    li.appendChild(info);
    v.card = li;
    return li;
  }
  var grid = $("grid");
  var fragment = document.createDocumentFragment();
  data.variants.forEach(function (v) { fragment.appendChild(buildCard(v)); });
  grid.appendChild(fragment);

  // ---- change groups ----
  // Before the list, each group of variants that changed the same way, once: its example (the
  // member where most pixels changed) as expected | diff | actual, scaled to one width and cut to
  // where it changed, with the changed elements outlined, which opens the example's detail view;
  // every member, each opening its own; and Accept group, which puts every member into the accept
  // list (or, when all are in it, takes them out) through setAccepted, as accepting them one by
  // one would.
  var MEMBERS_SHOWN_OPEN = 8; // a longer member list starts folded
  var PANE_WIDTH = 160, PANE_HEIGHT = 220; // CSS pixels: report.css sizes .pane-view to match
  // How far down the example's panes start, in CSS pixels at `ratio` (CSS pixels per image
  // pixel): the changed elements (else the changed regions) centred when they fit, else their top.
  function exampleOffset(v, ratio) {
    var boxes = (v.changedElements || []).map(function (changed) { return changed.box; });
    if (!boxes.length) boxes = v.regions || [];
    if (!boxes.length) return 0;
    var top = Math.min.apply(null, boxes.map(function (b) { return b[1]; }));
    var bottom = Math.max.apply(null, boxes.map(function (b) { return b[1] + b[3]; }));
    var offset = (bottom - top) * ratio <= PANE_HEIGHT - 32 ? (top + bottom) / 2 * ratio - PANE_HEIGHT / 2 : top * ratio - 16;
    return Math.round(Math.max(0, Math.min(offset, v.diff.height * ratio - PANE_HEIGHT)));
  }
  // One of the example's images at `ratio`, moved up by `offset`; the diff with `v`'s changed
  // elements over it. The three share the diff's pixel grid, so one ratio and offset align them.
  function pane(caption, image, className, ratio, offset, v) {
    var node = el("span", "pane");
    node.appendChild(el("span", "caption", caption));
    var view = el("span", "pane-view");
    var marks = el("span", "pane-image");
    marks.style.width = image.width * ratio + "px";
    marks.style.top = -offset + "px";
    var img = el("img", className);
    img.loading = "lazy";
    img.alt = caption;
    img.width = image.width;
    img.height = image.height;
    img.src = image.src;
    marks.appendChild(img);
    if (v) drawElementBoxes(marks, v);
    view.appendChild(marks);
    node.appendChild(view);
    return node;
  }
  function buildGroup(group) {
    var example = byName.get(group.representative);
    var li = el("li", "group kind-" + group.kind);
    li.dataset.representative = group.representative;
    var head = el("div", "group-head");
    head.appendChild(el("span", "kind", group.kindTitle));
    // Named after its screen: groups of different screens can have the same title.
    head.appendChild(el("h3", "group-title", example.axes.screen + " — " + group.title));
    head.appendChild(el("span", "member-count", group.members.length === 1 ? "1 variant" : group.members.length + " variants"));
    li.appendChild(head);
    var shot = button("example", undefined, function () { openVariant(example.name); });
    shot.title = "Open " + example.name;
    shot.setAttribute("aria-label", "Open the example, " + example.name);
    if (comparable(example) && example.diff.width && example.expected.width && example.actual.width) {
      var ratio = PANE_WIDTH / example.diff.width, offset = exampleOffset(example, ratio);
      shot.appendChild(pane("Expected", example.expected, "img-expected", ratio, offset));
      shot.appendChild(pane("Diff", example.diff, "img-diff", ratio, offset, example));
      shot.appendChild(pane("Actual", example.actual, "img-actual", ratio, offset));
    } else {
      shot.appendChild(thumbnail(example));
    }
    li.appendChild(shot);
    var actions = el("div", "group-actions");
    group.acceptButton = button("accept accept-group", "", function () {
      var members = group.variants.filter(acceptable);
      setAccepted(members, !members.every(function (v) { return accepted.has(v.name); }));
    });
    actions.appendChild(group.acceptButton);
    group.acceptedNote = el("span", "accepted-note");
    actions.appendChild(group.acceptedNote);
    li.appendChild(actions);
    var members = el("details", "members");
    members.open = group.members.length <= MEMBERS_SHOWN_OPEN;
    members.appendChild(el("summary", undefined, "Members"));
    var list = el("ol", "member-list");
    group.variants.forEach(function (v) {
      var item = el("li", "member");
      var open = button(undefined, axisText(v), function () { openVariant(v.name); });
      open.dataset.name = v.name;
      open.title = v.name;
      item.appendChild(open);
      if (v.name === group.representative) item.appendChild(el("span", "example-tag", "example"));
      item.classList.toggle("accepted", accepted.has(v.name));
      v.memberItem = item;
      list.appendChild(item);
    });
    members.appendChild(list);
    li.appendChild(members);
    group.card = li;
    renderGroupAccepted(group);
    return li;
  }
  // The group's button pressed when every member is accepted; how many are, when only some.
  function renderGroupAccepted(group) {
    var members = group.variants.filter(acceptable);
    var count = members.filter(function (v) { return accepted.has(v.name); }).length;
    var all = members.length > 0 && count === members.length;
    group.acceptButton.setAttribute("aria-pressed", all ? "true" : "false");
    group.acceptButton.textContent = all ? "✓ Group accepted" : "Accept group";
    group.acceptButton.disabled = !members.length;
    group.acceptedNote.textContent = count && !all ? count + " of " + members.length + " accepted" : "";
    group.card.classList.toggle("accepted", all);
  }
  var groupFragment = document.createDocumentFragment();
  data.changeGroups.forEach(function (group) { groupFragment.appendChild(buildGroup(group)); });
  $("group-list").appendChild(groupFragment);

  // ---- filters ----
  var chips = [];
  function matches(v, skipGroup) {
    if (skipGroup !== "status" && state.status.size && !state.status.has(v.status)) return false;
    for (var i = 0; i < AXES.length; i++) {
      var axis = AXES[i], wanted = state.axes[axis];
      if (skipGroup !== axis && wanted.size && !wanted.has(v.axes[axis])) return false;
    }
    if (skipGroup !== "rule" && state.rules.size && !Array.from(state.rules).some(function (rule) { return v.rules.has(rule); })) return false;
    if (state.q) {
      var terms = state.q.toLowerCase().split(/\s+/).filter(Boolean);
      for (var j = 0; j < terms.length; j++) if (v.haystack.indexOf(terms[j]) < 0) return false;
    }
    return true;
  }
  function chosen(group) { return group === "status" ? state.status : group === "rule" ? state.rules : state.axes[group]; }
  function chipGroup(container, group, title, values) {
    container.appendChild(el("h3", undefined, title));
    var box = el("div", "chips");
    values.forEach(function (value) {
      var chip = button("chip" + (group === "status" ? " status-" + value.label : group === "rule" ? " " + severityClass(value.severity) : ""), undefined, function () {
        var set = chosen(group);
        if (set.has(value.label)) set.delete(value.label); else set.add(value.label);
        update();
      });
      chip.dataset.group = group;
      chip.dataset.value = value.label;
      chip.title = value.title;
      if (group === "status" || group === "rule") chip.appendChild(el("span", "dot"));
      chip.appendChild(el("span", "label", value.label));
      var count = el("span", "n");
      chip.appendChild(count);
      box.appendChild(chip);
      chips.push({ node: chip, group: group, label: value.label, count: count });
    });
    container.appendChild(box);
  }
  var filters = $("filters");
  chipGroup(filters, "status", "Status", STATUSES.filter(function (s) { return data.counts[s] > 0; }).map(function (s) { return { label: s, title: s }; }));
  data.axes.forEach(function (axis) {
    if (axis.values.length > 1) chipGroup(filters, axis.name, axis.name, axis.values);
  });
  // Audit rules with findings: even one rule filters, keeping the variants that have its findings.
  if (data.rules.length) chipGroup(filters, "rule", "rule", data.rules);
  filters.appendChild(button("reset", "Reset filters", function () {
    state.status.clear();
    AXES.forEach(function (axis) { state.axes[axis].clear(); });
    state.rules.clear();
    state.q = "";
    $("search").value = "";
    update();
  }));

  function applyFilters() {
    filtered = [];
    data.variants.forEach(function (v) {
      var shown = matches(v);
      if (v.card.hidden === shown) v.card.hidden = !shown;
      if (shown) filtered.push(v);
    });
    // Each chip counts the variants it would show with the other groups' filters as they are.
    var counts = { rule: {} };
    ["status"].concat(AXES).forEach(function (group) { counts[group] = {}; });
    data.variants.forEach(function (v) {
      ["status"].concat(AXES).forEach(function (group) {
        if (!matches(v, group)) return;
        var key = group === "status" ? v.status : v.axes[group];
        counts[group][key] = (counts[group][key] || 0) + 1;
      });
      if (v.rules.size && matches(v, "rule")) v.rules.forEach(function (rule) { counts.rule[rule] = (counts.rule[rule] || 0) + 1; });
    });
    chips.forEach(function (chip) {
      var set = chosen(chip.group);
      chip.node.setAttribute("aria-pressed", set.has(chip.label) ? "true" : "false");
      chip.count.textContent = String(counts[chip.group][chip.label] || 0);
    });
    $("shown").textContent = filtered.length + " of " + data.variants.length + " variants shown";
    $("empty").hidden = filtered.length > 0;
    if (current >= filtered.length) current = filtered.length - 1;
    markCurrent();
  }
  function markCurrent() {
    var previous = grid.querySelector(".card.current");
    if (previous) previous.classList.remove("current");
    if (current >= 0 && filtered[current]) filtered[current].card.classList.add("current");
  }
  var search = $("search");
  search.addEventListener("input", function () { state.q = search.value; update(); });

  // ---- detail ----
  function displaySize(image) {
    return image && image.width ? { width: Math.round(image.width / data.scale), height: Math.round(image.height / data.scale) } : null;
  }
  function picture(image, className, alt) {
    var img = el("img", className);
    img.alt = alt;
    var size = displaySize(image);
    if (size) { img.width = size.width; img.height = size.height; }
    img.src = image.src;
    return img;
  }
  function frame(className, images) {
    var node = el("div", "frame " + className);
    var width = 0, height = 0;
    images.forEach(function (image) {
      var size = displaySize(image);
      if (size) { width = Math.max(width, size.width); height = Math.max(height, size.height); }
    });
    if (width) { node.style.width = width + "px"; node.style.height = height + "px"; }
    return node;
  }
  function figure(caption, image, className) {
    var node = el("figure");
    node.appendChild(el("figcaption", undefined, caption));
    node.appendChild(picture(image, className, caption));
    return node;
  }
  // Places `node` over `image` at `box` ([x, y, width, height] in the image's pixels), in percent
  // of the image, so it stays on those pixels at whatever size the image is shown.
  function place(node, box, image) {
    node.style.left = (box[0] / image.width * 100) + "%";
    node.style.top = (box[1] / image.height * 100) + "%";
    node.style.width = (box[2] / image.width * 100) + "%";
    node.style.height = (box[3] / image.height * 100) + "%";
  }
  // Each element whose layout changed, outlined dashed over the diff image and labelled with its
  // name; the changed pixels' regions are outlined solid.
  function drawElementBoxes(container, v) {
    if (!v.diff || !v.diff.width) return;
    (v.changedElements || []).forEach(function (changed) {
      var b = changed.box, box = el("span", "element-box");
      place(box, b, v.diff);
      box.title = changed.element + ": " + b[2] + "×" + b[3] + " px at " + b[0] + ", " + b[1];
      box.appendChild(el("span", "element-label", changed.element));
      container.appendChild(box);
    });
  }
  // ---- findings ----
  // Each finding with a box is outlined over the actual image (every mode but diff, which shows
  // the changed regions) in its severity's colour; hovering or focusing its entry in the list
  // fills it and fades the others.
  var findingBoxes = [];
  function drawFindingBoxes(container, v) {
    v.findings.forEach(function (finding, index) {
      if (!finding.box) return;
      var b = finding.box, box = el("div", "finding-box " + severityClass(finding.severity));
      // Image pixels to CSS pixels, as the image itself is sized (displaySize).
      box.style.left = b.x / data.scale + "px";
      box.style.top = b.y / data.scale + "px";
      box.style.width = b.width / data.scale + "px";
      box.style.height = b.height / data.scale + "px";
      box.dataset.index = String(index);
      container.appendChild(box);
      findingBoxes.push(box);
    });
  }
  function markedFigure(caption, image, className, v) {
    var node = figure(caption, image, className);
    if (!boxed(v)) return node;
    var img = node.querySelector("img"), marks = el("div", "marks");
    node.replaceChild(marks, img);
    marks.appendChild(img);
    drawFindingBoxes(marks, v);
    return node;
  }
  // `index` is a list entry's: a group of findings of one rule on one template element, whose
  // boxes (one per finding, `members`) light up together.
  function highlight(index, reveal) {
    var active = index === null ? null : String(index);
    var item = active === null ? null : $("detail-findings").querySelector('.finding[data-index="' + active + '"]');
    var members = item ? item.dataset.members.split(",") : [];
    var revealed = false;
    findingBoxes.forEach(function (box) {
      var on = members.indexOf(box.dataset.index) >= 0;
      box.classList.toggle("active", on);
      if (on && reveal && state.boxes && !revealed) { box.scrollIntoView({ block: "nearest", inline: "nearest" }); revealed = true; }
    });
    $("stage").classList.toggle("finding-active", findingBoxes.some(function (box) { return members.indexOf(box.dataset.index) >= 0; }));
    Array.prototype.forEach.call($("detail-findings").querySelectorAll(".finding"), function (entry) {
      entry.classList.toggle("active", entry.dataset.index === active);
    });
  }
  // A variant's findings as its list shows them: one entry per group (rule and template element
  // across items), the first finding standing for it; every finding alone when the data has no groups.
  function findingGroups(v) {
    return v.findingGroups || v.findings.map(function (finding, index) { return { places: null, members: [index] }; });
  }
  function setBoxes(on) {
    state.boxes = on;
    $("stage").classList.toggle("hide-findings", !on);
    var toggle = $("findings-boxes");
    if (toggle) toggle.setAttribute("aria-pressed", on ? "true" : "false");
    writeHash();
  }
  function renderFindings(v) {
    var panel = $("detail-findings");
    panel.textContent = "";
    panel.hidden = !v.findings.length;
    $("stage").classList.toggle("hide-findings", !state.boxes);
    if (!v.findings.length) return;
    var head = el("div", "findings-head");
    var title = el("h3", undefined, "Findings ");
    var groups = findingGroups(v);
    title.appendChild(el("span", "count", String(groups.length)));
    head.appendChild(title);
    if (boxed(v)) {
      var toggle = button("boxes", "Boxes", function () { setBoxes(!state.boxes); });
      toggle.id = "findings-boxes";
      toggle.title = "Show or hide the findings' boxes on the image (b)";
      toggle.setAttribute("aria-pressed", state.boxes ? "true" : "false");
      head.appendChild(toggle);
    }
    panel.appendChild(head);
    var list = el("ol", "finding-list");
    groups.forEach(function (group, index) {
      var finding = v.findings[group.members[0]];
      var item = el("li", "finding " + severityClass(finding.severity));
      item.tabIndex = 0;
      item.dataset.index = String(index);
      item.dataset.members = group.members.join(",");
      item.dataset.rule = finding.rule;
      var top = el("div", "finding-top");
      top.appendChild(el("span", "severity", finding.severity));
      top.appendChild(el("code", "rule", finding.rule));
      item.appendChild(top);
      // A group of several names its places and template path once: "items 1–21 stack.items[0].label".
      var path = finding.element.replace(/^(section \d+ )?(item \d+|header|footer)( |$)/, "");
      var several = group.places && group.members.length > 1;
      item.appendChild(el("div", "element", several ? group.places + (path ? " " + path : "") : finding.element));
      if (finding.text !== undefined) item.appendChild(el("div", "text", "“" + finding.text + "”"));
      item.appendChild(el("div", "finding-detail", finding.detail + (several ? " (" + group.members.length + " findings; the first shown)" : "")));
      // A Bold Text variant's finding its regular twin does not have: "only under Bold Text".
      if (group.onlyUnder) item.appendChild(el("div", "only-under", group.onlyUnder));
      if (!finding.box) item.appendChild(el("div", "unboxed", v.actual ? "Not inside the image" : "No image to mark"));
      var leave = function () {
        var focused = document.activeElement;
        highlight(focused && focused.classList.contains("finding") ? Number(focused.dataset.index) : null, false);
      };
      item.addEventListener("mouseenter", function () { highlight(index, false); });
      item.addEventListener("mouseleave", leave);
      item.addEventListener("focus", function () { highlight(index, true); });
      item.addEventListener("blur", function () { highlight(null, false); });
      list.appendChild(item);
    });
    panel.appendChild(list);
  }
  // What changed, for a changed variant: its kind, how many other variants changed the same way,
  // and every detail.
  function renderChange(v) {
    var section = $("detail-change");
    section.textContent = "";
    section.hidden = !v.change;
    if (!v.change) return;
    var head = el("div", "change-head");
    head.appendChild(el("span", "kind kind-" + v.change.kind, v.change.kindTitle));
    var others = v.group ? v.group.members.length - 1 : 0;
    if (others) head.appendChild(el("span", "same", "the same change as " + others + " other variant" + (others === 1 ? "" : "s")));
    section.appendChild(head);
    var list = el("ul", "change-details");
    v.change.details.forEach(function (detail) { list.appendChild(el("li", undefined, detail)); });
    section.appendChild(list);
  }
  function range(label, value, onInput) {
    var wrap = el("label");
    wrap.appendChild(document.createTextNode(label + " "));
    var input = el("input");
    input.type = "range";
    input.min = "0";
    input.max = "100";
    input.value = String(value);
    var shown = el("span", "value", Math.round(value) + "%");
    input.addEventListener("input", function () {
      onInput(Number(input.value));
      shown.textContent = input.value + "%";
      writeHash();
    });
    wrap.appendChild(input);
    wrap.appendChild(shown);
    return { node: wrap, input: input, shown: shown };
  }
  function stopBlink() {
    if (blinkTimer) clearInterval(blinkTimer);
    blinkTimer = null;
  }
  function renderDetail() {
    var v = state.variant && byName.get(state.variant);
    stopBlink();
    var detail = $("detail");
    if (!v) {
      detail.hidden = true;
      document.documentElement.style.overflow = "";
      $("stage").textContent = "";
      $("detail-findings").textContent = "";
      $("detail-change").textContent = "";
      findingBoxes = [];
      return;
    }
    detail.hidden = false;
    document.documentElement.style.overflow = "hidden";
    var index = filtered.indexOf(v);
    if (index >= 0) { current = index; markCurrent(); }
    $("detail-position").textContent = (index >= 0 ? index + 1 : "–") + " / " + filtered.length;
    var badge = $("detail-status");
    badge.className = "badge status-" + v.status;
    badge.textContent = v.status;
    $("detail-name").textContent = v.name;
    var acceptButton = $("detail-accept");
    acceptButton.hidden = !acceptable(v);
    if (acceptable(v)) renderAcceptButton(acceptButton, v);

    var modes = $("modes");
    modes.textContent = "";
    modes.hidden = !comparable(v);
    if (comparable(v)) {
      MODES.forEach(function (mode, i) {
        var node = button(undefined, undefined, function () { setMode(mode[0]); });
        node.dataset.mode = mode[0];
        node.appendChild(el("kbd", undefined, String(i + 1)));
        node.appendChild(document.createTextNode(mode[1]));
        node.setAttribute("aria-pressed", state.mode === mode[0] ? "true" : "false");
        modes.appendChild(node);
      });
    }

    var meta = $("detail-meta");
    meta.textContent = "";
    var fact = function (label, value, className) {
      var span = el("span", className);
      span.appendChild(document.createTextNode(label + " "));
      span.appendChild(el("b", undefined, value));
      meta.appendChild(span);
    };
    AXES.forEach(function (axis) { if (v.axes[axis] !== undefined) fact(axis, v.axes[axis]); });
    if (v.diffPixels !== undefined && (v.status === "changed" || v.diffPixels > 0)) {
      fact("changed pixels", v.diffPixels.toLocaleString("en-US") + (v.diffRatio !== undefined ? " (" + (v.diffRatio * 100).toFixed(3) + " %)" : ""));
    }
    if (v.regions) fact("regions", String(v.regions.length));
    fact("baseline", data.snapshots + "/" + v.baseline);
    if (v.recorded) meta.appendChild(el("span", undefined, "recorded in this run"));
    if (v.message) meta.appendChild(el("span", "message", v.message));
    if (v.environmentNote) meta.appendChild(el("span", "note", "⚠ " + v.environmentNote));
    if (v.findings.length) fact("findings", String(findingGroups(v).length));
    renderChange(v);
    renderFindings(v);
    renderStage(v);
  }
  function renderStage(v) {
    var stage = $("stage"), controls = $("detail-controls");
    stage.textContent = "";
    controls.textContent = "";
    findingBoxes = [];
    var mode = el("div", "mode");
    stage.appendChild(mode);
    if (!comparable(v)) {
      var image = v.actual || v.expected;
      mode.classList.add("mode-single");
      mode.dataset.mode = "single";
      if (v.actual) mode.appendChild(markedFigure(v.status === "passed" ? "Actual (matches the baseline)" : "Actual", v.actual, "img-actual", v));
      else if (image) mode.appendChild(figure("Expected", image, "img-expected"));
      else mode.appendChild(el("div", "message-box", v.message || "No image was written for this variant."));
      return;
    }
    var chosen = state.mode;
    mode.classList.add("mode-" + chosen);
    mode.dataset.mode = chosen;
    if (chosen === "side") {
      mode.appendChild(figure("Expected", v.expected, "img-expected"));
      mode.appendChild(markedFigure("Actual", v.actual, "img-actual", v));
    } else if (chosen === "swipe") {
      var swipe = frame("swipe", [v.expected, v.actual]);
      swipe.appendChild(picture(v.expected, "img-expected", "Expected"));
      var layer = el("div", "layer");
      layer.appendChild(picture(v.actual, "img-actual", "Actual"));
      drawFindingBoxes(layer, v);
      swipe.appendChild(layer);
      var handle = el("div", "handle");
      swipe.appendChild(handle);
      var left = el("span", "tag", "Expected"), right = el("span", "tag", "Actual");
      left.style.left = "4px";
      right.style.right = "4px";
      swipe.appendChild(left);
      swipe.appendChild(right);
      mode.appendChild(swipe);
      var splitControl = range("Divider", state.split, function (value) { setSplit(value); });
      var setSplit = function (value) {
        state.split = value;
        layer.style.clipPath = "inset(0 0 0 " + value + "%)";
        handle.style.left = value + "%";
        splitControl.input.value = String(Math.round(value));
        splitControl.shown.textContent = Math.round(value) + "%";
      };
      var dragTo = function (event) {
        var box = swipe.getBoundingClientRect();
        setSplit(Math.min(100, Math.max(0, (event.clientX - box.left) / box.width * 100)));
      };
      swipe.addEventListener("pointerdown", function (event) { swipe.setPointerCapture(event.pointerId); dragTo(event); });
      swipe.addEventListener("pointermove", function (event) { if (swipe.hasPointerCapture(event.pointerId)) dragTo(event); });
      swipe.addEventListener("pointerup", function (event) { swipe.releasePointerCapture(event.pointerId); writeHash(); });
      setSplit(state.split);
      controls.appendChild(splitControl.node);
      controls.appendChild(el("span", "hint", "Drag across the image: expected on the left, actual on the right."));
    } else if (chosen === "blend") {
      var blend = frame("blend", [v.expected, v.actual]);
      blend.appendChild(picture(v.expected, "img-expected", "Expected"));
      var top = picture(v.actual, "img-actual", "Actual");
      top.style.opacity = String(state.opacity / 100);
      blend.appendChild(top);
      drawFindingBoxes(blend, v);
      mode.appendChild(blend);
      controls.appendChild(range("Actual opacity", state.opacity, function (value) {
        state.opacity = value;
        top.style.opacity = String(value / 100);
      }).node);
    } else if (chosen === "toggle") {
      var toggle = frame("toggle", [v.expected, v.actual]);
      var expected = picture(v.expected, "img-expected", "Expected"), actual = picture(v.actual, "img-actual", "Actual");
      var tag = el("span", "tag");
      tag.style.left = "4px";
      toggle.appendChild(expected);
      toggle.appendChild(actual);
      drawFindingBoxes(toggle, v);
      toggle.appendChild(tag);
      mode.appendChild(toggle);
      var shownText = el("span", "value");
      var show = function () {
        actual.hidden = !showActual;
        expected.hidden = showActual;
        tag.textContent = showActual ? "Actual" : "Expected";
        shownText.textContent = "Showing " + tag.textContent.toLowerCase();
      };
      var play = button(undefined, "Pause", function () {
        if (blinkTimer) { stopBlink(); play.textContent = "Blink"; } else { startBlink(); play.textContent = "Pause"; }
      });
      var startBlink = function () {
        stopBlink();
        blinkTimer = setInterval(function () { showActual = !showActual; show(); }, 800);
      };
      flip = function () { stopBlink(); play.textContent = "Blink"; showActual = !showActual; show(); };
      controls.appendChild(button(undefined, "Flip (Space)", function () { flip(); }));
      controls.appendChild(play);
      controls.appendChild(shownText);
      showActual = false;
      show();
      startBlink();
    } else {
      var diff = frame("diff", [v.diff]);
      diff.appendChild(picture(v.diff, "img-diff", "Diff"));
      (v.regions || []).forEach(function (r) {
        var box = el("div", "region");
        place(box, r, v.diff);
        box.title = r[2] + "×" + r[3] + " px at " + r[0] + ", " + r[1];
        diff.appendChild(box);
      });
      drawElementBoxes(diff, v);
      mode.appendChild(diff);
      var elements = (v.changedElements || []).length;
      controls.appendChild(el("span", "hint", (v.regions || []).length + " changed region(s) boxed"
        + (elements ? ", " + elements + " changed element(s) outlined dashed with their names" : "")
        + "; changed pixels red, anti-aliasing yellow, the rest a faded copy of the expected image."));
    }
  }
  var flip = null;
  // What had focus when the detail view opened (a card, a group's member), focused again on close.
  var opener = null;
  function setMode(mode) {
    var v = state.variant && byName.get(state.variant);
    if (!v || !comparable(v)) return;
    state.mode = mode;
    renderDetail();
    writeHash();
  }
  function openVariant(name) {
    if (!state.variant) opener = document.activeElement;
    state.variant = name;
    renderDetail();
    writeHash();
  }
  function closeDetail() {
    var v = state.variant && byName.get(state.variant);
    state.variant = null;
    renderDetail();
    writeHash();
    // The opener when it is still shown (offsetParent is null for one hidden or in a folded list).
    var back = opener && opener.offsetParent ? opener : v && !v.card.hidden ? v.card.querySelector(".thumb") : null;
    opener = null;
    if (back) back.focus({ preventScroll: false });
  }
  function move(delta) {
    if (!filtered.length) return;
    var open = state.variant && byName.get(state.variant);
    var index = open ? filtered.indexOf(open) : current;
    index = index < 0 ? (delta > 0 ? 0 : filtered.length - 1) : Math.min(filtered.length - 1, Math.max(0, index + delta));
    current = index;
    if (open) {
      openVariant(filtered[index].name);
    } else {
      markCurrent();
      filtered[index].card.scrollIntoView({ block: "nearest" });
    }
  }
  $("detail-prev").addEventListener("click", function () { move(-1); });
  $("detail-next").addEventListener("click", function () { move(1); });
  $("detail-close").addEventListener("click", closeDetail);
  $("detail-accept").addEventListener("click", function () {
    var v = byName.get(state.variant);
    if (v) toggleAccepted(v);
  });

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && target.type !== "range")) {
      if (event.key === "Escape") target.blur();
      return;
    }
    if (target.type === "range" && (event.key === "ArrowLeft" || event.key === "ArrowRight")) return;
    var open = state.variant && byName.get(state.variant);
    var key = event.key;
    if (key === "j" || key === "ArrowRight") move(1);
    else if (key === "k" || key === "ArrowLeft") move(-1);
    else if (key === "Escape" && open) closeDetail();
    else if (key === "Enter" && !open && filtered[current] && target.tagName !== "BUTTON" && target.tagName !== "SUMMARY") openVariant(filtered[current].name);
    else if (open && key >= "1" && key <= "5") setMode(MODES[Number(key) - 1][0]);
    else if (key === " " && open && state.mode === "toggle" && flip && comparable(open)) flip();
    else if (key === "b" && open && boxed(open)) setBoxes(!state.boxes);
    else if (key === "a") {
      var v = open || filtered[current];
      if (v) toggleAccepted(v);
    } else if (key === "/") search.focus();
    else return;
    event.preventDefault();
  });

  function update() {
    applyFilters();
    writeHash();
  }
  function fromHash() {
    readHash();
    search.value = state.q;
    applyFilters();
    renderDetail();
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
  renderAccepted([]);
})();
