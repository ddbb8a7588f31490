"""Text rules: fraud scripts. Advance-fee (419), lottery awards, sextortion, fake renewals, tech support.

Each script is told in stock phrases that are harmless one at a time ("God bless", "beneficiary",
"kindly"), so they are weightless predicates (ids starting with ``_``) and only their *count*
scores, in graded tiers, as in SpamAssassin's ``20_advance_fee.cf``: ``ADVANCE_FEE_2/3/5/8``. The
tiers are gated by marks of genuine mail (a quoted reply thread, a mailing-list footer, a newsletter
unsubscribe block): a discussion that quotes a scam, or a newsletter about fraud, has many of the
phrases but is not itself a scam.

Speed: e-mails run to 20 kB, and a regex that starts with ``\\b`` or an alternation is tried at every
position (~0.2-0.4 ms per pattern on 20 kB; a hundred of them would cost tens of ms). So each phrase
check names plain-substring *gates* that any match must contain; the rule table (table.py) finds
every gate of every rule in one Aho-Corasick pass and skips the checks whose gates are absent, and
a check that runs searches only in windows around its gates' occurrences, on a whitespace-collapsed
copy of the text (so line wraps do not split phrases). Gaps between words are bounded and no
quantifier is nested: nothing backtracks badly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..limits import LONG_TEXT
from ..spans import merge_spans
from ._phrases import needing
from .base import Rule, per_context
from .model import Composite, Discount, Member, Row, Script, Tier, rows
from .prefilter import Prefilter
from .table import finditer_near
from .text_claims import OTHERS_CONGRATULATED

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["GENUINE_MARKS", "RULES", "Check", "flat_text", "gated", "ham_context"]

Check = Callable[["TextContext"], "str | None"]


_REACH = 120
"""Characters searched either side of a gate: longer than any match of a gated pattern."""
_MAX_GATE_HITS = 12
"""Occurrences of one gate looked at: bounds the cost of a text repeating a common word."""
# Below LONG_TEXT, a check whose words occur searches the whole text: cheaper than finding windows.


def _windows(text: str, gates: tuple[str, ...], reach: int) -> list[tuple[int, int]]:
    """Merged spans of ``reach`` characters around every occurrence of a gate, in text order."""
    spans: list[tuple[int, int]] = []
    for g in gates:
        i = text.find(g)
        seen = 0
        while i != -1 and seen < _MAX_GATE_HITS:
            spans.append((max(0, i - reach), i + len(g) + reach))
            i = text.find(g, i + len(g))
            seen += 1
    return merge_spans(spans)


@per_context  # every gated rule and the rule table's scan share it
def flat_text(ctx: TextContext) -> str:
    """The folded text with every run of whitespace made one space, so phrases survive line wraps."""
    return " ".join(ctx.subject.split())


class _Gated:
    """A check searching ``regex`` in the flat text, only where it can match."""

    __slots__ = ("_derived", "gates", "reach", "rx")

    def __init__(self, regex: str, gates: tuple[str, ...], reach: int) -> None:
        self.rx = re.compile(regex)
        self.gates = gates
        self.reach = reach
        # The rule table skips this check unless one of the prefilter's literals occurs in the flat
        # text (table.py). Literals derived from the regex are exact and longer than hand-written
        # gates would be (a gate "hi" is in "this" and "which"; the regex's own "hi " is not);
        # gates are written only for a pattern the derivation cannot read.
        # Derived on first use, so that only the tables a process runs pay for it.
        self._derived: Prefilter | None | bool = False

    @property
    def derived(self) -> Prefilter | None:
        if self._derived is False:
            self._derived = Prefilter.of(self.rx, space="flat")
        return self._derived if isinstance(self._derived, Prefilter) else None

    @property
    def prefilter(self) -> Prefilter:
        derived = self.derived
        if derived is not None:
            return derived
        if not self.gates:  # an empty prefilter would make the table skip the rule on every text
            raise ValueError(f"no literals can be derived from {self.rx.pattern[:60]!r}: give it gates")
        return Prefilter(frozenset(self.gates), None, space="flat")

    def __call__(self, ctx: TextContext) -> str | None:
        text = flat_text(ctx)
        pf = self.derived
        if pf is not None:
            found = None if len(text) < LONG_TEXT else finditer_near(ctx, self.rx, text, pf, "flat")
            m = self.rx.search(text) if found is None else next(found, None)
            return None if m is None else m.group(0)
        for start, end in _windows(text, self.gates, self.reach):
            m = self.rx.search(text, start, end)
            if m is not None:
                return m.group(0)
        return None


def gated(regex: str, *gates: str, reach: int = _REACH) -> _Gated:
    """A check searching ``regex`` in the flat text, only where it can match.

    The rule table skips the check when none of the literals derived from ``regex`` occurs in the
    message (``Prefilter.of``), and a long message is searched near them only. Only a regex the
    derivation cannot read names ``gates`` (plain substrings every alternative contains): the check
    then searches ``reach`` characters around each occurrence of one.
    """
    return _Gated(regex, gates, reach)


GENUINE_MARKS = ("_HAM_QUOTED_REPLY", "_HAM_LIST_FOOTER", "_HAM_NEWSLETTER", "_HAM_SIGNATURE")
"""The predicates of marks of genuine mail (below): a quoted thread, a list footer, a signature, a
newsletter block."""


def ham_context(ctx: TextContext) -> bool:
    """True when the text carries marks of genuine mail: a quoted thread, a list footer, a newsletter."""
    return any(h in ctx.hits for h in GENUINE_MARKS)


# --- ham markers ----------------------------------------------------------------------------------

_QUOTE_LINE = re.compile(r"(?m)^[ \t]{0,4}[>|]")
_QUOTED_HEADER = re.compile(r"(?m)^[ >|]{0,6}from: [^\n]{3,100}\n[ >|]{0,6}(?:date|sent|to|subject): ")
# A mailing-list tag opening the subject ("[dev-list] ..."), unless it is a word phishing uses as a tag.
_LIST_TAG = re.compile(r"(?:re|fwd?|aw)?:? ?\[([a-z0-9_.-]{2,24})\]")
_NOT_A_LIST = re.compile(
    r"action|alert|important|urgent|secure|notice|notif|warning|activity|update|info|reminder|external|"
    # "spam" as a word is a filter's tag ([SPAM]); a list about filters ([Spambayes]) is a list
    r"ext|suspicious|verify|security|attention|message|mail|account|pay|bank|apple|wallet|crypto|spam(?![a-z])"
)
_WROTE = re.compile(r"(?:on |at )[^\n]{4,80}wrote:|[a-z\]>)] wrote:")


def _quoted_reply(ctx: TextContext) -> str | None:
    text = ctx.subject
    for marker in ("-----original message-----", "----- original message -----", "-----forwarded message"):
        if marker in text:
            return marker
    if ">" in text or "|" in text:
        quoted = _QUOTE_LINE.findall(text)
        if len(quoted) >= 3:
            return f"{len(quoted)} quoted lines"
    i = text.find("from: ")
    if i != -1:
        m = _QUOTED_HEADER.search(text, max(0, i - 8), i + 240)
        if m is not None:
            return "quoted message header"
    i = text.find("wrote:")
    if i != -1:
        m = _WROTE.search(text, max(0, i - 100), i + 6)
        if m is not None:
            return m.group(0)
    return None


_LIST_FOOTER_TEXT = gated(
    r"mailing list|/listinfo|/mailman/|list-unsubscribe|list archives?|unsubscribe from this (?:list|group)|"
    r"you are (?:currently )?subscribed to|to unsubscribe,? (?:send|e-?mail|visit|go)|yahoo! groups|"
    r"sourceforge\.net/lists|groups\.google|digest (?:mode|version)|-request@|majordomo|listserv"
)


_SIG_SEPARATOR = re.compile(r"(?m)^-- ?$")
_SIGNATURE_CHARS = 600  # longer than any signature: four lines of name, address and a quote


def _signature(ctx: TextContext) -> str | None:
    """The "-- " line mail clients put before a signature (RFC 3676); bulk scam mail rarely has it.
    A signature closes a message: a "--" line followed by a whole letter, longer than what came
    before it (a scam letter opening under a rule), separates no signature."""
    text = ctx.subject
    if "\n--" not in text:
        return None
    separators = list(_SIG_SEPARATOR.finditer(text))
    if not separators:
        return None
    last = separators[-1]
    after = len(text) - last.end()
    return None if after > last.start() and after > _SIGNATURE_CHARS else "-- "


def _list_marks(ctx: TextContext) -> str | None:
    m = _LIST_TAG.match(ctx.subject)
    if m is not None and _NOT_A_LIST.search(m.group(1)) is None:
        return m.group(0)
    return _LIST_FOOTER_TEXT(ctx)


_list_footer = needing(_list_marks, frozenset({"["}), _LIST_FOOTER_TEXT, space="flat")  # a tag needs its "["


_NEWSLETTER = gated(
    r"(?:unsubscribe|opt[- ]out|email preferences|manage (?:your )?subscriptions?)[^\n]{0,200}"
    r"(?:newsletter|privacy policy|you (?:are receiving|received) this|you (?:signed up|subscribed|opted in))"
    r"|(?:newsletter|you (?:are receiving|received) this (?:e-?mail|message|newsletter))[^\n]{0,200}"
    r"(?:unsubscribe|opt[- ]out|email preferences)"
)

_HAM_RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_HAM_QUOTED_REPLY",
        group="dampener",
        weight=0,
        description="Quotes an earlier message in a reply thread",
        fires=(
            "Sounds good.\n> can we meet\n> at noon\n> tomorrow?",
            "Thanks\n-----Original Message-----\nFrom: Ann",
            "On Tue, 3 May 2005, Ann Smith wrote:\nI agree",
            "Agreed.\n\n> From: Ann <ann@example.org>\n> Date: Tue, 3 May 2005\n> build is broken",
        ),
        quiet=("Price > cost is a good rule", "He wrote a book"),
        check=_quoted_reply,
    ),
    Rule(
        id="_HAM_LIST_FOOTER",
        group="dampener",
        weight=0,
        description="Has a mailing-list footer or a list tag in the subject",
        fires=(
            "___\nDev mailing list\nhttps://lists.example.org/mailman/listinfo/dev",
            "[dev-users] build fails on arm",
            "[Spambayes] Deployment ideas",
        ),
        quiet=("Here is the list of items you asked for", "[Action Required] Verify your account", "[SPAM] Win now"),
        check=_list_footer,
    ),
    Rule(
        id="_HAM_SIGNATURE",
        group="dampener",
        weight=0,
        description="Has a mail client's signature separator",
        fires=("See you then.\n-- \nAnn Smith, build team",),
        quiet=("Price -- as agreed -- is fine", "----\nfooter", "Notice\n--\n" + "Dear beneficiary, " * 40),
        check=_signature,
    ),
    Rule(
        id="_HAM_NEWSLETTER",
        group="dampener",
        weight=0,
        description="Has a newsletter unsubscribe block",
        fires=("You are receiving this newsletter because you signed up. Unsubscribe here.",),
        quiet=("Please reply to unsubscribe",),
        check=_NEWSLETTER,
    ),
)

# --- advance-fee (419) predicates ------------------------------------------------------------------

_AF = "advance_fee"


_MONEY_WORDS = r"(?:million|billion|m\b|mil\b|bn\b)"
_BIG_MONEY = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"hundred)[\s-]{1,3}(?:[a-z]{3,9}[\s-]{1,3}){0,4}(?:million|billion)|"
    r"(?:us\s?\$|usd|u\.s\.d\.?|\$|£|€|gbp|eur|euros?)\s?\d{1,3}(?:[,.]\d{1,3}){0,3}\s?"
    + _MONEY_WORDS
    + r"|\d{1,3}(?:[,.]\d{1,3}){0,2}\s?"
    + _MONEY_WORDS
    + r"\s?(?:united states |us |u\.s\.? )?"
    r"(?:dollars|usd|us\$|pounds|euros?|gbp)"
    r"|(?:us\s?\$|usd|\$|£|€)\s?\d{1,3}(?:,\d{3}){2,3}"
    r"|\((?:[a-z]{3,9}[\s-]{1,3}){1,6}(?:million|billion)[a-z\s,-]{0,60}\)"
    r"|\d{1,3}(?:[,.]\d{3}){2,3}(?:\.\d\d)?\s{0,3}(?:usd|us\$|dollars|pounds|euros?|gbp|eur\b|\(?\s{0,3}"
    r"(?:[a-z]{3,12}[\s-]{1,3}){1,5}(?:million|billion))"
    r"|(?:million|billion)s?\s(?:[a-z.]{1,10}\s){0,3}(?:dollars|pounds|euros|usd|us\$)|millions? of (?:us )?"
    r"(?:dollars|pounds|euros)"
)

_AF_PREDICATES: tuple[Member, ...] = (
    Member(
        "_AF_NEXT_OF_KIN",
        "Next of kin",
        gated(r"next[\s-]{1,3}of[\s-]{1,3}kin"),
        "you will stand as the next of kin",
        "my kin came for dinner",
    ),
    Member(
        "_AF_THE_LATE",
        "Refers to the late so-and-so",
        gated(
            r"the late (?:mr|mrs|dr|chief|gen|general|president|prince|king|sir|engr|barrister|sheikh|alhaji)\b|"
            r"(?:of|my|our|his|her) (?:the )?late (?:mr|mrs|dr|chief|gen|general|husband|father|client|"
            r"customer|president|prince|king|wife|brother|sir|engr|barrister|sheikh|madam|alhaji)\b"
            r"|the late [a-z]{2,15} (?:family|estate)|(?:wife|widow|son|daughter|estate|family) of (?:the )?late\b"
        ),
        "I am the widow of the late Mr. Stone",
        "I will be late for the meeting",
    ),
    Member(
        "_AF_BENEFICIARY",
        "Talks of a beneficiary",
        gated(r"beneficiar(?:y|ies)"),
        "you as the beneficiary of the fund",
        "the benefit of the doubt",
    ),
    Member(
        "_AF_FOREIGN_PARTNER",
        "Seeks a foreign partner or account",
        gated(
            r"foreign(?:er)? (?:business )?(?:partner|account|beneficiary|associate|investor|contractor|"
            r"company|bank account)|overseas (?:partner|account)|(?:partner|account) (?:abroad|overseas)"
        ),
        "we need a foreign partner to receive it",
        "foreign films are great",
    ),
    Member(
        "_AF_TRANSFER_SUM",
        "Transfer of a sum or fund",
        gated(
            r"(?:transfer|remit|move|wire)(?:red|ring|ted|ting)? (?:of )?(?:the|this|these|said|such) "
            r"(?:sum|fund|money|amount|huge sum|total sum)|(?:transfer|remittance) of (?:the )?(?:said )?"
            r"(?:sum|fund|money|amount)|(?:receive|claim) (?:the|this|these) (?:sum|fund)s?\b"
        ),
        "help me transfer the sum to your account",
        "the transfer window opened",
    ),
    Member(
        "_AF_CONFIDENTIAL",
        "Asks for confidentiality",
        gated(
            r"(?:strict|utmost|absolute|highly|strictly|top) (?:confiden[a-z]{1,8}|secre[ct][a-z]{0,4})"
            r"|confidential (?:business|transaction|proposal|deal|matter)|(?:keep|treat) (?:this|it|the) "
            r"(?:[a-z]{1,12} ){0,3}(?:confidential|secret|private)"
            r"|(?:trust|confiden[a-z]{1,6}) and (?:secrecy|confiden)"
        ),
        "please treat this matter as strictly confidential",
        "the report is marked draft",
    ),
    Member(
        "_AF_LEGAL_TITLE",
        "Barrister, attorney or legal agent",
        gated(
            r"barrister|(?:attorney|solicitor|lawyer) (?:at law|to the late)|(?:legal|personal) attorney to|"
            r"(?:esq|esquire)\b"
        ),
        "I am Barrister James Cole",
        "The bar was open late",
    ),
    Member(
        "_AF_DIPLOMATIC",
        "Diplomatic courier, agent or bag",
        gated(r"diplomat(?:ic)? (?:courier|bag|agent|channel|cover|immunity|pouch|delivery|means)|diplomatic"),
        "sent through a diplomatic courier",
        "we need a calm talk",
    ),
    Member(
        "_AF_CONSIGNMENT",
        "Consignment, trunk box or security vault",
        gated(
            r"consignments?|(?:trunk|metal|security|iron) (?:box|boxes)|(?:security|finance|vault) (?:company|firm)|"
            r"safe[- ]?keeping"
        ),
        "the consignment is in a security company",
        "the parcel shipped today",
    ),
    Member(
        "_AF_FUND_RELEASE",
        "Release of funds",
        gated(
            r"(?:release|releasing|disburse(?:ment)?|disbursed) (?:of )?(?:the |your |this |these |said )?"
            r"(?:fund|payment|money|sum|inheritance|consignment|winning)|funds? (?:release|clearance|transfer "
            r"(?:charges|fee))|(?:clearance|release|transfer|processing|change of ownership|anti-?terrorist?)"
            r" (?:certificate|fee|charges?)"
        ),
        "pay the fee for the release of your fund",
        "the new album release is out",
    ),
    Member(
        "_AF_INHERITANCE",
        "Inheritance or estate",
        gated(r"inherit(?:ance|ed|or)?|(?:his|her|the) (?:estate|will and testament)|deceased|bequeath"),
        "claim the inheritance as his relative",
        "the house is a real bargain",
    ),
    Member(
        "_AF_ATM_CARD",
        "Loaded ATM card or bank draft",
        gated(
            r"(?:certified|bank|cashier'?s) (?:bank )?(?:draft|cheque)s?\b|"
            r"atm (?:master ?|visa ?|debit ?)?card|(?:certified|bank|cashier'?s) (?:draft|cheque|check) of"
        ),
        "your funds loaded on an ATM card",
        "I ate at the restaurant",
    ),
    Member(
        "_AF_COMPENSATION",
        "Compensation or scam-victim fund",
        gated(
            r"for your compensation|compensate you|your (?:past )?efforts and attempts|"
            r"compensat(?:ion|ed) (?:fund|payment|sum|money|package)|(?:scam|fraud) victims?|"
            r"(?:have|has) been compensated|you (?:are|were) (?:listed|selected) (?:for|among|as)|"
            r"(?:will|shall) be (?:well|adequately|handsomely|generously|greatly) (?:rewarded|compensated)"
        ),
        "you are to receive a compensation fund",
        "the compensation committee met in May",
    ),
    Member(
        "_AF_BIG_MONEY",
        "Names a sum of millions",
        gated(_BIG_MONEY, "million", "billion", "m ", "$", ",000,", ".000.", "bn", "mil "),
        "the sum of $10.5 million",
        "about 10 people came",
    ),
    Member(
        "_AF_US_DOLLARS",
        "Spells out US dollars",
        gated(r"us\s?\$|u\.s\.d|usd ?\d|united states dollars|u\.s\. dollars"),
        "amount US$2,500,000 only",
        "send it to us soon",
    ),
    Member(
        "_AF_PERCENT_SHARE",
        "Offers you a percentage of the money",
        gated(
            r"\d{1,2}(?:\.\d)? ?(?:%|percent|per cent) (?:of (?:the )?(?:total |entire |whole |said )?"
            r"(?:sum|fund|money|amount|funds)|for you|to you|will be (?:yours|for you|given to you))"
            r"|(?:sharing|share) (?:ratio|formula|percentage)|percentage (?:interest|share|commission)|(?:your|a) "
            r"(?:share|commission|percentage) (?:will be|of)"
        ),
        "you will take 30% of the total sum",
        "sales rose 5% this year",
    ),
    Member(
        "_AF_GOD",
        "Invokes God or blessings",
        gated(
            r"god bless|may (?:the )?(?:almighty )?god|almighty|god[- ]fearing|(?:in|by) god'?s grace|"
            r"by the grace of god|allah|jesus|the lord|remain blessed|in christ"
        ),
        "may God bless you and your family",
        "this car is a good deal",
    ),
    Member(
        "_AF_I_AM_TITLE",
        "Introduces themselves with a title",
        gated(
            r"(?:i am|i'm|my name is|this is|introduce myself(?: to you)?(?: as)?|myself,) "
            r"(?:mrs|mr|dr|barr|barrister|prince|princess|chief|engr|hon|"
            r"sgt|sergeant|capt|captain|major|general|gen|col|colonel|madam|miss|lady|sir|alhaji|hajia|rev|"
            r"reverend|pastor|sister|brother|lt|lieutenant|sheikh|prof|professor)\b"
        ),
        "My name is Mrs. Jane Doe from Ghana",
        "I am happy to help",
    ),
    Member("_AF_WIDOW", "Widow", gated(r"widow"), "I am a widow with no child", "open the window"),
    Member(
        "_AF_ILLNESS",
        "Terminal illness",
        gated(
            r"(?:cancer|stroke|terminal|incurable|kidney|heart) (?:disease|illness|sickness|ailment|problem)|"
            r"(?:esophageal|lung|breast|brain|throat|liver|oesophageal|ovarian) cancer|(?:my )?doctors? "
            r"(?:told|said|has told|have told|confirmed)|(?:few|some) (?:months|weeks) to live|"
            r"(?:dying|sick bed|hospital bed)|(?:suffering|diagnosed) (?:from|with)"
        ),
        "my doctor told me I have a few months to live",
        "my sister is a doctor in town",
    ),
    Member(
        "_AF_CHARITY_WEALTH",
        "Wants to give their wealth to charity",
        gated(
            r"(?:donate|give|distribute|use)[a-z]{0,3} (?:[a-z]{1,12} ){0,6}(?:to|for|among|in) (?:the )?"
            r"(?:charit(?:y|ies|able)|orphan(?:age|ages|s)|less privileged|motherless|widows|poor|needy)"
        ),
        "I want you to donate this money to charity homes",
        "the charity run is on Sunday",
    ),
    Member(
        "_AF_BUSINESS_PROPOSAL",
        "Offers a business proposal or deal",
        gated(
            r"business (?:proposal|proposition|transaction|deal|venture|relationship|offer|partnership)|"
            r"(?:profitable|lucrative|mutual(?:ly)? benefi[ct]i?al) (?:business|transaction|deal|venture|partnership)"
            r"|joint (?:venture|partnership|business)"
        ),
        "I have a business proposal for you",
        "my business trip is next week",
    ),
    Member(
        "_AF_FILL_FORM",
        "Asks for name, address, phone and more",
        gated(
            r"(?:full|your|complete) names?[^.]{0,80}(?:address|telephone|phone|age|occupation|nationality)[^.]{0,80}"
            r"(?:telephone|phone|fax|age|occupation|country|nationality|address|marital|mobile)"
            r"|names? ?:[^:]{0,60}(?:address|telephone|phone|occupation|age|country) ?:"
            # "include your direct telephone and fax numbers": the letters of the fax era ask this alone
            r"|(?:include|send|provide|furnish|forward)[^.]{0,40}(?:telephone|phone) (?:and|&) fax numbers?"
        ),
        "send your full name, address, age, occupation and phone number",
        "My name is on the door",
    ),
    Member(
        "_AF_AFRICA",
        "Names a West-African city, bank or country",
        gated(
            # Names start a word: "lome" is in "conglomerate", "benin" in "Beningfield".
            r"(?<![a-z])(?:nigeria|lagos|abuja|ghana|accra|benin|cotonou|togo|lome|ivory coast|côte d'ivoire|"
            r"cote d'ivoire|abidjan|senegal|dakar|sierra leone|burkina faso|ouagadougou|liberia|cameroon|zimbabwe|"
            r"south africa|johannesburg|central bank of|central african|west africa|african development bank)"
        ),
        "I am a bank manager in Lagos, Nigeria",
        "the conglomerate bought a cable network",
    ),
    Member(
        "_AF_DIED_IN",
        "Owner died in an accident or coup",
        gated(
            r"(?:died|killed|perished|murdered|lost (?:his|her|their) li(?:fe|ves)) (?:[a-z]{1,12} ){0,5}"
            r"(?:crash|accident|coup|war|attack|crisis|tsunami|earthquake|assassinat)|(?:plane|air|car|auto|motor|"
            r"ghastly|fatal) (?:crash|accident)|passed away|(?:died|death) (?:in|on) \d"
        ),
        "he died in a plane crash with his family",
        "the car wash is open",
    ),
    Member(
        "_AF_FIDUCIARY",
        "Fiduciary, escrow or trustee agent",
        gated(
            r"fiduciary|escrow (?:agent|account)|trustee|depositor|foreign operations|"
            r"(?:bills?|bill) and exchange|(?:audit|accounts?|remittance|international operations?) (?:department|"
            r"manager|unit|director|officer)|(?:director|manager|head) of (?:operations|audit|accounts?|remittance)"
        ),
        "our bank's fiduciary agent will assist",
        "he is the head chef",
    ),
    Member(
        "_AF_RISK_FREE",
        "Promises no risk",
        gated(
            r"(?:100|hundred)\s?(?:%|percent|per cent) (?:risk[- ]free|safe|secured?|legal|legitimate|guaranteed|"
            r"hitch[- ]free)|risk[- ]free|no risk (?:involved|at all|whatsoever)|hitch[- ]free|free (?:of|from) "
            r"(?:all |any )?risks?|"
            r"without (?:any )?(?:risk|hitch|breach of (?:the )?law)|legitimate arrangement"
        ),
        "this transaction is 100% risk free",
        "please assess the risk register",
    ),
    Member(
        "_AF_UNCLAIMED",
        "Unclaimed, dormant or abandoned fund",
        gated(
            r"unclaimed|dormant|abandoned (?:fund|sum|account|money|consignment)|"
            r"no(?:body| one) (?:has )?(?:come forward|claimed|operated|knows about)|(?:failed|fail) to come forward"
            r"|(?:fund|money|sum)s? (?:will be|would be|shall be) (?:forfeited|confiscated|returned to (?:the )?"
            r"(?:government|treasury|bank))"
        ),
        "the fund has been dormant account for years",
        "the dog was sleeping",
    ),
    Member(
        "_AF_CHOSE_YOU",
        "Says you were chosen to receive a deal",
        gated(
            r"(?:decided|chose|choose|chosen|resolved|compelled|urged) (?:to )?(?:contact|write(?: to)?|"
            r"reach(?: out to)?|approach|seek) you|(?:came|come) (?:across|upon) your (?:e-?mail|contact|name|profile)"
            r"|(?:got|obtained) your (?:contact|e-?mail|name|particulars)|(?:this|my) (?:letter|mail|message|"
            r"e-?mail|proposal) (?:will|may|might) (?:come|be) (?:to you )?(?:as )?(?:a )?surprise"
            r"|(?:we|i) (?:do not|don'?t|have not|haven'?t) (?:know|met) each other|permit me to|"
            r"with (?:due )?respect|your indulgence|through this medium"
            r"|(?:reliable|trustworthy|honest|trusted) (?:and )?"
            r"(?:person|partner|individual|foreigner)"
        ),
        "I decided to contact you for this deal",
        "I will contact the bank tomorrow",
    ),
    Member(
        "_AF_ASSIST_TRANSFER",
        "Asks your help to move or receive money",
        gated(
            r"(?:assist(?:ance)?|help|co-?operation|support) (?:[a-z]{1,10} ){0,3}(?:in |to |for )"
            r"(?:transferr?(?:ing)?|mov(?:e|ing)|receiv(?:e|ing)|claim(?:ing)?|secur(?:e|ing)|invest(?:ing)?)"
            r"(?: this| the| these)? (?:fund|money|sum|inheritance|consignment|amount)"
        ),
        "I need your assistance in transferring this fund",
        "help me move the sofa",
    ),
    Member(
        "_AF_PRIVATE_EMAIL",
        "Asks for a reply to a private address",
        gated(
            r"(?:my|this|our) (?:private|personal|alternative|alternate|confidential|direct|secure) "
            r"(?:e-?mail|email address|mailbox|box|address|phone|line)"
        ),
        "reply me through my private email address",
        "reply to all please",
    ),
    Member(
        "_AF_POLITICAL",
        "Political unrest, asylum or war",
        gated(
            r"(?:personal )?(?:assistant|aide|secretary) to (?:the )?(?:late |former )?"
            r"(?:president|minister|general|head of state)|"
            r"political (?:crisis|unrest|asylum|instability|problem|situation)|civil war|rebels?|military coup|"
            r"refugee camp|(?:in )?exile|asylum|(?:former|late) (?:president|head of state|minister|dictator|"
            r"military ruler|governor)"
        ),
        "due to the political crisis in my country",
        "the new politics podcast",
    ),
    Member(
        "_AF_OIL_CONTRACT",
        "Over-invoiced contract or ministry fund",
        gated(
            r"over[- ]?invoic|contract (?:sum|award|payment|fund)|ministry of (?:petroleum|mines|finance|energy|"
            r"power|works)|crude oil|gold (?:dust|bar)s?|oil (?:and|&) gas contract|(?:nnpc|petroleum "
            r"corporation)|alluvial gold|gold (?:nuggets|bars)|(?:kilo(?:gram)?s?|kg) of (?:gold|diamonds?)"
            r"|rough diamonds"
        ),
        "the fund came from an over-invoiced contract",
        "sign the rental contract",
    ),
    Member(
        "_AF_KINDLY",
        "Kindly / do the needful",
        gated(
            r"kindly (?:reply|respond|send|get back|contact|forward|furnish|provide|indicate|acknowledge|"
            r"reconfirm|confirm|treat|keep|get in touch)|do the needful|(?:your )?urgent (?:reply|response|"
            r"attention|responds?)|reply (?:urgently|immediately|asap)|(?:within|at) (?:the )?(?:shortest|earliest) "
            r"(?:time|possible|convenience)|soonest|earliest convenience"
        ),
        "kindly reply with your details",
        "she was very kind",
    ),
    Member(
        "_AF_DEAR_FRIEND",
        "Greets a stranger: Dear friend, Attn, Sir/Madam",
        gated(
            r"dearest (?:friend|one|beloved|partner)|"
            r"dear (?:good |dear |my |honest |trusted )friend|"
            r"dear (?:friend|sir/madam|sir or madam|sir / madam|beloved|esteemed|one|partner|trusted|"
            r"god'?s (?:child|elect)|in christ|brother|sister|ceo|president|director)|(?:attn|attention)\s?:? ?"
            r"(?:sir|madam|the (?:president|director|ceo|manager)|dear|ceo|director|president|beneficiary)"
            r"|sir ?/ ?madam|sir or madam|(?:attn|attention)\s?[:,/]"
        ),
        "Dear Friend, I write to you in trust",
        "Dear Anna, thanks for the photos",
    ),
    Member(
        "_AF_BANK_OFFICIAL",
        "Claims to be a bank or audit official",
        gated(
            r"(?:director|officer|official|staff|accountant) (?:in|of|with) (?:a |the )?"
            r"(?:government|ministry|federal|state) |parastatal|"
            r"(?:manager|director|auditor|accountant|officer|head|chairman|secretary|staff) (?:of|in|with|at) "
            r"(?:the )?(?:[a-z]{1,15} ){0,3}(?:bank|audit|accounts?|remittance|operations)|(?:chief|senior|branch) "
            r"(?:auditor|accountant|bank manager)|(?:personal|private) (?:banker|accountant|account officer)"
            r"|(?:bank|union|trust) of (?:africa|nigeria|ghana|benin|togo|south africa)"
        ),
        "I am the audit manager of a bank in Accra",
        "the river bank was muddy",
    ),
    Member(
        "_AF_SECRET_ACCOUNT",
        "Secret or special account",
        gated(
            r"(?:suspense|secret|special|numbered|dormant|escrow|holding|domiciliary) account"
            r"|(?:open|opened) an account "
            r"(?:in|with) (?:your|our)|(?:your|a) (?:reliable|good|safe) (?:bank )?account (?:where|to|for|into)"
        ),
        "the money sits in a suspense account",
        "my account manager called",
    ),
    Member(
        "_AF_YOUR_COUNTRY",
        "Wants to move money or invest in your country",
        gated(r"(?:in|to|into|from) your (?:country|nation|continent|region)|your country'?s"),
        "I want to invest the fund in your country",
        "which country are you from?",
    ),
    Member(
        "_AF_IF_INTERESTED",
        "If you are interested, reply",
        gated(
            r"if (?:you are|you're|u are) interested|(?:indicate|signify|show|confirm) your (?:interest|willingness|"
            r"readiness|acceptance)|on (?:your|the) (?:interest|acceptance|indication)|upon (?:your )?(?:acceptance|"
            r"receipt of your (?:reply|response))|(?:your|an) (?:urgent )?(?:positive )?(?:response|reply) "
            r"(?:is|will be) (?:needed|required|appreciated)"
        ),
        "If you are interested, reply and I will tell you more",
        "we were interested in the talk",
    ),
    Member(
        "_AF_PAYMENT_AGENT",
        "Wants you to receive payments for them",
        gated(
            r"(?:reception|receipt|receiving|processing) of (?:the )?payments? from (?:the |our )?"
            r"(?:clients|customers)|"
            r"(?:representative|agent|officer)s? (?:in|for) (?:your country|the states|america|canada|europe|"
            r"the (?:us|usa|uk))|(?:receive|recieve|collect|handle|process)(?:ing)? (?:the )?payments? (?:from|for|on "
            r"behalf of) (?:my|our) (?:clients|customers)|(?:making|make) payments? through you|payment officer|"
            # a "financial agent" vacancy: you receive the company's money from its clients and forward it
            r"(?:receive|recieve|get|collect|accept)(?:ing)? (?:the |their |our |its )?(?:payments?|remittances?|"
            r"money transfers?|funds) (?:from|of) (?:the |their |our |its )?(?:foreign |overseas |international )?"
            r"(?:clients|customers|buyers)|"
            r"medium (?:of|for) (?:receiving|getting|collecting) (?:the |our )?payments?|(?:private|personal) payment "
            r"agent"
        ),
        "a representative in the states to receive payments from my clients",
        "the payment went through",
    ),
    Member(
        "_AF_LEGITIMATE",
        "Swears the deal is legal and clean",
        gated(
            r"(?:legitimate|legal|legit) (?:fund|money|business|transaction|arrangement|deal|backing)|"
            r"(?:not|no) (?:[a-z]{1,12} ){0,4}(?:drugs?|money launder|laundry|terroris)|"
            r"(?:drug|money launder[a-z]{0,4}|terrorism) (?:or|and|,)"
        ),
        "this is a legitimate transaction",
        "the legal team met",
    ),
    Member(
        "_AF_INVESTOR",
        "Has capital to invest through you",
        gated(
            r"invest (?:the|this|my|our|these) (?:money|fund|funds|sum|capital)|investment (?:opportunit|"
            r"partner|assistance|manager)|(?:substantial|huge|large|considerable) (?:amount of )?(?:capital|"
            r"money|fund|funds|sum)"
        ),
        "I want to invest this money with your help",
        "he wrote an investment memo",
    ),
    Member(
        "_AF_FR_MONEY",
        "French: a sum of millions",
        gated(
            r"somme (?:importante|colossale|consid[ée]rable)|"
            r"millions? de (?:dollars|francs|euros|livres)|(?:la|une) somme de|dollars (?:usa|am[ée]ricains)"
        ),
        "la somme de sept millions de dollars",
        "une bonne soupe",
    ),
    Member(
        "_AF_FR_STORY",
        "French: death, heir or inheritance",
        gated(
            r"h[ée]rit[ée]r?\b|"
            r"d[ée]funt|feu (?:mon|ma|le|la)|d[ée]c[ée]d[ée]|h[ée]ritage|h[ée]ritier|empoisonn|testament|mourut|"
            r"m'a l[ée]gu[ée]"
        ),
        "mon père défunt a laissé un héritage",
        "le feu de camp",
    ),
    Member(
        "_AF_FR_PARTNER",
        "French: a foreign partner or trustee",
        gated(
            r"transf[ée]rer|personne (?:totalement |tout [aà] fait )?[ée]trang[eè]re|"
            r"(?:partenaire|associ[ée]) [ée]tranger|d[ée]positaire|votre (?:aide|assistance|collaboration|pays)"
            r"|en toute (?:confidentialit[ée]|discr[ée]tion|s[ée]curit[ée])|transfert de (?:fonds|la somme)|virement"
        ),
        "je cherche un partenaire étranger pour le virement",
        "merci pour le repas",
    ),
    # The Ivory Coast letters of the 2000s: a trunk of cash left with a "security company", a share
    # in per cent, a war or rebellion that forces the move, a stranger chosen as trustworthy.
    Member(
        "_AF_FR_DEPOSIT",
        "French: money left in a trunk or with a security company",
        gated(
            r"(?:soci[ée]t[ée]|compagnie) (?:de s[ée]curit[ée]|diplomatique|de gardiennage)|coffre[- ]fort|"
            r"mallette|malle m[ée]tallique|certificat de d[ée]p[ôo]t|compte (?:bloqu[ée]|gel[ée]|dormant)|"
            r"d[ée]p[ôo]t (?:des|de ces|de ses) fonds"
        ),
        "il a déposé la somme dans une société de sécurité à Abidjan",
        "la société de nettoyage passe lundi",
    ),
    Member(
        "_AF_FR_SHARE",
        "French: a share of the money in per cent",
        gated(
            r"\d{1,2} ?(?:%|pour ?cents?) (?:de (?:la|cette|ladite|toute la|tous les) (?:somme|fonds|montant)|"
            r"des fonds|du montant)|(?:une )?commission (?:de \d|sur (?:la|cette) somme)|pourcentage"
        ),
        "je vous donnerai 15 pour cent de tous les fonds",
        "la réunion commence à 15 h pour tous",
    ),
    Member(
        "_AF_FR_TRUST",
        "French: picks you as a trustworthy stranger",
        gated(r"digne de confiance|(?:personne|homme|femme) de bonne foi|confiden(?:ce|tialit[ée]) absolue"),
        "je cherche une personne de bonne foi, digne de confiance",
        "le pont est digne d'une visite",
    ),
    Member(
        "_AF_FR_TURMOIL",
        "French: war, rebellion or a coup",
        gated(
            r"r[ée]bell(?:es?|ion)|guerre civile|coup d'[ée]tat|crise (?:politique|militaire|socio-politique)|"
            r"situation (?:politique|socio-politique) (?:actuelle|instable|difficile)"
        ),
        "mon père a été blessé par les rebelles pendant la guerre civile",
        "la guerre des boutons est un bon film",
    ),
    # The letters' frame, as the English DEAR_FRIEND, IF_INTERESTED, ILLNESS and GOD families count it.
    Member(
        "_AF_FR_GREETING",
        "French: greets a stranger and apologises for intruding",
        gated(
            r"\bcher (?:ami|monsieur|fr[èe]re|correspondant)\b|\bch[èe]re (?:amie|madame|s[œo]eur)\b|"
            r"salutations [àa] vous|mon tr[èe]s cher|bien[- ]aim[ée]|"
            r"(?:excuse[rz]?|pardonne[rz]?) (?:moi )?(?:pour |de )?(?:l'|cette |mon )intrusion"
        ),
        "Cher ami, excusez cette intrusion dans votre vie",
        "Le pain est cher ici",
    ),
    Member(
        "_AF_FR_REPLY",
        "French: asks you to write back or call",
        gated(
            r"veuillez me (?:contacter|r[ée]pondre|joindre|[ée]crire)|contactez[- ]moi|r[ée]pondez[- ]moi|"
            r"[ée]crivez[- ]moi|j'attends (?:impatiemment )?(?:votre|de vos) (?:r[ée]ponse|nouvelles)|"
            r"(?:votre|une) r[ée]ponse (?:urgente|rapide|imm[ée]diate)"
        ),
        "Veuillez me contacter, j'attends votre réponse urgente",
        "Il a répondu hier soir",
    ),
    Member(
        "_AF_FR_ILLNESS",
        "French: illness, a doctor's verdict or God's blessing",
        gated(
            r"longue maladie|cancer|mon m[ée]decin|jours? (?:sont )?compt[ée]s|"
            r"que dieu (?:vous )?b[ée]nisse|dieu tout[- ]puissant"
        ),
        "Mon médecin dit que mes jours sont comptés; que Dieu vous bénisse",
        "Le médecin de garde est absent",
    ),
    Member(
        "_AF_SOLICIT",
        "Solicits your assistance or partnership",
        gated(
            r"(?:solicit|soliciting|seek|seeking|request|requesting|need|crave)(?: for)? your (?:kind |urgent |"
            r"sincere |honest )?(?:assistance|help|co-?operation|partnership|support|consent)"
        ),
        "we are soliciting for your assistance in this matter",
        "the team will need your slides by Monday",
    ),
    Member(
        "_AF_FOLLOW_UP",
        "Says an earlier transfer succeeded and a share awaits you",
        gated(
            r"(?:success|successful|succeeded) in (?:getting|transferring|moving|receiving) (?:the |those |that |"
            r"these )?(?:funds?|money|sum)|contact my (?:secretary|lawyer|attorney|agent|accountant|banker|"
            r"personal assistant)|(?:kept|left|reserved) (?:the sum of |a sum of )?[^.]{0,40}for your "
            r"(?:compensation|efforts|assistance)"
        ),
        "I succeeded in transferring the funds; contact my secretary",
        "contact my office on Monday",
    ),
)

_AF_SCRIPT = "; ".join(
    (
        "Dear Friend, I am Mrs. Grace Bello, the widow of the late Mr. Bello, who died in a plane crash.",
        "He left the sum of US$8.5 million (eight million five hundred thousand dollars) in a bank.",
        "My doctor told me I have a few months to live, so I want you to donate it to charity homes.",
        "You will stand as the next of kin and beneficiary; keep this strictly confidential.",
        "Kindly reply with your full name, address, age, occupation and phone number. God bless you.",
    )
)
_AF_FEW = "Dear Friend, I have a business proposal for you."
_AF_THREE = "Dear Friend, I have a business proposal. Keep this strictly confidential. You are the beneficiary."
_AF_FIVE = _AF_THREE + " The sum of $5.5 million is in Lagos, Nigeria. God bless."

_AF_GENUINE = (
    "Hi Tom, the solicitor says my late father's estate will take months; the inheritance tax form is "
    "attached. Mum sends her love. Speak soon, Anna"
)

_AF_ADVICE = "Nobody shares millions with a stranger; a fee to release money is the scam."

ADVANCE_FEE = Script(
    group="fraud",
    category=_AF,
    members=_AF_PREDICATES,
    discount=Discount(GENUINE_MARKS, divide=2, subtract=1),
    say_count=True,
    tiers=(
        Tier(
            8,
            "ADVANCE_FEE_8",
            55,
            "Many stock phrases of advance-fee (419) fraud",
            fires=(_AF_SCRIPT,),
            quiet=(_AF_FIVE, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            5,
            "ADVANCE_FEE_5",
            45,
            "Several stock phrases of advance-fee (419) fraud",
            fires=(_AF_FIVE,),
            quiet=(_AF_THREE, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            3,
            "ADVANCE_FEE_3",
            40,
            "Some stock phrases of advance-fee (419) fraud",
            fires=(_AF_THREE,),
            quiet=(_AF_FEW, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            2,
            "ADVANCE_FEE_2",
            8,
            "Two stock phrases of advance-fee (419) fraud",
            fires=(_AF_FEW,),
            quiet=("Dear Friend, see you soon.",),
            advice=_AF_ADVICE,
        ),
    ),
)
_AF_THREE_OR_MORE = ("ADVANCE_FEE_3", "ADVANCE_FEE_5", "ADVANCE_FEE_8")


# Money-mule recruitment, the "financial courier" or "regional financial manager" vacancy: you
# receive the company's money in your own account and pass it on for a percentage (the FBI's and
# Europol's money-mule warnings). Both halves must be there: a job, and that way of handling money.
_MULE_JOB = gated(
    r"financial (?:courier|manager|agent|representative|assistant|officer)s?|payment (?:agent|processor)s?|"
    r"money transfer agents?|(?:our |a )representatives? in your (?:country|region|area)|"
    r"(?:hot |open )?vacanc(?:y|ies)|new (?:employees|staff|representatives|agents)|"
    r"(?:searching|looking|seeking) for (?:an? )?(?:[a-z]+ ){0,2}(?:representatives?|agents?)\b"
)
_MULE_MONEY = gated(
    r"receive (?:the )?(?:money|payments?|funds|remittances?) (?:in|into|on|to|through) (?:your|their) "
    r"(?:own |personal )?(?:bank )?accounts?|"
    r"(?:transfer|forward|send|wire|remit)(?:ing)? (?:it|them|the money|money|the funds|funds|payments?)"
    r"(?: resources)? (?:on )?to (?:our|the company'?s) (?:representatives?|account|office)|"
    r"\d{1,2} ?(?:%|per ?cent) (?:of|from) (?:the sum of )?(?:each|every) (?:remittance|payment|transfer|"
    r"operation|transaction)|(?:making|make|receiving|receive) payments? through you"
)


_MULE_NEAR = 300
"""The job and the money handling belong to one offer: a payout notice with "we are looking for
agents in your area" in its footer is two messages' worth of words, not a mule job."""


