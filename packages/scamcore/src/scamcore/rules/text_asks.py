"""Text rules: asks. What the message wants from you: a code or password, your details, a payment,
or that you claim something.

Genuine notices often mention the same words in a warning ("never share this code"), so the
credential and payment asks ignore phrases preceded by a negation in the same clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lang import in_plain, plain_first
from ._phrases import fast, is_short, needing, phrase, unnegated
from .base import Rule
from .table import after

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_SECRET_STRONG = (
    r"(?:otp|one[- ]time (?:pin|password|passcode|code)|pin|pin number|password|passcode|"
    r"verification code|security code|auth(?:entication)? code|cvv|cvc|card (?:number|details|info)|"
    r"login (?:details|credentials|info)|credentials|security (?:questions?|answers?)|mother'?s maiden name|"
    r"social security number|ssn|online banking (?:details|password)|seed phrase|recovery phrase|"
    r"secret phrase|private key|12[- ]word)"
)
# Codes that are no secret: "share source code", "send your zip code", "text the area code".
_NOT_A_SECRET = r"(?<!source )(?<!zip )(?<!post )(?<!postal )(?<!area )(?<!country )(?<!dress )"
_SECRET = r"(?:" + _NOT_A_SECRET + r"code|" + _SECRET_STRONG + r")"
_CREDENTIALS = fast(
    r"\b(?:send|share|give|provide|tell|forward|text|disclose|read out|dictate|"
    # "reply to this email with your username and password": the mailbox kit's ask
    r"(?:reply|respond)(?: back| (?:back )?to (?:this|our|the|my) (?:e-?mail|mail|message|text|sms))? with|"
    # "you will be barred after 3 tries with a wrong PIN" asks for no PIN
    r"call (?:us )?with|sms(?![- ]?codes?\b))\b[^!?\n]{0,30}?(?<!wrong )(?<!invalid )(?<!incorrect )\b"
    + _SECRET
    + r"\b"
    r"|\b(?:enter|confirm|update|verify|input|submit|type|re-?enter|validate)\s(?:your|ur|the|in your)\s"
    r"(?:\w+\s)?" + _SECRET_STRONG + r"\b"
)
# A password the message itself hands over (a reminder the reader asked for) is no ask.
# Bounded spaces: a line wrap at most ("given\n above"), and linear however it is searched.
_HANDED_OVER = (
    r"\s{1,4}(?:given|shown|provided|listed|quoted|printed)\s{1,4}(?:above|below|in this (?:e-?mail|message))"
)

_VERIFY = fast(
    r"\b(?:verify|confirm|validate|update|re-?activate|unlock|restore|recover|recovery|re-?confirm|authenticate|unblock|"
    r"unsuspend|reset|re-?validate|reconfirm|review|complete|fix|regain)\s(?:your |ur |the |this |my |all )?"
    r"(?:[$£€]\s?[\d.,]+ |[a-z]+ )?"
    r"(?:account|identity|details|informations?|info|card|payment|billing|address|profile|device|id|wallet|"
    r"kyc|bvn|membership|apple ?id|personal|login|access|credentials|bank|shipping|delivery|data|"
    r"subscription|registration|status|records?|icloud|phone|sim|number|refund|bill|payment method|update|funds?)\b"
    # "secure" asks only with an owner ("secure your account"); "secure access", "secure login" and
    # "secure payment" name a kind of connection, in genuine mail every day
    r"|\bsecure (?:your|ur|my|this|the|these|all) (?:[a-z]+ )?(?:account|identity|details|information|card|payment"
    r"|profile|device|id|wallet|login|access|credentials|bank|data|mailbox|apple ?id|funds?)\b"
    r"|\bsecure (?:[a-z]{1,5} )?(?:funds|money)\b"
    r"|\b(?:verification|validation|confirmation) (?:is |are )?(?:required|needed|pending|system|process|form)\b"
    r"|\bneed (?:your|ur) (?:confirmation|verification|authori[sz]ation)\b"
    r"|\b(?:restricted|suspended|locked|limited|on hold) (?:for|pending) (?:verification|validation|confirmation)\b"
    r"|\b(?:account|id|password|mailbox|e-?mail) (?:\S+ )?(?:needs?|requires?) (?:an? )?(?:verification|validation)\b"
    r"|\b(?:you are|you're|you will be) required to (?:pass|complete|verify|update|confirm|validate)\b"
    r"|\b(?:review|verification|validation|update|action) (?:[a-z]+ ){0,4}(?:is |are )?(?:required|needed)\b"
)

_PERSONAL = fast(
    r"\b(?:date of birth|dob|ssn|social security number|mother'?s maiden|account number|routing number|"
    r"sort code and account|personal (?:details|information|info|data)|bank (?:details|information|info)|"
    r"card (?:details|information|info)|billing (?:details|information|info)|full name and address|"
    r"(?:a )?(?:copy|photo|picture) of (?:your )?(?:id|passport|driver'?s licen[cs]e)|"
    r"(?:full )?names?[ ,/&]{1,3}(?:and )?(?:phone|mobile|home )?(?:address|age|occupation|country|phone|"
    r"mobile) ?(?:number)?[ ,/&]{1,3}(?:and )?(?:address|age|occupation|country|phone|sex))\b"
)

# Words before "your personal information" that make it something kept or taken, not asked for:
# a privacy notice ("committed to protecting your personal information") or a warning about
# malware ("spyware may reveal your personal information").
_GUARDED = (
    r"\b(?:protect(?:s|ed|ing|ion of)|safeguard(?:s|ed|ing)|reveal(?:s|ed|ing)?|expos(?:e|es|ed|ing)|"
    r"steal(?:s|ing)?|stole|theft of|sell(?:s|ing)?|misus(?:e|es|ed|ing)|leak(?:s|ed|ing)?)\b"
    r"(?: (?:all|of|your|their|our|the|his|her|its|sensitive|private|financial|and|other|privacy|security|"
    r"confidentiality)\b){0,5} ?"
)

# A sum in millions is a deal in the news ("buyers to pay $250 million", "when you owe $18.7
# billion"), never the fee a scam asks of its reader.
_MILLIONS = r"[\d.,]*\s?(?:million|billion|bn\b|m\b)"
_PAY = fast(
    r"\b(?:pay|settle|clear|payment of|to pay|must pay|need to pay|required to pay|make (?:a )?payment|"
    r"submit (?:a )?payment|remit)\b[^!?\n]{0,40}?(?:\b|(?=[$£€₦]))(?:fees?|fines?|tolls?|balance|duty|dut(?:y|ies)|"
    r"charges?|amount|bill|invoice|tax|outstanding|due|[$£€₦]\s?\d(?!" + _MILLIONS + "))"
    r"|\b(?:fee|charge|payment|balance|amount|toll|duty|fine)s? (?:of )?(?:usd\s?)?[$£€₦]\s?\d[\d.,]*\s?"
    r"(?:usd\s)?(?:is |has |remains? )?(?:due|outstanding|required|pending|unpaid|owed|needed|payable)"
    r"|\b(?:unpaid|outstanding|overdue|past due) (?!payment (?:history|record))"
    r"(?:balance|amount|fees?|bills?|invoices?|tolls?|charges?|"
    r"payments?|fines?|dues)"
    r"|\byou (?:still )?owe\b(?!\s[$£€₦]?\s?\d" + _MILLIONS + ")"
)

# A payment already made is a receipt's statement, not an ask: "you sent a payment of $64.00", "thank
# you for your payment of $125.00".
_PAID = (
    r"\b(?:you|we|i|they|he|she) (?:have |has |just )?(?:sent|made|received|completed) (?:a |an |the |your )?"
    r"|\bthank(?:s| you) for (?:your |the )?"
)
# ... or said after the sum: "your payment of $125.00 has been received", "payment of $45.00 to ACME
# scheduled for 04/15". A few words may name the payee; none may turn it round ("has not been received",
# "was declined and must be completed", "so your parcel can be scheduled": a verb or a modal there makes
# the participle what is still to happen). Each run is bounded: it is tried after every match of the
# payment family, and an unbounded word there read a long run of letters once per match (quadratic in
# tests/hardening/test_regex_worst_case.py). It starts where the sum or the payment word ends (a digit,
# a separator or a space), and each word list is entered only where a word starts with one of its words'
# first letters: tried at every place of a hostile text, it costs a fifth of what it did.
_NOT_YET = (
    "not",
    "yet",
    "never",
    "failed",
    "unable",
    "due",
    "overdue",
    "outstanding",
    "pending",
    "declined",
    "rejected",
    "refused",
    "returned",
    "must",
    "can",
    "could",
    "should",
    "will",
    "would",
    "shall",
    "may",
    "so",
    "unless",
    "until",
    "if",
    "and",
    "or",
    "be",
    "needs?",
    "required",
    "still",
)
_AUX = ("has been ", "have been ", "was ", "is ", "were ")
_PAID_WORDS = (
    "made",
    "taken",
    "received",
    "successful",
    "processed",
    "posted",
    "completed",
    "credited",
    "deposited",
    "scheduled",
    "confirmed",
)


def _starts(words: tuple[str, ...]) -> str:
    """A class of the words' first letters: the look-ahead that lets a place no word can start at fail at once."""
    return "(?=[" + "".join(sorted({w[0] for w in words})) + "])"


