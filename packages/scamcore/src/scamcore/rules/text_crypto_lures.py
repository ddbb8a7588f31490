"""Text rules: the crypto project's "news" lure, in the seven languages.

"Airdrop season 2 is live: check your eligibility and claim your tokens before Friday", "Your
staking rewards are ready", "You haven't logged in for 300 days: your account holds 1.2 BTC",
"Install the new wallet extension": mail written like a project's own announcement, whose link
goes to a drainer page that asks to connect the wallet or for its recovery phrase. Only the link's
host differs from a genuine announcement, so the words have to stack: a coin or a wallet named,
beside free coins handed out, a step to claim them, a wallet step, a balance waiting, a date to
claim by, thanks to the project's early supporters. Each is harmless alone (an exchange's genuine
mail names a coin and a balance), so they are a ``Script`` scored by how many one message holds,
and it fires only where a coin, a chain or a wallet is named, or a wallet step asked. Written from
exchanges' and wallet makers' public warnings about fake airdrops, fake firmware updates and "claim
your rewards" mail.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import fast, gated, needing
from .base import Rule
from .model import Discount, Member, Script, Tier, rows
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_COIN = (
    r"\b(?:bitcoins?|btc|ethereum|eth|steth|weth|usdt|usdc|xrp|solana|dogecoin|doge|litecoin|monero|cardano"
    r"|tether|stablecoins?|altcoins?|crypto(?:currency|currencies)?|krypto(?:w[äa]hrung(?:en)?)?"
    r"|cripto(?:moedas?|monedas?|valute?)?|crypto-?monnaies?|cryptomunten|blockchain|web3|defi|nfts?)\b"
)
_WALLET_NAME = (
    r"\b(?:metamask|trust ?wallet|ledger (?:live|nano|device|stax|wallet)|trezor|phantom wallet|coinbase|binance"
    r"|kraken|electrum|exodus wallet|uniswap|opensea|rabby|keplr|safepal)\b"
)

_MEMBERS: tuple[Member, ...] = (
    Member(
        "_CR_COIN",
        "Names a coin, a token, a blockchain or crypto itself",
        gated(_COIN + r"| tokens\b"),
        ("Your ETH is waiting", "Die Krypto-Auszahlung"),
        "The bus token is in my bag",
    ),
    Member(
        "_CR_WALLET_NAME",
        "Names a crypto wallet, exchange or trading platform",
        gated(_WALLET_NAME),
        ("Dear MetaMask user", "Your Ledger Nano needs an update"),
        "The general ledger closes on Friday",
    ),
    Member(
        "_CR_FREE_COINS",
        "Says free coins or rewards are handed out: an airdrop, an allocation, staking rewards",
        gated(
            r"airdrops?\b|token (?:allocation|distribution|release)|(?:allocation|distribution) (?:program|tool"
            r"|is (?:now )?(?:live|open|available))|staking rewards?|rewards? (?:are|is) (?:now )?(?:ready|live"
            r"|available)|(?:accumulated|earned|collected) (?:free )?(?:eth|btc|bitcoin|ethereum|tokens|crypto"
            r"|rewards)|giv(?:ing|e) away (?:free )?(?:crypto|bitcoin|btc|eth|tokens|coins)|free (?:eth|btc"
            r"|bitcoin|ethereum|tokens|crypto|nft)\b|allocated to you|your share of|season \d{1,2} (?:rewards|airdrop)"
            r"|(?:cloud|automatic|passive) (?:bitcoin |crypto |btc )?mining"
            r"|verteilung (?:der )?token|kostenlose (?:token|kryptow[äa]hrung)|distribution de jetons"
            r"|jetons gratuits|tokens gr[áa]tis|distribui[çc][ãa]o de tokens|reparto de tokens"
            r"|distribuzione (?:di )?token|gratis tokens"
        ),
        ("The airdrop is now live", "Your staking rewards are ready"),
        "The rewards of patience are many",
    ),
    Member(
        "_CR_CLAIM",
        "Asks you to claim, collect or withdraw the coins",
        gated(
            r"claim (?:your |the |my )?(?:free )?(?:\$?[a-z0-9]{2,10} )?(?:tokens|rewards?|allocation|airdrop|share"
            r"|balance|coins|eth|btc|bitcoin|ethereum|nft)|submit (?:your |a )?claim|claim now|collect (?:these"
            r"|your|the) (?:rewards|tokens|coins)|withdraw (?:your |the )?(?:funds|coins|tokens|eth|btc|bitcoin"
            r"|balance|rewards)|release to your (?:designated )?wallet|get your (?:ethereum|bitcoin|eth|btc"
            r"|tokens|coins)|(?:payout|withdrawal|auszahlung|retrait|saque|retiro|prelievo|uitbetaling)\w{0,4}"
            r" (?:#?[a-z0-9]{1,14} )?(?:is |ist |est |est[áa] |[èe] )?(?:now )?(?:ready|bereit|pr[êe]te?|pront[oa]"
            r"|listo|klaar)|(?:fordern|holen) sie (?:ihre|jetzt ihre) (?:token|coins|belohnungen)"
            r"|beanspruchen sie|r[ée]clamez vos (?:jetons|r[ée]compenses|tokens)|resgate (?:seus|os) (?:tokens"
            r"|moedas|recompensas)|reclam(?:a|e) (?:tus|sus) (?:tokens|recompensas)|riscatta (?:i tuoi )?(?:token"
            r"|premi)|claim (?:je|uw) (?:tokens|beloningen)"
        ),
        ("Claim your OP tokens", "Submit claim", "Withdraw your funds today"),
        "You can claim the expense next month",
    ),
    Member(
        "_CR_WALLET_STEP",
        "Asks you to connect, link or update a crypto wallet, or for its recovery phrase",
        gated(
            r"(?:connect|associat(?:e|ing)|link|sync|synchroni[sz]e|validate|verify|restore|import) (?:your |the )?"
            r"(?:crypto |web3 |designated )?wallet|(?:recovery|seed|secret|backup) phrase|firmware update"
            r"|(?:install|add) (?:the |our )?(?:new |official )?(?:[a-z]{3,12} )?(?:wallet )?(?:browser )?extension"
            r"|extension wallet|wallet extension|your (?:designated|connected|web3|crypto) wallet"
            r"|wallet (?:verbinden|verkn[üu]pfen|synchronisieren)|wiederherstellungsphrase|seed-phrase"
            r"|connectez votre (?:portefeuille|wallet)|phrase de r[ée]cup[ée]ration|conect(?:e|ar) (?:a )?sua"
            r" carteira|frase de recupera[çc][ãa]o|conect(?:a|e) (?:tu |su )?(?:billetera|cartera|wallet)"
            r"|frase semilla|collega (?:il tuo )?(?:wallet|portafoglio)|frase di recupero"
            r"|verbind (?:je|uw) (?:wallet|portemonnee)|herstelzin"
        ),
        ("By associating your wallet, you can collect", "Never share your recovery phrase? Enter it here"),
        "I left my wallet at the office",
    ),
    Member(
        "_CR_EARLY_SUPPORTER",
        "Rewards you as one of the project's early supporters, or for your contributions to it",
        gated(
            r"(?:early|earliest|inaugural|initial|first) (?:supporters?|participants?|adopters?|contributors?|backers?"
            r"|community members?)|(?:for|to) your (?:\w+ )?contributions (?:to|in|on)\b|(?:to|for) your (?:stellar "
            r"|valuable |loyal |ongoing )?contributions\b|fr[üu]he[nr]? (?:unterst[üu]tzer|teilnehmer|nutzer)"
            r"|premiers? (?:soutiens|participants|utilisateurs)|(?:primeiros|primeros|primi) (?:apoiadores|apoyos"
            r"|participantes|partecipanti|sostenitori|usu[áa]rios|usuarios|utenti)|vroege (?:supporters|deelnemers)"
        ),
        ("As an early supporter you are eligible", "As a thank-you to your stellar contributions"),
        "Thank you for your contribution to the school fair",
    ),
    Member(
        "_CR_BALANCE",
        "Names an amount of coins held or waiting for you",
        gated(
            r"(?<![\w.])\+?\d{1,7}(?:[.,]\d{1,8})? ?(?:btc|eth|steth|usdt|usdc|xrp|sol|bitcoin|ethereum)\b"
            r"|(?:balance|guthaben|solde|saldo|tegoed):? \+?\$?\d[\d.,]{0,14}"
        ),
        ("Your balance: 1.3426 BTC", "MY ETHEREUM +2.975 ETH"),
        "The balance is due on delivery",
    ),
    Member(
        "_CR_CLAIM_BY",
        "Gives a date or a short window to claim by",
        gated(
            r"claim (?:it |them |your \w{2,12} )?(?:by|before|within)\b|(?:limited|first[- ]come)[^.!?\n]{0,20}"
            r"(?:slots|spots|basis)|(?:expires?|ends?|closes?) in \d{1,2} ?(?:hours|days|h)\b|\d{1,2}[- ]hours? only"
            r"|\d{1,2} hours (?:left|to (?:claim|participate|join))"
            r"|\d{1,3}-day (?:promotion|window)|for a limited time|(?:innerhalb|in) (?:von )?\d{1,2} stunden"
            r"|dans les \d{1,2} heures|em \d{1,2} horas|en \d{1,2} horas|entro \d{1,2} ore|binnen \d{1,2} uur"
        ),
        ("Claim by October 20", "Staking slots are limited on a first-come basis"),
        "The shop closes at six",
    ),
)

# A newsletter's unsubscribe block lowers no count here: the drainer's mail goes out through the
# same bulk-mail services a project's genuine news does and carries their footer; a thread, a list
# footer or a signature still does (a forum post quoting a fake airdrop).
_THREAD_MARKS = tuple(mark for mark in GENUINE_MARKS if mark != "_HAM_NEWSLETTER")

_LURE = (
    "Airdrop season 2 is live!\n\nAs an early supporter you are eligible: 1,250 tokens are allocated to you. "
    "Connect your wallet and claim your tokens by Friday: https://example-drop.top/claim"
)

# A sum in coins, or an account balance, that the reader never knew about and that "will be
# cancelled" or "blocked" within hours: money that will be lost unless they act now. The lure must
# name the sum and its loss; a genuine exchange reports what happened ("your withdrawal was
# cancelled"), not what will happen to money one has to hurry for.
# Words may be run together with underscores or dots, as these mails write their subject lines.
_SEP = r"[ _.]{1,2}"
_CRYPTO_SUM = fast(
    r"(?<![\d.,])\d{1,6}[.,]\d{1,8}" + _SEP + r"(?:btc|bitcoins?|eth|usdt|ltc)(?![a-z])"
    r"|(?<![a-z])(?:btc|bitcoins?|eth|usdt)" + _SEP + r"\d{1,6}[.,]\d{1,8}(?![\d.,])"
    r"|balance" + _SEP + r"(?:of" + _SEP + r")?\+?(?:[$€£] ?)?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d\d)? ?[$€£]",
    space="flat",
)
_SUM_LOST = fast(
    r"(?:will|shall|is going to)" + _SEP + r"be" + _SEP + r"(?:cancel+ed|blocked|burn(?:ed|t)|lost|frozen|deleted"
    r"|forfeited|reset|withdrawn from you)|\bburns?" + _SEP + r"out\b|time" + _SEP + r"to" + _SEP + r"withdraw"
    r"|withdraw" + _SEP + r"(?:your|the)" + _SEP + r"(?:\d|[$€£]|funds|balance|money)"
    r"|(?:wird|werden) (?:in \d+ stunden |innerhalb von \d+ stunden )?(?:storniert|gesperrt|gel[öo]scht|verfallen)"
    r"|ser[áa] (?:cancelad|bloquead|perdid|eliminad|exclu[íi]d)|sera (?:annul|bloqu|perdu|supprim)"
    r"|sar[àa] (?:annullat|bloccat|pers|cancellat)|wordt (?:geannuleerd|geblokkeerd|verwijderd)"
    r"|(?:zeit|stunden),? (?:um )?(?:ihr|dein)e?n? (?:guthaben |geld )?abzuheben|temps (?:pour|de) retirer"
    r"|tempo (?:para|de) (?:sacar|retirar)|tiempo para retirar|tempo per (?:prelevare|ritirare)"
    r"|tijd om (?:je|uw) (?:saldo |geld )?op te nemen",
    space="flat",
)


def _sum_lapsing(ctx: TextContext) -> str | None:
    found = _CRYPTO_SUM(ctx)
    return None if found is None or _SUM_LOST(ctx) is None else found


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_CRYPTO_SUM_LAPSING",
        group="fraud",
        weight=45,
        description="A sum in coins or a balance you never knew of, to be lost unless you act now",
        fires=(
            "Transfer to your Bitcoin address: 0.8312 BTC\n\n$21,904 will be cancelled in 24 hours",
            "Your_wallet_0.6120_BTC\n\nHurry up, there is little time to withdraw your 18,220$",
            "Your accounts with a balance of +14.205$ will be blocked!",
            "Ihre Überweisung 0,5120 BTC\n\n12.880 $ wird in 24 Stunden storniert",
        ),
        quiet=(
            "Your withdrawal of 0.25 BTC was cancelled at your request.",
            "Your balance of $1,240.55 is available. Transfers will be processed within 24 hours.",
            "Bitcoin fell to 61,000 today; the rally will be lost if rates rise.",
        ),
        check=needing(_sum_lapsing, _CRYPTO_SUM, space="flat"),
        category="crypto",
        advice="Nobody holds coins for you that vanish in a day: do not reply, click or pay any fee to release them.",
    ),
    Script(
        group="fraud",
        category="crypto",
        members=_MEMBERS,
        needs=(("_CR_COIN", "_CR_WALLET_NAME", "_CR_WALLET_STEP"),),
        discount=Discount(_THREAD_MARKS, subtract=1),
        say_count=True,
        tiers=(
            Tier(
                4,
                "EMAIL_CRYPTO_NEWS_LURE_4",
                45,
                "Reads like a crypto project's fake news: free coins, a claim, a wallet step",
                fires=(_LURE,),
                quiet=("Bitcoin fell 4% today; staking rewards are ready for most holders.\n\nThe markets desk",),
                advice=(
                    "No project hands out coins by mail: never connect your wallet or type its recovery phrase "
                    "on a page a message links to."
                ),
            ),
            Tier(
                3,
                "EMAIL_CRYPTO_NEWS_LURE_3",
                30,
                "Several phrases of a fake crypto announcement: free coins, a claim, a wallet",
                fires=("Your staking rewards are ready! Claim your stETH rewards today.",),
                quiet=("Your staking rewards are ready.\n\nThe team",),
                advice=(
                    "No project hands out coins by mail: never connect your wallet or type its recovery phrase "
                    "on a page a message links to."
                ),
            ),
        ),
    ),
)