def _money_mule(ctx: TextContext) -> str | None:
    if _MULE_JOB(ctx) is None or _MULE_MONEY(ctx) is None:
        return None
    # both halves occur (rare): find a pair of them near each other
    text = flat_text(ctx)
    jobs = [(m.start(), m.group(0)) for m in _MULE_JOB.rx.finditer(text)]
    for money in _MULE_MONEY.rx.finditer(text):
        for at, job in jobs:
            if abs(money.start() - at) <= _MULE_NEAR:
                return f"{job} + {money.group(0)}"
    return None


_AF_COMBOS: tuple[Row, ...] = (
    Rule(
        id="TEXT_MONEY_MULE",
        group="fraud",
        weight=40,
        description="A job receiving money in your account to pass on (money mule)",
        fires=(
            "Vacancy: financial courier. You receive payments into your own bank account and transfer "
            "them to our representatives, keeping 5% of each transfer.",
            "We are looking for honest representatives in Europe, making payments through you to us.",
        ),
        quiet=(
            "We are hiring an accounts receivable clerk to process payments from our clients.",
            "New employees receive their first salary into their bank account at the end of the month.",
            "Your claim is approved: you will receive the funds into your bank account within 3 working "
            "days. Thank you for choosing us; our team answers every call within a minute, day and night, "
            "and our guides explain each step of a claim. Read our blog for tips on travel, pets, homes "
            "and cars, and follow us for news of our products and our charity work across the country. "
            "PS: We are looking for local agents in your area.",
        ),
        # The check needs a job phrase, so the table skips it unless one of those words occurs.
        check=needing(_money_mule, _MULE_JOB, space="flat"),
        category="job",
        advice="A job that passes money through your account is money laundering; you would be liable.",
    ),
    Composite(
        id="ADVANCE_FEE_MONEY",
        group="fraud",
        weight=10,
        description="Offers you a share of millions held somewhere far away",
        fires=(_AF_SCRIPT,),
        quiet=(_AF_FIVE.replace("$5.5 million", "money"), "Revenue reached $10.5 million this quarter."),
        needs=("_AF_BIG_MONEY", _AF_THREE_OR_MORE),
        category=_AF,
    ),
    Composite(
        id="ADVANCE_FEE_FORM",
        group="fraud",
        weight=8,
        description="Asks a stranger for name, address and phone to receive money",
        fires=(_AF_SCRIPT,),
        quiet=("Please send your full name, address, age and phone number for the club register.",),
        needs=("_AF_FILL_FORM", _AF_THREE_OR_MORE, ("_AF_BIG_MONEY", "_AF_US_DOLLARS")),
        category=_AF,
    ),
)

