"""Plain-language guides, one per scam category: pure data plus a topic matcher.

Written by us for people who have just received something odd: how the scam works, the signs,
what to do now and what to do if they already paid or clicked. The web pages and every
adapter read this table; ``find_guide`` lets an assistant pass a category id or
free text such as "parcel text" and get the closest guide. No guide calls anything safe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .categories import CATEGORIES
from .limits import LIMITS

__all__ = ["GUIDES", "Guide", "find_guide", "guide_markdown"]


@dataclass(frozen=True, slots=True)
class Guide:
    id: str
    """The category id from ``categories.CATEGORIES``."""
    title: str
    how_it_works: str
    signs: tuple[str, ...]
    do_now: tuple[str, ...]
    if_paid_or_clicked: tuple[str, ...]
    keywords: tuple[str, ...]
    """Words and short phrases people use for this scam; ``find_guide`` matches against them."""

    @property
    def path(self) -> str:
        return CATEGORIES[self.id].guide


_PAID_CARD = "If you paid by card or bank transfer, call your bank on the number on your card now and ask to stop it."
_CHANGE_PW = "If you typed a password, change it now (and anywhere you reuse it) and turn on two-step verification."
_REPORT = "Report it, so others get warned: see 'where to report' for your country."
_KEEP = "Keep the messages and screenshots; you may need them for your bank or the police."

GUIDES: dict[str, Guide] = {
    g.id: g
    for g in (
        Guide(
            "delivery",
            "Parcel delivery scams",
            "A text or e-mail claims a courier or the post office could not deliver a parcel and asks you to pay a "
            "small fee or confirm your address through a link. The page copies the courier's look and takes your "
            "card details, which are then used for larger payments.",
            (
                "You were not expecting a parcel, or the message names no order.",
                "A small 'redelivery', 'customs' or 'address' fee must be paid through a link.",
                "The link's address is not the courier's own website.",
                "A deadline: the parcel will be 'returned' or 'destroyed' today.",
            ),
            (
                "Do not click the link or reply.",
                "Check the tracking number on the courier's own website or app, typed in yourself.",
                _REPORT,
            ),
            (_PAID_CARD, "Watch your statements for payments you do not recognise.", _KEEP),
            (
                "parcel",
                "package",
                "delivery",
                "courier",
                "post office",
                "postal",
                "redelivery",
                "customs fee",
                "usps",
                "ups",
                "fedex",
                "dhl",
                "royal mail",
                "evri",
                "hermes",
                "shipment",
                "tracking",
            ),
        ),
        Guide(
            "toll",
            "Road toll scams",
            "A text claims you owe an unpaid road toll or parking fine and must pay now to avoid a penalty. The link "
            "leads to a copy of the toll operator's site that takes card details.",
            (
                "A toll or fine you do not remember, with a small amount and a large threatened penalty.",
                "A link to pay instead of a letter with a reference you can check.",
                "The address is not the official toll operator's or government's site.",
            ),
            (
                "Do not click the link.",
                "Check any unpaid toll on the official toll operator's website or app, typed in yourself.",
                _REPORT,
            ),
            (_PAID_CARD, _KEEP),
            (
                "toll",
                "e-zpass",
                "ezpass",
                "sunpass",
                "fastrak",
                "road charge",
                "parking fine",
                "penalty charge",
                "congestion charge",
                "unpaid toll",
                "speeding fine",
            ),
        ),
        Guide(
            "bank",
            "Bank impersonation",
            "Someone pretends to be your bank's fraud team, by text, call or e-mail, says your account is at risk "
            "and asks for a code, your PIN or password, or tells you to move your money to a new account "
            "'to protect it'.",
            (
                "You are asked for a one-time code, PIN, password or card details.",
                "You are told to move money to a new account to protect it.",
                "Pressure to act right now, and a request to keep it secret.",
                "A link to 'verify' or 'unlock' your account.",
            ),
            (
                "Hang up or do not reply. Your bank will never ask for your PIN, password or a code.",
                "Call your bank on the number on your card or in its app.",
                _REPORT,
            ),
            (
                "Call your bank now on the number on your card; ask it to freeze payments and cards.",
                _CHANGE_PW,
                _KEEP,
            ),
            (
                "bank",
                "account locked",
                "account suspended",
                "fraud team",
                "one-time code",
                "otp",
                "pin",
                "card blocked",
                "safe account",
                "unusual activity",
                "verify your account",
                "credit card",
                "debit card",
            ),
        ),
        Guide(
            "government",
            "Government or tax impersonation",
            "A message or call pretends to be the tax office, a benefits agency, the police or immigration, and "
            "either promises a refund or threatens a fine or arrest unless you pay or share personal details.",
            (
                "A refund you must 'claim' through a link.",
                "Threats of arrest, deportation or legal action unless you pay today.",
                "Payment asked by gift card, crypto or transfer to a personal account.",
            ),
            (
                "Do not click, reply or call back the number given.",
                "Find the agency's official website or number yourself and check there.",
                _REPORT,
            ),
            (_PAID_CARD, "If you shared an ID or tax number, tell the agency so it can watch for misuse.", _KEEP),
            (
                "tax",
                "irs",
                "hmrc",
                "revenue",
                "refund",
                "government",
                "benefits",
                "social security",
                "police",
                "arrest",
                "immigration",
                "visa",
                "court",
                "fine",
                "ato",
                "cra",
                "mygov",
                "gov",
            ),
        ),
        Guide(
            "account",
            "Account or login phishing",
            "A message says your e-mail, streaming, shopping or social account will be closed, or shows a fake "
            "sign-in alert, and links to a page that copies the real sign-in screen to steal your password.",
            (
                "A warning that your account will be suspended or deleted unless you sign in now.",
                "The link's address is not the service's own domain.",
                "A request for your password, code or payment details to 'keep' the account.",
            ),
            (
                "Do not sign in through the link; open the app or type the address yourself.",
                "Check the account's own security page for real alerts.",
                _REPORT,
            ),
            (_CHANGE_PW, "Sign out other sessions from the account's security settings.", _PAID_CARD),
            (
                "password",
                "login",
                "log in",
                "sign in",
                "account",
                "mailbox",
                "email account",
                "netflix",
                "apple id",
                "microsoft",
                "amazon account",
                "facebook",
                "instagram",
                "whatsapp code",
                "verify",
                "suspended",
            ),
        ),
        Guide(
            "prize",
            "Prize or lottery scams",
            "You are told you won a prize, lottery or giveaway, often one you never entered, and must pay a fee or "
            "share details to receive it.",
            (
                "A win for a competition you did not enter.",
                "A fee, tax or delivery cost to release the prize.",
                "Secrecy, a short deadline, or a request for bank details.",
            ),
            ("Do not pay or reply; real prizes never cost a fee.", _REPORT),
            (_PAID_CARD, _KEEP),
            (
                "prize",
                "lottery",
                "winner",
                "won",
                "giveaway",
                "sweepstakes",
                "reward",
                "gift",
                "survey reward",
                "jackpot",
                "claim your",
            ),
        ),
        Guide(
            "investment",
            "Investment scams",
            "A person, advert or group promises high, steady returns from trading, shares, forex or a 'platform'. "
            "Early small profits shown on a dashboard are fake; withdrawals are refused until you pay more.",
            (
                "Guaranteed or unusually high returns with no risk.",
                "Pressure to invest quickly or recruit others.",
                "An app or site you cannot find with your financial regulator.",
                "Fees or taxes demanded before you can withdraw.",
            ),
            (
                "Do not send more money, whatever you are told about unlocking a withdrawal.",
                "Check the firm with your country's financial regulator.",
                _REPORT,
            ),
            (
                "Contact your bank now and report the payments as fraud.",
                "Beware of 'recovery' services that promise to get your money back for a fee: they are a second scam.",
                _KEEP,
            ),
            (
                "investment",
                "invest",
                "trading",
                "forex",
                "shares",
                "stocks",
                "returns",
                "profit",
                "broker",
                "platform",
                "pension",
                "guaranteed return",
                "whatsapp group",
                "signals",
            ),
        ),
        Guide(
            "crypto",
            "Cryptocurrency scams",
            "Someone asks you to buy or send cryptocurrency: to invest, to pay a fine or fee, to 'double' your coins, "
            "or to connect your wallet to a site. Crypto payments are very hard to reverse.",
            (
                "Payment asked in bitcoin or another crypto, or at a crypto ATM.",
                "A promise to double or multiply what you send.",
                "A request for your wallet's recovery phrase or to 'connect' your wallet.",
            ),
            (
                "Never send crypto to someone you only know online, and never share a recovery phrase.",
                _REPORT,
            ),
            (
                "Move remaining funds to a new wallet if you shared a recovery phrase or connected your wallet.",
                "Report the transaction to the exchange you used; it may freeze the receiving account.",
                _KEEP,
            ),
            (
                "crypto",
                "bitcoin",
                "btc",
                "ethereum",
                "usdt",
                "wallet",
                "seed phrase",
                "recovery phrase",
                "crypto atm",
                "coin",
                "airdrop",
                "nft",
                "double your",
            ),
        ),
        Guide(
            "job",
            "Job or task scams",
            "An unexpected offer of easy, well-paid work: liking videos, rating products or 'completing tasks'. "
            "After small payouts you must deposit your own money to unlock bigger tasks, which never pay out.",
            (
                "A job offer you did not apply for, by text or messaging app.",
                "Pay for simple online tasks, rating or liking things.",
                "You must pay, deposit or buy something to start or to withdraw earnings.",
            ),
            ("Do not pay anything to get or keep a job.", "Stop replying and block the sender.", _REPORT),
            (
                "Contact your bank now about any payments.",
                "If you sent ID documents, watch for accounts opened in your name.",
                _KEEP,
            ),
            (
                "job",
                "work from home",
                "recruiter",
                "hiring",
                "task",
                "tasks",
                "part-time",
                "salary",
                "employment",
                "interview",
                "like videos",
                "rate products",
                "commission",
            ),
        ),
        Guide(
            "romance",
            "Romance or friendship scams",
            "Someone builds a close relationship online, often over weeks, then has an emergency, a travel problem or "
            "an investment tip that needs your money.",
            (
                "They will not meet in person or on a video call, with always a reason why not.",
                "Talk moves quickly to love, trust and a shared future.",
                "Requests for money, gift cards or help with an 'investment'.",
            ),
            (
                "Do not send money or gifts to someone you have not met in person.",
                "Talk to someone you trust.",
                _REPORT,
            ),
            (
                "Contact your bank now about any payments.",
                "Stop contact; do not pay anyone who offers to recover the money.",
                _KEEP,
            ),
            (
                "romance",
                "dating",
                "love",
                "boyfriend",
                "girlfriend",
                "online relationship",
                "soldier",
                "widow",
                "met online",
                "tinder",
                "friendship",
            ),
        ),
        Guide(
            "family",
            "Family emergency or 'new number' scams",
            "A message claims to be your child or relative on a new number ('Hi Mum, I lost my phone') and soon asks "
            "for urgent money, often to pay a bill for them.",
            (
                "An unknown number saying it is a family member with a new phone.",
                "An urgent request for money to an account in someone else's name.",
                "Reluctance to talk on the phone or voice-call.",
            ),
            ("Call your relative on the number you already have before doing anything.", _REPORT),
            (_PAID_CARD, _KEEP),
            (
                "hi mum",
                "hi mom",
                "hi dad",
                "new number",
                "lost my phone",
                "family",
                "son",
                "daughter",
                "grandchild",
                "relative",
                "emergency",
                "accident",
                "bail",
            ),
        ),
        Guide(
            "tech_support",
            "Tech support scams",
            "A pop-up, call or message claims your computer has a virus or your account was hacked, and asks you to "
            "call a number or install software so 'support' can fix it, then charges you or takes over your bank.",
            (
                "A pop-up with a phone number and an alarm, telling you not to close it.",
                "A request to install remote-access software.",
                "Payment asked by gift card, crypto or bank transfer for 'support'.",
            ),
            (
                "Do not call the number; close the browser (restart the device if needed).",
                "Never let a stranger control your computer.",
                _REPORT,
            ),
            (
                "Disconnect the device from the internet and uninstall any remote-access app they installed.",
                "Call your bank from another device and change your passwords.",
                _KEEP,
            ),
            (
                "tech support",
                "virus",
                "computer",
                "pop-up",
                "popup",
                "remote access",
                "anydesk",
                "teamviewer",
                "microsoft support",
                "hacked",
                "refund support",
                "geek squad",
                "antivirus",
            ),
        ),
        Guide(
            "marketplace",
            "Online marketplace scams",
            "When buying or selling second-hand, the other side moves the chat off the platform, sends a fake "
            "'payment received' link, overpays and asks for a refund, or takes payment and never ships.",
            (
                "A buyer who wants to pay through a link or courier service you must 'confirm'.",
                "A price far below the usual one, or pressure to pay outside the platform.",
                "A request for card details to 'receive' a payment.",
            ),
            ("Keep chat and payment inside the marketplace.", "Never enter card details to receive money.", _REPORT),
            (_PAID_CARD, "Report the user to the marketplace.", _KEEP),
            (
                "marketplace",
                "buyer",
                "seller",
                "facebook marketplace",
                "ebay",
                "vinted",
                "craigslist",
                "olx",
                "second hand",
                "overpayment",
                "receive payment",
                "listing",
            ),
        ),
        Guide(
            "invoice",
            "Fake invoices and renewals",
            "An unexpected invoice, subscription renewal or order confirmation, often for antivirus or an expensive "
            "device, asks you to call a number to cancel; the caller then asks for access or payment.",
            (
                "An invoice for something you did not buy.",
                "A phone number to call to 'cancel' or 'dispute' the charge.",
                "Changed bank details for a supplier you already pay.",
            ),
            ("Do not call the number in the message.", "Check your account on the official website.", _REPORT),
            (_PAID_CARD, "If a supplier's bank details 'changed', confirm by calling them on a known number.", _KEEP),
            (
                "invoice",
                "renewal",
                "subscription",
                "order confirmation",
                "receipt",
                "norton",
                "mcafee",
                "geek squad",
                "auto-renew",
                "payment details changed",
                "bill",
            ),
        ),
        Guide(
            "sextortion",
            "Sextortion or blackmail",
            "An e-mail claims to have hacked your camera or device and recorded you, and demands payment, often in "
            "crypto. It is sent in bulk; it may quote an old password from a data leak to seem real.",
            (
                "A threat to share intimate images unless you pay.",
                "Payment demanded in bitcoin within a short deadline.",
                "An old password quoted as 'proof'.",
            ),
            (
                "Do not pay or reply; these threats are usually bluffs.",
                "Change any password the message quotes.",
                _REPORT,
            ),
            (
                "Stop paying; paying invites more demands.",
                "If images really were shared with someone, keep the evidence and contact the police.",
                _KEEP,
            ),
            (
                "sextortion",
                "blackmail",
                "webcam",
                "camera",
                "recorded you",
                "intimate",
                "nude",
                "video of you",
                "pay or else",
                "extortion",
            ),
        ),
        Guide(
            "advance_fee",
            "Advance-fee fraud",
            "A stranger offers you a share of a fortune, inheritance, loan or business deal, but first you must pay "
            "fees, taxes or bribes, and there is always another fee.",
            (
                "Large sums offered by someone you do not know.",
                "Fees to release money, an inheritance or a loan.",
                "Requests for secrecy and your bank details.",
            ),
            ("Do not reply or pay any fee.", _REPORT),
            ("Contact your bank now about any payments.", "Stop paying; there is no money to release.", _KEEP),
            (
                "inheritance",
                "beneficiary",
                "fortune",
                "million",
                "barrister",
                "next of kin",
                "loan",
                "fee to release",
                "nigerian prince",
                "transfer funds",
                "compensation fund",
            ),
        ),
        Guide(
            "charity",
            "Fake charity appeals",
            "After a disaster or at holiday time, fake charities ask for donations by message, call or social media.",
            (
                "A charity you have not heard of, or a name close to a well-known one.",
                "Pressure to donate right now, by gift card, crypto or transfer.",
                "No registered charity number you can check.",
            ),
            ("Give through the charity's own website, and check it in your country's charity register.", _REPORT),
            (_PAID_CARD, _KEEP),
            ("charity", "donation", "donate", "appeal", "disaster relief", "fundraiser", "gofundme"),
        ),
        Guide(
            "general",
            "General warning signs",
            "Most scams share the same moves: they surprise you, create urgency or fear, ask you to act outside the "
            "usual channels and want payment in a way that is hard to reverse, such as gift cards, crypto or bank "
            "transfer.",
            (
                "Anyone asking to be paid with gift cards: no genuine organisation does that.",
                "Urgency, threats or a deal that ends today.",
                "Requests for codes, passwords or card details.",
                "Links whose address does not match the organisation's own website.",
            ),
            (
                "Do not click links, reply, call numbers or pay until you have checked through an official channel.",
                "Contact the organisation yourself, using its official app, website or the number on your card.",
                _REPORT,
            ),
            (
                _PAID_CARD,
                "If you bought gift cards and shared the codes, call the card's issuer at once; it may freeze them.",
                _CHANGE_PW,
                _KEEP,
            ),
            (
                "gift card",
                "gift cards",
                "itunes",
                "google play card",
                "steam card",
                "wire transfer",
                "western union",
                "moneygram",
                "scam",
                "suspicious",
                "phishing",
                "smishing",
                "urgent",
                "too good to be true",
            ),
        ),
        Guide(
            "none",
            "When no warning signs are found",
            "An automated check looks for the warning signs scams usually show. Finding none is not proof a "
            "message is genuine: a scam can be well written and still lie.",
            ("Even without warning signs, be careful with anything that asks for money or personal details.",),
            (
                "If the message asks you to pay or share details, check it through the organisation's official "
                "app, website or phone number.",
            ),
            (_PAID_CARD, _CHANGE_PW),
            ("no warning signs", "clear", "nothing found"),
        ),
    )
}

_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> list[str]:
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in _WORD.findall(text)]


def find_guide(topic: str) -> Guide:
    """The guide for a category id, or the closest one for a free-text topic; 'general' when nothing fits.

    Scoring: a phrase keyword found in the topic counts 3 per word, a single-word keyword 2,
    a word of the guide's title 1. Ties go to the table order (specific scams before 'general').
    Only the first ``max_topic_chars`` are read, so no topic costs more than a few words do.
    """
    raw = topic[: LIMITS.max_topic_chars].strip().lower()
    key = raw.replace("-", "_").replace(" ", "_")
    if key in GUIDES:
        return GUIDES[key]
    words = _words(raw)
    joined = " " + " ".join(words) + " "
    best, best_score = GUIDES["general"], 0
    for guide in GUIDES.values():
        score = 0
        for kw in guide.keywords:
            kw_words = _words(kw)
            if kw_words and f" {' '.join(kw_words)} " in joined:
                score += 3 * len(kw_words) if len(kw_words) > 1 else 2
        score += sum(1 for w in set(_words(guide.title)) if len(w) > 3 and w in words)
        if score > best_score:
            best, best_score = guide, score
    return best


def guide_markdown(guide: Guide) -> str:
    """The guide as Markdown, for assistants' resources, llms-full.txt and Markdown copies of pages."""

    def bullets(items: tuple[str, ...]) -> str:
        return "\n".join(f"- {item}" for item in items)

    return (
        f"# {guide.title}\n\n{guide.how_it_works}\n\n"
        f"## Signs to look for\n\n{bullets(guide.signs)}\n\n"
        f"## What to do now\n\n{bullets(guide.do_now)}\n\n"
        f"## If you already paid or clicked\n\n{bullets(guide.if_paid_or_clicked)}\n"
    )