_PAID_AFTER = (
    r"(?=[\d.,\s])[\d.,]{0,24}+\s?(?:(?!" + _starts(_NOT_YET) + "(?:" + "|".join(_NOT_YET) + r")\b)"
    r"[\w&'-]{1,40}+\s){0,6}?"
    + _starts((*_AUX, "successfully", *_PAID_WORDS))
    + "(?:"
    + "|".join(_AUX)
    + ")?(?:successfully )?(?:"
    + "|".join(_PAID_WORDS)
    + r")\b"
    # a payment the bank will make itself on a stated day: an autopay's or a standing order's notice
    r"|(?=[\d.,\s])[\d.,]{0,24}+\s?(?:(?!" + _starts(_NOT_YET) + "(?:" + "|".join(_NOT_YET) + r")\b)"
    r"[\w&'-]{1,40}+\s){0,6}?will be (?:made|processed|paid|debited|taken|collected) on\b"
)

# A person asking for money: "send me £200", "can you transfer it", "I need $300 for rent". Real
# relatives ask too, so alone this stays below caution; with a "new number" story it is the family
# scam (TEXT_COMBO_FAMILY). Offers to pay someone ("I'll send you £20") do not match.
_AMOUNT = r"(?:[$£€₦]\s?\d|\d[\d.,]*\s?(?:pounds|dollars|euros|usd|gbp|eur|quid|bucks|grand)\b)"
_MONEY_ASK = fast(
    r"\b(?:send|transfer|lend|wire|e-?transfer|give|loan) (?:me|us)\b[^.!?\n]{0,25}?"
    + _AMOUNT
    + r"|\b(?:can|could|would|will) (?:you|u) (?:please |pls |quickly )?(?:send|transfer|lend|wire|e-?transfer|loan)"
    r" (?:me|us|it|the money|some money|some cash|the rest)\b"
    r"|\bi (?:urgently |really )?need (?:to borrow )?(?:about |around |some |just )?" + _AMOUNT
)

