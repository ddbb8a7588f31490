"""From findings to a score and a level: additive points, capped per group, never averaged.

Every rule weight is in points. Findings are summed per group, each group's sum is clamped to
the group's cap (a negative floor for dampeners), and the groups are added and clamped to 0-100.
The bands, the ceiling for links that show only their shape and the mixed-links discount below are
the only place thresholds live (the engine only gathers findings); ``docs/scoring.md`` explains them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .models import Level, LevelId
from .rules.base import Finding
from .rules.groups import GROUPS

if TYPE_CHECKING:  # urls imports this module to score a link
    from .urls import UrlAnalysis

__all__ = [
    "BANDS",
    "EXPLAINED_BY_LAYOUT",
    "LAYOUT_GROUP",
    "LURELESS_LINKS_MAX",
    "RESTATED_BY_LAYOUT",
    "RESTATED_BY_OPT_IN",
    "SHAPE_ONLY",
    "as_shown",
    "bare_name",
    "band_minimum",
    "clamp_score",
    "group_points",
    "level_for",
    "level_model",
    "links_discounted",
    "lureless_ceiling",
    "message_score",
    "one_layout_reduction",
    "score_findings",
]


@dataclass(frozen=True, slots=True)
class Band:
    id: LevelId
    minimum: int
    label: str
    headline: str


# Ordered from the highest band down; a score belongs to the first band whose minimum it reaches.
BANDS: tuple[Band, ...] = (
    Band("high", 70, "High risk", "This has strong signs of a scam. Do not reply, click, call or pay."),
    Band(
        "suspicious", 45, "Suspicious", "This has several warning signs of a scam. Check it another way before acting."
    ),
    Band("caution", 20, "Caution", "This has some warning signs. Be careful before you click, reply or pay."),
    Band(
        "clear",
        0,
        "No warning signs found",
        "We found no common warning signs, but no check can prove a message is genuine.",
    ),
)


def band_minimum(level: LevelId) -> int:
    """The least score of a band: rules that weigh a link by its level (a QR code's link, a link
    nested in another) read it here, so that the bands are written once."""
    return next(b.minimum for b in BANDS if b.id == level)


def level_for(score: int) -> Band:
    for band in BANDS:
        if score >= band.minimum:
            return band
    return BANDS[-1]


def level_model(score: int) -> Level:
    band = level_for(score)
    return Level(id=band.id, label=band.label, headline=band.headline)


# --- points per family (h-results): the flags of a result show these, so they add up to its score ---


def group_points(findings: Iterable[Finding]) -> dict[str, float]:
    """Each group's points after its cap (or floor), in the order the groups first fired."""
    per_group: dict[str, float] = {}
    for f in findings:
        per_group[f.group] = per_group.get(f.group, 0.0) + f.weight
    return {gid: max(GROUPS[gid].floor, min(GROUPS[gid].cap, points)) for gid, points in per_group.items()}


def clamp_score(total: float) -> int:
    """A sum of points as a score: rounded, then clamped to 0-100."""
    return max(0, min(100, round(total)))


def score_findings(findings: Iterable[Finding]) -> int:
    """Sum points per group, clamp each group to its cap, then clamp the total to 0-100."""
    return clamp_score(sum(group_points(findings).values()))


# --- end of points per family ---


LAYOUT_GROUP = "genuine"
"""The group of a genuine notice's layout with no lure beside it (``rules/text_genuine_lures.py``)."""
RESTATED_BY_LAYOUT = frozenset({"TEXT_NEVER_SHARE_NOTICE", "TEXT_CODE_NOTICE"})
"""Dampeners that read a part of the same layout (the code given, "never share it"): beside the layout's
reduction they would take the same reassurance off twice, or three times for a one-time code."""
RESTATED_BY_OPT_IN = frozenset(
    {
        "EMAIL_PHISH_2",
        "EMAIL_VERIFY_MAILBOX",
        "URL_CREDENTIAL_PATH",
        "TEXT_ASK_VERIFY",
        *(f"{lang}_ASK_VERIFY" for lang in ("ES", "FR", "DE", "PT", "IT", "NL")),
    }
)
"""The signs a newsletter's double opt-in (``TEXT_GENUINE_OPTIN``) restates: its ask is "confirm
your e-mail address" at a ``/confirm`` page, two stock phrases of a mailbox phish. Beside the
layout (nothing at stake, its own link) they are its one ask, counted once in its reduction; a
third stock phrase (``EMAIL_PHISH_3`` and up) still counts."""
EXPLAINED_BY_LAYOUT = frozenset({"combo"})
"""Groups that a genuine layout with no lure explains: a bank's alert names the bank, states a charge and
gives a number to call if it was not you; those are the claim, the amount and the channel a
combination counts, and no lure stands beside them (each part still scores on its own)."""


def one_layout_reduction(findings: Sequence[Finding]) -> list[Finding]:
    """A genuine layout with no lure is one declared reduction: its own row's weight. The dampeners
    that restate a part of it, and the combinations it explains, give way to it.

    Why here: the layout's rows (``TEXT_GENUINE_*``) fire only where no lure did (an odd link, a
    request for a secret or the code, a payment, a call pushed with pressure, a threat, another
    story), so what they set aside is the shape of a genuine notice, never a lure. Where no layout
    row fired the findings are returned as they are."""
    if not any(f.group == LAYOUT_GROUP for f in findings):
        return list(findings)
    restated = RESTATED_BY_LAYOUT
    if any(f.rule_id == "TEXT_GENUINE_OPTIN" for f in findings):
        restated = restated | RESTATED_BY_OPT_IN
    return [f for f in findings if f.group not in EXPLAINED_BY_LAYOUT and f.rule_id not in restated]


