"""Text rules: offers and openers. Job and task offers, investment and crypto-trading pitches,
"wrong number" and dating openers, the family "new number" script, loans and free gifts.

These are claims about an opportunity or a relationship, so they share the ``claim`` group's cap:
an opener alone stays low; it becomes a verdict with a payment, an app move or a link.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ._mailform import is_text_message
from ._phrases import Gated, fast, needing, phrase
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_JOB = phrase(
    r"part[- ]time (?:job|work|position|role|opportunit(?:y|ies)|income)",
    r"(?:remote|online|home[- ]based|flexible) (?:job|work|position|role)s?",
    r"work(?:ing)? (?:from|at) home",
    r"experience:? not (?:needed|required|necessary)",
    r"(?:we are|we['’]re|now|currently|company is|team is) (?:hiring|recruiting)",
    r"job (?:offer|opportunit(?:y|ies)|vacanc(?:y|ies))",
    r"no experience (?:needed|required|necessary)",
    r"(?:hr|recruit(?:ment|ing)?) (?:team|manager|department|specialist|assistant)",
    r"(?:product|online) promoters?",
    r"extra (?:income|cash|hands)",
    r"(?:jobs?|work) online",
    r"working remotely",
    r"join (?:us|our team) as",
    r"mystery shoppers?",
    r"flexible (?:hours|schedule|working hours)",
    r"(?:resume|cv) (?:has been|was) (?:reviewed|selected|shortlisted)",
    r"(?:you (?:have )?|you['’]ve )passed (?:the|our|your) (?:interview|assessment|screening)",
)

_JOB_PAY = fast(
    r"\b(?:earn|make|get|receive|paid|salary|income|pay(?:ment)?|commission|compensated with)\b[^!?\n]{0,30}?"
    r"(?:[$£€₦]|usd|rs\.?|inr|gbp)\s?\d[\d,.]*\s?(?:k\s)?(?:-\s?[$£€]?\d[\d,.]*\s?)?(?:usd\s)?"
    r"(?:(?:per|a|an|each|every|/)\s?(?:day|hour|hr|week|wk|task|order|month)|daily|weekly|hourly)"
    r"|\b(?:daily|weekly) (?:pay|salary|income|wages|payout|commission)\b"
    r"|(?:[$£€₦]|\busd)\s?\d[\d,.]*\s?(?:-\s?[$£€]?\d[\d,.]*\s?)?(?:(?:per|a|/)\s?(?:day|hour|hr)|hourly|daily)\b"
)

_TASKS = fast(
    r"\b(?:like|liking|rate|rating|review|reviewing|follow|following|subscribe(?: to)?|subscribing(?: to)?|boost|"
    r"optimi[sz]e|grab)\b[^!?\n]{0,25}?"
    r"\b(?:youtube|tiktok|videos?|products?|hotels?|apps?|channels?|orders?|merchants?|posts?)\b"
    r"[^\n]{0,60}?(?:\b|(?=[$£€]))(?:tasks?|earn|paid|commission|salary|income|[$£€]\s?\d)"
    r"|\b(?:simple|easy|online|daily|small) tasks?\b[^\n]{0,60}?(?:\b|(?=[$£€]))(?:earn|paid|commission|salary|income|"
    r"[$£€]\s?\d)"
    r"|\b(?:order grabbing|task (?:platform|mentor|tutor|coordinator)|optimi[sz]ation tasks?)\b"
)

_INVEST = phrase(
    r"guaranteed (?:returns?|profits?|income|earnings|payouts?|roi)",
    r"risk[- ]free (?:investment|returns?|profits?|trading)",
    r"(?:double|triple) your (?:money|investment|bitcoin|btc|crypto|income)",
    r"(?:daily|weekly|high|huge|massive|passive) (?:returns?|profits?|roi|yields?)",
    r"(?:crypto(?:currency)?|bitcoin|btc|forex|fx|binary options?|stock|usdt|gold) (?:trading|investments?|"
    r"mining|signals?|platform|expert|mentor|broker|analyst|opportunit(?:y|ies))",
    r"(?:investment|trading) (?:opportunit(?:y|ies)|platform|plan|package|expert|mentor|account manager|"
    r"group|club)",
    r"\d{2,4} ?% (?:returns?|profits?|roi|interest|gains?) (?:in|within|every|per|daily|weekly)",
    r"invest (?:just |only )?[$£€]\s?\d+",
    r"(?:crypto(?:currency)?|bitcoin|btc|forex|stock|usdt|trading) (?:market|group|community|discussion)",
    r"(?:internal|private|vip) (?:discussion|trading|investment) group",
    r"how (?:can|do|to) (?:u|you) invest",
)

_WRONG_NUMBER = phrase(
    r"(?:sorry|oops|apologi[sz]e),? (?:i think |i guess |i must have |maybe )?(?:i )?"
    r"(?:have |got |had |texted |sent (?:it|this) to |messaged )?(?:the |a )?wrong (?:number|person)",
    r"is this (?:still )?(?:(?:mr|mrs|ms|miss|dr)\.? )?[a-z]+(?:['’]s)? (?:number|phone)",
    r"(?:i )?(?:got|found) your (?:number|contact) (?:from|in|on|through)",
    r"(?:your|this) number (?:is|was) (?:in|on) my (?:contacts|phone)",
    r"(?:we|i) met (?:at|on|in|last) [a-z]+",
    r"do you (?:still )?remember me",
    r"long time no (?:see|talk|chat)",
)

_NEW_NUMBER = fast(
    r"\b(?:mum|mom|mummy|mommy|mam|mama|dad|daddy|papa|grandma|grandpa|nan|nana)\b[^\n]{0,60}?"
    r"\b(?:new (?:number|phone|mobile|sim)|(?:phone|mobile)(?: has| is| was)? (?:broke|broken|stolen|"
    r"smashed|dead|damaged|fell|died|in water|lost)|lost my (?:phone|mobile)|dropped my phone|"
    r"(?:my|this) (?:temporary|temp) (?:number|phone))"
    r"|\b(?:new (?:number|phone|mobile)|(?:phone|mobile) (?:broke|is broken|smashed|fell|died)|"
    r"lost my (?:phone|mobile)|dropped my phone)\b[^\n]{0,60}?\b(?:mum|mom|mummy|mommy|mam|mama|dad|daddy|"
    r"papa|grandma|grandpa)\b"
)

_DATING = phrase(
    r"secret admirer",
    r"dating (?:service|site|app|profile)",
    r"(?:fancies|fancy|likes|has a crush on) (?:you|u)",
    r"(?:lonely|hot|local|sexy) (?:singles?|girls?|women|ladies|milfs?)",
    r"(?:friend|chat|date) (?:invite|request) from",
    r"find out who (?:it is|they are|fancies)",
    r"who (?:thinks|finds) (?:you|u|ur) (?:are |r )?(?:so )?(?:special|attractive|cute|hot)",
)

_LOAN = phrase(
    r"(?:loan|credit|mortgage|financing)s? (?:(?:is|has been|was) )?"
    r"(?:approved|offer|pre-?approved|available|guaranteed)",
    r"pre-?approved (?:for|loan|credit)",
    r"(?:debt|credit) (?:relief|consolidation|forgiveness|settlement|repair)",
    r"(?:eliminat(?:e|ing)|reduc(?:e|ing)|wip(?:e|ing) out|writ(?:e|ing) off)[^!?\n]{0,40}debts?",
    r"(?:have you been )?previously refused",
    r"loans? for any purpose",
    r"(?:bad|poor|no) credit (?:ok|okay|accepted|welcome|check)",
    r"(?:refused|turned down|denied) (?:a|for a) (?:loan|credit)",
    r"(?:instant|fast|quick|easy) (?:loans?|cash|approval)",
    r"credit score (?:update|alert|report|check)",
)

_FREE = fast(
    r"\bfree (?:gift|iphone|ipad|phone|mobile|samsung|laptop|holiday|cruise|vacation|tickets?|entry|"
    r"camcorder|camera|nokia|sample|trial|voucher|shopping|money)\b"
    r"|\b(?:survey|questionnaire|feedback)\b[^!?\n]{0,50}?\b(?:reward|earn|gift|prize|[$£€]\s?\d)"
    r"|\b(?:exclusive|special) (?:reward|gift|offer) for (?:you|u|our (?:loyal )?customers?)\b"
    r"|\b(?:loyal|valued|appreciated) (?:customers?|members?)\b[^!?\n]{0,40}?\b(?:reward|gift|bonus|prize)\b"
    # "Free Msg:", "Free Msgs." as a label (a US carrier's mark that a text costs nothing to get) is no offer
    r"|\b(?:for|4) free\b|\bfree (?:texts?|msgs?(?!\s*[:.])|minutes|mins|line rental|camera ?phones?|video ?phones?)\b"
    r"|\bhalf price (?:line )?rental\b|\bnew video (?:phone|handset)\b"
    r"|\blatest (?:colour |camera )?(?:mobiles?|nokia)\b"
    r"|\bgift card (?:offer|reward|giveaway)\b|\bgive-?aways?\b"
    r"|\b(?:earn|get|claim|win|receive|grab)\b[^!?\n]{0,25}?\bgift ?cards?\b"
    r"|\b(?:gift|present|giveaway) to (?:express|show|thank)\b|\b(?:loyalty|thank[- ]you) (?:reward|gift|bonus)\b"
    r"|\b(?:christmas|holiday|birthday|xmas|anniversary) (?:gift|present|bonus|reward|surprise)\b"
    r"|\b(?:chances? to win|receive payment for your|(?:at|for) (?:absolutely )?no cost|free of charge)\b"
    r"|\bfree \d{1,2}[- ](?:year|month)\b|\b(?:giving|handing) (?:away|out|everyone)\b"
    r"|\b(?:get|you['’]?ll be|be|you will be) (?:paid|compensated) (?:for|today|with)\b|\bawarding [$£€]\s?\d"
    r"|\b(?:you are|you['’]re|you have been|you['’]ve been) (?:now )?(?:qualified|pre-?qualified|pre-?selected) for\b"
    r"|\breceive your (?:[a-z]+ )?[$£€]\s?\d"
    r"|\b(?:get|earn|make) extra (?:money|cash|income)\b"
    r"|\b(?:get paid|easy money|soon be rich|(?:only )?takes (?:\d|two|a few) minutes|give away)\b"
    r"|\b(?:devices?|gifts?|prizes?|items?|rewards?) for you to (?:pick|choose|select)\b"
    r"|\btop tier (?:shopper|customer)\b"
    r"|\bfree (?:watch|subscription|membership|airtime|credit|data|recharge|devices?|samples?)\b"
    r"|\b(?:(?:little|special|free|surprise|tiny|small) )?(?:gift|present|reward) "
    r"(?:for (?:you|u)|valued at|dedicated to you|waiting)\b"
    r"|\bcash (?:payouts?|prizes?|rewards?|giveaway)\b"
    r"|\b(?:earn|get|receive|win|compensation|compensated|rewards?|give you) (?:of )?up to [$£€₦]?\s?\d"
    r"|\b(?:biggest|huge|exclusive|special) (?:giveaway|sweepstakes?|reward)"
)

_PREMIUM_SMALL_PRINT = fast(
    r"\b(?:\d{1,3}p ?(?:/|per) ?(?:msg|min|txt|text|message)|(?:£|\$)\d{1,2}(?:\.\d{2})? ?(?:/|per) ?"
    r"(?:msg|wk|week|txt|text)|std (?:txt|text|msg|network) (?:rates?|charges?)|t ?& ?c['’]?s?\b|"
    r"po ?box ?\d|(?<!@)pobox(?!\.com)|(?:16|18)\+ only|sae\b|(?:send|txt|text|reply) stop to \d{4,6})"
)
_OPT_OUT = fast(r"\bopt ?out\b")


# Every news digest says "read full story" under each item: it is a lure only in a text message
# (the fake-news teaser of an investment or diet scam).
_FULL_STORY = phrase(r"read (?:the )?full story")


def _or_in_a_text(main: Gated, texts_only: Gated) -> Callable[[TextContext], str | None]:
    """``main``'s wording anywhere, else ``texts_only``'s in a text message (see is_text_message);
    the rule table skips it where neither family's literals occur."""

    def check(ctx: TextContext) -> str | None:
        found = main(ctx)
        return texts_only(ctx) if found is None and is_text_message(ctx) else found

    return needing(check, main, texts_only)


