"""URL rules: a sign-in form on a website registered for the campaign.

Why: a kit's form page (``/Login.php``, ``/verifylogin.php``) on a hacked shop is the old shape; a
campaign of today registers its own name for the page, and names it for what the page claims to be
(``newpayee-portal``, ``secure-mydetails``, ``recipient-check``). One lure word in a host name is
too common to weigh alone (URL_LURE_NAME wants two, or one with a number or hyphens), and a form
file on an ordinary site is a site's own sign-in page; the two together are the campaign's page.
A brand's own domain and shared platforms are never judged here (URL_KIT_FILE and URL_SIGNIN_SCRIPT
leave a brand's own domain alone already).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Rule
from .url_lexical import chosen_name_words

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

_FORM_FILES = ("URL_KIT_FILE", "URL_SIGNIN_SCRIPT")
# Lure words that also name ordinary businesses, whose own sign-in page a form file is
# (``shop-online.com/login.php``, ``acme-management.com/login.php``): not counted here.
_BUSINESS_WORDS = frozenset(
    str.split(
        "online service support customer client manage portal member access help check information profile "
        "center centre official device assist"
    )
)


def _form_on_lure_host(ctx: UrlContext) -> str | None:
    if ctx.platform is not None or "URL_LURE_NAME" in ctx.hits:
        return None  # a platform's tenant is judged by the tenant rows; two lure words are their own sign
    form = next((ctx.hits[i].evidence for i in _FORM_FILES if i in ctx.hits), None)
    if form is None:
        return None
    nw = chosen_name_words(ctx)
    words = [w for w in nw.words if w not in _BUSINESS_WORDS] + list(nw.misspelt) if nw is not None else []
    return f"{', '.join(words)} + {form}" if words else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_SIGNIN_FORM_LURE_HOST",
        group="link_identity",
        weight=15,
        description="A sign-in form page on a website whose name carries a sign-in or payment word",
        fires=("https://newpayee-desk.com/Login.php", "https://example-secure.net/verifylogin.php"),
        quiet=(
            "https://newpayee-portal.com/",
            "https://example.com/login.php",
            "https://secure-login-verify.com/login.php",
            "https://acme-management.com/login.php",
        ),
        check=_form_on_lure_host,
        reads=(*_FORM_FILES, "URL_LURE_NAME"),
        category="account",
        source="url",
    ),
)
