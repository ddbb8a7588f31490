"""Dutch phrase families, for the Netherlands and Flanders: the English families, said the way Dutch
scams say them (PostNL and bpost parcels, Belastingdienst and Toeslagen, DigiD and itsme, CJIB
fines, Tikkie and Marktplaats, "Hoi mam, dit is mijn nieuwe nummer").

Patterns are matched in plain text (accents dropped: "geïnfecteerd" reads "geinfecteerd"), so they
are written without accents. Both the polite "u/uw" and the familiar "je/jouw" forms are written.
Brand names (PostNL, ING, Rabobank...) are found by the brand table (data/brands.txt) through the
English claim rules; the families here hold the generic wording (a language's slot stays quiet where
its English twin fired, so a claim is never counted twice). Weights, groups and categories come from
the slots in ``_lang``. ``~`` in a pattern is one character of the same sentence (see ``_lang.GAP``).
"""

from __future__ import annotations

from ._lang import Example, Phrases, gapped, language_rules

__all__ = ["RULES"]


_MONEY = r"(?:€ ?\d[\d.,]*|\d[\d.,]* ?(?:€|euro)(?!\w))"
_YOUR = r"(?:uw|je|jouw|u)"
_VERB_SEND = r"(?:stuur|stuurt|sturen|geef|geeft|geven|deel|deelt|delen|doorsturen|stuur door|noem|vertel|zeg)"

