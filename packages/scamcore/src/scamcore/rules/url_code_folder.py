"""URL rule: a sign-in page behind a folder named by a short code (group link_structure).

Why: a phishing kit unpacked on a hacked site is copied into a folder named by a code, one per
campaign or per victim (``/k3v9q2x7mz/account``, ``/4tqx9/login``), so that each copy can be
taken down or counted on its own; the page in it is the sign-in form. A site's own sign-in page
sits under a word (``/account/login``, ``/portal/signin``), a version (``/v2/login``) or a
protocol's name (``/oauth2/auth``), none of which mixes letters and digits at random.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import Rule, needs
from .url_facts import PATH
from .url_structure import segments

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

# The page a kit's folder opens: the form itself, as a bare name or a script or page file.
_SIGNIN_PAGE = re.compile(
    r"^(?:account|accounts|log-?in|log-?on|sign-?in|verify|verification|validate|confirm|auth|secure|update)"
    r"(?:\.(?:php\d?|s?html?|aspx?))?$"
)
# A code: five to sixteen letters and digits, a digit followed by a letter somewhere in it
# (``k3v9q2x7mz``, ``4tqx9``). A site's own folders put a number after a word (``mail202``,
# ``office365``, ``oauth2``, ``v2``), where no letter follows it.
_CODE = re.compile(r"^(?=[a-z0-9]*\d[a-z])[a-z0-9]{5,16}$")
# Names with a digit inside that sites do use: two-step sign-in and card checks.
_NAMED = frozenset({"2fa", "2step", "3dsecure", "3ds2"})


def _code_folder_signin(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.platform is not None or ctx.parsed.ip:
        return None
    segs = segments(ctx.plain_path)
    if len(segs) < 2 or not _SIGNIN_PAGE.match(segs[-1]):
        return None
    code = segs[-2]
    if not _CODE.match(code) or code in _NAMED:
        return None
    return f"/{code}/{segs[-1]}"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CODE_FOLDER_SIGNIN",
        group="link_structure",
        weight=25,
        description="A sign-in page in a folder named by a random code, as copied scam websites are",
        fires=(
            "https://example.com.tr/k3v9q2x7mz/account",
            "https://example.org/4tqx9/login",
            "http://example.net/x8qpl2/signin.php",
        ),
        quiet=(
            "https://example.com/account/login",
            "https://example.com/v2/login",
            "https://id.example.com/oauth2/auth",
            "https://example.com/mail202/login",
            "https://example.com/k3v9q2x7mz/photos",
            "https://www.paypal.com/k3v9q2x7mz/signin",
        ),
        check=needs(_code_folder_signin, PATH),
        category="account",
        source="url",
    ),
)
