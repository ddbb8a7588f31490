"""Text rules: money sent to someone else's number. "That money, send it to this number: 84 123 4567,
it is in the name of Ana": the family and landlord scam of mobile-money countries (M-Pesa, e-Mola,
Ponto 24), told as if the sender's own account had a problem.

The request has to carry three things a scammer cannot leave out: a send verb aimed at a number or
account ("send it to this number"), the number itself, written in full, and whose name the
transfer will show ("it comes in the name of ...", so the victim is not alarmed by a stranger's
name). A relative asking for money to their usual number gives no number and no name; a genuine
mobile-money notice ("Transferiste 500MT para 84... - ANA", "Recebeste ...") tells of a transfer
made, with no request. Each part alone is everyday; together they make the shape.

The ask is written here in English and Portuguese, and runs on every message: Portuguese texts
this short are often taken for Spanish or English. Spanish, French, German, Italian and Dutch ask in
their own tables (the ``MONEY_TO_NUMBER`` slot of ``_lang``, quiet where the ask here fired), and
their ``COMBO_MONEY_TO_NAME`` shape reads the number and the name from here. The name and the
"my account has a problem" pretext are written here in all seven languages: they count only in a
text-message-sized text that writes a number in full, where "au nom de" or "a nombre de" is about
whose account it is, not the everyday "on behalf of".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._lang import in_plain, plain_first, plain_text
from ._phrases import fast, is_short, needing
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# A phone or account number written in full: 9 to 22 digits (a phone number, an IBAN's digits),
# with the spaces, dots or dashes people type between groups. Shorter runs are amounts, codes and
# dates; an amount with decimals ("1.300,00") is not followed by its cents here. "nr" or "no" typed
# against the digits ("nr841234567") still names a number.
_NUMBER = re.compile(r"(?:(?<![\w+])|(?<=\bnr)|(?<=\bno))\+?\d(?:[ .-]?\d){8,21}(?![\d]|[.,]\d)")

_S = r"[^.!?\n]"  # one character of the same sentence ("nr.848..." keeps its dot: see _NUMBER)

# The send verbs, as an order or a request ("manda", "podes enviar"), never a past transfer
# ("transferiste", "enviado") nor the noun of a bank notice ("transferencia para conta movel ...").
_SEND_PT = (
    r"(?:manda|mandar|mande|mandes|mandem|mandares|mandame|manda-me|envia|enviar|envie|envies|enviem|enviares|"
    r"enviame|envia-me|transfere|transferir|"
    r"transfira|transfiras|transferes|transferires|trasnfer(?:e|ir)?|deposita|depositar|deposite|faz o deposito)"
)
_SEND_EN = r"(?:send|sending|transfer|wire|deposit|pay|e-?transfer)"
# Where to: a number or account named right after the verb ("manda neste numero", "enviar o valor
# no Mpesa do numero"), or before it ("este nr ... transfere"), never someone's own ("o teu numero").
# An accent lost in transit drops or replaces its letter ("nmero", "n?mero").
_TARGET_PT = r"(?<!teu )(?<!seu )(?<!vosso )(?:n[\W_]?u?mero|nmr|nr|n[o°º]|conta|contacto|contato)"
_TARGET_EN = (
    r"(?:to|into|on|via|using) (?:this|that|the following|my new|my other|my|the|this new) "
    r"(?:new )?(?:number|no\.?|account|mobile|phone|line|cash ?app|m-?pesa|wallet)"
)
_MONEY_TO = fast(
    r"\b" + _SEND_PT + r"\b" + _S + r"{0,40}?\b" + _TARGET_PT + r"\b"
    r"|\b(?:este|esse|esta|essa|neste|nesse|nesta|nessa) " + _TARGET_PT + _S + r"{0,40}?\b" + _SEND_PT + r"\b"
    # "tai o numero", "o numero da conta": here is the number (the send was asked for before)
    r"|\b(?:tai|ta ai|xta ai|esta ai|aqui esta|aqui vai|eis) (?:o |u )?(?:numero|nmero|nr)\b"
    r"|\b(?:o|u) (?:numero|nr) (?:da conta|d[oa] m-?pesa|de m-?pesa)\b"
    # the number itself right after "this": "mandar para este 841234567"
    r"|\b" + _SEND_PT + r"\b" + _S + r"{0,40}?\b(?:este|esse|neste|nesse)\b[ :,.-]{0,3}\+?\d"
    r"|\b" + _SEND_EN + r"\b" + _S + r"{0,40}?\b" + _TARGET_EN + r"\b"
)

# Whose name the transfer shows: "vem em nome de", "sai nome d", "o nome da conta e", "it's in the
# name of", "registered to", "account name:".
_NAMED = fast(
    r"\b(?:vem|vm|ve|sai|esta|ta|fica|aparece|com|de|em|no|e) (?:em |com |no )?(?:o )?nome\b"
    r"|\bnome (?:de|da|do|d)\b|\bnome\s?:"
    r"|\b(?:o |u )?nome (?:vem|sai|e|aparece)\b"
    # the name right after the number: "841234567 nome ANA", "856... m-pesa nome ANA", or what the wallet
    # shows there: "841234567 m-pesa vem Ana", "sai Ana", "confirmacao Ana"
    # or the wallet's label: "841234567 m-pesa: Ana"
    r"|\d(?!\d)(?:[\s,.:;/-]{0,3}(?:[\w-]{1,20}[\s,.:;/-]{1,3}){0,2}(?:nome|vem|sai|confirmacao|confirmaca)\b"
    r"|[\s,.;/-]{0,3}(?:m-?pesa|e-?mola|mkesh)\s?:\s?[a-z])"
    r"|\b(?:titular|beneficiario)(?: da conta)?\s?:"
    r"|\b(?:in|under) (?:the )?name (?:of\b|:)|\b(?:it's|it is|account is|number is) (?:registered |listed )?"
    r"(?:in|under) (?:the name|my (?:wife|husband|friend|brother|sister|cousin|uncle|aunt)'?s? name)"
    r"|\b(?:registered|listed) (?:to|under)\b|\baccount (?:name|holder)\s?(?:is|:)"
    # es, fr, de, it, nl: the same words in the languages whose tables ask for money to a number
    r"|\ba nombre de\b|\b(?:esta|sale|aparece|figura|viene) (?:a|en) (?:el )?nombre\b|\bnombre del titular\b"
    r"|\bau nom de\b|\b(?:titulaire|beneficiaire)(?: du compte)?\s?:"
    r"|\bauf den namen\b|\b(?:lautet|lauft|ist) auf (?:meine[nm]?|seine[nm]?|ihre[nm]?) (?:namen|mann|frau|freund\w*)\b"
    r"|\b(?:konto)?inhaber(?:in)?\s?:|\bempfanger(?:in)?\s?:"
    r"|\bintestat[oa] a\b|\ba nome di\b|\b(?:beneficiario|titolare|intestatario)\s?:"
    r"|\bop (?:de )?naam van\b|\bten name van\b|\bt\.n\.v\.|\btnv\b|\b(?:rekeninghouder|begunstigde)\s?:"
)

# Why the money must go elsewhere: the sender's own number or account "has a problem".
_OWN_PROBLEM = fast(
    r"\b(?:meu|minha|o meu|a minha) (?:numero|nr|conta|m-?pesa|mpesa|linha|celular|telefone)(?: \w+)?"
    r" (?:tem|esta com|ta com|esta|foi|ficou|anda com) (?:um )?(?:problema|suspens|suspenc|bloquead|cortad|desativad)"
    r"|\bestou com (?:um )?problema (?:n[oa]|d[oa]|de|com) (?:meu |minha )?(?:numero|nr|conta|m-?pesa|mpesa)"
    r"|\bmy (?:account|number|phone|line|card|wallet|mobile money)(?: \w+)? (?:has|is having|got|is|was|has been) "
    r"(?:a )?(?:problem|issue|blocked|suspended|frozen|restricted|limited)"
    r"|\bmi (?:numero|cuenta|movil|tarjeta|banco)(?: \w+)? (?:tiene|esta|ha sido|fue) (?:un )?"
    r"(?:problema|bloquead|suspendid|congelad|limitad)"
    r"|\bmon (?:compte|numero|telephone|portable|rib)(?: \w+)? (?:a|est|a ete) (?:un )?"
    r"(?:probleme|bloque|suspendu|gele)"
    r"|\bmein(?:e)? (?:konto|handy|telefon|nummer|karte)(?: \w+)? (?:hat|ist|wurde) (?:ein )?"
    r"(?:problem|gesperrt|blockiert|eingefroren)"
    r"|\bil mio (?:conto|numero|telefono|cellulare)(?: \w+)? (?:ha|e|e stato) (?:un )?(?:problema|bloccato|sospeso)"
    r"|\bmijn (?:rekening|nummer|telefoon|bankrekening|pas)(?: \w+)? (?:heeft|is|werd) (?:een )?"
    r"(?:probleem|geblokkeerd|bevroren)"
)

_NEGATED = re.compile(r"\b(?:nao|nunca|jamais|not|never|don'?t)\b" + _S + r"{0,30}$")


def _money_to(ctx: TextContext) -> str | None:
    """A send aimed at a number or account, in a text-message-sized text that writes a number in full."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    text = plain_text(ctx)
    for m in _MONEY_TO.finditer(text):
        if not _NEGATED.search(text, max(0, m.start() - 40), m.start()):
            return ctx.subject[m.start() : m.end()]
    return None


