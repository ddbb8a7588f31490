"""The stock phrases of advance-fee (419) letters: the members of the ``ADVANCE_FEE`` script
(text_419.py), each harmless on its own ("God bless", "beneficiary", "kindly").

The English phrases come first, then the French ones, as the 419 letters of West Africa are written
in both. The script quotes the first four that fire, in this order.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import gated, needing
from .model import Member

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["PHRASES"]

_MONEY_WORDS = r"(?:million|billion|m\b|mil\b|bn\b)"
_BIG_MONEY = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"hundred)[\s-]{1,3}(?:[a-z]{3,9}[\s-]{1,3}){0,4}(?:million|billion)|"
    r"(?:us\s?\$|usd|u\.s\.d\.?|\$|£|€|gbp|eur|euros?)\s?\d{1,3}(?:[,.]\d{1,3}){0,3}\s?"
    + _MONEY_WORDS
    + r"|\d{1,3}(?:[,.]\d{1,3}){0,2}\s?"
    + _MONEY_WORDS
    + r"\s?(?:united states |us |u\.s\.? )?"
    r"(?:dollars|usd|us\$|pounds|euros?|gbp)"
    r"|(?:us\s?\$|usd|\$|£|€)\s?\d{1,3}(?:,\d{3}){2,3}"
    r"|\((?:[a-z]{3,9}[\s-]{1,3}){1,6}(?:million|billion)[a-z\s,-]{0,60}\)"
    r"|\d{1,3}(?:[,.]\d{3}){2,3}(?:\.\d\d)?\s{0,3}(?:usd|us\$|dollars|pounds|euros?|gbp|eur\b|\(?\s{0,3}"
    r"(?:[a-z]{3,12}[\s-]{1,3}){1,5}(?:million|billion))"
    r"|(?:million|billion)s?\s(?:[a-z.]{1,10}\s){0,3}(?:dollars|pounds|euros|usd|us\$)|millions? of (?:us )?"
    r"(?:dollars|pounds|euros)"
)

_BIG_MONEY_FAMILY = gated(_BIG_MONEY)
_A_DIGIT = re.compile(r"\d")


def _big_money(ctx: TextContext) -> str | None:
    """``_BIG_MONEY``'s first match. Every form holds a figure or "illion" (a number's name before
    "million", "millions of dollars"): a text holding neither is not searched. The family's literals
    include "," and "us", which most text messages hold (54 of the 115 bench SMS the scan let it run
    on held neither: ~22 -> ~16 µs a call there, one process)."""
    text = ctx.subject  # the same digits and "illion" as the flat text the family searches
    if "illion" not in text and _A_DIGIT.search(text) is None:
        return None
    return _BIG_MONEY_FAMILY(ctx)


PHRASES: tuple[Member, ...] = (
    Member(
        "_AF_NEXT_OF_KIN",
        "Next of kin",
        gated(r"next[\s-]{1,3}of[\s-]{1,3}kin"),
        "you will stand as the next of kin",
        "my kin came for dinner",
    ),
    Member(
        "_AF_THE_LATE",
        "Refers to the late so-and-so",
        gated(
            r"the late (?:mr|mrs|dr|chief|gen|general|president|prince|king|sir|engr|barrister|sheikh|alhaji)\b|"
            r"(?:of|my|our|his|her) (?:the )?late (?:mr|mrs|dr|chief|gen|general|husband|father|client|"
            r"customer|president|prince|king|wife|brother|sir|engr|barrister|sheikh|madam|alhaji)\b"
            r"|the late [a-z]{2,15} (?:family|estate)|(?:wife|widow|son|daughter|estate|family) of (?:the )?late\b"
        ),
        "I am the widow of the late Mr. Stone",
        "I will be late for the meeting",
    ),
    Member(
        "_AF_BENEFICIARY",
        "Talks of a beneficiary",
        gated(r"beneficiar(?:y|ies)"),
        "you as the beneficiary of the fund",
        "the benefit of the doubt",
    ),
    Member(
        "_AF_FOREIGN_PARTNER",
        "Seeks a foreign partner or account",
        gated(
            r"foreign(?:er)? (?:business )?(?:partner|account|beneficiary|associate|investor|contractor|"
            r"company|bank account)|overseas (?:partner|account)|(?:partner|account) (?:abroad|overseas)"
        ),
        "we need a foreign partner to receive it",
        "foreign films are great",
    ),
    Member(
        "_AF_TRANSFER_SUM",
        "Transfer of a sum or fund",
        gated(
            r"(?:transfer|remit|move|wire)(?:red|ring|ted|ting)? (?:of )?(?:the|this|these|said|such) "
            r"(?:sum|fund|money|amount|huge sum|total sum)|(?:transfer|remittance) of (?:the )?(?:said )?"
            r"(?:sum|fund|money|amount)|(?:receive|claim) (?:the|this|these) (?:sum|fund)s?\b"
        ),
        "help me transfer the sum to your account",
        "the transfer window opened",
    ),
    Member(
        "_AF_CONFIDENTIAL",
        "Asks for confidentiality",
        gated(
            r"(?:strict|utmost|absolute|highly|strictly|top) (?:confiden[a-z]{1,8}|secre[ct][a-z]{0,4})"
            r"|confidential (?:business|transaction|proposal|deal|matter)|(?:keep|treat) (?:this|it|the) "
            r"(?:[a-z]{1,12} ){0,3}(?:confidential|secret|private)"
            r"|(?:trust|confiden[a-z]{1,6}) and (?:secrecy|confiden)"
        ),
        "please treat this matter as strictly confidential",
        "the report is marked draft",
    ),
    Member(
        "_AF_LEGAL_TITLE",
        "Barrister, attorney or legal agent",
        gated(
            r"barrister|(?:attorney|solicitor|lawyer) (?:at law|to the late)|(?:legal|personal) attorney to|"
            r"(?:esq|esquire)\b"
        ),
        "I am Barrister James Cole",
        "The bar was open late",
    ),
    Member(
        "_AF_DIPLOMATIC",
        "Diplomatic courier, agent or bag",
        gated(r"diplomat(?:ic)? (?:courier|bag|agent|channel|cover|immunity|pouch|delivery|means)|diplomatic"),
        "sent through a diplomatic courier",
        "we need a calm talk",
    ),
    Member(
        "_AF_CONSIGNMENT",
        "Consignment, trunk box or security vault",
        gated(
            r"consignments?|(?:trunk|metal|security|iron) (?:box|boxes)|(?:security|finance|vault) (?:company|firm)|"
            r"safe[- ]?keeping"
        ),
        "the consignment is in a security company",
        "the parcel shipped today",
    ),
    Member(
        "_AF_FUND_RELEASE",
        "Release of funds",
        gated(
            r"(?:release|releasing|disburse(?:ment)?|disbursed) (?:of )?(?:the |your |this |these |said )?"
            r"(?:fund|payment|money|sum|inheritance|consignment|winning)|funds? (?:release|clearance|transfer "
            r"(?:charges|fee))|(?:clearance|release|transfer|processing|change of ownership|anti-?terrorist?)"
            r" (?:certificate|fee|charges?)"
        ),
        "pay the fee for the release of your fund",
        "the new album release is out",
    ),
    Member(
        "_AF_INHERITANCE",
        "Inheritance or estate",
        gated(r"inherit(?:ance|ed|or)?|(?:his|her|the) (?:estate|will and testament)|deceased|bequeath"),
        "claim the inheritance as his relative",
        "the house is a real bargain",
    ),
    Member(
        "_AF_ATM_CARD",
        "Loaded ATM card or bank draft",
        gated(
            r"(?:certified|bank|cashier'?s) (?:bank )?(?:draft|cheque)s?\b|"
            r"atm (?:master ?|visa ?|debit ?)?card|(?:certified|bank|cashier'?s) (?:draft|cheque|check) of"
        ),
        "your funds loaded on an ATM card",
        "I ate at the restaurant",
    ),
    Member(
        "_AF_COMPENSATION",
        "Compensation or scam-victim fund",
        gated(
            r"for your compensation|compensate you|your (?:past )?efforts and attempts|"
            r"compensat(?:ion|ed) (?:fund|payment|sum|money|package)|(?:scam|fraud) victims?|"
            r"(?:have|has) been compensated|you (?:are|were) (?:listed|selected) (?:for|among|as)|"
            r"(?:will|shall) be (?:well|adequately|handsomely|generously|greatly) (?:rewarded|compensated)"
        ),
        "you are to receive a compensation fund",
        "the compensation committee met in May",
    ),
    Member(
        "_AF_BIG_MONEY",
        "Names a sum of millions",
        needing(_big_money, _BIG_MONEY_FAMILY, space="flat"),
        "the sum of $10.5 million",
        "about 10 people came",
    ),
    Member(
        "_AF_US_DOLLARS",
        "Spells out US dollars",
        gated(r"us\s?\$|u\.s\.d|usd ?\d|united states dollars|u\.s\. dollars"),
        "amount US$2,500,000 only",
        "send it to us soon",
    ),
    Member(
        "_AF_PERCENT_SHARE",
        "Offers you a percentage of the money",
        gated(
            r"\d{1,2}(?:\.\d)? ?(?:%|percent|per cent) (?:of (?:the )?(?:total |entire |whole |said )?"
            r"(?:sum|fund|money|amount|funds)|for you|to you|will be (?:yours|for you|given to you))"
            r"|(?:sharing|share) (?:ratio|formula|percentage)|percentage (?:interest|share|commission)|(?:your|a) "
            r"(?:share|commission|percentage) (?:will be|of)"
        ),
        "you will take 30% of the total sum",
        "sales rose 5% this year",
    ),
    Member(
        "_AF_GOD",
        "Invokes God or blessings",
        gated(
            r"god bless|may (?:the )?(?:almighty )?god|almighty|god[- ]fearing|(?:in|by) god'?s grace|"
            r"by the grace of god|allah|jesus|the lord|remain blessed|in christ"
        ),
        "may God bless you and your family",
        "this car is a good deal",
    ),
    Member(
        "_AF_I_AM_TITLE",
        "Introduces themselves with a title",
        gated(
            r"(?:i am|i'm|my name is|this is|introduce myself(?: to you)?(?: as)?|myself,) "
            r"(?:mrs|mr|dr|barr|barrister|prince|princess|chief|engr|hon|"
            r"sgt|sergeant|capt|captain|major|general|gen|col|colonel|madam|miss|lady|sir|alhaji|hajia|rev|"
            r"reverend|pastor|sister|brother|lt|lieutenant|sheikh|prof|professor)\b"
        ),
        "My name is Mrs. Jane Doe from Ghana",
        "I am happy to help",
    ),
    Member("_AF_WIDOW", "Widow", gated(r"widow"), "I am a widow with no child", "open the window"),
    Member(
        "_AF_ILLNESS",
        "Terminal illness",
        gated(
            r"(?:cancer|stroke|terminal|incurable|kidney|heart) (?:disease|illness|sickness|ailment|problem)|"
            r"(?:esophageal|lung|breast|brain|throat|liver|oesophageal|ovarian) cancer|(?:my )?doctors? "
            r"(?:told|said|has told|have told|confirmed)|(?:few|some) (?:months|weeks) to live|"
            r"(?:dying|sick bed|hospital bed)|(?:suffering|diagnosed) (?:from|with)"
        ),
        "my doctor told me I have a few months to live",
        "my sister is a doctor in town",
    ),
    Member(
        "_AF_CHARITY_WEALTH",
        "Wants to give their wealth to charity",
        gated(
            r"(?:donate|give|distribute|use)[a-z]{0,3} (?:[a-z]{1,12} ){0,6}(?:to|for|among|in) (?:the )?"
            r"(?:charit(?:y|ies|able)|orphan(?:age|ages|s)|less privileged|motherless|widows|poor|needy)"
        ),
        "I want you to donate this money to charity homes",
        "the charity run is on Sunday",
    ),
    Member(
        "_AF_BUSINESS_PROPOSAL",
        "Offers a business proposal or deal",
        gated(
            r"business (?:proposal|proposition|transaction|deal|venture|relationship|offer|partnership)|"
            r"(?:profitable|lucrative|mutual(?:ly)? benefi[ct]i?al) (?:business|transaction|deal|venture|partnership)"
            r"|joint (?:venture|partnership|business)"
        ),
        "I have a business proposal for you",
        "my business trip is next week",
    ),
    Member(
        "_AF_FILL_FORM",
        "Asks for name, address, phone and more",
        gated(
            r"(?:full|your|complete) names?[^.]{0,80}(?:address|telephone|phone|age|occupation|nationality)[^.]{0,80}"
            r"(?:telephone|phone|fax|age|occupation|country|nationality|address|marital|mobile)"
            r"|names? ?:[^:]{0,60}(?:address|telephone|phone|occupation|age|country) ?:"
            # "include your direct telephone and fax numbers": the letters of the fax era ask this alone
            r"|(?:include|send|provide|furnish|forward)[^.]{0,40}(?:telephone|phone) (?:and|&) fax numbers?"
        ),
        "send your full name, address, age, occupation and phone number",
        "My name is on the door",
    ),
    Member(
        "_AF_AFRICA",
        "Names a West-African city, bank or country",
        gated(
            # Names start a word: "lome" is in "conglomerate", "benin" in "Beningfield".
            r"(?<![a-z])(?:nigeria|lagos|abuja|ghana|accra|benin|cotonou|togo|lome|ivory coast|côte d'ivoire|"
            r"cote d'ivoire|abidjan|senegal|dakar|sierra leone|burkina faso|ouagadougou|liberia|cameroon|zimbabwe|"
            r"south africa|johannesburg|central bank of|central african|west africa|african development bank)"
        ),
        "I am a bank manager in Lagos, Nigeria",
        "the conglomerate bought a cable network",
    ),
    Member(
        "_AF_DIED_IN",
        "Owner died in an accident or coup",
        gated(
            r"(?:died|killed|perished|murdered|lost (?:his|her|their) li(?:fe|ves)) (?:[a-z]{1,12} ){0,5}"
            r"(?:crash|accident|coup|war|attack|crisis|tsunami|earthquake|assassinat)|(?:plane|air|car|auto|motor|"
            r"ghastly|fatal) (?:crash|accident)|passed away|(?:died|death) (?:in|on) \d"
        ),
        "he died in a plane crash with his family",
        "the car wash is open",
    ),
    Member(
        "_AF_FIDUCIARY",
        "Fiduciary, escrow or trustee agent",
        gated(
            r"fiduciary|escrow (?:agent|account)|trustee|depositor|foreign operations|"
            r"(?:bills?|bill) and exchange|(?:audit|accounts?|remittance|international operations?) (?:department|"
            r"manager|unit|director|officer)|(?:director|manager|head) of (?:operations|audit|accounts?|remittance)"
        ),
        "our bank's fiduciary agent will assist",
        "he is the head chef",
    ),
    Member(
        "_AF_RISK_FREE",
        "Promises no risk",
        gated(
            r"(?:100|hundred)\s?(?:%|percent|per cent) (?:risk[- ]free|safe|secured?|legal|legitimate|guaranteed|"
            r"hitch[- ]free)|risk[- ]free|no risk (?:involved|at all|whatsoever)|hitch[- ]free|free (?:of|from) "
            r"(?:all |any )?risks?|"
            r"without (?:any )?(?:risk|hitch|breach of (?:the )?law)|legitimate arrangement"
        ),
        "this transaction is 100% risk free",
        "please assess the risk register",
    ),
    Member(
        "_AF_UNCLAIMED",
        "Unclaimed, dormant or abandoned fund",
        gated(
            r"unclaimed|dormant|abandoned (?:fund|sum|account|money|consignment)|"
            r"no(?:body| one) (?:has )?(?:come forward|claimed|operated|knows about)|(?:failed|fail) to come forward"
            r"|(?:fund|money|sum)s? (?:will be|would be|shall be) (?:forfeited|confiscated|returned to (?:the )?"
            r"(?:government|treasury|bank))"
        ),
        "the fund has been dormant account for years",
        "the dog was sleeping",
    ),
    Member(
        "_AF_CHOSE_YOU",
        "Says you were chosen to receive a deal",
        gated(
            r"(?:decided|chose|choose|chosen|resolved|compelled|urged) (?:to )?(?:contact|write(?: to)?|"
            r"reach(?: out to)?|approach|seek) you|(?:came|come) (?:across|upon) your (?:e-?mail|contact|name|profile)"
            r"|(?:got|obtained) your (?:contact|e-?mail|name|particulars)|(?:this|my) (?:letter|mail|message|"
            r"e-?mail|proposal) (?:will|may|might) (?:come|be) (?:to you )?(?:as )?(?:a )?surprise"
            r"|(?:we|i) (?:do not|don'?t|have not|haven'?t) (?:know|met) each other|permit me to|"
            r"with (?:due )?respect|your indulgence|through this medium"
            r"|(?:reliable|trustworthy|honest|trusted) (?:and )?"
            r"(?:person|partner|individual|foreigner)"
        ),
        "I decided to contact you for this deal",
        "I will contact the bank tomorrow",
    ),
    Member(
        "_AF_ASSIST_TRANSFER",
        "Asks your help to move or receive money",
        gated(
            r"(?:assist(?:ance)?|help|co-?operation|support) (?:[a-z]{1,10} ){0,3}(?:in |to |for )"
            r"(?:transferr?(?:ing)?|mov(?:e|ing)|receiv(?:e|ing)|claim(?:ing)?|secur(?:e|ing)|invest(?:ing)?)"
            r"(?: this| the| these)? (?:fund|money|sum|inheritance|consignment|amount)"
        ),
        "I need your assistance in transferring this fund",
        "help me move the sofa",
    ),
    Member(
        "_AF_PRIVATE_EMAIL",
        "Asks for a reply to a private address",
        gated(
            r"(?:my|this|our) (?:private|personal|alternative|alternate|confidential|direct|secure) "
            r"(?:e-?mail|email address|mailbox|box|address|phone|line)"
        ),
        "reply me through my private email address",
        "reply to all please",
    ),
    Member(
        "_AF_POLITICAL",
        "Political unrest, asylum or war",
        gated(
            r"(?:personal )?(?:assistant|aide|secretary) to (?:the )?(?:late |former )?"
            r"(?:president|minister|general|head of state)|"
            r"political (?:crisis|unrest|asylum|instability|problem|situation)|civil war|rebels?|military coup|"
            r"refugee camp|(?:in )?exile|asylum|(?:former|late) (?:president|head of state|minister|dictator|"
            r"military ruler|governor)"
        ),
        "due to the political crisis in my country",
        "the new politics podcast",
    ),
    Member(
        "_AF_OIL_CONTRACT",
        "Over-invoiced contract or ministry fund",
        gated(
            r"over[- ]?invoic|contract (?:sum|award|payment|fund)|ministry of (?:petroleum|mines|finance|energy|"
            r"power|works)|crude oil|gold (?:dust|bar)s?|oil (?:and|&) gas contract|(?:nnpc|petroleum "
            r"corporation)|alluvial gold|gold (?:nuggets|bars)|(?:kilo(?:gram)?s?|kg) of (?:gold|diamonds?)"
            r"|rough diamonds"
        ),
        "the fund came from an over-invoiced contract",
        "sign the rental contract",
    ),
    Member(
        "_AF_KINDLY",
        "Kindly / do the needful",
        gated(
            r"kindly (?:reply|respond|send|get back|contact|forward|furnish|provide|indicate|acknowledge|"
            r"reconfirm|confirm|treat|keep|get in touch)|do the needful|(?:your )?urgent (?:reply|response|"
            r"attention|responds?)|reply (?:urgently|immediately|asap)|(?:within|at) (?:the )?(?:shortest|earliest) "
            r"(?:time|possible|convenience)|soonest|earliest convenience"
        ),
        "kindly reply with your details",
        "she was very kind",
    ),
    Member(
        "_AF_DEAR_FRIEND",
        "Greets a stranger: Dear friend, Attn, Sir/Madam",
        gated(
            r"dearest (?:friend|one|beloved|partner)|"
            r"dear (?:good |dear |my |honest |trusted )friend|"
            r"dear (?:friend|sir/madam|sir or madam|sir / madam|beloved|esteemed|one|partner|trusted|"
            r"god'?s (?:child|elect)|in christ|brother|sister|ceo|president|director)|(?:attn|attention)\s?:? ?"
            r"(?:sir|madam|the (?:president|director|ceo|manager)|dear|ceo|director|president|beneficiary)"
            r"|sir ?/ ?madam|sir or madam|(?:attn|attention)\s?[:,/]"
        ),
        "Dear Friend, I write to you in trust",
        "Dear Anna, thanks for the photos",
    ),
    Member(
        "_AF_BANK_OFFICIAL",
        "Claims to be a bank or audit official",
        gated(
            r"(?:director|officer|official|staff|accountant) (?:in|of|with) (?:a |the )?"
            r"(?:government|ministry|federal|state) |parastatal|"
            r"(?:manager|director|auditor|accountant|officer|head|chairman|secretary|staff) (?:of|in|with|at) "
            r"(?:the )?(?:[a-z]{1,15} ){0,3}(?:bank|audit|accounts?|remittance|operations)|(?:chief|senior|branch) "
            r"(?:auditor|accountant|bank manager)|(?:personal|private) (?:banker|accountant|account officer)"
            r"|(?:bank|union|trust) of (?:africa|nigeria|ghana|benin|togo|south africa)"
        ),
        "I am the audit manager of a bank in Accra",
        "the river bank was muddy",
    ),
    Member(
        "_AF_SECRET_ACCOUNT",
        "Secret or special account",
        gated(
            r"(?:suspense|secret|special|numbered|dormant|escrow|holding|domiciliary) account"
            r"|(?:open|opened) an account "
            r"(?:in|with) (?:your|our)|(?:your|a) (?:reliable|good|safe) (?:bank )?account (?:where|to|for|into)"
        ),
        "the money sits in a suspense account",
        "my account manager called",
    ),
    Member(
        "_AF_YOUR_COUNTRY",
        "Wants to move money or invest in your country",
        gated(r"(?:in|to|into|from) your (?:country|nation|continent|region)|your country'?s"),
        "I want to invest the fund in your country",
        "which country are you from?",
    ),
    Member(
        "_AF_IF_INTERESTED",
        "If you are interested, reply",
        gated(
            r"if (?:you are|you're|u are) interested|(?:indicate|signify|show|confirm) your (?:interest|willingness|"
            r"readiness|acceptance)|on (?:your|the) (?:interest|acceptance|indication)|upon (?:your )?(?:acceptance|"
            r"receipt of your (?:reply|response))|(?:your|an) (?:urgent )?(?:positive )?(?:response|reply) "
            r"(?:is|will be) (?:needed|required|appreciated)"
        ),
        "If you are interested, reply and I will tell you more",
        "we were interested in the talk",
    ),
    Member(
        "_AF_PAYMENT_AGENT",
        "Wants you to receive payments for them",
        gated(
            r"(?:reception|receipt|receiving|processing) of (?:the )?payments? from (?:the |our )?"
            r"(?:clients|customers)|"
            r"(?:representative|agent|officer)s? (?:in|for) (?:your country|the states|america|canada|europe|"
            r"the (?:us|usa|uk))|(?:receive|recieve|collect|handle|process)(?:ing)? (?:the )?payments? (?:from|for|on "
            r"behalf of) (?:my|our) (?:clients|customers)|(?:making|make) payments? through you|payment officer|"
            # a "financial agent" vacancy: you receive the company's money from its clients and forward it
            r"(?:receive|recieve|get|collect|accept)(?:ing)? (?:the |their |our |its )?(?:payments?|remittances?|"
            r"money transfers?|funds) (?:from|of) (?:the |their |our |its )?(?:foreign |overseas |international )?"
            r"(?:clients|customers|buyers)|"
            r"medium (?:of|for) (?:receiving|getting|collecting) (?:the |our )?payments?|(?:private|personal) payment "
            r"agent"
        ),
        "a representative in the states to receive payments from my clients",
        "the payment went through",
    ),
    Member(
        "_AF_LEGITIMATE",
        "Swears the deal is legal and clean",
        gated(
            r"(?:legitimate|legal|legit) (?:fund|money|business|transaction|arrangement|deal|backing)|"
            r"(?:not|no) (?:[a-z]{1,12} ){0,4}(?:drugs?|money launder|laundry|terroris)|"
            r"(?:drug|money launder[a-z]{0,4}|terrorism) (?:or|and|,)"
        ),
        "this is a legitimate transaction",
        "the legal team met",
    ),
    Member(
        "_AF_INVESTOR",
        "Has capital to invest through you",
        gated(
            r"invest (?:the|this|my|our|these) (?:money|fund|funds|sum|capital)|investment (?:opportunit|"
            r"partner|assistance|manager)|(?:substantial|huge|large|considerable) (?:amount of )?(?:capital|"
            r"money|fund|funds|sum)"
        ),
        "I want to invest this money with your help",
        "he wrote an investment memo",
    ),
    Member(
        "_AF_FR_MONEY",
        "French: a sum of millions",
        gated(
            r"somme (?:importante|colossale|consid[ée]rable)|"
            r"millions? de (?:dollars|francs|euros|livres)|(?:la|une) somme de|dollars (?:usa|am[ée]ricains)"
        ),
        "la somme de sept millions de dollars",
        "une bonne soupe",
    ),
    Member(
        "_AF_FR_STORY",
        "French: death, heir or inheritance",
        gated(
            r"h[ée]rit[ée]r?\b|"
            r"d[ée]funt|feu (?:mon|ma|le|la)|d[ée]c[ée]d[ée]|h[ée]ritage|h[ée]ritier|empoisonn|testament|mourut|"
            r"m'a l[ée]gu[ée]"
        ),
        "mon père défunt a laissé un héritage",
        "le feu de camp",
    ),
    Member(
        "_AF_FR_PARTNER",
        "French: a foreign partner or trustee",
        gated(
            r"transf[ée]rer|personne (?:totalement |tout [aà] fait )?[ée]trang[eè]re|"
            r"(?:partenaire|associ[ée]) [ée]tranger|d[ée]positaire|votre (?:aide|assistance|collaboration|pays)"
            r"|en toute (?:confidentialit[ée]|discr[ée]tion|s[ée]curit[ée])|transfert de (?:fonds|la somme)|virement"
        ),
        "je cherche un partenaire étranger pour le virement",
        "merci pour le repas",
    ),
    # The Ivory Coast letters of the 2000s: a trunk of cash left with a "security company", a share
    # in per cent, a war or rebellion that forces the move, a stranger chosen as trustworthy.
    Member(
        "_AF_FR_DEPOSIT",
        "French: money left in a trunk or with a security company",
        gated(
            r"(?:soci[ée]t[ée]|compagnie) (?:de s[ée]curit[ée]|diplomatique|de gardiennage)|coffre[- ]fort|"
            r"mallette|malle m[ée]tallique|certificat de d[ée]p[ôo]t|compte (?:bloqu[ée]|gel[ée]|dormant)|"
            r"d[ée]p[ôo]t (?:des|de ces|de ses) fonds"
        ),
        "il a déposé la somme dans une société de sécurité à Abidjan",
        "la société de nettoyage passe lundi",
    ),
    Member(
        "_AF_FR_SHARE",
        "French: a share of the money in per cent",
        gated(
            r"\d{1,2} ?(?:%|pour ?cents?) (?:de (?:la|cette|ladite|toute la|tous les) (?:somme|fonds|montant)|"
            r"des fonds|du montant)|(?:une )?commission (?:de \d|sur (?:la|cette) somme)|pourcentage"
        ),
        "je vous donnerai 15 pour cent de tous les fonds",
        "la réunion commence à 15 h pour tous",
    ),
    Member(
        "_AF_FR_TRUST",
        "French: picks you as a trustworthy stranger",
        gated(r"digne de confiance|(?:personne|homme|femme) de bonne foi|confiden(?:ce|tialit[ée]) absolue"),
        "je cherche une personne de bonne foi, digne de confiance",
        "le pont est digne d'une visite",
    ),
    Member(
        "_AF_FR_TURMOIL",
        "French: war, rebellion or a coup",
        gated(
            r"r[ée]bell(?:es?|ion)|guerre civile|coup d'[ée]tat|crise (?:politique|militaire|socio-politique)|"
            r"situation (?:politique|socio-politique) (?:actuelle|instable|difficile)"
        ),
        "mon père a été blessé par les rebelles pendant la guerre civile",
        "la guerre des boutons est un bon film",
    ),
    # The letters' frame, as the English DEAR_FRIEND, IF_INTERESTED, ILLNESS and GOD families count it.
    Member(
        "_AF_FR_GREETING",
        "French: greets a stranger and apologises for intruding",
        gated(
            r"\bcher (?:ami|monsieur|fr[èe]re|correspondant)\b|\bch[èe]re (?:amie|madame|s[œo]eur)\b|"
            r"salutations [àa] vous|mon tr[èe]s cher|bien[- ]aim[ée]|"
            r"(?:excuse[rz]?|pardonne[rz]?) (?:moi )?(?:pour |de )?(?:l'|cette |mon )intrusion"
        ),
        "Cher ami, excusez cette intrusion dans votre vie",
        "Le pain est cher ici",
    ),
    Member(
        "_AF_FR_REPLY",
        "French: asks you to write back or call",
        gated(
            r"veuillez me (?:contacter|r[ée]pondre|joindre|[ée]crire)|contactez[- ]moi|r[ée]pondez[- ]moi|"
            r"[ée]crivez[- ]moi|j'attends (?:impatiemment )?(?:votre|de vos) (?:r[ée]ponse|nouvelles)|"
            r"(?:votre|une) r[ée]ponse (?:urgente|rapide|imm[ée]diate)"
        ),
        "Veuillez me contacter, j'attends votre réponse urgente",
        "Il a répondu hier soir",
    ),
    Member(
        "_AF_FR_ILLNESS",
        "French: illness, a doctor's verdict or God's blessing",
        gated(
            r"longue maladie|cancer|mon m[ée]decin|jours? (?:sont )?compt[ée]s|"
            r"que dieu (?:vous )?b[ée]nisse|dieu tout[- ]puissant"
        ),
        "Mon médecin dit que mes jours sont comptés; que Dieu vous bénisse",
        "Le médecin de garde est absent",
    ),
    Member(
        "_AF_SOLICIT",
        "Solicits your assistance or partnership",
        gated(
            r"(?:solicit|soliciting|seek|seeking|request|requesting|need|crave)(?: for)? your (?:kind |urgent |"
            r"sincere |honest )?(?:assistance|help|co-?operation|partnership|support|consent)"
        ),
        "we are soliciting for your assistance in this matter",
        "the team will need your slides by Monday",
    ),
    Member(
        "_AF_FOLLOW_UP",
        "Says an earlier transfer succeeded and a share awaits you",
        gated(
            r"(?:success|successful|succeeded) in (?:getting|transferring|moving|receiving) (?:the |those |that |"
            r"these )?(?:funds?|money|sum)|contact my (?:secretary|lawyer|attorney|agent|accountant|banker|"
            r"personal assistant)|(?:kept|left|reserved) (?:the sum of |a sum of )?[^.]{0,40}for your "
            r"(?:compensation|efforts|assistance)"
        ),
        "I succeeded in transferring the funds; contact my secretary",
        "contact my office on Monday",
    ),
)
