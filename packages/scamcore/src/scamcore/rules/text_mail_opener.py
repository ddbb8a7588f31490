"""Text rules: the advance-fee opener, a stranger's money matter with "reply for details" as its only ask.

"a client of mine must move his funds abroad; kindly revert for the details", "a relief grant
is set aside in your name, write back for further details", "about the dormant funds in my bank,
I look forward to your prompt response": the first mail of an advance-fee fraud now says almost
nothing. The long letter with the sums, the dying widow and the fee comes only once the reader
answers, so the opener carries none of the stock phrases the 419 script counts (``text_419``), and
no link or number. What it must still carry is its two parts: a money matter the reader never had
(funds, an inheritance, a donation, a relief package, a transaction of millions) and the ask to
write back to hear the rest. A genuine mail about someone's funds answers a question the reader
asked, in a thread, and says what it is about instead of asking for a reply to say it.

Written from the consumer warnings about advance-fee fraud (FTC, Action Fraud, the FBI's IC3), in
the seven languages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated, requiring
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# The money matter: a thing of the stranger's, not a price or an order of the reader's.
_MATTER = gated(
    r"\b(?:(?:his|her|my|the|pending|unclaimed|dormant) (?:inheritance )?funds?|inheritance|donation of|relief "
    r"(?:package|fund|grant)|compensation (?:fund|payment|package)|consignment|beneficiary|business proposal"
    r"|transaction of|(?:transfer|transferring|move|moving) (?:his|her|my|the|these) funds"
    r"|investment of a (?:substantial|huge|large)|[\d.,]+ ?(?:million|m) (?:us )?(?:dollars|usd|euros?|pounds)"
    r"|(?:usd|us\$|\$|€|£) ?[\d.,]+ ?(?:million|m)\b)"
    r"|\b(?:erbschaft|nachlass|spende von|(?:seine|ihre|meine) gelder|millionen (?:us-)?(?:dollar|euro))"
    r"|\b(?:h[ée]ritage|succession|don de|(?:ses|mes|les) fonds|millions? de (?:dollars|euros))"
    r"|\b(?:heran[çc]a|doa[çc][ãa]o de|(?:seus|meus|os) fundos|indeniza[çc][ãa]o|milh(?:[õo]es|[ãa]o) de "
    r"(?:d[óo]lares|euros))"
    r"|\b(?:herencia|donaci[óo]n de|(?:sus|mis|los) fondos|millones de (?:d[óo]lares|euros))"
    r"|\b(?:eredit[àa]|donazione di|(?:i suoi|i miei) fondi|milioni di (?:dollari|euro))"
    r"|\b(?:erfenis|donatie van|(?:zijn|haar|mijn) (?:geld|fondsen)|miljoen (?:dollar|euro))"
)

# The ask: write back to hear the rest, or write to an address given for it.
_REPLY = gated(
    r"\b(?:kindly (?:reply|respond|get back|revert|contact)|(?:reply|respond|write back|get back to me) (?:to get|to "
    r"receive|for) (?:more |further |full )?(?:details|information|info)|(?:i )?(?:await|am awaiting|am waiting for"
    r"|look forward to) (?:your|ur) (?:urgent |prompt |quick |immediate )?(?:reply|response)|prompt response"
    r"|(?:email|contact|write to) (?:me|us|the (?:foundation|lawyer|bank)) (?:for|to get) (?:more |further )?details"
    r"|(?:contact|email|write to) (?:me|us|the (?:foundation|lawyer|bank)) (?:at|on|via) [\w.+-]+@)"
    r"|\b(?:ich (?:warte|freue mich) auf ihre (?:baldige )?antwort|antworten sie (?:mir )?f[üu]r (?:weitere|mehr) "
    r"(?:details|informationen)|kontaktieren sie (?:mich|uns|die stiftung) unter [\w.+-]+@)"
    r"|\b(?:j'attends (?:votre|ta) r[ée]ponse|r[ée]pondez(?:-moi)? pour (?:plus de|en savoir plus|les) "
    r"(?:d[ée]tails|informations)|contactez(?:-moi| la fondation) (?:[àa]|sur) [\w.+-]+@)"
    r"|\b(?:aguardo (?:a )?(?:sua|tua) resposta|(?:me )?responda para (?:mais|obter mais) "
    r"(?:detalhes|informa[çc][õo]es)"
    r"|entre em contato (?:comigo|com a funda[çc][ãa]o) (?:em|pelo|no) [\w.+-]+@|estou aguardando (?:a )?sua resposta)"
    r"|\b(?:espero (?:su|tu) (?:pronta )?respuesta|responda para (?:m[áa]s|obtener m[áa]s) "
    r"(?:detalles|informaci[óo]n)"
    r"|(?:cont[áa]cteme|escr[íi]bame) (?:a|en) [\w.+-]+@)"
    r"|\b(?:attendo (?:la sua|una sua|la tua) (?:pronta )?risposta|rispondi(?:mi)? per (?:maggiori|ulteriori) "
    r"(?:dettagli|informazioni)|contattami (?:a|su) [\w.+-]+@)"
    r"|\b(?:ik wacht op (?:uw|je) (?:snelle )?antwoord|antwoord (?:mij )?voor meer (?:details|informatie)"
    r"|neem contact (?:met mij|met de stichting) op via [\w.+-]+@)"
)


def _opener(ctx: TextContext) -> str | None:
    """Both parts: the money matter and the ask to write back for the rest."""
    return None if _MATTER(ctx) is None else _REPLY(ctx)


RULES: tuple[Rule[TextContext], ...] = rows(
    Composite(
        id="EMAIL_FUNDS_OPENER",
        group="fraud",
        weight=45,
        description="A stranger's funds, inheritance or donation, and a reply asked for the rest",
        fires=(
            "Good day, I represent a client who wishes to move his funds abroad for investment. "
            "Please kindly revert to receive the full details. Mr. Kemble",
            "A relief grant has been set aside in your name; write back for further details.",
            "Ich wende mich wegen einer Spende von 2 Millionen Euro an Sie. Kontaktieren Sie die Stiftung "
            "unter stiftung.beispiel@example.org",
            "Olá, é sobre uma herança não reclamada no meu banco. Aguardo a sua resposta.",
        ),
        quiet=(
            "Kindly reply with the invoice number so we can refund your order.",
            "The pension fund sent the statement; I look forward to your reply on the budget.",
            "The inheritance papers are with the notary, as you asked; see you on Monday.",
        ),
        unless=("_HAM_QUOTED_REPLY", "_HAM_LIST_FOOTER"),
        check=requiring(_REPLY, _opener),
        category="advance_fee",
        advice="Do not answer: the details that follow end in a fee to pay before money that does not exist.",
    ),
)
