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

from ._mailform import is_one_block
from ._phrases import gated, requiring
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# The money matter: a stranger's money on offer, not a price, an order or a gift of the reader's.
_MATTER = gated(
    r"\b(?:his|her|late client['’]?s?|deceased client['’]?s?|unclaimed|dormant|abandoned) (?:inheritance )?funds?"
    r"|\b(?:pending|unclaimed|an) inheritance|\binheritance (?:funds?|claim|in your name)"
    r"|\b(?:sole |legal )?(?:beneficiary|next of kin) (?:of|to) (?:the|his|her|my|our) (?:late|deceased)"
    r"|\b(?:donation|grant|relief (?:package|fund|grant)|compensation (?:fund|package|payment))(?: of [^.\n]{1,25})? "
    r"(?:to you|for you|in your (?:name|favou?r))|\b(?:donate|award|give) [^.\n]{1,25} to you"
    r"|\b(?:selected|chosen|approved) (?:for|to receive) (?:a |the |this )?(?:donation|grant|relief|compensation)"
    r"|\bconsignment (?:box )?(?:containing|of) (?:money|cash|funds|valuables|gold|dollars)"
    r"|\bdiplomatic (?:box|bag|courier)"
    r"|\btrunk box|\b(?:transfer|transferring|move|moving) (?:his|her|these|this) funds?"
    r"|\binvestment of a (?:substantial|huge|large)|\b(?:huge|large|substantial|considerable) sum of money"
    r"|\b[\d.,]+ ?(?:million|m) (?:us )?(?:dollars|usd|euros?|pounds)"
    r"|\b(?:usd|us\$|\$|€|£|eur|gbp) ?[\d.,]+ ?(?:million|m)\b|\b(?:usd|us\$|\$|€|£|eur|gbp) ?\d{1,3}(?:[,.]\d{3}){2,}"
    r"|\b(?:erbschaft|(?:seine|nachgelassene|herrenlose|nicht beanspruchte) gelder"
    r"|spende (?:von [^.\n]{1,30})?(?:an|f[üu]r) sie|f[üu]r eine spende [^.\n]{0,40}ausgew[äa]hlt"
    r"|[\d.,]+ millionen? (?:us-)?(?:dollar|euro))"
    r"|\b(?:h[ée]ritage|ses fonds|fonds (?:non r[ée]clam[ée]s|dormants|abandonn[ée]s)"
    r"|don (?:de [^.\n]{1,25})?(?:[àa] vous|en votre faveur)|millions? de (?:dollars|euros))"
    r"|\b(?:heran[çc]a|fundos (?:n[ãa]o reclamados|abandonados|inativos)"
    r"|doa[çc][ãa]o (?:de [^.\n]{1,25})?(?:para (?:voc[êe]|o senhor|a senhora)|em seu nome)"
    r"|milh(?:[õo]es|[ãa]o) de (?:d[óo]lares|euros))"
    r"|\b(?:herencia|fondos (?:no reclamados|abandonados|inactivos)"
    r"|donaci[óo]n (?:de [^.\n]{1,25})?(?:para usted|a usted|a su nombre)|millones de (?:d[óo]lares|euros))"
    r"|\b(?:eredit[àa]|fondi (?:non reclamati|abbandonati|inattivi)"
    r"|donazione (?:di [^.\n]{1,25})?(?:a lei|a te|per lei|per te|a suo nome)|milioni di (?:dollari|euro))"
    r"|\b(?:erfenis|(?:niet[- ]opge[eë]iste|slapende) fondsen|donatie (?:van [^.\n]{1,25})?(?:aan u|aan jou|op uw naam)"
    r"|miljoen (?:dollar|euro))"
)

