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
their own tables (the ``MONEY_TO_NUMBER`` slot of ``_lang``, quiet where the ask here fired); their
send verbs are read here too where the number follows the preposition ("envoie l'argent au 77 ...",
"schick es an 0151 ..."), since a text that short is often taken for no language at all; and
their ``COMBO_MONEY_TO_NAME`` shape reads the number and the name from here. The name and the
"my account has a problem" pretext are written here in all seven languages: they count only in a
text-message-sized text that writes a number in full, where "au nom de" or "a nombre de" is about
whose account it is, not the everyday "on behalf of".

The parts are written as people type them in a hurry (misspelt verbs, "numeru", "nme", a number cut
by slashes under its label), because a row that reads only the spellings of the texts it was written
from misses the same scam typed otherwise. Two more scripts of mobile-money countries live here, in
the seven languages: money "sent by mistake" to be sent back to a number, and a fake notice that the
wallet has held the whole balance, now zero.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..language import plain
from ._lang import in_plain, plain_first, plain_text
from ._phrases import fast, is_short, needing
from .base import Rule
from .model import Composite, rows
from .table import after, digits

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
    r"(?:ma[nm]?d(?:a|ar|as|ares)|mnda|ma[nm]d(?:e|es|em)|mand(?:ame|a-me)|e[nm]vi(?:a|ar|as|e|es|em|ares)|envia-?me|"
    # "transfere" as typed in a hurry: "tarnsfere", "trasnfere", "tranferir", "transfira"
    r"t(?:ra|ar)n?s?n?f[ei]r(?:e|es|ir|ires|a|as)?|"
    r"deposita|depositar|deposite|faz o deposito|faz(?:er)? (?:a |uma )?transferencia|"
    # the send as a noun after "do": "faz o envio do valor", "faca o envio"
    r"faz(?:er|es)? (?:o |um )?envio|faca (?:o |um )?envio|"
    # "put it in this number": "mete", "poe", "coloca" (not "por", the preposition)
    r"mete|meter|poe|ponha|ponhas|bota|botar|coloca|colocar|"
    # "faz um M-Pesa para ...": the wallet's name as the verb
    r"faz(?:er|es)? (?:um |uma |o )?(?:m-?pesa|mpesa|e-?mola)|"
    # "pay it to this number", and "transf." cut short
    r"paga|pagar|pague|pagas|transf|"
    # "send it back": the money "sent by mistake" (_SENT_BY_MISTAKE)
    r"devolve|devolver|devolva|devolvas|reenvia|reenviar|retorna|retornar)"
)
_SEND_EN = r"(?:send|sending|transfer|wire|deposit|pay|e-?transfer)"
# Where to: a number or account named right after the verb ("manda neste numero", "enviar o valor
# no Mpesa do numero"), or before it ("este nr ... transfere"), never someone's own ("o teu numero").
# An accent lost in transit drops or replaces its letter ("nmero", "n?mero"); a hurried hand writes
# "numeru" or "nmro". "no" is the number's abbreviation only before its digits ("no.841..."):
# elsewhere it is the preposition ("envie no meu M-Pesa").
_NUMERO = r"(?:n[\W_]?u?mei?r[oeu]|nro|numr)"
# A bank alert's reference is no number to send to: "transfer to ACME Ref No 432112345678".
_NO_NOT_REF = r"(?<!ref )(?<!ref\. )(?<!ref\.)(?<!utr )(?<!rrn )(?<!txn )(?<!trx )(?<!reference )"
_TARGET_PT = (
    r"(?<!teu )(?<!seu )(?<!vosso )(?:"
    + _NUMERO
    + r"|nmr|nr|n[°º]|"
    + _NO_NOT_REF
    + r"no(?=[.:]?\s?\+?\d)|conta|contacto|contato)"
)
_TARGET_EN = (
    r"(?:to|into|on|via|using) (?:this|that|the following|my new|my other|my|the|this new) "
    r"(?:new )?(?:number|no\.?|account|mobile|phone|line|cash ?app|m-?pesa|wallet)"
)
_WALLET = r"(?:m-?p[ae]sa|e-?mola|mkesh|ponto ?24)"
# The same ask in the other five languages, as an order ("envialo", "envoie-le", "uberweis", "mandali",
# "stuur"): the family script written there. Their tables ask for "this number" (the ``MONEY_TO_NUMBER``
# slot); these are read only before the number itself, so the row runs on a text whatever language a
# short text is taken for ("Envoie l'argent par Wave au 77 123 45 67" reads as no language at all).
_SEND_OTHER = (
    r"(?:envia|envie|enviame|envialo|envielo|mandalo|mandame|mandamelo|transfiere|transfiera|transfierelo|"
    r"depositalo|ingresa|ingrese|ingresalo|pasame|pasamelo|pasale|"
    r"envoie|envoyez|envoie-le|envoie-la|envoie-les|envoyez-le|envoyez-les|envoie-moi|envoyez-moi|vire|virez|"
    r"vire-le|virez-le|transferez|deposez|versez|"
    r"uberweis|uberweise|uberweisen|schick|schicke|schicken|sende|senden|zahl|zahle|zahlen|"
    r"mandami|mandali|mandala|mandameli|invia|inviami|inviali|ricarica|ricaricami|trasferisci|versa|versami|"
    r"accredita|stuur|overmaken|stort|maak (?:het|dat|het geld|het bedrag) over|"
    r"(?:haz|hazme|fais|fais-moi|faites-moi|mach|fai|fammi|doe) (?:un |el |le |une |eine |il |una |een )?"
    r"(?:bizum|ingreso|deposito|giro|transferencia|virement|transfert|depot|uberweisung|bonifico|ricarica|"
    r"overboeking|tikkie))"
)
# ... to the number itself, right after a preposition and at most two words ("al 612 345 678", "par Wave
# au 77 ...", "sur celui-ci 06 ...", "auf DE12 3456 ...", "a questo 345 ...", "op NL12ABNA0123456789"),
# an IBAN's country and bank letters before its digits.
# What is sent that is no money: a text, a photo, "send STOP to ...", "send SMS to +65 ...", an
# address or a place to meet ("schick mir die Adresse an 0151 ...").
_NOT_MONEY = (
    r"(?!\b(?:sms|text|txt|message|messages|msg|stop|photo|photos|pic|pics|e-?mail|mail|cv|code|mensaje|mensagem"
    r"|nachricht|messaggio|bericht|foto|fotos|address|adresse|adres|direccion|indirizzo|endereco|location"
    r"|standort|posizione|ubicacion|localizacao|locatie)\b)"
)
# "this number" in the five languages is their own tables' target (``MONEY_TO_NUMBER``): left to them.
_THEIR_TARGET = (
    r"(?!(?:este|esta|ese|esa|el siguiente|la siguiente|mi nuevo|mi nueva|ce|cet|cette|mon nouveau|ma nouvelle"
    r"|diese|dieses|diesen|folgende|folgendes|mein neues|meine neue|questo|questa|il seguente|la seguente"
    r"|il mio nuovo|la mia nuova|dit|deze|het volgende|de volgende|mijn nieuwe)[ :,]{1,3}"
    r"(?:nuevo |nueva |nouveau |nouvelle |neue |neues |nuovo |nuova |nieuwe )?"
    r"(?:numero|cuenta|movil|celular|iban|compte|rib|konto|nummer|handynummer"
    r"|bankverbindung|conto|postepay|carta|rekening|rekeningnummer|bankrekening)\b)"
)
_TO_NUMBER_ANY = (
    r"\b(?:to|into|on|via|a|al|en|para|au|sur|vers|par|an|auf|su|sul|sulla|naar|op|aan)[ :,(-]{1,3}"
    + _THEIR_TARGET
    + r"(?:"
    + _NOT_MONEY
    + r"[^\W\d_][\w'-]{0,11}[ :,(-]{1,3}){0,2}?"
    r"(?:[a-z]{2}\d{2} ?(?:[a-z]{4} ?)?)?\+?\d(?:[ .-]?\d){8}"
)
# "este", "nesta", with an x for the s ("nexse"), or cut short
_THIS = r"(?:n?e[sx][st][ea]|nxt)"
_MONEY_TO = fast(
    r"\b" + _SEND_PT + r"\b" + _S + r"{0,40}?\b" + _TARGET_PT + r"\b"
    r"|\b" + _THIS + r" " + _TARGET_PT + _S + r"{0,40}?\b" + _SEND_PT + r"\b"
    # after "this", a phone or wallet is the number too: "manda neste celular", "envia nesta m-pesa"
    r"|\b" + _SEND_PT + r"\b" + _S + r"{0,40}?\b" + _THIS + r" (?:celular|telefone|telemovel|cell?|" + _WALLET + r")\b"
    # "tai o numero", "o numero da conta": here is the number (the send was asked for before)
    r"|\b(?:tai|ta ai|xta ai|esta ai|aqui esta|aqui vai|eis) (?:o |u )?(?:" + _NUMERO + r"|nr|nmr)\b"
    r"|\b(?:o|u) (?:" + _NUMERO + r"|nr) (?:da conta|d[oa] m-?pesa|de m-?pesa)\b"
    # "o numero e 841234567": the number given, the send asked for around it (not a receipt's
    # "Para o numero:" label)
    r"|\b(?:o|u|segue o|ai vai o) (?:" + _NUMERO + r"|nr|nmr)(?: (?:da|do|de) (?:conta|" + _WALLET + r"))?"
    r"[ ,]{0,2}(?:e|eh)[ ,:]{0,3}\+?\d"
    # the money and "this number" with the verb left out: "esse valor para este nr 84..."
    r"|\b(?:o|u|esse|este|aquele|akele|aquel) (?:valor|dinheiro|guito|mola|montante)\b"
    r"(?:(?!\b(?:foi|foram|ja|enviado|transferido|depositado|recebido|creditado|debitado)\b)" + _S + r"){0,30}?"
    r"\b(?:para |pra |p |p/ )?" + _THIS + r" " + _TARGET_PT + r"\b"
    # the number itself right after "this" (here): "mandar para este 841234567", "para este ai: 84..."
    r"|\b" + _SEND_PT + r"\b" + _S + r"{0,40}?\b" + _THIS + r"(?: ai| aqui)?\W{0,4}\+?\d"
    # or right after "to", "via", a wallet's name: "manda para 841234567", "envia via m-pesa 84 123 4567"
    r"|\b" + _SEND_PT + r"\b" + _S + r"{0,40}?" + _NO_NOT_REF + r"\b(?:para|pra|p|no|na|ao|via|pelo|pela|com|cm)\W{1,3}"
    r"(?:(?:o |a )?(?:" + _WALLET + r"|mpesa|conta(?: movel)?)\W{1,3}|o |a )?\+?\d(?:[ .-]?\d){8}"
    r"|\b" + _SEND_EN + r"\b" + _S + r"{0,40}?\b" + _TARGET_EN + r"\b"
    # a prepaid card or number to top up, named with no preposition: "ricaricami questa Postepay 5333 ..."
    r"|\b(?:ricaricami|ricarica) (?:questa|questo|la seguente|il seguente) (?:postepay|carta|numero|sim)\b"
    # any language's send verb, then the number right after "to": "send it to this one 07700 900123"
    # (an order: "I'll send it to 0803 ...", "sending it to ..." tell of the writer's own transfer)
    r"|(?<!\bi )(?<!i'll )(?<!will )(?<!we )(?<!i'm )(?<!ll )"
    r"\b(?:send|transfer|wire|deposit|pay|" + _SEND_OTHER + r")\b"
    r"(?:" + _NOT_MONEY + _S + r"){0,40}?" + _TO_NUMBER_ANY
)

