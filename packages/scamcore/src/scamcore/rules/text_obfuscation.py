"""Text rules: obfuscation. Tricks that hide words from filters while a reader sees them normally.

normalize() undoes each trick before the phrase rules run and records it in
``ctx.norm.obfuscations``; these rules flag the trick itself. A genuine sender has no reason to
put invisible characters inside a word or to spell "PayPal" with a Cyrillic "а" (rspamd weights
R_MIXED_CHARSET and URL_ZERO_WIDTH_SPACES among its strongest single signs). Category None:
hiding words is a warning sign, not a kind of scam; the group cap keeps it from deciding alone.

Spacing and leetspeak count only when the word they hide is one scammers hide ("P a y P a l",
"p4ssw0rd"): "O K", "A B C" and SMS shorthand ("gr8", "b4") are ordinary writing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING
from urllib.parse import SplitResult, urlsplit

from ..domains import MAIL_TRACKERS, host_in
from ..limits import LONG_TEXT
from ..link_codes import is_random_code
from ..normalize import SENSITIVE_WORDS, deleet, is_sensitive
from ._mailform import is_text_message
from .base import Rule
from .table import present

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_SEPARATORS = re.compile(r"[ .\-_*|~+\u00b7\u2022]+")


def _first(kind: str, accept: Callable[[str], bool] = lambda _: True) -> Callable[[TextContext], str | None]:
    """A check returning the evidence of the first recorded trick of ``kind`` that ``accept``s."""

    def check(ctx: TextContext) -> str | None:
        for k, evidence in ctx.norm.obfuscations:
            if k == kind and accept(evidence):
                return evidence
        return None

    return check


def _with_scripts(ctx: TextContext) -> str | None:
    """The first look-alike word, with the foreign letters named, since they look identical."""
    word = _first("confusable")(ctx)
    if word is None:
        return None
    foreign = [c for c in dict.fromkeys(word) if not c.isascii()][:3]
    names = ", ".join(f"{unicodedata.name(c, '?').split()[0].title()} {c}" for c in foreign)
    return f"{word} ({names})" if names else word


def _hides_sensitive_word(spaced: str) -> bool:
    joined = _SEPARATORS.sub("", spaced).casefold()
    return is_sensitive(joined) or any(w in joined for w in SENSITIVE_WORDS if len(w) >= 5)


def _leet_sensitive(token: str) -> bool:
    word = deleet(token)
    return word is not None and is_sensitive(word)


# A word broken by a dot ("paymen.t", "l.ast", "re.ward"): a piece of one or two letters stuck to a
# longer one. Text typed without a space after a full stop joins whole words ("ok.see", "tonite.busy"),
# and those short pieces are words of their own ("u", "ya", "ma"), so they do not count.
_DOTTED = re.compile(r"(?<![\w./@:-])([a-z]{1,10})\.([a-z]{1,10})(?![\w/@]|\.[a-z])")
_LETTER_DOT_LETTER = re.compile(r"[a-z]\.[a-z]")
"""What every match of ``_DOTTED`` holds around its dot. Two matches never share one of these three
characters (a right part followed by "." and a letter is refused), and ``findall`` takes as many
apart as there are, so under two of them ``_DOTTED`` cannot match twice: a search tried only at
letters, where ``_DOTTED``'s leading look-behind is tried at every character (128 of the bench's
300 text messages hold two dots, 29 two of these)."""
_SHORT_TEXT = (
    "a i u k n o v x b c d r y ok no so to do go be me we he it in on at of or if is as an am my by up us ur ya "
    "ah lo la le oh hi gn tc nt dt pm ma pa mr ms dr st jr sr uk tv pc ps eg ie vs"
    " py js sh pl rb md gz cc"  # file names ("hammie.py")
)
_SHORT_WORDS = frozenset(_SHORT_TEXT.split())


def _dot_broken(ctx: TextContext) -> str | None:
    """Two or more words broken by a dot, the trick of texts that hide their words from filters."""
    if not is_text_message(ctx):
        return None  # e-mail quotes version numbers, file names and code
    text = ctx.subject
    if text.count(".") < 2 or len(_LETTER_DOT_LETTER.findall(text)) < 2:
        return None  # each match has a dot of its own between two letters: spare the scan
    found: list[str] = []
    for m in _DOTTED.finditer(text):
        left, right = m.group(1), m.group(2)
        short, long_ = (left, right) if len(left) <= 2 else (right, left)
        if len(short) <= 2 and len(long_) >= 3 and short not in _SHORT_WORDS:
            found.append(m.group(0))
            if len(found) == 2:
                return ", ".join(found)
    return None


# A path that is one random code ("/ju67rmG2", "/XEQWCSCm"): the mark of a link made by a private
# shortener or a bulk sender's tracker. Real sites name their pages; brands' own short links are
# official and public shorteners have their own finding, so neither counts here.
_CODE_PATH = re.compile(r"/([A-Za-z0-9]+)/?")


def _split(url: str) -> SplitResult | None:
    """A found link's parts (links in text often come without their scheme), or None where its
    address cannot be read ("http://[abc/x")."""
    try:
        return urlsplit(url if "://" in url else "http://" + url)
    except ValueError:
        return None


def _code_link(ctx: TextContext) -> str | None:
    """In a text message, a link to an unknown site whose whole path is a random code."""
    if not is_text_message(ctx):
        return None
    for link in ctx.links:
        if link.official or any(f.weight > 0 for f in link.findings):
            continue  # link analysis already judged it
        parts = _split(link.url)
        if parts is None:
            continue
        m = _CODE_PATH.fullmatch(parts.path)
        code = m.group(1) if m is not None and not parts.query else None
        if parts.query and "=" not in parts.query and parts.path.count("/") <= 1:
            code = parts.query  # "example.com/?Xk4mQ81wTz", "example.com/index.php?sy1t90": a bare code
        elif parts.path in ("", "/") and not parts.query:
            code = _code_after(ctx.norm.text, link.url)
        if code is not None and is_random_code(code):
            return link.url
    return None


# A path (or a fragment) that is one long code mixing capitals, small letters and digits
# ("/4hQx92LmT0bzK81qW...", 30 characters or more): a bulk sender's per-recipient key. A real site's
# pages have names; a mail service's tracker splits its key into folders or a query, and is listed.
_LONG_CODE_PATH = re.compile(r"/([A-Za-z0-9]{30,200})/?")


def _long_code(token: str) -> bool:
    return all(sum(test(c) for c in token) >= 4 for test in (str.isupper, str.islower, str.isdigit))


# "If you did not request it, ignore this e-mail": the close of a sign-in link or code the reader
# asked for, whose one-time token is the long code; a bulk sender's click wants the click.
_ASKED_FOR = re.compile(r"did ?n(?:o|')?t (?:request|ask for)\b[^.!\n]{0,60}?\bignore\b")


def _long_code_link(ctx: TextContext) -> str | None:
    """A link to an unknown site whose whole path is one long random code."""
    if "TEXT_LINK_CODE_PATH" in ctx.hits:
        return None  # a text message's short code already counted
    if "ignore" in ctx.subject and _ASKED_FOR.search(ctx.subject):
        return None
    for link in ctx.links:
        if link.official or link.url.count("/") > 4:
            continue
        parts = _split(link.url)
        if parts is None or parts.query or host_in(parts.hostname or "", MAIL_TRACKERS) is not None:
            continue
        m = _LONG_CODE_PATH.fullmatch(parts.path) or _LONG_CODE_PATH.fullmatch("/" + parts.fragment)
        if m is not None and _long_code(m.group(1)):
            return link.url
    return None


# An affiliate network's click link: numbered affiliate and creative ids and a sub-id slot in the
# query (?a=812&c=3301&s1=...), the way a tracking platform credits whoever sent the mail.
_AFFILIATE_QUERY = re.compile(r"(?:^|&)a=[0-9]+&(?:[^&]*&){0,3}c=[0-9]+&(?:[^&]*&){0,3}s1=")


# A shop's or publisher's own newsletter sends its links through a click-tracking host too, with ids
# of its own in the query. Beside the list's unsubscribe block, in a mail that asks for nothing (no
# sign-in, no payment, no prize to claim, no scam script), such a link is the list's own tracking.
# A paid text service's small print is a payment-group sign, but the postal address it reads (a PO
# box) is also what every newsletter's footer must give: it is no ask.
_ASKING = frozenset({"ask", "payment", "fraud"})
_FOOTER_PRINT = "TEXT_PREMIUM_SMALL_PRINT"


def _asks_something(ctx: TextContext) -> bool:
    return any(
        f.weight > 0 and f.rule_id != _FOOTER_PRINT and (f.group in _ASKING or f.category == "prize")
        for f in ctx.hits.values()
    )


def _affiliate_link(ctx: TextContext) -> str | None:
    """A link whose query is an affiliate network's click: affiliate, creative and sub-id."""
    if "_HAM_NEWSLETTER" in ctx.hits and not _asks_something(ctx):
        return None
    for link in ctx.links:
        if link.official or "s1=" not in link.url:
            continue
        parts = _split(link.url)
        if parts is not None and _AFFILIATE_QUERY.search(parts.query):
            return link.url
    return None