FAMILIES: dict[str, Phrases] = {
    "NL_URGENT": gapped(
        (
            r"dringend",
            r"onmiddellijk",
            r"direct actie",
            r"zo (?:snel|spoedig) mogelijk",
            r"met spoed",
            r"spoedig",
            r"laatste (?:kans|waarschuwing|herinnering|aanmaning|poging)",
            r"(?:belangrijke|dringende) (?:melding|mededeling|kennisgeving)",
            r"(?:let op|waarschuwing|belangrijk|attentie)\s?[:!]",
            r"niet negeren",
            r"(?:actie|handeling) (?:vereist|nodig|noodzakelijk)",
        ),
        "Zet u onder druk om snel te handelen",
        ("DRINGEND: uw pakket wacht", "Reageer onmiddellijk om uw rekening te behouden"),
        ("Tot morgen bij de lunch", "De spoedeisende hulp was vol"),
        "Oplichters jagen u op zodat u handelt voor u nadenkt; neem uw tijd.",
    ),
    "NL_DEADLINE": gapped(
        (
            r"(?:binnen|in de komende|uiterlijk binnen) (?:\d{1,2}|vierentwintig|achtenveertig|twee|drie) ?"
            r"(?:uur|u|dagen|werkdagen)(?!\w)",
            r"binnen \d{1,2} ?minuten",
            r"(?:verloopt|vervalt|verlopen|vervallen|eindigt) (?:vandaag|morgen|binnen|over \d{1,2}|binnenkort)",
            r"(?:alleen|slechts) (?:vandaag|nog vandaag) geldig",
            r"geldig tot (?:vandaag|middernacht|morgen)",
            r"(?:voor|tot) middernacht",
            r"vandaag nog",
            r"(?:voor|uiterlijk) (?:het )?einde van de dag",
        ),
        "Geeft u een heel korte termijn",
        ("Betaal binnen 24 uur om extra kosten te voorkomen", "Uw DigiD verloopt binnenkort"),
        ("Ik ben er over 20 minuten", "De winkel is de hele dag open"),
    ),
    "NL_ACCOUNT_THREAT": gapped(
        (
            r"(?:rekening|account|kaart|betaalpas|pas|toegang|dienst|profiel|abonnement|digid|itsme|bankapp|app|"
            r"nummer|kaartlezer|scanner|contract)(?!\w)~{0,40}?(?:is|wordt|werd|zal|zijn|worden|kan|gaat)(?!\w)"
            r"~{0,25}?(?:geblokkeerd|opgeschort|gedeactiveerd|gepauzeerd|beperkt|afgesloten|bevroren|"
            r"opgeheven|verwijderd|stopgezet|vervallen|verlopen|ingetrokken|gesloten)",
            r"(?:geblokkeerd|gedeactiveerd|opgeschort) (?:te )?worden",
            r"(?:om|ter) (?:te )?voorkom(?:en|t)~{0,30}?(?:blokkering|blokkade|deactivering|afsluiting|"
            r"opschorting|geblokkeerd|verwijderd|afgesloten|gedeactiveerd)",
            r"(?:verdachte|ongebruikelijke|onbevoegde|onbekende|frauduleuze) (?:activiteit|activiteiten|transacties?|"
            r"betalingen|inlogpoging(?:en)?|aanmelding(?:en)?|toegang)",
            r"(?:betaling|incasso|afschrijving|verlenging)(?!\w)~{0,25}?(?:is )?(?:mislukt|geweigerd|"
            r"niet gelukt|niet verwerkt|teruggeboekt|gestorneerd)",
            r"afsluiting van (?:uw |je )?(?:energie|stroom|gas|water|internet|aansluiting)",
            r"(?:uw|je) (?:rabo ?scanner|kaartlezer|betaalpas|pas) (?:moet|dient) (?:worden )?vervangen",
        ),
        "Zegt dat uw rekening of pas geblokkeerd, opgeschort of in gevaar is",
        (
            "Uw rekening wordt tijdelijk geblokkeerd",
            "Wij hebben verdachte activiteit op uw rekening gedetecteerd",
            "Uw abonnement is gepauzeerd",
        ),
        ("Mijn batterij was leeg, sorry", "De winkel is op zondag gesloten"),
        "Controleer uw rekening door zelf de officiële app of website te openen, niet via het bericht.",
    ),
    "NL_LEGAL_THREAT": gapped(
        (
            r"(?:juridische|gerechtelijke|wettelijke) (?:stappen|procedure|maatregelen|actie)",
            r"dwangbevel",
            r"deurwaarder",
            r"beslag(?:legging)?",
            r"(?:incassobureau|incassokosten|incassotraject)",
            r"arrestatiebevel",
            r"(?:wordt|zal worden) (?:u )?(?:gearresteerd|aangehouden)",
            r"(?:boete|boetes|verhoging|aanmaningskosten|rente|extra kosten)(?!\w)~{0,20}?"
            r"(?:opgelegd|verhoogd|in rekening gebracht|toegevoegd|verdubbeld)",
            r"(?:om )?(?:een |extra |verdere )?(?:boetes?|verhoging|incassokosten|extra kosten|beslaglegging|"
            r"aanmaningskosten)(?!\w)~{0,30}?(?:te )?voorkomen",
            r"openstaande (?:aanslag|boete|vordering|schuld|verkeersboete|betaling)",
            r"(?:aanslag|vordering|schuld)(?!\w)~{0,15}?(?:staat )?(?:nog )?open",
        ),
        "Dreigt met rechtszaak, beslag, boetes of incasso",
        ("Betaal vandaag om een dwangbevel te voorkomen", "Er volgt beslaglegging op uw loon"),
        ("We keken een rechtbankserie", "De parkeerboete is al betaald, dank je"),
        "De Belastingdienst, het CJIB en rechtbanken dreigen niet en eisen geen betaling per bericht.",
    ),
    "NL_CLAIM_BANK": gapped(
        (
            r"(?:uw|je|jouw) bank",
            r"(?:online|internet|mobiel) ?bankieren",
            r"(?:bankapp|bank-app|app van (?:uw|je) bank)",
            r"(?:betaalpas|bankpas|creditcard|debitcard|bankkaart|kaartlezer|rabo ?scanner)",
            r"(?:uw|je) (?:betaal)?rekening",
            r"bankgegevens",
            r"iban",
        ),
        "Zegt van een bank of kaartuitgever te komen",
        ("Beste klant, uw betaalpas verloopt", "Log in op internetbankieren"),
        ("Ik zat op het bankje in het park", "Ik heb de taxi al betaald"),
    ),
    "NL_CLAIM_GOVERNMENT": gapped(
        (
            r"toeslagen",
            r"(?:zorg|huur)toeslag",
            r"(?:fod|spf) financien",
            r"gemeente \w+",
            r"(?:de )?overheid",
            r"(?:voorlopige )?aanslag",
            r"belastingteruggave",
            r"teruggave",
            r"bsn",
            r"rijksnummer",
            r"politie ?[:!-]",
        ),
        "Zegt van de Belastingdienst, het CJIB of een andere overheidsdienst te komen",
        ("Dienst Toeslagen: u heeft recht op zorgtoeslag", "Zorgtoeslag: u krijgt nog geld terug"),
        ("De eerste schooldag is maandag", "Hij werkt bij de bakker op de hoek"),
    ),
    "NL_DELIVERY_PROBLEM": gapped(
        (
            r"(?:pakket|pakketje|pakje|zending|bestelling|levering|bezorging)(?!\w)~{0,60}?"
            r"(?:kon niet (?:worden )?(?:bezorgd|geleverd|afgeleverd)|niet (?:worden )?(?:bezorgd|geleverd)|"
            r"wordt (?:vastgehouden|tegengehouden)|vastgehouden|tegengehouden|in de wacht|teruggestuurd|"
            r"geretourneerd|bij de douane|ligt (?:klaar )?in (?:ons|het) (?:depot|sorteercentrum)|"
            r"staat (?:voor u )?klaar)",
            r"(?:onvolledig|onjuist|ongeldig|incorrect|onvolledige|onjuiste) (?:adres|adresgegevens|"
            r"huisnummer|postcode)",
            r"(?:adres|adresgegevens|huisnummer|postcode)(?!\w)~{0,20}?(?:onvolledig|onjuist|ongeldig|"
            r"ontbreekt|klopt niet)",
            # a fee to pay, not a shop's line item ("Verzendkosten: gratis", "Verzendkosten € 3,95")
            r"(?:betaal|betaalt|betalen|voldoe|voldoen|openstaande|onbetaalde|extra|resterende)(?!\w)~{0,20}?"
            r"(?:verzendkosten|invoerrechten|douanekosten|inklaringskosten|bezorgkosten|portokosten|"
            r"opslagkosten|herbezorgingskosten)",
            r"(?:nieuwe bezorging|bezorging (?:opnieuw )?in (?:te )?plannen|herbezorging)",
            r"bezorgpoging",
            r"terugzending",
        ),
        "Zegt dat een bezorging mislukte, vastzit of kosten of een adres vraagt",
        (
            "Uw pakket kon niet worden bezorgd wegens een onvolledig adres",
            "Uw pakje wordt vastgehouden",
            "Betaal de invoerrechten van €3,20",
        ),
        (
            "Je pakket is bij de voordeur afgeleverd",
            "Bedankt voor de levering van de bloemen",
            "Bedankt voor je bestelling. Verzendkosten: gratis. Totaal: € 24,95",
        ),
        "Volg pakketten alleen via de officiële website of app van de vervoerder, zelf ingetypt.",
    ),
    "NL_CLAIM_TOLL": gapped(
        (
            r"(?:onbetaalde|openstaande|achterstallige) (?:tol|tolheffing|tolrit|tolpassage|tolbetaling)(?:en)?",
            r"tol(?:heffing|rit|passage|betaling)(?:en)?(?!\w)~{0,15}?(?:staat |staan )?(?:nog )?open",
            r"(?:blankenburgverbinding|westerscheldetunnel|kiltunnel|liefkenshoektunnel)",
            r"viapass",
        ),
        "Zegt dat u tol moet betalen",
        ("Er staat een onbetaalde tolheffing van €4,80 open", "Openstaande tolrit Blankenburgverbinding"),
        ("De tol zat bij de huur van de auto in", "Goede reis!"),
        "Controleer openstaande tol alleen op de officiële website van de tolweg, zelf ingetypt.",
    ),
    "NL_ACCOUNT_ALERT": gapped(
        (
            r"(?:nieuwe|onbekende) (?:inlog|aanmelding|inlogpoging|apparaat|toestel)(?!\w)~{0,20}?"
            r"(?:gedetecteerd|geregistreerd|vastgesteld)",
            r"(?:wij hebben|we hebben) (?:een |verdachte |ongebruikelijke )?(?:activiteit|inlogpoging|transactie|"
            r"betaling|aanmelding)",
            r"(?:niet herkend|herkent u (?:dit|deze)|was u dit niet|bent u dit niet|niet door u)",
            r"(?:veiligheids|beveiligings)(?:melding|waarschuwing|controle)",
            r"per ongeluk (?:een |de )?(?:verificatie)?code",
        ),
        "Lijkt een beveiligingsmelding over uw account",
        ("Nieuwe inlog gedetecteerd op een onbekend apparaat", "Niet herkend? Neem contact op"),
        ("Ik herkende haar meteen in het café", "Was jij dat gisteren in de bioscoop?"),
    ),
    "NL_DEVICE_SCARE": gapped(
        (
            r"(?:computer|telefoon|toestel|apparaat|pc|laptop|iphone|android|mobiel)(?!\w)~{0,30}?"
            r"(?:geinfecteerd|besmet|gehackt|gecompromitteerd)",
            r"(?:virus|virussen|malware|spyware)(?!\w)~{0,20}?(?:gedetecteerd|gevonden|aangetroffen)",
            r"(?:microsoft|apple|windows)[- ]?(?:helpdesk|support|ondersteuning)",
            r"zet (?:uw|je) (?:computer|pc|apparaat) niet uit",
        ),
        "Zegt dat uw telefoon of computer besmet of gehackt is",
        ("Uw computer is geïnfecteerd met een virus", "Bel de Microsoft helpdesk"),
        ("Mijn telefoonscherm is gebarsten", "Het griepvirus is er dit jaar vroeg bij"),
    ),
    "NL_CLAIM_CHARGE": gapped(
        (
            r"(?:betaling|overboeking|afschrijving|aankoop|transactie|bestelling|opname) (?:van|ter waarde van) "
            + _MONEY
            + r"~{0,40}?(?:klaargezet|afgeschreven|uitgevoerd|goedgekeurd|verwerkt|ingepland|gedaan)",
            r"(?:€ ?\d[\d.,]*|\d[\d.,]* ?€) (?:is|wordt|werd) (?:afgeschreven|in rekening gebracht|geincasseerd)",
        ),
        "Meldt een betaling of afschrijving die u misschien niet herkent",
        ("Er is een betaling van €1.250,00 klaargezet", "€499 is afgeschreven van uw rekening"),
        ("De kaartjes kosten €20 per stuk", "Laad je telefoon op voor je vertrekt"),
        "Controleer afschrijvingen in uw bankapp; bel geen nummers uit het bericht.",
    ),
    "NL_CLAIM_REFUND": gapped(
        (
            r"(?:teruggave|terugbetaling|restitutie|uitbetaling|vergoeding|toeslag|compensatie|tegoed)"
            r"(?!\w)~{0,40}?(?:klaar|beschikbaar|goedgekeurd|staat open|wacht|van " + _MONEY + r")",
            r"(?:u heeft|je hebt|u hebt) (?:nog )?recht op (?:een |uw )?(?:teruggave|terugbetaling|vergoeding|"
            r"toeslag|compensatie|uitbetaling|" + _MONEY + r")",
        ),
        "Zegt dat er een teruggave, toeslag of uitbetaling op u wacht",
        ("U heeft recht op een teruggave van €412", "Uw terugbetaling staat klaar"),
        ("De winkel gaf me gisteren mijn geld terug", "De terugbetaling van het etentje doen we morgen"),
    ),
    "NL_CLAIM_PRIZE": gapped(
        (
            r"gefeliciteerd~{0,60}?(?:gewonnen|winnaar|geselecteerd|uitgekozen|prijs|cadeaukaart|cadeaubon)",
            r"(?:u bent|je bent|jij bent|uw nummer is) (?:geselecteerd|uitgekozen|getrokken|gekozen) (?:om|als|voor)",
            r"(?:u heeft|je hebt|u hebt) (?:een |de )?(?:prijs|cadeaukaart|cadeaubon|" + _MONEY + r")~{0,20}?"
            r"gewonnen",
            r"(?:prijs|cadeaukaart|cadeaubon|tegoedbon|waardebon) (?:ter waarde van|van) " + _MONEY,
        ),
        "Zegt dat u een prijs, geld of cadeau hebt gewonnen",
        ("Gefeliciteerd! U heeft een cadeaukaart gewonnen", "U bent geselecteerd om een iPhone te ontvangen"),
        ("We hebben de wedstrijd met 3-1 gewonnen", "Zij is de winnaar van de spellingwedstrijd"),
    ),
    "NL_JOB_OFFER": gapped(
        (
            r"(?:vacature|baan|bijbaan|functie|werk)(?!\w)~{0,15}?(?:parttime|part-time|vanuit huis|thuis|"
            r"op afstand|online|flexibel)",
            r"(?:thuiswerk(?:en|ers)?|thuis werken|vanuit huis werken)",
            r"(?:geen|zonder) (?:ervaring|werkervaring) (?:nodig|vereist)",
            r"(?:verdien|verdienen|ontvang|ontvangen|krijg)(?!\w)~{0,30}?" + _MONEY + r"~{0,25}?"
            r"(?:per|elke|iedere|p\.?) ?(?:dag|uur|week|taak|opdracht|video|review|like)",
            r"(?:wij|we) (?:zoeken|zijn op zoek naar) (?:thuiswerkers|medewerkers|mensen)",
            r"(?:recruitment|uitzend|wervings)(?:bureau|agentschap)",
            r"(?:simpele|eenvoudige|makkelijke|online) (?:taken|taakjes|opdrachten)",
            r"geld verdienen",
            r"(?:like|liken|beoordeel|beoordelen|volg|volgen)(?!\w)~{0,30}?(?:video|producten|kanalen|"
            r"hotels|apps|posts)",
            r"(?:extra|bij) ?(?:inkomen|verdienste)",
        ),
        "Biedt onverwacht werk of een bijverdienste aan",
        ("Wij zoeken thuiswerkers voor parttime werk", "Verdien €300 per dag met je telefoon"),
        ("Ik werk vandaag tot laat op kantoor", "Het sollicitatiegesprek ging goed"),
        "Betaald worden om dingen te liken of te beoordelen is een bekend lokmiddel; daarna volgt de storting.",
    ),
    "NL_INVESTMENT": gapped(
        (
            r"(?:gegarandeerd|gegarandeerde) (?:rendement|winst|inkomen|opbrengst)",
            r"(?:rendement|winst|opbrengst)(?:en)? (?:gegarandeerd|per dag|per week|van \d{1,3} ?%)",
            r"\d{1,3} ?% (?:per|elke|iedere) (?:dag|week|maand)",
            r"(?:crypto ?|beleggings|handels|trading ?)(?:platform|groep|expert|mentor|adviseur|app|robot)",
            r"(?:handel|handelen|beleggen|investeren) in (?:crypto|bitcoin|forex|goud|aandelen)",
            r"(?:beleg|investeer|stort)(?!\w)~{0,12}?(?:slechts |maar |alleen )?" + _MONEY,
            r"(?:verdubbel|vermenigvuldig) (?:uw|je) (?:geld|inleg|investering)",
            r"(?:geld|investering|inleg) (?:verloren|kwijt)(?!\w)~{0,30}?(?:crypto|oplichter|beleg)",
            r"(?:haalt|halen|krijgt) (?:uw|je) (?:geld|investering) (?:binnen ~{0,12}?)?terug",
        ),
        "Biedt een belegging of handelsplan aan",
        ("Gegarandeerd rendement van 20% per week", "Word lid van ons crypto handelsplatform"),
        ("De retourbalie is links", "Ik ruil mijn oude fiets voor een nieuwe"),
    ),
    "NL_NEW_NUMBER": gapped(
        (
            r"(?:mam|mama|mamma|pap|papa|oma|opa|moeder|vader)(?!\w)[^\n]{0,60}?(?:(?:dit|"
            r"het) is mijn (?:nieuwe )?nummer|"
            r"mijn nieuwe nummer|nieuw nummer|ander nummer|(?:telefoon|mobiel)(?!\w)~{0,20}?(?:kapot|gevallen|"
            r"gestolen|kwijt|verloren|doet het niet|in de wc|in het water)|(?:ben|heb) mijn (?:telefoon|mobiel) "
            r"(?:kwijt|verloren))",
            r"(?:dit is mijn nieuwe nummer|nieuw nummer)[^\n]{0,60}?(?:mam|mama|pap|papa)(?!\w)",
        ),
        "Zegt een familielid te zijn dat vanaf een nieuw nummer schrijft",
        ("Hoi mam, dit is mijn nieuwe nummer", "Hoi pap, mijn telefoon is kapot"),
        ("Mama doet je de groeten, tot zondag", "Mijn nieuwe telefoon is vandaag bezorgd"),
        "Bel uw familielid op het nummer dat u al kent voordat u iets doet.",
    ),
    "NL_ROMANCE": gapped(
        (
            r"(?:verkeerde nummer|verkeerd nummer|verkeerd verbonden)",
            r"(?:weet|ken) je me (?:nog|niet meer)",
            r"we (?:hebben elkaar|kennen elkaar) (?:ontmoet|gezien|van)",
            r"(?:geheime|stille) (?:aanbidder|bewonderaar)",
            r"(?:zullen we|kunnen we|wil je) (?:verder )?(?:praten|chatten|kletsen)~{0,25}?(?:whatsapp|telegram)",
        ),
        "Begint als gesprek van een 'verkeerd nummer' of iemand die u 'kent'",
        ("Sorry, ik denk dat ik het verkeerde nummer heb", "Weet je me nog? We hebben elkaar ontmoet in Utrecht"),
        ("Is dit de bus naar het centrum?", "Ik weet nog hoe mooi het daar was"),
        "Gesprekken die met een 'verkeerd nummer' beginnen, eindigen vaak in beleggingsfraude.",
    ),
    "NL_ASK_CREDENTIALS": gapped(
        (
            # Dutch puts the negation after the verb ("deel deze code met niemand", "geef nooit je pincode").
            r"(?:" + _VERB_SEND + r"|vul|vult|invullen|voer|voert|invoeren|bevestig|geef ons|typ)(?!\w)"
            r"(?!~{0,12}?nooit)~{0,30}?(?:code|codes|pincode|pin|wachtwoord|inlogcode|inloggegevens|"
            r"cvc|cvv|kaartgegevens|kaartnummer|verificatiecode|sms-code|beveiligingscode|responscode)"
            r"(?!~{0,25}?(?:niemand|nooit|niet))",
            r"(?:code|codes|pincode|verificatiecode|sms-code)(?!\w)[^\n]{0,80}?"
            r"(?:doorsturen|doorgeven|terugsturen|sturen|geven)(?!\w)",
            r"(?:pincode|pas)(?!\w)~{0,15}?bij de hand",
        ),
        "Vraagt om een code, pincode, wachtwoord of kaartgegevens",
        ("Stuur ons de code van 6 cijfers", "Vul uw kaartgegevens en CVC in"),
        ("Uw code is 481516. Deel deze met niemand.", "Geef nooit je pincode aan iemand"),
        "Deel nooit een eenmalige code, pincode of wachtwoord, wie er ook om vraagt.",
    ),
    "NL_ASK_VERIFY": gapped(
        (
            r"(?:bevestig|bevestigen|verifieer|verifieren|controleer|controleren|werk|bijwerken|update|activeer|"
            r"activeren|heractiveer|vernieuw|vernieuwen|valideer|valideren|vul|invullen|deblokkeer)(?!\w)"
            r"(?: (?:vandaag|nu|direct|binnen \d{1,2} (?:uur|dagen)))? (?:uw|je|jouw|de|het)? ?"
            r"(?:gegevens|identiteit|account|rekening|adres|bankgegevens|betaalgegevens|kaart|pas|profiel|"
            r"formulier|kaartlezer|betaalpas|digid|itsme|toegang|betaalmethode)",
            r"(?:verificatie|bevestiging|controle|update) (?:is )?(?:vereist|nodig|verplicht)",
            r"verplichte (?:update|verificatie|controle)",
            r"(?:naam|volledige naam)(?!\w)~{0,20}?(?:adres|telefoonnummer|geboortedatum)",
            r"(?:gegevens|betaalgegevens|adresgegevens) bij(?!\w)",
        ),
        "Vraagt uw account of gegevens te bevestigen, controleren of bij te werken",
        ("Bevestig uw bankgegevens", "Werk uw betaalgegevens bij om door te gaan"),
        ("Bevestig even of je komt eten", "De tijd van de vergadering is bevestigd"),
    ),
    "NL_ASK_PAYMENT": gapped(
        (
            r"(?:betaal|betaalt|betalen|voldoe|voldoen|maak (?:het bedrag|de kosten) over)(?!\w)~{0,40}?"
            r"(?:kosten|boete|aanslag|rekening|factuur|tol|tolheffing|schuld|bedrag|verzendkosten|invoerrechten|"
            + _MONEY
            + r")",
            r"(?:kosten|boete|aanslag|factuur|tolheffing|bedrag|schuld)(?!\w)~{0,20}?(?:staat |staan )?"
            r"(?:nog )?(?:open|onbetaald|verschuldigd)",
            r"(?:notariskosten|administratiekosten|vrijgavekosten|transactiekosten)",
        ),
        "Vraagt om kosten, een boete, tol of een schuld te betalen",
        ("Betaal de verzendkosten van €1,95", "Er staat een aanslag van u open"),
        ("Ik betaal morgen de lunch", "Het eten was heerlijk, bedankt"),
        "Betaal niet via een link of nummer uit een onverwacht bericht.",
    ),
    "NL_ASK_MONEY": gapped(
        (
            r"(?:kun|kan|kunt|wil|zou) (?:je|jij|u) (?:me |mij |voor me |voor mij )?~{0,15}?"
            r"(?:overmaken|overboeken|lenen|voorschieten|sturen|betalen|tikkie)(?!\w)",
            r"(?:kun|kan|kunt|wil|zou) (?:je|jij|u) (?:me |mij |voor me |voor mij )?(?:even |snel |vandaag )?"
            r"(?:een |de )?(?:betaling|overboeking|overschrijving) (?:voor me |voor mij )?(?:even |snel )?"
            r"(?:kunnen |willen )?(?:doen|maken|regelen)",
            r"(?:maak|boek|stuur) (?:me|mij) (?:even |snel )?(?:€|geld|\d)",
            r"(?:ik heb|heb) (?:dringend |snel )?(?:€ ?\d+|\d+ ?euro|geld) nodig",
            r"(?:moet|ik moet) vandaag (?:nog )?(?:een )?(?:rekening|factuur|betaling) betalen",
            r"kun(?:t)? (?:je|u) (?:me|mij) helpen",
        ),
        "Vraagt u geld te sturen of over te maken",
        (
            "Kun je €875 voor me overmaken?",
            "Ik moet vandaag nog een rekening betalen",
            "Kun je een betaling voor me doen?",
            "Zou je een betaling voor mij kunnen doen?",
        ),
        ("Ik betaal de kaartjes morgen", "Stuur nooit geld naar iemand die u niet kent"),
        "Bel iemand die per bericht om geld vraagt eerst op het nummer dat u al kent.",
    ),
    "NL_MONEY_TO_NUMBER": gapped(
        (
            r"(?:stuur|stuurt|maak|maakt|overmaken|storten|stort|betaal|tikkie)~{0,40}?(?:naar|op|aan) (?:dit|deze|het "
            r"volgende|de volgende|mijn nieuwe|een ander|een andere) (?:nieuwe )?(?:nummer|rekening|rekeningnummer|"
            r"iban|bankrekening)",
            r"(?:naar|op) (?:dit|deze|het volgende|mijn nieuwe) (?:nieuwe )?(?:nummer|rekening|rekeningnummer|iban)"
            r"~{0,30}?(?:overmaken|over te maken|overmaakt|sturen|storten|overboeken)",
        ),
        "Vraagt geld over te maken naar een nummer of rekening uit het bericht",
        (
            "Mam, kun je het geld naar dit rekeningnummer overmaken? NL12 ABNA 0123 4567 89",
            "Maak het bedrag over naar deze rekening",
        ),
        ("Ik maak het geld morgen over", "Stuur me de foto's"),
        "Maak geen geld over naar een nummer uit een bericht voordat u de persoon belt op het nummer dat u kent.",
    ),
    "NL_ASK_CLAIM": gapped(
        (
            r"(?:claim|claimt|ontvang|haal|wissel|verzilver)(?!\w) (?:nu |direct |vandaag )?(?:uw|je|jouw|de|het)? ?"
            r"(?:prijs|cadeau|cadeaukaart|cadeaubon|beloning|bonus|teruggave|tegoed|waardebon)",
            r"(?:om|voor) (?:de |uw |je )?(?:prijs|uitbetaling|teruggave|beloning|het bedrag) te (?:ontvangen|claimen)",
        ),
        "Vraagt u een prijs of teruggave te claimen",
        ("Claim uw prijs vandaag nog", "Om het bedrag te ontvangen, vul uw gegevens in"),
        ("Hij claimde dat hij druk was", "Ik heb je kaart ontvangen, dank je"),
    ),
    "NL_LINK_PROMPT": gapped(
        (
            r"klik (?:hier|op de link|op deze link|op onderstaande link|op de knop|hieronder|nu)",
            r"tik (?:hier|op de link|op deze link)",
            r"(?:via|op) (?:de |deze )?(?:onderstaande |volgende )?link",
            r"(?:link|knop) hieronder",
            r"(?:ga|ga naar|bezoek|open) (?:de|deze) (?:link|website)",
        ),
        "Dringt aan om op een link te klikken of te tikken",
        ("Klik hier om verder te gaan", "Bevestig via de volgende link"),
        ("Het klikte meteen tussen hen", "De band tussen hen is sterk"),
    ),
    "NL_CALL_BACK": gapped(
        (
            r"(?:bel|belt|bellen|neem contact op|contacteer)(?!\w)(?: (?:ons|direct|onmiddellijk|nu|meteen|gratis))*"
            r"(?: (?:op|met|naar))?[^.!?\n\d+]{0,40}?\+?\d[\d .-]{6,14}\d",
        ),
        "Vraagt u een telefoonnummer te bellen",
        ("Bel direct 020 123 4567", "Bel ons gratis op 0800 022 1234"),
        ("Bel me als je tijd hebt", "Ik heb 3 broers"),
        "Bel geen nummers uit een bericht; gebruik het nummer op de officiële website.",
    ),
    "NL_MOVE_TO_APP": gapped(
        (
            r"(?:stuur|stuurt|app|whatsapp|bericht|neem contact op|contact|voeg|toevoegen|praten|chatten|"
            r"verder praten|kletsen|sluit je aan|word lid|reageer|reageren|antwoord)(?!\w)~{0,30}?(?:op|via|in|naar) "
            r"(?:whats ?app|telegram|signal|messenger)",
            r"(?:whats ?app|telegram)[- ]?groep",
        ),
        "Verplaatst het gesprek naar WhatsApp, Telegram of een andere app",
        ("Stuur ons een bericht op WhatsApp", "Neem contact op via Telegram"),
        ("De WhatsApp-update heeft de kleuren veranderd", "Ik had geen bereik in de trein"),
    ),
    "NL_PAY_GIFT_CARD": gapped(
        (
            r"(?:koop|kopen|koopt|haal|betaal|stuur)(?!\w)~{0,40}?(?:cadeaukaart|cadeaukaarten|cadeaubon|"
            r"cadeaubonnen|giftcard|giftcards|tegoedbon|tegoedbonnen|paysafecard)",
            r"(?:cadeaukaart|cadeaukaarten|giftcard|giftcards|paysafecard)(?!\w)~{0,40}?codes?",
        ),
        "Vraagt om betaling met cadeaukaarten",
        ("Koop 4 cadeaukaarten van €100 en stuur de codes", "Betaal met paysafecard"),
        ("Bedankt voor het cadeau, ik vind het prachtig", "Ik heb met mijn pas betaald in de winkel"),
        "Geen bedrijf, instantie of familielid in nood vraagt om betaling met cadeaukaarten.",
    ),
    "NL_PAY_CRYPTO": gapped(
        (
            r"(?:stuur|stort|maak|betaal|koop|investeer)(?!\w)~{0,30}?(?:bitcoin|btc|crypto|usdt|"
            r"ethereum|eth)",
            r"in (?:bitcoin|btc|usdt|crypto) over",
            r"(?:bitcoin|btc|crypto|usdt)[- ]?(?:wallet|portemonnee|adres)",
        ),
        "Vraagt om betaling of storting in cryptomunten",
        ("Maak €700 in Bitcoin over", "Stort USDT om te beginnen"),
        ("Ik las een artikel over bitcoin", "Het museum was dicht"),
        "Cryptobetalingen zijn niet terug te draaien; stuur nooit crypto naar wie u benaderde.",
    ),
    "NL_PAY_WIRE": gapped(
        (r"western union", r"moneygram", r"ria money", r"(?<!uw )(?<!je )internationale overboeking"),
        "Vraagt om betaling via geldtransfer of internationale overboeking",
        ("Betaal via Ria Money", "Doe vandaag een internationale overboeking"),
        (
            "De vakbondsvergadering is vrijdag",
            "Ik stuur de foto's later",
            "Uw internationale overboeking is uitgevoerd",
        ),
    ),
    "NL_ADVANCE_FEE": gapped(
        (
            r"erfenis[^\n]{0,80}?miljoen",
            r"overleden (?:klant|echtgenoot|vader|investeerder)",
            r"(?:naaste|nabestaande) (?:familielid|verwant|erfgenaam)",
            r"(?:fondsen|gelden|het geld) (?:vrij te geven|vrijgeven|overmaken|vrijmaken)",
            r"(?:notaris|vrijgave|overdracht|juridische)kosten",
            r"dezelfde achternaam",
        ),
        "Volgt het script van voorschotfraude (erfenis, fondsen vrijgeven)",
        ("Een erfenis van 6,3 miljoen euro zonder erfgenamen", "Betaal de notariskosten om de fondsen vrij te geven"),
        ("De erfenis van oma werd onder de kleinkinderen verdeeld", "Het geld van de club staat op de rekening"),
        "Niemand geeft vreemden grote bedragen; om kosten vragen om geld vrij te geven is een teken van fraude.",
    ),
    "NL_SEXTORTION": gapped(
        (
            r"(?:video|opname|beelden) van (?:je|jou|u)(?!\w)~{0,40}?(?:opgenomen|gemaakt|gefilmd)",
            r"(?:porno ?sites?|pornosites|seksites|sites voor volwassenen|volwassenensites)",
            r"(?:naar|aan) (?:al |al je |al uw |je |uw )?(?:contacten|familie en vrienden)(?!\w)~{0,20}?stur",
            r"(?:stuur|verstuur|deel)(?!\w)~{0,30}?(?:naar|met) (?:al )?(?:je|uw) contacten",
        ),
        "Chantage: zegt een intieme video van u te hebben en eist geld",
        ("Ik heb een video van je opgenomen terwijl je pornosites bezocht", "Ik stuur de video naar al je contacten"),
        ("Ik heb een video van de wedstrijd voor je", "Ik heb de uitnodiging naar de ouders gestuurd"),
        "Betaal niet en reageer niet; deze berichten worden massaal verstuurd en de dreiging is bluf.",
    ),
    "NL_NEVER_ASK": gapped(
        (
            r"(?:wij|we) (?:vragen|zullen) (?:u |je )?nooit",
            r"(?:vraagt|vragen|zal|zullen) (?:u |je )?nooit (?:om|naar|uw|je)",
            r"deel (?:deze|de|uw|je) ?(?:code|pincode|gegevens)? (?:nooit )?met niemand",
            r"(?:deel|geef)(?!\w)~{0,20}?niet (?:met|aan) (?:anderen|iemand|derden)",
            r"(?:deel|geef)(?!\w)~{0,12}?nooit(?!\w)~{0,30}?(?:code|pincode|wachtwoord|gegevens|"
            r"met iemand)",
        ),
        "Waarschuwt om de code nooit te delen, zoals echte codeberichten doen",
        ("Uw code is 482913. Deel deze met niemand.", "Wij vragen nooit om uw pincode."),
        ("Uw code is 482913. Stuur hem terug om te bevestigen.", "Deel de foto's met mij"),
    ),
    "NL_CODE_GIVEN": gapped(
        (
            r"(?:code|pincode|verificatiecode|sms-code|inlogcode|toegangscode)(?: (?:voor|om) ~{0,30}?)?"
            r" (?:is|:|is:) ?(?:\d{3}[- ]\d{3}|\d{4,8})",
            r"\d{4,8} is (?:uw|je) (?:code|verificatiecode|inlogcode)",
        ),
        "Geeft u een eenmalige code in plaats van erom te vragen",
        ("Je verificatiecode is 482913", "482913 is uw inlogcode"),
        ("Stuur ons de code die u ontving", "De code van de deur is veranderd"),
    ),
}

