"""A mail app's own advertisement in a forwarder's signature: "Get Outlook for Android<link>",
"Sent from Yahoo Mail for iPhone<link>".

Why: whoever forwards a mail from a phone app adds the app maker's download link above the
forwarded text. The link is on the app maker's own domain (``aka.ms``, a Microsoft address), so it
read as the brand's official link and took the official-domain reassurance (about 50 points) off a
forwarded phishing mail that had nothing to do with Microsoft. The link says only which app the
forwarder uses: the message is read without it, neither reassuring nor alarming.

Only a link on a brand's own domain right after the app's line is set aside: a scammer who writes
"Get Outlook for iOS" before a link of their own keeps that link, with every sign it shows.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .urls import UrlAnalysis

__all__ = ["client_footer_links"]

_APPS = r"(?:outlook|yahoo ?mail|aol ?mail|gmail|spark|blue ?mail|mail)"
_FOR = r"(?:for|on|para|pour|für|fur|per|voor|op|auf|su|em|en|sur)"
_DEVICE = r"(?:ios|android|iphone|ipad|mac|windows(?: 1[01])?|apple watch)"
# The app's line as its makers write it in the seven languages: "Get Outlook for iOS", "Obter o
# Outlook para Android", "Outlook für Android herunterladen", "Outlook voor iOS downloaden", "Sent
# from Yahoo Mail on Android", "Enviado do Yahoo Mail para iPhone". The link follows it, at most a
# bracket or colon between.
_FOOTER = re.compile(
    rf"\b{_APPS} {_FOR} {_DEVICE}(?: (?:herunterladen|downloaden|beziehen|scaricare|baixar))?\s?[<\[(:]?\s?$",
    re.I,
)
_WINDOW = 80


def client_footer_links(text: str, links: Iterable[UrlAnalysis]) -> frozenset[str]:
    """The links (as extracted) that are a mail app's download link in a signature."""
    found: set[str] = set()
    for link in links:
        if not link.official:
            continue
        at = text.find(link.url)
        if at <= 0:
            continue
        line = text[max(0, at - _WINDOW) : at].rsplit("\n", 1)[-1]
        if _FOOTER.search(line):
            found.add(link.url)
    return frozenset(found)
