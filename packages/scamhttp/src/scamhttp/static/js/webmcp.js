/* WebMCP: the page's tools for agent-enabled browsers (W3C WebML CG draft). Feature-detected:
 * document.modelContext, else the older navigator.modelContext; nothing happens without either.
 * The tools call the same endpoints as the page: /api/check (with the human check) and the
 * pages' own Markdown copies (Accept: text/markdown). */
(function () {
  "use strict";

  var mc = document.modelContext || navigator.modelContext;
  if (!mc || typeof mc.registerTool !== "function") return;

  var PREFILL_KEY = "scamcheck.prefill";
  var controller = new AbortController();

  function text(t) { return { content: [{ type: "text", text: t }] }; }

  function markdownOf(path) {
    return fetch(path, { headers: { Accept: "text/markdown" }, credentials: "same-origin" }).then(function (r) {
      if (!r.ok) throw new Error("Could not load " + path + " (HTTP " + r.status + ").");
      return r.text();
    });
  }

  var tools = [
    {
      name: "check_message_for_scam",
      title: "Check a message or link for scam signs",
      description:
        "Check a suspicious message (SMS, e-mail, chat) or a link for scam and phishing warning signs. " +
        "Returns a risk level, a 0-100 score, the warning signs with their evidence, advice and a guide link. " +
        "A result is a risk assessment, never proof that something is genuine.",
      inputSchema: {
        type: "object",
        properties: {
          text: { type: "string", minLength: 1, maxLength: 50000, description: "The whole message, or the link or web address to check." },
          kind: { type: "string", enum: ["text", "url"], default: "text", description: "'text' for a message, 'url' for a link or bare domain." },
          sender: {
            type: "string", maxLength: 320,
            description: "Optional, for a message: who it came from, as the phone or mail program showed it: a phone number, " +
              "short code, sender name, e-mail address or 'Name <address>'. It can add warning signs (a bank writing from a " +
              "mobile number, a brand's name on a free-mail address), never remove them."
          }
        },
        required: ["text"],
        additionalProperties: false
      },
      annotations: { readOnlyHint: true },
      execute: async function (input) {
        var kind = input && input.kind === "url" ? "url" : "text";
        var value = String((input && input.text) || "").trim();
        if (!value) return text("Nothing to check: pass the message or link as 'text'.");
        var sender = String((input && input.sender) || "").trim();
        var body = kind === "url" ? { kind: "url", url: value } : { kind: "text", text: value };
        if (kind === "text" && sender) body.sender = sender;
        try {
          var result = await window.ScamCheck.check(body);
          return { content: [{ type: "text", text: window.ScamCheck.describe(result) }], structuredContent: result };
        } catch (e) {
          return { content: [{ type: "text", text: "The check did not run: " + e.message }], isError: true };
        }
      }
    },
    {
      name: "find_scam_guide",
      title: "Find a scam guide",
      description:
        "Find the plain-language guide for a kind of scam (how it works, the signs, what to do now, what to do " +
        "if you already paid). Pass a category id such as 'delivery' or a few words such as 'parcel fee text'.",
      inputSchema: {
        type: "object",
        properties: {
          topic: { type: "string", minLength: 1, maxLength: 200, description: "A scam category id or a short description of what was received." }
        },
        required: ["topic"],
        additionalProperties: false
      },
      annotations: { readOnlyHint: true },
      execute: function (input) {
        var topic = String((input && input.topic) || "general").slice(0, 200);
        return markdownOf("/guides/?topic=" + encodeURIComponent(topic)).then(text);
      }
    },
    {
      name: "where_to_report_scam",
      title: "Where to report a scam",
      description:
        "Official places to report a scam and to forward a scam text, for a country (two-letter code such as " +
        "US, GB, DE); without a country, the list of countries and advice that applies anywhere.",
      inputSchema: {
        type: "object",
        properties: {
          country: { type: "string", pattern: "^[A-Za-z]{2}$", description: "ISO 3166-1 alpha-2 country code, e.g. GB." }
        },
        additionalProperties: false
      },
      annotations: { readOnlyHint: true },
      execute: function (input) {
        var country = input && input.country ? String(input.country) : "";
        if (country && !/^[A-Za-z]{2}$/.test(country)) {
          return Promise.resolve(text("country must be a two-letter code such as GB."));
        }
        return markdownOf(country ? "/report/" + country.toLowerCase() : "/report").then(text);
      }
    },
    {
      name: "open_scam_checker",
      title: "Open the scam checker",
      description:
        "Open the checker on this site for the person, on the message, link or screenshot tab, optionally " +
        "filled in with the text to check, so they can run the check themselves.",
      inputSchema: {
        type: "object",
        properties: {
          kind: { type: "string", enum: ["text", "url", "image"], default: "text", description: "Which tab to open." },
          text: { type: "string", maxLength: 50000, description: "Message or link to fill in (not for screenshots)." }
        },
        additionalProperties: false
      },
      annotations: { readOnlyHint: false },
      execute: function (input) {
        var kind = input && (input.kind === "url" || input.kind === "image") ? input.kind : "text";
        var value = input && input.text ? String(input.text) : "";
        if (window.ScamChecker) {
          window.ScamChecker.open(kind, value);
          return Promise.resolve(text("The checker is open on the " + kind + " tab. The person can press 'Check it'."));
        }
        try {
          sessionStorage.setItem(PREFILL_KEY, JSON.stringify({ kind: kind, value: value }));
        } catch (e) { /* storage blocked: open it empty */ }
        location.assign("/");
        return Promise.resolve(text("Opening the checker on the " + kind + " tab."));
      }
    }
  ];

  tools.forEach(function (tool) {
    Promise.resolve()
      .then(function () { return mc.registerTool(tool, { signal: controller.signal }); })
      .catch(function (e) { console.warn("WebMCP: could not register " + tool.name + ": " + e); });
  });
})();