SHAPES: dict[str, Example] = {
    "NL_COMBO_MONEY_TO_NAME": Example(
        "Geld naar een nummer uit het bericht, op naam van iemand anders",
        (
            "Mijn rekening is geblokkeerd, maak het geld over naar deze rekening NL12 ABNA 0123 4567 89 "
            "op naam van A. de Vries",
        ),
        ("Maak het geld over naar mijn gewone rekening",),
    ),
    "NL_COMBO_DELIVERY": Example(
        "Mislukte bezorging met een link, kosten of een vraag om gegevens",
        ("Uw pakket kon niet worden bezorgd, betaal hier: https://example.com/u",),
        ("Uw pakket kon niet worden bezorgd, we proberen het morgen opnieuw",),
    ),
    "NL_COMBO_TOLL": Example(
        "Onbetaalde tol met een betaalverzoek of een link",
        ("Er staat een onbetaalde tolheffing open. Betaal via https://example.com/t",),
        ("De onbetaalde tolrit is inmiddels geregeld, dank je",),
    ),
    "NL_COMBO_ACCOUNT": Example(
        "Rekeningmelding die vraagt om gegevens te bevestigen of af te geven",
        ("Uw rekening is geblokkeerd. Bevestig uw gegevens: https://example.com/v",),
        ("Uw rekening is geblokkeerd. Kom met uw legitimatie langs op het kantoor.",),
    ),
    "NL_COMBO_THREAT_LINK": Example(
        "Dreigt met een blokkade of juridische stappen, met een link ervoor",
        ("Uw rekening wordt binnen 24 uur geblokkeerd. Voorkom dit via https://example.com/r",),
        ("Uw rekening wordt binnen 24 uur geblokkeerd; kom langs op het kantoor met uw paspoort",),
    ),
    "NL_COMBO_REFUND": Example(
        "Teruggave of toeslag die uw gegevens of een link vraagt",
        ("U heeft recht op een teruggave. Bevestig uw gegevens via https://example.com/r",),
        ("U heeft recht op een teruggave, zegt de boekhouder",),
    ),
    "NL_COMBO_PRIZE": Example(
        "Prijs met een manier om hem te 'claimen'",
        ("Gefeliciteerd! U heeft een cadeaukaart van €500 gewonnen. Claim uw prijs: https://example.com/p",),
        ("Gefeliciteerd! Je hebt de pubquiz gewonnen",),
    ),
    "NL_COMBO_FAMILY": Example(
        "Bericht van een familielid met 'nieuw nummer' dat om geld gaat vragen",
        ("Hoi mam, dit is mijn nieuwe nummer. Kun je €300 voor me overmaken?",),
        ("Hoi mam, dit is mijn nieuwe nummer! Tot zondag",),
    ),
    "NL_COMBO_JOB": Example(
        "Werkaanbod dat u naar een app, een link of een betaling stuurt",
        ("Wij zoeken thuiswerkers, geen ervaring nodig. Stuur ons een bericht op WhatsApp",),
        ("Vacature bij de bibliotheek, solliciteer aan de balie",),
    ),
    "NL_COMBO_INVESTMENT": Example(
        "Beleggingsaanbod dat u naar een link, app of betaling stuurt",
        ("Gegarandeerd rendement elke week! Meld je aan: https://example.com/i",),
        ("Gegarandeerd rendement bestaat niet, zei de leraar",),
    ),
    "NL_COMBO_CALLBACK": Example(
        "Meldt een betaling en vraagt een nummer te bellen om die te annuleren",
        ("Er is een betaling van €1.250 klaargezet. Niet herkend? Bel 020 123 4567",),
        ("Er is een betaling van €12 klaargezet voor de bakker",),
    ),
    "NL_COMBO_AUTHORITY_PAYMENT": Example(
        "Instantie, bank of bedrijf dat om cadeaukaarten, crypto of geldtransfer vraagt",
        ("Belastingdienst: betaal de aanslag vandaag met cadeaukaarten",),
        ("Belastingdienst: uw aangifte is ontvangen",),
    ),
}

NEGATION = r"\b(?:niet|nooit|niemand|geen|zonder)\b"

RULES = language_rules("nl", FAMILIES, SHAPES, NEGATION)