# --- lottery and award notifications ---------------------------------------------------------------


_LOT_CORE: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_LOT_LOTTERY",
        group="fraud",
        weight=0,
        description="Lottery, sweepstake or prize draw",
        category="prize",
        check=gated(
            r"lotter(?:y|ies)|lotto|sweepstakes?|jackpot|(?:prize|award|promo(?:tion(?:al)?)?|e-?mail|online|"
            r"internet|computer|random|annual|bonanza|final) (?:draws?|ballot|lottery|raffle)|raffle|bonanza"
        ),
        fires=("results of the international lottery program",),
        quiet=("we drew a picture",),
    ),
    Rule(
        id="_LOT_WON",
        group="fraud",
        weight=0,
        description="Says you won or were selected",
        category="prize",
        check=gated(
            r"you(?:r (?:e-?mail|name|address|ticket|number))? (?:have |has |had )?(?:just )?(?:won|emerged|"
            r"been (?:selected|chosen|picked|drawn|approved|awarded))|(?:lucky |grand |category [a-z0-9] )?"
            r"winners?\b|winning (?:number|ticket|notification|sum|amount|prize|e-?mail)|you are (?:a |one of "
            r"(?:the|our) )?(?:lucky )?winners?"
        ),
        fires=("you have won 1,000,000 pounds",),
        quiet=("they won the match",),
    ),
)

