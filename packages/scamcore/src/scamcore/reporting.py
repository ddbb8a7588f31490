"""Where to report a scam and where to forward a scam text, per country: pure data.

Written from the services' own public pages as we know them (checked November 2026); names and
addresses change, so each entry carries the date it was last checked. Only official or
operator-run services are listed, never a commercial one. The web pages and every adapter read
this one table, so a correction lands everywhere at once.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CHECKED", "REPORTING", "ReportChannel", "ReportingInfo", "reporting_for"]

CHECKED = "2026-11"


@dataclass(frozen=True, slots=True)
class ReportChannel:
    """One place to report: who runs it, what it is for, and how to reach it."""

    name: str
    purpose: str
    url: str | None = None
    phone: str | None = None
    email: str | None = None


@dataclass(frozen=True, slots=True)
class ReportingInfo:
    country: str
    """Upper-case ISO 3166-1 alpha-2 code, or "" for the generic fallback."""
    country_name: str
    forward_texts: str
    """How to pass on a scam text (SMS) so the network can block it."""
    channels: tuple[ReportChannel, ...]
    emergency: str
    """Who to call when someone is in danger or a crime is happening now."""
    checked: str = CHECKED


def _r(
    country: str, name: str, forward_texts: str, emergency: str, *channels: ReportChannel
) -> tuple[str, ReportingInfo]:
    return country, ReportingInfo(country, name, forward_texts, channels, emergency)


_BANK = ReportChannel(
    "Your bank or card issuer",
    "If you paid or shared card or bank details: call the number on the back of your card straight away.",
)

REPORTING: dict[str, ReportingInfo] = dict(
    (
        _r(
            "US",
            "United States",
            "Forward the text to 7726 (SPAM), free on the major carriers, then delete it.",
            "Call 911 if someone is in immediate danger.",
            ReportChannel(
                "Federal Trade Commission (ReportFraud.ftc.gov)",
                "Report any scam or fraud attempt.",
                url="https://reportfraud.ftc.gov",
            ),
            ReportChannel(
                "FBI Internet Crime Complaint Center (IC3)",
                "Report online fraud, especially if you lost money.",
                url="https://www.ic3.gov",
            ),
            ReportChannel(
                "IdentityTheft.gov",
                "If your identity or personal data was stolen: a recovery plan.",
                url="https://www.identitytheft.gov",
            ),
            ReportChannel("Anti-Phishing Working Group", "Forward phishing e-mails.", email="reportphishing@apwg.org"),
            _BANK,
        ),
        _r(
            "GB",
            "United Kingdom",
            "Forward the text to 7726 (free on all UK networks). For a scam call, text 7726 with the word "
            "'Call' and the caller's number.",
            "Call 999 if a crime is happening now or someone is in danger.",
            ReportChannel(
                "Report Fraud (England, Wales and Northern Ireland; replaced Action Fraud)",
                "Report fraud and cyber crime and get a crime reference number.",
                url="https://www.reportfraud.police.uk",
                phone="0300 123 2040",
            ),
            ReportChannel(
                "Police Scotland", "Report fraud in Scotland.", url="https://www.scotland.police.uk", phone="101"
            ),
            ReportChannel(
                "NCSC Suspicious Email Reporting Service", "Forward scam e-mails.", email="report@phishing.gov.uk"
            ),
            ReportChannel(
                "NCSC scam website reporting",
                "Report a scam website.",
                url="https://www.ncsc.gov.uk/section/about-this-website/report-scam-website",
            ),
            ReportChannel(
                "Your bank (159)", "Call 159 to reach your own bank's fraud line directly (most UK banks).", phone="159"
            ),
        ),
        _r(
            "CA",
            "Canada",
            "Forward the text to 7726 (SPAM) on Canadian carriers.",
            "Call 911 if someone is in immediate danger.",
            ReportChannel(
                "Canadian Anti-Fraud Centre",
                "Report fraud and scams, even if you lost nothing.",
                url="https://antifraudcentre-centreantifraude.ca",
                phone="1-888-495-8501",
            ),
            ReportChannel("Local police", "Report to your local police, especially if you lost money."),
            _BANK,
        ),
        _r(
            "AU",
            "Australia",
            "Forward the text to 7226 (SCAM) on networks that support it (Telstra and others), then delete it.",
            "Call 000 if someone is in immediate danger.",
            ReportChannel(
                "Scamwatch (National Anti-Scam Centre)", "Report any scam.", url="https://www.scamwatch.gov.au"
            ),
            ReportChannel(
                "ReportCyber (Australian Signals Directorate)",
                "Report cybercrime, especially losses.",
                url="https://www.cyber.gov.au/report-and-recover/report",
            ),
            ReportChannel(
                "IDCARE",
                "Free help if your identity or personal details were stolen.",
                url="https://www.idcare.org",
                phone="1800 595 160",
            ),
            _BANK,
        ),
        _r(
            "NZ",
            "New Zealand",
            "Forward the text free to 7726; the Department of Internal Affairs uses it to block scam senders.",
            "Call 111 if someone is in immediate danger.",
            ReportChannel(
                "National Cyber Security Centre (formerly CERT NZ)",
                "Report scams and online fraud.",
                url="https://www.ncsc.govt.nz",
            ),
            ReportChannel(
                "Netsafe",
                "Advice and support after an online scam.",
                url="https://netsafe.org.nz",
                phone="0508 638 723",
            ),
            ReportChannel(
                "NZ Police", "Report a crime that is not an emergency.", url="https://www.police.govt.nz", phone="105"
            ),
            _BANK,
        ),
        _r(
            "IE",
            "Ireland",
            "Do not reply; block the sender and tell your mobile operator. ComReg collects scam numbers for blocking.",
            "Call 999 or 112 if someone is in immediate danger.",
            ReportChannel("An Garda Síochána", "Report fraud at your local Garda station.", url="https://www.garda.ie"),
            ReportChannel("FraudSMART", "Fraud awareness advice from Irish banks.", url="https://www.fraudsmart.ie"),
            ReportChannel(
                "ComReg", "Report scam calls and texts to the communications regulator.", url="https://www.comreg.ie"
            ),
            _BANK,
        ),
        _r(
            "DE",
            "Germany",
            "Do not reply or click; report the number to the Bundesnetzagentur (Rufnummernmissbrauch) and block it.",
            "Call 110 (police) if a crime is happening now.",
            ReportChannel(
                "Polizei – Onlinewache of your federal state",
                "Make a criminal complaint (Strafanzeige) online.",
                url="https://www.polizei.de",
            ),
            ReportChannel(
                "Bundesnetzagentur",
                "Report misuse of phone numbers (scam calls and texts).",
                url="https://www.bundesnetzagentur.de/rufnummernmissbrauch",
            ),
            ReportChannel(
                "Verbraucherzentrale Phishing-Radar",
                "Forward phishing e-mails.",
                email="phishing@verbraucherzentrale.nrw",
            ),
            ReportChannel("Sperr-Notruf 116 116", "Block bank cards and online banking.", phone="116 116"),
        ),
        _r(
            "FR",
            "France",
            "Forward the text free to 33700 (or report it at 33700.fr).",
            "Call 17 (police) or 112 if someone is in immediate danger.",
            ReportChannel(
                "PHAROS",
                "Report illegal online content, including scam sites.",
                url="https://www.internet-signalement.gouv.fr",
            ),
            ReportChannel(
                "Cybermalveillance.gouv.fr",
                "Help and advice for victims of online scams.",
                url="https://www.cybermalveillance.gouv.fr",
            ),
            ReportChannel("Info Escroqueries", "Police advice line on scams.", phone="0 805 805 817"),
            ReportChannel(
                "Perceval (service-public.fr)",
                "Report fraudulent payments with your bank card.",
                url="https://www.service-public.fr",
            ),
            ReportChannel("SignalConso", "Report a problem with a business.", url="https://signal.conso.gouv.fr"),
        ),
        _r(
            "ES",
            "Spain",
            "Do not reply or click; report the text to INCIBE on 017 and block the sender.",
            "Call 112 if someone is in immediate danger.",
            ReportChannel(
                "INCIBE – Tu Ayuda en Ciberseguridad",
                "Free, confidential helpline for online scams.",
                url="https://www.incibe.es",
                phone="017",
            ),
            ReportChannel("Policía Nacional", "Report a crime (denuncia).", url="https://www.policia.es"),
            ReportChannel(
                "Guardia Civil – Grupo de Delitos Telemáticos",
                "Report online crime.",
                url="https://www.gdt.guardiacivil.es",
            ),
            _BANK,
        ),
        _r(
            "IT",
            "Italy",
            "Do not reply or click; report the message to the Polizia Postale and block the sender.",
            "Call 112 if someone is in immediate danger.",
            ReportChannel(
                "Polizia Postale – Commissariato di PS online",
                "Report online scams and phishing.",
                url="https://www.commissariatodips.it",
            ),
            _BANK,
        ),
        _r(
            "NL",
            "Netherlands",
            "Do not reply or click; report the text to the Fraudehelpdesk and block the sender.",
            "Call 112 if someone is in immediate danger.",
            ReportChannel(
                "Fraudehelpdesk",
                "Report fraud and get advice.",
                url="https://www.fraudehelpdesk.nl",
                phone="088 786 73 72",
            ),
            ReportChannel(
                "Fraudehelpdesk phishing address", "Forward phishing e-mails.", email="valse@fraudehelpdesk.nl"
            ),
            ReportChannel("Politie", "Report a crime (aangifte).", url="https://www.politie.nl", phone="0900 8844"),
            _BANK,
        ),
        _r(
            "IN",
            "India",
            "Report the message or call on Sanchar Saathi (Chakshu), then block the sender.",
            "Call 112 if someone is in immediate danger.",
            ReportChannel(
                "National Cyber Crime Reporting Portal",
                "Report cyber fraud; call 1930 at once if money was taken.",
                url="https://cybercrime.gov.in",
                phone="1930",
            ),
            ReportChannel(
                "Sanchar Saathi – Chakshu",
                "Report suspected fraud calls, SMS and WhatsApp messages.",
                url="https://sancharsaathi.gov.in",
            ),
            _BANK,
        ),
        _r(
            "SG",
            "Singapore",
            "Report the text in the ScamShield app or at scamshield.gov.sg, then delete it.",
            "Call 999 if someone is in immediate danger.",
            ReportChannel(
                "ScamShield",
                "Check and report scams; helpline 1799.",
                url="https://www.scamshield.gov.sg",
                phone="1799",
            ),
            ReportChannel(
                "Singapore Police Force", "Make a police report online.", url="https://eservices.police.gov.sg"
            ),
            _BANK,
        ),
        _r(
            "",
            "Anywhere",
            "Use your phone's 'Report junk' or 'Report spam' option, or your mobile operator's spam number, then "
            "block the sender.",
            "Call your local emergency number if someone is in danger.",
            ReportChannel(
                "Your bank or card issuer",
                "If you paid or shared card or bank details: call the number on the back of your card now.",
            ),
            ReportChannel(
                "Your national police or consumer protection agency",
                "Report the scam, especially if you lost money; keep the messages as evidence.",
            ),
            ReportChannel(
                "econsumer.gov",
                "Report international online fraud (a network of consumer agencies).",
                url="https://www.econsumer.gov",
            ),
            ReportChannel(
                "The platform the scam came through",
                "Report the sender in the app, marketplace or social network so it can act.",
            ),
        ),
    )
)

_ALIASES = {"UK": "GB"}


def reporting_for(country: str | None) -> ReportingInfo:
    """The entry for a two-letter country code; the generic fallback when unknown or absent."""
    code = (country or "").strip().upper()
    code = _ALIASES.get(code, code)
    return REPORTING.get(code, REPORTING[""])