def _code_after(text: str, url: str) -> str | None:
    """The token right after a link that ends in its slash ("http://example.rocks/ GBs630y"): a code a
    space cut off, to slip the whole link past filters."""
    at = text.find(url)
    if at < 0 or not url.endswith("/"):
        return None
    m = _CUT_CODE.match(text, at + len(url))
    return None if m is None else m.group(1)


_CUT_CODE = re.compile(r"[ \t]([A-Za-z0-9]{5,12})(?![\w/.])")


# "PayPaI", "AppIe", "Your account has been Iimited": a capital I stands in for a small l, which most
# mail fonts draw the same. Read in the original text (folding would hide it); a word counts only
# when the swap turns it into a brand or account word, so names ("McIntyre") and code ("getItem") pass.
_CAPITAL_I = re.compile(r"\b[A-Za-z]*[a-z]I[A-Za-z]*\b|\bI[a-z]{3,}\b")
# What every match above holds, found in one cheap pass: most messages have none, and the word scan
# tried at every word cost more than the rest of this table.
# It opens with the letter I itself, so the regex engine jumps from one I to the next.
_SWAP = re.compile(r"I(?:(?<=[a-z]I)|(?<![A-Za-z]I)(?=[a-z]{3}))")
_I_FOR_L_WORDS = frozenset({"limited", "email", "mail", "help", "helpdesk"})