_LOT_PREDICATES: tuple[Member, ...] = (
    Member(
        "_LOT_NUMBERS",
        "Quotes ticket, batch or reference numbers",
        gated(
            r"(?:ticket|batch|serial|reference|ref|lucky|winning|file|claims?|security|award|pin|certificate) "
            r"(?:number|no|num|#|code)s?\s?[.:#]?\s?[a-z]{0,5}[-/ ]?\d"
        ),
        "Ticket number: 56475600545 188",
        "the phone number is on the site",
    ),
    Member(
        "_LOT_CLAIM_AGENT",
        "Names a claims agent or processing officer",
        gated(
            r"(?:claims?|fiduciary|processing|payment|remittance|foreign transfer|verification|paying) "
            r"(?:agent|officer|department|manager|director|unit|bureau|dept|agency)|claims? (?:form|requirements?|"
            r"procedure|processing)|(?:file|process) (?:your|for your) claim"
        ),
        "contact our claims agent, Mr. Lee",
        "our agent will visit the house",
    ),
    Member(
        "_LOT_AWARD",
        "Award notification or prize sum",
        gated(
            r"award (?:notification|letter|winner|sum|prize|money|fund)|(?:prize|winning|cash) (?:money|award|sum|"
            r"fund|payment|amount)|lump sum|(?:final|official) notification|notification of (?:award|winning|"
            r"prize)|congratulat[a-z]*\b" + OTHERS_CONGRATULATED
        ),
        "AWARD NOTIFICATION: final notice",
        "she got an award at school",
    ),
    Member(
        "_LOT_SELECTED_EMAIL",
        "Your e-mail address was drawn at random",
        gated(
            r"(?:e-?mail|address|name)(?: address)?(?:es)? (?:was |were |has been |have been )?(?:selected|"
            r"drawn|picked|chosen)|(?:e-?mail|address) (?:attached to|on the winning)"
            r"|(?:random|computer) (?:selection|ballot|draw|balloting|selected)|"
            r"(?:randomly|automatically|electronically) (?:selected|drawn|generated|chosen)|"
            r"(?:e-?mail|internet) (?:users?|addresses) (?:from|around|all over) the world"
        ),
        "your email address was selected in a random ballot",
        "the address on the letter",
    ),
    Member(
        "_LOT_KEEP_SECRET",
        "Asks you to keep your win secret",
        gated(
            r"(?:keep|treat) (?:your |this )?(?:win(?:ning)?s?|award|prize|information|notification|lottery) "
            r"(?:[a-z]{1,12} ){0,3}(?:confidential|secret|private|from the public)|(?:double|multiple) claim|"
            r"unwarranted (?:abuse|taking advantage)|misuse of (?:this|the) program"
        ),
        "keep your winning information confidential until claimed",
        "keep the receipt",
    ),
)


