"""Text rules: a stranger's opener. The first message of a romance or "pig-butchering" scam.

These scams start with a message that looks like a mistake or a flirt: "Hi, is this Marta? I'm
Elena, we met at the gallery", "Hey sweetie, it's Nora, find me here: <link>". A wrong number alone is
an honest accident, so neither rule fires on one sign. Each needs the shape of the script:

- the opener: the writer introduces themselves by name *and* checks who you are by another name
  ("are you Mr. Hollis?", "is this Brandon?") or asks "do you remember me?". People who really have
  the wrong number ask who you are; they do not introduce themselves and ask whether you remember
  them. "We met at..." alone is left out: a new acquaintance's first text says it too. On the
  project's dev corpora the pair never occurs in ~30,000 personal and business texts, and opens a
  reported scam every time. A genuine old friend's "It's Jake, do you remember me?" reads the same:
  that is the price of this rule, and why it asks for both signs and never for one.
- the link lure: a stranger's flirt or invitation that gives a web link as the place to find them
  ("I'll be here: <link>", "message me... <link>"). Friends give a number or an app, not a web page.

Names are read from the text as written (a capital letter), so "is this the bus?" is not a name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._mailform import is_text_message
from ._phrases import Gated, fast, needing, requiring
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# Capitalised words that follow "I'm", "this is" or "are you" without being anyone's name.
_NOT_NAMES = (
    "Sorry|Fine|Good|Great|Here|Back|Home|Not|Just|So|Glad|Happy|Going|On|In|At|Ok|Okay|Still|Free|Busy|"
    "Done|Ready|Sure|Coming|Leaving|Also|Really|Very|The|An?|Me|It|That|This|What|Your|You|My|Why|How|Who|"
    "Where|When|From|With|For|Out|Off|Up|Now|Today|Tomorrow|Yes|No|Late|Almost|Already|About|Hungry|Tired|"
    "Bored|Awake|Sick|Outside|Inside|Waiting|Driving|Working|Sleeping|Thinking|Trying|Getting|Having|"
    "Taking|Looking|Watching|Interested|Available|Able|Sending|Calling|Texting|Writing|Following|Hoping"
)
_NAME = r"(?!(?:" + _NOT_NAMES + r")\b)[A-Z][a-z]{2,11}\b"
# A name followed by where the writer is from ("This is Anna from the school office") states a purpose:
# offices, agents and new colleagues write like that, the scam's opener does not.
_AFFILIATION = r"(?!'s)(?!,? (?:from|with|at|of|calling) )"
_INTRO = re.compile(
    r"\b(?:I'?m|I am|[Tt]his is|[Ii]t'?s|[Mm]y name is|[Mm]y name's)\s+"
    + _NAME
    + _AFFILIATION
    + r"|\b"
    + _NAME
    + r" here\b"
)
_WHO_ARE_YOU = re.compile(
    r"\b(?:[Ii]s this|[Aa]re you|[Ii]s that)\s+(?:the\s+)?(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?"
    + _NAME
    + r"|\b[Dd]o you (?:still )?remember me\b"
)


def _stranger_opener(ctx: TextContext) -> str | None:
    if not is_text_message(ctx):
        return None
    text = ctx.norm.text
    intro = _INTRO.search(text)
    if intro is None:
        return None
    who = _WHO_ARE_YOU.search(text)
    return None if who is None else f"{intro.group(0)} + {who.group(0)}"


# The folded text is the text case-folded, so a match of _WHO_ARE_YOU leaves one of these in it: the
# rule table skips the opener in the many texts with none.
_opener = needing(_stranger_opener, frozenset({"is this", "is that", "are you", "remember me"}))


# Where a person says to find them, right before the link.
_LINK_AS_PLACE = fast(
    r"\b(?:i'?ll be (?:here|there|waiting)|(?:message|msg|text|txt|chat with|talk to|find|meet|see) me"
    r"(?: here| there)?|let me know|my (?:profile|page|pics|photos|pix))\W{0,6}"
    r"(?=https?://|www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/)"
)
_FLIRT = fast(
    r"\b(?:hun|honey|babe|sweetie|handsome|sexy|cutie|darling|lonely|single|home alone|grab a drink|get to know|"
    r"live near|near (?:you|one another|each other)|any plans|plans for (?:today|tonight|tomorrow)|meet ?up|"
    r"meet (?:me|at)|tonight|tonite|my name is|selfies?)\b"
)


def _both(ctx: TextContext, first: Gated, second: Gated) -> tuple[str, str] | None:
    """The matches of two families in a text message, when both match (``second`` is looked for only
    after ``first``). Checks built on it are marked ``requiring(first, ...)`` for the rule table."""
    if not is_text_message(ctx):
        return None
    a = first.search(ctx.subject)
    b = None if a is None else second.search(ctx.subject)
    return None if a is None or b is None else (a.group(0), b.group(0))


def _flirt_link(ctx: TextContext) -> str | None:
    """A flirt that gives a web link as the place where the writer waits."""
    found = _both(ctx, _FLIRT, _LINK_AS_PLACE) if "_LINK_PRESENT" in ctx.hits else None
    return None if found is None else f"{found[0]} … {found[1]}"


_link_as_place = requiring(_FLIRT, _flirt_link)


# Two scripts where a stranger offers you money out of nowhere, to send you a forged cheque or a
# "fee" to pay later: an artist who wants your photo for a project, and a "sugar daddy" allowance.
_PAID_FOR_PHOTO = fast(
    r"\b(?:your|one of your) (?:photos?|pictures?|pics?)\b[^\n]{0,80}?\b(?:art project|painting|portrait|"
    r"inspiration|muse)\b[^\n]{0,120}?\b(?:you'?ll|you will|you would|you'?d) (?:totally |also |be )?"
    r"(?:get|getting|be) (?:totally |fully |well )?(?:paid|compensated)\b"
)
_SUGAR = fast(
    r"\bsugar (?:baby|babe|daddy|mommy|momma|mama)\b[^\n]{0,160}?\b(?:allowance|pay(?:ing)? (?:you|for your)|"
    r"per week|weekly|[$£€]\s?\d)"
)


# The boss scam's opener: a text signed by an executive that only checks you are there ("Let me know
# when you get this message. Regards, Tom (CEO)", "Are you available? I need a quick favour"). The ask
# for gift cards comes in the reply; a real manager texting staff names what they want.
_BOSS = fast(
    r"\((?:ceo|cfo|coo|president|managing director|md)\)|\b(?:ceo|president|managing director) (?:of|at)\b|"
    r"\byour (?:ceo|boss|director|manager)\b|\bthis is (?:the |your )?(?:ceo|president|director|boss)\b"
)
_REACH_CHECK = fast(
    r"\blet me know (?:if|when) you (?:receive|received|got|get|see) (?:this|my) (?:text|message|sms)|"
    r"\bare you (?:available|around|free)(?: right now| now| at the moment)?\s?\?|"
    r"\bi need (?:you to (?:do|run|handle) )?a (?:quick |small |discreet )?(?:favou?r|task|errand)\b"
)


def _boss_and_reach(ctx: TextContext) -> str | None:
    found = _both(ctx, _BOSS, _REACH_CHECK)
    return None if found is None else f"{found[1]} … {found[0]}"


_boss_opener = requiring(_BOSS, _boss_and_reach)


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_STRANGER_OPENER",
        group="fraud",
        weight=45,
        description="A stranger names themselves and checks who you are: a scam chat's opener",
        fires=(
            "Good evening, I'm Valeria. Are you Mr. Hollis by any chance?",
            "Hello Marta, this is Elena! Do you remember me? We talked at the gallery opening.",
            "hey is this Brandon?? its Kiara, we chatted on that app a while ago",
        ),
        quiet=(
            "Is this Vince's number, please?",
            "Sorry, wrong number. I'm not Tom.",
            "Hi, this is Sam from the dental practice, your appointment is on Monday",
            "Is this the bus to town? I'm Late already lol",
            "Hi, is this Mike? This is Anna from the school office, about Friday's trip",
        ),
        check=_opener,
        category="romance",
        advice=(
            "Do not chat on with a stranger who 'texted the wrong number'; these chats turn to investments or money."
        ),
    ),
    Rule(
        id="TEXT_DATING_LINK",
        group="claim",
        weight=20,
        description="A stranger's flirt that gives a web link as the place to find them",
        fires=(
            "Hello handsome, my name is Nora and I think we live near each other. Text me here: http://example.top/Qa81kZp",
            "Free tonight? It's Marla, coffee maybe? I'll be waiting... http://example.com/x7Tq2Lm",
        ),
        quiet=(
            "Hello handsome, my name is Nora. Text me on 07700 900123",
            "Dinner tonight? The menu is here: https://example.com/menu",
            "Let me know: https://example.com/poll",
        ),
        check=_link_as_place,
        reads=("_LINK_PRESENT",),
        category="romance",
        advice="A stranger who flirts and sends a link is a lure to a paid or fake site; do not open it.",
    ),
    Rule(
        id="TEXT_PAID_FOR_PHOTO",
        group="fraud",
        weight=45,
        description="A stranger offers to pay to use your photo for an art project",
        fires=(
            "Hello! I would like one of your pictures as the model for a portrait I am painting, "
            "and you would be paid for it. Interested?",
        ),
        quiet=(
            "Your photos from the art class are lovely, did you get paid for the stall?",
            "I used your photo as inspiration for my painting, hope you don't mind! I got paid for it lol",
        ),
        check=_PAID_FOR_PHOTO,
        category="romance",
        advice="Strangers who offer money for your photo send a forged cheque and ask for some back; ignore them.",
    ),
    Rule(
        id="TEXT_SUGAR_OFFER",
        group="fraud",
        weight=45,
        description="A stranger offers a 'sugar daddy' allowance",
        fires=("Want to be my sugar baby? We can agree a monthly allowance, paid upfront",),
        quiet=("The sugar daddy joke in that film was awful", "No sugar in my coffee, I pay weekly"),
        check=_SUGAR,
        category="romance",
        advice="'Sugar daddy' offers from strangers end in a fake payment and a request for money; ignore them.",
    ),
    Rule(
        id="TEXT_BOSS_OPENER",
        group="fraud",
        weight=45,
        description="Signed by a company boss and only checks that you are there",
        fires=(
            "Hello Priya, let me know when you get this message. Regards, Tom Reed (CEO) Example Ltd.",
            "This is your director. Are you available? I need a quick favour",
        ),
        quiet=(
            "Let me know if you receive this text, new phone! Sam",
            "The CEO of the club says the match is on. Are you available on Saturday?",
        ),
        # no category of its own: "general" (impersonating a boss, gift cards next)
        check=_boss_opener,
        advice="Call your manager on the number you already have; bosses do not ask staff for gift cards by text.",
    ),
)
