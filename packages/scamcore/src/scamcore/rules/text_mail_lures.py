"""Text rules: e-mail lures that dress up as a service's routine notice. A file transfer about to
be deleted, a document shared by nobody in particular, a receipt for a purchase you never made, a
"secure desktop app" to install.

Each is light on its own, and a genuine notice can say any one of them; they count as pretexts in
``text_email``'s phishing tiers, so a verdict still needs a second, separate sign (a sign-in
prompt, a generic greeting, an account threat). Who shared a file (nobody) and when it expires are
details of one share notice: beside EMAIL_SHARED_DOCUMENT they add their own points but no second
pretext, since genuine transfer mail carries a countdown too. Written from the public warnings of
the services imitated (file-sharing, payment and software companies warn that they do not send
installers by mail) and of consumer agencies about fake-receipt and callback mail.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["FILES_ADVICE", "RULES"]

_ACCOUNT = "account"
FILES_ADVICE = "If you expected a file, open the sharing service yourself rather than the link in the mail."

# The transfer kit's countdown: "3 items, 42 MB. Will be deleted on 9 Mar", "this
# transfer will expire in 5 days". Read only beside a shared-file notice (EMAIL_SHARED_DOCUMENT):
# "old builds will be deleted after 30 days" on a developers' list is housekeeping, not a lure.
_FILE_EXPIRY = gated(
    r"(?:will be|to be|gets?|are|is) (?:automatically |permanently )?(?:deleted|removed|erased) (?:on|in|after)"
    r" (?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\b)"
    r"|(?:transfer|files?|documents?|download link|link|folder)s? (?:will )?(?:expires?|expiring|be available"
    r" until) (?:in \d{1,2} ?(?:days?|hours?)|on\b|soon|today|tomorrow)|expires? in \d{1,2} (?:days?|hours?)"
)


# Sharing services name the person who shared ("Anna Smith shared a file with you", "anna@example.org
# sent you some files"); the kits that copy them leave the sharer out: "an official document has been
# shared with you", "new files have been shared with you", "the sender has shared the following files".
_NO_SHARER = gated(
    r"(?:documents?|files?|folders?|pdfs?|fax(?:es)?|invoices?) (?:has|have) been (?:shared|sent|uploaded|"
    r"delivered) (?:with|to) you(?! by )|you have been sent (?:an? |some |\d{1,2} |new )?(?:new )?"
    r"(?:documents?|files?|folders?|pdfs?)"
    r"|(?:the sender|someone|a sender|a user|a colleague|your colleague|a contact) (?:has )?"
    r"(?:shared|sent you|sent) (?:with you )?(?:the following |an? |some |these |\d{1,2} )?(?:new )?(?:documents?|"
    r"files?|folders?|pdfs?)"
)

# A receipt for a purchase or payment you never made, with a way to "resolve" it: the fake-receipt
# kit wants the click (or the call: INVOICE_CALLBACK, which then speaks alone). Read only where a
# charge or an order was claimed (text_callback's _INV_CHARGED).
_DISPUTE = gated(
    r"(?:is|was) ?n['’]?t (?:you|this you)\s?\?|not you\s?\? ?(?:resolve|cancel|dispute|report|click|review|"
    r"secure|let)"
)


# Banks and payment services publish their apps in the app stores and on their own site; a mail
# offering a "secure desktop app" for Windows to download is how banking trojans are handed out.
_INSTALLER = gated(
    r"(?:secure|security) (?:[a-z]{1,12} )?(?:desktop )?(?:app|application|software|client"
    r"|plug-?in) (?:is )?(?:now )?(?:available )?for (?:windows|(?:your )?pc|(?:your )?computer|desktop)"
    r"|download (?:the |our |this |a )?(?:[a-z]{1,12} )?(?:secure|security) (?:[a-z]{1,12} )?(?:app|application|"
    r"software|installer|plug-?in|client) (?:for|on) (?:windows|(?:your )?pc|(?:your )?computer|(?:your )?desktop)"
)


RULES: tuple[Rule[TextContext], ...] = rows(
    Composite(
        id="EMAIL_FILE_EXPIRY",
        group="pressure",
        weight=8,
        description="Says the files shared with you will soon be deleted or expire",
        fires=("Anna sent you 2 files via a transfer service. 2 files, 40 MB in total. Will be deleted on 3 May.",),
        quiet=(
            "You have received 2 files. Download them whenever you like.",
            "Old nightly builds will be deleted after 30 days.",
            "Anna sent you 2 files. The download link expires once the files are downloaded.",
        ),
        needs=("EMAIL_SHARED_DOCUMENT",),
        unless=("TEXT_DEADLINE",),  # TEXT_DEADLINE already read the countdown: one sign, one count
        check=_FILE_EXPIRY,
        quote=(),
        category=_ACCOUNT,
        advice=FILES_ADVICE,
    ),
    Rule(
        id="EMAIL_SHARE_NO_SHARER",
        group="claim",
        weight=8,
        description="Says a document was shared with you without saying who shared it",
        fires=(
            "Hello, an important document has been shared with you. Open it below.",
            "Two files have been shared with you. Open them below.",
        ),
        quiet=(
            "Anna Smith shared a document with you.",
            "The document has been signed by both parties.",
            "The following file has been shared with you by Anna Smith.",
        ),
        check=_NO_SHARER,
        category=_ACCOUNT,
        advice=FILES_ADVICE,
    ),
    Composite(
        id="EMAIL_PAYMENT_DISPUTE",
        group="claim",
        weight=10,
        description="A receipt that asks 'this isn't you?' and offers a button to resolve it",
        fires=(
            "Order number: 5521. You sent a payment of $640.00 to a seller. This isn't you? Resolve it now.",
            "Your order has been confirmed. Not you? Cancel the order here.",
        ),
        quiet=(
            "Your order has been confirmed and ships tomorrow.",
            # a genuine receipt's own line: it sends you to your account, not to a "resolve" button
            "You sent a payment of $64.00 to Anna Smith. If you didn't authorise this payment, log in to your "
            "account and report it.",
        ),
        needs=("_INV_CHARGED",),
        unless=("INVOICE_CALLBACK",),  # the call-back script then speaks alone
        check=_DISPUTE,
        quote=(),
        category="invoice",
        advice="Check the payment in the official app or website, typed in yourself; do not use the mail's link.",
    ),
    Composite(
        id="EMAIL_INSTALLER_LURE",
        group="ask",
        weight=10,
        description="Offers a bank's or brand's 'secure' desktop app to download from the mail",
        fires=("The new PayPal secure app for Windows is here. Download it now.",),
        quiet=(
            "The PayPal app is in the App Store.",
            "Our new desktop app is now available for Windows.",
            "The new WhatsApp desktop app is now available for Windows. Download the WhatsApp app for Windows.",
        ),
        needs=(("TEXT_CLAIM_BRAND", "TEXT_CLAIM_BANK"),),
        check=_INSTALLER,
        quote=(),
        category=_ACCOUNT,
        advice="Install apps only from the official app store or the company's own website, typed in yourself.",
    ),
)
