"""Giveaway-script members of today's lures: the potential winner, the prize that goes to someone
else, the entry to confirm, the eligibility to check, a crypto balance to withdraw, a casino.

They count in the giveaway script of ``text_prize_lures`` (its tiers, its discount for marks of
genuine mail) and are kept here only to keep that file short. Each is one stock phrase of the
affiliate "you may have won" mail of 2022-2026, harmless alone: a retailer's genuine draw says
"win" too, an exchange's genuine mail names a balance, a casino's newsletter names the casino. The
lure stacks them, since the prize, the selection and the step to claim it are all it says.
Written in the seven languages the engine reads; letters that carry an accent are written as a
class, so a lure typed without them matches too.
"""

from __future__ import annotations

from ._phrases import gated
from .model import Composite, Member

__all__ = ["MEMBERS"]

MEMBERS: tuple[Member | Composite, ...] = (
    Member(
        "_GV_POTENTIAL_WINNER",
        "Says you may be a winner: a possible prize, a potential winner",
        gated(
            r"(?:potential|possible) (?:winner|prize)s?\b|(?:m[öo]gliche[nrs]?|potenzielle[nrs]?) (?:gewinn|gewinner"
            r"|preis|pr[äa]mie)\b|gagnante? potentiel|potentiel(?:le)? gagnant|(?:poss[íi]vel|potencial) "
            r"(?:ganhador|vencedor)|(?:ganhador|vencedor)a? em potencial|(?:posible|potencial) ganador"
            r"|ganador(?:a)? potencial|(?:possibile|potenziale) vincitore|vincitore potenziale"
            r"|(?:mogelijke|potenti[ëe]le) (?:winnaar|prijs)"
        ),
        ("You have been chosen as a potential winner", "Sie haben Ihren möglichen Gewinn noch nicht abgeholt"),
        "There is a possible delay on the northern line",
    ),
    Member(
        "_GV_UNCLAIMED",
        "Says the prize is still unclaimed, or will go to someone else",
        gated(
            r"(?:not (?:yet )?|never )claimed (?:your|the) (?:prize|reward|gift|voucher)|(?:prize|reward|gift|voucher)"
            r" (?:has )?(?:not (?:yet )?been|is still) (?:un)?claimed"
            r"|(?:go|be given|be awarded|pass|be sent) to (?:someone else|another (?:winner|participant|person))"
            r"|someone else will (?:receive|get|win)"
            r"|(?:gewinn|preis|gutschein|geschenk|pr[äa]mie)\w{0,3} (?:noch )?nicht "
            r"(?:angefordert|abgeholt|eingel[öo]st)"
            r"|jemand (?:anderes|anders) (?:wird|erh[äa]lt|bekommt)|an (?:einen )?(?:anderen|n[äa]chsten) "
            r"(?:gewinner|teilnehmer)"
            r"|quelqu['’]un d['’]autre (?:recevra|gagnera|obtiendra)|(?:attribu|remis|donn)[ée]e?s? [àa] "
            r"(?:quelqu['’]un d['’]autre"
            r"|un autre (?:gagnant|participant))|(?:pas encore|jamais) r[ée]clam[ée]"
            r"|(?:outra pessoa|outro (?:ganhador|participante)) (?:vai |ir[áa] )?(?:receber|ganhar)"
            r"|ainda n[ãa]o (?:resgatou|reclamou|retirou|solicitou)"
            r"|(?:otra persona|otro (?:ganador|participante)) (?:lo |la )?(?:recibir[áa]|ganar[áa])"
            r"|(?:a[úu]n|todav[íi]a) no (?:ha )?(?:reclamado|canjeado)"
            r"|qualcun(?: |['’])altro (?:lo |la )?(?:ricever[àa]|vincer[àa])"
            r"|non (?:hai|ha) ancora (?:riscattato|ritirato"
            r"|richiesto)"
            r"|iemand anders (?:krijgt|ontvangt|wint)|(?:prijs|cadeau|bon|beloning) (?:nog )?niet (?:opgehaald|geclaimd"
            r"|ingewisseld)"
        ),
        (
            "If you do not respond today, someone else will receive the prize",
            "jemand anderes wird Ihre Karten erhalten",
        ),
        "Someone else will chair the meeting",
    ),
    Member(
        "_GV_CONFIRM_ENTRY",
        "Asks you to confirm your entry, or the address to send the prize to",
        gated(
            r"confirm (?:your )?(?:participation|entry)\b|confirm (?:your )?(?:shipping|postal) address"
            r"|best[äa]tigen? (?:sie |du )?(?:jetzt |hier |bitte ){0,3}(?:ihre |deine )?(?:teilnahme|adresse|"
            r"versandadresse|lieferadresse)"
            r"|confirme[rz]? (?:votre |ta )?(?:participation|adresse (?:de livraison|postale))"
            r"|confirm(?:e|ar) (?:a |sua |seu )?(?:participa[çc][ãa]o|endere[çc]o (?:de entrega|para envio))"
            r"|confirm(?:a|e|ar) (?:tu |su )?(?:participaci[óo]n|direcci[óo]n de (?:env[íi]o|entrega))"
            r"|conferm(?:a|i|are) (?:la tua |la sua )?(?:partecipazione|indirizzo di (?:spedizione|consegna))"
            r"|bevestig (?:je |uw )?(?:deelname|verzendadres|bezorgadres)"
        ),
        ("Click to confirm your participation", "Bitte bestätigen Sie Ihre Lieferadresse"),
        "Please confirm your attendance at the meeting",
    ),
    Member(
        "_GV_ELIGIBLE",
        "Asks you to check whether you are eligible",
        gated(
            r"check (?:your |if you(?:['’]re| are) )?eligib(?:ility|le)|you(?:['’]re| are) (?:now )?eligible (?:to|for)"
            r"|(?:pr[üu]fen sie|pr[üu]fe) (?:jetzt )?(?:ihre |deine )?(?:teilnahme)?berechtigung"
            r"|v[ée]rifi(?:ez|er) (?:votre )?[ée]ligibilit[ée]|conna[îi]tre votre [ée]ligibilit[ée]"
            r"|vous [êe]tes [ée]ligible|verifi(?:que|car) (?:sua )?elegibilidade|voc[êe] [ée] eleg[íi]vel"
            r"|(?:comprueb|verific)(?:a|e) (?:tu|su) elegibilidad|(?:eres|es usted) elegible"
            r"|verific(?:a|are) (?:la tua )?idoneit[àa]|sei idone[oa]|kom (?:je|u) in aanmerking"
            r"|controleer of (?:je|u) in aanmerking"
        ),
        ("Check your eligibility and claim your tokens", "Vérifiez votre éligibilité en 30 secondes"),
        "Children under 12 travel free",
    ),
    Member(
        "_GV_CRYPTO_BALANCE",
        "Says money or crypto has piled up on an account of yours, waiting to be withdrawn",
        gated(
            r"balance:? \+?[\d.,]{1,15} ?(?:btc|eth|usdt|bitcoin)\b|(?:withdraw|cash out) (?:your )?"
            r"(?:\+?[$€£]?[\d.,]{1,15}\$? |funds|earnings|profits?|balance|bitcoin|btc|crypto)"
            r"|(?:automatic|cloud) (?:bitcoin |crypto(?:currency)? )?mining"
            r"|guthaben:? \+?[\d.,]{1,15} ?(?:btc|eth|usdt|bitcoin)\b|(?:bitcoin|krypto)-?auszahlung"
            r"|retir(?:ez|er) (?:vos|votre) (?:fonds|gains|solde)|solde est pr[êe]t [àa] [êe]tre retir[ée]"
            r"|sac(?:ar|que) (?:o )?(?:seu|seus) (?:saldo|fundos|ganhos|lucros?)"
            r"|retir(?:ar|a|e) (?:tu|su|sus) (?:saldo|fondos|ganancias)"
            r"|prelev(?:a|are) (?:il tuo|i tuoi) (?:saldo|fondi|guadagni)|(?:saldo|tegoed) (?:opnemen|uitbetalen)"
        ),
        ("Your balance: 1.3426 BTC. Withdraw your funds now.", "Ihre Bitcoin-Auszahlung ist bereit"),
        "Your balance is 12.40 EUR after this payment",
    ),
    Member(
        "_GV_GET_RICH",
        "Promises to make you rich or a millionaire",
        gated(
            r"(?:get|become) (?:rich|a millionaire)|you are now rich|reich werden|werden sie (?:noch heute )?"
            r"(?:\w{1,12} )?(?:reich|million[äa]r)|(?:bitcoin|krypto)-?million[äa]r|devenez (?:riche|millionnaire)"
            r"|fi(?:que|car) rico|(?:torne-se|tornar-se) milion[áa]rio|hazte rico|hacerte millonario"
            r"|diventa(?:re)? (?:ricco|milionario)|word (?:rijk|miljonair)"
        ),
        ("You are now rich: your balance grew", "Werden Sie noch heute Abend reich"),
        "The rich history of the town",
    ),
    Member(
        "_GV_CONNECT_WALLET",
        "Asks you to connect, sync or validate your crypto wallet",
        gated(
            r"(?:connect|sync|synchroni[sz]e|validate|verify|link) (?:your |the )?(?:crypto |web3 )?wallet"
            r"|(?:wallet|portemonnee) (?:verbinden|verknüpfen|koppelen)|(?:verbinden|verknüpfen) sie ihre wallet"
            r"|connectez votre (?:portefeuille|wallet)|conect(?:e|ar) (?:a )?sua carteira"
            r"|conect(?:a|e|ar) (?:tu |su )?(?:billetera|cartera|wallet)|collega (?:il tuo )?(?:wallet|portafoglio)"
            r"|verbind (?:je|uw) (?:wallet|portemonnee)"
        ),
        ("Connect your wallet to claim", "Verbinden Sie Ihre Wallet"),
        "I left my wallet in the car",
    ),
    Member(
        "_GV_PRODUCT_TESTER",
        "Invites you to become a product tester and keep what you test",
        gated(
            r"(?:become|be) (?:an? )?(?:independent |official )?(?:product )?tester|product[- ]testers?\b"
            r"|test (?:and|&) keep|(?:produkt-?)tester (?:werden|gesucht)|(?:werden sie|werde) (?:ein |eine )?"
            r"(?:unabh[äa]ngige[rn]? )?(?:produkt-?)?tester|testpaket|devenez testeur|testeur de produits"
            r"|(?:torne-se|seja) (?:um )?testador|testador(?:es)? de produtos|probador de productos"
            r"|convi[ée]rtete en probador"
            r"|diventa (?:un )?tester|tester di prodotti|word (?:een )?(?:product)?tester|testpakket"
        ),
        ("Become an independent product tester", "Werden Sie ein unabhängiger Produkt-Tester"),
        "The QA tester found a bug",
    ),
    Member(
        "_GV_MYSTERY_BOX",
        "Offers a mystery box or a pallet of returned or lost parcels",
        gated(
            r"mystery (?:box|package|parcel)|(?:return|returns|lost|unclaimed) (?:pallets?|parcels? box)"
            r"|(?:retouren|retoure)-?paletten?|[üu]berraschungs(?:box|paket)|colis (?:perdus|myst[èe]re)"
            r"|bo[îi]te myst[èe]re|caixa misteriosa|caja misteriosa|pacchi smarriti|scatola misteriosa"
            r"|retourpallet|mysterybox"
        ),
        ("Win one of our return pallets today", "Entdecke deine Überraschungsbox"),
        "The box of old letters was in the attic",
    ),
    Member(
        "_GV_SET_ASIDE",
        "Says a reward or a gift was set aside or reserved for you alone",
        gated(
            r"(?:set aside|reserved|earmarked|put aside|held) (?:just |especially |exclusively |only )?for you\b"
            r"|(?:f[üu]r (?:sie|dich) )(?:reserviert|zur[üu]ckgelegt)|r[ée]serv[ée]e?s? (?:rien que |sp[ée]cialement )?"
            r"pour vous|reservad[oa]s? (?:especialmente |s[óo] )?para (?:voc[êe]|ti|usted)"
            r"|riservat[oa] (?:solo |proprio )?(?:a|per) (?:te|lei)|(?:speciaal )?voor (?:u|jou) gereserveerd"
        ),
        ("A welcome gift was put aside for you", "Ihr Gutschein wurde für Sie reserviert"),
        "The table is reserved for the board",
    ),
    Member(
        "_GV_CLAIM_WINDOW",
        "Gives a window of hours or days to claim in",
        gated(
            # a bare validity ("bonus valid for 3 days") is how every operator states a bundle: the window
            # counts where it says what is left ("only", "the next", "nur noch", "encore") or names a claim
            r"(?:available|valid) (?:for|during|within) (?:the next|only) (?:\d{1,2}|one|two|three) (?:hours|days)\b"
            r"|claimable (?:for|during|within) (?:the next |only )?(?:\d{1,2}|one|two|three) (?:hours|days)\b"
            r"|(?:\d{1,2}|one|two|three) (?:hours|days) (?:left|remaining) to (?:claim|redeem)"
            r"|(?:claim|redeem) (?:it |yours |your \w{2,12} )?within (?:the next )?\d{1,2} (?:hours|days)"
            r"|nur noch \d{1,2} (?:stunden|tage) (?:g[üu]ltig|verf[üu]gbar)"
            r"|(?:valable|disponible) (?:pendant )?encore \d{1,2} (?:heures|jours)"
            r"|(?:v[áa]lid[oa]|dispon[íi]vel|disponible) (?:por|durante) (?:mais|m[áa]s) \d{1,2} "
            r"(?:horas|dias|d[íi]as)"
            r"|(?:valid[oa]|disponibile) ancora per \d{1,2} (?:ore|giorni)"
            r"|nog \d{1,2} (?:uur|dagen) (?:geldig|beschikbaar)"
        ),
        ("Redeem your bonus: valid for the next 2 days", "Nur noch 48 Stunden gültig"),
        ("The store is open for the next 3 days from 9 to 5", "Your bonus is valid for 3 days"),
    ),
    # a casino's name counts only beside its bonus or free spins: a digest names casinos in its stories
    Composite(
        id="_GV_CASINO",
        group="fraud",
        weight=0,
        description="Names an online casino or its slot machines, beside a casino bonus",
        fires=("200 free spins tonight at the X Casino",),
        quiet=("Our giveaway of the week: a casino night for two", "200 free spins tonight on the big wheel"),
        needs=(("_GV_FREE_SPINS", "_GV_CASINO_BONUS"),),
        check=gated(
            r"\bcasino\b|\bcassino\b|\bcasin[òo]\b|spielbank|slot ?machines?|slot games|machines? [àa] sous"
            r"|tragamonedas|tragaperras|gokkast(?:en)?|spielautomaten"
        ),
        quote=(),
    ),
)
