"""Shared constants of the web tests (imported by conftest.py and the test modules)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
AXE = ROOT / ".tools" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
ARTIFACTS = ROOT / "artifacts" / "web"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

# A test-provided model context, installed before any page script runs: it records the tools a
# page registers (under document.modelContext, or navigator.modelContext for the older draft).
MODEL_CONTEXT = """
(() => {
  const tools = [];
  const context = {
    registerTool(tool, options) {
      if (!tool || !tool.name || !tool.description) return Promise.reject(new TypeError("name and description"));
      if (tools.some(t => t.name === tool.name)) return Promise.reject(new Error("duplicate " + tool.name));
      tools.push(tool);
      return Promise.resolve();
    },
  };
  window.__webmcpTools = tools;
  Object.defineProperty(%s, "modelContext", { value: context, configurable: true });
})();
"""