_ADULT = fast(
    r"\b(?:no[- ]strings|hook ?ups?|naughty|intimate (?:notice|pictures|photos)|selfies?|bare pix|unlocked her)\b"
    r"|\b(?:review|accept|see|open) (?:your|my|her|the) (?:invite|invitation)\b|\baccess (?:your |my |the )?inbox\b"
    r"|\byou (?:got|have|received) a (?:new )?(?:text|message|msg|e-?mail|wink|flirt) from\b|"
    r"\b(?:shot|sent) you (?:these|some|her) (?:snapshots|snaps|pics|photos|pix)\b|"
    r"\b(?:private|x-?rated|hot|sexy|nude|naughty|my|her|latest) (?:photos?|pics?|pix|gallery|videos?|snaps)\b"
    r"|\b(?:sent|send|shared|opened|unlocked) (?:you |her |his )?(?:these |some |private |her |x-)?(?:pix|pics|photos|"
    r"gallery|x-photos)\b"
    r"|\b(?:friend|chat) (?:invite|invitation|request)\b|\binviting you to be (?:her|his|my) friend\b"
    r"|\b(?:wanna|want to) see (?:my|me|more)\b|\b(?:wanna|want to) see\?|\bhot (?:positions|pics|photos|girls)\b|"
    r"\b(?:penis|prick|erection|viagra|cialis)\b|\bhome alone\b"
    r"|\b(?:saucy|busty|horny|explicit|rude chat|sex|xxx|web ?cam)\b"
)

