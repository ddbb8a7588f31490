"""Text rules: a threat to your identity or driving document, in the seven languages.

"Irregularity detected on your tax ID: it will be blocked in 24 hours", "Your driving licence
suspension process is under way", "Your social security number has been suspended": the
government pretext of today's phishing mail and texts. Tax offices, licensing agencies and social
security send no such notice by mail or text, and never suspend a number in a message with a
countdown; a genuine letter names a case you already know and sends you to the agency's own site.
The document's name beside the threat to it is the lure, whatever link or attachment follows (in
many samples none survives: the mail's HTML did not load). Written from the agencies' public
warnings (the US SSA's "suspended SSN" alert, Brazil's Receita Federal and Detran notices, the
EU's consumer advice on fake fines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import fast
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_DOCUMENT = (
    r"(?:\bcpf\b|\bcnh\b|\bssn\b|social security number|driv(?:er'?s?|ing) licen[cs]e|f[üu]hrerschein|steuer-?id"
    r"|steuernummer|permis de conduire|carteira de (?:motorista|habilita[çc][ãa]o)|\bnif\b|\bdni\b|carn[eé]t? de"
    r" conducir|permiso de conducir|codice fiscale|patente di guida|rijbewijs|\bbsn\b|burgerservicenummer)"
)
_THREAT = (
    r"(?:suspen[sd]\w{0,6}|cancel\w{0,6}|bloquead\w{0,2}|bloqueio|blocked|irregular\w{0,6}|unpaid fine|multa"
    r"|infra[çc][ãa]o|gesperrt|sperrung|entzogen|entzug|annul[ée]e?|suspendu|sospes[oa]|bloccat[oa]|geblokkeerd"
    r"|ingetrokken|geschorst|pendente|pendiente|revoked|invalidated)"
)

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_ID_DOCUMENT_THREAT",
        group="fraud",
        weight=25,
        description="Threatens to suspend, block or fine your tax ID or driving licence",
        fires=(
            "Aviso: o seu CPF será bloqueado amanhã. Regularize a situação.",
            "Your Social Security Number has been suspended due to suspicious activity.",
            "Ihr Führerschein wird entzogen, wenn Sie nicht zahlen.",
        ),
        quiet=(
            "Informe o CPF na nota fiscal.",
            "Bring your driving licence to the rental desk.",
            "The meeting was cancelled; the new CPF training starts in May.",
        ),
        check=fast(
            _DOCUMENT + r"[^.!?;,\n]{0,50}?" + _THREAT + r"|" + _THREAT + r"[^.!?;,\n]{0,40}?" + _DOCUMENT, space="flat"
        ),
        category="government",
        advice="Check with the agency itself, on its own site or number typed in yourself; never through the message.",
    ),
)
