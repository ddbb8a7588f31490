"""Text rules: e-mail phishing. The pretexts of credential-phishing mail: a full mailbox, held messages,
an expiring password, a shared document, a webmail "administrator", a failed payment.

The SMS tables already flag "verify your account", account threats, sign-in alerts and link prompts;
these rules add what is specific to e-mail, each light on its own. Their count scores in the
``EMAIL_PHISH_2/3/4`` tiers (text_phishing.py), with the same pretexts in other languages
(text_email_foreign.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .text_mail_lures import FILES_ADVICE
from .text_mail_lures import RULES as _LURES

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["ADVICE_LOGIN", "RULES", "SIGNALS"]

_ACCOUNT = "account"
ADVICE_LOGIN = "Open your mail or account by typing its address yourself; never sign in from a link in a message."

_MAILBOX_QUOTA = gated(
    r"(?:mailbox|mailboxes|e-?mail|mail) (?:size|storage|space|quota) (?:up to |to |of )?\d|"
    r"(?:mailbox|mail box|inbox|e-?mail (?:account|box|storage)|account storage) (?:is |has |have )?(?:been )?"
    r"(?:almost |nearly |now |about to be |completely )?(?:full|exceeded|over ?(?:the )?(?:limit|quota)|"
    r"reached (?:its|the|your) (?:limit|quota|storage))|(?:mailbox|e-?mail|mail) (?:quota|size|storage|"
    r"storage limit|capacity)|(?:increase|upgrade|expand|extend) (?:your |the )?(?:mailbox|mail box|e-?mail|"
    r"inbox)|\d{2,4} ?[mg]b ?"
    r"(?:/|of|out of) ?\d{2,4} ?[mg]b|(?:storage|quota|mailbox|mail ?box) (?:limit )?(?:has been |is |was )?exceeded|"
    r"(?:exceed|exceeds|exceeded) (?:its|your|the) (?:storage |mailbox |e-?mail |quota )?(?:limit|quota|storage)"
)

_ACCOUNT_CLOSURE = gated(
    # "cancel the removal/deletion/request" is the kit's button, EMAIL_CANCEL_PROMPT: not read twice here
    r"(?:request|requested|requests) to remove your (?:e-?mail|account|mailbox)|you will be (?:deactivated|"
    r"disconnected|blocked|suspended|removed"
    r"|logged out) from|"
    r"stop (?:the |this )?(?:deletion |deactivation |termination )?request|(?:agreed|asked|requested) to (?:delete"
    r"|deactivate|close|terminate) your|"
    r"(?:mailbox|e-?mail account|webmail|account) (?:will|would|shall) (?:be|become) inactive|"
    r"(?:e-?mail|mailbox|webmail) (?:account )?(?:expires|will expire|is expiring|has expired)|"
    r"(?:request|requested|requests) to (?:deactivate|de-activate|shut ?down|terminate|close|delete|"
    r"cancel|suspend|disable) (?:your |the |this )?(?:e-?mail|mailbox|account|webmail|outlook|office)"
    r"|(?:mailbox|e-?mail|webmail|outlook|office ?365) (?:account )?(?:deactivation|termination|shutdown|"
    r"closure|suspension|deletion)"
    # "your removal from the server has been approved and initiated ... removal will occur in 48 hours":
    # the removal of a mailbox from its mail server, not of snow or a tree
    r"|(?:removal from (?:the |our )?(?:[a-z0-9.-]{2,40} )?(?:mail ?)?server"
    r"|(?:your|e-?mail|account|mailbox|@[a-z0-9.-]{1,60}) removal) (?:has been|is being|was|is) (?:approved|initiated|"
    r"scheduled|processed|confirmed)"
    r"|(?:account|mailbox|e-?mail|your) (?:removal|deletion|deactivation|termination) will (?:occur|take place|begin"
    r"|start|happen)"
    r"|(?:e-?mail|mailbox|webmail) (?:account )?(?:will|would|shall) (?:be )?(?:[a-z]{1,15} ){0,2}"
    r"(?:deactivated|de-activated|terminated|shut down|closed|deleted|disabled|suspended|blocked)"
    # what the quota and closure kits say happens next: the mail stops
    r"|incoming (?:messages|mails?|e-?mails?)(?: [a-z]{1,12}){0,4} (?:will|would) be (?:returned|rejected|bounced"
    r"|blocked|suspended|deleted|held)|(?:won['’]?t|will not|cannot|can['’]?t|unable to|not) be able to "
    r"(?:send|receive)"
    r"(?: (?:or|and) (?:send|receive))?(?: new| any)? (?:e-?mails?|messages|mails)"
)

_HELD_MESSAGES = gated(
    r"(?:prevented|stopped|blocked|held|delayed) (?:the )?delivery of (?:\d{1,3} )?(?:new |incoming )?(?:messages"
    r"|e-?mails|mails)|pending deliver(?:y|ies)|spam quarantine|"
    r"quarantine[ds]? (?:messages|e-?mails|mails)|(?:messages|e-?mails|mails) (?:in|from) (?:your "
    r"|the )?(?:e-?mail )?quarantine|(?:blocked|held|stopped) by (?:your|the) (?:e-?mail )?administrator|"
    r"(?:messages|e-?mails|mails) (?:that |which )?(?:could|can)(?:n.t| not) be delivered|"
    r"(?:messages|e-?mails|mails) (?:[a-z]{1,12} ){0,6}(?:stopped|held|blocked|rejected) by (?:the |our )?(?:system"
    r"|server|policy|filter)|deliver (?:these|the|your|pending|held) (?:messages|e-?mails|mails)|(?:returned"
    r"|rejected|bounced) \(?\d{1,3}\)? (?:incoming |new )?(?:messages|e-?mails|mails)|synchroni[sz]ation (?:was "
    r"|has )?(?:unsuccessful|failed|error)|recover (?:your )?messages|"
    r"(?:messages|e-?mails|mails) (?:are |were |have been )?(?:stuck|queued|failed to (?:be )?deliver)|(?:retrieve"
    r"|retrive|recover) (?:the |your |all )?(?:\d{1,3} )?(?:stuck |pending |held |undelivered |incoming )?"
    r"(?:messages|e-?mails|mails)|\(\d{1,3}\) (?:new |incoming |unread |undelivered )?(?:messages?|e-?mails?|mails?) "
    r"(?:are |is )?(?:pending|on hold|held|waiting|undelivered)"
    r"|"
    r"(?:pending|held|undelivered|blocked|suspended|quarantined|unreceived) (?:incoming |e-?mail |new )?"
    r"(?:messages|e-?mails|mails)|(?:messages|e-?mails|mails) "
    r"(?:are |were |have been |has been )?(?:on hold|held|pending|blocked|placed on hold|quarantined|"
    r"suspended|delayed|not delivered|undelivered|returned)|release (?:your |the |all )?(?:pending |held )?"
    r"(?:messages|e-?mails|mails)|(?:could|can)(?:n['’]?t| not) (?:be )?(?:deliver|receive|send)(?:ed)? (?:your |"
    r"new |incoming )?(?:messages|e-?mails|mails)|you have (?:[({\[]?\d{1,3}[)}\]]?|some|new|several) (?:new |unread |"
    r"pending |undelivered )(?:messages|e-?mails|mails?\b)|(?:cannot|can ?not|could not|couldn['’]?t) be deli?e?vered "
    r"to your (?:inbox|mailbox)|(?:mailbox|e-?mail|account|domain) (?:address )?(?:is |"
    r"has been |was )?(?:blacklisted|black-listed)"
)

_PASSWORD_EXPIRY = gated(
    r"password (?:[a-z]{1,10} ){0,2}(?:will |is (?:due to |set to |about to )?|has |is going to )?"
    r"(?:expire|expires|expiring|expired|expiration|be expired)|(?:keep|retain|continue (?:using|with)|"
    r"maintain) (?:your |the )?(?:same|current|existing|old) password|password (?:reset|change|update|"
    r"renewal) (?:is )?(?:required|needed|pending)"
)

_SHARED_DOCUMENT = gated(
    r"shar(?:e|ed|ing) (?:the following |these |this )(?:files?|documents?|folders?) with you|new voice ?mail"
    r"|voice ?mail (?:message )?(?:will expire|received|waiting|expires)|(?:you )?(?:received|sent you) (?:a "
    r"|\d{1,3} )?(?:new )?files?\b|get your files?\b|"
    r"(?:been )?sent (?:you )?(?:some |\d{1,3} )?(?:new )?(?:documents|files)|view (?:your |the )?files?\b|"
    r"shar(?:e|ed|ing) (?:a |an |the |some |\d{1,2} )?(?:new )?(?:file|document|folder|pdf)s? with you|e-?document|"
    r"(?:received|sent you) (?:a |\d{1,3} )?(?:new )?files? (?:via|through|from)|(?:document|file)s? (?:i"
    r"|we) (?:have )?(?:uploaded|shared|sent) (?:for|to|with) you|"
    r"(?:document|file|folder|fax|pdf|invoice)s? (?:has|have) been (?:shared|sent|uploaded) (?:with|to) you"
    r"|(?:received|sent you) (?:\d{1,3} )?(?:new )?files? (?:via|through|from)|get your files|(?:click"
    r"|tap) (?:here )?to (?:view|download|open|access) (?:the |your )?(?:document|file|pdf|invoice|statement)s?|"
    r"(?:access|open|view) (?:the |this |shared )?folder|sign in to (?:access|view|open|download|read) (?:the "
    r"|this |your )?(?:folder|file|document|message)|(?:given|granted) (?:you )?(?:secure )?access to|sharefile|"
    r"(?:shared|sent|uploaded|attached) (?:a |an |the |some |\d{1,2} )?(?:new |secure |important |"
    r"encrypted )?(?:document|file|fax|pdf|folder|invoice|voicemail|voice message|payment advice|"
    r"remittance|purchase order)s? (?:with|to|for) you|(?:view|open|review|access|download|retrieve|read|"
    r"see|sign) (?:the |your |this |shared )?(?:secure |encrypted )?(?:document|file|fax|pdf|attachment|"
    r"invoice|voicemail|voice message)s? (?:here|now|below|online)|(?:docusign|onedrive|sharepoint|"
    r"dropbox|google (?:docs|drive)|adobe (?:document cloud|sign|pdf)|wetransfer)(?: [a-z]{1,12}){0,2} "
    r"(?:document|file|folder|fax|pdf|invoice)s?|incoming fax|secure (?:document|file|pdf)|(?:used|using|via) "
    r"(?:dropbox|wetransfer|onedrive|google drive|sharepoint|box)(?: transfer)? to send you"
)

_ATTACHMENT_LURE = gated(
    r"(?:view|check|see|open|find) (?:the |as |our |my |this )?(?:[a-z]{1,15} ){0,2}attach(?:ed|ment)\b"
    r"|(?:e-?statement|statement|invoice|document|pdf|payslip|pay ?stub)s? (?:is |are )?(?:now )?(?:ready"
    r"|available) (?:for (?:viewing|download|review)|to (?:view|download))|"
    r"(?:review|see|check|open|view|download) (?:the )?attached|"
    r"(?:please |kindly )?find (?:the |our |my )?(?:below |enclosed )?attached (?:[a-z]{1,12} ){0,2}"
    r"(?:order|invoice|document|file|statement|receipt|payment|copy|quotation|list|contract|pdf|specification)s?"
    r"|(?:get|download|view|open) (?:the |your |this )?(?:deposit |payment |new )?(?:pdf|receipt|statement|"
    r"invoice|remittance advice|purchase order)s?\b|newly posted invoice|(?:invoice|receipt|statement|"
    r"remittance|payment advice|purchase order)s? (?:is |are )?(?:attached|enclosed)"
    r"|download and (?:complete|fill(?: out| in)?) (?:this|the|our|attached) (?:form|document|file|attachment)"
    # the lure of a stripped HTML attachment: the notice itself is the attached file, to be opened
    r"|(?:look|check) for (?:the |your )?(?:[a-z]{1,12} ){0,2}(?:attached|attachment)\b"
    r"|(?:it|this|which) is attached to this (?:e-?mail|message|mail)"
    r"|read (?:the |our |this |my )?attach(?:ed|ment)?s?\b"
    r"|(?:sent|send) you (?:an? )?(?:important |secure |new )?(?:attachment|document)\b"
    r"|(?:profile|form|document|file|letter|notification|card)s? (?:is |are )?attached (?:below|here)\b"
    r"|(?:view|open|download) [\w./-]{1,60}\.(?:xlsx?|docx?|pdf)\b"
)

# "Move this message to your inbox to enable the link": mail filters disable the links and files of
# mail they deem spam, and the kit tells its reader how to undo that. A sender with a genuine notice
# asks at most to be added to the address book; it never needs its link switched back on.
_SPAM_FOLDER_DODGE = gated(
    r"move (?:it |this |the )?(?:e-?mail |message |mail )?(?:back )?(?:to|into) (?:your |the )?inbox(?: folder)?"
    r"[^.!?\n]{0,40}?(?:view|enable|activate|click|download|access|proper|upgrade|link|attach|try again|work)"
)

# The closure kit's button: "CANCEL removal now", "ignore to continue": a deletion you never asked for,
# stopped by clicking. (Leaving a mailing list, "click here to cancel your subscription", is not it.)
_CANCEL_PROMPT = gated(
    r"cancel (?:the |this |your )?(?:e-?mail |account |mailbox )?(?:removal|deletion|de-?activation|termination"
    r"|shutdown|closure|request)\b|ignore to continue"
)

# Money sent to you that waits for your click: "an e-payment is pending on your account ... credited
# after your approval", "accept the incoming transfer". A bank credits a payment without asking you;
# the e-Transfer and "payment from another member" kits need the click to reach their sign-in page.
_TRANSFER_APPROVAL = gated(
    r"(?:accept|approve|deposit) (?:the |this |your )?(?:incoming |pending )?(?:e-?payment|e-?transfer|transfer"
    r"|funds|money|deposit)\b|(?:e-?payment|e-?transfer|payment|transfer|funds|deposit) (?:is |are )?(?:pending"
    r"|waiting|awaiting) (?:for )?(?:your )?(?:approval|acceptance|confirmation)|after your (?:approval|acceptance)"
)

_PAYROLL = gated(
    r"pay-?stubs?|pay ?slips?|w-?2 forms?|payroll (?:update|review|structure|department|adjustment|portal)|"
    r"salary (?:increase|adjustment|review|raise|sheet)|(?:bonus|allowance) (?:sheet|payment|structure|schedule)|"
    r"(?:direct deposit|bank) (?:details|information) (?:update|change)"
)

_ORDER_LURE = gated(
    r"request for (?:quotation|quote|proposal)|\brfq\b|(?:send|quote|give) (?:us |me )?your (?:best|latest|lowest) "
    r"(?:price|quote|quotation|offer)|(?:new|urgent|confirm(?:ed)?) (?:purchase )?order (?:inquiry|request|details|"
    r"attached|confirmation)|purchase order"
)

_GENERIC_GREETING = gated(
    r"dear (?:[a-z]{2,12} )?(?:users|customers|members|clients|member|customer|user|client|cardholder"
    r"|account holder)\b|"
    r"dear (?:value|valued|valuable) (?:customer|member|user|client|subscriber)|"
    r"(?:dear|hello|hi) (?:e-?mail|mailbox|webmail|outlook|office ?365|account) (?:user|owner|account holder|holder"
    r"|subscriber)|"
    r"dear (?:receiver|recipient|account user|email owner)|"
    r"(?:attention|attn)[ :,]{1,3}[a-z0-9._%+-]{1,40}@[a-z0-9.-]{2,60}|dear sir\b|"
    r"(?:dear|hello|hi|attention|greetings|attn)[ ,:]{1,3}(?:valued |esteemed |dear |our )?(?:customer|member|"
    r"user|client|account (?:holder|owner|user)|e-?mail (?:user|owner|account (?:holder|user|owner))|"
    r"webmail user|subscriber|cardholder|card member|account|beneficiary|recipient|sir/madam|"
    r"(?:paypal|apple|amazon|netflix|bank|microsoft|office|outlook) (?:user|customer|member|client))\b"
    r"|(?:dear|hello|hi) [a-z0-9._%+-]{1,40}@[a-z0-9.-]{2,60}"
)

_ADMIN_SENDER = gated(
    r"it- ?desk|i\.t\.? desk|contact (?:the |our )?help ?desk|"
    r"(?:it|i\.t\.?|technical|e-?mail|mail|webmail|server) (?:help ?desk|support desk|service desk|"
    r"administrator|admin|team|department|unit)"
    r"|help ?desk (?:team|service|administrator)|postmaster|mail server (?:admin|team|administrator)|"
    r"web ?mail (?:team|admin|administrator|support|service|update|account|upgrade)|outlook web app|"
    r"(?<![a-z])owa\b|mail(?:box)? administrator|e-?mail (?:service|security) (?:provider|center|centre)"
)

_VERIFY_MAILBOX = gated(
    r"(?:mailbox|e-?mail account|webmail) (?:is |has )?(?:too old|out of date|outdated|obsolete)"
    r"|upgrade (?:your mailbox |your account )?to the latest|"
    r"(?:update|upgrade|maintenance|verification|validation|reactivation) of (?:your |the )?(?:mailbox"
    r"|e-?mail account|webmail|e-?mail)|"
    r"upgrade (?:your |the )?(?:e-?mail |mail )?account|(?:confirm|verify|validate) (?:the |your )?ownership"
    r"|re-?authenticat(?:e|ed|ion)|"
    # "secure" needs its object's owner: "to secure email and calendar traffic" is a sysadmin's plan
    r"(?:(?:verify|validate|re-?validate|confirm|upgrade|re-?activate|reactivate|update|authenticate|restore|"
    r"unlock|migrate) (?:your |the |this |my )?|secure (?:your |this |my ))(?:e-?mail|mailbox|mail box|webmail|"
    r"outlook|office ?365|web ?mail|email address|e-?mail account|mail account|domain account)\b"
    r"|(?:e-?mail|mailbox|webmail) (?:account )?(?:verification|validation|upgrade|re-?activation|update)"
    r"|(?:your )?[a-z0-9._%+-]{1,40}@[a-z0-9.-]{2,60} (?:account|mailbox|e-?mail account|password)"
)

_FAILURE_TO_COMPLY = gated(
    r"(?:failure|failing|fail) to (?:do (?:so|this|that)|review|sign in|log in|login|release|cancel|comply|verify"
    r"|update|upgrade|validate|confirm|reactivate|"
    r"re-?validate|complete|respond|follow|provide|act)[^.]{0,80}(?:result|lead|cause|will|may|would)"
    r"|(?:if|when) (?:you )?(?:do not|don['’]?t|fail to|refuse to) (?:verify|update|upgrade|validate|confirm|"
    r"reactivate|complete)[^.]{0,60}(?:will|would|may)|(?:within|in the next) \d{1,2} ?(?:hours|hrs|days)"
    r"[^.]{0,40}(?:permanent|permanently|deactivat|terminat|delet|los[et]|suspen|clos|block)"
    r"|(?:is|are) not (?:updated|verified|confirmed|validated|upgraded)[^.]{0,60}(?:suspen|terminat|deactivat"
    r"|clos|block|delet|restrict)"
    r"|result in (?:a |the )?(?:temporary |permanent )?(?:suspension|termination|deactivation|closure|deletion"
    r"|restriction|limitation) of (?:your |the )?(?:account|mailbox|e-?mail|access|card|service)"
)

_LOGIN_PROMPT = gated(
    r"sign in to the (?:[a-z]{1,12} ){0,3}(?:page|portal)|"
    r"(?:renew|reactivate|re-activate) (?:here|now)\b|"
    r"by clicking (?:on )?(?:the following link|the link|this link|here|below|the button)|"
    r"(?:click|tap|press|follow|use|visit) (?:on )?(?:here|below|the (?:link|button) below|the (?:link|button)"
    r"|this link|link below)[ ,.:]{0,3}(?:to|and|for) (?:(?:log ?in|sign ?in|verify|validate|confirm|update|"
    r"upgrade|reactivate|restore|unlock|secure|view|access|review|release|retrieve|download|continue|cancel|"
    r"keep))|(?:log ?in|sign ?in|verify|validate|reactivate|unlock)(?: (?:your|my|the) (?:account|mailbox|"
    r"e-?mail|details|identity|information))? (?:here|now|below)\b"
    # the quarantine kit's button, and "sign in to view your invoice"
    r"|release (?:the |your |all )?(?:pending |held |blocked |quarantined )?(?:e-?mails?|messages?) to (?:your )?inbox"
    r"|(?:sign|log) ?(?:in|on) to (?:view|read|open|access|download|see) (?:your |the )?(?:invoice|document|file|"
    r"message|statement|fax|voicemail|payment)s?"
)

# Webmail and "shared document" kits ask for the mailbox password itself, to "view" a file or inquiry.
_MAIL_PASSWORD = gated(
    r"(?:log ?in|sign ?in|logon|log on) (?:with|using) (?:your )?[\"']?(?:[a-z]{1,12} ){0,3}(?:e-?mail(?: address)?"
    r"|apple ?id)[\"']? (?:and|&|\+) (?:your |the )?(?:[a-z]{1,12} ){0,2}password|"
    r"(?:enter|provide|confirm) (?:your )?(?:[a-z]{1,12} ){0,2}e-?mail(?: address)? (?:and|&) (?:e-?mail )?password "
    r"(?:to|and) (?:view|read|open|access|download)"
)

_BILLING_FAILED = gated(
    r"(?:unable|could not|couldn.t|can.t|cannot) (?:to )?(?:process|authori[sz]e|charge|debit|validate"
    r"|verify) (?:your |the )(?:[a-z]{1,12} )?(?:payment|billing|card|transaction|subscription)|"
    r"(?:payment|billing|card|transaction|charge|direct debit)s? (?:[a-z]{1,10} ){0,2}(?:has |have |was |were |"
    r"is )?(?:been )?(?:failed|declined|unsuccessful|rejected|not (?:be )?(?:processed|authori[sz]ed|"
    r"approved|successful))|(?:unable|could not|couldn['’]?t|can['’]?t|cannot) (?:to )?(?:process|authori[sz]e|"
    r"charge|debit|validate|verify|complete) (?:your |the )?(?:payment|billing|card|transaction|"
    r"subscription|information|details|account)|(?:update|add|re-?enter|confirm) (?:your |a )?(?:new )?"
    r"(?:payment (?:method|information|details)|billing (?:information|details|address|method)|card "
    r"(?:details|information))|(?:card|payment method) (?:has |have )?(?:expired|on file expired)"
)

_SECURITY_PRETEXT = gated(
    r"(?:due to|following|because of) (?:a |the |our )?(?:recent |new |latest |scheduled )?(?:system |server "
    r"|security |database )?(?:update|upgrade|maintenance|migration|changes?) (?:in|to|of|on) (?:the "
    r"|our )?(?:our )?(?:system|server|database|records)|"
    r"(?:unusual|suspicious|unrecogni[sz]ed) (?:sign[- ]?in|log[- ]?in)|signed in from (?:a )?new"
    r"|new (?:sign[- ]?in|login) (?:from|on|to)|from (?:a )?(?:new|different|unknown) (?:location|device)|"
    r"(?:as part of|in line with|due to|for) (?:our |the )?(?:new |recent |regular |routine )?(?:security|"
    r"safety|anti-?fraud|maintenance|verification) (?:measures|procedures|policy|policies|upgrade|"
    r"update|check|reasons|protocols?|system)|(?:routine|regular|scheduled|annual) (?:security |account )?"
    r"(?:maintenance|check|verification|upgrade|review|validation)|(?:information|details|records|"
    r"account informations?) (?:is |are |was |were |seems? )?(?:incomplete|inaccurate|outdated|invalid|"
    r"incorrect|missing)|(?:we|our system) (?:have |has )?(?:detected|noticed|observed|discovered|"
    r"found|identified) (?:[a-z]{1,12} ){0,3}(?:irregular|unusual|suspicious|unauthori[sz]ed|multiple|"
    r"several|some|an?) (?:[a-z]{1,12} ){0,2}(?:activit|log|sign|attempt|access|login|transaction|"
    r"issue|problem|error)|(?:unusual|suspicious|unrecogni[sz]ed) (?:sign-?in|log-?in|login|activity|"
    r"access)|(?:sign-?in|log-?in|login) (?:attempt|activity) (?:from|on|was|detected)"
)


_ADDRESS = re.compile(r"[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}")


def _address_in_subject(ctx: TextContext) -> str | None:
    """An e-mail address on the first line of a text with a body below: mass phishing kits put the
    target's address in the subject."""
    first, newline, body = ctx.subject[:300].partition("\n")
    if not newline or not body.strip():
        return None  # one line is a text message, not a subject: "my email is ..." (TEXT_EMAIL_CONTACT)
    if "@" not in first:
        return None
    m = _ADDRESS.search(first)
    return None if m is None else first.strip()


