"""English: the engine's own texts, read from where they have always lived (scoring, categories),
so the English result is exactly what it was before languages came in."""

from __future__ import annotations

from ..categories import CATEGORIES
from ..scoring import BANDS, LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

LOCALE = Locale(
    code="en",
    name="English",
    # Only words other languages do not use ("in", "die", "on", "a" and "no" are German, French or
    # Romance words too): a foreign text must not count English words by accident.
    stopwords=words(
        """
        the and you your is are were be been this that these those it its of to for with at by from
        have had will would can could should shall may might must does did not yes we our us they
        their them he she his her him i my what which who when where why how there here if or but than
        then just also only very please thank thanks hi hello dear hey ok as all any some more most
        about into out up down over after before now today tomorrow get got going know see make call
        pay send click account bank card message number new
        """
    ),
    letters="",
    levels={b.id: (b.label, b.headline) for b in BANDS},
    disclaimer=(
        "This is an automated risk assessment based on warning signs, not proof either way. "
        "A message can look normal and still be a scam; when in doubt, contact the organisation through "
        "its official website or app."
    ),
    this={"text": "this message", "url": "this link", "image": "this screenshot"},
    summary_clear="We found no common warning signs in {this} (score {score}/100). That is not a guarantee.",
    summary_minor="We found only minor signs in {this} (score {score}/100). Stay alert all the same.",
    summary_signs="{level} ({score}/100): {this} shows {count} {signs} (category: {category}), including {top}.",
    sign_words=("warning sign", "warning signs"),
    do_not_act="Do not click links, reply, call numbers or pay anything from this message.",
    already_paid="If you already paid or shared details, contact your bank now and report the scam.",
    categories={c.id: (c.label, c.advice) for c in CATEGORIES.values()},
    link_labels=("Guide: {category}", "Where to report a scam", "How this check works"),
    and_word="and",
    do_not_act_no_link="Do not reply, call back or pay anything because of this message.",
    do_not_act_link="Do not open this link, and do not enter any details or pay anything on its page.",
    families={
        "obfuscation": (
            "Hidden or disguised letters",
            (
                "Some words are written with hidden characters, look-alike letters or odd spacing, a trick to slip "
                "past filters."
            ),
        ),
        "pressure": (
            "Pressure to act fast",
            "It rushes you with a deadline, a threat or a warning, so that you act before you think.",
        ),
        "claim": (
            "A story scammers often tell",
            (
                "It says it comes from a bank, a company, an official body or someone you know, or that money, a prize "
                "or a parcel is waiting for you."
            ),
        ),
        "ask": (
            "A request for money, codes or personal details",
            "It asks you to pay, to send money, or to give codes, passwords, card or personal details.",
        ),
        "payment": (
            "An unusual way to pay",
            (
                "It wants payment by gift card, cryptocurrency, wire transfer or a paid phone line: money that is hard "
                "to get back."
            ),
        ),
        "channel": (
            "A push to a link, a number or another app",
            "It wants you to tap a link, call or text a number, or move to another app, where the scam goes on.",
        ),
        "fraud": (
            "Wording from a well-known scam",
            "Its wording matches scams sent to many people at once, such as fake prizes, inheritances or blackmail.",
        ),
        "combo": (
            "Several signs that fit a known scam",
            "Together, its warning signs match a common kind of scam.",
        ),
        "sender": (
            "A sender that does not match",
            "The sender's number or address does not fit who the message says it is from.",
        ),
        "link_identity": (
            "A link that imitates a company or hides where it goes",
            "The web address copies or borrows the name of a company or official body, or hides where it really goes.",
        ),
        "link_structure": (
            "A link built in an unusual way",
            "The web address is built in a way genuine websites rarely use, such as a bare number or a hidden folder.",
        ),
        "link_host": (
            "A link to a cheap, free or hidden website",
            "The link goes to a cheap web address, a free hosting site, or a shortener that hides where it leads.",
        ),
        "dampener": (
            "Reassuring signs",
            (
                "Some things look like a genuine message, such as links to the company's own website. They lower the "
                "score but prove nothing."
            ),
        ),
        "genuine": (
            "Laid out like a genuine notice",
            (
                "It has the layout of a genuine bank alert, code or delivery notice, with nothing to click, share or "
                "pay. That lowers the score but proves nothing: scams copy layouts too."
            ),
        ),
        "ceiling": (
            "Only the link looks odd",
            (
                "Nothing in the words asks, claims or threatens, so an odd-looking link on its own counts for "
                f"at most {LURELESS_LINKS_MAX} points."
            ),
        ),
        "review": (
            "A second opinion from the AI review",
            "An optional AI review read the message and moved the score.",
        ),
        "other": (
            "Other, smaller signs",
            "A few smaller signs; every one is in the full list of signals.",
        ),
    },
    # Rules whose own description uses our words: what a reader sees instead (docs/labels.md).
    flag_labels={
        "EMAIL_PHISH_2": "Two phrases that fake sign-in e-mails often use",
        "EMAIL_PHISH_3": "Several phrases that fake sign-in e-mails often use",
        "EMAIL_PHISH_4": "Reads like a fake sign-in e-mail: many of its usual phrases",
        "ADVANCE_FEE_2": "Two phrases typical of 'a fortune for a small fee' scams",
        "ADVANCE_FEE_3": "Some phrases typical of 'a fortune for a small fee' scams",
        "ADVANCE_FEE_5": "Several phrases typical of 'a fortune for a small fee' scams",
        "ADVANCE_FEE_8": "Many phrases typical of 'a fortune for a small fee' scams",
        "EMAIL_SECURITY_PRETEXT": "Uses a security check or unusual activity as an excuse",
        "EMAIL_ADDRESS_IN_SUBJECT": "Puts your e-mail address in the subject line, as mass scam mailings do",
        "QR_LINK_RISKY": "A QR code hides a link with warning signs",
        "TEXT_MONEY_MULE": "A job receiving money in your account to pass on to others",
        "TEXT_BIDI_CONTROL": "Hidden characters that change the direction the text reads in",
        "TEXT_STYLED_LETTERS": "Words written in decorative letters that filters do not read",
        "URL_KIT_LAYOUT": "Several traits of ready-made scam websites in one link",
        "URL_KIT_FILE": "The link opens a file name that ready-made scam websites use",
        "URL_KIT_MARKER": "The link copies part of a company's sign-in page address",
        "URL_KIT_FOLDER": "A sign-in or payment page hidden inside a website's system folders",
        "URL_SESSION_TOKEN": "The link carries a random 32-character code, typical of ready-made scam websites",
        "URL_RANDOM_FOLDER": "The link has a long random code, typical of ready-made scam websites",
        "URL_HASH_FOLDER_PAGE": "The link opens a folder named by a random code, as copied scam websites are",
        "URL_EMAIL_IN_LINK": "The link carries an e-mail address, as scam links made for one person do",
        "URL_ENCODED_EMAIL": "The link hides an e-mail address in code, as scam links made for one person do",
        "URL_EMAIL_PLACEHOLDER": "The link has an empty space for your e-mail address, which scam mailings fill in",
        "URL_DEEP_SCRIPT": "The link runs a program file buried in the website's folders",
        "URL_DEEP_SUBDOMAIN": "The website name is made of many parts separated by dots",
        "URL_SIGNIN_SCRIPT": "The link runs a sign-in, verify or payment program on an unrelated website",
        "URL_FREE_HOST_PAGE": "The link opens a program or page file on free hosting",
        "URL_CMS_SYSTEM_PATH": "The link opens a page inside a website's program folders, not a normal page",
        "URL_WP_CONTENT_PAGE": "The link opens a page inside a website's file store, not a normal page",
        "URL_WELL_KNOWN_PAGE": "A page hidden in a website folder that is not meant for pages",
        "URL_USER_FOLDER": "The page sits in a personal folder on a shared server",
        "URL_HOSTING_ACCOUNT_PAGE": "A hosting company's account address opens a specific page, not a home page",
        "URL_HOSTING_ACCOUNT_NAME": "The website name is a hosting account number, not a name a business chose",
        "URL_SIGNIN_PAGE_NO_TLS": "A sign-in or verify page sent without encryption (http:// rather than https://)",
        "URL_IP_HOST": "The link points to a bare number instead of a website name",
        "URL_NO_PUBLIC_SUFFIX": "The website name has no normal ending such as .com",
    },
)
