"""A mail app's own advertisement in a forwarder's signature: "Get Outlook for Android<link>",
"Sent from Yahoo Mail for iPhone<link>".

Why: whoever forwards a mail from a phone app adds the app maker's download link above the
forwarded text. The link is on the app maker's own domain (``aka.ms``, a Microsoft address), so it
read as the brand's official link and took the official-domain reassurance (about 50 points) off a
forwarded phishing mail that had nothing to do with Microsoft. The link says only which app the
forwarder uses: the message is read without it, neither reassuring nor alarming.

Only a link on a brand's own domain right after the app's line is set aside: a scammer who writes
"Get Outlook for iOS" before a link of their own keeps that link, with every sign it shows.

A calendar invitation is the same case: the calendar service writes its own links ("Reply for ann@...
and view more details <calendar.google.com/calendar/event?...>") around whatever the organizer typed
into the event, so a fake antivirus receipt sent as an invitation read as mail from Google. In a
message that opens as an invitation, a link on a brand's own domain that is a calendar service's
event page names the service, not the organizer: it is set aside the same way.
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

# The subject line calendar services give an invitation, in the seven languages.
_INVITATION = re.compile(
    r"\s{0,4}(?:updated |new event: )?(?:invitation|einladung|convite|invitaci[óo]n|invito|uitnodiging)"
    r"(?: (?:mise [àa] jour|aktualisiert))? ?:",
    re.I,
)
# A calendar service's own event and help pages: Google Calendar, Outlook on the web, Yahoo and Zoho.
_CALENDAR_PAGE = re.compile(
    r"https?://(?:calendar\.google\.com/|support\.google\.com/calendar/|(?:www\.)?google\.com/calendar/|outlook\.(?:live|office|office365)\.com/"
    r"(?:owa/)?calendar/|calendar\.yahoo\.com/|calendar\.zoho\.[a-z.]{2,6}/)",
    re.I,
)


def client_footer_links(text: str, links: Iterable[UrlAnalysis]) -> frozenset[str]:
    """The links (as extracted) that are a mail app's download link in a signature, or a calendar
    service's event page in an invitation."""
    found: set[str] = set()
    invitation = _INVITATION.match(text) is not None
    for link in links:
        if not link.official:
            continue
        if invitation and _CALENDAR_PAGE.match(link.url):
            found.add(link.url)
            continue
        at = text.find(link.url)
        if at <= 0:
            continue
        line = text[max(0, at - _WINDOW) : at].rsplit("\n", 1)[-1]
        if _FOOTER.search(line):
            found.add(link.url)
    return frozenset(found)
