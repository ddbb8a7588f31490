"""The family money-request script ("send the money to this number, it is in the name of ...") in the
seven languages, as people write it (issue 19): the number right after "to" ("al 612 345 678", "au
77 ...", "auf DE12 ..."), "this one", an IBAN typed without its spaces, the name under a label or
"it will show"; and the genuine request between friends, which names the sender's own account and
stays below. Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45

SCRIPT = [
    "Mum, don't send it to the old number, send it to this one 07700900123 (Jake Smith)",
    "Dad, pay the money into this account instead: 12345678 20-00-00, account name J Smith",
    "Hi, please send that money via M-Pesa to 0712 345 678, it will show Mary Wanjiru",
    "Send the money to 07700 900123, it's under my friend's name, Jake Smith",
    "Pásame la plata a este Nequi 3001234567, sale a nombre de Ana García",
    "Mami, mi número tiene un problema, manda el dinero al 612 345 678 que está a nombre de mi amiga Ana",
    "Ne l'envoie pas sur mon numéro, envoie-le sur celui-ci 06 12 34 56 78 au nom de Marie Dupont",
    "Envoie l'argent par Wave au 77 123 45 67, au nom de Awa Diop",
    "Maman, mon numéro a un problème, envoie l'argent au 77 123 45 67, le nom qui sort c'est Awa Diop",
    "Schick das Geld bitte an 0151 23456789, Empfänger: Anna Schmidt",
    "Überweise es bitte auf diese IBAN DE12 3456 7890 1234 5678 90, Kontoinhaber: Peter Müller",
    "Mama, mein Handy hat ein Problem, überweis das Geld auf DE12 3456 7890 1234 5678 90, "
    "das Konto läuft auf den Namen Lisa Weber",
    "Ricaricami questa Postepay 5333 1710 1234 5678 intestata a Giulia Rossi",
    "Non mandarli al solito numero, mandali a questo 3451234567 a nome di Sara Verdi",
    "Maak het over op NL12ABNA0123456789 t.n.v. P. Jansen",
    "Mam, mijn rekening heeft een probleem, stuur het geld naar NL12 ABNA 0123 4567 89, op naam van mijn vriend Tim",
]


@pytest.mark.parametrize("text", SCRIPT)
def test_the_family_script_is_suspicious_in_every_language(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS, (result.score, sorted(ids))
    assert "TEXT_MONEY_TO_NUMBER" in ids or any(i.endswith("_MONEY_TO_NUMBER") for i in ids)


FRIENDS = [
    "Can you send the 20 to my account? 12345678, sort code 20-00-00, cheers",
    "Para el regalo de Marta ponemos 20 cada uno, mándamelo por Bizum a mi número 612345678 cuando puedas",
    "Pour le cadeau de Julie, on met 20 euros chacun, envoie-les sur mon compte FR76 3000 6000 0112 3456 7890 189",
    "Für Lisas Geschenk zahlt jeder 20 Euro, überweis sie bitte auf mein Konto DE12 3456 7890 1234 5678 90, danke",
    "Per il regalo di Sara mettiamo 20 euro a testa, mandameli sul mio IBAN IT60 X054 2811 1010 0000 0123 456",
    "Voor het cadeau van Lisa betalen we ieder 20 euro, maak het over naar mijn rekening NL12ABNA0123456789",
    "Para o presente da Marta cada um põe 200MT, manda para o meu M-Pesa 841234567 quando puderes",
    "Mana, manda os 200 para o meu m-pesa, o nr é 841234567 Ana Silva",
    # a number to call, not to pay
    "Que pasa? Llámame a este número 612 345 678 cuando salgas",
    "Envoie-moi un message au 06 12 34 56 78 quand tu arrives, bisous",
    "Send a text to 07700 900123 when you land, love you",
    # the writer's own transfer, told
    "I'll send the rent to 07700 900123 before Friday, don't worry",
    "Sending the 50 to 07700 900123 now, check it before Friday",
    # a service's own instructions: what is sent is a word or a setting, not money
    "You pay 2 a week until you send STOP to 80000. Help desk 0800 123 4567",
    "To send SMS abroad, set the message centre number to +441234567890. Help: 0800 123 4567",
    # the bank details a person gives to be paid
    "Acct No: 0012345678 Acct Name: Jake Smith. Bank: Example Bank. Thanks for the help",
]


@pytest.mark.parametrize("text", FRIENDS)
def test_a_request_between_friends_to_their_own_account_stays_below(text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (result.score, sorted(s.id for s in result.signals))


@pytest.mark.parametrize(
    "text",
    [
        "Send the address to 07700 900123 please",
        "Schick mir bitte die Adresse an 0151 23456789, danke",
        "Envoie l'adresse au 06 12 34 56 78 stp",
        "Mándame la ubicación al 612 345 678",
        "Stuur het adres naar 06 12345678",
    ],
)
def test_an_address_sent_to_a_number_is_no_money_request(text: str) -> None:
    ids = {s.id for s in check_text(text).signals}
    assert not any(i.endswith("MONEY_TO_NUMBER") for i in ids), sorted(ids)