def capital_i_matches(text: str) -> Iterator[re.Match[str]]:
    """``_CAPITAL_I.finditer(text)``, searched only in the runs of ASCII letters that hold a capital
    I: every match is such a run's letters and holds one, so a run without is never searched (the
    pattern opens with ``\\b`` and alone is tried at every character of a 20 kB e-mail). The search
    of a run ends one character past it, so the closing ``\\b`` sees what follows."""
    done = 0
    at = text.find("I")
    while at != -1:
        if at >= done:
            start = at
            while start > 0 and text[start - 1].isascii() and text[start - 1].isalpha():
                start -= 1
            end = at + 1
            while end < len(text) and text[end].isascii() and text[end].isalpha():
                end += 1
            if end - start > 1:  # a lone "I" (the pronoun) is too short for either alternative
                yield from _CAPITAL_I.finditer(text, start, end + 1)
            done = end
        at = text.find("I", at + 1)


def _capital_i_for_l(ctx: TextContext) -> str | None:
    text = ctx.norm.original
    if _SWAP.search(text) is None:
        return None
    # A short text is searched whole once it holds a swap (one pass in C); a long one only in the
    # letter runs holding a capital I.
    for m in _CAPITAL_I.finditer(text) if len(text) < LONG_TEXT else capital_i_matches(text):
        word = m.group(0).replace("I", "l").casefold()
        if is_sensitive(word) or word in _I_FOR_L_WORDS:
            return m.group(0)
    return None


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_INVISIBLE_CHARS",
        group="obfuscation",
        weight=12,
        description="Invisible characters hidden inside words, a trick to dodge filters",
        fires=("Your Pay\u200bPal account is on hold", "ver\u200cify\u200d your acc\u2060ount"),
        quiet=("Your PayPal account is on hold", "Love you \u2764\ufe0f see you soon \U0001f468\u200d\U0001f469"),
        check=present("norm.obfuscations", _first("invisible")),
    ),
    Rule(
        id="TEXT_BIDI_CONTROL",
        group="obfuscation",
        weight=15,
        description="Hidden right-to-left controls that change how the text reads",
        fires=("Open the attached invoice_\u202efdp.exe", "Sign in at \u202dpaypal.com\u202c now"),
        quiet=("Open the attached invoice.pdf", "\u05e9\u05dc\u05d5\u05dd \u200f\u05e2\u05d5\u05dc\u05dd"),
        check=present("norm.obfuscations", _first("bidi")),
    ),
    Rule(
        id="TEXT_MIXED_SCRIPT",
        group="obfuscation",
        weight=12,
        description="Look-alike letters from another alphabet mixed into words",
        fires=("Your p\u0430yp\u0430l account is locked", "\u0405\u0435\u0441ur\u0456t\u0443 alert from your bank"),
        quiet=(
            "Your paypal account is locked",
            "\u041f\u0440\u0438\u0432\u0435\u0442, \u043a\u0430\u043a \u0434\u0435\u043b\u0430?",
        ),
        check=present("norm.obfuscations", _with_scripts),
    ),
    Rule(
        id="TEXT_STYLED_LETTERS",
        group="obfuscation",
        weight=4,
        description="Words written in decorative Unicode letters that filters do not read",
        fires=("\U0001d40f\U0001d41a\U0001d432\U0001d40f\U0001d41a\U0001d425 refund waiting",),
        quiet=("PayPal refund waiting", "\u6771\u4eac\u3067\uff2f\uff2b"),
        check=present("norm.obfuscations", _first("styled")),
    ),
    Rule(
        id="TEXT_SPACED_WORD",
        group="obfuscation",
        weight=10,
        description="A key word broken up with spaces or dashes, e.g. 'P a y P a l'",
        fires=("Your P a y P a l account", "Please v-e-r-i-f-y your details", "B.A.N.K alert"),
        quiet=("O K see you", "Plan A B C for the trip", "J. R. R. Tolkien wrote it"),
        check=present("norm.obfuscations", _first("spacing", _hides_sensitive_word)),
    ),
    Rule(
        id="TEXT_CAPITAL_I_FOR_L",
        group="obfuscation",
        weight=12,
        description="A brand or account word spelled with a capital I for an l, e.g. 'PayPaI'",
        fires=("Your PayPaI account has been Iimited", "Sign in with your AppIe ID"),
        quiet=("Ian McIntyre sent the invoice", "call getItem() on the list", "Information about PayPal"),
        check=_capital_i_for_l,
    ),
    Rule(
        id="TEXT_LEETSPEAK",
        group="obfuscation",
        weight=10,
        description="A key word spelled with digits or symbols, e.g. 'p4ssw0rd'",
        fires=("Confirm your p4ssw0rd now", "Your acc0unt is locked", "Visit our $ecure page"),
        quiet=("See you at 10am on the 2nd", "gr8 c u l8r b4 9", "Order QX3F7P ships in 4G box"),
        check=present("norm.obfuscations", _first("leetspeak", _leet_sensitive)),
    ),
    Rule(
        id="_DOT_BROKEN_WORDS",
        group="obfuscation",
        weight=0,
        description="Words broken by a dot to slip past filters",
        fires=("Your paymen.t for l.ast month was received", "Your bill is re.ceived, th.ank you"),
        quiet=("ok.see you tonite.busy now", "Meet at 5 p.m. in the U.S. office", "see example.com/a.b"),
        check=_dot_broken,
    ),
    Rule(
        id="TEXT_LINK_CODE_PATH",
        group="obfuscation",
        weight=10,
        description="A link to an unknown site whose path is a random code, as bulk senders make",
        fires=(
            "did you know she takes this to control her weight. http://example.boutique/XEQWCSCm",
            "hi example.com/Ouyhk7",
            "example.com/?Xk4mQ81wTz Tap the link to take part",
            "Alert-Msg: example-dept.com/index.php?sy1t90",
            "Don't forget to confirm your update! http://example.rocks/ GBs630y",
        ),
        quiet=(
            "Our menu is at https://example.com/menu",
            "Track it on https://www.amazon.com/gp/abc123",
            "See https://example.com/ Thanks",
            "Search https://example.com/find?q=AbC123x",
            "Report here https://example.com/Report2024 and more " * 20,
        ),
        check=present("links", _code_link),
    ),
    Rule(
        id="TEXT_LINK_LONG_CODE",
        group="obfuscation",
        weight=20,
        description="A link whose path or fragment is one long random code, a bulk sender's key",
        fires=(
            "Win a weekend away! https://offers.example.net/7Ht3KqP9xW2bLm81ZrT5vYc04NdQa6Ej",
            "Hello,\n\nYour gift is ready.\n\nhttp://example.shop/9aPq41ZxLm03TkR7yW2cNvB85sHd6GfJ/\n\nRegards",
            "Hello, see https://example.net/go#Qm4Gj49Lp1Vg9bT2rXk308JEUqH7dWz5",
        ),
        quiet=(
            "The file is at https://docs.example.org/d/7Ht3KqP9xW2bLm81ZrT5vYc04NdQa6Ej/view",
            "See https://example.org/annual-report-2024-final-version-for-members",
            "Tracking: https://example.com/7ht3kqp9xw2blm81zrt5vyc04ndqa6ej",
            "Your sign-in link: https://example.so/7Ht3KqP9xW2bLm81ZrT5vYc04NdQa6Ej\nIt expires in 10 minutes. "
            "Didn't ask for it? Ignore this message.",
        ),
        check=present("links", _long_code_link),
        reads=("TEXT_LINK_CODE_PATH",),
    ),
    Rule(
        id="TEXT_AFFILIATE_CLICK_LINK",
        group="obfuscation",
        weight=20,
        description="A link that credits an affiliate for the click: affiliate, creative and sub-ids",
        fires=(
            "Feel young again! https://example.net/?a=812&oc=77&c=3301&m=3&s1=",
            "You have been selected for a gift card! Claim it: https://example.net/c?a=812&c=3301&s1=g\n"
            "You are receiving this newsletter because you subscribed. Unsubscribe here.",
        ),
        quiet=(
            "The photo is at https://example.org/view?a=2&c=5",
            "Search https://example.com/?q=cats&s1=x",
            "New episode out now: how a small bakery survived its first winter.\n"
            "Listen here: https://go.example-radio.fm/t?a=77&c=4410&s1=ep112\n"
            "You received this newsletter because you signed up. Opt out any time.\n"
            "Example Radio, PO Box 2231, Austin, TX 78768",
        ),
        check=present("links", _affiliate_link),
        reads=("_HAM_NEWSLETTER",),
        reads_groups=("ask", "payment", "fraud", "claim"),
    ),
)
