"""Text rules: the layout of genuine notices, in the seven languages, as weightless predicates.

A bank's alert, a one-time code, a courier's tracking notice have a structure a scam rarely copies
whole, because the structure carries facts the sender alone knows: the last digits of your account
(``XX1234``, ``****1234``, "a/c ending 1234"), the balance after the transaction ("Avl bal",
"saldo", "solde", "Kontostand"), a code given to you beside the warning never to share it, a carrier's
tracking number beside a link to the carrier's own site. The predicates here read that structure;
the ``_TYPE_*`` composites combine it into what a message looks like (``message_type.py`` names
it in the result), and ``text_genuine_lures.py`` lowers the score where no lure stands beside it.

Words alone never make a type: "your account" or "balance" is in every bank phish. Each type needs
two or three parts of the layout together, and an amount or a code in the form a system writes it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..limits import LONG_TEXT
from ._phrases import fast, paired
from .base import Rule
from .model import Composite, rows
from .table import digits

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["MONTH", "RULES"]

G = "dampener"

# Currency as systems write it next to an amount: ISO codes, symbols and the local abbreviations.
_CUR_NAMED = (
    r"rs\.?|inr|₹|usd|us\$|\$|eur|€|£|gbp|chf|r\$|mzn|mt|etb|thb|pkr|kes|ngn|zar|aed|sar|egp|brl|mxn|cop|"
    r"ars|clp|pen|cad|aud|sgd|myr|idr|php|bdt|lkr|npr|ghs|ugx|tzs|jpy|¥|krw|pln|sek|nok|dkk|huf|czk|ron|aoa|"
    r"xof|xaf|mad|kz|tk|tsh|ksh|kshs|rub|₽|omr|kwd|bhd|qar|jod|rwf|zmw|mwk|₦|₱|₺|rm"
)
# the rand's bare "R", only before a figure with its cents: "R1,250.00" (a bare "R 5" is a letter)
_RAND_AHEAD = r"(?= ?\d[\d,]*\.\d\d(?!\d))"
_RAND_CUR = "r" + _RAND_AHEAD
_CUR = rf"(?:{_CUR_NAMED}|{_RAND_CUR})"
_CUR_AFTER = (
    r"(?:€|\$|£|eur|euros?|usd|chf|brl|reais|mzn|mt|meticais|inr|etb|thb|kes|ngn|zar|mxn|cop|ars|aoa|kz|₽|rub|tk|tsh|"
    r"omr|sar|aed|kwd|bhd|qar|egp|jod|pkr|npr|tzs|ugx|ghs"
    # the currency's own name where the alert is written in its own script: baht, rial, pound, rouble
    r"|บาท|ریال|ريال|جنيه|руб\.?)"
)

_AFTER_AMOUNT = rf"(?<![\w.,])\d[\d.,]* ?{_CUR_AFTER}(?!\w)"
# the sum with its decimals and no currency, right after the verb a bank's system writes: "A/C X4821
# debited by 500.0", "credited for 1200.00"
_VERB_AMOUNT = r"\b(?:debited|credited) (?:by|for|with) \d[\d,]*\.\d{1,2}(?![\d.,]?\d)"
_AMOUNT = fast(rf"(?<![\w$]){_CUR} ?\d[\d.,]*|{_AFTER_AMOUNT}|{_VERB_AMOUNT}")
# ``_AMOUNT`` but for the rand, whose bare "r" left the family no literal: a long text was searched
# whole (~1.5 ms a 20 kB e-mail). Without it every alternative has literals.
_AMOUNT_NAMED = fast(rf"(?<![\w$])(?:{_CUR_NAMED}) ?\d[\d.,]*|{_AFTER_AMOUNT}|{_VERB_AMOUNT}")
_RAND_AMOUNT = re.compile(rf"r(?<![\w$]r){_RAND_AHEAD} ?\d[\d.,]*")
"""The rand's amount, led by its "r" (``re`` skips to each "r" in C; the look-behind, before it in
``_AMOUNT``, would have it try every position)."""


def _amount(ctx: TextContext) -> str | None:
    """``_AMOUNT``'s first match. A long text takes the earlier of the named currencies' first match,
    found near their literals, and the rand's: at one start only one of the two can match (the
    currencies written with an "r" have a letter or "$" after it, the rand a space or a digit), and
    the rand comes after every named currency and before the other alternatives, as in ``_AMOUNT``."""
    text = ctx.subject
    if len(text) < LONG_TEXT:
        return _AMOUNT(ctx)
    named = next(_AMOUNT_NAMED.finditer_in(ctx), None)
    rand = _RAND_AMOUNT.search(text)
    if rand is not None and (named is None or rand.start() < named.start()):
        return rand.group(0)
    return None if named is None else named.group(0)


# The last digits of an account or card, the rest masked: what a bank writes and a scammer cannot know.
_CARD_WORD = (
    r"(?:a/?c|acc(?:oun)?t|acct|acc|card|cart[aã]o|conta|cuenta|tarjeta|compte|carte|konto|karte|rekening|"
    r"kaart|rekeningnummer|conto|carta)"
)
_MASK = r"[x*•#]"
_NUMBER_WORD = r"(?: no\.?| number| n[º°o]\.?| nr\.?)?"
# The figures first, then the word naming them: ``paired`` looks ahead for the words' first two
# letters (every "a", "c", "e", "t"... was tried against all fifteen alternatives: 26-52 µs a text message).
_MASKED = paired(
    rf"(?<![\w*•#])(?:{_MASK}{{2,}}|\d{{1,6}}{_MASK}{{2,}})\d{{2,6}}(?!\w)"
    # the middle digits shown and both ends masked: "XXXXX71xx"
    rf"|(?<![\w*•#]){_MASK}{{3,}}\d{{1,4}}{_MASK}{{2,}}(?![\w*•#])",
    rf"{_CARD_WORD}{_NUMBER_WORD} ?[:#]? ?(?:{_MASK}\d{{3,6}}(?!\w)|{_MASK}{{4,}}(?![\w*•#]))"
    # a card named by its last four digits alone: "debit card 5678", "credit card#8016", "Karte 1234"
    r"|\b(?:card|cart[aã]o|tarjeta|carte|karte|carta|kaart|pas)(?: no\.?| number)? ?[:#]? ?\d{4}(?![\d.,]?\d|\w)"
    r"|\b(?:ending|ends) (?:in |with )?\d{3,6}(?!\w)"
    r"|\bterminad[ao] (?:en|em|por) \d{3,6}(?!\w)|\bterminaci[oó]n:? \d{3,6}(?!\w)"
    # the account's last digits after two or three dots: "cheque a/c..4821", "acc ..7731"
    rf"|{_CARD_WORD}{_NUMBER_WORD} ?\.{{2,3}}\d{{3,6}}(?!\w)"
    r"|\b(?:se )?terminant par \d{3,6}(?!\w)"
    r"|\b(?:endet|endend|endung) (?:auf |mit )?\d{3,6}(?!\w)"
    r"|\b(?:che )?termina(?:nte)? (?:con|in|per) \d{3,6}(?!\w)"
    r"|\beindigend (?:op|met) \d{3,6}(?!\w)"
    rf"|{_CARD_WORD}[^\n.]{{0,20}}? final \d{{4}}(?!\w)",
)

# A balance or available limit, followed by the figure: an alert states what is left after it.
_BALANCE = fast(
    r"(?:\b(?:avl|avail(?:able)?|aval|avb|total|current|closing|ledger|new|a/c|account) ?\.? ?"
    # a card's line names the credit: "Avl Cr.Limit", "available credit limit"
    r"(?:cr(?:edit)?\.? ?)?(?:bal(?:ance)?|limit|lmt)\b"
    r"|\bbal(?:ance)?\b|\bsaldo\b|\bsolde\b|\bkontostand\b|\bguthaben\b|\btegoed\b"
    # and "balance" or "available" in the other scripts and languages alerts come in: Russian, Thai,
    # Arabic, Persian, Swahili, Turkish
    r"|\b(?:доступно|остаток|баланс)\b|คงเหลือ|رصيد|مانده|\bsalio\b|\bbakiye)[^\n]{0,30}?\d"
)

# A transaction stated as done, in the words bank systems use.
_TRANSACTION = fast(
    r"\b(?:debited|credited|debit|credit|spent|withdrawn|withdrawal|received|sent|transferred|paid|charged|"
    r"purchase|txn|transaction|deposited|deposit|payment|cr|dr"
    r"|cargo|abono|abonad[oa]|compra|retiro|transferencia|recibiste|recibido|pago|debitad[oa]|acreditad[oa]|"
    r"dep[oó]sito|movimiento"
    r"|creditad[oa]|recebeu|recebid[oa]|transferiu|transfer[eê]ncia|levantamento|pagamento|enviou|movimento|"
    r"transa[cç][aã]o|transac[cç][aã]o"
    r"|d[ée]bit[ée]e?|cr[ée]dit[ée]e?|paiement|achat|retrait|virement|pr[ée]l[eè]vement|op[ée]ration"
    r"|abgebucht|gutgeschrieben|belastet|belastung|zahlung|[uü]berweisung|abhebung|kartenzahlung|umsatz|"
    r"lastschrift"
    r"|addebitat[oaie]|accreditat[oaie]|addebito|accredito|prelievo|bonifico|acquisto|operazione"
    r"|afgeschreven|bijgeschreven|betaling|opname|overboeking|ontvangen|overgemaakt|transactie"
    # what was done with a card or a wallet: used, approved or declined, topped up
    r"|used|approved|declined|cleared|charge|top(?:ped)?[- ]?up|recharged?"
    # a standing instruction carried out, a cheque presented or returned, a direct debit charged
    r"|executed|presented|returned|cargad[oa]|domiciliad[oa]"
    r"|utilizad[oa]|aprobad[oa]|rechazad[oa]|recarga|aprovad[oa]|recusad[oa]|carregamento"
    r"|utilis[ée]e?|approuv[ée]e?|refus[ée]e?|rechargement|verwendet|genehmigt|abgelehnt|aufladung"
    r"|utilizzat[oa]|approvat[oa]|rifiutat[oa]|ricarica|gebruikt|goedgekeurd|geweigerd|opgewaardeerd)\b"
)

# A bank's own reference for a transfer (UPI, IMPS, NEFT, RRN, UTR...), not an order or invoice number.
_REFERENCE = fast(
    r"\b(?:ref(?:erence)?\.? ?(?:no|num(?:ber)?|id)?\.?|utr|rrn|imps|neft|rtgs|upi(?: ref)?|refer[eê]ncia|referencia|"
    r"r[ée]f[ée]rence|referenz|riferimento|kenmerk|transaction number is) ?[:#-]? ?[a-z]{0,6}\d{6,}"
    # a wallet's transaction id, letters and digits mixed: "TxnId: 26452334860211", "TrxID AB12C3D45E"
    # (each look-ahead bounded by the run it looks at, which is at most 20 or 11 long in a match: the
    # same matches, and a window around the family's literals in a long text)
    r"|\bt(?:xn|rx|rans(?:action)?)\.? ?id ?[:#-]? ?(?=[a-z]{0,20}\d[a-z]{0,20}\d[a-z]{0,20}\d)[a-z0-9]{8,20}\b"
    # a mobile wallet's confirmation code: "AB12CD34EF Confirmed.", "Confirmado AB12CD34EF."
    r"|\b(?=[a-z]{0,11}\d[a-z]{0,11}\d)[a-z0-9]{10,11} confirm(?:ed|ado)\b"
    r"|\bconfirmado (?=[a-z]{0,11}\d[a-z]{0,11}\d)[a-z0-9]{10,11}\b"
)

# An amount spent at a merchant: "INR 259.90 spent at TELEGRAM PREMIUM", "$25.00 at ACME on ...".
_AT_MERCHANT = fast(
    rf"(?:{_CUR} ?\d[\d.,]*+|(?<![\d.,])\d[\d.,]{{0,15}} ?{_CUR_AFTER})"
    # a rate is no merchant: "Rs 5,00,000 at 10.5% p.a."
    r"(?: (?:spent|used|paid|charged))? (?:at|@|chez|bei|presso|bij) (?!\d[\d.,]*\s?%)\w"
)

# A code given to you: a code word, then the digits within a few words.
_CODE = fast(
    r"\b(?:otp|pin|passcode|password|code|c[oó]digo|codice|tan|verificatiecode|best[aä]tigungscode|"
    r"sicherheitscode|pincode|mot de passe|senha|contrase[nñ]a)\b[^\d\n]{0,40}?(?<![\w-])[a-z]?-?\d{4,8}(?!\w)"
    r"|(?<![\w-])\d{4,8} (?:is|est|ist|es|[ée]|[èe]|is uw|is je) (?:your|votre|ton|ihr|dein|tu|su|seu|o seu|o teu|"
    r"il tuo|il suo|uw|je|the|le|la|el|o|il|de)\b[^\n]{0,30}?\b(?:code|otp|c[oó]digo|codice|pin)\b"
    # the code after what it is for, amounts and card digits between: "OTP for txn of INR 2,500.00 at
    # ACME on card XX1234 is 482913"
    r"|\b(?:otp|one[- ]time password|code|c[oó]digo|codice)\b[^\n]{0,100}?\b(?:is|est|ist|es|[ée]|[èe]):? "
    r"(?<![\w-])\d{4,8}(?!\w|[,.]\d)"
    # the code to use, then what it is: "Use 482913 as OTP to log in", "Use 482913 as your one-time password"
    r"|\buse \d{4,8} as (?:the |your )?(?:otp|one[- ]time password|verification code|code)\b"
)

# "Never share it": the warning a genuine code text carries.
_DO_NOT_SHARE = fast(
    r"\b(?:do not|don'?t|never|not to) (?:share|give|tell|disclose|forward|reveal|send)\b"
    r"|\b(?:will|would|shall) never (?:ask|call|text|email|request|contact)\b|\bno one (?:from|at) \w+"
    r"|\bno (?:lo |la )?(?:compartas|comparta|compartir|reveles|revele|facilites|facilite)\b"
    r"|\bnunca (?:te |le |lhe )?(?:pediremos|solicitaremos|pedir[aá]|solicitar[aá]|vamos pedir)\b"
    r"|\bn[aã]o (?:o |a )?(?:partilhe|compartilhe|partilhes|compartilhes|divulgue|forne[cç]a|revele|passe|"
    r"partilhar|compartilhar)\b"
    r"|\bne (?:le |la |les )?(?:partagez|communiquez|transmettez|divulguez|donnez)\b"
    r"|\bne (?:jamais|pas) (?:le |la )?(?:partager|communiquer|transmettre|divulguer)\b"
    r"|\bne (?:vous )?(?:demandera|demanderons|demandons) jamais\b"
    r"|\b(?:nicht|niemals|keinesfalls|nie) (?:weiter(?:geben|gegeben|leiten)|teilen|mitteilen|preisgeben)\b"
    r"|\b(?:geben|teilen) sie (?:ihn|diesen|den code|diesen code|diese tan|die tan) (?:nicht|niemals|nie)\b"
    r"|\b(?:gib|teile) (?:ihn|diesen|den code|diesen code) (?:nicht|niemals|nie)\b"
    r"|\bnon (?:condividere|condividerlo|comunicare|comunicarlo|rivelare|divulgare)\b"
    r"|\bnon (?:ti |le |vi )?(?:chiederemo|chieder[aà]|chiediamo) mai\b|\bmai (?:condividere|comunicare)\b"
    r"|\b(?:deel|geef) (?:deze |de |je |uw )?(?:code |pincode )?(?:nooit|niet)\b|\bnooit (?:delen|doorgeven)\b"
    r"|\bniet (?:delen|doorgeven)\b|\b(?:zullen|vragen) (?:je|u) (?:nooit|nimmer)\b"
)

# What the code is for, as a card's 3-D Secure text says it: "to authorise the purchase at ACME of
# EUR 25.90, enter code 123456". A code to type in where you are paying, not to send anyone.
_CODE_PURPOSE = fast(
    r"\b(?:to|para|pour|um|per|om) (?:authori[sz]e|approve|confirm|validate|autorizar|confirmar|validar|aprovar|"
    r"autoriser|valider|confirmer|freizugeben|best[äa]tigen|autorizzare|confermare|convalidare|bevestigen|"
    r"goed te keuren)\b[^.\n]{0,20}?\b(?:purchase|payment|transaction|compra|pago|pagamento|transac\w*|achat|"
    r"paiement|op[ée]ration|zahlung|kauf|einkauf|acquisto|operazione|betaling|aankoop|transactie)\b"
)

# How long the code lasts: systems say it, people asking for a code do not.
_VALIDITY = fast(
    r"\b(?:valid (?:for|till|until|only for)|expires? (?:in|after)|v[aá]lid[oa] (?:por|durante|at[eé]|hasta)|"
    r"caduca en|expira (?:em|en)|valable (?:pendant|\d)|expire dans|g[uü]ltig (?:f[uü]r|bis)|valido per|"
    r"scade tra|geldig (?:voor|tot)|verloopt (?:over|na))\b"
)

# A tracking number, named or in a carrier's own format (UPS 1Z..., the postal S10 form AB123456789CD).
_TRACKING_NAMED = (
    r"\b(?:tracking (?:number|no\.?|id|code)|track(?:ing)? ?#|awb|n[uú]mero de (?:seguimiento|rastreio|"
    r"rastreamento|env[ií]o|seguimento|objeto)|c[oó]digo de (?:rastreio|seguimiento|rastreamento)|"
    r"num[eé]ro de suivi|sendungs(?:nummer|verfolgung)|codice di (?:tracciamento|spedizione)|"
    r"track ?(?:&|and|en) ?trace|volgcode|zendingnummer|trackingnummer)\b"
    r"|\b1z[0-9a-z]{16}\b"
)
_S10 = r"\b[a-z]{2}\d{9}[a-z]{2}\b"
_NAMED_TRACKING = fast(_TRACKING_NAMED)
_S10_FROM_DIGIT = re.compile(r"\d(?<=\b[a-z]{2}\d)\d{8}[a-z]{2}\b")
"""``_S10`` found from its first digit (the match starts two letters before): ``re`` skips to a
digit in C, where the leading ``\b`` and letters had it try the pattern at every letter."""


def _tracking(ctx: TextContext) -> str | None:
    """The first match of ``_TRACKING_NAMED | _S10``: the earlier of the named forms' first match
    and the S10 form's, found from its digits (at one start only one of the two can match: a named
    form has a letter where the S10 form has its first digit). The S10 form has no literal, so the
    family was searched whole: ~1 ms a 20 kB e-mail, where the named forms are found near their literals, and
    ~6 µs on every text message, where one automaton call (``Gated.may_match``) says whether any
    named form's literal is there (on most it is not, and the S10 search skips to digits in C)."""
    text = ctx.subject
    if len(text) < LONG_TEXT:
        named = _NAMED_TRACKING.search(text) if _NAMED_TRACKING.may_match(text) else None
    else:
        named = next(_NAMED_TRACKING.finditer_in(ctx), None)
    s10 = _S10_FROM_DIGIT.search(text)
    if s10 is not None and (named is None or s10.start() - 2 < named.start()):
        return text[s10.start() - 2 : s10.end()]
    return None if named is None else named.group(0)