SIGNALS: tuple[Rule[TextContext], ...] = (
    Rule(
        id="EMAIL_MAILBOX_QUOTA",
        group="claim",
        weight=15,
        description="Says your mailbox is full or over its quota",
        fires=("Your mailbox is almost full. Increase your storage now.", "Mailbox quota exceeded: 498MB/500MB"),
        quiet=("The storage room is full of boxes.", "Our inbox zero challenge starts Monday."),
        check=_MAILBOX_QUOTA,
        category=_ACCOUNT,
        advice="Mail providers do not ask you to sign in through a link to get more space.",
    ),
    Rule(
        id="EMAIL_ACCOUNT_CLOSURE",
        group="pressure",
        weight=10,
        description="Says your e-mail account is about to be closed",
        fires=(
            "We received a request to deactivate your email account. Cancel the request here.",
            "Over the limit, incoming mails sent to you will be rejected.",
            "Until you upgrade, you will not be able to receive any e-mails.",
            "Your removal from the mail server has been approved. Removal will occur in 48 hours.",
        ),
        # the button is EMAIL_CANCEL_PROMPT's, and counts once
        quiet=(
            "I closed the window and deleted the draft.",
            "I won't be able to send the slides before Monday.",
            "Ignore to continue or CANCEL removal now.",
            "Snow removal will begin at 6 am; tree removal is scheduled for Friday.",
        ),
        check=_ACCOUNT_CLOSURE,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_HELD_MESSAGES",
        group="claim",
        weight=15,
        description="Says your incoming messages are held or blocked",
        fires=(
            "You have 6 pending messages. Release your messages below.",
            "Your incoming emails have been placed on hold.",
            "Some incoming mails cannot be delievered to your inbox. You have {11} undelivered mail.",
        ),
        quiet=("I read your messages on the train.", "Three new messages from the team were useful."),
        check=_HELD_MESSAGES,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_PASSWORD_EXPIRY",
        group="claim",
        weight=12,
        description="Says your password is expiring",
        fires=("Your password expires today. Keep your current password here.",),
        quiet=("Choose a strong password and store it in a manager.",),
        check=_PASSWORD_EXPIRY,
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
    Rule(
        id="EMAIL_SHARED_DOCUMENT",
        group="channel",
        weight=12,
        description="Says a document or fax was shared with you",
        fires=(
            "A secure document has been shared with you. View document here.",
            "You have a new incoming fax",
            "Anna just used Dropbox Transfer to send you plans.pdf.",
        ),
        quiet=("I printed the document for you.",),
        check=_SHARED_DOCUMENT,
        category=_ACCOUNT,
        advice=FILES_ADVICE,
    ),
    Rule(
        id="EMAIL_ADDRESS_IN_SUBJECT",
        group="claim",
        weight=8,
        description="Puts your e-mail address in the subject line, as mass phishing kits do",
        fires=("Action required for user@example.org\n\nYour mailbox needs attention",),
        quiet=("Lunch on Friday\n\nWrite to me at anna@example.org", "my email is anna@example.org"),
        check=_address_in_subject,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_CANCEL_PROMPT",
        group="ask",
        weight=8,
        description="Asks you to click to cancel a removal or request you never made",
        fires=("Your mailbox will be deleted today. Ignore to continue or CANCEL removal now.",),
        quiet=("Click here to cancel your subscription to this newsletter",),
        check=_CANCEL_PROMPT,
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
    Rule(
        id="EMAIL_TRANSFER_APPROVAL",
        group="claim",
        weight=8,
        description="Says money sent to you waits for your approval or acceptance",
        fires=(
            "An e-payment is pending on your account. It will be credited after your approval.",
            "Accept the incoming transfer to deposit your money",
        ),
        quiet=("The transfer went through on Monday", "Your manager must approve the purchase order"),
        check=_TRANSFER_APPROVAL,
        category=_ACCOUNT,
        advice="A payment to you needs no click; check your balance in your bank's own app.",
    ),
    Rule(
        id="EMAIL_PAYROLL_PRETEXT",
        group="claim",
        weight=8,
        description="Uses payroll, a pay slip or a bonus as a reason to open or sign in",
        fires=("Action required: changes to your pay-stub", "View the new salary increase sheet"),
        quiet=("I got paid on Friday",),
        check=_PAYROLL,
        category=_ACCOUNT,
        advice="Check pay and tax forms in your employer's portal, opened from a bookmark, not from the mail.",
    ),
    Rule(
        id="EMAIL_ORDER_LURE",
        group="claim",
        weight=5,
        description="Uses a purchase order or a request for a quote as a lure",
        fires=("Please send us your best price for the attached purchase order",),
        quiet=("We ordered pizza for the team",),
        check=_ORDER_LURE,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_ATTACHMENT_LURE",
        group="ask",
        weight=7,
        description="Points you to an attached or downloadable invoice, order or document",
        fires=(
            "Please find attached order and confirm prices",
            "Download PDF receipt #283",
            "Please download and fill in the form before Friday.",
            "Your statement is attached to this email. Kindly open it to read your notification.",
        ),
        quiet=("I attached the holiday photos", "The patch is attached; apply it to the 2.4 tree"),
        check=_ATTACHMENT_LURE,
        category=_ACCOUNT,
        advice="Do not open unexpected attachments or downloads; ask the sender through a number you know.",
    ),
    Rule(
        id="EMAIL_SPAM_FOLDER_DODGE",
        group="ask",
        weight=10,
        description="Asks you to move it out of the spam folder so that its link or file works",
        fires=(
            "If this lands in your junk folder, move it to your inbox to enable the button.",
            "Note: move this e-mail to inbox to view the attachment.",
        ),
        quiet=("Add us to your address book so our newsletter reaches your inbox.",),
        check=_SPAM_FOLDER_DODGE,
        category=_ACCOUNT,
        advice="Mail filters turn off the links of mail they distrust; leave them off and delete the message.",
    ),
    Rule(
        id="EMAIL_GENERIC_GREETING",
        group="claim",
        weight=5,
        description="Greets you as a generic customer or by e-mail address",
        fires=("Dear Valued Customer, we noticed a problem", "Dear user@example.com, your account"),
        quiet=("Dear Anna, thanks for the photos", "Hi team, lunch is at noon"),
        check=_GENERIC_GREETING,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_ADMIN_SENDER",
        group="claim",
        weight=6,
        description="Signs as an IT help desk, webmail team or administrator",
        fires=("Regards, IT Help Desk", "From the Webmail Administrator", "Sign in to OWA to keep your mail"),
        # Iowa is a state, not Outlook Web Access (a 2002 reseller newsletter listing its regions)
        quiet=("The desk by the window is free.", "Midwest: Kansas, Iowa, Ohio"),
        check=_ADMIN_SENDER,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_VERIFY_MAILBOX",
        group="ask",
        weight=12,
        description="Asks you to verify, upgrade or reactivate your mailbox",
        fires=(
            "Please verify your mailbox to continue",
            "Upgrade your webmail account today",
            "Your user@example.com account needs attention",
        ),
        quiet=(
            "Please confirm your attendance by Friday",
            "We only hope to secure email and calendar traffic for our users.",
        ),
        check=_VERIFY_MAILBOX,
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
    Rule(
        id="EMAIL_FAILURE_TO_COMPLY",
        group="pressure",
        weight=8,
        description="Warns that failing to act will cost you your account",
        fires=(
            "Failure to verify will result in permanent closure of your account.",
            "Any mailbox that is not verified this week faces suspension.",
        ),
        quiet=(
            "The failure of the pump caused a leak.",
            "The page is not updated yet; it will lead you to the old site.",
        ),
        check=_FAILURE_TO_COMPLY,
        category=_ACCOUNT,
    ),
    Rule(
        id="EMAIL_LOGIN_PROMPT",
        group="channel",
        weight=6,
        description="Tells you to click to sign in, verify or view",
        fires=(
            "Click here to verify your account",
            "Sign in now to keep your messages",
            "You have 16 held messages. Release Messages to Inbox",
            "Please sign in to view your invoice",
        ),
        quiet=("Click the play button to start the video",),
        check=_LOGIN_PROMPT,
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
    Rule(
        id="EMAIL_MAIL_PASSWORD",
        group="ask",
        weight=15,
        description="Asks you to sign in with your e-mail address and password",
        fires=(
            "To view the document, login with your email and password",
            "Please sign in with your valid company e-mail and password to read the message",
            'To see the receipt, sign in using "Apple ID" and the password you use.',
        ),
        quiet=("Sign in with your library card number", "Log in with your email to see the photos"),
        check=_MAIL_PASSWORD,
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
    Rule(
        id="EMAIL_BILLING_FAILED",
        group="claim",
        weight=10,
        description="Says a payment failed and asks for new card details",
        fires=("Your payment was declined. Update your payment method to keep your membership.",),
        quiet=("The payment went through, thanks.",),
        check=_BILLING_FAILED,
        category=_ACCOUNT,
        advice="Check billing problems in the official app or website, typed in yourself.",
    ),
    Rule(
        id="EMAIL_SECURITY_PRETEXT",
        group="claim",
        weight=6,
        description="Uses a security check or unusual activity as a pretext",
        fires=(
            "As part of our security measures, we need you to confirm your details.",
            "We detected unusual sign-in activity on your account",
        ),
        quiet=("We fixed the bug in the security module.",),
        check=_SECURITY_PRETEXT,
        category=_ACCOUNT,
    ),
    *_LURES,
)

RULES: tuple[Rule[TextContext], ...] = SIGNALS