# Link signs (URL rules) about the link's shape or hosting alone: where it is hosted, how long or
# deep it is, an odd port. Each is odd, but none names a brand, asks for a sign-in, hides where the
# link goes or marks a hacked site; a message whose words warn of nothing and whose links show only
# these is at most caution (lureless_ceiling). None has a scam category (a test checks).
SHAPE_ONLY = frozenset(
    {
        "URL_SEVERAL_SIGNS",
        "URL_MANY_SIGNS",
        "URL_CHEAP_TLD",
        "URL_CHEAP_TLD_PLUS",
        "URL_RISKY_TLD",
        "URL_FREE_HOSTING",
        "URL_FREE_HOST_PAGE",
        "URL_FREE_HOST_ODD_NAME",
        "URL_FREE_HOST_RANDOM_NAME",
        "URL_FREE_HOST_GENERATED_NAME",
        "URL_THROWAWAY_HOST",
        "URL_HOSTING_ACCOUNT_NAME",
        "URL_HOSTING_ACCOUNT_PAGE",
        "URL_SHORTENER",
        "URL_NUMBERED_NAME",
        "URL_RANDOM_NAME",
        "URL_PLAIN_HTTP_WITH_SIGNS",
        "URL_ODD_PORT",
        "URL_RANDOM_FOLDER",
        "URL_SESSION_TOKEN",
        "URL_PAGE_IN_ASSET_FOLDER",
        "URL_PAGE_IN_STATIC_FOLDER",
        "URL_DEEP_SCRIPT",
        "URL_USER_FOLDER",
        "URL_MANY_HYPHENS",
        "URL_DEEP_SUBDOMAIN",
        "URL_HASH_FOLDER_PAGE",
        "URL_VERY_LONG",
    }
)

LURELESS_LINKS_MAX = 40
"""The most a message scores when only its links' shape speaks (``lureless_ceiling``): caution, not a verdict."""


def lureless_ceiling(findings: Sequence[Finding]) -> int:
    """A message whose words show no warning sign, and whose links show nothing but their shape, is
    at most caution.

    Why: a link's shape alone (a home server on a dynamic-DNS name, port 8080, a page in an images
    folder) is odd, but shows nothing that would fool a reader. That has to show somewhere: in the
    words (a claim, an ask, pressure: any text, sender or image sign) or in a link sign beyond its
    shape (``SHAPE_ONLY``): a brand, a sign-in word, a hidden destination (an ``@``, a
    disguised IP), a hacked site's system folder. A text message with a link is never capped: the
    bare link is itself a text sign there.
    """
    for f in findings:
        if f.weight > 0 and (f.source != "url" or f.rule_id not in SHAPE_ONLY):
            return 100
    return LURELESS_LINKS_MAX


def links_discounted(links: Sequence[UrlAnalysis], message_sized: bool) -> frozenset[str]:
    """The links (by ``url``) whose official-domain reassurance ``as_shown`` drops.

    A brand's own domain is evidence that the message points to the brand; it cannot speak for a
    link that goes elsewhere. In a message-sized text with mixed links the credit goes whole:
    smishing names the real site ("Amazon.com: your code...") beside the link it wants tapped.
    E-mail mixes a brand's links with its partners', trackers' and CDNs' all the time, so there the
    credit stays beside them; but a brand's name written bare in a letter's prose ("the founder of
    Example.com", "as seen on Brand.com") is a mention, not a link the sender gives to click, and
    earns none (``bare_name``). A short text writes its link that way ("visit brand.com"), so
    there a bare name keeps it.
    """
    official = [link for link in links if link.official]
    if message_sized:
        return frozenset(link.url for link in official) if len(official) < len(links) else frozenset()
    return frozenset(link.url for link in official if bare_name(link.url))


def bare_name(url: str) -> bool:
    """A link written as a bare registered name: no scheme, no ``www.``, no path, query or port."""
    return "://" not in url and not url.lower().startswith("www.") and not any(c in url for c in "/?#:")


def message_score(findings: Sequence[Finding]) -> tuple[list[Finding], dict[str, float], int]:
    """A message's findings as the result shows them, their points per family and its score.

    The one place a message's findings become a number: the one layout reduction, the sum of the
    families' capped points, clamped to 0-100, and the lureless-links ceiling. Never an average.
    """
    kept = one_layout_reduction(findings)
    points = group_points(kept)
    return kept, points, min(clamp_score(sum(points.values())), lureless_ceiling(kept))


def as_shown(link: UrlAnalysis, discount: Collection[str]) -> tuple[Finding, ...]:
    """A link's findings as its message shows them: without the official domain's reassurance
    (the only link sign of negative weight) where ``links_discounted`` dropped it."""
    if not link.official or link.url not in discount:
        return link.findings
    return tuple(f for f in link.findings if f.weight >= 0)