_CLAIM = fast(
    r"\b(?:(?:to|2|for) claims?|claim (?:your|ur|it|now|the|this|a|code|number|ref|yours|today|back|before|by)|"
    r"(?:redeem|collect) (?:it|yours|now)|redeem (?:\d+ of \d+ |one of (?:our|the) )?(?:prizes|rewards|gifts)|"
    r"(?:redeem|collect) (?:your|ur|the) (?:prize|reward|award|cash|gift|voucher|winnings?|bonus|"
    r"refund|money)|(?:get|receive|release) (?:your|ur|the) (?:prize|reward|award|winnings?|funds?))\b"
    # the tax-refund kit's form: "fill in and submit your tax refund form"
    r"|\b(?:complete|submit|fill(?: out| in)?)(?: and submit)? (?:the |your |this |an? )?(?:[a-z]+ ){0,2}"
    r"(?:tax )?refund (?:request|form|application)\b"
)

# "Call me back" is everyday chat; from someone who says they are the police or an agency it is the
# ask itself: the arrest-warrant and benefits scams move the victim to a phone call.
_CALL_BACK = phrase(
    r"(?:call|contact|text|reach|ring) (?:me|us) back",
    r"call back (?:immediately|urgently|asap|right away|today|now)",
    r"(?:call|contact|reach) (?:me|us|this number) (?:immediately|urgently|asap|right away|today|as soon as)",
    r"get back to (?:me|us) (?:immediately|urgently|asap|right away|today)",
)
_AUTHORITY = ("TEXT_CLAIM_POLICE", "TEXT_CLAIM_GOVERNMENT")


def _call_back(ctx: TextContext) -> str | None:
    """The check itself needs the claim (a rule run outside the table, as run_rules does, has no
    ``after`` gate); ``after`` lets the table skip it."""
    return _CALL_BACK(ctx) if any(rule_id in ctx.hits for rule_id in _AUTHORITY) else None


