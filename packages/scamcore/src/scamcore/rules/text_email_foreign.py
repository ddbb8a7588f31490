"""Text rules: the pretexts of credential-phishing mail in the languages it most often arrives in
besides English, and in Chinese and Japanese. Weightless predicates that count in the phishing tiers
(text_phishing.py), and one row that scores a pretext in another language on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated, needing
from .base import Rule
from .model import Composite, Row, rows
from .text_email import ADVICE_LOGIN

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["CJK_TABLE", "RULES"]

_ACCOUNT = "account"

# The same pretexts in the languages phishing mail most often arrives in besides English (SpamAssassin
# ships 30_text_de/fr/... for the same reason). Accents are optional: mail often loses them.
_INTL_THREAT = gated(
    r"(?:ihr|dein) (?:konto|zugang|postfach|account) (?:wird|wurde|ist)(?: [a-zäöü]{1,15}){0,2} "
    r"(?:gesperrt|eingeschr[aä]nkt|deaktiviert|geschlossen|suspendiert|blockiert)"
    # German's verb first or last: "sonst wird Ihr Konto gesperrt", "dass Ihr Zugang eingeschränkt wird"
    r"|(?:ihr|dein) (?:konto|zugang|postfach|account)(?: [a-zäöü0-9]{1,15}){0,5} (?:vor[uü]bergehend )?"
    r"(?:gesperrt|eingeschr[aä]nkt|deaktiviert|blockiert)"
    r"|(?:votre|ton) (?:compte|acc[eè]s|bo[iî]te)(?: [a-zéèê]{1,15}){0,2} (?:sera|a [eé]t[eé]|est)"
    r"(?: [a-zéèê]{1,12}){0,1} (?:suspendu|bloqu[eé]|limit[eé]|d[eé]sactiv[eé]|ferm[eé]|restreint)"
    # An account or access, not a card: "your card was blocked as a precaution" is a bank's own notice
    r"|(?:su|tu) (?:cuenta|acceso) (?:ser[aá]|ha sido|est[aá]|fue)(?: [a-záéíóú]{1,12}){0,1} "
    r"(?:suspendid|bloquead|limitad|desactivad|cerrad|restringid)[ao]"
    r"|(?:sua|a sua|seu|o seu) (?:conta|acesso) (?:ser[aá]|foi|est[aá])(?: [a-z]{1,12}){0,1} "
    r"(?:suspens|bloquead|limitad|desativad|encerrad)[oa]"
    r"|(?:il tuo|tuo|il suo|la tua|la sua) (?:account|conto|accesso) "
    r"(?:sar[aà]|verr[aà]|[eè] stat[oa])(?: [a-z]{1,12}){0,1} (?:sospes|bloccat|limitat|disattivat)[oa]"
    # the mailbox kit's consequence: your mail will be delayed or stop arriving
    r"|(?:atrasos?|interrup[cç](?:[aã]o|[oõ]es)|falhas?) na entrega de (?:mensagens|e-?mails)"
    r"|(?:retrasos?|interrupci[oó]n|fallos?) en la entrega de (?:mensajes|correos|e-?mails)"
    r"|(?:retards?|interruption) (?:de|dans) la (?:livraison|r[eé]ception) (?:des|de vos) "
    r"(?:messages|e-?mails|courriels)"
    # Dutch
    r"|(?:uw|je) (?:rekening|account|betaalpas|bankpas|toegang|mailbox)(?: [a-zë]{1,15}){0,2} (?:wordt|is|zal worden)"
    r"(?: [a-zë]{1,12}){0,1} (?:geblokkeerd|opgeschort|beperkt|gedeactiveerd|afgesloten|stopgezet)"
)
_INTL_VERIFY = gated(
    r"(?:best[aä]tigen|verifizieren|aktualisieren|[uü]berpr[uü]fen) sie (?:ihr|ihre|ihren)"
    r"|(?:ihr|ihre|ihren) (?:konto|daten|angaben|identit[aä]t|zugang) (?:zu |jetzt )?(?:best[aä]tigen|"
    r"verifizieren|aktualisieren|[uü]berpr[uü]fen)"
    r"|(?:confirmer|v[eé]rifier|mettre [aà] jour|valider|r[eé]activer) (?:votre|vos) (?:compte|identit[eé]|"
    r"informations|donn[eé]es|coordonn[eé]es)"
    r"|(?:confirmar|verificar|actualizar|validar|confirme|verifique|atualizar|atualize) (?:su|sus|tu|tus|sua|"
    r"seus|os seus|a sua) (?:cuenta|identidad|datos|informaci[oó]n|conta|identidade|dados|informa[cç][oõ]es)"
    r"|(?:verificare|confermare|aggiornare) (?:il tuo|i tuoi|la tua) (?:account|dati|identit[aà])"
    r"|(?:bevestig|verifieer|controleer|update) (?:uw|je) (?:gegevens|account|identiteit|rekening)"
    r"|(?:werk|vul) (?:uw|je) (?:gegevens|account|identiteit) (?:bij|aan)"
)
_INTL_ACTIVITY = gated(
    r"(?:ungew[oö]hnliche|verd[aä]chtige) (?:aktivit[aä]t|anmeld)|(?:activit[eé]|connexion) (?:inhabituelle|"
    r"suspecte)|actividad (?:inusual|sospechosa)|atividade (?:incomum|suspeita)|attivit[aà] (?:insolita|"
    r"sospetta)|(?:ongebruikelijke|verdachte) (?:activiteit|inlog|aanmelding)"
    r"|(?:fecharemos|bloquearemos|suspenderemos|encerraremos) (?:a )?sua conta|limita[cç][oõ]es (?:em|na) "
    r"(?:sua )?conta|bloquer (?:votre|le) (?:compte|acc[eè]s)"
)
_INTL_GREETING = gated(
    r"(?:sehr geehrter?|liebe[r]?) (?:kunde|kundin|nutzer|benutzer)|(?:cher|ch[eè]re) (?:client|"
    r"cliente|utilisateur|membre)|(?:estimado|querido) (?:cliente|usuario)|(?:prezado|caro) (?:cliente|"
    r"usu[aá]rio)|gentile cliente|(?:geachte|beste) (?:klant|gebruiker|rekeninghouder)"
)


_INTL: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_PH_INTL_THREAT",
        group="claim",
        weight=0,
        description="Non-English: your account will be blocked",
        fires=(
            "Ihr Konto wird vorübergehend gesperrt",
            "Votre compte sera suspendu",
            "Conclua o processo para evitar atrasos na entrega de mensagens",
            "Uw rekening wordt tijdelijk geblokkeerd",
        ),
        quiet=("Ihr Zug fährt um neun",),
        check=_INTL_THREAT,
        category=_ACCOUNT,
    ),
    Rule(
        id="_PH_INTL_VERIFY",
        group="ask",
        weight=0,
        description="Non-English: verify your account or details",
        fires=("Bitte bestätigen Sie Ihre Daten", "Veuillez confirmer votre compte", "Bevestig uw gegevens vandaag"),
        quiet=("Merci pour votre visite",),
        check=_INTL_VERIFY,
        category=_ACCOUNT,
    ),
    Rule(
        id="_PH_INTL_ACTIVITY",
        group="claim",
        weight=0,
        description="Non-English: unusual activity, or your account will be closed",
        fires=(
            "Wir haben ungewöhnliche Aktivitäten festgestellt",
            "Fecharemos sua conta após 1 dia",
            "We hebben verdachte activiteit gezien",
        ),
        quiet=("Cher Paul, merci",),
        check=_INTL_ACTIVITY,
        category=_ACCOUNT,
    ),
    Rule(
        id="_PH_INTL_GREETING",
        group="claim",
        weight=0,
        description="Non-English: a generic customer greeting",
        fires=("Cher client, nous avons", "Sehr geehrter Kunde", "Geachte klant,"),
        quiet=("Cher Paul, merci",),
        check=_INTL_GREETING,
        category=_ACCOUNT,
    ),
)


# Chinese and Japanese mailbox/account phishing: an account word next to an action word. CJK text has
# no spaces, so these are plain substring tests rather than gated word patterns.
_CJK_ACCOUNT = ("邮箱", "邮件", "帐户", "账户", "帐号", "账号", "アカウント", "メールボックス")
_CJK_ACTION = (
    "升级",
    "验证",
    "确认",
    "停用",
    "终止",
    "已满",
    "配额",
    "登录",
    "密码",
    "冻结",
    "確認",
    "更新",
    "ロック",
    "停止",
    "認証",
    "パスワード",
)


def _cjk(ctx: TextContext) -> str | None:
    text = ctx.subject
    account = next((w for w in _CJK_ACCOUNT if w in text), None)
    if account is None:
        return None
    action = next((w for w in _CJK_ACTION if w in text), None)
    return None if action is None else f"{account} … {action}"


# text_cjk's rows say the same of a Chinese or Japanese mail ("邮箱已满", "请立即升级") with their own
# weights: where one of them fired, the CJK predicate still counts as a pretext in the tiers but adds
# no points of its own here.
CJK_TABLE = ("CJK_ACCOUNT_THREAT", "CJK_ACCOUNT_ALERT", "CJK_ASK_VERIFY")


_INTL_RULES: tuple[Row, ...] = (
    *_INTL,
    Composite(
        id="_PH_INTL_CJK",
        group="claim",
        weight=0,
        description="Chinese or Japanese: your mailbox or account needs an upgrade or check",
        fires=("您的账户需要确认",),
        # the CJK table's rows already say this one
        quiet=("明天见", "您的邮箱已满，请立即升级"),
        unless=CJK_TABLE,
        check=needing(_cjk, frozenset(_CJK_ACCOUNT)),  # fires only where an account word occurs
        category=_ACCOUNT,
    ),
    Composite(
        id="EMAIL_FOREIGN_PRETEXT",
        group="claim",
        weight=15,
        description="Says, in another language, that your account is blocked or must be verified",
        fires=(
            "Sehr geehrter Kunde, Ihr Konto wird gesperrt. Bitte bestätigen Sie Ihre Daten.",
            "Geachte klant, uw rekening wordt geblokkeerd. Bevestig uw gegevens.",
        ),
        # the CJK table's CJK_ACCOUNT_THREAT and CJK_ASK_VERIFY score this one
        quiet=("Cher client, merci pour votre commande.", "您的邮箱已满，请立即升级"),
        # a generic greeting alone is no pretext
        needs=(("_PH_INTL_THREAT", "_PH_INTL_VERIFY", "_PH_INTL_ACTIVITY", "_PH_INTL_CJK"),),
        quote=("_PH_INTL_THREAT", "_PH_INTL_VERIFY", "_PH_INTL_ACTIVITY", "_PH_INTL_GREETING", "_PH_INTL_CJK"),
        category=_ACCOUNT,
        advice=ADVICE_LOGIN,
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(*_INTL_RULES)
