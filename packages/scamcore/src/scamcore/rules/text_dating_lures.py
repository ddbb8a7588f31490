"""Text rules: the dating and adult-contact mail lure, in the seven languages.

"Charming Russian girls are waiting for you! Angelica, 25 years old: see her private photos. Sign
up free": mail that sends you to a contact site of paid chats with invented profiles, or to a card
form. ``text_offers``' TEXT_DATING and TEXT_ADULT_LURE read the English secret-admirer and
private-photos texts one phrase at a time; the mail lure stacks its stock phrases (singles to
meet, women of a named country, waiting for you, private photos, a free sign-up), each harmless
alone, so they are a ``Script`` scored by how many one message holds, lowered by marks of genuine
mail (a reply thread, a list footer, a signature). Written from consumer agencies' public warnings
about dating-site spam and romance scams.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Discount, Member, Script, Tier, rows
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_W = r"[a-zà-ÿ]{1,14} "  # one word and its space, in any of the seven languages

_MEMBERS: tuple[Member, ...] = (
    Member(
        "_DT_MEET_SINGLES",
        "Offers singles, women or girls to meet",
        gated(
            r"(?:meet|dating|date) (?:" + _W + r"){0,4}(?:singles|women|girls|ladies|beauties)\b(?!['’])"
            r"|singles (?:near|in) (?:you|your)"
            r"|(?:treffen sie|triff|kennenlernen) (?:" + _W + r"){0,4}(?:singles|frau|frauen|damen?"
            r"|sch[öo]nheiten)\b|rencontr(?:er|ez) (?:" + _W + r"){0,4}(?:c[ée]libataires|femmes?|filles?|beaut[ée]s)"
            r"|conhe[çc](?:a|er) (?:" + _W + r"){0,4}(?:solteir[ao]s|mulheres|garotas)"
            r"|conoc(?:e|er) (?:" + _W + r"){0,4}(?:solteras|mujeres|chicas)"
            r"|incontr(?:a|are) (?:" + _W + r"){0,4}(?:single|donne|ragazze)\b"
            r"|ontmoet (?:" + _W + r"){0,4}(?:singles|vrouwen|meisjes?|date)\b"
            r"|kennis met (?:een )?(?:" + _W + r")?meisje"
        ),
        ("Meet hot singles near you", "Treffen Sie noch heute Ihre schöne Frau"),
        "Meet the team at the front desk",
    ),
    Member(
        "_DT_NATIONALITY",
        "Offers women or girls of a named country",
        gated(
            r"(?:russian|ukrainian|slavic|asian|latina?|thai|filipina) (?:women|girls|brides|beauties|singles|wife"
            r"|girlfriend|ladies)|(?:russische|ukrainische|slawische|asiatische)n? (?:frau(?:en)?|singles|damen?"
            r"|sch[öo]nheiten|m[äa]dchen)|(?:femmes?|filles?|beaut[ée]s|c[ée]libataires) (?:ukrainien|russe|slave"
            r"|asiatique)|(?:mulheres|garotas) (?:ucranianas|russas|eslavas|asi[áa]ticas)|(?:mujeres|chicas) "
            r"(?:ucranianas|rusas|eslavas|asi[áa]ticas)|(?:donne|ragazze) (?:ucraine|russe|slave|asiatiche)"
            r"|(?:oekra[iï]ens|russisch|slavisch|aziatisch)e? (?:vrouwen|meisjes?|schoonheden|singles)"
        ),
        ("Charming Russian girls", "Tausende slawische Frauen"),
        "Russian literature of the 19th century",
    ),
    Member(
        "_DT_WAITING",
        "Says a woman is waiting for you or looking for a man",
        gated(
            r"(?:she|women|girls|ladies|singles) (?:is|are) (?:waiting|looking) for (?:you|a man|a lover)"
            r"|looking for a (?:lover|man|boyfriend)|dreams of meeting you|wants to meet you"
            r"|(?:frauen|damen|singles|sie) (?:warten|wartet) (?:" + _W + r"){0,4}auf (?:sie|dich)"
            r"|sucht? (?:einen )?(?:mann|liebhaber|partner)\b|femmes? (?:vous|t['’]) ?attend"
            r"|cherche (?:un )?(?:homme|amant)"
            r"|(?:mulheres|garotas) (?:est[ãa]o )?(?:te |lhe )?esperando|procura (?:um )?(?:homem|namorado)"
            r"|(?:mujeres|chicas) (?:te )?est[áa]n esperando|busca (?:un )?(?:hombre|novio)"
            r"|(?:donne|ragazze) ti (?:stanno )?aspett|cerca (?:un )?(?:uomo|fidanzato)"
            r"|(?:ze|vrouwen|meisjes) (?:wacht|wachten) op (?:je|jou|u)|op zoek naar (?:een )?(?:man|minnaar)"
        ),
        ("She is waiting for you", "Tausende Frauen warten zu Weihnachten auf Sie"),
        "The taxi is waiting for you downstairs",
    ),
    Member(
        "_DT_PHOTOS",
        "Offers private or intimate photos",
        gated(
            r"(?:private|nude|naked|intimate|hot|sexy) (?:photos|pics|pictures|videos)|see (?:her|my) (?:photos|pics)"
            r"|(?:private|privates|nackt)\w{0,2} ?(?:fotos?|bilder)\b"
            r"|(?:photos?|vid[ée]os?) (?:priv[ée]es|intimes|nues)"
            r"|voir les photos|fotos (?:privadas|[íi]ntimas|nuas|desnuda)|foto (?:private|intime|nude)"
            r"|(?:priv[ée]|naakt) ?foto['’]?s"
        ),
        ("See her private photos", "siehe private Fotos"),
        "Here are the photos from the wedding",
    ),
    Member(
        "_DT_EXPLICIT",
        "Uses explicit sexual words",
        gated(
            r"\b(?:sex|sexy|fuck|ficken|neuken|baiser|transar|follar|scopare|camshare|webcam sex|erotic|erotisch"
            r"|er[óo]tic[oa])\b"
        ),
        ("A lonely neighbour nearby wants sex with you tonight",),
        "The committee met on Tuesday",
    ),
    Member(
        "_DT_SELF_INTRO",
        "A stranger introduces herself as a single or lonely woman",
        gated(
            r"\b(?:i am|i['’]m|im) (?:an? )?(?:\d{2} ?(?:yo|y\.o\.|years? old) )?(?:unmarried|single|lonely|divorced"
            r"|young|beautiful|pretty|sweet)(?: [a-z]{1,12}){0,3} (?:female|woman|girl|lady|widow)\b"
            r"|\b\d{2} ?(?:yo|y\.o\.|years? old),? (?:[a-z]{1,12} ){0,2}(?:female|woman|girl|lady) from\b"
            r"|ich bin (?:eine )?(?:\d{2}[- ]j[äa]hrige )?(?:einsame|single|ledige|junge|h[üu]bsche) (?:frau|dame)"
            r"|je suis une (?:jeune |belle )?(?:femme|fille) (?:seule|c[ée]libataire)"
            r"|sou uma (?:jovem |linda )?(?:mulher|garota|mo[çc]a) (?:solteira|sozinha)"
            r"|soy una (?:joven |linda )?(?:mujer|chica) (?:soltera|sola)"
            r"|sono una (?:giovane |bella )?(?:donna|ragazza) (?:single|sola|nubile)"
            r"|ik ben een (?:eenzame|vrijgezelle|alleenstaande|jonge) (?:vrouw|meid|dame)"
        ),
        ("Im a unmarried 27 yo pretty female from Latvia", "Ich bin eine einsame Frau aus Riga"),
        "I am a single parent and a member of the school board",
    ),
    Member(
        "_DT_MEN_WANTED",
        "Says women want to meet men, or one is coming to your city",
        gated(
            r"(?:girls|women|ladies) (?:who|that) (?:want|wish|are looking) to (?:meet|date) (?:men|a man|you)"
            r"|waiting for (?:an? |the )?(?:cool |real |serious |kind |nice )?(?:man|male|men|gentleman)\b"
            r"|(?:girl|woman|lady)(?: named [a-z]{2,14})? (?:is )?(?:currently )?(?:coming|travel+ing|moving) to "
            r"your (?:city|town|area)|(?:girls?|women|ladies) (?:from|in|near) your (?:city|town|area)"
            r"|looking for an? (?:encounter|affair|adventure|hook-?up|one[- ]night)"
            r"|frauen (?:aus|in) (?:deiner|ihrer) (?:stadt|n[äa]he)|femmes? (?:de|dans) (?:ta|votre) ville"
            r"|mulheres (?:da|na) (?:sua|tua) cidade|mujeres (?:de|en) (?:tu|su) ciudad"
            r"|donne (?:della|nella) (?:tua|sua) citt|vrouwen (?:uit|in) (?:jouw|uw|je) (?:stad|buurt)"
        ),
        ("Lonely girls from your city want to meet men", "A woman named Olga is coming to your city"),
        "Our sales team is coming to your city in May",
    ),
    Member(
        "_DT_FREE_SIGNUP",
        "Invites you to sign up for free",
        gated(
            r"(?:sign up|register|join)(?: now)? (?:for )?free\b|free (?:sign[- ]?up|registration)|kostenlos anmelden"
            r"|inscription gratuite|cadastro gr[áa]tis|registro gratis|registrazione gratuita"
            r"|gratis (?:registratie|aanmelden)|neem gratis deel"
            r"|(?:jetzt |sofort )?kostenlos (?:registrieren|mitmachen)|inscri(?:s|vez)-(?:toi|vous) gratuitement"
            r"|cadastre-se (?:gr[áa]tis|gratuitamente)|reg[íi]strate gratis|iscriviti (?:gratis|gratuitamente)"
            r"|schrijf je (?:direct |nu )?gratis in|meld je (?:direct |nu )?gratis aan"
        ),
        ("Sign up free today", "Kostenlos Anmelden", "Schrijf je nu gratis in"),
        "The museum is free on Sundays",
    ),
    # lonely or single women looking for contact: the adult-dating affiliate's headline, whatever
    # the country; a genuine dating site's mail talks of matches and profiles, not of "lonely wives"
    Member(
        "_DT_LONELY_WOMEN",
        "Speaks of lonely or single women looking for contact",
        gated(
            r"\b(?:lonely|bored|horny) (?:women|wives|housewives|girls|ladies|moms|milfs)\b"
            r"|\b(?:einsame|gelangweilte|alleinstehende|ledige) (?:frauen|hausfrauen|damen|m[äa]dchen)"
            r"|\b(?:femmes|filles|m[èe]res) (?:seules|c[ée]libataires|esseul[ée]es)"
            r"|\b(?:mulheres|donas de casa|garotas) (?:solteiras|sozinhas|carentes)"
            r"|\b(?:mujeres|amas de casa|chicas) (?:solteras|solas|aburridas)"
            r"|\b(?:donne|casalinghe|ragazze) (?:sole|single|annoiate)\b"
            r"|\b(?:eenzame|alleenstaande|verveelde) (?:vrouwen|huisvrouwen|dames|meiden)"
        ),
        ("Lonely housewives in your area", "Duizenden alleenstaande vrouwen zoeken contact"),
        "The women's singles final is on Sunday",
    ),
    Member(
        "_DT_FLIRT",
        "Offers flirting, casual dates or an affair",
        gated(
            r"\bflirt(?:en|s|y|ing)?\b|\bsex ?dates?\b|casual (?:dates?|encounters?|sex)"
            # a hook-up of the dating kind, not a rope's or a cable's
            r"|\b(?:casual|discreet|local|tonight['’]?s?|quick|no[- ]strings) hook-?ups?\b"
            r"|\bhook ?up with (?:a |an |hot |local |lonely )?(?:singles?|girls?|women|milfs?|her)\b"
            r"|one[- ]night[- ]stands?|\bseitensprung|\bplan cul\b|rencontres? coquines?|encontros? casuais"
            r"|citas? (?:casuales|calientes)|incontri (?:piccanti|occasionali)|\bscharrel"
        ),
        ("Flirt with singles tonight", "Dein Seitensprung wartet"),
        "Casual Friday dates back to the 1990s",
    ),
    Member(
        "_DT_ADULTS_ONLY",
        "Warns that the site is for adults only",
        gated(
            r"(?:must be|only if you are|are you) (?:at least )?18(?: years)?(?: or older| \+)?|adults? only"
            r"|(?:nur )?ab 18(?: jahren|\+)|nur f[üu]r erwachsene"
            r"|(?:devez|faut) avoir (?:au moins |plus de )?18 ans|interdit aux moins de 18 ans"
            r"|r[ée]serv[ée] aux (?:adultes|plus de 18 ans)"
            r"|maiores de 18|apenas para adultos|mayores de 18|s[óo]lo para adultos|maggiorenni|solo per adulti"
            r"|18 jaar of ouder|alleen voor volwassenen|als je volwassen bent"
        ),
        ("You must be 18 or older to view this site", "Alleen toegang als je 18 jaar of ouder bent"),
        "Adult tickets cost 12 euros, children go free",
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(
    Script(
        group="fraud",
        category="romance",
        members=_MEMBERS,
        discount=Discount(GENUINE_MARKS, subtract=1),
        say_count=True,
        tiers=(
            Tier(
                4,
                "EMAIL_DATING_LURE_4",
                50,
                "Reads like a dating-site lure: many of its usual phrases",
                fires=("Meet hot singles! Charming Russian girls are waiting for you. See her private photos.",),
                quiet=("Meet hot singles tonight.\n\nThe Club",),
            ),
            Tier(
                3,
                "EMAIL_DATING_LURE_3",
                40,
                "Several phrases of a dating-site lure",
                fires=("Meet Russian girls! She is waiting for you.",),
                quiet=(
                    "Meet the Russian delegation. The taxi is waiting.",
                    "Hiking club: weekend trip\n\nWe still need hook-ups for the tents and the camping stove. Meet "
                    "the women's team at the car park at 8; we are looking for a man with a van.\n\nThe committee",
                ),
            ),
            Tier(
                2,
                "EMAIL_DATING_LURE_2",
                22,
                "Two phrases of a dating-site lure",
                fires=("Charming Russian girls are waiting for you!",),
                quiet=(
                    "Russian girls' choir tonight",
                    # a party at 6 pm for 18 euros, a workshop to sign up for, a novel's heroine who turns 18
                    "Einladung zur Gartenparty\n\nWir feiern am Samstag ab 18 Uhr, der Eintritt ist für 18 Euro mit "
                    "Buffet. Die Kinder können kostenlos mitmachen.\n\nFamilie Berger",
                    "Workshop keramiek\n\nOp zaterdag draaien we schalen en bekers. Meld je nu aan via de website! "
                    "De workshop is alleen voor volwassenen, de kinderen hebben een eigen les.",
                    "Club de lecture\n\nJeudi, nous parlons du roman d'une héroïne qui vient d'avoir 18 ans. Venez "
                    "rencontrer les femmes auteurs invitées du festival.\n\nÀ bientôt, Claire",
                ),
            ),
        ),
    ),
)
