"""A newsletter's double opt-in (rules/text_genuine_optin.py) and the mailbox phish that borrows its
words. The opt-in asks to confirm a subscription to a list, puts nothing of the reader's at stake and
links to the sender's own site; the phish has to put an account, a password, a payment or a deadline
at stake, or send the reader elsewhere. Every message was written for this test.
"""

from __future__ import annotations

import pytest

from scamcore import check_text

SUSPICIOUS = 45

OPT_INS: list[tuple[str, str]] = [
    (
        "en",
        "Please confirm your subscription\n\nHi Ben,\n\nThanks for signing up to the Riverbend Books newsletter. "
        "Please confirm your subscription:\n\nhttps://news.riverbendbooks.com/confirm/a81c2\n\nIf you did not "
        "sign up, just ignore this e-mail. If it does not arrive, check your junk folder.\n\nRiverbend Books",
    ),
    (
        "de",
        "Bitte bestätigen Sie Ihre Anmeldung\n\nHallo Julia,\n\nvielen Dank für Ihr Interesse an unserem "
        "Newsletter. Bitte bestätigen Sie Ihre E-Mail-Adresse:\n\nhttps://newsletter.buchhandlung-lindner.de/"
        "confirm/8f3a2c\n\nFalls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.\n\n"
        "Ihre Buchhandlung Lindner",
    ),
    (
        "pt",
        "Confirme a sua subscrição\n\nOlá Inês,\n\nObrigado pelo interesse na nossa newsletter. Para confirmar a "
        "subscrição, clique aqui:\n\nhttps://www.pastelaria-lisboa.pt/newsletter/confirmar?t=31\n\nSe não fez "
        "este pedido, pode ignorar esta mensagem.\n\nPastelaria Lisboa",
    ),
    (
        "nl",
        "Bevestig uw inschrijving voor de nieuwsbrief\n\nBeste lezer,\n\nU heeft zich aangemeld voor de "
        "nieuwsbrief van de bibliotheek. Klik op de link om uw inschrijving te bevestigen:\n\n"
        "https://www.bibliotheek-voorbeeld.nl/nieuwsbrief/bevestigen?t=9\n\nHeeft u dit niet aangevraagd, dan "
        "kunt u dit bericht negeren.\n\nBibliotheek Voorbeeld",
    ),
]

PHISH: list[tuple[str, str]] = [
    (
        "deadline",
        "Confirm your subscription\n\nDear user,\n\nYour mailbox subscription ends today. Confirm your "
        "subscription to keep receiving e-mails:\n\nhttps://riverbend-mail.com/confirm/user\n\nRiverbend Mail",
    ),
    (
        "credentials",
        "Please confirm your subscription\n\nConfirm your subscription to the Office News newsletter. You will be "
        "asked to enter your Microsoft credentials on the next page.\n\nhttps://office-news.com/confirm\n\n"
        "Office News",
    ),
    (
        "odd_link",
        "Bitte bestätigen Sie Ihre Newsletter-Anmeldung:\n\nhttps://newsletter-bestaetigen.top/confirm\n\nIhr Team",
    ),
]


@pytest.mark.parametrize(("name", "text"), OPT_INS, ids=[n for n, _ in OPT_INS])
def test_opt_in_is_not_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (name, result.score, [s.id for s in result.signals])
    assert "TEXT_GENUINE_OPTIN" in {s.id for s in result.signals}


@pytest.mark.parametrize(("name", "text"), PHISH, ids=[n for n, _ in PHISH])
def test_phish_in_its_words_is_not_reassured(name: str, text: str) -> None:
    result = check_text(text)
    assert "TEXT_GENUINE_OPTIN" not in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS, (name, result.score)