_LOTTERY_SCRIPT = (
    "FINAL NOTIFICATION. Your email address was selected in our international lottery draw and you have "
    "won the sum of 850,000 pounds. Ticket number: 4451-22. Contact our claims agent and keep your "
    "winning information confidential."
)

_LOT_RULES: tuple[Row, ...] = (
    Composite(
        id="LOTTERY_WIN_NOTICE",
        group="fraud",
        weight=22,
        description="Says you won a lottery or prize draw",
        fires=(_LOTTERY_SCRIPT, "Congratulations! You have won our sweepstakes."),
        quiet=("The lottery jackpot rolled over again this week.", "Our team won the trophy."),
        needs=("_LOT_LOTTERY", "_LOT_WON"),
        category="prize",
        advice="You cannot win a draw you never entered.",
    ),
    Script(
        group="fraud",
        category="prize",
        members=_LOT_PREDICATES,
        needs=(("_LOT_LOTTERY", "_LOT_WON"),),
        discount=Discount(GENUINE_MARKS, subtract=2),
        tiers=(
            Tier(
                2,
                "LOTTERY_CLAIM_STEPS",
                18,
                "Describes how to claim a prize: agent, ticket numbers, secrecy",
                fires=(_LOTTERY_SCRIPT,),
                quiet=(
                    "Lottery ticket number 12 is on the fridge.",
                    "Contact our claims agent about your car insurance.",
                ),
            ),
        ),
    ),
)

