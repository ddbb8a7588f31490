"""Text rules: German. The English families, said the way German scams say them.

Written from the scams reported in Germany, Austria and Switzerland (DHL and customs fees, Sparkasse
pushTAN and "Konto gesperrt" alerts, Elster / Finanzamt refunds, Toll Collect, "Hallo Mama, das ist
meine neue Nummer", fake Europol and police calls, remote side jobs paid per task). Phrases are
plain text: no accents, and "ß" is already "ss" after casefolding; umlauts read as plain vowels, so
a scam typing "bestaetigen" needs ``(?:a|ae)`` (``rules/_lang.py``). German glues words together
("Zollgebühren", "Steuerrückerstattung"), so several phrases allow a word prefix or suffix.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lang import Example, Phrases, language_rules
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_W = r"(?: [^\s.!?]+)"  # one more word; used as {0,3} for short gaps
_EUR = r"\d[\d.,]* ?(?:€|eur|euro|chf)"
_PHONE = r"\+?\d[\d /.-]{6,14}\d"
_A = r"(?:a|ae)"  # ä typed either way
_O = r"(?:o|oe)"
_U = r"(?:u|ue)"

FAMILIES: dict[str, Phrases] = {
    "DE_URGENT": Phrases(
        (
            r"dringend",
            r"(?<!ab )(?<!per )sofort",  # "ab sofort", "per sofort": from now on, in every notice of a change
            r"umgehend",
            r"unverz" + _U + r"glich",
            r"so schnell wie m" + _O + r"glich",
            r"letzte (?:mahnung|warnung|erinnerung|aufforderung|chance)",
            r"wichtige (?:mitteilung|information|nachricht)",
            r"(?:achtung|warnung|wichtig)\s?[:!]",
            r"handlungsbedarf",
            r"nicht ignorieren",
            r"begrenzte pl" + _A + r"tze",
        ),
        "Drängt Sie, sofort zu handeln",
        ("DRINGEND: Ihr Paket wird zurückgehalten", "Handeln Sie umgehend, um den Zugang zu behalten"),
        (
            "Lass uns morgen in Ruhe reden",
            "Die Dringlichkeit wurde im Meeting besprochen",
            "Ab sofort finden Sie Ihre Kontoauszüge im Online-Banking.",
        ),
        "Betrüger setzen Sie unter Zeitdruck, damit Sie nicht nachdenken; lassen Sie sich Zeit.",
    ),
    "DE_DEADLINE": Phrases(
        (
            r"(?:innerhalb|binnen) (?:von |der n" + _A + r"chsten )?(?:\d{1,2}|24|48|72|vierundzwanzig) ?(?:stunden|std"
            r"|h|tagen|werktagen)",
            r"(?:l" + _A + r"uft|endet|verf" + _A + r"llt) (?:heute|morgen|in \d{1,2}|bald) ?(?:ab)?",
            r"nur (?:noch )?heute",
            r"bis (?:heute|morgen|mitternacht) (?:um )?\d{0,2}",
            r"(?:frist|zahlungsfrist) (?:von \d{1,2}|l" + _A + r"uft)",
        ),
        "Setzt eine sehr kurze Frist",
        ("Zahlen Sie innerhalb von 24 Stunden", "Ihr Zugang läuft heute ab"),
        ("Ich bin in 10 Minuten da", "Der Laden hat jeden Tag offen"),
    ),
    "DE_ACCOUNT_THREAT": Phrases(
        (
            r"(?:konto|karte|zugang|zugriff|onlinebanking|online-banking|app|profil|vertrag|kundenkonto|sparkassenkarte"
            r"|girocard)" + _W + r"{0,4} (?:wurde|wird|ist|wurden|werden)(?: \w+){0,2} (?:vor" + _U + r"bergehend "
            r"|dauerhaft |endg"
            + _U
            + r"ltig )?(?:gesperrt|eingeschr"
            + _A
            + r"nkt|deaktiviert|blockiert|gek"
            + _U
            + r"ndigt|geschlossen|eingefroren|gel"
            + _O
            + r"scht)",
            # the verb at the end or before the subject: "sonst wird Ihr Konto gesperrt", "dass Ihr Zugang
            # eingeschränkt wird", "haben wir Ihre Karte vorübergehend blockiert"
            r"(?:ihr|ihre|dein|deine) (?:konto|karte|zugang|zugriff|onlinebanking|online-banking|profil|kundenkonto"
            r"|postfach)"
            + _W
            + r"{0,5} (?:vor"
            + _U
            + r"bergehend |dauerhaft |endg"
            + _U
            + r"ltig )?(?:gesperrt|eingeschr"
            + _A
            + r"nkt|deaktiviert|blockiert|eingefroren|gel"
            + _O
            + r"scht)",
            r"(?:sperrung|deaktivierung|einschr" + _A + r"nkung|schlie" + r"ssung|k" + _U + r"ndigung) (?:ihres|deines)"
            r" (?:kontos|zugangs|zugriffs|vertrags|profils)",
            r"\w*(?:kontosperrung|kartensperrung)",
            r"(?:um )?(?:eine |die )?(?:sperrung|deaktivierung|einschr"
            + _A
            + r"nkung) (?:zu )?(?:vermeiden|verhindern)",
            r"(?:ungew" + _O + r"hnliche|verd" + _A + r"chtige|unbefugte|nicht autorisierte|unautorisierte) "
            r"(?:aktivit"
            + _A
            + r"ten?|anmeldung|anmeldeversuche?|zugriffe?|transaktionen?|zahlungen?|login|"
            + _U
            + r"berweisung(?:en)?)",
            r"(?:pushtan|s-id-check|sicherheitsverfahren|tan-verfahren)" + _W + r"{0,3} (?:l" + _A + r"uft ab|"
            r"abgelaufen|muss aktualisiert|wird deaktiviert)",
        ),
        "Sagt, Ihr Konto oder Ihre Karte sei gesperrt oder in Gefahr",
        (
            "Ihr Konto wurde vorübergehend gesperrt",
            "Wir haben eine verdächtige Anmeldung festgestellt",
            "Andernfalls wird Ihr Zugang in 48 Stunden eingeschränkt",
        ),
        ("Mein Akku ist leer, sorry", "Der Laden ist sonntags geschlossen", "Ihr Paket ist unterwegs"),
        "Prüfen Sie Ihr Konto, indem Sie selbst die offizielle App oder Website öffnen, nicht über die Nachricht.",
    ),
    "DE_LEGAL_THREAT": Phrases(
        (
            r"(?:rechtliche|gerichtliche|strafrechtliche) (?:schritte|ma" + r"ssnahmen|konsequenzen)",
            r"(?:strafverfahren|ermittlungsverfahren|haftbefehl|inkasso\w*|mahnverfahren|zwangsvollstreckung|pf"
            + _A
            + r"ndung)",
            r"(?:mahngeb" + _U + r"hr|s" + _A + r"umniszuschlag|vertragsstrafe|bu" + r"ssgeld)\w*",
            r"(?:gegen sie|gegen dich) (?:wurde|wird|liegt)",
            r"(?:um )?(?:weitere )?(?:kosten|mahngeb"
            + _U
            + r"hren|geb"
            + _U
            + r"hren|strafen|konsequenzen) zu vermeiden",
            r"(?:europol|interpol|bundeskriminalamt|bka)",
        ),
        "Droht mit Mahngebühren, Inkasso, Strafverfahren oder Polizei",
        ("Um weitere Kosten zu vermeiden, zahlen Sie heute", "Gegen Sie wurde ein Strafverfahren eingeleitet"),
        ("Wir haben gestern einen Gerichtsfilm gesehen", "Das Gericht war heute Morgen voll"),
        "Finanzamt, Zoll und Polizei drohen nicht per SMS und verlangen keine sofortige Zahlung.",
    ),
    "DE_CLAIM_BANK": Phrases(
        (
            r"sparkasse",
            r"volksbank",
            r"raiffeisenbank",
            r"commerzbank",
            r"deutsche bank",
            r"postbank",
            r"comdirect",
            r"dkb",
            r"n26",
            r"hypovereinsbank",
            r"targobank",
            r"(?:ihre|deine|ihrer|deiner) (?:bank|hausbank)",
            r"(?:ihr|dein) (?:bankberater|kundenberater)",
            r"pushtan",
            r"s-id-check",
        ),
        "Gibt sich als Bank oder Bankberater aus",
        ("pushTAN: neue Freigabe nötig", "Ihre Hausbank informiert Sie"),
        ("Ich sitze auf der Bank im Park", "Die Tafel sucht Helfer"),
    ),
    "DE_CLAIM_GOVERNMENT": Phrases(
        (
            r"finanzamt",
            r"elster",
            r"bundeszentralamt",
            r"zoll(?:amt)?",
            r"bundesagentur",
            r"arbeitsagentur",
            r"rentenversicherung",
            r"krankenkasse",
            r"polizei",
            r"beitragsservice",
            r"gez",
            r"bundesamt",
            r"bundesministerium",
            r"kfz-steuer",
        ),
        "Gibt sich als Finanzamt, Zoll, Polizei oder andere Behörde aus",
        ("Finanzamt: Sie haben eine Erstattung", "Zoll: Ihre Sendung"),
        ("Wir waren heute im Museum", "Der Minister sprach gestern im Fernsehen"),
    ),
    "DE_DELIVERY_PROBLEM": Phrases(
        (
            r"(?:paket|sendung|lieferung|bestellung|p" + _A + r"ckchen)" + _W + r"{0,5} (?:konnte nicht|kann nicht"
            r"|wurde nicht) (?:zugestellt|geliefert|ausgeliefert)(?: werden)?",
            r"(?:paket|sendung|lieferung|p" + _A + r"ckchen)" + _W + r"{0,4} (?:wird|wurde|ist)(?: \w+)? "
            r"(?:zur" + _U + r"ckgehalten|festgehalten|angehalten|einbehalten|zur" + _U + r"ckgeschickt)",
            r"zustellversuch\w*",
            r"\w*(?:zollgeb" + _U + r"hr|versandgeb" + _U + r"hr|zustellgeb" + _U + r"hr|lagergeb" + _U + r"hr"
            r"|nachporto)\w*",
            r"(?:adresse|anschrift|lieferadresse)"
            + _W
            + r"{0,2} (?:unvollst"
            + _A
            + r"ndig|falsch|fehlerhaft|ung"
            + _U
            + r"ltig)",
            r"(?:best" + _A + r"tigen|aktualisieren|vervollst" + _A + r"ndigen) sie (?:ihre|die) (?:adresse|anschrift"
            r"|lieferadresse)",
            r"(?:neue|erneute) zustellung",
        ),
        "Sagt, ein Paket hänge fest oder brauche eine Gebühr oder Ihre Adresse",
        ("DHL: Ihr Paket konnte nicht zugestellt werden", "Zollgebühren von 1,99 € sind offen"),
        ("Ihre Sendung ist heute in der Zustellung", "Das Paket kam gestern an, danke"),
        "Prüfen Sie die Sendungsnummer auf der offiziellen Website des Paketdienstes.",
    ),
    "DE_CLAIM_TOLL": Phrases(
        (
            r"maut\w*" + _W + r"{0,3} (?:offen|ausstehend|unbezahlt|nicht bezahlt|f" + _A + r"llig)\w*",
            r"(?:offene|ausstehende|unbezahlte) maut\w*",
            r"toll collect",
            r"asfinag",
            r"vignette" + _W + r"{0,3} (?:abgelaufen|ung" + _U + r"ltig|nachzahlen)",
        ),
        "Sagt, Sie schuldeten eine Maut",
        ("Sie haben eine offene Mautgebühr", "Ihre Maut ist noch offen"),
        ("Auf der Autobahn war viel Verkehr", "Die Maut in Österreich ist teuer"),
    ),
    "DE_ACCOUNT_ALERT": Phrases(
        (
            r"sicherheits(?:hinweis|warnung|meldung|benachrichtigung)",
            r"(?:wir haben|es wurde) (?:eine |ein )?(?:neue |neuen )?(?:anmeldung|aktivit" + _A + r"t|zugriff"
            r"|anmeldeversuch|login)",
            r"neues (?:ger" + _A + r"t|endger" + _A + r"t)",
            r"(?:unbekanntes|nicht erkanntes) ger" + _A + "t",
        ),
        "Sieht aus wie eine Sicherheitswarnung zu Ihrem Konto",
        ("Sicherheitshinweis: neues Gerät", "Wir haben eine neue Anmeldung festgestellt"),
        ("Wir haben eine Alarmanlage", "Die Security beim Konzert war gut"),
    ),
    "DE_DEVICE_SCARE": Phrases(
        (
            r"(?:ihr|dein) (?:computer|rechner|ger"
            + _A
            + r"t|handy|pc|smartphone|windows|iphone|ipad|mac|android)"
            + _W
            + r"{0,3} (?:ist|wurde)"
            + _W
            + r"{0,4} (?:infiziert|gehackt|gesperrt|kompromittiert|besch"
            + _A
            + r"digt)",
            r"virus (?:gefunden|entdeckt|erkannt)",
            r"(?:\d+ )?(?:viren|trojaner|schadsoftware) (?:gefunden|entdeckt|erkannt)",
        ),
        "Sagt, Ihr Computer oder Handy sei infiziert oder gehackt",
        ("Ihr Computer ist mit einem Virus infiziert", "3 Viren gefunden"),
        ("Mein Rechner ist heute langsam", "In der Klasse geht ein Virus um"),
    ),
    "DE_CLAIM_CHARGE": Phrases(
        (
            r"(?:abbuchung|belastung|lastschrift|verl"
            + _A
            + r"ngerung) (?:von|in h"
            + _O
            + r"he von|"
            + _U
            + r"ber) "
            + _EUR,
            r"(?:abo|abonnement|mitgliedschaft|lizenz)"
            + _W
            + r"{0,3} (?:wurde|wird) (?:automatisch )?verl"
            + _A
            + r"ngert",
            r"(?:falls|wenn) sie" + _W + r"{0,3} nicht (?:waren|veranlasst|autorisiert|get" + _A + r"tigt)",
            r"(?:bestellung|kauf|einkauf) (?:" + _U + r"ber|von|in h" + _O + r"he von) " + _EUR,
        ),
        "Meldet eine Abbuchung oder einen Kauf, den Sie vielleicht nicht kennen",
        ("Eine Abbuchung von 499,99 € wurde veranlasst", "Falls Sie das nicht waren, rufen Sie an"),
        ("Ich hab dir das Essen bezahlt", "Den Einkauf mache ich"),
    ),
    "DE_CLAIM_REFUND": Phrases(
        (
            r"\w*(?:r"
            + _U
            + r"ckerstattung|erstattung|gutschrift)\w*"
            + _W
            + r"{0,3} (?:ausstehend|verf"
            + _U
            + r"gbar|bereit|wartet|genehmigt)",
            r"anspruch auf (?:eine |einen )?\w*(?:erstattung|r" + _U + r"ckzahlung|entsch" + _A + r"digung|zuschuss"
            r"|bonus|pr" + _A + r"mie)\w*",
            r"(?:energiepauschale|energiebonus|corona-hilfe|klimageld)",
        ),
        "Sagt, eine Erstattung oder Zahlung warte auf Sie",
        ("Sie haben Anspruch auf eine Steuerrückerstattung", "Ihre Gutschrift ist verfügbar"),
        ("Ich habe Anna das Buch zurückgegeben", "Ich habe den Pulli zurückgeschickt"),
    ),
    "DE_CLAIM_PRIZE": Phrases(
        (
            r"(?:sie haben|du hast)" + _W + r"{0,4} gewonnen",
            r"(?:herzlichen gl"
            + _U
            + r"ckwunsch|gl"
            + _U
            + r"ckwunsch)[^.!?\n]{0,40}(?:gewonnen|gewinn|ausgew"
            + _A
            + r"hlt|ausgelost|pr"
            + _A
            + r"mie)\w*",
            r"(?:sie wurden|du wurdest) (?:als gewinner |zuf" + _A + r"llig )?(?:ausgew" + _A + r"hlt|ausgelost)",
            r"(?:iphone|samsung|gutschein|einkaufsgutschein) (?:gratis|geschenkt|kostenlos)",
        ),
        "Sagt, Sie hätten einen Preis, Geld oder ein Geschenk gewonnen",
        ("Herzlichen Glückwunsch! Sie wurden ausgewählt", "Sie haben ein iPhone 15 gewonnen"),
        ("Herzlichen Glückwunsch zum Baby!", "Wir haben gestern das Spiel gewonnen"),
    ),
    "DE_JOB_OFFER": Phrases(
        (
            r"(?:nebenjob|minijob|heimarbeit|homeoffice-job|teilzeitjob|job)" + _W + r"{0,3} (?:von zu hause|im "
            r"homeoffice|online|flexibel)",
            r"(?:verdienen|verdiene|verdienst) (?:sie |du )?" + _W + r"{0,2} ?" + _EUR + _W + r"{0,2} (?:pro tag|am tag"
            r"|t" + _A + r"glich|pro stunde|pro aufgabe|die woche)",
            _EUR + r" (?:pro tag|am tag|t" + _A + r"glich|pro stunde|pro aufgabe)",
            r"(?:wir suchen|suchen wir) (?:mitarbeiter|personen|leute|kandidaten)",
            r"(?:produkte|hotels|apps|videos) (?:bewerten|liken)",
            r"einfache (?:aufgaben|t" + _A + r"tigkeiten)",
        ),
        "Bietet einen Job oder Nebenverdienst an, nach dem Sie nicht gefragt haben",
        ("Nebenjob von zu Hause, flexibel", "Verdienen Sie 300 € pro Tag mit einfachen Aufgaben"),
        ("Ich muss morgen lange arbeiten", "Ich suche eine Wohnung nahe der Arbeit"),
    ),
    "DE_INVESTMENT": Phrases(
        (
            r"investieren sie" + _W + r"{0,4} (?:und )?(?:verdienen|erhalten|bekommen)",
            r"(?:garantierte|sichere|hohe|t" + _A + r"gliche) (?:rendite|gewinne|ertr" + _A + r"ge)",
            r"rendite von (?:bis zu )?\d",
            r"(?:trading|handels)-?(?:plattform|roboter|bot|software)",
            r"(?:ki|automatisches)[- ]trading",
            r"(?:geld|kapital|investition) (?:verdoppeln|vervielfachen)",
            r"(?:das )?(?:doppelte|dreifache)",
        ),
        "Wirbt für eine Geldanlage oder ein Trading-System",
        ("Investieren Sie 250 € und verdienen Sie 5.000 € im Monat", "Garantierte Rendite von 30 %"),
        ("Wir haben in ein Haus investiert", "Die Rendite vom Sparbuch ist mies"),
    ),
    "DE_NEW_NUMBER": Phrases(
        (
            r"(?:das|dies) ist meine neue (?:nummer|handynummer)",
            r"(?:meine|hab eine|habe eine) neue (?:nummer|handynummer)",
            r"(?:mama|papa|mami|papi|mutti|vati|oma|opa)\W{1,3}neue (?:nummer|handynummer)",
            r"(?:die|meine) alte nummer (?:kannst du|k"
            + _A
            + r"nnen sie|bitte) (?:l"
            + _O
            + r"schen|l"
            + _O
            + r"schen)",
            r"(?:mein|das) (?:handy|telefon) (?:ist|war) (?:kaputt|ins wasser gefallen|weg|verloren|defekt)",
            r"(?:speicher|speichere|speichern sie) (?:diese|meine) (?:neue )?nummer",
        ),
        "Gibt sich als Familienmitglied mit neuer Nummer aus",
        ("Hallo Mama, das ist meine neue Nummer", "Mein Handy ist kaputt", "Hi Papa, neue Nummer!"),
        ("Mama, ich komme um 8", "Ich schick dir die Nummer vom Klempner"),
    ),
    "DE_ROMANCE": Phrases(
        (
            r"(?:sorry|entschuldigung|oh)\W{0,2} (?:falsche nummer|ich habe mich verw"
            + _A
            + r"hlt|hab mich verw"
            + _A
            + r"hlt)",
            r"(?:dein|ihr) profil (?:hat mir gefallen|gef" + _A + r"llt mir)",
            r"(?:du bist|sie sind) (?:sehr |so )?(?:h" + _U + r"bsch|sch" + _O + r"n|attraktiv|s" + _U + r"ss)",
            r"(?:ich suche|auf der suche nach) (?:einer |einem )?(?:ernsthaften beziehung|partner|freundschaft)",
        ),
        "Beginnt wie ein Fremder, der Freundschaft oder Liebe sucht",
        ("Sorry, falsche Nummer", "Dein Profil hat mir gefallen"),
        ("Sorry für die Verspätung", "Dein Hochzeitsfoto ist schön"),
    ),
    "DE_ASK_CREDENTIALS": Phrases(
        (
            r"(?:geben sie|gib|nennen sie|nenn|senden sie|schicken sie|schick|sende|teilen sie|best"
            + _A
            + r"tigen sie|leiten sie|leite)"
            + _W
            + r"{0,3} (?:mir |uns )?(?:den |die |das |ihre |ihren |deine |deinen )?(?:code|pin|tan|pushtan|passwort"
            r"|kennwort|zugangsdaten|kartennummer|kreditkartendaten|kartendaten|sicherheitscode|best"
            + _A
            + r"tigungscode)(?! (?:\w+ ){0,2}(?:nicht|nie|niemals|niemandem|niemanden)\b)",  # "... nicht weiter"
            r"(?:code|pin|tan|passwort|kartendaten|zugangsdaten) (?:eingeben|mitteilen|weiterleiten|schicken|senden"
            r"|nennen|best" + _A + r"tigen)",
        ),
        "Fragt nach Code, PIN, TAN, Passwort oder Kartendaten",
        ("Geben Sie Ihre PIN und die TAN ein", "Schick mir bitte den Code, den du gleich bekommst"),
        (
            "Wir werden Sie niemals nach Ihrer PIN fragen",
            "Die Postleitzahl ist 10115",
            "Ihr Code lautet 482913. Geben Sie den Code nicht weiter.",
        ),
        "Niemand Seriöses fragt Sie nach Code, PIN, TAN oder Passwort: geben Sie nichts weiter.",
    ),
    "DE_ASK_VERIFY": Phrases(
        (
            r"(?:verifizieren|best" + _A + r"tigen|aktualisieren|validieren|reaktivieren|entsperren|legitimieren"
            r"|freischalten|verifiziere|best" + _A + r"tige|aktualisiere)(?: sie)?" + _W + r"{0,2} (?:ihr|ihre|ihren"
            r"|dein|deine|deinen|das|die|den) (?:konto|daten|identit" + _A + r"t|angaben|zugang|karte|profil"
            r"|zahlungsmethode|kundendaten|informationen|ger" + _A + r"t|app)",
            r"(?:ihr|ihre|ihren|dein|deine|das|die) (?:konto|daten|identit" + _A + r"t|angaben|zugang|karte|profil"
            r"|zahlungsmethode|kundendaten|informationen|pushtan|ger"
            + _A
            + r"t)"
            + _W
            + r"{0,3} (?:verifizieren|best"
            + _A
            + r"tigen|aktualisieren|validieren|reaktivieren|entsperren|legitimieren|freischalten)",
        ),
        "Fordert Sie auf, Konto oder Daten zu verifizieren, bestätigen oder aktualisieren",
        ("Bitte verifizieren Sie Ihr Konto hier", "Aktualisieren Sie Ihre Daten, um eine Sperrung zu vermeiden"),
        ("Wir werden Sie niemals bitten, Ihre Daten per SMS zu bestätigen", "Ich bestätige die Reservierung"),
    ),
    "DE_ASK_PAYMENT": Phrases(
        (
            r"(?:zahlen|bezahlen|begleichen|überweisen|uberweisen)(?: sie)?"
            + _W
            + r"{0,4} (?:die geb"
            + _U
            + r"hr|die geb"
            + _U
            + r"hren|den betrag|die summe|die strafe|die maut|den restbetrag|"
            + _EUR
            + ")",
            r"(?:offene|ausstehende) (?:zahlung|forderung|rechnung|geb" + _U + r"hr|betrag)",
            r"(?:geb" + _U + r"hr|betrag|restbetrag|summe) (?:von|" + _U + r"ber) " + _EUR,
            r"(?:aktivierungs|freischaltungs|bearbeitungs|auszahlungs)geb" + _U + r"hr",
            r"\w*geb" + _U + r"hr(?:en)? (?:zu )?(?:zahlen|bezahlen|begleichen|" + _U + r"berweisen)",
        ),
        "Fordert Sie auf, eine Gebühr, Strafe, Maut oder einen Betrag zu zahlen",
        ("Zahlen Sie die Gebühr von 1,99 €, um Ihr Paket zu erhalten", "Sie haben eine offene Forderung"),
        ("Wir werden Sie niemals bitten, per SMS zu zahlen", "Ich hab das Essen schon bezahlt"),
    ),
    "DE_ASK_MONEY": Phrases(
        (
            r"(?:kannst du|k" + _O + r"nntest du|k" + _O + r"nnen sie) (?:mir )?"
            r"(?:(?:schnell|mal|bitte|heute|noch|dringend) ){0,2}"
            r"(?:eine |einen |das |die |kurz )?"
            r"(?:"
            + _U
            + r"berweisung|geld|betrag|"
            + _EUR
            + r")"
            + _W
            + r"{0,3} (?:machen|"
            + _U
            + r"berweisen|schicken|leihen|bezahlen|auslegen|vorstrecken)",
            # An invoice is paid for someone, never sent: "die Rechnung schicken" asks for the paper.
            rf"(?:kannst du|k{_O}nntest du|k{_O}nnen sie) (?:mir )?"
            r"(?:(?:schnell|mal|bitte|heute|noch|dringend) ){0,2}(?:eine |die |meine |zwei )?rechnung(?:en)?"
            rf"{_W}{{0,3}} (?:bezahlen|begleichen|{_U}bernehmen|{_U}berweisen)",
            r"(?:kannst du|k" + _O + r"nntest du)" + _W + r"{0,4} (?:" + _U + r"berweisen|leihen|vorstrecken|auslegen)",
            r"(?:ich muss|muss) (?:dringend )?(?:eine |die )?rechnung (?:bezahlen|begleichen)",
            r"(?:ich zahle|zahl) (?:es |dir das |dir alles )?(?:morgen|sofort|bald|am montag) zur" + _U + r"ck",
        ),
        "Bittet Sie, Geld zu schicken oder zu überweisen",
        (
            "Kannst du mir eine Überweisung machen? Ich zahle es morgen zurück",
            "Kannst du mir schnell eine Rechnung bezahlen?",
            "Ich muss dringend eine Rechnung bezahlen",
        ),
        ("Ich hab dir die Fotos geschickt", "Ich hab dir gestern schon bezahlt", "Kannst du die Rechnung schicken?"),
    ),
    "DE_MONEY_TO_NUMBER": Phrases(
        (
            r"(?:uberweis(?:e|en sie|t)?|schick(?:e|en sie|t)?|send(?:e|en sie)|zahl(?:e|en sie)|"
            r"mach(?:e)? (?:eine |die )?uberweisung)[^.!?\n]{0,40}?(?:auf|an) (?:dieses|diese|folgendes|folgende|"
            r"mein neues|meine neue|ein anderes|eine andere) (?:neue |neues )?(?:konto|nummer|handynummer|iban|"
            r"bankverbindung)",
            r"(?:das geld|den betrag|die summe|es)(?: bitte)? (?:auf|an) (?:dieses|diese|folgendes|folgende|mein neues|"
            r"meine neue) (?:neue |neues )?(?:konto|nummer|handynummer|iban|bankverbindung)",
        ),
        "Bittet, Geld an eine Nummer oder ein Konto aus der Nachricht zu senden",
        (
            "Mama, überweise das Geld bitte auf dieses Konto: DE12 3456 7890 1234 5678 90",
            "Kannst du den Betrag auf diese Nummer schicken?",
        ),
        ("Ich überweise dir das Geld morgen", "Schick mir die Fotos"),
        "Bevor Sie Geld an eine Nummer aus einer Nachricht senden, rufen Sie die Person unter der bekannten Nummer an.",
    ),
    "DE_ASK_CLAIM": Phrases(
        (
            r"(?:fordern sie|holen sie|sichern sie sich|l" + _O + r"sen sie|beanspruchen sie|fordere|hol dir|sichere"
            r" dir)" + _W + r"{0,2} (?:ihren |ihre |deinen |deine |den |die )?(?:gewinn|preis|geschenk|gutschein"
            r"|erstattung|pr" + _A + r"mie|belohnung|bonus)",
        ),
        "Fordert Sie auf, einen Gewinn, ein Geschenk oder eine Erstattung abzuholen",
        ("Fordern Sie Ihren Gewinn bis Freitag an", "Sichern Sie sich jetzt Ihr Geschenk"),
        ("Hol die Kinder um 5 ab", "Ich habe die Gasrechnung reklamiert"),
    ),
    "DE_LINK_PROMPT": Phrases(
        (
            r"(?:klicken|tippen)(?: sie)?" + _W + r"{0,2} (?:hier|auf den link|auf diesen link)",
            r"(?:" + _U + r"ber|unter) (?:den|diesen|folgenden) link",
            r"folgenden link",
            r"(?:besuchen|" + _O + r"ffnen|nutzen) sie (?:den|diesen|folgenden) link",
        ),
        "Drängt Sie, einen Link anzutippen",
        ("Klicken Sie hier, um fortzufahren", "Über den folgenden Link bestätigen"),
        ("Ich schick dir die Fotos später", "Der Zusammenhang ist klar"),
    ),
    "DE_CALL_BACK": Phrases(
        (
            r"(?:rufen sie|ruf|kontaktieren sie|melden sie sich)" + _W + r"{0,6} (?:unter|bei der nummer|an unter"
            r"|unter der nummer)(?: \w+)? " + _PHONE,
            r"(?:rufen sie|ruf)(?: \w+)? " + _PHONE + r" an",
            r"(?:rufen sie|melden sie sich) (?:umgehend|sofort|dringend)"
            + _W
            + r"{0,3} (?:an|zur"
            + _U
            + r"ck|bei uns)",
        ),
        "Fordert Sie auf, eine Nummer anzurufen",
        ("Rufen Sie uns unter 0800 123 4567 an", "Rufen Sie umgehend zurück"),
        ("Ruf mich an, wenn du da bist", "Ich hab gestern Mama angerufen"),
    ),
    "DE_MOVE_TO_APP": Phrases(
        (
            r"(?:schreib mir|schreiben sie mir|schreiben sie uns|kontaktieren sie|kontaktiere|melde dich|melden "
            r"sie sich"
            r"|schreib|lass uns|wir k" + _O + r"nnen)" + _W + r"{0,3} (?:auf|per|über|uber|bei|via|in) (?:whatsapp"
            r"|telegram|signal|messenger)",
            r"(?:whatsapp|telegram)" + _W + r"{0,2} (?:unter|an diese nummer) " + _PHONE,
            r"(?:auf|per|" + _U + r"ber|via|bei) (?:whatsapp|telegram|signal)" + _W + r"{0,2} (?:schreiben|melden"
            r"|kontaktieren|weiterschreiben|anschreiben)",
        ),
        "Verlegt das Gespräch zu WhatsApp, Telegram oder einer anderen App",
        ("Schreib mir auf WhatsApp unter dieser Nummer", "Kontaktieren Sie unseren Mitarbeiter per Telegram"),
        ("Ich hab dir das Foto geschickt", "WhatsApp ist heute langsam"),
    ),
    "DE_PAY_GIFT_CARD": Phrases(
        (
            r"(?:google[- ]play|itunes|apple|amazon|steam)[- ]?(?:karten?|gutscheine?|guthabenkarten?)",
            r"(?:gutschein|guthaben)karten?",
            r"paysafecard",
            r"neosurf",
            r"transcash",
        ),
        "Verlangt Zahlung mit Gutscheinkarten",
        ("Zahlen Sie mit Google-Play-Karten", "Kaufen Sie eine Paysafecard über 100 €"),
        ("Ich hab ihr einen Kinogutschein geschenkt", "Ich kaufe ein Geschenk für Anna"),
    ),
    "DE_PAY_CRYPTO": Phrases(
        (
            r"(?:in|mit|per|als) (?:bitcoins?|btc|kryptow" + _A + r"hrung(?:en)?|usdt|ethereum|krypto)",
            r"(?:bitcoin|krypto|btc)[- ]?(?:wallet|adresse)",
            r"(?:einzahlen|senden|"
            + _U
            + r"berweisen|investieren|zahlen)"
            + _W
            + r"{0,3} (?:bitcoin|btc|usdt|krypto\w*)",
            r"\d[\d.,]* ?(?:usdt|btc) (?:einzahlen|senden|" + _U + r"berweisen)",
        ),
        "Verlangt Zahlung oder Einzahlung in Kryptowährung",
        ("Senden Sie die Zahlung in Bitcoin an diese Wallet", "Zahlen Sie 250 USDT ein, um zu starten"),
        ("Bitcoin ist gestiegen, hab ich gelesen", "Mein Cousin redet ständig über Krypto"),
    ),
    "DE_PAY_WIRE": Phrases(
        (
            r"western union",
            r"moneygram",
            r"ria money",
            r"(?<!ihre )(?<!deine )(?:eil|sofort|blitz|auslands)" + _U + r"berweisung",
            r"(?:t" + _A + r"tigen|machen|senden) sie (?:eine|die) " + _U + r"berweisung",
        ),
        "Verlangt eine Überweisung oder einen Geldtransfer",
        ("Senden Sie eine Auslandsüberweisung", "Tätigen Sie eine Eilüberweisung"),
        ("Das Gehalt ist überwiesen", "Ich hab dir die Miete überwiesen", "Ihre Sofortüberweisung wurde ausgeführt"),
    ),
    "DE_ADVANCE_FEE": Phrases(
        (
            r"(?:erbe|erbschaft|nachlass|verm" + _O + r"gen|summe|gelder)" + _W + r"{0,6} (?:millionen|von \d[\d.,]* ?"
            r"(?:millionen|dollar|usd))",
            r"(?:beg" + _U + r"nstigte|erbe|alleinerbe)r? (?:des|der|von)",
            r"(?:verstorbenen|verstorbener) (?:kunden|mandanten|verwandten)",
            r"(?:gelder|summe|betrag) (?:zu )?(?:transferieren|" + _U + r"berweisen|freizugeben)",
            r"(?:notar|transfer|freigabe|bearbeitungs)geb" + _U + r"hren",
            # the donation letter: "Sehr geehrter Begünstigter, Ihnen wurde eine Spende zugedacht ... ausgewählt"
            r"sehr geehrter? beg" + _U + r"nstigter?",
            r"(?:spende|zuwendung|schenkung|f" + _O + r"rdersumme)" + _W + r"{0,8} ausgew" + _A + r"hlt",
        ),
        "Bietet einen Anteil an Erbe oder Geldern gegen eine Gebühr an",
        (
            "Sie sind der Begünstigte einer Erbschaft von 4,5 Millionen",
            "Zahlen Sie die Freigabegebühren",
            "Sie wurden für eine Spende unserer Stiftung ausgewählt",
        ),
        ("Oma hat ein kleines Erbe hinterlassen", "Wir sammeln Geld für die Klassenfahrt"),
    ),
    "DE_SEXTORTION": Phrases(
        (
            r"(?:aufgenommen|aufnahme|video|videos|fotos)[^\n]{0,80}(?:masturb|nackt|porno|intim|kompromittier"
            r"|sexuell)\w*",
            r"(?:gehackt|infiziert|zugriff auf)" + _W + r"{0,3} (?:ihr|dein|ihren|deinen) (?:ger" + _A + r"t|computer"
            r"|e-mail|kamera|handy)[^\n]{0,200}(?:bitcoin|btc)",
            r"(?:ihr|dein|ihren|deinen) (?:ger" + _A + r"t|computer|e-mail|kamera|handy)" + _W + r"{0,3} (?:gehackt"
            r"|infiziert)[^\n]{0,200}(?:bitcoin|btc)",
        ),
        "Erpressung: behauptet, kompromittierende Videos zu haben, und will Geld",
        ("Ich habe ein Video von Ihnen auf einer Pornoseite", "Ich habe Ihren Computer gehackt, zahlen Sie in Bitcoin"),
        ("Wir haben ein Katzenvideo gesehen", "Mein Computer ist kaputt"),
    ),
    "DE_NEVER_ASK": Phrases(
        (
            r"(?:werden|wird) sie (?:niemals|nie)" + _W + r"{0,5} (?:fragen|bitten|auffordern|anrufen)",
            r"(?:geben sie|gib|teilen sie)" + _W + r"{0,3} (?:niemals|nie|nicht) (?:weiter|an dritte)",
            r"(?:niemals|nie) (?:weitergeben|an dritte weitergeben|mitteilen)",
            r"nicht an dritte weiter",
        ),
        "Warnt, den Code nie weiterzugeben, wie echte Code-SMS",
        ("Ihr Code lautet 482913. Geben Sie ihn niemals weiter.", "Wir werden Sie niemals nach Ihrer PIN fragen"),
        ("Teil die Fotos mit mir", "Gib mir den Code"),
    ),
    "DE_CODE_GIVEN": Phrases(
        (
            r"\w*(?:code|tan|pin|passwort)" + _W + r"{0,7}(?: lautet| ist|:) ?\d{4,8}",
            r"\d{4,8} ist (?:ihr|dein) [\w-]*code",
        ),
        "Gibt Ihnen einen Einmalcode, statt danach zu fragen",
        ("Ihr Bestätigungscode lautet 482913", "482913 ist Ihr PayPal-Code"),
        ("Senden Sie uns den erhaltenen Code", "Der Türcode hat sich geändert"),
    ),
}

SHAPES: dict[str, Example] = {
    "DE_COMBO_MONEY_TO_NAME": Example(
        "Geld an eine Nummer aus der Nachricht, auf den Namen einer anderen Person",
        (
            "Mein Konto ist gesperrt, überweise das Geld auf dieses Konto: DE12 3456 7890 1234 5678 90, "
            "Inhaber: Anna Weber",
        ),
        ("Überweise das Geld bitte auf mein altes Konto",),
    ),
    "DE_COMBO_DELIVERY": Example(
        "Paket hängt fest, dazu ein Link, eine Gebühr oder eine Datenabfrage",
        ("Ihr Paket konnte nicht zugestellt werden. Zahlen Sie hier: https://example.com/p",),
        ("Ihr Paket konnte nicht zugestellt werden, wir versuchen es morgen erneut",),
    ),
    "DE_COMBO_TOLL": Example(
        "Offene Maut mit Zahlungsaufforderung oder Link",
        ("Sie haben eine offene Mautgebühr: https://example.com/t",),
        ("Die Maut in Österreich ist teuer geworden",),
    ),
    "DE_COMBO_ACCOUNT": Example(
        "Konto- oder Bankwarnung, die Verifizierung oder Daten verlangt",
        ("Ihr Konto wurde gesperrt. Verifizieren Sie Ihr Konto: https://example.com/v",),
        ("Ihr Konto wurde gesperrt. Kommen Sie mit Ausweis in die Filiale.",),
    ),
    "DE_COMBO_THREAT_LINK": Example(
        "Droht mit Kontosperre oder Klage, mit einem Link zur Lösung",
        ("Ihr Konto wurde vorübergehend gesperrt. Entsperren Sie es hier: https://example.com/r",),
        ("Ihr Konto wurde vorübergehend gesperrt; kommen Sie mit Ihrem Ausweis in die Filiale",),
    ),
    "DE_COMBO_REFUND": Example(
        "Erstattung, für die Ihre Daten oder ein Link nötig sein sollen",
        ("Sie haben Anspruch auf eine Steuerrückerstattung. Bestätigen Sie Ihre Daten: https://example.com/r",),
        ("Sie haben Anspruch auf eine Steuerrückerstattung, sagt der Steuerberater",),
    ),
    "DE_COMBO_PRIZE": Example(
        "Gewinn oder Geschenk mit einem Weg, es „abzuholen“",
        ("Sie wurden ausgewählt. Fordern Sie Ihren Gewinn an: https://example.com/g",),
        ("Sie wurden ausgewählt, im Schulchor zu singen",),
    ),
    "DE_COMBO_FAMILY": Example(
        "„Neue Nummer“ eines Familienmitglieds, das dann Geld will",
        ("Hallo Mama, das ist meine neue Nummer. Ich muss dringend eine Rechnung bezahlen",),
        ("Hallo Mama, das ist meine neue Nummer. Bis Sonntag!",),
    ),
    "DE_COMBO_JOB": Example(
        "Jobangebot, das Sie in einen Chat, auf einen Link oder zu einer Zahlung führt",
        ("Nebenjob von zu Hause, schreib mir auf WhatsApp",),
        ("Nebenjob von zu Hause, das wäre praktisch",),
    ),
    "DE_COMBO_INVESTMENT": Example(
        "Geldanlage, die Sie auf einen Link, in eine App oder zu einer Zahlung führt",
        ("Garantierte Rendite. Schreib mir auf WhatsApp",),
        ("Garantierte Rendite gibt es nicht, sagt der Lehrer",),
    ),
    "DE_COMBO_ROMANCE": Example(
        "Fremder oder Flirt, der Sie zu einem Chat, einer Nummer oder einem Link führt",
        ("Sorry, falsche Nummer. Wir können auf WhatsApp weiterschreiben?",),
        ("Sorry, falsche Nummer, das war für meine Schwester",),
    ),
    "DE_COMBO_CALLBACK": Example(
        "Meldet eine Abbuchung oder einen Virus und will, dass Sie eine Nummer anrufen",
        ("Eine Abbuchung von 499 € wurde veranlasst. Rufen Sie uns unter 0800 123 4567 an",),
        ("Eine Abbuchung von 12 € für die Kantine",),
    ),
    "DE_COMBO_AUTHORITY_PAYMENT": Example(
        "Behörde oder Bank verlangt Zahlung per Gutscheinkarte, Krypto oder Überweisung",
        ("Finanzamt: Begleichen Sie die Strafe mit Google-Play-Karten",),
        ("Das Finanzamt öffnet die Steuererklärung im April",),
    ),
}

RULES: tuple[Rule[TextContext], ...] = language_rules(
    "de", FAMILIES, SHAPES, negation=r"(?:\bnicht\b|\bnie\b|\bniemals\b|\bniemand\b|\bkein\w*|\bohne\b)"
)
