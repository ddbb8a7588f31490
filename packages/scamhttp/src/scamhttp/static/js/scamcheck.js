/* Scam Check in the browser: the human check (ALTCHA widget, bundled from npm) and calls to
 * /api/check. The checker page and the WebMCP tools both use this, so they call the same API the
 * same way. Nothing pasted is kept: it goes to /api/check and is forgotten. */
(function () {
  "use strict";

  var ALTCHA = "/static/vendor/altcha/altcha.min.js";
  var WORKERS = {
    pbkdf2: "/static/vendor/altcha/workers/pbkdf2.js",
    sha: "/static/vendor/altcha/workers/sha.js"
  };
  var loading = null;
  var next = null; // a human-check solution being prepared (a Promise of a payload or null)

  function CheckError(code, message, retryAfter) {
    this.name = "CheckError";
    this.code = code;
    this.message = message;
    this.retryAfter = retryAfter || null;
  }
  CheckError.prototype = Object.create(Error.prototype);

  /* The "external" ALTCHA build ships no workers, so register ours (same origin, CSP-friendly). */
  function loadAltcha() {
    if (!loading) {
      loading = import(ALTCHA).then(function () {
        var algorithms = globalThis.$altcha.algorithms;
        ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"].forEach(function (name) {
          algorithms.set(name, function () { return new Worker(WORKERS.pbkdf2); });
        });
        ["SHA-256", "SHA-384", "SHA-512"].forEach(function (name) {
          algorithms.set(name, function () { return new Worker(WORKERS.sha); });
        });
        return customElements.whenDefined("altcha-widget");
      });
    }
    return loading;
  }

  /* The page's own widget when there is one (the checker), else an invisible one. */
  function widget() {
    var w = document.querySelector("altcha-widget");
    if (!w) {
      w = document.createElement("altcha-widget");
      w.setAttribute("challenge", "/api/challenge");
      w.setAttribute("name", "human_check");
      w.setAttribute("display", "invisible");
      w.setAttribute("language", "en");
      w.hidden = true;
      document.body.appendChild(w);
    }
    return w;
  }

  /* The widget (a Svelte custom element) gains its methods a moment after it is connected. */
  function mounted(w) {
    return new Promise(function (resolve, reject) {
      var tries = 0;
      (function wait() {
        if (typeof w.verify === "function") return resolve(w);
        if (++tries > 300) return reject(new Error("The human check did not start."));
        setTimeout(wait, 10);
      })();
    });
  }

  function solve() {
    return loadAltcha().then(function () {
      return mounted(widget());
    }).then(function (w) {
      return w.verify();
    }).then(function (result) {
      return result && result.payload ? result.payload : null;
    }, function () {
      return null;
    });
  }

  /* Start solving now, so the next check does not wait for it. */
  function prepare() {
    if (!next) next = solve();
    return next;
  }

  /* A solution is accepted once, so each check takes a fresh one. */
  function humanToken() {
    var pending = next || solve();
    next = null;
    return pending;
  }

  function post(body, token) {
    var payload = Object.assign({}, body, { human_check: token });
    return fetch("/api/check", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (data) {
        return { response: response, data: data };
      });
    });
  }

  /* POST /api/check with a human check; one retry with a fresh solution if it had expired. */
  async function check(body) {
    for (var attempt = 0; attempt < 2; attempt++) {
      var token = await humanToken();
      if (!token) {
        throw new CheckError("human_check_failed", "The human check could not be completed. Please try again.");
      }
      var out = await post(body, token);
      if (out.response.ok && out.data) return out.data;
      var error = (out.data && out.data.error) || {};
      var code = error.code || "http_" + out.response.status;
      if (code === "human_check_failed" && attempt === 0) continue;
      throw new CheckError(code, error.message || "The check failed. Please try again.",
        out.response.headers.get("Retry-After"));
    }
    throw new CheckError("human_check_failed", "The human check could not be completed. Please try again.");
  }

  /* A flag's detail when it adds something to its label (it often repeats the label, then quotes
   * the evidence, which is shown on its own line). */
  function detailOf(flag) {
    var detail = flag.detail || "";
    if (detail.indexOf(flag.label) === 0) return "";
    return detail;
  }

  /* A plain-text account of a result, for assistants (WebMCP) and screen-reader summaries. */
  function describe(result) {
    var lines = [
      result.level.label + " (score " + result.score + " of 100). " + result.level.headline,
      result.summary
    ];
    var signs = (result.flags || []).filter(function (f) { return f.weight > 0; });
    if (signs.length) {
      lines.push("Warning signs:");
      signs.forEach(function (f) {
        var detail = detailOf(f) || (f.evidence ? "\u201c" + f.evidence + "\u201d" : "");
        lines.push("- " + f.label + (detail ? ": " + detail : ""));
      });
    }
    if ((result.advice || []).length) {
      lines.push("Advice:");
      result.advice.forEach(function (a) { lines.push("- " + a); });
    }
    if (result.category && result.category.guide) {
      lines.push("Guide: " + new URL(result.category.guide, location.origin).href);
    }
    lines.push("Where to report: " + new URL("/report", location.origin).href);
    lines.push(result.disclaimer);
    return lines.join("\n");
  }

  window.ScamCheck = {
    CheckError: CheckError,
    check: check,
    describe: describe,
    detailOf: detailOf,
    humanToken: humanToken,
    loadAltcha: loadAltcha,
    prepare: prepare
  };
})();