# --- sextortion ------------------------------------------------------------------------------------


_BTC_ADDRESS = re.compile(r"(?<![A-Za-z0-9])(?:bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})(?![A-Za-z0-9])")


def _wallet(ctx: TextContext) -> str | None:
    """A bitcoin wallet: from the extractor when it has one, else a shape match near a bitcoin word."""
    if ctx.entities.wallets:
        return ctx.entities.wallets[0].address
    folded = ctx.subject
    if not any(w in folded for w in ("bitcoin", "btc", "wallet", "crypto")):
        return None
    m = _BTC_ADDRESS.search(ctx.norm.text)
    return None if m is None else m.group(0)


_SX_PREDICATES: tuple[Member, ...] = (
    Member(
        "_SX_RECORDED",
        "Claims a webcam recording of you",
        gated(
            r"(?:i|we|i'?ve|we'?ve)(?: have| had| also)? (?:recorded|filmed|captured|videoed|made (?:a |the )?"
            r"(?:video|recording|screenshots?)) (?:you|a video|the video|a clip|everything|your|of you|it)|"
            r"(?:video|recording|footage|clip|screenshots?) (?:of|showing) you|(?:webcam|camera|cam|front camera)"
            r" (?:recording|footage|video|was (?:on|activated|turned on))|(?:turned|switched) on your "
            r"(?:camera|webcam|cam)|(?:access|control) (?:to|of|over) your (?:camera|webcam)|double[- ]screen|"
            r"split[- ]screen"
        ),
        "I recorded you with your webcam",
        "the band recorded an album",
    ),
    Member(
        "_SX_ADULT",
        "Mentions adult sites or sexual acts",
        gated(
            r"porn|adult (?:web ?sites?|sites?|videos?|content|movies?)|xxx|masturbat|jerk(?:ing)? off|"
            r"(?:sexual|intimate|naked|nude|dirty) (?:video|act|content|fantas|photos?|pictures?|things?|habits?)"
            r"|pleasur(?:e|ing) yourself|satisfy(?:ing)? yourself|self[- ]satisf"
        ),
        "while you were watching adult videos",
        "the adult ticket costs more",
    ),
    Member(
        "_SX_ACCESS",
        "Claims to have hacked your device or password",
        gated(
            r"(?:hacked|compromised|infected|took (?:over|control of)|gained (?:full |remote )?(?:access|control))"
            r" (?:[a-z]{1,10} ){0,2}(?:your|ur) (?:device|computer|pc|phone|e-?mail|account|operating system|system|"
            r"router|smartphone)|(?:i|we) (?:have|got|had) (?:full |total |complete |remote )?(?:access|control)"
            r" (?:to|of|over) (?:your|all your)|(?:malware|trojan|virus|rat|spyware|keylogger|exploit) (?:on|in|to|"
            r"into) your|your (?:password|pass(?:code)?) (?:is|was|for)|(?:know|have) your password|"
            r"(?:password|passwords) (?:of yours|you use)"
        ),
        "I have full access to your device",
        "I have access to the shared drive",
    ),
    Member(
        "_SX_CONTACTS",
        "Threatens to send it to your contacts",
        gated(
            r"(?:send|share|forward|distribute|leak|release|upload|publish|spread)(?:ed|ing)? (?:this |the |that |"
            r"your )?(?:video|recording|footage|clip|evidence|compilation|it|them|everything|photos?|pictures?)"
            r"(?: [a-z]{1,10}){0,3} (?:to |with |on )?(?:all )?(?:of )?your "
            r"(?:contacts|friends|family|colleagues|relatives|"
            r"social (?:network|media)|email contacts|co-?workers)|all (?:of )?your contacts"
        ),
        "I will send this video to all your contacts",
        "send my love to your family",
    ),
    Member(
        "_SX_DEADLINE",
        "Gives hours to pay",
        gated(
            r"(?:you have|within|in|next|only|exactly) (?:\d{1,2}|twenty[- ]four|forty[- ]eight|one|two|three) "
            r"(?:hours|hrs|h|days)|(?:24|48|72|50) ?(?:hours|hrs|h)\b"
        ),
        "You have 48 hours to pay",
        "the shop opens at 9",
    ),
    Member(
        "_SX_BITCOIN",
        "Asks for bitcoin",
        gated(
            r"bitcoin|btc\b|crypto ?currency|(?:crypto|btc|bitcoin) (?:wallet|address)|localbitcoins|"
            r"how to buy bitcoin"
        ),
        "pay in bitcoin to my wallet",
        "we paid the bill",
    ),
    Member(
        "_SX_NO_TRICKS",
        "Says the threat is no bluff and police cannot help",
        gated(
            r"(?:this is not|it is not|it'?s not|not a) (?:a )?(?:joke|bluff|hoax|fake)|(?:don'?t|do not|never) "
            r"(?:try to )?(?:contact|tell|call|inform) (?:the )?(?:police|authorities|anyone)|(?:police|nobody|"
            r"no one) (?:can|will) (?:help|trace|find)|(?:untraceable|cannot be traced|can'?t be traced)|"
            r"(?:pixel|tracking) (?:in|inside) this (?:e-?mail|message)|(?:i will|i'll) (?:know|see) (?:when|if|"
            r"that) you (?:read|open)ed?|(?:professional|experienced|skilled) (?:hacker|programmer)|i am a hacker"
        ),
        "Do not contact the police, nobody can help you",
        "the police station is nearby",
    ),
    Member(
        "_SX_PAY_OR",
        "Pay or it gets shared, pay and it is deleted",
        gated(
            r"(?:once|after|when) (?:i |we )?(?:receive|get|confirm)(?:d)? (?:the )?(?:payment|bitcoin|btc|money"
            r"|funds?)[^.\n]{0,60}(?:delete|destroy|erase|remove)|(?:delete|destroy|erase) (?:the |this |all )?"
            r"(?:video|recording|evidence|footage|data|files?)|(?:if|unless) (?:i|you) (?:don'?t|do not) "
            r"(?:receive|get|pay|send)[^.\n]{0,60}(?:send|share|forward|leak|publish|release)"
        ),
        "once I receive the payment I will delete the video",
        "delete the old photos",
    ),
)


