"""Text rules: the leftovers of a bulk-mail kit, a merge field sent unfilled.

Mass mailers write the greeting as a field the sending tool fills in per address ("Hello %FIRSTNAME%",
"Dear {{name}}", "Dear [Customer Name]"). A scam sent from a rented list of bare addresses, or by a
kit run carelessly, goes out with the field still in it: the sender had no name to put there, so it
never knew who it was writing to. A genuine sender's tool fills it, or the mail says "Dear customer".
Only fields that address the reader count (a name, an e-mail address): a newsletter template's
footer tokens (``%unsubscribe%``, ``*|UNSUB|*``) are the sending platform's business and name no one.
Written from the published merge-tag syntaxes of the common mailing tools, not from any message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# A field that names the reader, in the seven languages (folded text: lower case).
_WHO = (
    r"(?:(?:first|last|full|given|customer|client|user|recipient|contact|sur)[ _-]?name|[fl]?name|e-?mail"
    r"(?:[ _-]?address)?|to[ _-]?e?mail|recipient|nome|primeiro[ _-]?nome|nome[ _-]?(?:do[ _-]?)?cliente"
    r"|vorname|nachname|pr[ée]nom|nom|naam|voornaam|nombre|nome[ _-]?utente|destinat[aá]rio|destinataire)"
)
# The wrappers of the common tools: %FIELD%, %%FIELD%%, {{field}}, {$field}, *|FIELD|*, ##FIELD##, [[field]];
# and a bracketed label of two words ("[Customer Name]"), where one word ("[name]") is a command's syntax.
_FIELD = (
    rf"%%?{_WHO}%%?|\{{\{{ ?{_WHO} ?\}}\}}|\{{\${_WHO}\}}|\*\|{_WHO}\|\*|##{_WHO}##|\[\[ ?{_WHO} ?\]\]"
    r"|\[(?:first|last|full|customer|client|recipient|your) name\]"
)

RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="EMAIL_UNFILLED_FIELD",
        group="claim",
        weight=10,
        description="Sent with a mail merge field left unfilled, as bulk scam mailings are",
        fires=(
            "Hello %FIRSTNAME%, your parcel is waiting",
            "Dear {{ name }}, your account needs attention",
            "Dear [Customer Name], we could not process your payment",
            "Olá *|FNAME|*, seus pontos expiram hoje",
        ),
        quiet=(
            "Hello Anna, your parcel is waiting",
            "To stop these mails click %unsubscribe%",
            "usage: adduser [name] [group]",
            "Set %PATH% before you run the installer",
        ),
        check=gated(_FIELD),
    ),
)
