"""Import stays light, and ``warm_up`` builds what a first check needs (issue 21): the engine's
cost moves from the first request to the server's start."""

from __future__ import annotations

import subprocess
import sys

import scamcore
from scamcore import engine


def _fresh(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_importing_scamcore_loads_none_of_the_engine() -> None:
    out = _fresh(
        "import sys, scamcore\n"
        "print(sorted(m for m in sys.modules if m.startswith('scamcore.') and m != 'scamcore.errors'),"
        " 'pydantic' in sys.modules, 'tldextract' in sys.modules)"
    )
    assert out == "[] False False"


def test_every_public_name_is_found_on_first_use() -> None:
    out = _fresh("import scamcore\nfor name in scamcore.__all__: getattr(scamcore, name)\nprint('ok')")
    assert out == "ok"


def test_after_warm_up_a_first_check_of_each_kind_imports_nothing_more() -> None:
    out = _fresh(
        "import sys, scamcore\n"
        "scamcore.warm_up()\n"
        "before = set(sys.modules)\n"
        "scamcore.check_text('Pay the fee today at https://a-new-host.example/pay ' * 60)\n"
        "scamcore.check_text('Are we still on for lunch?')\n"
        "scamcore.check_url('http://another.example/login')\n"
        "print(sorted(set(sys.modules) - before))"
    )
    assert out == "[]"


def test_warm_up_is_idempotent() -> None:
    scamcore.warm_up()
    scamcore.warm_up()


def test_a_link_checked_again_gets_the_same_result_as_built_afresh() -> None:
    url = "http://paypa1-secure-login.top/webscr?cmd=_login"
    first = scamcore.check_url(url)
    assert scamcore.check_url(url) is first  # kept, not rebuilt
    assert first == engine._url_result.__wrapped__(url)
    assert first.score > 0


def test_the_kept_link_results_are_bounded() -> None:
    assert engine._url_result.cache_info().maxsize == 1024