# The account-takeover relay: someone says a code reached the reader's phone for them ("sent to your
# number by mistake", "the code that just came to your phone") and asks for it. Whoever asks is
# signing in to an account, the reader's own: a code meant for someone else never goes to another
# person's phone. Seven languages, since the table runs on every message.
# A code that opens something else (a door, a discount, a parcel locker) is passed on every day.
_NOT_SIGN_IN = (
    r"(?<!discount )(?<!promo )(?<!voucher )(?<!coupon )(?<!gift )(?<!gate )(?<!door )(?<!alarm )"
    r"(?<!wifi )(?<!locker )(?<!booking )(?<!tracking )(?<!zip )(?<!post )(?<!dress )(?<!source )"
)
_CODE = _NOT_SIGN_IN + r"(?:code|codigo|codice|pin|otp|digits|cijfers|chiffres)"
_ASTRAY = (
    r"(?:by mistake|by accident|accidentally|wrongly|to (?:your|ur) (?:phone|number|mobile|no)|"
    r"(?:came|arrived|went) to (?:your|ur)|on your phone|you (?:just )?(?:got|received)|"
    r"por engano|por erro|por error|por equivocacion|sem querer|par erreur|par accident|"
    r"versehentlich|aus versehen|per errore|per sbaglio|per ongeluk|per abuis|per vergissing)"
)
_CODE_ASTRAY = fast(
    r"\b" + _CODE + r"\b[^.!?\n]{0,60}?" + _ASTRAY + r"|\b" + _ASTRAY + r"[^.!?\n]{0,60}?\b" + _CODE + r"\b"
)
_PASS_IT_ON = fast(
    r"\b(?:send|forward|give|text|share|pass|screenshot) (?:it|that|the code|them|the numbers|the digits)"
    r"(?: back)?(?: to)? (?:me|back|over)\b"
    r"|\b(?:send|give|text|forward) me (?:it|that|the (?:code|numbers|digits|pin|otp))\b"
    r"|\bread (?:it|the code)(?: out)? to me\b"
    r"|\b(?:reenviar?|enviar?|mandar?|passar?)[- ]?(?:mo|ma|me)\b|\b(?:reenviamelo|mandamelo|pasamelo|enviamelo)\b"
    r"|\b(?:renvoie|envoie|transfere|donne)-?(?:le|la)?-?moi\b|\b(?:schick|sende|schicke)(?: ihn| es| den code)? mir\b"
    r"|\b(?:inviamelo|mandamelo|giramelo)\b"
    r"|\bstuur (?:hem|het|de code|die code) (?:door|naar mij|naar me)\b|\bstuur me (?:de|die) code\b"
)


