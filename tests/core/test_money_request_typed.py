"""The family money-request as people type it (issue 19): misspelt verbs, a number cut by slashes, the
name the wallet will show a few words after the number, the redirect "not to that number, to this
one"; the fake "your balance was held" wallet notice in the seven languages; and the genuine chat and
notices that share their words. Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20

TYPED_LOOSELY = [
    "Tranfira o valor nesse nro 84 123 4567 sai nome d Ana Silva",
    "Mamde o dinheiro pra este ai 841234567, ven e nome de Ana Silva",
    "O valor manda neste numero: 84/123/4567, m-pesa vem em nome de Ana Silva",
    "Esse valor envia nexse numero 841234567 e-mola sai ANA SILVA",
    "Aquele valor mete neste número 841234567 vem em nome da Ana",
    "Manda pra 841234567, vem em nome de Ana Silva",
    "Manda nesse numeru 841234567, o nome da conta e Ana Silva",
    "Aqui esta o n\x1bmero 841234567. Manda o valor, m-pesa sai nome de Ana Silva",
    "Mum send the money to this number 07700 900123 the name on it is Jake Smith",
    # the send as a noun, the wallet as the verb, "put" in other forms
    "Boa tarde, faz o envio do valor para este numero 841234567, vem em nome de Ana Silva",
    "Faz um mpesa para 841234567 nome Ana Silva",
    "Ponha o valor neste numero 841234567 vem em nome de Ana Silva",
    # whose number it is, who receives, what the wallet will show, a few words after the number
    "Manda o valor no 84 123 4567 esse numero e da minha prima Ana",
    "Mandas o valor pelo mpesa 841234567 quem recebe e Ana Silva",
    "Mandar o valor via emola para 861234567 titular Ana Silva",
    "Manda o valor para esse numero 84 12 34 567 chama-se Ana Silva",
]


@pytest.mark.parametrize("text", TYPED_LOOSELY)
def test_the_redirect_typed_loosely_is_suspicious(text: str) -> None:
    result = check_text(text)
    assert result.score >= SUSPICIOUS, (result.score, [s.id for s in result.signals])
    assert "TEXT_COMBO_MONEY_TO_NAME" in {s.id for s in result.signals}


def test_not_to_that_number_but_to_this_one_is_the_ask_not_its_negation() -> None:
    """The redirect's own "nao manda naquele numero" negates the first ask, not the one after it."""
    result = check_text("Nao manda naquele numero manda neste nr 841234567 vem em nome de Ana Silva")
    assert "TEXT_MONEY_TO_NUMBER" in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS


def test_a_misspelt_problem_with_that_number_is_the_pretext() -> None:
    result = check_text("Aquele numero tem prublema, o valor manda neste 841234567 nome: Ana Silva")
    assert "TEXT_OWN_ACCOUNT_PROBLEM" in {s.id for s in result.signals}


