/* The checker page: tabs for message, link and screenshot, image paste/drop/pick, and a calm
 * result. Everything is built with textContent (never innerHTML), so nothing pasted or returned
 * can run as markup. */
(function () {
  "use strict";

  var MAX_IMAGE = 8 * 1024 * 1024;
  var IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
  var PREFILL_KEY = "scamcheck.prefill";
  var form, tabs, status, result, bands;
  var image = null; // {dataUrl, name, size}

  function $(id) { return document.getElementById(id); }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else if (k === "className") node.className = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }

  /* ---- tabs (WAI-ARIA tabs pattern, automatic activation) ---- */
  function currentKind() {
    var selected = tabs.filter(function (t) { return t.getAttribute("aria-selected") === "true"; })[0];
    return $(selected.getAttribute("aria-controls")).getAttribute("data-kind");
  }

  function selectTab(tab, focus) {
    tabs.forEach(function (t) {
      var on = t === tab;
      t.setAttribute("aria-selected", on ? "true" : "false");
      t.tabIndex = on ? 0 : -1;
      $(t.getAttribute("aria-controls")).hidden = !on;
    });
    if (focus) tab.focus();
  }

  function tabFor(kind) { return $("tab-" + kind); }

  function onTabKey(event) {
    var i = tabs.indexOf(event.currentTarget);
    var j = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (j === undefined) return;
    event.preventDefault();
    selectTab(tabs[(j + tabs.length) % tabs.length], true);
  }

  /* ---- screenshot: pick, drop or paste ---- */
  function showFieldError(kind, message) {
    var node = $(kind + "-error");
    node.textContent = message || "";
    node.hidden = !message;
    var field = $(kind);
    if (message) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }

  function takeImage(file) {
    showFieldError("image", "");
    if (!file) return;
    if (IMAGE_TYPES.indexOf(file.type) < 0) {
      showFieldError("image", "That file is not a PNG, JPEG, WebP or GIF image.");
      return;
    }
    if (file.size > MAX_IMAGE) {
      showFieldError("image", "That image is larger than 8 MB. Try a smaller screenshot.");
      return;
    }
    var reader = new FileReader();
    reader.onload = function () {
      image = { dataUrl: String(reader.result), name: file.name || "pasted image", size: file.size };
      var preview = $("image-preview");
      preview.src = image.dataUrl;
      preview.alt = "Preview of the screenshot to check";
      preview.hidden = false;
      $("image-status").textContent = "Screenshot ready: " + image.name + " (" + Math.max(1, Math.round(file.size / 1024)) + " KB).";
      announce("Screenshot ready to check.");
    };
    reader.onerror = function () { showFieldError("image", "That image could not be read."); };
    reader.readAsDataURL(file);
  }

  function imageFrom(dataTransfer) {
    if (!dataTransfer) return null;
    var files = Array.prototype.slice.call(dataTransfer.files || []);
    var file = files.filter(function (f) { return f.type.indexOf("image/") === 0; })[0];
    if (file) return file;
    var items = Array.prototype.slice.call(dataTransfer.items || []);
    var item = items.filter(function (it) { return it.kind === "file" && it.type.indexOf("image/") === 0; })[0];
    return item ? item.getAsFile() : null;
  }

  function onPaste(event) {
    var file = imageFrom(event.clipboardData);
    if (!file) return; // ordinary text paste into a field
    event.preventDefault();
    selectTab(tabFor("image"), false);
    takeImage(file);
  }

  /* ---- result ---- */
  function announce(message, isError) {
    status.textContent = message;
    status.classList.toggle("error", !!isError);
  }

  function bandFor(score) {
    for (var i = 0; i < bands.length; i++) if (score >= bands[i].min) return bands[i];
    return bands[bands.length - 1];
  }

  /* Shown above the fold: a result names at most this many signs, one per family; the rest of
   * what fired is in "All N signals". Older results listed every rule, so the page caps them too. */
  var SHOWN_SIGNS = 6;
  /* Advice comes most important first; the first lines are shown, the rest one click away. */
  var FIRST_ADVICE = 2;

  function adviceList(lines) {
    return el("ul", { className: "advice" }, lines.map(function (a) { return el("li", { text: a }); }));
  }

  /* "+35" on screen, "+35 points" for a screen reader; ``note`` (a signal's group) goes before it. */
  function pointsTag(weight, note) {
    var n = Math.round(Math.abs(weight));
    var sign = n === 0 ? "" : weight > 0 ? "+" : "\u2212";
    return el("span", { className: "points" }, [
      document.createTextNode(" " + (note ? note + ", " : "") + sign + n),
      el("span", { className: "visually-hidden", text: n === 1 ? " point" : " points" })
    ]);
  }

  function quoted(text) {
    return el("span", { className: "evidence" }, [
      el("span", { className: "visually-hidden", text: "Evidence: " }), el("q", { text: text })
    ]);
  }

  /* A sign in one flow of text: what it is, the words that showed it, its points. */
  function signList(flags) {
    return el("ul", { className: "flags" }, flags.map(function (f) {
      return el("li", {}, [
        el("span", { className: "flag-label", text: f.label }),
        f.evidence ? document.createTextNode(" ") : null,
        f.evidence ? quoted(f.evidence) : null,
        pointsTag(f.weight)
      ]);
    }));
  }

  /* Everything behind the signs, folded away: the summary, the score's range, what each sign
   * means, and every rule that fired (``signals``) with its points before its family's cap. */
  function allSignals(r, band) {
    var signals = Array.isArray(r.signals) ? r.signals : null;
    var count = signals ? signals.length : r.flags.length;
    var body = [
      el("p", { text: r.summary }),
      el("p", { text: "Score " + r.score + " out of 100. Scores " + band.range + " are in the \u201c" + band.label +
        "\u201d range; higher means more warning signs." })
    ];
    var meanings = r.flags.filter(function (f) { return window.ScamCheck.detailOf(f); });
    if (meanings.length) {
      body.push(el("h4", { text: "What each sign means" }), el("ul", { className: "meanings" }, meanings.map(function (f) {
        return el("li", {}, [el("strong", { text: f.label + ": " }), document.createTextNode(window.ScamCheck.detailOf(f))]);
      })));
    }
    if (signals) {
      body.push(el("h4", { text: "Every rule that fired, with its points before its group's cap" }),
        el("ul", { className: "signals" }, signals.map(function (s) {
          return el("li", {}, [
            el("code", { text: s.id }),
            pointsTag(s.points, s.family),
            s.evidence ? quoted(s.evidence) : null
          ]);
        })));
    } else if (r.flags.length > SHOWN_SIGNS) {
      body.push(el("h4", { text: "Every sign found" }), signList(r.flags));
    }
    var noun = count === 1 ? " signal" : " signals";
    return el("details", { className: "all-signals" }, [
      el("summary", { text: "All " + count + noun + " and how the score adds up" })
    ].concat(body));
  }

  /* Level, headline and what to do at the top, then the signs; a typical SMS result fits one phone
   * screen (390 x 844), which tests/web/test_web_checker.py measures. */
  function renderResult(r) {
    var band = bandFor(r.score);
    var signs = r.flags.filter(function (f) { return f.weight > 0; }).slice(0, SHOWN_SIGNS);
    var reassuring = r.flags.filter(function (f) { return f.weight <= 0; });
    var guide = r.links.filter(function (l) { return l.rel === "guide"; })[0];
    var report = r.links.filter(function (l) { return l.rel === "report"; })[0];

    var parts = [
      el("h2", { id: "result-title", className: "visually-hidden", text: "Result" }),
      el("div", { className: "level level-" + r.level.id }, [
        el("p", { className: "level-label" }, [
          el("span", { text: r.level.label }),
          el("span", { className: "score", text: "score " + r.score + " of 100" })
        ]),
        el("p", { className: "level-headline", text: r.level.headline })
      ])
    ];
    if (r.advice.length) {
      var first = r.advice.slice(0, FIRST_ADVICE), more = r.advice.slice(FIRST_ADVICE);
      parts.push(el("h3", { text: "What to do first" }), adviceList(first));
      if (more.length) {
        parts.push(el("details", { className: "more-advice" }, [
          el("summary", { text: more.length === 1 ? "One more thing to do" : more.length + " more things to do" }),
          adviceList(more)
        ]));
      }
    }
    if (signs.length) {
      parts.push(el("h3", { text: "Warning signs we found" }), signList(signs));
    } else {
      parts.push(el("p", { text: "We found no common warning signs." }));
    }
    if (reassuring.length) {
      parts.push(el("h3", { text: "Signs that lowered the score" }), signList(reassuring));
    }
    parts.push(allSignals(r, band));
    if (r.extractedText) {
      parts.push(el("details", { className: "read-text" }, [el("summary", { text: "Text we read from the screenshot" }), el("p", { text: r.extractedText })]));
    }
    var links = [];
    if (guide) links.push(el("li", {}, [el("a", { href: guide.href, text: guide.label })]));
    else links.push(el("li", {}, [el("a", { href: r.category.guide, text: "Guide: " + r.category.label })]));
    links.push(el("li", {}, [el("a", { href: report ? report.href : "/report", text: report ? report.label : "Where to report a scam" })]));
    links.push(el("li", {}, [el("a", { href: "/about", text: "How this check works" })]));
    parts.push(el("ul", { className: "result-links" }, links));
    parts.push(el("p", { className: "disclaimer", text: r.disclaimer }));

    result.replaceChildren.apply(result, parts);
    result.setAttribute("data-level", r.level.id);
    result.hidden = false;
    result.focus({ preventScroll: true });
    result.scrollIntoView({ block: "start" }); // the level first, whatever the result's height
  }

  var MESSAGES = {
    rate_limited: function (e) {
      return "Too many checks in a short time. Please wait" + (e.retryAfter ? " " + e.retryAfter + " seconds" : " a minute") + " and try again.";
    },
    ocr_unavailable: function () { return "Screenshots cannot be read on this server right now. Paste the message text instead."; },
    human_check_failed: function (e) { return e.message; },
    human_check_required: function (e) { return e.message; }
  };

  /* ---- submit ---- */
  function gather(kind) {
    if (kind === "text") {
      var text = $("text").value.trim();
      if (!text) return { error: "Paste the message you want to check." };
      var sender = $("sender").value.trim();
      return { body: sender ? { kind: "text", text: text, sender: sender } : { kind: "text", text: text } };
    }
    if (kind === "url") {
      var url = $("url").value.trim();
      if (!url) return { error: "Paste the link or web address you want to check." };
      return { body: { kind: "url", url: url } };
    }
    if (!image) return { error: "Paste, drop or choose a screenshot first." };
    return { body: { kind: "image", image: image.dataUrl } };
  }

  async function onSubmit(event) {
    event.preventDefault();
    var kind = currentKind();
    var got = gather(kind);
    showFieldError(kind, got.error);
    if (got.error) {
      announce(got.error, true);
      (kind === "image" ? $("image") : $(kind)).focus();
      return;
    }
    var button = $("submit");
    button.disabled = true;
    announce("Checking\u2026");
    try {
      var r = await window.ScamCheck.check(got.body);
      announce("Done. The result is below.");
      renderResult(r);
    } catch (e) {
      var explain = MESSAGES[e.code];
      announce(explain ? explain(e) : (e.message || "The check failed. Please try again."), true);
    } finally {
      button.disabled = false;
      window.ScamCheck.prepare(); // the next check's human check, solved in the background
    }
  }

  /* Used by the open_scam_checker tool: pick a tab, fill it in, put the focus there. */
  function open(kind, value) {
    kind = kind === "url" || kind === "image" ? kind : "text";
    selectTab(tabFor(kind), false);
    if (value && kind !== "image") $(kind).value = value;
    (kind === "image" ? $("image") : $(kind)).focus();
    return kind;
  }

  function init() {
    form = $("checker");
    if (!form) return;
    tabs = Array.prototype.slice.call(form.querySelectorAll('[role="tab"]'));
    status = $("status");
    result = $("result");
    bands = JSON.parse(form.getAttribute("data-bands"));
    tabs.forEach(function (t) {
      t.addEventListener("click", function () { selectTab(t, true); });
      t.addEventListener("keydown", onTabKey);
    });
    $("image").addEventListener("change", function (e) { takeImage(e.target.files[0]); });
    var zone = $("dropzone");
    zone.addEventListener("dragover", function (e) { e.preventDefault(); zone.classList.add("dragging"); });
    zone.addEventListener("dragleave", function () { zone.classList.remove("dragging"); });
    zone.addEventListener("drop", function (e) {
      e.preventDefault();
      zone.classList.remove("dragging");
      takeImage(imageFrom(e.dataTransfer));
    });
    document.addEventListener("paste", onPaste);
    form.addEventListener("submit", onSubmit);
    window.ScamChecker = { open: open };
    try {
      var prefill = sessionStorage.getItem(PREFILL_KEY);
      if (prefill) {
        sessionStorage.removeItem(PREFILL_KEY);
        var p = JSON.parse(prefill);
        open(p.kind, p.value);
      }
    } catch (e) { /* storage blocked: nothing to prefill */ }
    window.ScamCheck.prepare();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
