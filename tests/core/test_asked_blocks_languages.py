"""A card blocked at the reader's own request is a confirmation in every language, not a threat
(issue 19: genuine alerts left alone): each language's threat row reads its own "as requested"
aside (``rules/_asked.py``), and reads the threat again where the text disowns the request or asks
to undo the block, the callback scam's way out. Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20

CONFIRMED = [
    (
        "PT",
        "Banco Acme: O seu cartão terminado em 4821 foi bloqueado a seu pedido. Para um novo cartão ligue 21 555 0100.",
    ),
    ("PT", "Banco Acme: Conforme solicitado, o seu cartão final 4821 foi bloqueado. Ref. 88213991."),
    (
        "ES",
        "Banco Acme: Su tarjeta terminada en 4821 ha sido bloqueada según su solicitud. "
        "Para otra llame al 900 555 010.",
    ),
    ("ES", "Banco Acme: A petición suya, su tarjeta terminada en 4821 ha sido bloqueada. Ref. 88213991."),
    (
        "IT",
        "Banca Acme: La sua carta che termina con 4821 è stata bloccata su sua richiesta. "
        "Per un'altra chiami 800 555 010.",
    ),
    ("IT", "Banca Acme: Come da sua richiesta, la carta che termina con 4821 è stata bloccata. Rif. 88213991."),
    (
        "FR",
        "Banque Acme : Votre carte a été bloquée à votre demande. Pour une nouvelle carte appelez le 01 55 50 10 10.",
    ),
    ("DE", "Acme: Ihre Karte wurde wie gewünscht gesperrt. Für eine neue Karte rufen Sie 0800 555 0100 an."),
    ("NL", "Acme: Uw pas is op uw verzoek geblokkeerd. Voor een nieuwe pas belt u 0800 555 0100."),
]

DISOWNED = [
    ("PT", "Banco Acme: O seu cartão foi bloqueado a seu pedido. Se não foi você, ligue 21 555 0100."),
    ("PT", "Banco Acme: O seu cartão foi bloqueado a seu pedido. Para desbloquear aceda a https://acme-card.example/c"),
    ("ES", "Banco Acme: Su tarjeta ha sido bloqueada según su solicitud. Si no fue usted, llame al 900 555 010."),
    ("IT", "Banca Acme: La sua carta è stata bloccata su sua richiesta. Se non è stato lei, chiami 800 555 010."),
    (
        "FR",
        "Banque Acme : Votre carte a été bloquée à votre demande. "
        "Si vous n'êtes pas à l'origine, appelez le 01 55 50 10 10.",
    ),
    (
        "DE",
        "Acme Bank: Ihre Karte wurde wie gewünscht gesperrt. Falls Sie das nicht waren, rufen Sie 0800 555 0100 an.",
    ),
    ("NL", "Acme Bank: Uw pas is op uw verzoek geblokkeerd. Als u dit niet heeft aangevraagd, bel 0800 555 0100."),
]

# The request disowned or the block undone in other words (a review found these let through: the
# threat is read again, and each scores what it scored before the asides, at caution or above).
DISOWNED_OTHERWISE = [
    (
        "PT",
        "Seu cartão final 4421 foi bloqueado conforme solicitado. Não reconhece? Ligue agora 0800 555 0140 "
        "para cancelar o bloqueio.",
    ),
    ("NL", "Uw pas is op uw verzoek geblokkeerd. Was u dit niet? Bel 020 555 0140 om de blokkade op te heffen."),
    (
        "NL",
        "Uw pas eindigend op 4421 is op uw verzoek geblokkeerd. Heeft u dit niet aangevraagd? Bel direct "
        "+31 20 555 0140.",
    ),
    (
        "DE",
        "Ihre Karte wurde wie gewünscht gesperrt. Waren Sie das nicht? Rufen Sie 030 5550 1400 an, um die Sperre "
        "aufzuheben.",
    ),
]


@pytest.mark.parametrize(("code", "text"), CONFIRMED)
def test_a_block_the_reader_asked_for_is_no_threat_in_any_language(code: str, text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert f"{code}_ACCOUNT_THREAT" not in ids and "TEXT_ACCOUNT_THREAT" not in ids, ids
    assert result.score < CAUTION, (result.score, ids)


@pytest.mark.parametrize(("code", "text"), DISOWNED)
def test_a_block_the_text_disowns_or_undoes_stays_a_threat(code: str, text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert f"{code}_ACCOUNT_THREAT" in ids, ids
    assert result.score >= SUSPICIOUS, (result.score, ids)


@pytest.mark.parametrize(("code", "text"), DISOWNED_OTHERWISE)
def test_a_block_disowned_in_other_words_stays_a_threat(code: str, text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert f"{code}_ACCOUNT_THREAT" in ids, ids
    assert result.score >= CAUTION, (result.score, ids)