@pytest.mark.parametrize(
    "text",
    [
        # a number typed short of digits reaches no wallet, whatever the word before it
        "Peço para enviar o valor neste numero 8412345, vem em nome de Ana",
        # "no" is the preposition here, and the wallet is the sender's own
        "Envie o valor no meu M-Pesa, obrigado. Ana",
        # a name the reader is asked for, not the one the money reaches
        "Para a previsão do tempo, escreve o nome da tua cidade. Dúvidas: 841234567",
        # a past transfer told, not asked for
        "Confirmado XYZ98. Transferiste 500.00MT para 841234567 - ANA SILVA aos 12/3/24.",
    ],
)
def test_chat_and_notices_sharing_the_words_stay_below_suspicious(text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (result.score, [s.id for s in result.signals])
    assert "TEXT_COMBO_MONEY_TO_NAME" not in {s.id for s in result.signals}


BALANCE_SEIZED = {
    "pt": "Confirmado XY12. O saldo da sua carteira ficou retido pelo operador. Saldo disponível: 0,00 MT",
    "en": "Confirmed QX12. Your wallet balance has been held by the operator. Your new balance is 0.00",
    "es": "Confirmado. Tu saldo ha sido retenido por el operador. Nuevo saldo: 0,00",
    "fr": "Confirmé. Votre solde a été bloqué par l'opérateur. Nouveau solde : 0,00 EUR",
    "de": "Bestätigt. Ihr Guthaben wurde vom Betreiber eingefroren. Neues Guthaben: 0,00 EUR",
    "it": "Confermato. Il tuo saldo è stato bloccato dall'operatore. Nuovo saldo: 0,00 EUR",
    "nl": "Bevestigd. Uw saldo is geblokkeerd door de operator. Nieuw saldo: 0,00 EUR",
}


@pytest.mark.parametrize("code", sorted(BALANCE_SEIZED))
def test_a_notice_that_the_whole_balance_was_held_is_suspicious(code: str) -> None:
    result = check_text(BALANCE_SEIZED[code])
    assert result.score >= SUSPICIOUS, (code, result.score, [s.id for s in result.signals])
    assert result.message_type != "transaction_alert" or "TEXT_GENUINE_TRANSACTION_ALERT" not in {
        s.id for s in result.signals
    }


@pytest.mark.parametrize(
    "notice",
    [
        "Confirmado AB12. Pagaste 500.00MT a LOJA X. Ficaste com 0.00MT de saldo na conta M-Pesa.",
        "Your card ending 1234 has been blocked at your request. Available balance: 0.00",
        "Payment of 120.00 is on hold until it clears. Balance: 35.10",
    ],
)
def test_a_zero_balance_or_a_blocked_card_alone_is_no_seizure(notice: str) -> None:
    result = check_text(notice)
    assert "TEXT_BALANCE_SEIZED" not in {s.id for s in result.signals}


@pytest.mark.parametrize(
    "text",
    [
        "Manda o valor para este número 841234567 Ana Silva",
        "Aquele valor manda neste nr 841234567 (ANA SILVA)",
        # the verb and the number apart, the name said in words
        "841234567, vem em nome de Ana Silva. Manda agora",
    ],
)
def test_the_name_beside_the_number_or_the_verb_apart_still_makes_the_shape(text: str) -> None:
    result = check_text(text)
    assert "TEXT_COMBO_MONEY_TO_NAME" in {s.id for s in result.signals}, [s.id for s in result.signals]
    assert result.score >= SUSPICIOUS


def test_a_name_beside_the_senders_own_wallet_is_no_redirect() -> None:
    result = check_text("Envie o valor no meu M-Pesa 841234567 Ana Silva")
    assert not {"TEXT_MONEY_TO_NUMBER", "TEXT_NAME_BESIDE_NUMBER"} & {s.id for s in result.signals}
    assert result.score < CAUTION


SENT_BY_MISTAKE = {
    "pt": "Enviei-te 1500MT por engano, por favor devolve para este número 841234567",
    "en": "Sorry, I sent you 50 by mistake, please send it back to 07700 900123",
    "es": "Te envié 200 euros por error, devuélvemelo por favor al 612 345 678",
    "fr": "Je vous ai envoyé 150 euros par erreur, merci de me les renvoyer au 06 12 34 56 78",
    "de": "Ich habe Ihnen versehentlich 150 Euro überwiesen, bitte zurücküberweisen an DE12 3456 7890 1234 5678 90",
    "it": "Ti ho inviato 150 euro per errore, per favore restituiscili al 333 123 4567",
    "nl": "Ik heb per ongeluk 150 euro overgemaakt, wil je het terugstorten naar 06 12345678?",
}


@pytest.mark.parametrize("code", sorted(SENT_BY_MISTAKE))
def test_money_sent_by_mistake_to_be_sent_back_to_a_number_is_suspicious(code: str) -> None:
    result = check_text(SENT_BY_MISTAKE[code])
    assert result.score >= SUSPICIOUS, (code, result.score, [s.id for s in result.signals])


def test_an_honest_mistake_with_no_number_stays_below_caution() -> None:
    result = check_text("Sorry, I sent you 50 by mistake, please send it back")
    assert result.score < CAUTION


def test_a_bank_claim_with_the_number_to_call_under_its_label_is_suspicious() -> None:
    result = check_text("Caro cliente, a sua conta bancária foi cativa por migração. Ligue-nos já. Cel: 861234567")
    assert "PT_CALL_BACK" in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS


def test_english_bank_details_sent_to_be_paid_are_not_the_redirect() -> None:
    """An English text giving one's own account "to transfer to", with its account name, is how people
    are paid; the fallback that reads a Portuguese send verb anywhere leaves "transfer" to it."""
    result = check_text("Pls transfer the balance today. 0123456789 First Bank, account name: John Okafor")
    assert "TEXT_COMBO_MONEY_TO_NAME" not in {s.id for s in result.signals}
    assert result.score < SUSPICIOUS
