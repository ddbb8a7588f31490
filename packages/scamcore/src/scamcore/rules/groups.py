"""Scoring groups: each caps the points its rules can add, so one family can never decide alone.

A cap below the ``suspicious`` band (45) means that group, however many of its rules fire, can at
most make a result ``caution``: a verdict needs signals from several groups (claim + ask + channel).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["GROUPS", "Group"]


@dataclass(frozen=True, slots=True)
class Group:
    id: str
    description: str
    cap: float
    floor: float = 0.0


GROUPS: dict[str, Group] = {
    g.id: g
    for g in (
        # text families
        Group("obfuscation", "Hidden characters, look-alike letters or spacing tricks", 25),
        Group("pressure", "Urgency, deadlines and threats", 20),
        Group("claim", "Claims to be a bank, agency, courier or brand; prizes and offers", 30),
        Group("ask", "Asks for codes, passwords, card details, payment or a call back", 35),
        Group("payment", "Unusual ways to pay: gift cards, crypto, wire transfers, premium-rate lines", 30),
        Group("channel", "Pushes you to a link, a number or another app", 25),
        Group("fraud", "Advance-fee, sextortion and other well-known scripts", 60),
        Group("combo", "Several warning signs that together make a known scam pattern", 50),
        Group("sender", "The sender's number or address does not fit who the message says it is from", 45),
        # link families
        Group("link_identity", "The link imitates a brand or hides where it goes", 70),
        Group("link_structure", "Unusual link structure: IP hosts, odd ports, kit paths", 45),
        Group("link_host", "Where the link is hosted: cheap TLDs, free hosting, shorteners", 35),
        # reassurance
        Group("dampener", "Reassuring signs, such as links to the brand's own website", 0, floor=-40),
        Group("genuine", "The layout of a genuine alert, code or parcel notice, with no lure beside it", 0, floor=-40),
    )
}
