"""Text rules: the attachment lure of mail written in any of the seven languages.

"Your points expire in 24 hours. See how to redeem them in the attached PDF. PDF password: 123":
the notice is only a pointer to a file, and the file is the lure (a sign-in form that runs in the
browser, or malware). Two tricks give it away. The steps are in the attachment rather than in the
mail: a bank or a shop shows its offers and balances in its own app or site. And the file is locked
with a password written in the same mail: the lock keeps mail scanners out, not a thief, since the
key travels with it (a genuine protected statement names a secret you know, such as a birth date,
not a literal code). ``text_email``'s EMAIL_ATTACHMENT_LURE reads the English pointers to a file;
these read the steps and the password in the seven languages. Written from banks' and national
CERTs' public warnings about password-protected attachments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_ADVICE = "Do not open the attachment; check your account in the official app or site, typed in yourself."
_FILE = (
    r"(?:pdf|anexo|anexado|arquivo|attached|attachment|enclosed|anhang|angeh[äa]ngt|beigef[üu]gt|pi[eè]ce jointe"
    r"|ci-joint|adjunto|allegato|bijlage|bijgevoegd)"
)

RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_ATTACH_NAMED",
        group="fraud",
        weight=0,
        description="Mentions an attached file or a PDF",
        fires=("Open the attached PDF",),
        quiet=("See you at the office",),
        check=gated(_FILE),
    ),
    Rule(
        id="_ATTACH_PASSWORD_CODE",
        group="fraud",
        weight=0,
        description="Writes out a password followed by a short numeric code",
        fires=("Senha do PDF: 4471",),
        quiet=("Your password must have 8 characters",),
        check=gated(
            r"\b(?:senha|password|passwort|kennwort|mot de passe|contrase[ñn]a|wachtwoord)(?: [a-z]{1,8}){0,3}"
            r":? ?\d{3,8}\b"
        ),
    ),
    Composite(
        id="EMAIL_ATTACHMENT_PASSWORD",
        group="fraud",
        weight=25,
        description="Gives, in the mail itself, the password of an attached file",
        fires=("Instruções no documento anexo. Senha do PDF: 4471", "Open the attached PDF. Password: 2024"),
        quiet=("Your new password: 123456. Change it after you sign in.", "The PDF is attached."),
        needs=("_ATTACH_PASSWORD_CODE", "_ATTACH_NAMED"),
        category="account",
        advice=_ADVICE,
    ),
    Rule(
        id="EMAIL_ATTACHMENT_STEPS",
        group="ask",
        weight=20,
        description="Sends you to an attached file for how to redeem, release or unlock something",
        fires=(
            "Veja como resgatar seus pontos no arquivo em anexo.",
            "Siga as instruções no documento em anexo.",
            "Follow the instructions in the attached PDF to release your funds.",
        ),
        quiet=("The instructions are in the manual in the box.", "Veja as fotos em anexo."),
        check=gated(
            r"(?:instructions?|steps|see how|learn how)(?: to [a-z]{1,12})?(?: [a-z]{1,10}){0,3} (?:is |are )?in the "
            r"(?:attached|enclosed) (?:pdf|file|document)|(?:refer to|open|check) the attached pdf to"
            r"|(?:veja|saiba) como (?:[a-zçãé]{1,12} ){1,4}(?:no|pelo|atrav[ée]s do) (?:arquivo|pdf|documento)"
            r"(?: pdf)? (?:em )?anex|instru[çc](?:[õo]es|ao)(?: de [a-zçãé]{2,12})? (?:no|em) (?:arquivo |documento )?"
            r"(?:pdf )?(?:em )?anex|siga as instru[çc][õo]es (?:no|do) (?:documento|arquivo|pdf) (?:em )?anex"
            r"|(?:anleitung|anweisungen|schritte) (?:im|in der|finden sie im) (?:angeh[äa]ngten |beigef[üu]gten )?"
            r"(?:pdf|anhang|datei)"
            r"|instructions (?:dans|figurant dans) (?:le |la )?(?:pdf|document|fichier|pi[eè]ce jointe)(?: ci-)?joint?"
            r"|instrucciones (?:en|del) (?:el )?(?:pdf|archivo|documento) adjunto"
            r"|istruzioni (?:nel|nell['’]) ?(?:pdf|file|documento|allegato)"
            r"|instructies in de (?:bijgevoegde|bijlage) ?(?:pdf|bestand|document)?"
        ),
        category="account",
        advice=_ADVICE,
    ),
)
