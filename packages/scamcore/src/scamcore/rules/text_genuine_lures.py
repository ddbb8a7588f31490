"""Text rules: a genuine notice's layout lowers the score, unless a lure stands beside it.

The layout (``text_genuine.py``) is what a scam copies least, but a scam can still wrap a lure in
it: a fake alert with a link to another site, a code text that asks you to send the code back, a
"refund" with a payment to make. So each reassuring row here fires only when its type's predicate
did and none of the lures below did (``unless``): an odd link (on neither a brand's own domain nor
the sender's), a request for a secret or to share the code, a payment or money ask, an unusual way
to pay, a number to call pushed with pressure, at once or to cancel the charge, or a known callback
script, a threat, or another story (an app, a prize, a refund, the tax office, a held parcel, a
shortcode to text). "Not you? Call 1800..." on an alert is not a lure by itself: a bank's alert
says it. Where no lure fired, the row's weight is the layout's one reduction
(``scoring.one_layout_reduction``). Only text-message-sized texts are reassured: alerts and codes
are short, and phishing e-mail copies their layout.

A lure in the message's own language counts as one in English: the lure predicates read the
language table's row for the same slot (``ES_ASK_CREDENTIALS`` beside ``TEXT_ASK_CREDENTIALS``),
which run before these rows; only the English ids are declared, as only they exist in every table.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..language import LANGUAGES
from ..once import once_per_key
from ._alert_links import each_mention_after
from ._call_push import CALL_AT_ONCE, alert_not_mine
from ._lang import SLOTS
from ._odd_links import odd_link, user_file
from ._phrases import fast, is_short
from .base import Rule
from .model import Composite, rows
from .table import After, after
from .text_phishing import STRONG_SCRIPTS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["LURES", "RULES", "code_typed_in", "groups_of", "lure_in_language"]

G = "genuine"


def lure_in_language(
    english: tuple[str, ...],
    slots: tuple[str, ...],
    aside: Callable[[TextContext, str, str], bool] | None = None,
) -> Callable[[TextContext], str | None]:
    """Fires with the evidence of the first of ``english`` or of the message language's ``slots`` rows
    (a language with a table of its own: English has none, and "und" none either) that ``aside`` (given
    the row's id and evidence) does not set aside."""

    def check(ctx: TextContext) -> str | None:
        lang = ctx.language
        own = (
            ()
            if lang not in _TABLED
            else tuple(i for i in (f"{lang.upper()}_{s}" for s in slots) if i in _row_ids(lang))
        )
        for rid in (*english, *own):
            f = ctx.hits.get(rid)
            if f is not None and (aside is None or not aside(ctx, rid, f.evidence)):
                return f.evidence or rid
        return None

    # It reads only those hits: the table skips it until one of them fired (``table.after``).
    return after(check, english, maybe=[f"{lang.upper()}_{s}" for lang in LANGUAGES[1:] for s in slots])


def _both(
    first: Callable[[TextContext], str | None], second: Callable[[TextContext], str | None]
) -> Callable[[TextContext], str | None]:
    def check(ctx: TextContext) -> str | None:
        a = first(ctx)
        if a is None:
            return None
        b = second(ctx)
        return None if b is None else f"{a}; {b}"

    return _after_any(check, (first,))


def _first(*checks: Callable[[TextContext], str | None]) -> Callable[[TextContext], str | None]:
    def check(ctx: TextContext) -> str | None:
        for c in checks:
            found = c(ctx)
            if found is not None:
                return found
        return None

    return _after_any(check, checks)


def _after_any(
    check: Callable[[TextContext], str | None], parts: tuple[Callable[[TextContext], str | None], ...]
) -> Callable[[TextContext], str | None]:
    """``check``, which fires only where one of ``parts`` does: when each of those waits for hits
    (``table.after``), it waits for any of theirs; else it runs on every message."""
    if not all(isinstance(p, After) and p.prefix is None for p in parts):
        return check
    gates = [p for p in parts if isinstance(p, After)]
    return after(check, [i for g in gates for i in g.ids], maybe=[i for g in gates for i in g.maybe])


_SECRET = (
    "TEXT_ASK_CREDENTIALS",
    "TEXT_ASK_VERIFY",
    "TEXT_ASK_PERSONAL",
    "TEXT_REPLY_TO_ACTIVATE",
    "_PH_INTL_VERIFY",
    "TEXT_ALERT_ASKS_CARD_SECRET",
)
# A detail the message states rather than asks for: the number written right after its name
# ("from telebirr account number 2519...", "card no. XX1234"), as an alert reports a transfer's parties.
_STATED = re.compile(r"[ :#.'\"]{0,3}(?:no\.? ?)?[\dx*•]")


# "Enter the code" beside what it is for (to authorise a purchase) and the code itself: the card's
# 3-D Secure text, typed where you are paying. Passed on to someone, it is the code-theft ask.
_TYPE_IN = re.compile(
    r"(?:enter|type|introduza|introduzir|digite|digitar|insira|inserir|introduzca|introducir|ingrese|ingresar|"
    r"saisissez|saisir|entrez|inserisci|inserire|digita|geben sie|voer)\b"
)
_PASS_ON = fast(
    r"\b(?:send|tell|give|share|reply|forward|read|envie|enviar|envia|informe|informar|diga|dizer|indique|"
    r"forne[cç]a|partilhe|env[ií]e|d[ií]game|d[ií]ganos|comunique|facilite|envoyez|communiquez|donnez|"
    r"transmettez|dictez|senden|nennen|mitteilen|weitergeben|invia|inviare|comunica|comunichi|dica|dicci|"
    r"stuur|vertel|doorgeven)\b"
)


def code_typed_in(ctx: TextContext, rid: str, evidence: str) -> bool:
    return (
        rid.endswith("_ASK_CREDENTIALS")
        and "_GEN_CODE_PURPOSE" in ctx.hits
        and "_GEN_CODE" in ctx.hits
        and _TYPE_IN.match(evidence.lower()) is not None
        and _PASS_ON(ctx) is None
    )


def _personal_asked(ctx: TextContext) -> str | None:
    """Asks for personal or bank details, unless each place it names one states the number itself."""
    f = ctx.hits.get("TEXT_ASK_PERSONAL")
    if f is None or not f.evidence:
        return None if f is None else "TEXT_ASK_PERSONAL"
    text, needle = ctx.subject, f.evidence.lower()
    at = text.find(needle)
    while at >= 0:
        if _STATED.match(text, at + len(needle)) is None:
            return f.evidence
        at = text.find(needle, at + 1)
    return None


_PAYMENT = (
    "TEXT_ASK_PAYMENT",
    "TEXT_ASK_MONEY",
    "TEXT_ASK_CLAIM",
    "TEXT_PAY_GIFT_CARD",
    "TEXT_PAY_CRYPTO",
    "TEXT_PAY_WALLET",
    "TEXT_PAY_WIRE",
    "TEXT_PREMIUM_RATE",
    "TEXT_MONEY_TO_NUMBER",
    "TEXT_COMBO_MONEY_TO_NAME",
    "TEXT_FEE_DUE",
    # "credited to your a/c..4821 by mistake, return it": a bank reverses its own error
    "TEXT_SENT_BY_MISTAKE",
)
_PAYMENT_SLOTS = ("ASK_PAYMENT", "ASK_MONEY", "ASK_CLAIM", "PAY_GIFT_CARD", "PAY_CRYPTO", "PAY_WIRE", "MONEY_TO_NUMBER")
# A money-transfer company named as the merchant of a card purchase ("compra no comerciante Western Union",
# "purchase at merchant MoneyGram"): the card paid it, nobody is asked to send money through it.
_MERCHANT_WORD = re.compile(
    r"\b(?:merchant|comerciante|comercio|estabelecimento|lojista|commer[cç]ant|h[äa]ndler|esercente|winkelier)"
    r"(?: name)?:? $"
)


def _wire_is_the_merchant(ctx: TextContext, rid: str, evidence: str) -> bool:
    if not rid.endswith("_PAY_WIRE") or not evidence:
        return False
    return each_mention_after(_MERCHANT_WORD, ctx.subject, evidence.lower(), window=30)


_CALL = ("TEXT_CALL_NUMBER", "TEXT_ASK_CALL_BACK")


def _not_asked_to_pay(ctx: TextContext, rid: str, evidence: str) -> bool:
    """A wire service named as the card's merchant, or the alert's own "did not make this transaction" line."""
    return _wire_is_the_merchant(ctx, rid, evidence) or alert_not_mine(ctx, rid, evidence)


_PRESSURE = ("TEXT_URGENCY", "TEXT_DEADLINE", "TEXT_ACCOUNT_THREAT", "TEXT_LEGAL_THREAT")
_PRESSURE_SLOTS = ("URGENT", "DEADLINE", "ACCOUNT_THREAT", "LEGAL_THREAT")
_THREAT = ("TEXT_ACCOUNT_THREAT", "TEXT_LEGAL_THREAT", "_PH_INTL_THREAT", "_PH_INTL_ACTIVITY")
_CALLBACK_SCRIPTS = ("INVOICE_CALLBACK", "INVOICE_CALLBACK_BRAND", "TECH_SUPPORT_CALL", "TECH_SUPPORT_LOCK")
_STORY = (
    "TEXT_MOVE_TO_APP",
    "TEXT_CLAIM_PRIZE",
    "TEXT_CLAIM_REFUND",
    "TEXT_CLAIM_GOVERNMENT",
    "TEXT_DELIVERY_PROBLEM",
    "TEXT_COMBO_FAMILY",
    "TEXT_SHORTCODE",
    "TEXT_PREMIUM_SMALL_PRINT",
    "TEXT_LOAN_OFFER",
    "TEXT_FREE_OFFER",
    "EMAIL_GIVEAWAY_LURE_2",
    "EMAIL_GIVEAWAY_LURE_3",
    "EMAIL_GIVEAWAY_LURE_4",
    "TEXT_BALANCE_SEIZED",
    "TEXT_CRYPTO_SUM_LAPSING",
)
_STORY_SLOTS = (
    "MOVE_TO_APP",
    "CLAIM_PRIZE",
    "CLAIM_REFUND",
    "CLAIM_GOVERNMENT",
    "DELIVERY_PROBLEM",
    "NEW_NUMBER",
)

# The sender's own footer, as opt-out rules make every alert service print it: "Reply STOP to opt out",
# "T&C apply". The premium-rate service's small print states a price or a box ("150p/msg", "£3/wk",
# "PO Box 123"); a footer that states none is no story of its own.
_FOOTER_ONLY = re.compile(r"(?:opt ?out|t ?& ?c['’]?s?|(?:send|txt|text|reply) stop to \d{4,6})")


def _opt_out_footer(ctx: TextContext, rid: str, evidence: str) -> bool:
    return rid == "TEXT_PREMIUM_SMALL_PRINT" and _FOOTER_ONLY.fullmatch(evidence.lower().strip()) is not None


_TABLED = frozenset(LANGUAGES[1:])
"""The languages whose own table has rows for the slots (``text_lang_<code>.py``)."""


@once_per_key
def _row_ids(code: str) -> frozenset[str]:
    """The ids of one language's own table: a slot that language leaves to the English row
    (``MONEY_TO_NUMBER`` in Portuguese) has no row of its own to read."""
    from .text_registry import language_rules  # here: the registry imports this module

    return frozenset(r.id for r in language_rules(code))


def groups_of(slots: tuple[str, ...]) -> frozenset[str]:
    """The groups of the language rows a lure reads by slot: declared, so that the lure runs after
    them in every language's table and reads nothing it did not declare."""
    return frozenset(SLOTS[s].group for s in slots)


_HEADER = re.compile(r"(?:card |account |transaction )?alert\s?:")


_VALID_FOR = re.compile(r"(?:valid|expires?|v[aá]lid[oa]|valable|g[uü]ltig|valido|geldig)\b")


def _not_pushed(ctx: TextContext, rid: str, evidence: str) -> bool:
    """Pressure that pushes no call: "Alert:" heading the text names the message (a bank's "Card
    Alert:", "ALERT: Your account..."), and a code's "valid for 5 mins" beside the code says how long
    the code lasts. Neither rushes the reader to the number; the pressure a call needs is another word."""
    said = evidence.lower().strip()
    if rid == "TEXT_URGENCY":
        return _HEADER.fullmatch(said) is not None
    return rid.endswith("DEADLINE") and "_GEN_CODE" in ctx.hits and _VALID_FOR.match(said) is not None


# What a message can be acted on through: a scam needs one (a link, a number, an address, a way to pay).
_ACTIONS = ("ask", "payment", "channel", "fraud")


def _no_way_to_pay(ctx: TextContext) -> str | None:
    """Asks for a payment and gives no way to make it: no number, address, account to pay into or
    unusual rail, nor any other ask, and no link but to the sender's own site ("Pay at citi.com").
    A reminder leaves the payment to the usual channels, the sender's own site among them; a scam
    has to bring its own, and a site it owns is never the brand's."""
    own_site = "_LINK_PRESENT" in ctx.hits and odd_link(ctx) is None and not any(map(user_file, ctx.links))
    if ("_LINK_PRESENT" in ctx.hits and not own_site) or "_EMAIL_CONTACT_ANY" in ctx.hits:
        return None
    brand_site = own_site and bool(ctx.links) and all(link.official for link in ctx.links)
    for rid, f in ctx.hits.items():
        if own_site and rid == "TEXT_HAS_LINK":
            continue
        if brand_site and (rid == "TEXT_LINK_UNEXPLAINED" or rid.endswith("_LINK_PROMPT")):
            continue  # "log in at citi.com to pay": words that point at a listed brand's own site
        if f.weight > 0 and f.group in _ACTIONS and not rid.endswith("_ASK_PAYMENT"):
            return None
    return ""


LURES = (
    "_LURE_ODD_LINK",
    "_LURE_SECRET",
    "_LURE_PAYMENT",
    "_LURE_CALL",
    "_LURE_CALL_AT_ONCE",
    "_LURE_THREAT",
    "_LURE_STORY",
)
"""The lures any one of which turns the reassurance of a genuine layout off."""

RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_LURE_ODD_LINK",
        group=G,
        weight=0,
        description="A link that is not on a known brand's own domain",
        quiet=(
            "Your A/c XX1234 is debited INR 500.",
            "Track it at https://www.ups.com/track",
            "A/c XX1234 credited ETB 500. Thank you for banking with Abyssinia Bank. Receipt: https://abyssiniabank.com/r",
            "Confirmado QX41KD2. O teu saldo e 1.250,00MT. Baixa a nossa App em https://applink.example/mz",
            "A/c XX1234 credited ETB 500. Balance ETB 900. For feedback https://bit.ly/x9Qz2",
            "INR 199.00 paid on card 3456 via e-mandate ID MX12AB. To manage, visit https://www.mandatehub.in/m",
        ),
        fires=(
            "A/c XX1234 debited ETB 500. Balance ETB 900. Not you? https://bit.ly/x9Qz2",
            "INR 199.00 paid on card 3456 via e-mandate ID MX12AB. To cancel, visit https://www.mandatehub.in/m",
            "Your A/c XX1234 is debited INR 500. Details: https://example-bank.top/x",
            "A/c XX1234 credited ETB 500. Receipt: https://abyssiniabank.com/r",
            "Confirmado QX41KD2. O teu saldo e 1.250,00MT. Baixa a App em https://bit.ly/x9Qz2",
            "Saldo 1.250,00MT. Baixa a App https://applink.example/mz e confirma em https://wallet-check.example/v",
        ),
        check=odd_link,
        reads=frozenset({"TEXT_HAS_LINK", "_GEN_TRANSFER"}),
    ),
    Rule(
        id="_LURE_SECRET",
        group=G,
        weight=0,
        description="Asks for a secret, personal details, or the code back",
        fires=(
            "Your code is 482913. Reply with the code to verify your account.",
            "Avl bal INR 500. Send your account number and date of birth",
            "Para autorizar la compra, introduzca el código 482913 y díganos el código por teléfono",
        ),
        quiet=(
            "Your code is 482913. Do not share it with anyone.",
            "You have received ETB 525.00 from account number 251922222222. Your balance is ETB 543.49",
            "Para autorizar la compra de 80,00 EUR en el comercio ACME, introduzca el código 482913",
        ),
        check=_first(
            lure_in_language(
                tuple(r for r in _SECRET if r != "TEXT_ASK_PERSONAL"), ("ASK_CREDENTIALS", "ASK_VERIFY"), code_typed_in
            ),
            after(_personal_asked, ("TEXT_ASK_PERSONAL",)),
        ),
        reads=frozenset((*_SECRET, "_GEN_CODE_PURPOSE", "_GEN_CODE")),
        reads_groups=groups_of(("ASK_CREDENTIALS", "ASK_VERIFY")),
    ),
    Rule(
        id="_LURE_PAYMENT",
        group=G,
        weight=0,
        description="Asks for a payment or money, or an unusual way to pay",
        fires=(
            "A/c XX1234: pay the fee of INR 50 with a gift card",
            "Your code is 482913. Send the fee by Western Union to release the purchase at merchant ACME",
        ),
        quiet=(
            "INR 500 debited from A/c XX1234",
            "To authorise the purchase at merchant Western Union of EUR 25.90, enter code 482913",
        ),
        check=lure_in_language((*_PAYMENT, *STRONG_SCRIPTS), _PAYMENT_SLOTS, _not_asked_to_pay),
        reads=frozenset(_PAYMENT) | frozenset(STRONG_SCRIPTS) | {"_GEN_ALERT_FACTS", "INVOICE_CALLBACK_BRAND"},
        reads_groups=groups_of(_PAYMENT_SLOTS),
    ),
    Rule(
        id="_LURE_CALL",
        group=G,
        weight=0,
        description="A number to call, pushed with pressure or a known callback script",
        fires=(
            "Urgent: your account will be suspended today. Call 1-800-555-0100 now",
            "Your security plan will automatically renew on 7 Oct for $499. If you wish to cancel, you may do so "
            "by calling our team at +1 (888) 555-0143.",
            "Your account ending 4821 has been debited $399.99 for your Norton renewal. If you did not make this "
            "payment, call +1 (808) 555-0143.",
        ),
        quiet=(
            "INR 500 debited from A/c XX1234. Not you? Call 18001234567",
            "ALERT: Your account XXXX1234 has been debited with TZS 5,000. If not you, call 0800 555 010.",
            "OTP for INR 2,500.00 at ACME on card XX1234 is 482913. Valid for 5 mins. Not you? Call 1800 555 0100",
            # the alert's own "did not make this transaction" line, to the bank's line
            "Your A/c XX1234 has been debited with INR 2,000.00. If you did not make this transaction, call "
            "18001234567.",
        ),
        check=_first(
            lure_in_language(_CALLBACK_SCRIPTS, (), alert_not_mine),
            _both(lure_in_language(_CALL, ("CALL_BACK",)), lure_in_language(_PRESSURE, _PRESSURE_SLOTS, _not_pushed)),
        ),
        reads=frozenset((*_CALLBACK_SCRIPTS, *_CALL, *_PRESSURE, "_GEN_CODE", "_GEN_ALERT_FACTS")),
        reads_groups=groups_of(("CALL_BACK", *_PRESSURE_SLOTS)),
    ),
    Rule(
        id="_LURE_CALL_AT_ONCE",
        group=G,
        weight=0,
        description="A call to make at once, or to cancel the charge: the refund-callback scam's push",
        fires=(
            "Compra aprovada de R$ 2.389,90 no cartão final 4821. Não reconhece? Ligue agora para 0800 591 2117",
            "Card ending 4821 charged $499.00. To cancel this order call 1-888-555-0143",
            "Achat de 499,00 EUR avec la carte 4821. Pour annuler, appelez le 01 23 45 67 89",
            # "immediately", to a toll-free number or to a mobile, to block or to cancel: the refund-callback push
            "Rs.500 debited from A/c XX1234 on 12-11-26. If not done by you, call 18001234567 immediately to block",
            "Rs.500 debited from A/c XX1234 on 12-11-26. If not done by you, call 9876543210 immediately to block",
            "Card ending 4821 charged $499.00. If not you, call 1-888-555-0143 now to cancel the order",
        ),
        quiet=(
            "INR 500 debited from A/c XX1234. Not you? Call 18001234567",
            "If not done by you, call 18001234567 to block your card",
            "Acct XX123 debited with Rs 10. Call 18001234567 for dispute",
        ),
        check=CALL_AT_ONCE,
    ),
    Rule(
        id="_LURE_THREAT",
        group=G,
        weight=0,
        description="A threat to the account or of legal action: an alert informs, it does not threaten",
        fires=("Your card has been blocked. Avl bal INR 500", "Su cuenta será bloqueada. Saldo: 500,00 EUR"),
        quiet=("Your balance is EUR 500",),
        check=lure_in_language(_THREAT, ("ACCOUNT_THREAT", "LEGAL_THREAT")),
        reads=frozenset(_THREAT),
        reads_groups=groups_of(("ACCOUNT_THREAT", "LEGAL_THREAT")),
    ),
    Rule(
        id="_LURE_STORY",
        group=G,
        weight=0,
        description="Another story or push: an app, a prize, a refund, the tax office, a held parcel, a shortcode",
        fires=(
            "You have won a prize! Your code is 482913",
            "Your tax refund of Rs 16,988 is approved, credit to a/c XX6755 shortly",
            "Card XX1234 used for USD 45.00 at ACME. Ringtone club 150p/msg",
        ),
        quiet=(
            "Your code is 482913",
            # an alert service's opt-out footer, which states no price
            "Acme Alert: your account ending 1234 balance is below $1,000.00. Reply STOP to opt out.",
        ),
        check=lure_in_language(_STORY, _STORY_SLOTS, _opt_out_footer),
        reads=frozenset(_STORY),
        reads_groups=groups_of(_STORY_SLOTS),
    ),
    Rule(
        id="_GEN_NO_WAY_TO_PAY",
        group=G,
        weight=0,
        description="Gives no way to act: no link, number, address or way to pay, and no ask but to pay",
        fires=(
            "Your loan EMI of INR 7,450 is due on 12-10-2026",
            "Citi: a minimum payment of $35.00 is due 12/05. Pay at citi.com.",
        ),
        quiet=(
            "Your loan EMI of INR 7,450 is due on 12-10-2026. Pay at https://example-pay.top/p",
            "Citi: a minimum payment of $35.00 is due 12/05. Pay at citi-billing.com.",
            "Your loan EMI of INR 7,450 is due on 12-10-2026. Call 1800 123 4567",
            "Your loan EMI of INR 7,450 is due on 12-10-2026. Pay with an Apple gift card",
        ),
        check=_no_way_to_pay,
        reads=frozenset({"_LINK_PRESENT", "_EMAIL_CONTACT_ANY", "TEXT_HAS_LINK", "_GEN_TRANSFER"}),
        reads_groups=frozenset(_ACTIONS),
    ),
    Rule(
        id="_GEN_MESSAGE_SIZED",
        group=G,
        weight=0,
        description="A text-message-sized text: alerts and codes are short, and e-mail copies their layout",
        fires=("INR 500 debited from A/c XX1234",),
        quiet=("Your statement is ready. " * 60,),
        check=lambda ctx: "" if is_short(ctx) else None,
    ),
    # The reassurance: a genuine layout in a short text, and no lure beside it.
    Composite(
        id="TEXT_GENUINE_TRANSACTION_ALERT",
        group=G,
        weight=-40,
        description="Laid out like a bank's transaction alert, with nothing to click, share or pay",
        fires=(
            "INR 2,340.00 debited from A/c XX7812 on 14-03-25. Avl bal INR 9,115.60. Not you? Call 18005550100",
            "Compra de 25,00 EUR con tarjeta terminada en 1234. Saldo: 300,00 EUR",
        ),
        quiet=(
            "INR 2,340.00 debited from A/c XX7812. Avl bal INR 9,115.60. Verify at https://example-bank.top/v",
            "INR 2,340.00 debited from A/c XX7812. Avl bal INR 9,115.60. Send us your OTP to reverse it",
        ),
        needs=("_GEN_ALERT_FACTS", "_GEN_MESSAGE_SIZED"),
        unless=LURES,
        quote=("_GEN_ALERT_FACTS",),
    ),
    Composite(
        id="TEXT_GENUINE_BILL_REMINDER",
        group=G,
        weight=-30,
        description="Laid out like a bill reminder: an amount due on a date, and no way to pay given",
        fires=(
            "Your home loan EMI of INR 7,450 is due on 12-10-2026",
            "Recordatorio: el pago de 120,00 EUR de su tarjeta vence el 05/09",
            "Your card payment of $120.00 is due on 12/15. Log in at citi.com to make a payment.",
        ),
        quiet=(
            "Your home loan EMI of INR 7,450 is due on 12-10-2026. Pay now at https://example-pay.top/p",
            "Your card payment of $120.00 is due on 12/15. Log in at citi-billing.com to make a payment.",
            "Your electricity bill of INR 2,300 is due on 14-11-2026. Call 98765 43210 to avoid disconnection",
            "Your card payment of USD 300 is due by 05/09. Pay it in Apple gift cards",
            # a file someone shared on a file-sharing brand's site is not the biller's own page
            "Your card payment of $120.00 is due on 12/15. Pay here: https://www.dropbox.com/scl/fi/q7x/pay.html",
        ),
        needs=("_GEN_BILL_DUE", "_GEN_MESSAGE_SIZED", "_GEN_NO_WAY_TO_PAY"),
        unless=tuple(lure for lure in LURES if lure != "_LURE_PAYMENT"),
        quote=("_GEN_BILL_DUE",),
    ),
    Composite(
        id="TEXT_GENUINE_OTP",
        group=G,
        weight=-40,
        description="Laid out like a one-time code text, with nothing to click or send back",
        fires=(
            "482913 is your verification code. Do not share it with anyone.",
            "O seu código de verificação é 482913. Não partilhe este código.",
        ),
        quiet=(
            "Your code is 482913. Do not share it. Confirm at https://example-login.top/c",
            "Your code is 482913. Reply with the code to verify your account.",
        ),
        needs=("_TYPE_OTP", "_GEN_MESSAGE_SIZED"),
        unless=LURES,
        quote=("_TYPE_OTP",),
    ),
    Composite(
        id="TEXT_GENUINE_DELIVERY",
        group=G,
        weight=-20,
        description="A tracking number with a link only to the carrier's own site",
        fires=("UPS: your parcel 1Z999AA10123456784 is out for delivery. Track it at https://www.ups.com/track",),
        quiet=(
            "UPS: your parcel 1Z999AA10123456784 is held. Pay the fee at https://ups-redelivery.top/pay",
            "Your parcel 1Z999AA10123456784 is out for delivery",
        ),
        needs=("_TYPE_DELIVERY_UPDATE", "TEXT_OFFICIAL_LINK", "_GEN_MESSAGE_SIZED"),
        unless=(*LURES, "TEXT_COMBO_DELIVERY", "TEXT_COMBO_TOLL"),
    ),
)