_SEXTORTION_SCRIPT = (
    "I am a hacker and I have full access to your device. I recorded you with your webcam while you were "
    "watching adult videos. Pay $900 in bitcoin within 48 hours or I will send the video to all your contacts. "
    "Do not contact the police. Once I receive the payment I will delete the video."
)

_SX_THREATS = ("_SX_RECORDED", "_SX_ADULT", "_SX_ACCESS")

SEXTORTION = Script(
    group="fraud",
    category="sextortion",
    members=(
        *_SX_PREDICATES,
        # a wallet address where the word "bitcoin" is missing is the payment demand all the same
        Composite(
            id="_SX_WALLET",
            group="fraud",
            weight=0,
            description="A bitcoin wallet to pay into, where the word bitcoin is missing",
            fires=("I recorded you with your webcam. Send it to my wallet 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",),
            quiet=("Send it to my wallet 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",),
            needs=(_SX_THREATS,),
            unless=("_SX_BITCOIN",),
            check=_wallet,
            category="sextortion",
        ),
    ),
    needs=(_SX_THREATS, ("_SX_BITCOIN", "_SX_WALLET")),
    tiers=(
        Tier(
            5,
            "SEXTORTION_BLACKMAIL",
            52,
            "Blackmail: claims a compromising video and demands bitcoin",
            fires=(_SEXTORTION_SCRIPT,),
            quiet=(
                "We will record the webinar and share the video with your colleagues; tickets accept bitcoin.",
                "I recorded the match and sent it to your family, have a look in 24 hours.",
            ),
            advice="Do not pay: these e-mails go out in bulk and the recording is a bluff.",
        ),
        Tier(
            3,
            "SEXTORTION_THREAT",
            30,
            "Claims to have hacked you and demands bitcoin",
            fires=("Your password is hunter2. I have full access to your device. Pay in bitcoin within 48 hours.",),
            quiet=(
                "Reset your password here. Our shop now accepts bitcoin.",
                _SEXTORTION_SCRIPT.replace("bitcoin", "cash"),
            ),
            advice="Change any password the message quotes; do not pay or reply.",
        ),
    ),
)

# --- fake invoices, subscription renewals and callback scams --------------------------------------

_PHONE = re.compile(
    r"(?:\+?1[\s.-]{0,2})?\(?8[0-9]{2}\)?[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}|\+\d{1,3}[\s.(-]{0,3}\d{2,4}[\s.)-]{0,3}"
    r"\d{3}[\s.-]{0,2}\d{3,4}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}"
)


def _phone(ctx: TextContext) -> str | None:
    if ctx.entities.phones:
        return ctx.entities.phones[0]
    m = _PHONE.search(ctx.subject)
    return None if m is None else m.group(0)