# A date as a statement writes it: 12-10-2026, 05/09, 2025-09-05, "5 Sep", "05-Oct-26", "Sept 5", "5 de setembro".
MONTH = (
    r"(?:jan|feb|fev|fév|mar|mär|apr|abr|avr|mai|may|mag|mei|jun|jui|giu|jul|lug|aug|ago|aoû|sep|set|oct|okt|"
    r"ott|out|nov|dec|dez|dic|déc)[a-zéû]*"
)
_DATE = (
    rf"(?:\d{{1,2}}[-/.]\d{{1,2}}(?:[-/.]\d{{2,4}})?|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}(?:st|nd|rd|th|er)? (?:de |di )?"
    rf"{MONTH}|\d{{1,2}}-{MONTH}(?:-\d{{2,4}})?|{MONTH}\.? \d{{1,2}}\b)"
)

# A payment due on a stated date: the bill or card statement reminder ("an EMI of INR 7,450 is due on
# 12-10-2026", "vence el 05/09", "fällig am 05.09."). A date, not "today": the reminder names it.
_DUE_DATE = fast(
    rf"\b(?:due|payable)(?: date)?(?: (?:on|by|before))?:? ?{_DATE}"
    rf"|\bvence(?:r[aá])?(?: (?:el|em|a|no dia|o dia))? {_DATE}"
    rf"|\b(?:fecha|data) (?:l[ií]mite )?(?:de )?(?:vencimiento|vencimento|pago|pagamento):? ?(?:em |el |a )?{_DATE}"
    rf"|\b(?:[ée]ch[ée]ance|[àa] (?:r[ée]gler|payer) avant|pr[ée]lev[ée]e? le)(?: (?:du|le|au))?:? ?{_DATE}"
    rf"|\bf[äa]llig(?:keit)?(?: (?:am|bis|zum))?:? ?{_DATE}"
    rf"|\b(?:scade|scadenza|da pagare entro)(?: (?:il|entro il|al))?:? ?{_DATE}"
    rf"|\b(?:vervalt|vervaldatum|te betalen voor)(?: (?:op|de))?:? ?{_DATE}"
    # a debit announced for a stated date: a mandate's or an instalment's pre-debit notice
    r"|\b(?:will|shall) be (?:auto[- ]?)?(?:debited|deducted|charged|collected|taken)\b"
    rf"(?:[^.\n]|\.\d){{0,50}}? on {_DATE}"
    rf"|\bser[aá] (?:debitad[oa]|cobrad[oa]|descontad[oa])\b(?:[^.\n]|\.\d){{0,50}}? (?:el|em|a|no dia) {_DATE}"
    rf"|\bwird\b(?:[^.\n]|\.\d){{0,50}}? am {_DATE}\.? (?:abgebucht|eingezogen|belastet)"
    rf"|\bverr[aà] (?:addebitat[oa]|prelevat[oa])\b(?:[^.\n]|\.\d){{0,50}}? il {_DATE}"
    rf"|\bwordt\b(?:[^.\n]|\.\d){{0,50}}? op {_DATE} (?:afgeschreven|ge[ïi]ncasseerd)"
)

