"""Deutsch: the result texts for German messages, in the formal "Sie" of official notices."""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

LOCALE = Locale(
    code="de",
    name="Deutsch",
    stopwords=words(
        """
        der die das den dem des ein eine einen einem einer und ist sind nicht mit fur auf von zu zum zur
        bei aus nach wir ihr ihre ihren ihrem ihnen sie ich du dein deine mein meine sehr bitte danke hallo
        heute noch auch oder aber wenn dass wird werden wurde haben hat kann konnen sein uber unser unsere
        sich im vom beim jetzt hier schon mal nur ab konto paket sendung liebe lieber guten tag
        ihrer deiner unserer ihres bis uhr morgen wegen statt einen keine kein nichts gerne viele vielen dank
        mir mich dir dich uns euch wie wo wann warum weil denn doch nein alle diese dieser dieses diesen
        bin bist hab habe gibt geht kommst komme abend tschuss
        montag dienstag mittwoch donnerstag freitag samstag sonntag
        januar februar marz juni juli oktober dezember
        """
    ),
    letters="äöü",
    lowercase=False,
    levels={
        "high": (
            "Hohes Risiko",
            "Hier gibt es deutliche Anzeichen für Betrug. Nicht antworten, klicken, anrufen oder zahlen.",
        ),
        "suspicious": (
            "Verdächtig",
            "Hier gibt es mehrere Warnzeichen für Betrug. Prüfen Sie es auf anderem Weg, bevor Sie handeln.",
        ),
        "caution": (
            "Vorsicht",
            "Hier gibt es einige Warnzeichen. Seien Sie vorsichtig, bevor Sie klicken, antworten oder zahlen.",
        ),
        "clear": (
            "Keine Warnzeichen gefunden",
            "Wir haben keine üblichen Warnzeichen gefunden, aber keine Prüfung kann beweisen, dass eine Nachricht "
            "echt ist.",
        ),
    },
    disclaimer=(
        "Dies ist eine automatische Risikoeinschätzung anhand von Warnzeichen, kein Beweis in die eine oder andere "
        "Richtung. Eine Nachricht kann normal aussehen und trotzdem Betrug sein; wenden Sie sich im Zweifel über "
        "die offizielle Website oder App an das Unternehmen."
    ),
    this={"text": "diese Nachricht", "url": "dieser Link", "image": "dieser Screenshot"},
    summary_clear="{this} zeigt keines der üblichen Warnzeichen (Wert {score}/100). Das ist keine Garantie.",
    summary_minor="{this} zeigt nur geringe Anzeichen (Wert {score}/100). Bleiben Sie trotzdem aufmerksam.",
    summary_signs="{level} ({score}/100): {this} zeigt {count} {signs} (Kategorie: {category}), darunter: {top}.",
    sign_words=("Warnzeichen", "Warnzeichen"),
    do_not_act="Klicken Sie keine Links an, antworten Sie nicht, rufen Sie keine Nummern an und zahlen Sie nichts aus "
    "dieser Nachricht.",
    already_paid="Wenn Sie schon gezahlt oder Daten preisgegeben haben, rufen Sie sofort Ihre Bank an und erstatten "
    "Sie Anzeige.",
    categories={
        "delivery": (
            "Paketbetrug",
            (
                "Paketdienste verlangen keine Gebühren per SMS; prüfen Sie die Sendungsnummer auf der offiziellen "
                "Website.",
                "Geben Sie keine Kartendaten auf einer Seite ein, die Sie über eine Paket-SMS erreicht haben.",
            ),
        ),
        "toll": ("Maut-Betrug", ("Prüfen Sie offene Maut nur auf der offiziellen Website oder App des Betreibers.",)),
        "bank": (
            "Falsche Bank",
            (
                "Ihre Bank fragt nie per Nachricht oder Telefon nach PIN, Passwort oder TAN.",
                "Wenden Sie sich selbst an Ihre Bank: über die App, die Website oder die Nummer auf Ihrer Karte.",
            ),
        ),
        "government": (
            "Falsches Finanzamt oder falsche Behörde",
            (
                "Finanzamt, Zoll und Behörden verlangen keine Zahlung per SMS, Gutscheinkarte oder Krypto.",
                "Rufen Sie die offizielle Website der Behörde selbst auf, statt den Link in der Nachricht zu nutzen.",
            ),
        ),
        "account": (
            "Konto-Phishing",
            (
                "Melden Sie sich nicht über einen Link aus einer Nachricht an; öffnen Sie die App oder tippen Sie die "
                "Adresse selbst.",
                "Wenn Sie ein Passwort eingegeben haben, ändern Sie es jetzt und schalten Sie die "
                "Zwei-Faktor-Anmeldung ein.",
            ),
        ),
        "prize": (
            "Gewinnspiel-Betrug",
            (
                "Sie können kein Gewinnspiel gewinnen, an dem Sie nicht teilgenommen haben, und echte Gewinne kosten "
                "nie eine Gebühr.",
            ),
        ),
        "investment": (
            "Anlagebetrug",
            ("Garantierte oder sehr hohe Renditen sind ein Warnzeichen; prüfen Sie den Anbieter bei der BaFin.",),
        ),
        "crypto": (
            "Krypto-Betrug",
            (
                "Krypto-Zahlungen bekommen Sie kaum zurück; senden Sie nie Krypto an jemanden, den Sie nur online "
                "kennen.",
            ),
        ),
        "job": (
            "Falsches Jobangebot",
            ("Echte Arbeitgeber bezahlen Sie nicht fürs Liken oder Bewerten und verlangen kein Geld zum Start.",),
        ),
        "romance": (
            "Liebes- oder Freundschaftsbetrug",
            (
                "Schicken Sie niemandem Geld oder Geschenke, den Sie nicht persönlich getroffen haben, egal aus "
                "welchem Grund.",
            ),
        ),
        "family": (
            "Enkeltrick oder „neue Nummer“",
            ("Rufen Sie Ihr Familienmitglied unter der alten, bekannten Nummer an, bevor Sie Geld schicken.",),
        ),
        "tech_support": (
            "Falscher technischer Support",
            (
                "Rufen Sie keine Nummern aus Pop-ups oder Nachrichten an und lassen Sie keinen Fremden auf Ihren "
                "Computer zugreifen.",
            ),
        ),
        "marketplace": (
            "Betrug auf Kleinanzeigen",
            (
                "Bleiben Sie mit Zahlung und Chat auf der Plattform; folgen Sie keinem Link, um eine Zahlung zu "
                "„empfangen“.",
            ),
        ),
        "invoice": (
            "Falsche Rechnung oder Verlängerung",
            (
                "Rufen Sie nicht die Nummer auf einer unerwarteten Rechnung an; prüfen Sie Ihr Konto auf der "
                "offiziellen Website.",
            ),
        ),
        "sextortion": (
            "Sextortion oder Erpressung",
            (
                "Zahlen Sie nicht und antworten Sie nicht; solche Mails gehen massenhaft raus und die Drohungen sind "
                "Bluff.",
                "Ändern Sie ein in der Nachricht genanntes Passwort und erstatten Sie Anzeige.",
            ),
        ),
        "advance_fee": (
            "Vorschussbetrug",
            ("Niemand verschenkt große Summen an Fremde; eine Gebühr, um Geld freizugeben, ist ein Betrugszeichen.",),
        ),
        "charity": (
            "Falscher Spendenaufruf",
            ("Spenden Sie über die Website der Organisation selbst und prüfen Sie, ob sie ein Spendensiegel hat.",),
        ),
        "general": (
            "Allgemeine Warnzeichen",
            ("Nicht klicken, antworten, anrufen oder zahlen, bevor Sie es über einen offiziellen Weg geprüft haben.",),
        ),
        "none": (
            "Keine Warnzeichen gefunden",
            (
                "Keine Prüfung beweist, dass eine Nachricht echt ist; verlangt sie Geld oder Daten, prüfen Sie das "
                "unabhängig.",
            ),
        ),
    },
    link_labels=("Ratgeber: {category}", "Wo Sie Betrug melden können", "Wie diese Prüfung funktioniert"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Aufgebaut wie eine Umsatzmeldung der Bank, ohne etwas zum Anklicken, Weitergeben oder Bezahlen"
        ),
        "TEXT_GENUINE_OTP": (
            "Aufgebaut wie eine SMS mit Einmalcode, ohne Link und ohne Bitte, den Code zurückzuschicken"
        ),
        "TEXT_GENUINE_DELIVERY": "Eine Sendungsnummer mit einem Link nur auf die Website des Paketdienstes",
        "TEXT_HAS_LINK": "Enthält einen Link",
        "TEXT_LINK_UNEXPLAINED": "Ein Link fast ohne Text, der sagt, wer ihn schickt oder warum",
        "TEXT_LINK_PROMPT": "Drängt Sie, einen Link anzutippen",
        "TEXT_CALL_NUMBER": "Fordert Sie auf, eine Telefonnummer anzurufen oder anzuschreiben",
        "TEXT_MOVE_TO_APP": "Verlegt das Gespräch zu WhatsApp, Telegram oder einer anderen App",
        "TEXT_CLAIM_BRAND": "Nennt ein bekanntes Unternehmen oder einen bekannten Dienst",
        "TEXT_PAY_WALLET": "Enthält die Adresse einer Krypto-Wallet",
        "TEXT_COMBO_TWO_SIGNS": "Zwei Arten von Warnzeichen zusammen",
        "TEXT_COMBO_THREE_SIGNS": "Drei Arten von Warnzeichen zusammen",
        "TEXT_COMBO_FOUR_SIGNS": "Vier oder mehr Arten von Warnzeichen zusammen",
        "TEXT_NO_ASK": "Verlangt nichts: keinen Link, keine Nummer, keine Zahlung",
        "TEXT_OFFICIAL_LINK": "Verlinkt nur auf die eigene Website des genannten Unternehmens",
        "TEXT_MONEY_TO_NUMBER": "Bittet, Geld an eine Nummer oder ein Konto aus der Nachricht zu senden",
        "TEXT_NAME_ON_ACCOUNT": "Nennt, auf wessen Namen das Konto läuft, das das Geld erhält",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Sagt, die eigene Nummer oder das eigene Konto habe ein Problem",
        "TEXT_COMBO_MONEY_TO_NAME": "Geld an eine Nummer aus der Nachricht, auf den Namen einer anderen Person",
        "TEXT_NAME_BESIDE_NUMBER": "Schreibt den Namen einer Person neben die Nummer, an die das Geld gehen soll",
        "TEXT_SENT_BY_MISTAKE": "Sagt, es habe Ihnen versehentlich Geld geschickt, und will es zurück",
        "TEXT_BALANCE_SEIZED": "Eine Wallet- oder Banknachricht, Ihr ganzes Guthaben sei einbehalten und nun null",
        "TEXT_COMBO_SENT_BY_MISTAKE": "„Versehentlich“ geschicktes Geld, zurück an eine Nummer aus der Nachricht",
        "TEXT_FEE_DUE": "Sagt, für Ihr Paket sei noch eine Zoll-, Einfuhr- oder Liefergebühr offen",
        "EMAIL_GIVEAWAY_LURE_2": "Zwei typische Sätze falscher Gewinnspiele, Umfragen oder Casino-Boni",
        "EMAIL_GIVEAWAY_LURE_3": "Mehrere typische Sätze falscher Gewinnspiele, Umfragen oder Casino-Boni",
        "EMAIL_GIVEAWAY_LURE_4": "Liest sich wie ein falsches Gewinnspiel oder eine falsche Umfrage",
    },
    and_word="und",
    do_not_act_no_link="Antworten Sie nicht, rufen Sie nicht zurück und zahlen Sie nichts wegen dieser Nachricht.",
    do_not_act_link="Öffnen Sie diesen Link nicht; geben Sie dort keine Daten ein und zahlen Sie nichts.",
    score_limit=(
        "Die Grenzen des Werts",
        "Die Anzeichen ergeben zusammen mehr, als der Wert zeigt: Er geht nie über 100 und nie unter 0.",
    ),
    families={
        "obfuscation": (
            "Versteckte oder getarnte Buchstaben",
            (
                "Manche Wörter enthalten unsichtbare Zeichen, ähnlich aussehende Buchstaben aus einem anderen Alphabet "
                "oder seltsame Abstände: ein Trick, um Filter zu umgehen."
            ),
        ),
        "pressure": (
            "Starker Druck, schnell zu handeln",
            (
                "Die Nachricht drängt Sie mit einer Frist, einer Drohung oder einer Warnung, damit Sie handeln, ohne "
                "nachzudenken."
            ),
        ),
        "claim": (
            "Eine typische Betrugsgeschichte",
            (
                "Die Nachricht gibt sich als Bank, Firma, Behörde oder als jemand aus, den Sie kennen, oder sagt, "
                "Geld, ein Gewinn oder ein Paket warte auf Sie."
            ),
        ),
        "ask": (
            "Eine Bitte um Geld, Codes oder persönliche Daten",
            "Sie sollen zahlen, Geld senden oder Codes, Passwörter, Kartendaten oder persönliche Daten angeben.",
        ),
        "payment": (
            "Ein ungewöhnlicher Zahlungsweg",
            (
                "Sie sollen mit Gutscheinkarten, Kryptowährung, Überweisung oder über eine teure Servicenummer zahlen: "
                "Dieses Geld bekommen Sie kaum zurück."
            ),
        ),
        "channel": (
            "Ein Drängen zu einem Link, einer Nummer oder einer anderen App",
            (
                "Sie sollen einen Link antippen, eine Nummer anrufen oder anschreiben oder in eine andere App "
                "wechseln, wo der Betrug weitergeht."
            ),
        ),
        "fraud": (
            "Typische Sätze aus einer bekannten Betrugsmasche",
            (
                "Der Text gleicht Betrugsnachrichten, die massenhaft verschickt werden, etwa falschen Gewinnen, "
                "Erbschaften oder Erpressung."
            ),
        ),
        "combo": (
            "Mehrere Zeichen, die zu einer bekannten Masche passen",
            "Zusammen passen die Warnzeichen zu einer verbreiteten Betrugsmasche.",
        ),
        "sender": (
            "Ein Absender, der nicht passt",
            "Die Nummer oder Adresse des Absenders passt nicht zu dem, von dem die Nachricht angeblich kommt.",
        ),
        "link_identity": (
            "Ein Link, der eine Firma nachahmt oder sein Ziel verbirgt",
            (
                "Die Webadresse kopiert oder leiht sich den Namen einer Firma oder Behörde oder verbirgt, wohin sie "
                "wirklich führt."
            ),
        ),
        "link_structure": (
            "Ein ungewöhnlich gebauter Link",
            (
                "Die Webadresse ist so gebaut, wie echte Websites es kaum tun, etwa nur eine Zahl statt eines Namens "
                "oder ein versteckter Ordner."
            ),
        ),
        "link_host": (
            "Ein Link auf eine billige, kostenlose oder verborgene Website",
            (
                "Der Link führt zu einer billigen Webadresse, einem kostenlosen Hosting-Dienst oder einem Link-Kürzer, "
                "der das Ziel verbirgt."
            ),
        ),
        "dampener": (
            "Beruhigende Zeichen",
            (
                "Manches sieht aus wie in echten Nachrichten, etwa Links auf die eigene Website der Firma. Das senkt "
                "den Wert, beweist aber nichts."
            ),
        ),
        "genuine": (
            "Aufgebaut wie eine echte Mitteilung",
            (
                "Sie ist aufgebaut wie eine echte Bankmitteilung, ein Code oder eine Versandnachricht, ohne etwas zum "
                "Anklicken, Weitergeben oder Bezahlen. Das senkt den Wert, beweist aber nichts: Betrüger kopieren "
                "auch den Aufbau."
            ),
        ),
        "ceiling": (
            "Nur der Link wirkt seltsam",
            (
                "Im Text wird nichts verlangt, behauptet oder angedroht; ein seltsamer Link allein zählt "
                f"höchstens {LURELESS_LINKS_MAX} Punkte."
            ),
        ),
        "review": (
            "Eine zweite Meinung der KI-Prüfung",
            "Eine optionale KI-Prüfung hat die Nachricht gelesen und den Wert verändert.",
        ),
        "other": (
            "Weitere, schwächere Zeichen",
            "Einige schwächere Zeichen; alle stehen in der vollständigen Liste der Signale.",
        ),
    },
)