# The ask: write back to hear the rest, or write to an address given for it.
_REPLY = gated(
    r"\b(?:kindly (?:reply|respond|get back|revert|contact (?:me|us)\b)|(?:reply|respond|write back|get back to me) "
    r"(?:to get|to receive|for) (?:more |further |full )?(?:details|information|info)|(?:i )?(?:await|am awaiting"
    r"|am waiting for|look forward to) (?:your|ur) (?:urgent |prompt |quick |immediate )?(?:reply|response)"
    r"|(?:wish for|expect|hope for|need) (?:a |your )?(?:prompt|urgent|quick|immediate) (?:reply|response)"
    r"|(?:email|contact|write to) (?:me|us|the (?:foundation|lawyer|bank)) (?:for|to get) (?:more |further )?details"
    r"|(?:contact|email|write to) (?:me|us|the (?:foundation|lawyer|bank)) (?:at|on|via) [\w.+-]+@)"
    r"|\b(?:ich (?:warte|freue mich) auf ihre (?:baldige )?antwort|antworten sie (?:mir )?f[üu]r (?:weitere|mehr) "
    r"(?:details|informationen)|kontaktieren sie (?:mich|uns|die stiftung) unter [\w.+-]+@)"
    r"|\b(?:j['’]attends (?:votre|ta) r[ée]ponse|r[ée]pondez(?:-moi)? pour (?:plus de|en savoir plus|les) "
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
    """Both parts, in a mail: the money matter and the ask to write back for the rest.

    A text message in one block is left out: "kindly reply" and a sum are a courier's, a bank's or a
    charity's everyday SMS, and the opener is an e-mail's first move (its SMS cousins have their rows).

    The ask first: the rule table scanned for its literals (``requiring``), so a long text is
    searched near their places, where the money matter's ~480 literals are looked for by an
    automaton of its own over the whole text; the ask is absent from most long mails that reach
    here (0.43-0.58 -> 0.16-0.25 ms a 20 kB e-mail). Both are plain searches: the order changes
    no answer.
    """
    if is_one_block(ctx):
        return None
    reply = _REPLY(ctx)
    return None if reply is None or _MATTER(ctx) is None else reply


RULES: tuple[Rule[TextContext], ...] = rows(
    Composite(
        id="EMAIL_FUNDS_OPENER",
        group="fraud",
        weight=45,
        description="A stranger's funds, inheritance or donation, and a reply asked for the rest",
        fires=(
            "Good day, I represent a client who wishes to move his funds abroad for investment.\n\n"
            "Please kindly revert to receive the full details. Mr. Kemble",
            "Dear friend,\n\nyou were selected to receive a donation of $1.5 million from our foundation. "
            "Write back for further details.",
            "Guten Tag,\n\nSie wurden für eine Spende von 2 Millionen Euro ausgewählt. Kontaktieren Sie die Stiftung "
            "unter stiftung.beispiel@example.org",
            "Olá,\n\né sobre uma herança não reclamada no meu banco. Aguardo a sua resposta.",
            "Bonjour,\n\nje suis le banquier de feu M. Rocard ; ses fonds dorment sans héritier. J'attends votre "
            "réponse.",
            "A consignment box containing cash is held in a vault in Madrid in your name.\nI await your urgent reply.",
        ),
        quiet=(
            "Kindly reply with the invoice number so we can refund your order.",
            "The pension fund sent the statement; I look forward to your reply on the budget.",
            "The inheritance papers are with the notary, as you asked; see you on Monday.",
            # everyday mail and texts that carry a sum, a consignment or a beneficiary and a "kindly reply"
            "Thank you for your donation of $25 to the animal shelter.\nKindly reply if you need a tax receipt.",
            "Dear member,\n\nplease update the beneficiary list of your pension plan before March. I await your "
            "reply.\n\nHR team",
            "Three wins in succession for the under-12s!\n\nKindly reply if your child can play on Saturday.",
            "Your consignment AB123 is out for delivery. Kindly contact the driver.",
            "Dear customer,\n\na transaction of INR 2,500 was made on your card. If this was not you, kindly "
            "contact your branch.",
            "Vielen Dank für Ihre Spende von 25 Euro!\nIch freue mich auf Ihre Antwort, falls Sie eine Quittung "
            "brauchen.",
            "Merci pour votre don de 25 euros.\n\nJ'attends votre réponse pour le reçu fiscal.",
            "Obrigado pela sua doação de 25 euros.\n\nAguardo a sua resposta sobre o recibo.",
            "Gracias por su donación de 25 euros.\n\nEspero su respuesta para el recibo.",
            "Grazie per la donazione di 25 euro.\n\nAttendo la sua risposta per la ricevuta.",
            "Bedankt voor uw donatie van 25 euro.\n\nIk wacht op uw antwoord voor de kwitantie.",
            "Hello from a bank in Lisbon: a late client left dormant funds. Kindly revert for details.",
        ),
        unless=("_HAM_QUOTED_REPLY", "_HAM_LIST_FOOTER"),
        check=requiring(_REPLY, _opener),
        category="advance_fee",
        advice="Do not answer: the details that follow end in a fee to pay before money that does not exist.",
    ),
)
