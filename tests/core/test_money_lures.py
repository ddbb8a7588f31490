"""Money sent to someone else's number, fees still owed on a parcel, giveaway lures: the shapes
scored as a whole, in the seven languages, and the genuine notices that share their words."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20

# Invented texts: "send the money to this number, it is in the name of ..." in each language.
MONEY_TO_NAME = {
    "pt": "O meu número tem problema. Aquele valor manda para este número 841 234 567, vem em nome de Ana Silva.",
    "en": "Hi mum, my account has a problem, please send the money to this number 07700 900123, it is in the name "
    "of Jake Smith",
    "es": "Mamá, tengo un problema con mi cuenta. Hazme un Bizum a este número 612 345 678, está a nombre de Laura.",
    "fr": "Maman, mon compte est bloqué, envoie l'argent sur ce numéro 06 12 34 56 78, il est au nom de Julie Martin.",
    "de": "Mama, mein Konto ist gesperrt. Überweise das Geld bitte auf dieses Konto DE12 3456 7890 1234 5678 90, "
    "Inhaber: Anna Weber",
    "it": "Mamma, il mio conto è bloccato. Fammi una ricarica su questa Postepay 5333 1712 3456 7890, è intestata a "
    "Anna Rossi.",
    "nl": "Mam, mijn rekening is geblokkeerd. Maak het geld over naar deze rekening NL12 ABNA 0123 4567 89 op naam "
    "van A. de Vries.",
}


@pytest.mark.parametrize("code", sorted(MONEY_TO_NAME))
def test_money_to_someone_elses_number_is_suspicious_in_every_language(code: str) -> None:
    result = check_text(MONEY_TO_NAME[code])
    assert result.score >= SUSPICIOUS, (code, result.score, [s.id for s in result.signals])
    assert result.category.id == "family"


# The same redirect as people type it: the number and the wallet's name run together, the name the
# wallet will show right after the number, a British account in full with its sort code.
TYPED_AS_SENT = [
    "Ok, pode mandar o valor para este 841234567 M-Pesa vem em nome da Ana Silva",
    "Aquele valor manda para esta conta mpesa nr841234567, vem em nome de Ana Silva",
    "Mano, esse valor manda neste número 841234567 m-pesa vem Ana Silva",
    "Oi, aquele valor manda para esse número 841234567 M-Pesa: Ana Silva",
    "Hi mum, this is my new number. Send the money to this account 12345678 sort code 20-00-00, it's in my "
    "friend's name",
    "Hola mamá, cambié de número. Ese dinero mándalo a este número 612 345 678, está a nombre de Ana García",
]


@pytest.mark.parametrize("text", TYPED_AS_SENT)
def test_the_redirect_as_people_type_it_is_suspicious(text: str) -> None:
    result = check_text(text)
    assert result.score >= SUSPICIOUS, (result.score, [s.id for s in result.signals])


@pytest.mark.parametrize(
    "notice",
    [
        "Confirmado ABC12DEF34. Recebeste 500.00MT de 841234567 - ANA SILVA aos 12/3/24 as 9:15 AM. "
        "O teu novo saldo M-Pesa e 1,105.20MT.",
        "Confirmado XYZ98. Transferiste 500.00MT para 841234567 - ANA SILVA aos 12/3/24. Custo da transacao 5.00MT.",
        "Transferencia de 1.500,00 MZN para a conta movel 849876543 concluida com sucesso em 2019-03-14.",
    ],
)
def test_a_mobile_money_notice_naming_number_and_name_is_no_request(notice: str) -> None:
    result = check_text(notice)
    assert result.score < CAUTION, [s.id for s in result.signals]
    assert not {"TEXT_MONEY_TO_NUMBER", "TEXT_COMBO_MONEY_TO_NAME"} & {s.id for s in result.signals}


def test_a_relative_asking_for_money_to_their_usual_number_is_not_the_redirect() -> None:
    """No number written out, no other name: the redirect's parts are missing."""
    result = check_text("Mãe, manda o valor para o meu número de sempre, obrigado")
    assert not {"TEXT_COMBO_MONEY_TO_NAME", "TEXT_NAME_ON_ACCOUNT"} & {s.id for s in result.signals}


@pytest.mark.parametrize(
    "text",
    [
        "Seu pedido está aguardando o pagamento da taxa de importação! Regularize já.",
        "Your parcel could not be delivered: customs fee outstanding.",
    ],
)
def test_a_parcel_fee_still_owed_is_suspicious_without_a_link(text: str) -> None:
    assert check_text(text).score >= SUSPICIOUS


def test_a_paid_fee_is_no_demand() -> None:
    result = check_text("Your parcel is on its way, the customs fee was paid.")
    assert "TEXT_FEE_DUE" not in {s.id for s in result.signals}


GIVEAWAY = (
    "Herzlichen Glückwunsch!\n\nSie wurden ausgewählt, einen EDEKA Einkaufsgutschein im Wert von 500 € zu "
    "gewinnen. Nehmen Sie an unserer kurzen Umfrage teil: https://umfrage-gewinn.example/s\n\nIhr Geschenk wartet "
    "auf Sie. Diese E-Mail wurde Ihnen als Teilnehmer unseres Kundenprogramms gesendet, und Sie können sich "
    "jederzeit abmelden. " + "Viel Glück und bis bald. " * 20
)


def test_a_giveaway_mail_stacking_its_phrases_is_suspicious() -> None:
    result = check_text(GIVEAWAY)
    assert result.score >= SUSPICIOUS, [s.id for s in result.signals]
    assert any(s.id.startswith("EMAIL_GIVEAWAY_LURE_") for s in result.signals)


def test_a_newsletter_with_one_giveaway_line_stays_below_the_tiers() -> None:
    text = (
        "Our autumn newsletter\n\nNew recipes, a visit to the orchard and the harvest festival dates. "
        "Win a basket of apples at the festival! " + "See you at the market. " * 20
    )
    assert not any(s.id.startswith("EMAIL_GIVEAWAY_LURE_") for s in check_text(text).signals)
