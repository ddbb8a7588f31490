"""Scam categories: id, label, guide path and the advice that fits each.

One table, so that the engine, the guides pages and every adapter name a category the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CATEGORIES", "CATEGORY_IDS", "CategoryInfo", "category"]


@dataclass(frozen=True, slots=True)
class CategoryInfo:
    id: str
    label: str
    advice: tuple[str, ...]

    @property
    def guide(self) -> str:
        return f"/guides/{self.id}"


_CONTACT = "Contact the organisation yourself, using its official app, website or the number on your card or bill."

CATEGORIES: dict[str, CategoryInfo] = {
    c.id: c
    for c in (
        CategoryInfo(
            "delivery",
            "Parcel delivery scam",
            (
                "Couriers rarely ask for a fee by text; check the tracking number on the courier's own website.",
                "Do not enter card details on a page reached from a delivery text.",
            ),
        ),
        CategoryInfo(
            "toll",
            "Road toll scam",
            ("Check any unpaid toll on the official toll operator's website or app, typed in yourself.",),
        ),
        CategoryInfo(
            "bank",
            "Bank impersonation",
            (
                "Your bank will never ask for your PIN, password or a one-time code by message or phone.",
                _CONTACT,
            ),
        ),
        CategoryInfo(
            "government",
            "Government or tax impersonation",
            (
                "Tax offices and government agencies do not ask for payment by text, gift card or crypto.",
                "Find the agency's official website yourself rather than using a link in the message.",
            ),
        ),
        CategoryInfo(
            "account",
            "Account or login phishing",
            (
                "Do not sign in through a link in a message; open the app or type the address yourself.",
                "If you already entered a password, change it now and turn on two-step verification.",
            ),
        ),
        CategoryInfo(
            "prize",
            "Prize or lottery scam",
            ("You cannot win a prize or lottery you did not enter, and real prizes never cost a fee.",),
        ),
        CategoryInfo(
            "investment",
            "Investment scam",
            ("Guaranteed or very high returns are a warning sign; check the firm with your financial regulator.",),
        ),
        CategoryInfo(
            "crypto",
            "Cryptocurrency scam",
            ("Crypto payments are very hard to get back; never send crypto to someone you only know online.",),
        ),
        CategoryInfo(
            "job",
            "Job or task scam",
            ("Real employers do not pay you to like, rate or review things, nor ask you to pay to start.",),
        ),
        CategoryInfo(
            "romance",
            "Romance or friendship scam",
            ("Never send money or gifts to someone you have not met in person, whatever the reason.",),
        ),
        CategoryInfo(
            "family",
            "Family emergency or 'new number' scam",
            ("Call your relative on the number you already have before sending any money.",),
        ),
        CategoryInfo(
            "tech_support",
            "Tech support scam",
            ("Do not call numbers from pop-ups or messages, and never let a stranger control your computer.",),
        ),
        CategoryInfo(
            "marketplace",
            "Online marketplace scam",
            ("Keep payment and chat inside the marketplace; do not follow links to 'receive' a payment.",),
        ),
        CategoryInfo(
            "invoice",
            "Fake invoice or renewal",
            ("Do not call the number in an unexpected invoice; check your account on the official website.",),
        ),
        CategoryInfo(
            "sextortion",
            "Sextortion or blackmail",
            (
                "Do not pay or reply; these messages are usually sent in bulk and the threats are bluffs.",
                "Change any password the message quotes, and report it.",
            ),
        ),
        CategoryInfo(
            "advance_fee",
            "Advance-fee fraud",
            ("Nobody gives away large sums to strangers; any request for a fee to release money is a scam sign.",),
        ),
        CategoryInfo(
            "charity",
            "Fake charity appeal",
            ("Give through a charity's own website, and check it in your country's charity register.",),
        ),
        CategoryInfo(
            "general",
            "General warning signs",
            ("Do not click links, reply, call or pay until you have checked through an official channel.",),
        ),
        CategoryInfo(
            "none",
            "No warning signs found",
            ("No check can prove a message is genuine; if it asks for money or details, verify it independently.",),
        ),
    )
}

CATEGORY_IDS: tuple[str, ...] = tuple(CATEGORIES)


def category(category_id: str) -> CategoryInfo:
    return CATEGORIES.get(category_id, CATEGORIES["general"])
