"""What a message looks like: a one-time code, a transaction alert, a delivery update... (``messageType``).

Read from the layout predicates of ``rules/text_genuine.py`` (and the personal-chat dampener), in
the order below: the first type whose predicate fired names the message. A type says what the
message is laid out as, never whether it is genuine: a phish copying a bank alert's layout is a
``transaction_alert`` with a high score. Whether the layout lowered the score is in the flags.
"""

from __future__ import annotations

from collections.abc import Mapping

from .models import MessageType

__all__ = ["MESSAGE_TYPES", "message_type"]

MESSAGE_TYPES: tuple[tuple[MessageType, str], ...] = (
    ("otp", "_TYPE_OTP"),
    ("transaction_alert", "_TYPE_TRANSACTION_ALERT"),
    ("delivery_update", "_TYPE_DELIVERY_UPDATE"),
    ("appointment", "_TYPE_APPOINTMENT"),
    ("marketing", "_TYPE_MARKETING"),
    ("personal", "TEXT_PERSONAL_CHAT"),
)
"""Each type and the rule id that marks it, most specific first (a code text may also say "STOP")."""


def message_type(hits: Mapping[str, object]) -> MessageType:
    """The first type whose rule fired among ``hits`` (every rule id that fired), else ``unknown``."""
    for name, rid in MESSAGE_TYPES:
        if rid in hits:
            return name
    return "unknown"