# Whose name the transfer shows: "vem em nome de", "sai nome d", "o nome da conta e", "it's in the
# name of", "registered to", "account name:".
# "nome" as typed in a hurry: a vowel changed or dropped.
_NOME = r"(?:nome|neme|nme|nm)"
_NAMED = fast(
    r"\b(?:vem|ven|vm|ve|sai|esta|exta|xta|sta|ta|fica|aparece|com|cm|de|em|no|e) (?:em |e |com |no )?(?:o )?"
    + _NOME
    + r"\b"
    # "vem em de Ana": the name's word left out
    r"|\b(?:vem|ven|vm|ve) em d[aeo]\b"
    # "o nome de Ana", never "envia o nome da tua localidade" (a name the reader is asked for)
    r"|\b" + _NOME + r" (?:de|da|do|d)\b(?! (?:tua|teu|sua|seu|vossa|vosso)\b)|\bnome\s?[:(]"
    r"|\bnome (?:d[aeo] )?" + _WALLET + r"\b"
    # whose it is: "a conta e de Ana", "o numero pertence a Ana"
    # "esse numero e da minha prima": this or that one as well as "the"
    r"|\b(?:a|o|essa|esse|esta|este|aquela|aquele) (?:conta|"
    + _NUMERO
    + r"|nr|m-?pesa)\b"
    + _S
    + r"{0,15}?\b(?:e|esta|ta|fica) d[aeo]\b"
    # who receives it: "quem recebe e Ana", "quem vai receber: Ana"
    r"|\bquem (?:vai )?rece(?:be|ber)\W{0,3}(?:e|eh|:|sera)"
    r"|\bpertence (?:a|ao)\b"
    # the wallet's confirmation screen shows it: "a confirmacao do m-pesa vem ANA", "comfirmacao: ANA"
    r"|\bco[mn]firma(?:cao|ao|ca|o)\b(?: d[oa] (?:m-?pesa|mpesa|nome))?\W{0,3}(?:vem|sai|e|esta|:)"
    r"|\b(?:o |u )?nome (?:vem|sai|e|aparece)\b"
    # "sai como Ana", "vem: ANA", "a Ana e a titular"
    r"|\b(?:vem|sai|aparece) (?:como\b|\s?:)|\b(?:e|eh) (?:a |o )?titular\b"
    # what the wallet shows: "m-pesa vem Ana", "M-Pesa sai ANA"
    r"|\b" + _WALLET + r"\W{0,2}(?:vem|vm|sai|aparece)\b"
    # the name a few words after the number: "841234567 nome ANA", "856... tem ponto 24, nome da m-pesa
    # ANA", or what the wallet shows there: "841234567 m-pesa vem Ana", "sai Ana", "confirmacao Ana"
    # or the wallet's label: "841234567 m-pesa: Ana"
    r"|\d(?!\d)(?:[\s,.:;/-]{0,3}(?:[\w-]{1,20}[\s,.:;/-]{1,3}){0,4}" + _NOME + r"\b"
    # ("chama-se Ana", "titular Ana", with no colon after the number; not "aparece", which is also "turns up")
    r"|[\s,.:;/-]{0,3}(?:[\w-]{1,20}[\s,.:;/-]{1,3}){0,2}(?:vem|sai|confirmacao|confirmaca|chama-se|"
    r"titular|beneficiario)\b"
    r"|[\s,.;/-]{0,3}" + _WALLET + r"\s?:\s?[a-z])"
    r"|\b(?:titular|beneficiario)(?: da conta)?\s?:"
    r"|\b(?:in|under) (?:the )?name (?:of\b|:)|\b(?:it's|it is|account is|number is) (?:registered |listed )?"
    r"(?:in|under) (?:the name|my (?:wife|husband|friend|brother|sister|cousin|uncle|aunt)'?s? name)"
    r"|\b(?:registered|listed) (?:to|under)\b|\baccount (?:name|holder)\b(?! ?\?)"
    # a name's label ("nom : Awa Diop"; an English "Name:" heads the bank details people give to be
    # paid), and what the transfer will say: "it will show Mary", "le nom qui sort c'est Awa Diop"
    r"|\b(?:nom|nombre|naam)\s?:"
    r"|\b(?:it|that|the transfer|the confirmation)(?:'ll| will) (?:show|say|read|come up)\b"
    r"|\ble nom (?:qui (?:sort|s'affiche|apparait)|affiche)\b|\bel nombre que (?:sale|aparece)\b"
    # what the transfer will show: "the name on it is Jake", "it will come up as J Smith"
    r"|\bthe name (?:on it |on the account |on the number )?(?:is|will (?:show|come up|be)|shows|comes up)\b"
    r"|\b(?:will|it'll|it'?s going to) (?:show|come up|appear) as\b|\b(?:comes up|shows up|appears) as\b"
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
    # "aquele numero" is the one the reader knows, the sender's; a problem misspelt ("prublema")
    r"\b(?:meu|minha|o meu|a minha|aquele|aquela) (?:" + _NUMERO + r"|nr|conta|m-?pesa|mpesa|linha|celular|telefone)"
    r"(?: \w+)? (?:tem|te|esta com|ta com|esta|foi|ficou|anda com) (?:um )?"
    r"(?:p(?:ro|or|ru)bu?l[ae]?m|suspens|suspenc|bloquead|cortad|desativad)"
    r"|\bestou com (?:um )?problema (?:n[oa]|d[oa]|de|com) (?:meu |minha )?"
    r"(?:numero|nr|conta|m-?pesa|mpesa|linha|chip|voda\w*|movitel|tmcel)"
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

# A negation in the same clause: "nao mande para este numero", but not "nao manda naquele numero, manda
# nesse" (the redirect itself), whose comma ends the clause the negation belongs to.
_NEGATED = re.compile(r"\b(?:nao|nunca|jamais|not|never|don'?t)\b[^.!?\n,;]{0,30}$")


_SEND_WORD = fast(r"\b" + _SEND_PT + r"\b")
# Send words that are English as well: in an English text, giving one's own account "to transfer to,
# account name: ..." is how people are paid; there the ask has to aim at "this number" itself. A
# Portuguese text cut short ("Transfer ja para esse nr") keeps them.
_ENGLISH_TOO = frozenset({"transfer", "transf"})

# The sender's own usual wallet between the verb and the number ("manda para o meu m-pesa, o nr e ..."):
# a person asking to be paid where they always are, not the redirect to "this (new) number".
_OWN_USUAL = re.compile(r"\b(?:meu|minha|my|mi|mis|mon|ma|mes|mein|meine|meinen|meinem|mio|mia|miei|mijn)\b")
_NEW = re.compile(
    r"\b(?:nov[oa]|new|other|outr[oa]|nuev[oa]|otr[oa]|nouveau|nouvel|nouvelle|autre|neue[snm]?|andere[snm]?"
    r"|nuov[oa]|altr[oa]|nieuwe|ander[e]?)\b"
)


_VERB_FIRST = re.compile(r"(?:" + _SEND_PT + r"|" + _SEND_EN + r"|" + _SEND_OTHER + r")\b")


_NEEDS_NUMBER = ("_NUMBER_IN_FULL",)
"""What ``_money_to`` and ``_named`` return None without: the walk skips them until it fired."""


def _money_to(ctx: TextContext) -> str | None:
    """A send aimed at a number or account, in a text-message-sized text that writes a number in full."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    text = plain_text(ctx)
    last = pos = 0
    after_own = False
    while (m := _MONEY_TO.regex.search(text, pos)) is not None:
        # a negation before an earlier ask is that ask's ("nao manda naquele numero manda neste")
        negated = _NEGATED.search(text, max(0, m.start() - 40, last), m.start())
        span = m.group(0)
        own = _OWN_USUAL.search(span)
        if negated or (own and not _NEW.search(span)) or (after_own and not _VERB_FIRST.match(span)):
            # the ask refused may run on into the redirect ("don't send it to the old number, send it
            # to this one ..."): look again inside it, the refused ask's words now behind. Past the
            # sender's own wallet, only a new send counts ("ne l'envoie pas sur mon numero, envoie-le
            # sur celui-ci ..."), not the rest of that sentence ("para o meu m-pesa cujo nr e ...").
            after_own = after_own or (own is not None and not negated)
            last = pos = m.start() + 1
            continue
        return ctx.subject[m.start() : m.end()]
    # the verb and the number apart, however the sentence runs, where the text also says whose name
    # the wallet will show: "841234567, vem em nome de Ana. Manda agora"
    if "TEXT_NAME_ON_ACCOUNT" in ctx.hits and _NAMED.search(text) is not None:
        for m in _SEND_WORD.finditer(text):
            if ctx.language == "en" and m.group(0) in _ENGLISH_TOO:  # see _ENGLISH_TOO
                continue
            if not _NEGATED.search(text, max(0, m.start() - 40), m.start()):
                return ctx.subject[m.start() : m.end()]
    return None


def _named(ctx: TextContext) -> str | None:
    """Whose name the money reaches, said where a number is written in full: without the number,
    "in the name of" is just talk ("send it to my account, it is in my wife's name")."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    return plain_first(_NAMED, ctx)


# A person's name written right after the number, as the wallet will show it, in a text that asks for
# money to that number (TEXT_MONEY_TO_NUMBER): "manda para este 841234567 Ana Silva", "... 841234567
# (ANA SILVA)". Read in the text as typed (capitals); a text Typed In Title Case Throughout gives
# words that are no name ("841234567 Na Via Mpesa"), so two words at least, none of the common ones.
_CAP = r"(?:[A-ZÀ-Ý][a-zà-ÿ]+|[A-ZÀ-Ý]{2,})"
_NAME_BESIDE = re.compile(
    r"(?<![\d+])\+?\d(?:[ .-]?\d){8,21}(?!\d)\s?[-–(:,]?\s?"
    r"(?:(?:[Mm]-?[Pp][Ee][Ss][Aa]|MPESA|Mpesa|[Ee]-?[Mm][Oo][Ll][Aa])\W{0,3})?"
    r"(" + _CAP + r"(?: (?:" + _CAP + r"|d[aeo]s?)){1,3})\b"
)
_COMMON_WORDS = (
    "na no nas nos via ou e em vem vm sai tem ta ok oky bom boa dia tarde noite manda mande envia envie "
    "transfere mpesa emola ponto conta movel numero nr obrigado obrigada por favor porfavor pra para agora ja "
    "esta este esse essa valor dinheiro confirmacao nome oi ola mano mana man tio tia mae pai amigo meu minha "
    "teu tua com cm se ate logo sim nao urgente the and is it to on my your please thanks thank now today"
)
_NOT_A_NAME = frozenset(_COMMON_WORDS.split())


def _name_beside_number(ctx: TextContext) -> str | None:
    """The name the money reaches, beside the number a money request gives."""
    if "TEXT_MONEY_TO_NUMBER" not in ctx.hits or "TEXT_NAME_ON_ACCOUNT" in ctx.hits:  # one sign counts once
        return None
    for m in _NAME_BESIDE.finditer(ctx.norm.text):
        words = [w for w in plain(m.group(1).casefold()).split() if w not in {"da", "de", "do", "das", "dos"}]
        if len(words) >= 2 and not any(w in _NOT_A_NAME for w in words):
            return m.group(1)
    return None


# A British account is eight digits and a sort code: the sort code is what makes it an account in full.
_SORT_CODE = re.compile(r"\bsort ?code\W{0,3}\d{2}[ -]?\d{2}[ -]?\d{2}(?!\d)")
# A number the text itself calls one, cut by slashes or doubled marks: "numero: 84//123/4567". Still nine
# digits: a wallet the money can reach has them all, and a chat asking to be paid at a number typed
# short ("este numero 8412345") gives no such number.
_LABELLED_NUMBER = re.compile(
    r"\b(?:" + _NUMERO + r"|nr|nmr|number)[.:°º]?\W{0,3}\+?\d(?:[ ./-]{0,2}\d){8,21}(?![\d]|[.,]\d)"
)


# An IBAN typed without its spaces ("NL12ABNA0123456789"): its digits follow letters, where _NUMBER
# wants a number standing alone. The country, the check digits, a bank's four letters where the
# country has them, then eight digits at least (the subject is case-folded).
_IBAN = re.compile(r"\b[a-z]{2}\d{2} ?(?:[a-z]{4} ?)?\d{4}(?: ?\d{4}){1,5}(?: ?\d{1,3})?\b")


def _number_in_full(ctx: TextContext) -> str | None:
    if not is_short(ctx):
        return None
    m = _NUMBER.search(ctx.subject) or _SORT_CODE.search(ctx.subject) or _IBAN.search(ctx.subject)
    if m is not None:
        return m.group(0)
    m = _LABELLED_NUMBER.search(plain_text(ctx))
    return None if m is None else ctx.subject[m.start() : m.end()]


_MONEY_TO_IDS = ("TEXT_MONEY_TO_NUMBER",)


def _own_problem(ctx: TextContext) -> str | None:
    """The pretext for a new destination, where a number is written in full."""
    if "_NUMBER_IN_FULL" not in ctx.hits:  # which fires on text-message-sized texts only
        return None
    return plain_first(_OWN_PROBLEM, ctx)


# "I sent you money by mistake, send it back to this number": the wrong-transfer script of mobile-money
# countries, told after a fake "you have received" notice (no money came). It needs both the mistake
# and the way back; an honest "sorry, sent it to you by mistake" still has to be checked in the wallet,
# so alone the row stays below caution, and a number to send it to makes the shape
# (TEXT_COMBO_SENT_BY_MISTAKE).
_MISTAKE = (
    r"(?:por engano|sem querer|por erro|por error|por equivocacion|sin querer|by mistake|by accident|in error"
    r"|accidentally|to the wrong (?:number|account)|par erreur|par megarde|par accident|versehentlich"
    r"|aus versehen|irrtumlich|falschlicherweise|per errore|per sbaglio|per ongeluk|per abuis|per vergissing"
    r"|wrongly|mistakenly|erroneously)"
)
_SENT = (
    r"(?:enviei|mandei|transferi|depositei|envie|mande|deposite|sent|transferred|paid|deposited|envoye|vire"
    r"|transfere|verse|uberwiesen|geschickt|gesendet|inviato|mandato|trasferito|bonificato"
    r"|ricaricato|overgemaakt|gestuurd|overgeboekt|verstuurd|credited)"
)
# The way back asked of the reader ("devolve", "send it back", "renvoyez"), never offered to them ("we
# will refund you", "u krijgt het terug"): a shop's apology for a parcel sent by mistake is no ask.
_BACK = (
    r"(?:devolve|devolver|devolva|devolvas|reenvia|reenviar|retorna|manda de volta"
    r"|(?:send|transfer|pay) (?:it |the money |them )?back|return (?:it|the money)|refund me|devuelve|devuelvas"
    r"|devolverme"
    r"|devuelvemelo|regresa|renvoie|renvoyer|renvoyez|me rembourser|remboursez-moi|retourne"
    r"|zuruckuberweis\w*|zurucksend\w*|zuruckschick\w*|(?:uberweis|schick|send)\w* (?:es |das |den betrag )?zuruck"
    r"|restitui\w*|rimanda\w*|ridam\w*"
    r"|terugstorten|terugsturen|terug (?:storten|sturen|overmaken)|(?:stuur|maak) (?:het|dat) terug)"
)
# the same sentence, across an account's masked digits ("credited to a/c..4821 by mistake")
_S_MASK = r"(?:" + _S + r"|\.(?=[.\d]))"
_SENT_FIRST = _SENT + r"\b" + _S_MASK + r"{0,40}?\b" + _MISTAKE
_MISTAKE_FIRST = _MISTAKE + r"\b" + _S_MASK + r"{0,40}?\b" + _SENT
_SENT_BY_MISTAKE = fast(r"\b(?:" + _SENT_FIRST + r"|" + _MISTAKE_FIRST + r")\b")
_SEND_BACK = re.compile(r"\b" + _BACK + r"\b")


def _sent_by_mistake(ctx: TextContext) -> str | None:
    """Money said to be sent by mistake, and asked back, in a text-message-sized text."""
    if not is_short(ctx):
        return None
    text = plain_text(ctx)
    m = _SENT_BY_MISTAKE.search(text)
    if m is None or _SEND_BACK.search(text) is None:
        return None
    return ctx.subject[m.start() : m.end()]


# A wallet's notice that it has taken the money: "M-Pesa Confirmado ... O teu saldo foi retido pelo
# ... O teu novo saldo e 0.00MT". A wallet or bank tells of transfers made and of a card or an access
# blocked; it does not announce, in a receipt's layout, that the whole balance was held and is now
# nothing. The fright is the point: the "agent" who calls next, or the number to call to "release"
# it, collects the money. Both parts are needed (the balance held, and a balance of zero), in any
# of the seven languages.
_HELD_BALANCE = fast(
    r"\b(?:saldo|balance|solde|guthaben)\b" + _S + r"{0,30}?"
    r"\b(?:foi|foram|esta|ficou|encontra-se|ha sido|fue|quedo|has been|have been|was|is|a ete|est|wurde|ist"
    r"|e stato|risulta|werd|wordt)\b" + _S + r"{0,20}?"
    r"\b(?:retid[oa]|bloquead[oa]|congelad[oa]|cativ[oa]|confiscad[oa]|apreendid[oa]|retenid[oa]|embargad[oa]"
    r"|held|withheld|blocked|frozen|seized|confiscated|on hold|bloque|retenu|gele|saisi|confisque"
    r"|gesperrt|eingefroren|einbehalten|beschlagnahmt|blockiert|bloccat[oa]|trattenut[oa]|congelat[oa]"
    r"|sequestrat[oa]|geblokkeerd|bevroren|ingehouden|in beslag genomen)\b"
)
_ZERO_BALANCE = re.compile(
    r"\b(?:saldo|balance|solde|guthaben)\b[^\n]{0,30}?(?<![\d.,])0{1,3}(?:[.,]0{1,3})?(?![.,]?\d)"
)


def _balance_seized(ctx: TextContext) -> str | None:
    """A text-message-sized notice that the balance was held, and is now zero."""
    if not is_short(ctx):
        return None
    text = plain_text(ctx)
    m = _HELD_BALANCE.search(text)
    if m is None or _ZERO_BALANCE.search(text) is None:
        return None
    return ctx.subject[m.start() : m.end()]


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_NUMBER_IN_FULL",
        group="channel",
        weight=0,
        description="A phone or account number written in full",
        fires=(
            "Send it to 84 123 4567",
            "number +258841234567",
            "account 12345678, sort code 20-00-00",
            "O valor manda neste numero: 84/123/4567",
            "Maak het over op NL12ABNA0123456789",
        ),
        quiet=("Send it to 841 234", "Paid 1.300,00 on 2019-03-13"),
        check=digits(6, _number_in_full),
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
            "Tranfira o dinheiro nesse nro 84 123 4567",
            "Esse valor mete nexse numero 841234567",
            "Envia via m-pesa para 84 123 4567",
            "Faz o envio do valor para este numero 841234567",
            "Faz um mpesa para 841234567",
            "Mum, don't send it to the old number, send it to this one 07700900123",
            "Envoie l'argent par Wave au 77 123 45 67",
            "Schick das Geld bitte an 0151 23456789",
            "Mandali a questo 3451234567",
        ),
        quiet=(
            "Send it to this number when you can",
            "Transferencia de 750,00 MZN para a conta movel 849876543 concluida com sucesso",
            "Não mande dinheiro para este número 841234567",
            "Envie o valor no meu M-Pesa 841234567, obrigado",
            "Para o numero:\n841234567\nNo montante de:\n500MZN\nFoi efectuada",
            "Send a text to 07700 900123 when you land",
            "I'll send the rent to 07700 900123 before Friday",
            "Schick mir bitte die Adresse an 0151 23456789, danke",
            "Überweis es bitte auf mein Konto DE12 3456 7890 1234 5678 90",
            # a bank alert's transfer and its reference number (issue 19)
            "Your A/c X4821 debited by Rs500.0 on 14Nov26 transfer to ACME Ref No 432112345678",
        ),
        # _money_to returns at once without _NUMBER_IN_FULL (on 14% of the bench's text messages),
        # which the walk tests in C: the literals alone let it run on every text (_MONEY_TO has none).
        check=after(needing(_money_to, in_plain(_MONEY_TO), in_plain(_SEND_WORD), space="plain"), _NEEDS_NUMBER),
        reads=frozenset({"_NUMBER_IN_FULL", "TEXT_NAME_ON_ACCOUNT"}),
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
            "841234567, o nome da conta e Ana Silva",
            "Manda para 841234567, a e-mola sai Ana Silva",
            "Send it to 07700 900123, the name on it is Jake Smith",
            "Manda no 841234567, esse numero e da minha prima Ana",
            "Manda pelo mpesa 841234567, quem recebe e Ana Silva",
            "Manda neste 84-123-4567, chama-se Ana Silva",
            "Manda via emola para 861234567 titular Ana Silva",
            "Send it via M-Pesa to 0712 345 678, it will show Mary Wanjiru",
            "Envoie au 77 123 45 67, le nom qui sort c'est Awa Diop",
        ),
        quiet=(
            "What's the name of that café? 020 7946 0000",
            "O meu nome é Ana",
            "Este numero 841234567 vai aparecer amanha",
            "Send it, it is in the name of Ana",
            "Para a previsão do tempo, escreve o nome da tua cidade. Dúvidas: 841234567",
        ),
        check=after(needing(_named, in_plain(_NAMED), space="plain"), _NEEDS_NUMBER),  # as TEXT_MONEY_TO_NUMBER
        reads=frozenset({"_NUMBER_IN_FULL"}),
        category="family",
    ),
    Rule(
        id="TEXT_NAME_BESIDE_NUMBER",
        group="payment",
        weight=10,
        description="Writes a person's name beside the number it asks you to send money to",
        fires=(
            "Manda o valor para este número 841234567 Ana Silva",
            "Aquele valor manda neste nr 841234567 (ANA SILVA)",
            "Send the money to this number 07700 900123 - Jake Smith",
        ),
        quiet=(
            "Manda o valor para este número 841234567 Na Via Mpesa Ou Ponto24",
            "Transferiste 500MT para 841234567 - ANA SILVA. O teu saldo e 1.200,00MT",
            "Envie o valor no meu M-Pesa 841234567 Ana Silva",
        ),
        check=after(_name_beside_number, ("TEXT_MONEY_TO_NUMBER",)),
        reads=frozenset({"TEXT_MONEY_TO_NUMBER", "TEXT_NAME_ON_ACCOUNT"}),
        category="family",
    ),
    Rule(
        id="TEXT_OWN_ACCOUNT_PROBLEM",
        group="claim",
        weight=8,
        description="Says their own number or account has a problem",
        fires=(
            "My account has a problem, use 07700 900123",
            "Meu número tem problema, manda para 841234567",
            "Aquele numero tem prublema, usa 841234567",
        ),
        quiet=("Your account has been updated, ref 841234567", "My account has a problem, call me"),
        check=needing(_own_problem, in_plain(_OWN_PROBLEM), space="plain"),
        reads=frozenset({"_NUMBER_IN_FULL"}),
        category="family",
    ),
    Rule(
        id="TEXT_SENT_BY_MISTAKE",
        group="ask",
        weight=18,
        description="Says it sent you money by mistake and asks for it back",
        fires=(
            "Enviei-te 1500MT por engano, por favor devolve",
            "Sorry, I sent you 50 by mistake, please send it back",
            "Te envié 200 euros por error, devuélvemelo por favor",
            "Je vous ai envoyé 150 euros par erreur, merci de me les renvoyer",
            "Ich habe Ihnen versehentlich 150 Euro überwiesen, bitte zurücküberweisen",
            "Ti ho inviato 150 euro per errore, per favore restituiscili",
            "Ik heb per ongeluk 150 euro overgemaakt, wil je het terugstorten?",
            "RM 1,500.00 credited to acc ..7731 wrongly. Please transfer back RM 1,500.00 to 1122 3344 5566.",
        ),
        quiet=(
            "Enviei-te a foto por engano, ignora",
            "The parcel was sent to the wrong address by mistake, a new one is on its way",
            "We sent your order to the wrong address by mistake and will refund you",
            "Please send it back when you are done with the book",
        ),
        check=needing(_sent_by_mistake, in_plain(_SENT_BY_MISTAKE), space="plain"),
        category="family",
        advice="Money 'sent by mistake' shows in your wallet's own balance: check there, never in the text.",
    ),
    Rule(
        id="TEXT_BALANCE_SEIZED",
        group="fraud",
        weight=45,
        description="A wallet or bank notice that your whole balance was held, now zero",
        fires=(
            "Confirmed QX12. Your wallet balance has been held by the operator. Your new balance is 0.00",
            "Confirmado XY12. O saldo da sua carteira ficou retido pelo operador. Saldo disponível: 0,00 MT",
            "Confirmado. Tu saldo ha sido retenido por el operador. Nuevo saldo: 0,00",
            "Confirmé. Votre solde a été bloqué par l'opérateur. Nouveau solde : 0,00 EUR",
            "Bestätigt. Ihr Guthaben wurde vom Betreiber eingefroren. Neues Guthaben: 0,00 EUR",
            "Confermato. Il tuo saldo è stato bloccato dall'operatore. Nuovo saldo: 0,00 EUR",
            "Bevestigd. Uw saldo is geblokkeerd door de operator. Nieuw saldo: 0,00 EUR",
        ),
        quiet=(
            "Your card ending 1234 has been blocked. Available balance: 0.00",
            "Confirmado. Pagaste 500MT. O teu novo saldo e 0.00MT",
            "Your balance of 120.00 is on hold until the payment clears",
        ),
        check=needing(_balance_seized, in_plain(_HELD_BALANCE), space="plain"),
        category="account",
        advice="A wallet never takes your whole balance by text message: check it in the app or at an agent.",
    ),
    Composite(
        id="TEXT_COMBO_SENT_BY_MISTAKE",
        group="combo",
        weight=28,
        description="Money 'sent by mistake' to be sent back to a number it gives",
        fires=(
            "Enviei-te 1500MT por engano, por favor devolve para este número 841234567",
            "Sorry, I sent you 50 by mistake, please send it back to 07700 900123",
            "Te envié 200 euros por error, devuélvemelo por favor al 612 345 678",
            "Je vous ai envoyé 150 euros par erreur, merci de me les renvoyer au 06 12 34 56 78",
            "Ich habe Ihnen versehentlich 150 Euro überwiesen, bitte zurücküberweisen an DE12 3456 7890 1234 5678 90",
            "Ti ho inviato 150 euro per errore, per favore restituiscili al 333 123 4567",
            "Ik heb per ongeluk 150 euro overgemaakt, wil je het terugstorten naar 06 12345678?",
        ),
        quiet=(
            "Sorry, I sent you 50 by mistake, please send it back",
            "Enviei-te a foto por engano, ignora. Liga-me: 841234567",
        ),
        needs=(("TEXT_SENT_BY_MISTAKE",), ("_NUMBER_IN_FULL",)),
        parts=True,
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
        needs=(
            _MONEY_TO_IDS,
            ("TEXT_NAME_ON_ACCOUNT", "TEXT_NAME_BESIDE_NUMBER", "TEXT_OWN_ACCOUNT_PROBLEM"),
            ("_NUMBER_IN_FULL",),
        ),
        parts=True,
        category="family",
    ),
)
