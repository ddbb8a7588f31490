"""Text rules: giveaway, survey and casino-bonus e-mail lures, in the seven languages.

"You have been selected to win a €500 supermarket voucher: answer a few questions to claim your
reward", "Your gift is waiting", "200 free spins, no deposit needed": the affiliate mail that sends
people to a "survey" that ends in a card form or a subscription trap. A retailer's genuine
newsletter says one of these things now and then ("win a weekend away!"); the lure has to stack
them, because the selection, the prize's value and the step to claim it are its whole content. So
they are a ``Script``: weightless stock phrases, scored by how many of them one mail holds, lowered
by marks of genuine mail (a reply thread, a list footer, a signature).

Written for e-mail, they run on every text: a giveaway text message stacks the same phrases, and
two of them rarely meet in a personal one. Phrases are searched in the flat text with accents
kept; letters that carry one are written as a class ("ausgew[äa]hlt"), so a lure typed without
them matches too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, Discount, Member, Script, Tier, rows
from .text_mail_marks import GENUINE_MARKS
from .text_prize_modern import MEMBERS as _MODERN

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_VALUE = (
    r"(?:[$£€]\s?\d|(?<![\d.,])\d[\d.,]{0,15}\s?(?:€|\$|euros?|eur\b|usd|reais|r\$)|worth|valued at|im wert von|"
    r"d['’]une valeur de|"
    r"no valor de|por valor de|del valore di|t\.?w\.?v\.?|ter waarde van)"
)
_GIFT = (
    r"(?:gift ?cards?|vouchers?|coupons?|(?:einkaufs|geschenk|waren)?gutscheine?|geschenkkarten?|cartes?[- ]cadeaux?|"
    r"bons? d['’]achat|ch[eè]ques?[- ]cadeaux?|vales?[- ](?:presentes?|compras?)|cart(?:ão|ao|ões|oes)[- ]presentes?|"
    r"tarjetas? regalo|cheques? regalo|buoni? (?:regalo|acquisto|spesa)|carte? regalo|cadeaubonn?(?:en)?|"
    r"cadeaukaart(?:en)?|waardebonn?(?:en)?|tegoedbonn?(?:en)?)"
)

_MEMBERS: tuple[Member, ...] = (
    Member(
        "_GV_SELECTED",
        "Says you were picked: selected, chosen, one of the finalists",
        gated(
            r"(?:you(?:['’]ve| have)? been|you were|you are|you['’]re) (?:randomly |specially )?"
            r"(?:selected|chosen|picked)"
            r"|one of (?:our|the) (?:lucky |possible |selected )?(?:finalists|winners|selected)"
            r"|(?:sie|du) (?:wurden|wurdest|sind|bist) (?:zuf[äa]llig )?(?:ausgew[äa]hlt|auserw[äa]hlt)"
            r"|(?:sie sind|du bist) (?:einer|eine) (?:der|unserer) (?:m[öo]glichen |gl[üu]cklichen )?"
            r"(?:finalisten|gewinner)|(?:wurde|wurden) (?:f[üu]r [^.!?\n]{1,40} )?ausgew[äa]hlt"
            r"|vous avez [ée]t[ée] (?:s[ée]lectionn[ée]e?s?|choisie?s?|tir[ée]e?s? au sort)"
            r"|(?:voc[êe]|tu) (?:foi|foste) (?:selecionad[oa]|escolhid[oa]|sorteado|sorteada)"
            r"|(?:has|ha) sido (?:seleccionad[oa]|elegid[oa]) |sei stat[oa] (?:selezionat[oa]|scelt[oa]|estratt[oa])"
            r"|(?:je|u) (?:bent|werd|is) (?:geselecteerd|uitgekozen|gekozen)"
        ),
        ("You have been selected to receive a free gift", "Sie wurden ausgewählt, einen Gutschein zu gewinnen"),
        "The selected items ship today",
    ),
    Member(
        "_GV_SURVEY",
        "Asks you to take a short survey or answer a few questions",
        gated(
            r"(?:take|complete|answer|fill (?:out|in)|participate in|respond to) (?:our|this|a|the) (?:short |quick |"
            r"brief |\d{1,2}[- ]second |simple )?(?:survey|questionnaire)|answer (?:a few|\d|some|these|three|simple|"
            r"(?:a |some )?(?:short|quick|simple)) (?:short |quick |simple )?questions"
            r"|umfrage (?:teil|aus)\b|(?:kurze|kurzen|unsere|unserer) (?:kunden)?umfrage|"
            r"(?:ein paar|einige|wenige) (?:kurze )?fragen"
            r"|(?:court |notre |ce |le )sondage|(?:r[ée]pondez|r[ée]pondre) (?:[àa] )?(?:quelques|\d) questions"
            r"|(?:responda|responder|participe d[ao]) (?:a |à |nossa |uma |uma breve |esta )?"
            r"(?:pesquisa|question[áa]rio)"
            r"|(?:responda|conteste|completa|complete|participa en) (?:nuestra |la |esta |una )?(?:breve )?encuesta"
            r"|(?:rispondi|partecipa|compila) (?:al |a |il |questo )?(?:breve )?(?:sondaggio|questionario)"
            r"|(?:vul|doe mee aan|beantwoord) (?:onze |de |deze )?(?:korte )?(?:enqu[êe]te|vragenlijst)"
        ),
        ("Just answer a few questions!", "Nehmen Sie an unserer Umfrage teil"),
        "The survey results are in the attached report",
    ),
    Member(
        "_GV_REWARD_WAITING",
        "Says a reward or gift is waiting for you to claim",
        gated(
            r"(?:your|a) (?:free )?(?:reward|gift|prize|bonus|voucher|package)s? (?:is |are )?(?:waiting|awaits|"
            r"await|reserved|ready|pending)|unclaimed (?:reward|prize|gift|bonus)"
            r"|claim (?:your|my) (?:free |exclusive |member |loyalty |customer )?(?:reward|gift|prize|bonus|voucher)"
            r"|you (?:have )?(?:received|got) (?:a|an) (?:reward|gift)|(?:is |are )?waiting for you|awaits you"
            r"|(?:could|can|will) be yours|(?:receive|get|claim) (?:this|your|a) (?:great |fantastic |exclusive )?"
            r"(?:reward|gift|prize)|auf (?:sie|dich) wartet|wartet auf (?:sie|dich)|k[öo]nnte (?:ihnen|dir) geh[öo]ren"
            r"|belohnung zu erhalten|um (?:es |sie |ihn )?einzul[öo]sen|um anspruch zu erheben|um zu beanspruchen"
            r"|pour (?:le |la )?r[ée]clamer|pourrait [êe]tre [àa] vous|vous attend|pode ser (?:seu|teu)"
            r"|podr[íi]a ser tuyo|te espera|potrebbe essere tuo|ti aspetta|kan van (?:u|jou) zijn|wacht op (?:u|jou)"
            r"|(?:ihr|ihre|dein|deine) (?:geschenk|belohnung|pr[äa]mie|gutschein)\w* (?:wartet|steht|liegt)"
            r"|belohnung (?:steht|wartet)|(?:jetzt|gutschein) (?:einl[öo]sen|abholen|sichern)|zur abholung bereit"
            r"|(?:votre|ton) (?:cadeau|r[ée]compense|prime|bon) (?:vous |t['’])?"
            r"(?:attend|est pr[êe]t|est r[ée]serv[ée])"
            r"|(?:r[ée]clamez|r[ée]cup[ée]rez) (?:votre|ton) (?:cadeau|r[ée]compense|prix|bon)"
            r"|(?:seu|teu|o seu) (?:pr[êe]mio|presente|brinde|b[ôo]nus) (?:est[áa] )?(?:esperando|aguardando|espera)"
            r"|resgat(?:e|ar) (?:o )?(?:seu|teu) (?:pr[êe]mio|presente|brinde|b[ôo]nus)"
            r"|(?:tu|su) (?:premio|regalo|recompensa) (?:te |le )?(?:espera|est[áa] esperando)|reclama (?:tu|su) "
            r"(?:premio|regalo|recompensa)|il tuo (?:premio|regalo|omaggio) ti aspetta|riscatta (?:il tuo|ora)"
            r"|(?:je|uw) (?:beloning|cadeau|prijs|bonus) (?:wacht|staat klaar|ligt klaar)|claim (?:nu )?(?:je|uw) "
            r"(?:beloning|cadeau|prijs)"
        ),
        ("Your reward is waiting", "Ihr Geschenk wartet auf Sie"),
        "The reward of hard work is waiting in line",
    ),
    Member(
        "_GV_GIFT_VALUE",
        "Names a gift card or voucher and its value",
        gated(_GIFT + r"[^.!?\n]{0,30}?" + _VALUE + r"|" + _VALUE + r"[^.!?\n]{0,20}?" + _GIFT),
        ("Win a $500 gift card", "EDEKA Einkaufsgutschein im Wert von 500 €"),
        "I bought a gift card for my sister",
    ),
    Member(
        "_GV_WIN",
        "Invites you to win something or to enter a giveaway",
        gated(
            r"(?:win|chance to (?:win|receive|get)) (?:a|an|one|1|your) (?:brand[- ]new |free |exclusive )?"
            r"[a-z0-9$€£][^.!?\n]{0,30}|giveaway|sweepstakes?|prize draw"
            r"|gewinnspiel|(?:zu )?gewinnen!|gewinnen sie|chance auf (?:einen|eine|ein)|verlosung"
            r"|jetzt (?:teilnehmen|mitmachen)|gewinne (?:ein|einen|eine|zum|jetzt)\b"
            r"|jeu[- ]concours|tirage au sort|gagnez (?:un|une|des|le|la)|tent(?:ez|er) (?:votre chance|de gagner)"
            r"|sorteio|ganhe (?:um|uma|o|a|j[áa])|concorra a"
            r"|sorteo|gana (?:un|una|el|la)|participa (?:y gana|en el sorteo)"
            r"|concorso a premi|vinci (?:un|una|il|la|subito)|partecipa e vinci"
            r"|winactie|prijsvraag|win (?:een|de|nu)|maak (?:kans|nu kans) op"
        ),
        ("Win a brand-new iPhone 16", "Jetzt am Gewinnspiel teilnehmen"),
        "We hope to win the match on Sunday",
    ),
    Member(
        "_GV_SHIPPING_ONLY",
        "The gift is free: you only pay the shipping",
        gated(
            r"(?:only|just) (?:pay|cover) (?:the |a small )?(?:shipping|delivery|postage)|(?:small|tiny) (?:shipping|"
            r"delivery) fee|(?:nur|lediglich) (?:die )?versandkosten|(?:seulement|uniquement) (?:les )?frais de "
            r"(?:port|livraison)|(?:apenas|s[óo]) (?:o )?(?:frete|portes)|(?:solo|s[óo]lo) (?:los )?gastos de env[íi]o"
            r"|(?:solo|soltanto) (?:le )?spese di spedizione|alleen (?:de )?verzendkosten"
        ),
        ("You only pay the shipping", "Sie zahlen nur die Versandkosten"),
        "Shipping is free on orders over $50",
    ),
    Member(
        "_GV_FREE_SPINS",
        "Offers casino free spins",
        gated(
            r"free ?spins|freispiele|freespins|gratisdrehs|tours gratuits|giros gr[áa]tis|tiradas gratis|"
            r"giri gratis|gratis spins|rodadas gr[áa]tis"
        ),
        ("200 free spins on your first deposit", "100 Freispiele warten"),
        "The wheel spins freely",
    ),
    Member(
        "_GV_CASINO_BONUS",
        "Offers a casino welcome bonus or play without a deposit",
        gated(
            r"(?:welcome|willkommens|bienvenue|boas-vindas|bienvenida|benvenuto|welkomst)[- ]?bonus|willkommenspaket"
            r"|\d{2,3}\s?% (?:bonus|up to|bis zu|jusqu['’][àa]|at[ée]|hasta|fino a|tot)"
            r"|no deposit|(?:ohne|keine) einzahlung|sans d[ée]p[ôo]t|sem dep[óo]sito|sin dep[óo]sito|senza deposito|"
            r"zonder storting|jackpots?"
            r"|(?:[$€£]\s?\d[\d.,]{0,9}|\d[\d.,]{0,9}\s?(?:€|\$|eur\b|euros?)) ?\+? ?bonus\b"
        ),
        ("Welcome Bonus 100% up to $750", "Keine Einzahlung erforderlich"),
        "A welcome pack for new staff is on your desk",
    ),
    Member(
        "_GV_CONGRATS",
        "Congratulates you out of the blue",
        gated(
            r"congratulations?\b|herzlichen gl[üu]ckwunsch|gl[üu]ckwunsch|(?:wir )?gratulieren (?:ihnen|dir)"
            r"|f[ée]licitations|parab[ée]ns|enhorabuena|felicidades|congratulazioni|complimenti|gefeliciteerd|proficiat"
        ),
        ("Congratulations!", "Herzlichen Glückwunsch!"),
        "We wish you a happy birthday",
    ),
    Member(
        "_GV_OPPORTUNITY",
        "Offers a unique opportunity to receive something",
        gated(
            r"(?:unique|exclusive|special|one[- ]time|once[- ]in[- ]a[- ]lifetime) (?:opportunity|chance) to "
            r"(?:receive|get|win|claim)|einmalige (?:gelegenheit|chance)|opportunit[ée] unique|oportunidade [úu]nica"
            r"|oportunidad [úu]nica|opportunit[àa] unica|unieke kans"
        ),
        ("A unique opportunity to receive a brand-new coffee machine", "eine einmalige Gelegenheit"),
        "A unique opportunity to meet the board",
    ),
    Member(
        "_GV_AIRDROP",
        "Offers free crypto tokens to claim: an airdrop",
        gated(
            r"airdrops?\b|claim (?:your |my |the )?(?:free )?(?:[a-z0-9]{2,10} )?tokens"
            r"|token (?:allocation|distribution)|eligible to claim"
            r"|(?:staking )?rewards are (?:now )?(?:ready|live|available)"
        ),
        ("Claim your OP tokens today", "The airdrop is now live"),
        "The token for the bus is in my bag",
    ),
    Member(
        "_GV_LOYALTY",
        "Speaks of a loyalty programme, or loyalty points about to expire",
        gated(
            r"loyalty (?:program(?:me)?|reward|points|bonus)|(?:loyal|valued) customers? (?:reward|program|survey|gift)"
            r"|treue(?:programm|bonus|punkte|pr[äa]mie)|programme de fid[ée]lit[ée]|points? de fid[ée]lit[ée]"
            r"|programa de fidelidade|pontos? (?:[^.!?\n]{0,40})?(?:prestes a expirar|a expirar|v[ãa]o expirar)"
            r"|programa de fidelidad|programma (?:fedelt[àa]|fedelta)|punti fedelt[àa]|loyaliteitsprogramma|spaarpunten"
            r"|points? (?:are |is )?(?:about to |going to |will )expire|(?:for|reward) your loyalty"
            r"|f[üu]r (?:ihre|deine) treue|pour votre fid[ée]lit[ée]|pela (?:sua|tua) fidelidade|por su fidelidad"
            r"|per la (?:sua|tua) fedelt[àa]|voor (?:uw|je) trouw"
        ),
        ("You have been chosen for our loyalty program", "Seus pontos estão prestes a expirar"),
        "A loyal friend is a treasure",
    ),
)

_LURE = (
    "Congratulations!\n\nYou have been selected to receive a $500 gift card. Just answer a few questions "
    "to claim your reward: https://example.top/s\n\nYou receive this as a member of our loyalty list."
)

RULES: tuple[Rule[TextContext], ...] = rows(
    Script(
        group="fraud",
        category="prize",
        members=(*_MEMBERS, *_MODERN),
        discount=Discount(GENUINE_MARKS, subtract=1),
        say_count=True,
        tiers=(
            Tier(
                4,
                "EMAIL_GIVEAWAY_LURE_4",
                48,
                "Reads like a giveaway or survey lure: many of its usual phrases",
                fires=(_LURE,),
                quiet=("Win a $500 gift card in our summer giveaway!\n\nThe Shop team",),
            ),
            Tier(
                3,
                "EMAIL_GIVEAWAY_LURE_3",
                38,
                "Several phrases of giveaway, survey or casino-bonus lures",
                fires=("Your reward is waiting!\n\nYou have been selected. Just answer a few questions.\n\nThanks",),
                quiet=("Your reward is waiting!\n\nYou have been selected for the team.\n\nThanks",),
            ),
            Tier(
                2,
                "EMAIL_GIVEAWAY_LURE_2",
                25,
                "Two phrases of giveaway, survey or casino-bonus lures",
                fires=("Welcome Bonus 100% up to $750\n\n200 Free Spins today only",),
                quiet=("Welcome Bonus for new members\n\nSee you at the club",),
            ),
        ),
    ),
    # free spins beside a deposit or welcome bonus is the casino affiliate's offer, whatever the
    # wording around it: a shop's or a club's draw never offers either
    Composite(
        id="EMAIL_CASINO_BONUS",
        group="fraud",
        weight=10,
        description="Offers casino free spins together with a deposit or welcome bonus",
        fires=("300% up to 900€ + 120 free spins on your first deposit",),
        quiet=("120 free spins of the prize wheel at the fair", "Welcome bonus: a free coffee on your first visit"),
        needs=("_GV_FREE_SPINS", "_GV_CASINO_BONUS"),
        unless=("_HAM_QUOTED_REPLY", "_HAM_LIST_FOOTER"),
        category="prize",
    ),
)
