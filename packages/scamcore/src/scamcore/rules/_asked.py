"""A block the reader asked for, in the seven languages: the aside that turns a threat into a confirmation.

"Your card ending 1234 has been blocked as requested", "o seu cartão foi bloqueado a seu pedido", "su
tarjeta ha sido bloqueada según su solicitud": a bank confirms what the customer did, it threatens
nothing. A scam's "as requested" comes with the way out of a request the reader never made ("if you
did not request this, call ...", "se não foi você, ligue ..."), or with the undoing of what was
"asked" ("to unblock it call ...", "verify at <link>"), and stays a threat then. "As requested by
the fraud team" names somebody else's request, not the reader's.

The threat rows read ``ASIDES[code]``: English in the folded text (``text_pressure``), the other six
languages in the plain text their tables search (``_lang``: accents dropped, so the phrases below are
written without them). A new language gets its aside here, beside the others.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["ASIDES", "Aside", "first_unasked"]

_LINK = r"|https?://|\bwww\."


class Aside:
    """Where a threat's match is said to be the reader's own request (``asked``: the aside right after
    it, within it, or closing the words before it in the same sentence), and whether the text
    disowns that request or asks to undo it (``disowned``: anywhere in the text)."""

    __slots__ = ("_after", "_before", "_disowned", "_within")

    def __init__(self, asked: str, disowned: str) -> None:
        self._after = re.compile(r"[^.!?\n]{0,12}?\b(?:" + asked + r")\b")
        self._within = re.compile(r"\b(?:" + asked + r")\b")
        self._before = re.compile(r"\b(?:" + asked + r")\b[^.!?\n]{0,25}$")
        self._disowned = re.compile(disowned + _LINK)

    def asked(self, text: str, start: int, end: int) -> bool:
        return (
            self._after.match(text, end) is not None
            or self._within.search(text, start, end) is not None
            or self._before.search(text, max(0, start - 60), start) is not None
        )

    def disowned(self, text: str) -> bool:
        return self._disowned.search(text) is not None


def first_unasked(aside: Aside, text: str, matches: Iterable[re.Match[str]]) -> re.Match[str] | None:
    """The first of ``matches`` (of a threat, in ``text``) not said to be asked for, or any match
    once the text disowns the request (searched once, and only if a match was asked for)."""
    disowned = None
    for m in matches:
        if aside.asked(text, m.start(), m.end()):
            if disowned is None:
                disowned = aside.disowned(text)
            if not disowned:
                continue
        return m
    return None


ASIDES: dict[str, Aside] = {
    "en": Aside(
        r"as (?:you )?requested(?! by\b)|at your request|as per your request|on your request",
        r"\bif (?:you )?(?:did not|didn'?t|have not|haven'?t|never) (?:request|ask|make|authori[sz]e)"
        r"|\b(?:not|wasn'?t) you\b|\b(?:do not|don'?t) recogni[sz]e\b"
        r"|\b(?:un-?block|unlock|re-?activate|restore|reverse|undo|lift|verify|confirm)\b|\bcancel\b",
    ),
    "pt": Aside(
        r"a (?:seu|teu) pedido|a pedido (?:seu|teu|do (?:cliente|titular))|conforme (?:solicitado|pedido|"
        r"solicitou|pediu|(?:o )?(?:seu|teu) pedido|(?:a )?(?:sua|tua) solicitacao)|como (?:solicitado|solicitou|pediu)"
        r"|por (?:sua|tua) solicitacao|de acordo com (?:o (?:seu|teu) pedido|a (?:sua|tua) solicitacao)",
        r"\b(?:se|caso) (?:voce |vc |tu )?(?:nao|nunca) (?:foi|fez|tenha|tiver|solicitou|pediu|reconhece|autorizou)"
        r"|\bnao (?:foi|fostes?) (?:voce|vc|tu)\b|\bnao reconhec\w*"
        r"|\b(?:desbloque|reativ|reactiv|restabelec|revert|desfaz|verifi|confirm|valid|regulariz)\w*|\b(?:cancelar|anular)\b",
    ),
    "es": Aside(
        r"a (?:su|tu) (?:peticion|solicitud|pedido)|a peticion (?:suya|tuya|del (?:cliente|titular))"
        r"|segun (?:su|tu) (?:solicitud|peticion|pedido)|segun (?:lo )?solicitado|(?:tal )?como (?:lo )?(?:solicito|"
        r"solicitaste|pidio|pediste|solicitado)|por (?:su|tu) (?:solicitud|peticion)|conforme a (?:su|tu) solicitud",
        r"\bsi (?:usted |tu )?no (?:ha sido|has sido|fue|fuiste|lo (?:solicito|solicitaste|pidio|pediste|reconoce|"
        r"reconoces)|solicito|solicitaste|reconoce|reconoces|autorizo|autorizaste|realizo|realizaste)"
        r"|\bno (?:ha sido|fue|fuiste) (?:usted|tu)\b|\bno (?:lo )?reconoc\w*"
        r"|\b(?:desbloque|reactiv|restablec|revert|deshac|verifi|confirm|valid|regulariz)\w*|\b(?:cancelar|anular)\b",
    ),
    "it": Aside(
        r"su (?:sua|tua) (?:richiesta|indicazione)|su richiesta (?:sua|tua|del (?:cliente|titolare))"
        r"|come (?:da (?:sua|tua) )?richiest[oa]|a seguito della (?:sua|tua) richiesta|secondo la (?:sua|tua) richiesta"
        r"|dietro (?:sua|tua) richiesta|come (?:lei )?ha richiesto|come hai richiesto",
        r"\bse non (?:e stato|e stata|sei stato|sei stata|ha|hai|l'ha|l'hai|riconosce|riconosci) "
        r"|\bnon (?:e stato|e stata|sei stato|sei stata) (?:lei|tu)\b|\bnon (?:la |lo )?riconosc\w*"
        r"|\b(?:sblocc|riattiv|ripristin|annull|verific|conferm|convalid|regolarizz)\w*|\b(?:cancellare|revocare)\b",
    ),
    "fr": Aside(
        r"a votre demande|a ta demande|comme demande|suite a (?:votre|ta) demande|conformement a (?:votre|ta) demande"
        r"|selon (?:votre|ta) demande|a la demande du (?:titulaire|client)|comme vous l'avez demande",
        r"\bsi (?:vous n'|tu n'|ce n'est pas vous|ce n'est pas toi)"
        r"|\bne (?:la |le )?reconnaiss\w* pas\b|\bce n'etait pas vous\b"
        r"|\b(?:debloqu|reactiv|retabli|annul|verifi|confirm|valid|regularis)\w*|\blever\b",
    ),
    "de": Aside(
        r"auf (?:ihren|deinen) (?:wunsch|auftrag|antrag)|auf (?:ihre|deine) (?:anfrage|veranlassung)"
        r"|wie (?:von (?:ihnen|dir) )?(?:gewunscht|gewuenscht|beauftragt|beantragt)|gemass (?:ihrem|deinem) auftrag"
        r"|wunschgemass|auftragsgemass",
        r"\b(?:falls|wenn|sollten) (?:sie|du)\b[^.!?\n]{0,30}\bnicht\b"
        r"|\b(?:waren|warst) (?:sie|du) (?:das|dies) nicht\b|\bnicht (?:von )?(?:ihnen|dir) (?:veranlasst|beauftragt)"
        r"|\b(?:entsperr|reaktivier|freischalt|bestatig|verifizier|validier|aufheb|aufzuheb)\w*",
    ),
    "nl": Aside(
        r"op (?:uw|je|jouw) (?:verzoek|aanvraag)|op verzoek van (?:de )?(?:klant|rekeninghouder)"
        r"|zoals (?:gevraagd|aangevraagd|verzocht)|conform (?:uw|je|jouw) (?:verzoek|aanvraag)",
        r"\b(?:als|indien) (?:u|je|jij)\b[^.!?\n]{0,30}\bniet\b"
        r"|\bniet (?:door )?(?:u|jij|jezelf|uzelf)\b|\b(?:was|heeft|bent|hebt) (?:u|je|jij) (?:dit|dat|het) niet\b"
        r"|\b(?:deblokk|ontgrendel|heractiv|herstel|verifie|bevestig|valideer|opheff|annuleer)\w*|\bop te heffen\b",
    ),
}
"""Each language's "as requested" and its way out, keyed by language code."""
