"""Dutch (the Netherlands and Flanders): the words that tell the language, and every text a result shows.

The texts address the reader with "u", as banks and public services do in both countries.
"""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

_CONTACT = "Neem zelf contact op met de organisatie, via de officiële app, website of het nummer op uw pas of rekening."

LOCALE = Locale(
    code="nl",
    name="Nederlands",
    # Function words and everyday words of Dutch ("de" and "en" are Spanish words too, listed there as
    # well). Left out: "te", "dat", "wat", "hoe", "is", "in", "was", "had", "of", "door", "over",
    # "even", "we", "u", "met" (English, Pidgin or Singlish), "er", "hier", "wie", "alle", "morgen",
    # "binnen", "dank" (German), "kan" (Chinese written in pinyin).
    stopwords=words(
        """
        het een van niet je jij jou jouw uw wij ik zijn wordt worden werd naar bij ook maar kun kunt deze dit
        heeft hebt heb hebben voor op om zal zou moet moeten geen nog wel nu als tot uit onze ons jullie mijn
        hun hij zij ze omdat vandaag graag bedankt hoi alvast meer veel iets niets waar daar dus wil wilt
        gaat komt uur euro laat weten mee naast zodat wanneer welke hele ben bent pakket pakje rekening
        bericht betaling gegevens bezorgd groeten de en krijgt krijg krijgen tussen zaterdag zondag maandag
        dinsdag woensdag donderdag vrijdag allemaal goed heel ontvangen ontvangt bel bellen kunnen persoon
        verstuurd geleverd
        """
    ),
    letters="ëï",
    levels={
        "high": (
            "Hoog risico",
            "Dit heeft sterke kenmerken van oplichting. Niet reageren, klikken, bellen of betalen.",
        ),
        "suspicious": (
            "Verdacht",
            "Dit heeft meerdere waarschuwingssignalen van oplichting. Controleer het eerst op een andere manier.",
        ),
        "caution": (
            "Let op",
            "Dit heeft enkele waarschuwingssignalen. Wees voorzichtig voor u klikt, reageert of betaalt.",
        ),
        "clear": (
            "Geen waarschuwingssignalen gevonden",
            "We vonden geen bekende waarschuwingssignalen, maar geen controle kan bewijzen dat een bericht echt is.",
        ),
    },
    disclaimer=(
        "Dit is een automatische risico-inschatting op basis van waarschuwingssignalen, geen bewijs. "
        "Een bericht kan er normaal uitzien en toch oplichting zijn; neem bij twijfel contact op met de "
        "organisatie via de officiële website of app."
    ),
    this={"text": "dit bericht", "url": "deze link", "image": "deze schermafbeelding"},
    summary_clear="We vonden geen bekende waarschuwingssignalen in {this} (score {score}/100). Dat is geen garantie.",
    summary_minor="We vonden alleen kleine signalen in {this} (score {score}/100). Blijf toch alert.",
    summary_signs="{level} ({score}/100): {this} heeft {count} {signs} (categorie: {category}), waaronder {top}.",
    sign_words=("waarschuwingssignaal", "waarschuwingssignalen"),
    do_not_act="Klik niet op links, reageer niet, bel geen nummers en betaal niets naar aanleiding van dit bericht.",
    already_paid="Hebt u al betaald of gegevens gedeeld? Neem meteen contact op met uw bank en doe aangifte.",
    categories={
        "delivery": (
            "Oplichting met pakketbezorging",
            (
                "Vervoerders vragen zelden kosten per sms; controleer de trackcode op de officiële website.",
                "Vul geen kaartgegevens in op een pagina die u via een bezorgbericht opende.",
            ),
        ),
        "toll": (
            "Oplichting met tol",
            ("Controleer openstaande tol alleen op de officiële website of app van de tolweg, zelf ingetypt.",),
        ),
        "bank": (
            "Nep-bank",
            (
                "Uw bank vraagt nooit per bericht of telefoon om uw pincode, wachtwoord of een eenmalige code.",
                _CONTACT,
            ),
        ),
        "government": (
            "Nep-overheid of -Belastingdienst",
            (
                "De Belastingdienst, het CJIB en andere instanties vragen geen betaling per sms,"
                " cadeaukaart of crypto.",
                "Zoek de officiële website van de instantie zelf op in plaats van de link in het bericht te gebruiken.",
            ),
        ),
        "account": (
            "Phishing naar account of inloggegevens",
            (
                "Log niet in via een link in een bericht; open de app of typ het adres zelf in.",
                "Hebt u al een wachtwoord ingevuld? Wijzig het nu en zet tweestapsverificatie aan.",
            ),
        ),
        "prize": (
            "Oplichting met prijzen of loterijen",
            ("U kunt geen prijs winnen in een loterij waar u niet aan meedeed, en echte prijzen kosten nooit geld.",),
        ),
        "investment": (
            "Beleggingsfraude",
            (
                "Gegarandeerde of zeer hoge rendementen zijn een waarschuwingssignaal; controleer de"
                " partij bij de AFM of FSMA.",
            ),
        ),
        "crypto": (
            "Cryptofraude",
            (
                "Cryptobetalingen krijgt u vrijwel nooit terug; stuur nooit crypto naar iemand die u"
                " alleen online kent.",
            ),
        ),
        "job": (
            "Oplichting met werk of taken",
            ("Echte werkgevers betalen u niet om dingen te liken en vragen geen geld om te beginnen.",),
        ),
        "romance": (
            "Liefdes- of vriendschapsfraude",
            ("Stuur nooit geld of cadeaus naar iemand die u niet in het echt hebt ontmoet, wat de reden ook is.",),
        ),
        "family": (
            "Oplichting met een familielid met 'nieuw nummer'",
            ("Bel uw familielid op het nummer dat u al kent voordat u geld overmaakt.",),
        ),
        "tech_support": (
            "Nep-helpdesk",
            ("Bel geen nummers uit pop-ups of berichten en laat nooit een onbekende uw computer overnemen.",),
        ),
        "marketplace": (
            "Oplichting via verkoopsites",
            ("Houd chat en betaling binnen het platform; volg geen links om een betaling te 'ontvangen'.",),
        ),
        "invoice": (
            "Nepfactuur of -afschrijving",
            ("Bel niet het nummer op een onverwachte factuur; controleer uw account op de officiële website.",),
        ),
        "sextortion": (
            "Sextortion of chantage",
            (
                "Betaal niet en reageer niet; deze berichten worden massaal verstuurd en de dreiging is bluf.",
                "Wijzig elk wachtwoord dat in het bericht staat en meld het bij de politie.",
            ),
        ),
        "advance_fee": (
            "Voorschotfraude",
            ("Niemand geeft vreemden grote bedragen; om kosten vragen om geld vrij te geven is een teken van fraude.",),
        ),
        "charity": (
            "Nep-inzamelingsactie",
            ("Geef via de website van het goede doel zelf en controleer het in het officiële register.",),
        ),
        "general": (
            "Algemene waarschuwingssignalen",
            ("Klik, reageer, bel of betaal niet voordat u het via een officieel kanaal hebt gecontroleerd.",),
        ),
        "none": (
            "Geen waarschuwingssignalen gevonden",
            (
                "Geen controle kan bewijzen dat een bericht echt is; vraagt het om geld of gegevens,"
                " controleer het zelf.",
            ),
        ),
    },
    link_labels=("Gids: {category}", "Waar meldt u oplichting", "Hoe deze controle werkt"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Opgemaakt als een transactiemelding van de bank, zonder iets om te klikken, te delen of te betalen"
        ),
        "TEXT_GENUINE_OTP": (
            "Opgemaakt als een sms met een eenmalige code, zonder link of verzoek om de code terug te sturen"
        ),
        "TEXT_GENUINE_DELIVERY": "Een trackingnummer met een link alleen naar de eigen website van de vervoerder",
        "TEXT_HAS_LINK": "Bevat een link",
        "TEXT_LINK_UNEXPLAINED": "Een link met nauwelijks tekst over wie hem stuurt of waarom",
        "TEXT_LINK_PROMPT": "Dringt aan om op een link te klikken of te tikken",
        "TEXT_CALL_NUMBER": "Vraagt u een nummer te bellen of te sms'en",
        "TEXT_MOVE_TO_APP": "Verplaatst het gesprek naar WhatsApp, Telegram of een andere app",
        "TEXT_REPLY_TO_ACTIVATE": "Vraagt u te antwoorden zodat de link klikbaar wordt",
        "TEXT_SHORTCODE": "Vraagt u een woord naar een kort nummer te sturen",
        "TEXT_EMAIL_CONTACT": "Vraagt u naar een e-mailadres te schrijven",
        "TEXT_PAY_WALLET": "Bevat het adres van een cryptowallet",
        "TEXT_CLAIM_BANK": "Zegt van een bank of kaartuitgever te komen",
        "TEXT_CLAIM_GOVERNMENT": "Zegt van de Belastingdienst of een andere overheidsdienst te komen",
        "TEXT_CLAIM_COURIER": "Noemt een vervoerder of een pakket",
        "TEXT_CLAIM_TOLL": "Zegt dat u tol moet betalen",
        "TEXT_CLAIM_BRAND": "Noemt een bekend bedrijf of bekende dienst",
        "TEXT_COMBO_TWO_SIGNS": "Twee soorten waarschuwingssignalen samen",
        "TEXT_COMBO_THREE_SIGNS": "Drie soorten waarschuwingssignalen samen",
        "TEXT_COMBO_FOUR_SIGNS": "Vier of meer soorten waarschuwingssignalen samen",
        "TEXT_OFFICIAL_LINK": "Links gaan alleen naar de eigen website van het genoemde bedrijf",
        "TEXT_NEVER_SHARE_NOTICE": "Waarschuwt om de code nooit te delen, zoals echte codeberichten doen",
        "TEXT_CODE_NOTICE": "Geeft u een eenmalige code in plaats van erom te vragen",
        "TEXT_NO_ASK": "Vraagt niets: geen link, nummer, betaling of verzoek",
        "TEXT_PERSONAL_CHAT": "Leest als een persoonlijk gesprek zonder iets om te klikken, bellen of betalen",
        "TEXT_INVISIBLE_CHARS": "Bevat onzichtbare tekens in de tekst",
        "TEXT_MIXED_SCRIPT": "Mengt letters uit andere schriften die op Latijnse letters lijken",
        "TEXT_MONEY_TO_NUMBER": "Vraagt geld over te maken naar een nummer of rekening uit het bericht",
        "TEXT_NAME_ON_ACCOUNT": "Zegt op wiens naam de rekening staat die het geld ontvangt",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Zegt dat het eigen nummer of de eigen rekening een probleem heeft",
        "TEXT_COMBO_MONEY_TO_NAME": "Geld naar een nummer uit het bericht, op naam van iemand anders",
        "TEXT_NAME_BESIDE_NUMBER": "Zet de naam van een persoon naast het nummer waar het geld heen moet",
        "TEXT_SENT_BY_MISTAKE": "Zegt per ongeluk geld te hebben gestuurd en vraagt het terug",
        "TEXT_BALANCE_SEIZED": "Bericht van wallet of bank dat uw hele saldo is ingehouden en nu nul is",
        "TEXT_COMBO_SENT_BY_MISTAKE": "Geld 'per ongeluk' gestuurd, terug te storten naar een nummer uit het bericht",
        "TEXT_FEE_DUE": "Zegt dat er nog douane-, invoer- of bezorgkosten openstaan voor uw pakket",
        "EMAIL_GIVEAWAY_LURE_2": "Twee zinnen die typisch zijn voor nep-winacties, -enquêtes of casinobonussen",
        "EMAIL_GIVEAWAY_LURE_3": "Meerdere zinnen die typisch zijn voor nep-winacties, -enquêtes of casinobonussen",
        "EMAIL_GIVEAWAY_LURE_4": "Leest als een nep-winactie of -enquête: veel van de gebruikelijke zinnen",
    },
    and_word="en",
    do_not_act_no_link="Reageer niet, bel niet terug en betaal niets naar aanleiding van dit bericht.",
    do_not_act_link="Open deze link niet, en vul op die pagina geen gegevens in en betaal er niets.",
    score_limit=(
        "De grenzen van de score",
        "De signalen samen zijn meer dan de score laat zien: die komt nooit boven 100 en nooit onder 0.",
    ),
    families={
        "obfuscation": (
            "Verborgen of vermomde letters",
            (
                "Sommige woorden bevatten onzichtbare tekens, letters uit een ander alfabet die erop lijken of vreemde "
                "spaties: een truc om filters te omzeilen."
            ),
        ),
        "pressure": (
            "Druk om snel te handelen",
            (
                "Het bericht jaagt u op met een termijn, een dreiging of een waarschuwing, zodat u handelt voordat u "
                "nadenkt."
            ),
        ),
        "claim": (
            "Een bekend oplichtersverhaal",
            (
                "Het zegt van een bank, een bedrijf, een overheidsdienst of een bekende te komen, of dat er geld, een "
                "prijs of een pakket op u wacht."
            ),
        ),
        "ask": (
            "Een vraag om geld, codes of persoonlijke gegevens",
            "U moet betalen, geld sturen of codes, wachtwoorden, kaartgegevens of persoonlijke gegevens geven.",
        ),
        "payment": (
            "Een ongewone manier van betalen",
            (
                "Het wil betaling met cadeaukaarten, cryptomunten, een overboeking of een betaalnummer: geld dat "
                "moeilijk terug te krijgen is."
            ),
        ),
        "channel": (
            "Een duw naar een link, een nummer of een andere app",
            (
                "U moet op een link tikken, een nummer bellen of sms'en, of naar een andere app gaan, waar de "
                "oplichting verdergaat."
            ),
        ),
        "fraud": (
            "Zinnen uit een bekende oplichtingstruc",
            (
                "De tekst lijkt op oplichting die naar veel mensen tegelijk gaat, zoals nepprijzen, nep-erfenissen of "
                "chantage."
            ),
        ),
        "combo": (
            "Meerdere signalen die samen een bekende oplichting vormen",
            "Samen passen de waarschuwingssignalen bij een veelvoorkomende vorm van oplichting.",
        ),
        "sender": (
            "Een afzender die niet klopt",
            "Het nummer of adres van de afzender past niet bij wie het bericht zegt te zijn.",
        ),
        "link_identity": (
            "Een link die een bedrijf nabootst of verbergt waar hij heen gaat",
            "Het webadres kopieert of leent de naam van een bedrijf of instantie, of verbergt waar het echt heen gaat.",
        ),
        "link_structure": (
            "Een link die vreemd in elkaar zit",
            (
                "Het webadres zit in elkaar zoals echte websites bijna nooit doen, zoals alleen een getal of een "
                "verborgen map."
            ),
        ),
        "link_host": (
            "Een link naar een goedkope, gratis of verborgen website",
            (
                "De link gaat naar een goedkoop webadres, een gratis hostingdienst of een linkverkorter die de "
                "bestemming verbergt."
            ),
        ),
        "dampener": (
            "Geruststellende signalen",
            (
                "Sommige dingen lijken op een echt bericht, zoals links naar de eigen website van het bedrijf. Ze "
                "verlagen de score maar bewijzen niets."
            ),
        ),
        "genuine": (
            "Opgemaakt als een echt bericht",
            (
                "Het is opgemaakt als een echte bankmelding, code of bezorgbericht, zonder iets om aan te klikken, te "
                "delen of te betalen. Dat verlaagt de score maar bewijst niets: oplichters kopiëren ook de opmaak."
            ),
        ),
        "ceiling": (
            "Alleen de link ziet er vreemd uit",
            (
                "In de tekst wordt niets gevraagd, beweerd of gedreigd, dus een vreemde link alleen telt "
                f"hoogstens {LURELESS_LINKS_MAX} punten."
            ),
        ),
        "review": (
            "Een tweede mening van de AI-controle",
            "Een optionele AI-controle heeft het bericht gelezen en de score veranderd.",
        ),
        "other": (
            "Andere, zwakkere signalen",
            "Een paar zwakkere signalen; ze staan allemaal in de volledige lijst met signalen.",
        ),
    },
)
