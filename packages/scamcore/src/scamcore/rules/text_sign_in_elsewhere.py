"""A new sign-in alert that names a brand and sends its "that was not me" step to a site no brand owns.

A genuine sign-in alert sends its reader to the brand's own site or app. ``TEXT_NOTICE_SIGN_IN_STEP``
(``text_notice_foreign``) fires when the step's link carries a sign of its own: a risky ending, free
hosting, a look-alike. A kit's link often carries none, only a fresh name on an ordinary ending; what
it cannot fake is that the brand the alert names owns no part of it. The alert's words are the same
("Detectamos um novo acesso", "Waren Sie das nicht?"); this row reads who the link belongs to.

Links of the brand itself, of any other known brand (a store's link to an app store) and of e-mail
click trackers (the brand's own sending service) are the brand's way, so they never count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..brands import brand_for_domain
from ..domains import MAIL_TRACKERS, host_in
from ._lang import in_plain
from ._phrases import mentioned, needing
from .base import Rule
from .model import rows
from .text_notice_foreign import NEW_SIGN_IN, NOT_ME, is_negated, notice_head

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]


def _unowned_link(ctx: TextContext) -> str | None:
    """The first link on a site of no known brand and no e-mail click tracker."""
    for link in ctx.links:
        if link.official or brand_for_domain(link.registrable_domain) is not None:
            continue
        if host_in(link.host, MAIL_TRACKERS) is not None:
            continue
        return link.url
    return None


def _sign_in_elsewhere(ctx: TextContext) -> str | None:
    if "TEXT_NOTICE_SIGN_IN_STEP" in ctx.hits or not ctx.links:
        return None
    text = notice_head(ctx)
    claim = NEW_SIGN_IN.regex.search(text)
    if claim is None:
        return None
    step = next((m for m in NOT_ME.regex.finditer(text) if not is_negated(text, m.start(), m.end())), None)
    if step is None or not mentioned(ctx.subject):
        return None
    link = _unowned_link(ctx)
    if link is None:
        return None
    quoted = ctx.subject
    return f"{quoted[claim.start() : claim.end()]} + {quoted[step.start() : step.end()]} + {link}"


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_SIGN_IN_OFF_BRAND",
        group="fraud",
        weight=45,
        description="A sign-in alert naming a brand, whose 'not me' link is on a site it does not own",
        fires=(
            "Mercado Pago\n\nDetectamos um novo acesso à sua conta.\n\nNão reconheço este acesso: "
            "https://acesso-conta.example-site.com/r",
            "PayPal\n\nNeue Anmeldung auf einem neuen Gerät.\n\nWaren Sie das nicht? https://konto.example-hilfe.de/x",
        ),
        quiet=(
            # the brand's own link: the genuine alert
            "Mercado Pago\n\nDetectamos um novo acesso à sua conta.\n\nNão reconheço este acesso: "
            "https://www.mercadopago.com.br/security",
            # no brand named: nothing the link can fail to belong to
            "Detectamos um novo acesso à sua conta.\n\nNão reconheço este acesso: https://acesso.example-site.com/r",
            # the step sent through the brand's sending service
            "PayPal\n\nNeue Anmeldung auf einem neuen Gerät.\n\nWaren Sie das nicht? https://u123.ct.sendgrid.net/ls/x",
            # a password reset the reader asked for, on the brand's site
            "PayPal\n\nSie haben ein neues Passwort angefordert.\n\nNeues Passwort festlegen: "
            "https://www.paypal.com/authflow/password-recovery/",
            # a newsletter and an order receipt: a brand, links elsewhere, and no sign-in alert
            "Spotify\n\nNeue Playlists für dich! Jetzt anhören: https://news.example-mailer.com/c/abc",
            "Amazon\n\nObrigado pela sua compra! Pedido 112-4456. Acompanhe: https://track.example-loja.com.br/p/1",
        ),
        reads=("TEXT_NOTICE_SIGN_IN_STEP",),
        check=needing(_sign_in_elsewhere, in_plain(NEW_SIGN_IN), space="plain"),
        category="account",
        advice="Check your account's recent sign-ins in its own app or site, typed in yourself.",
    ),
)