# An appointment with its date or time, as a booking system writes it.
_APPOINTMENT = fast(
    r"\b(?:appointment|appt|booking|cita|rendez-vous|rdv|termin|appuntamento|afspraak|consulta|"
    r"marca[cç][aã]o)\b[^\n]{0,80}?(?:\b\d{1,2}[:h.]\d{2}\b|\b\d{1,2} ?(?:am|pm)\b|\b\d{1,2}[/.-]\d{1,2}\b)"
)

# How to stop marketing texts or mail: what a sender bound by opt-out rules must print.
_OPT_OUT = fast(
    r"\b(?:reply|text|send|sms) stop\b|\bstop (?:to|al|au|an|para|per|naar) \d{3,6}\b|\bstop to (?:opt|end|unsub)"
    r"|\bunsubscribe\b|\bopt[- ]out\b|\bt ?& ?c'?s? apply\b|\bterms apply\b|\bbaja al? \d{3,6}\b|\bdarse de baja\b|"
    r"\bse d[ée]sabonner\b|\bd[ée]sinscri|\babmelden\b|\babbestellen\b|\bdisiscriviti\b|\bcancella l'iscrizione\b|"
    r"\bafmelden\b|\buitschrijven\b|\bresponda (?:sair|parar)\b|\bdescadastr"
)


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_GEN_AMOUNT",
        group=G,
        weight=0,
        description="An amount with its currency",
        fires=(
            "INR 1,101.53 debited",
            "Recebeu 1.500,00 MT",
            "Zahlung von 25,00 EUR",
            "500.00 บาท",
            "1,500 ریال",
            "RM 120.00 debited",
            "R1,250.00 paid",
            "A/C X4821 debited by 500.0 on date 14Nov26",
        ),
        quiet=("Call me at 5 tomorrow", "Room 101, floor 2", "Meet at R 5", "Your score was debited by 5 points"),
        check=digits(1, _amount),  # every alternative holds a digit: most text messages hold none
    ),
    Rule(
        id="_GEN_MASKED_NUMBER",
        group=G,
        weight=0,
        description="An account or card number with all but its last digits masked",
        fires=(
            "Your A/c XX1234 is debited",
            "card ****1234 used",
            "a/c ending 1234",
            "Konto endend auf 4521",
            "cartão final 1234",
            "A/C x9012",
            "Your A/c ###439 is debited",
            "Your account no. XXXXXXX has been credited",
            "HSBC Debit Card XXXXX71xx",
            "approved on debit card 5678 at ACME",
            "your credit card#8016",
            "R1,250.00 paid from cheque a/c..4821",
            "con tu tarjeta terminación 4821",
        ),
        quiet=(
            "Visit www.xxx.org",
            "Your account 12345678 is locked",
            "room xx at 10",
            "Order #1234 shipped",
            "Your card 12345678 is locked",
            "a gift card 1000.50",
            "see the card... 2026 was a good year",
        ),
        check=_MASKED,
    ),
    Rule(
        id="_GEN_BALANCE",
        group=G,
        weight=0,
        description="A balance or available limit with its figure",
        fires=(
            "Avl bal: INR 400.20",
            "Saldo disponível 1.200,00 MT",
            "Solde: 320,00 EUR",
            "Bal Rs 7517.94",
            "Доступно 1200,00 ₽",
            "คงเหลือ 1,200.00 บาท",
            "رصيدك الحالي 120.500",
            "Avl Cr.Limit is AED 9,000.00",
            "Available credit limit: USD 4,250.00",
        ),
        quiet=("Check your balance now", "Keep your balance on the ice"),
        check=_BALANCE,
    ),
    Rule(
        id="_GEN_TRANSACTION",
        group=G,
        weight=0,
        description="A transaction stated as done",
        fires=(
            "INR 500 debited",
            "virement de 100 EUR",
            "Abbuchung: 20 EUR abgebucht",
            "Betaling ontvangen",
            "Card XX1234 used at ACME",
            "Wallet topped up with KES 500",
            "Compra aprobada",
            "Standing instruction of INR 2,000.00 executed",
            "Recibo de 62,30 EUR cargado en su cuenta",
        ),
        quiet=("See you at the gym", "The user manual is attached"),
        check=_TRANSACTION,
    ),
    Rule(
        id="_GEN_REFERENCE",
        group=G,
        weight=0,
        description="A bank's reference number for a transfer",
        fires=(
            "UPI Ref no 232135417634",
            "IMPS:ABCDEF123456",
            "Referência: 44812093",
            "TxnId: 31415926535",
            "QX7B2LM94K Confirmed. Tsh2,000.00 sent",
        ),
        quiet=("Order #12345 shipped", "Reference 12", "Transaction ID: pending", "Confirmed: see you at 10"),
        check=_REFERENCE,
    ),
    Rule(
        id="_GEN_AT_MERCHANT",
        group=G,
        weight=0,
        description="An amount spent at a merchant",
        fires=("INR 259.90 spent at TELEGRAM PREMIUM", "A transaction of $25.00 at ACME"),
        quiet=("Send INR 500 to this number", "Meet at 5", "A loan of Rs 5,00,000 at 10.5% p.a."),
        check=_AT_MERCHANT,
    ),
    Rule(
        id="_GEN_CODE",
        group=G,
        weight=0,
        description="A code given in the message",
        fires=(
            "Your verification code is 482913",
            "482913 is your login code",
            "O seu código: 482913",
            "482913 is the OTP to add a payee",
            "OTP for your txn of INR 2,500.00 at ACME on card XX1234 is 482913",
            "Use 482913 as OTP to log in to NetBanking",
        ),
        quiet=("The code for the door changed", "Send me the code", "The code of conduct is 12 pages long"),
        check=_CODE,
    ),
    Rule(
        id="_GEN_DO_NOT_SHARE",
        group=G,
        weight=0,
        description="The warning never to share a code",
        fires=(
            "Do not share it with anyone",
            "Não partilhe este código",
            "No compartas este código",
            "Ne le partagez avec personne",
            "Geben Sie den Code nicht weiter",
            "Non condividere il codice",
            "Deel deze code nooit",
        ),
        quiet=("Share the photos with me", "Please send it to me"),
        check=_DO_NOT_SHARE,
    ),
    Rule(
        id="_GEN_CODE_PURPOSE",
        group=G,
        weight=0,
        description="What a code is for: to authorise a purchase or payment",
        fires=(
            "To authorise the purchase at ACME, enter code 482913",
            "Para autorizar a compra efetuada no comerciante ACME, introduza o código 482913",
            "Pour valider le paiement, saisissez le code 482913",
        ),
        quiet=("Send us the code to cancel the refund", "The purchase was authorised"),
        check=_CODE_PURPOSE,
    ),
    Rule(
        id="_GEN_CODE_VALIDITY",
        group=G,
        weight=0,
        description="How long a code stays valid",
        fires=("Valid for 10 minutes", "Válido por 5 minutos", "gültig für 15 Minuten"),
        quiet=("Your passport is valid",),
        check=_VALIDITY,
    ),
    Rule(
        id="_GEN_TRACKING",
        group=G,
        weight=0,
        description="A parcel's tracking number",
        fires=("Tracking number: 1Z999AA10123456784", "Número de seguimiento AB123456789ES", "Sendungsnummer 123"),
        quiet=("Your parcel is waiting",),
        check=_tracking,
    ),
    Rule(
        id="_GEN_DUE_DATE",
        group=G,
        weight=0,
        description="A payment due on a stated date, as a bill or card statement reminder states it",
        fires=(
            "Your loan EMI of INR 7,450 is due on 12-10-2026",
            "El pago de su tarjeta vence el 05/09",
            "Votre échéance de 45,00 EUR sera prélevée le 05/09",
            "Der Betrag ist fällig am 05.09.2026",
            "Minimum due: Sept 5",
            "Your instalment of INR 2,150.00 shall be auto-debited on 18-Nov-26",
            "El importe de 45,00 EUR será cobrado el 05/09",
            "Der Betrag von 45,00 EUR wird am 05.09. abgebucht",
            "A payment of £45.00 by Direct Debit will be taken from your account ending 4821 on 01/12/2026",
        ),
        quiet=(
            "The report is due tomorrow",
            "Pay the fee today",
            "Due to the strike the office is closed",
            "Your account will be charged a fee if you do not pay today",
        ),
        check=_DUE_DATE,
    ),
    Rule(
        id="_GEN_APPOINTMENT",
        group=G,
        weight=0,
        description="An appointment with its date or time",
        fires=("Reminder: your appointment on 12/03 at 10:30", "Rappel: rendez-vous le 12/03 à 10h30"),
        quiet=("Book an appointment today",),
        check=_APPOINTMENT,
    ),
    Rule(
        id="_GEN_OPT_OUT",
        group=G,
        weight=0,
        description="How to stop marketing messages",
        fires=("Reply STOP to opt out", "T&C apply", "Para darse de baja responda BAJA"),
        quiet=("Stop calling me",),
        check=_OPT_OUT,
    ),
    # What a message looks like (message_type.py reads these, in its own order).
    Composite(
        id="_TYPE_OTP",
        group=G,
        weight=0,
        description="Looks like a one-time code: a code, with the warning not to share it, its validity or purpose",
        fires=(
            "Your verification code is 482913. Do not share it with anyone.",
            "To authorise the purchase of EUR 25.90 at ACME, enter code 482913.",
        ),
        quiet=("Your verification code is 482913.",),
        needs=("_GEN_CODE", ("_GEN_DO_NOT_SHARE", "_GEN_CODE_VALIDITY", "_GEN_CODE_PURPOSE")),
    ),
    Composite(
        id="_GEN_TRANSFER",
        group=G,
        weight=0,
        description="A transaction stated as done, with a masked account, a bank's reference or a merchant",
        fires=("INR 500.00 debited from A/c XX1234", "Rs 10 debited, UPI Ref 232135417634"),
        quiet=("INR 500.00 debited", "Send INR 500 to this number now"),
        needs=("_GEN_TRANSACTION", ("_GEN_MASKED_NUMBER", "_GEN_REFERENCE", "_GEN_AT_MERCHANT")),
    ),
    Composite(
        id="_GEN_ALERT_FACTS",
        group=G,
        weight=0,
        description="An amount, with a balance or a transfer's details: what a transaction alert reports",
        fires=(
            "INR 500.00 debited from A/c XX1234 on 02-12-25. Avl bal INR 4,000.00",
            "Compra de 25,00 EUR con tarjeta terminada en 1234. Saldo: 300,00 EUR",
            "Confirmado. O teu saldo é 3,764.50MT aos 8/8/23",
        ),
        quiet=("Your account 12345678 has been debited. Call us.", "Send INR 500 to this number now"),
        needs=("_GEN_AMOUNT", ("_GEN_TRANSFER", "_GEN_BALANCE")),
    ),
    Composite(
        id="_GEN_BILL_DUE",
        group=G,
        weight=0,
        description="An amount due on a stated date: a bill or statement reminder",
        fires=("Your loan EMI of INR 7,450 is due on 12-10-2026", "Fattura di 45,00 EUR in scadenza il 05/09"),
        quiet=("Your loan EMI is due on 12-10-2026", "Pay INR 7,450 today"),
        needs=("_GEN_AMOUNT", "_GEN_DUE_DATE"),
    ),
    Composite(
        id="_TYPE_TRANSACTION_ALERT",
        group=G,
        weight=0,
        description="Looks like a transaction, balance or payment-due alert",
        fires=(
            "INR 500.00 debited from A/c XX1234 on 02-12-25. Avl bal INR 4,000.00",
            "Your loan EMI of INR 7,450 is due on 12-10-2026",
        ),
        quiet=("Your account 12345678 has been debited. Call us.", "Send INR 500 to this number now"),
        needs=(("_GEN_ALERT_FACTS", "_GEN_BILL_DUE"),),
    ),
    Composite(
        id="_TYPE_DELIVERY_UPDATE",
        group=G,
        weight=0,
        description="Looks like a delivery update: a tracking number",
        fires=("Your parcel 1Z999AA10123456784 is out for delivery",),
        quiet=("Your parcel is out for delivery",),
        needs=("_GEN_TRACKING",),
    ),
    Composite(
        id="_TYPE_APPOINTMENT",
        group=G,
        weight=0,
        description="Looks like an appointment reminder",
        fires=("Reminder: your appointment on 12/03 at 10:30",),
        quiet=("Book an appointment today",),
        needs=("_GEN_APPOINTMENT",),
    ),
    Composite(
        id="_TYPE_MARKETING",
        group=G,
        weight=0,
        description="Looks like marketing: it says how to opt out",
        fires=("50% off all shoes this weekend! Reply STOP to opt out",),
        quiet=("50% off all shoes this weekend!",),
        needs=("_GEN_OPT_OUT",),
    ),
)