def _code_relay(ctx: TextContext) -> str | None:
    """Both parts, searched without accents ("código", "envíamelo"), in a chat-sized text: in a long
    mail the two could be a page apart and about different things."""
    if not is_short(ctx):
        return None
    m = plain_first(_CODE_ASTRAY, ctx)
    return m if m is not None and plain_first(_PASS_IT_ON, ctx) is not None else None


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_CODE_RELAY",
        group="fraud",
        weight=45,
        description="Says a code reached your phone for someone else, and asks you to pass it on",
        fires=(
            "Hello, I accidentally sent my verification code to your number. Please forward it to me, it's urgent.",
            "Hi mum, can you send me the code that just came to your phone? I need it to log in.",
            "Olá, enviei-te um código por engano, podes reenviar-mo por favor?",
            "Hola, te envié un código por error, ¿me lo reenvías? reenviamelo porfa",
            "Hallo, ich habe dir versehentlich einen Code geschickt, schick ihn mir bitte.",
        ),
        quiet=(
            "Your verification code is 482913. Do not share this code with anyone.",
            "Sorry, I sent you the wrong photo by mistake, please ignore it.",
            "I typed the wrong code by mistake, so the door stayed locked. Call me back later.",
            "If you received a code you did not ask for, someone may be trying to sign in: never send it to anyone.",
            "I accidentally forwarded you the discount code meant for Sarah, could you send it back to me?",
            "Hey! The gate code by accident got changed, the new code is 1234, tell me if it works",
        ),
        check=needing(_code_relay, in_plain(_CODE_ASTRAY), space="plain"),
        category="account",
        advice="Never pass on a code that arrives on your phone: it opens your own account.",
    ),
    Rule(
        id="TEXT_ASK_CREDENTIALS",
        group="ask",
        weight=18,
        description="Asks for a code, PIN, password or card number",
        fires=(
            "Reply with the 6-digit code we sent you",
            "Please reply to this email with your login name and password so we can migrate your account.",
            "Please enter your card number and CVV",
            "Please verify your password provided in this secure form to avoid suspension.",
        ),
        quiet=(
            "Your code is 481516. Do not share it with anyone.",
            "Never give your PIN to anyone",
            "Your SMS code is 583920.",
            "You will be blocked after 3 tries with an incorrect PIN.",  # an operator's own notice
            "Vendors who share source code with the government",
            "Here is the password you asked for: litmus7. On the admin page, enter the password given above.",
        ),
        check=unnegated(_CREDENTIALS, not_before=_HANDED_OVER),
        category="account",
        advice="Never share a one-time code, PIN or password, whoever asks.",
    ),
    Rule(
        id="TEXT_ASK_VERIFY",
        group="ask",
        weight=12,
        description="Asks you to verify, confirm or update your account or details",
        fires=(
            "Please verify your account now",
            "Confirm your billing information to continue",
            "Your account has been restricted pending verification",
            "Your webmail account needs verification",
        ),
        quiet=("We never ask you to verify your account by text", "The meeting time is confirmed"),
        check=unnegated(_VERIFY),
        category="account",
    ),
    Rule(
        id="TEXT_ASK_PERSONAL",
        group="ask",
        weight=8,
        description="Asks about personal, bank or card details",
        fires=(
            "Send your full name, date of birth and account number",
            "We need your card details",
            "To safeguard your personal information, please update it at the link below.",
        ),
        quiet=(
            "Happy birthday to you",
            "What is the number of the bus?",
            "Spyware may report back and reveal your personal information.",
            "Safeguarding your financial and personal information is our priority.",
            "We are committed to protecting the privacy of your personal information.",
        ),
        check=unnegated(_PERSONAL, not_after=_GUARDED),
        category="account",
    ),
    Rule(
        id="TEXT_ASK_PAYMENT",
        group="ask",
        weight=12,
        description="Asks you to pay a fee, fine, toll or balance",
        fires=(
            "Pay the $3.99 redelivery fee today",
            "You have an unpaid balance of $6.80",
            "Your payment of $3.99 has not been received. Pay now to avoid a late fee",
            "Your payment of $2.99 was declined and must be completed within 24 hours",
            "Pay the $1.99 fee so your parcel can be scheduled",
            "Your payment of $2.99 is due. If not paid, a fee will be taken on 11/15.",
        ),
        quiet=(
            "I will pay you back for lunch",
            "Dinner was great, thanks",
            "Investors agree to pay $40 million for the rail company",
            "But when you owe\n$18.7 billion, you get practical",
            "You sent a payment of $64.00 USD to Tom's Bikes.",
            "Thank you for your payment of $125.00. Your new balance is $0.00.",
            "Your payment of $125.00 has been received.",
            "Payment of $45.00 to ACME Utilities scheduled for 04/15 from checking ...1234.",
            "A payment of $120.00 from J DOE was deposited to your account ending 7731.",
            # a bank's alert of a payment already made, and its "not you?" line (issue 19)
            "A payment of £45.00 to ACME LTD was made from your account ending 4821. If you didn't make this payment "
            "call us on 0800 555 0100.",
            "A payment of £62.30 was taken from your account ending 4821 by Direct Debit.",
            # an autopay's notice: the bank makes the payment on the day it states
            "Your automatic payment of $120.00 to your card ending 9981 will be made on 11/15.",
        ),
        check=unnegated(_PAY, not_after=_PAID, not_before=_PAID_AFTER),
        advice="Do not pay through a link or number in an unexpected message.",
    ),
    Rule(
        id="TEXT_ASK_MONEY",
        group="ask",
        weight=12,
        description="Asks you to send or transfer money",
        fires=(
            "Hi Mum, this is my new number, can you send me £200 for rent?",
            "I need $300 today, can you transfer it?",
        ),
        quiet=("I'll send you £20 for the tickets tomorrow", "Do not send money to anyone you have not met"),
        check=unnegated(_MONEY_ASK),
        advice="Before sending money to someone who asks by message, call them on a number you already have.",
    ),
    Rule(
        id="TEXT_ASK_CLAIM",
        group="ask",
        weight=10,
        description="Asks you to claim a prize, reward or refund",
        fires=(
            "Call now to claim your reward",
            "Redeem your prize before Friday",
            "Fill in and submit your tax refund form today",
        ),
        quiet=("He claimed he was busy", "Baggage claim is on level 2"),
        check=_CLAIM,
        category="prize",
    ),
    Rule(
        id="TEXT_ASK_CALL_BACK",
        group="ask",
        weight=8,
        description="Someone claiming to be the police or an agency asks you to call them back",
        fires=(
            "This is Officer Daniels with the sheriff's office, call me back immediately",
            "IRS: contact us back today about your file",
        ),
        quiet=("Call me back when you get this, love you", "This is Officer Daniels, see you at the fair"),
        check=after(_call_back, _AUTHORITY),
        category="government",
        advice="Look up the agency's public number yourself; never call back a number or person from the message.",
    ),
)