_CLICKBAIT = phrase(
    r"shocking (?:news|story|video)",
    r"breaking (?:news|story)",
    r"(?:you|u) won['’]?t believe",
    r"dr\.? ?oz",
    r"oprah",
    r"shark tank",
    r"(?:lose|drop|burn) (?:\d+|thirty|twenty|ten) ?(?:lbs|pounds|kg|pds)",
    r"weight ?loss (?:secret|pill|gummies|trick)",
    r"miracle (?:cure|pill|diet)",
    r"keto (?:pills?|gummies|diet)",
    r"cbd gummies",
    r"(?:tragic|sad) end",
    r"(?:\d|two|three|four|five) inch(?:es)? (?:increase|bigger|longer)",
    r"(?:grow|enlarge) (?:your|ur)",
    r"(?:singer|famous|actress|actor|celebrity|star) [^!?\n]{0,30}"
    r"(?:died|dead|arrested|outburst|racist|scandal|exposed)",
    r"(?:has )?died today",
    r"captured on (?:video|camera)",
    r"(?:look|guess|see) who (?:died|got arrested|is dead|passed away)",
    r"died in (?:an|a) (?:accident|crash)",
    r"big pharma",
    r"instant results",
    r"scientifically proven",
    r"doctors (?:hate|are stunned|are shocked)",
)