_INV_CHARGED = gated(
    r"(?:subscription|membership|plan|licen[cs]e|protection|renewal|order|service|account|package|"
    r"purchase|payment|invoice|transaction)s? (?:[a-z]{1,12} ){0,3}(?:has been |have been |was |is |will be |"
    r"got |successfully )?(?:renewed|auto[- ]?renewed|activated|processed|charged|debited|deducted|billed|"
    r"confirmed|completed|approved|upgraded|extended)|auto[- ]?renew(?:al|ed)|(?:has|have) been (?:charged|"
    r"debited|billed)|(?:charged|debited|billed|deducted) (?:to|from|on) your|(?:order|invoice|transaction|"
    r"receipt|billing|customer) (?:id|number|no|#|date|details)|(?:subscription|membership|plan|licen[cs]e|"
    r"protection|service)s? (?:[a-z]{1,14} ){0,2}(?:will|shall) (?:[a-z]{1,14} )?renew\b"
)

_INV_CALL_CANCEL = gated(
    r"(?:call|contact|reach|dial|ring|speak (?:to|with))(?: us| our| the)?(?: [a-z]{1,12}){0,4}"
    r"[^\n]{0,60}(?:to (?:cancel|dispute|stop|claim (?:a |your )?refund|get (?:a |your )?refund|"
    r"request (?:a )?refund)|for (?:a )?(?:refund|cancellation))"
    r"|(?:to|if you (?:wish|want|would like) to|in case you (?:wish|want) to|for) (?:(?:open|file|raise) a )?"
    r"(?:cancel|dispute|"
    r"stop|claim a refund|get a refund|request a refund|cancellation|refund)[^\n]{0,80}"
    r"(?:call|dial|contact|toll[- ]free|helpline|help ?desk|support (?:line|number|team)|billing "
    r"(?:department|team|support))"
    r"|(?:did ?n[o']t|do not|don'?t|didn'?t) (?:authori[sz]e|make|request|recogni[sz]e|place)"
    r" (?:this|these|the) (?:purchase|transaction|charge|order|payment|renewal)"
    # "change or cancel your plan at any time ... or by reaching our team at +1-888-..."
    r"|cancel[^\n]{0,80}?by (?:reaching|calling|contacting|phoning|dialing|dialling)"
)

_INV_BRAND = gated(
    r"norton|mcafee|geek ?squad|best ?buy|paypal|avast|kaspersky|bitdefender|lifelock|webroot|malwarebytes|"
    r"windows defender|microsoft|apple care|applecare|amazon prime|totaltech|quickbooks|coinbase|"
    r"ebay|netflix|zelle|venmo|cash app"
)


def _has_phone(ctx: TextContext) -> str | None:
    """Agrees (adding nothing to the evidence) when the text gives a phone number."""
    return None if _phone(ctx) is None else ""


_CALLBACK_SCRIPT = (
    "Thank you for your order. Your Norton 360 subscription has been renewed and $399.99 was charged to "
    "your account. Invoice number: 88301. If you did not authorize this purchase, call our billing "
    "department at +1 (808) 555-0143 to cancel and get a refund."
)

_INV_RULES: tuple[Row, ...] = (
    Rule(
        id="_INV_CHARGED",
        group="fraud",
        weight=0,
        description="Says a subscription renewed or you were charged",
        fires=("Your subscription has been renewed",),
        quiet=("I renewed my library card",),
        check=_INV_CHARGED,
        category="invoice",
    ),
    Rule(
        id="_INV_CALL_CANCEL",
        group="fraud",
        weight=0,
        description="Tells you to call to cancel or get a refund",
        fires=(
            "If you did not authorize this purchase, call us",
            "call our helpline to cancel the order",
            "You have 10 days to open a dispute. For more information call us: +1 (808) 555-0143",
        ),
        quiet=("Call me when you land",),
        check=_INV_CALL_CANCEL,
        category="invoice",
    ),
    Composite(
        id="INVOICE_CALLBACK",
        group="fraud",
        weight=32,
        description="Unexpected charge or renewal with a number to call to cancel it",
        fires=(
            _CALLBACK_SCRIPT,
            "Your antivirus plan will automatically renew on 7 Oct for $499. You can change or cancel your plan "
            "at any time by reaching our team at +1 (888) 555-0143.",
        ),
        quiet=(
            "Your subscription has been renewed. Manage or cancel it any time in your account settings.",
            "Call +1 808 555 0143 to book a table.",
        ),
        needs=("_INV_CHARGED", "_INV_CALL_CANCEL"),
        unless=GENUINE_MARKS,
        quote=("_INV_CALL_CANCEL",),
        check=_phone,
        category="invoice",
        advice="Do not call the number in the message; check the charge in your account or bank app.",
    ),
    Composite(
        id="INVOICE_CALLBACK_BRAND",
        group="fraud",
        weight=12,
        description="Names a well-known security or payment brand in a callback invoice",
        fires=(_CALLBACK_SCRIPT,),
        quiet=(_CALLBACK_SCRIPT.replace("Norton 360", "gym"),),
        needs=("INVOICE_CALLBACK",),
        quote=(),
        check=_INV_BRAND,
        category="invoice",
    ),
)

# --- tech support ----------------------------------------------------------------------------------

_TS_INFECTED = gated(
    r"(?:computer|pc|device|system|windows|laptop|mac|phone|browser|network|ip address|ip)(?: has| is| was| "
    r"may be| might be| has been| have been| are| got)(?: [a-z]{1,10}){0,2} (?:infected|compromised|hacked|"
    r"at risk|blocked|locked|disabled|under attack)|(?:virus(?:es)?|trojans?|spyware|malware|threats?|"
    r"pornographic spyware|infections?) (?:have been |has been |were |was )?(?:detected|found|discovered)"
    r"|(?:security|virus|malware|firewall) (?:alert|warning|breach)|(?:windows|microsoft|apple) "
    r"(?:defender )?(?:security )?(?:alert|warning)"
)

_TS_CALL_SUPPORT = gated(
    r"(?:call|contact|dial|reach)(?: the| our| a)? (?:microsoft|windows|apple|norton|mcafee|certified|technical|"
    r"tech|customer|toll[- ]free|geek squad)? ?(?:support|technicians?|help ?desk|helpline|experts?|"
    r"engineers?|agents?)|(?:support|helpline|help ?desk|technician|toll[- ]free) (?:number|line|no|#)"
    r"|(?:microsoft|windows|apple) (?:certified |technical |tech )?(?:support|technicians?)"
)

_TS_LOCK = gated(
    r"(?:do not|don'?t|never) (?:shut ?down|restart|turn off|close|reboot)(?: your| this| the)? "
    r"(?:computer|pc|device|window|browser|page)|error (?:code|#|no)\s?:?\s?[#0-9a-z]{0,3}\d|"
    r"0x[0-9a-f]{6,8}|(?:windows|license|licence|firewall|registration|antivirus) (?:has |have )?"
    r"(?:expired|been (?:disabled|blocked|deactivated))|remote (?:access|session|assistance|desktop)|"
    r"anydesk|teamviewer|ultraviewer"
)


_TS_SCRIPT = (
    "Windows security alert: your computer has been infected with a virus. Do not shut down your computer. "
    "Call Microsoft support now at +1-844-555-0199."
)

_TS_RULES: tuple[Row, ...] = (
    Rule(
        id="_TS_INFECTED",
        group="fraud",
        weight=0,
        description="Says your computer is infected or hacked",
        fires=("your computer is infected",),
        quiet=("the computer is slow today",),
        check=_TS_INFECTED,
        category="tech_support",
    ),
    Rule(
        id="_TS_CALL_SUPPORT",
        group="fraud",
        weight=0,
        description="Tells you to call a support line",
        fires=("call Microsoft support",),
        quiet=("call me later",),
        check=_TS_CALL_SUPPORT,
        category="tech_support",
    ),
    Rule(
        id="_TS_LOCK",
        group="fraud",
        weight=0,
        description="Lock-screen language: do not shut down, error codes, remote access",
        fires=("Do not shut down your computer",),
        quiet=("please shut the door",),
        check=_TS_LOCK,
        category="tech_support",
    ),
    Composite(
        id="TECH_SUPPORT_CALL",
        group="fraud",
        weight=35,
        description="Says your computer is infected and gives a support number to call",
        fires=(_TS_SCRIPT,),
        quiet=(
            "Our support number is +1-844-555-0199 if the printer jams.",
            "Your computer is infected, please call support.",
        ),
        needs=("_TS_INFECTED", "_TS_CALL_SUPPORT"),
        unless=GENUINE_MARKS,
        check=_has_phone,
        category="tech_support",
        advice="Microsoft, Apple and antivirus firms never ask you to call about an infection.",
    ),
    Composite(
        id="TECH_SUPPORT_LOCK",
        group="fraud",
        weight=12,
        description="Tells you not to restart, quotes error codes or wants remote access",
        fires=(_TS_SCRIPT,),
        quiet=("Error code 404 means the page is missing. Restart the router.",),
        needs=("TECH_SUPPORT_CALL", "_TS_LOCK"),
        quote=("_TS_LOCK",),
        category="tech_support",
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(
    *_HAM_RULES,
    ADVANCE_FEE,
    *_AF_COMBOS,
    *_LOT_CORE,
    *_LOT_RULES,
    SEXTORTION,
    *_INV_RULES,
    *_TS_RULES,
)