def _named(ctx: TextContext) -> str | None:
    """Whose name the money reaches, said where a number is written in full: without the number,
    "in the name of" is just talk ("send it to my account, it is in my wife's name")."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    return plain_first(_NAMED, ctx)


# A British account is eight digits and a sort code: the sort code is what makes it an account in full.
_SORT_CODE = re.compile(r"\bsort ?code\W{0,3}\d{2}[ -]?\d{2}[ -]?\d{2}(?!\d)")


def _number_in_full(ctx: TextContext) -> str | None:
    if not is_short(ctx):
        return None
    m = _NUMBER.search(ctx.subject) or _SORT_CODE.search(ctx.subject)
    return None if m is None else m.group(0)


_MONEY_TO_IDS = ("TEXT_MONEY_TO_NUMBER",)


def _own_problem(ctx: TextContext) -> str | None:
    """The pretext for a new destination, where a number is written in full."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    return plain_first(_OWN_PROBLEM, ctx)


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_NUMBER_IN_FULL",
        group="channel",
        weight=0,
        description="A phone or account number written in full",
        fires=("Send it to 84 123 4567", "number +258841234567", "account 12345678, sort code 20-00-00"),
        quiet=("Send it to 841 234", "Paid 1.300,00 on 2019-03-13"),
        check=_number_in_full,
    ),
    Rule(
        id="TEXT_MONEY_TO_NUMBER",
        group="ask",
        weight=16,
        description="Asks you to send money to a number or account it gives",
        fires=(
            "Mum, that money, send it to this number 07700 900123 instead",
            "O valor manda para este número 841234567",
            "Tai o número 851234567, manda agora",
            "Pode mandar o valor para este 841234567",
            "Manda aquele valor para esta conta mpesa nr841234567",
        ),
        quiet=(
            "Send it to this number when you can",
            "Transferencia de 750,00 MZN para a conta movel 849876543 concluida com sucesso",
            "Não mande dinheiro para este número 841234567",
        ),
        check=needing(_money_to, in_plain(_MONEY_TO), space="plain"),
        reads=frozenset({"_NUMBER_IN_FULL"}),
        category="family",
        advice="Before sending money to a number a message gives, call the person on the number you already have.",
    ),
    Rule(
        id="TEXT_NAME_ON_ACCOUNT",
        group="payment",
        weight=10,
        description="Tells you whose name the money will reach ('it is in the name of ...')",
        fires=(
            "The account 07700 900123 is in the name of Ana Silva",
            "841234567 M-Pesa vem em nome de Ana Silva",
            "Manda neste número 841234567 m-pesa: Ana Silva",
        ),
        quiet=("What's the name of that café? 020 7946 0000", "O meu nome é Ana", "Send it, it is in the name of Ana"),
        check=needing(_named, in_plain(_NAMED), space="plain"),
        reads=frozenset({"_NUMBER_IN_FULL"}),
        category="family",
    ),
    Rule(
        id="TEXT_OWN_ACCOUNT_PROBLEM",
        group="claim",
        weight=8,
        description="Says their own number or account has a problem",
        fires=("My account has a problem, use 07700 900123", "Meu número tem problema, manda para 841234567"),
        quiet=("Your account has been updated, ref 841234567", "My account has a problem, call me"),
        check=needing(_own_problem, in_plain(_OWN_PROBLEM), space="plain"),
        reads=frozenset({"_NUMBER_IN_FULL"}),
        category="family",
    ),
    Composite(
        id="TEXT_COMBO_MONEY_TO_NAME",
        group="combo",
        weight=14,
        description="Money to be sent to a number it gives, in someone else's name",
        fires=(
            "My account has a problem, send the money to this number 07700 900123, it is in the name of Ana Silva",
            "Aquele valor manda neste número 841234567, vem em nome de Ana Silva",
            "Minha conta tem problema, transfere neste número 841234567",
        ),
        quiet=(
            "Send the money to my account, it is in the name of Ana",
            "Recebeste 500MT de 841234567 - ANA SILVA aos 5/8/23",
            "Confirmado. Transferiste 500MT para 841234567 - ANA SILVA. O teu saldo e 1.200,00MT",
        ),
        needs=(_MONEY_TO_IDS, ("TEXT_NAME_ON_ACCOUNT", "TEXT_OWN_ACCOUNT_PROBLEM"), ("_NUMBER_IN_FULL",)),
        parts=True,
        category="family",
    ),
)