_clickbait = _or_in_a_text(_CLICKBAIT, _FULL_STORY)
# A bare "opt out" is the small print of a paid text service only in a text message: in an e-mail it
# is the mailing list's footer (a reseller newsletter's "to opt out of future e-mail").
_small_print = _or_in_a_text(_PREMIUM_SMALL_PRINT, _OPT_OUT)

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_JOB_OFFER",
        group="claim",
        weight=10,
        description="Offers an unexpected job or side income",
        fires=("We are hiring for a part-time remote job", "Work from home, no experience needed"),
        quiet=("I have to work late at the office", "Her job interview went well"),
        check=_JOB,
        category="job",
    ),
    Rule(
        id="TEXT_JOB_PAY",
        group="claim",
        weight=10,
        description="Promises easy pay per day, hour or task",
        fires=("Earn $300 per day from your phone", "Daily pay, weekly bonus"),
        quiet=("The ticket was $30 for the day", "I paid for the taxi"),
        check=_JOB_PAY,
        category="job",
    ),
    Rule(
        id="TEXT_TASK_SCAM",
        group="claim",
        weight=14,
        description="Pays you to like, rate or review things online",
        fires=("Like YouTube videos and earn $5 per task", "Simple tasks online, earn commission daily"),
        quiet=("I like the video you sent", "Please review the document before Monday"),
        check=_TASKS,
        category="job",
        advice="Paying people to like or review things is a known lure; the 'deposit' stage follows.",
    ),
    Rule(
        id="TEXT_INVESTMENT",
        group="claim",
        weight=14,
        description="Pitches an investment or trading scheme",
        fires=("Guaranteed returns of 20% weekly", "Join our crypto trading platform"),
        quiet=("The returns desk is on the left", "I am trading my old bike for a new one"),
        check=_INVEST,
        category="investment",
    ),
    Rule(
        id="TEXT_WRONG_NUMBER",
        group="claim",
        weight=8,
        description="Opens like a stranger's 'wrong number' or 'we met' chat",
        fires=("Is this David's number? We met at the conference", "Sorry, I think I have the wrong number"),
        quiet=("Is this the right bus for town?", "I remember the day we went there"),
        check=_WRONG_NUMBER,
        category="romance",
        advice="Chats that start with a 'wrong number' often turn into investment or romance scams.",
    ),
    Rule(
        id="TEXT_NEW_NUMBER",
        group="claim",
        weight=14,
        description="Says it is a relative writing from a new number",
        fires=("Hi mum, this is my new number, my phone broke", "Hello dad, I lost my phone, text me here"),
        quiet=("Mum says hi, see you Sunday", "My new phone arrived today"),
        check=_NEW_NUMBER,
        category="family",
        advice="Call your relative on their usual number before doing anything.",
    ),
    Rule(
        id="TEXT_DATING",
        group="claim",
        weight=12,
        description="Dating or secret-admirer lure",
        fires=("You have a secret admirer! Find out who", "Someone fancies you, call to find out"),
        quiet=("I fancy a coffee", "We are dating since May"),
        check=_DATING,
        category="romance",
    ),
    Rule(
        id="TEXT_ADULT_LURE",
        group="claim",
        weight=12,
        description="Adult or 'private photos' lure",
        fires=("Karen sent you her private photos, see them here", "Kate is inviting you to be her friend"),
        quiet=("I sent you the photos from the wedding", "We are home at six"),
        check=_ADULT,
        category="romance",
    ),
    Rule(
        id="TEXT_CLICKBAIT",
        group="claim",
        weight=10,
        description="Clickbait: shocking news, celebrity endorsements or miracle results",
        fires=("SHOCKING NEWS about a famous TV doctor, read full story", "Lose 30 pounds in a month"),
        quiet=(
            "The news was shocking to all of us, honestly",
            "I need to lose some weight lol",
            "Tech news.\n\nChip sales rose. Read full story\nPhones got cheaper. Read full story\n-- \nCNET",
        ),
        check=_clickbait,
    ),
    Rule(
        id="TEXT_LOAN_OFFER",
        group="claim",
        weight=10,
        description="Unsolicited loan, credit or debt-relief offer",
        fires=("Your loan is pre-approved, apply now", "Debt relief program can eliminate your debt"),
        quiet=("Can I loan your umbrella?", "My credit card bill is due"),
        check=_LOAN,
    ),
    Rule(
        id="TEXT_FREE_OFFER",
        group="claim",
        weight=8,
        description="Offers a free gift or reward",
        fires=("Claim your free iPhone today", "Complete our survey and earn a $100 reward"),
        quiet=("Are you free for dinner?", "Feel free to call"),
        check=_FREE,
        category="prize",
    ),
    Rule(
        id="TEXT_PREMIUM_SMALL_PRINT",
        group="payment",
        weight=6,
        description="Has the small print of a paid text service",
        fires=(
            "Subscription 150p/msg, T&Cs apply",
            "£3/wk until you send STOP to 89555",
            "Ringtone club. Opt out: 8007",
        ),
        quiet=(
            "Cost me 50p at the shop",
            "The box is in the hall",
            "Our July news.\n\nIf you wish to opt out of future e-mail, click here.\n-- \nCanon reseller team",
            "Write to me at bruces@pobox.com",
        ),
        check=_small_print,
        category="prize",
    ),
)
