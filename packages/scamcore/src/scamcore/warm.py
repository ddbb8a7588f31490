"""Building, before any request, what the first checks of a process would otherwise build.

The engine builds its tables on first use (``once.py``): the rule tables of a language, the
long-text automata, the brand and domain lists, pydantic's validators. A server calls
``warm_up()`` before it reports ready, so that no request waits for them; a command line that
checks one message does not need to.

The texts checked here are written for this module; what they find is thrown away, and every
cache they fill is pure (the same input gives the same result whenever it is checked).
"""

from __future__ import annotations

from .once import Once

__all__ = ["warm_up"]

_MESSAGE = "Your parcel is on hold. Pay the $1.99 fee today at https://parcel-help.example/track or call 0800 123 456."
_LETTER = (
    "Dear team, the minutes of the planning meeting are attached. We moved the release to the second "
    "week of the month and will review the open tickets on Thursday; send comments on the budget to "
    "accounts@example.org before Friday. "
) * 12
"""Long enough (over 1,500 characters) to build the automata only long texts use."""
_LINKS = (
    "https://www.paypal.com/signin",
    "http://secure-login.example.top/verify",
    "https://membershiprenewal.net/",  # a long name: builds the two-slip look-alike index
)


def warm_up() -> None:
    """Import the engine and build what a first check of a message, a long e-mail and a link needs
    (English tables; another language's table is built when a message in it first arrives).
    Safe to call from several threads, and again: only the first call does the work."""
    _WARM.get()


def _warm() -> None:
    from .engine import check_text, check_url

    check_text(_MESSAGE)
    check_text(_LETTER)
    for url in _LINKS:
        check_url(url)


_WARM = Once(_warm)
