"""Suite-wide settings.

Property tests explore random inputs on developers' machines (new inputs every run find new bugs),
but CI (CI=true) runs them derandomized: a submission must not pass or fail by the luck of the
draw, and a failure there must reproduce exactly. Every @settings in the suite inherits this.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
    settings.load_profile("ci")
