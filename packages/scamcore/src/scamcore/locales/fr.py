"""Français: the result texts for French messages, in the "vous" of official notices."""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

LOCALE = Locale(
    code="fr",
    name="Français",
    # Not "tu", "ma", "ta" or "mai": Hinglish and Singlish use them too.
    stopwords=words(
        """
        le la les un une des du de au aux et est sont dans pour avec sans sur vous votre vos nous notre
        nos je il elle ils elles ce cette ces qui que ne pas mais ou ete suis etes avez avons sera
        bonjour merci madame monsieur aujourd hui demain ici tres deja aussi leur leurs mon mes ton tes
        cela ca chez veuillez colis compte cliquez lien coucou soir salut bisous oui non rien bien tout
        fait faire peux veux vais viens
        lundi mardi mercredi jeudi vendredi samedi dimanche
        janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre
        """
    ),
    letters="çœêèùâîû",
    levels={
        "high": (
            "Risque élevé",
            "Ce contenu présente des signes nets d'arnaque. Ne répondez pas, ne cliquez pas, n'appelez pas, ne "
            "payez pas.",
        ),
        "suspicious": (
            "Suspect",
            "Ce contenu présente plusieurs signes d'arnaque. Vérifiez par un autre moyen avant d'agir.",
        ),
        "caution": (
            "Prudence",
            "Ce contenu présente quelques signes d'alerte. Soyez prudent avant de cliquer, répondre ou payer.",
        ),
        "clear": (
            "Aucun signe d'alerte trouvé",
            "Nous n'avons trouvé aucun signe d'alerte courant, mais aucune vérification ne prouve qu'un message est "
            "authentique.",
        ),
    },
    disclaimer=(
        "Ceci est une évaluation automatique du risque fondée sur des signes d'alerte, pas une preuve. "
        "Un message peut sembler normal et être une arnaque ; en cas de doute, contactez l'organisme par "
        "son site ou son application officiels."
    ),
    this={"text": "ce message", "url": "ce lien", "image": "cette capture d'écran"},
    summary_clear="Nous n'avons trouvé aucun signe d'alerte courant dans {this} (score {score}/100). Ce n'est pas une "
    "garantie.",
    summary_minor="Nous n'avons trouvé que des signes mineurs dans {this} (score {score}/100). Restez vigilant malgré "
    "tout.",
    summary_signs="{level} ({score}/100) : {this} présente {count} {signs} (catégorie : {category}), dont : {top}.",
    sign_words=("signe d'alerte", "signes d'alerte"),
    do_not_act="Ne cliquez sur aucun lien, ne répondez pas, n'appelez aucun numéro et ne payez rien depuis ce message.",
    already_paid="Si vous avez déjà payé ou donné vos coordonnées, appelez votre banque maintenant et signalez "
    "l'arnaque.",
    categories={
        "delivery": (
            "Arnaque au colis",
            (
                "La Poste, Colissimo et les transporteurs ne réclament pas de frais par SMS ; suivez le colis sur "
                "leur site officiel.",
                "Ne saisissez pas vos coordonnées bancaires sur une page ouverte depuis un SMS de livraison.",
            ),
        ),
        "toll": (
            "Arnaque au péage",
            ("Vérifiez tout péage impayé sur le site ou l'application officiels de l'exploitant.",),
        ),
        "bank": (
            "Usurpation d'une banque",
            (
                "Votre banque ne vous demandera jamais votre code, votre mot de passe ou un code de validation par "
                "message ou téléphone.",
                "Contactez vous-même votre banque par son application, son site ou le numéro au dos de votre carte.",
            ),
        ),
        "government": (
            "Usurpation des impôts ou d'une administration",
            (
                "Les impôts, l'Assurance maladie et l'ANTS ne demandent pas de paiement par SMS, carte cadeau ou "
                "crypto.",
                "Allez vous-même sur le site officiel (impots.gouv.fr, ameli.fr...) au lieu d'utiliser le lien reçu.",
            ),
        ),
        "account": (
            "Hameçonnage de compte",
            (
                "Ne vous connectez pas depuis un lien reçu ; ouvrez l'application ou tapez l'adresse vous-même.",
                "Si vous avez saisi un mot de passe, changez-le maintenant et activez la double authentification.",
            ),
        ),
        "prize": (
            "Arnaque au gain ou à la loterie",
            ("On ne gagne pas à un jeu auquel on n'a pas participé, et un vrai lot ne se paie jamais.",),
        ),
        "investment": (
            "Arnaque à l'investissement",
            ("Un rendement garanti ou très élevé est un signe d'alerte ; consultez les listes noires de l'AMF.",),
        ),
        "crypto": (
            "Arnaque aux cryptomonnaies",
            ("Un paiement en crypto ne se récupère presque jamais ; n'en envoyez pas à quelqu'un connu en ligne.",),
        ),
        "job": (
            "Fausse offre d'emploi ou de missions",
            ("Aucun vrai employeur ne paie pour « liker » ou noter des produits, ni ne fait payer pour commencer.",),
        ),
        "romance": (
            "Arnaque sentimentale ou amicale",
            (
                "N'envoyez jamais d'argent ni de cadeau à quelqu'un que vous n'avez pas rencontré, quelle que soit la "
                "raison.",
            ),
        ),
        "family": (
            "Arnaque au « nouveau numéro » d'un proche",
            ("Appelez votre proche sur le numéro que vous connaissez avant d'envoyer de l'argent.",),
        ),
        "tech_support": (
            "Faux support technique",
            (
                "N'appelez pas les numéros de fenêtres ou de messages, et ne laissez aucun inconnu prendre la main "
                "sur votre ordinateur.",
            ),
        ),
        "marketplace": (
            "Arnaque aux petites annonces",
            (
                "Gardez le paiement et la discussion sur la plateforme ; ne suivez pas de lien pour « recevoir » un "
                "paiement.",
            ),
        ),
        "invoice": (
            "Fausse facture ou faux renouvellement",
            ("N'appelez pas le numéro d'une facture inattendue ; vérifiez votre compte sur le site officiel.",),
        ),
        "sextortion": (
            "Sextorsion ou chantage",
            (
                "Ne payez pas et ne répondez pas ; ces messages sont envoyés en masse et les menaces sont du bluff.",
                "Changez le mot de passe cité dans le message et signalez-le sur cybermalveillance.gouv.fr.",
            ),
        ),
        "advance_fee": (
            "Escroquerie à l'avance de frais",
            (
                "Personne ne donne de grosses sommes à un inconnu ; payer des frais pour débloquer de l'argent est un "
                "signe d'arnaque.",
            ),
        ),
        "charity": (
            "Faux appel aux dons",
            ("Donnez par le site de l'association elle-même et vérifiez qu'elle est bien déclarée.",),
        ),
        "general": (
            "Signes d'alerte généraux",
            (
                "Ne cliquez pas, ne répondez pas, n'appelez pas et ne payez pas avant d'avoir vérifié par un canal "
                "officiel.",
            ),
        ),
        "none": (
            "Aucun signe d'alerte trouvé",
            (
                "Aucune vérification ne prouve qu'un message est authentique ; s'il demande de l'argent ou des "
                "données, vérifiez-le à part.",
            ),
        ),
    },
    link_labels=("Guide : {category}", "Où signaler une arnaque", "Comment fonctionne cette vérification"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Présenté comme une alerte d'opération bancaire, sans rien à cliquer, partager ou payer"
        ),
        "TEXT_GENUINE_OTP": "Présenté comme un SMS de code à usage unique, sans lien ni demande de le renvoyer",
        "TEXT_GENUINE_DELIVERY": "Un numéro de suivi avec un lien vers le seul site du transporteur",
        "TEXT_HAS_LINK": "Contient un lien",
        "TEXT_LINK_UNEXPLAINED": "Un lien presque sans texte pour dire qui l'envoie ni pourquoi",
        "TEXT_LINK_PROMPT": "Vous pousse à cliquer sur un lien",
        "TEXT_CALL_NUMBER": "Vous demande d'appeler ou d'écrire à un numéro",
        "TEXT_MOVE_TO_APP": "Déplace la conversation vers WhatsApp, Telegram ou une autre appli",
        "TEXT_CLAIM_BRAND": "Cite une entreprise ou un service connu",
        "TEXT_PAY_WALLET": "Contient l'adresse d'un portefeuille de cryptomonnaie",
        "TEXT_COMBO_TWO_SIGNS": "Deux types de signes d'alerte ensemble",
        "TEXT_COMBO_THREE_SIGNS": "Trois types de signes d'alerte ensemble",
        "TEXT_COMBO_FOUR_SIGNS": "Quatre types de signes d'alerte ou plus ensemble",
        "TEXT_NO_ASK": "Ne demande rien : ni lien, ni numéro, ni paiement",
        "TEXT_OFFICIAL_LINK": "Renvoie seulement au site de l'entreprise qu'il nomme",
        "TEXT_MONEY_TO_NUMBER": "Demande d'envoyer de l'argent à un numéro ou un compte donné dans le message",
        "TEXT_NAME_ON_ACCOUNT": "Indique au nom de qui est le compte qui reçoit l'argent",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Dit que son propre numéro ou compte a un problème",
        "TEXT_COMBO_MONEY_TO_NAME": "De l'argent à envoyer à un numéro donné, au nom de quelqu'un d'autre",
        "TEXT_NAME_BESIDE_NUMBER": "Écrit le nom d'une personne à côté du numéro où envoyer l'argent",
        "TEXT_SENT_BY_MISTAKE": "Dit vous avoir envoyé de l'argent par erreur et le redemande",
        "TEXT_BALANCE_SEIZED": "Avis de portefeuille ou de banque disant que tout votre solde est bloqué, à zéro",
        "TEXT_COMBO_SENT_BY_MISTAKE": "De l'argent « envoyé par erreur » à renvoyer à un numéro donné dans le message",
        "TEXT_FEE_DUE": "Dit que des frais de douane, d'importation ou de livraison restent dus sur votre colis",
        "EMAIL_GIVEAWAY_LURE_2": "Deux phrases typiques des faux concours, sondages ou bonus de casino",
        "EMAIL_GIVEAWAY_LURE_3": "Plusieurs phrases typiques des faux concours, sondages ou bonus de casino",
        "EMAIL_GIVEAWAY_LURE_4": "Ressemble à un faux concours ou sondage : beaucoup de ses phrases habituelles",
    },
    and_word="et",
    do_not_act_no_link="Ne répondez pas, ne rappelez pas et ne payez rien à cause de ce message.",
    do_not_act_link="N'ouvrez pas ce lien, et ne saisissez aucune donnée et ne payez rien sur cette page.",
    score_limit=(
        "Les limites du score",
        "Les signes additionnés dépassent ce que montre le score : il ne passe jamais au-dessus de 100 ni sous 0.",
    ),
    families={
        "obfuscation": (
            "Des lettres cachées ou déguisées",
            (
                "Certains mots contiennent des caractères invisibles, des lettres d'un autre alphabet qui se "
                "ressemblent ou des espaces bizarres, une ruse pour passer les filtres."
            ),
        ),
        "pressure": (
            "Une pression pour agir vite",
            "Il vous presse avec un délai, une menace ou une alerte, pour que vous agissiez sans réfléchir.",
        ),
        "claim": (
            "Un scénario d'arnaque courant",
            (
                "Il dit venir d'une banque, d'une entreprise, d'une administration ou d'un proche, ou annonce de "
                "l'argent, un lot ou un colis qui vous attend."
            ),
        ),
        "ask": (
            "Une demande d'argent, de codes ou de données personnelles",
            (
                "Il vous demande de payer, d'envoyer de l'argent ou de donner des codes, des mots de passe, votre "
                "carte bancaire ou vos données personnelles."
            ),
        ),
        "payment": (
            "Un moyen de paiement inhabituel",
            (
                "Il veut être payé en cartes cadeaux, en cryptomonnaie, par virement ou par un numéro surtaxé : un "
                "argent presque impossible à récupérer."
            ),
        ),
        "channel": (
            "Une incitation à ouvrir un lien, appeler un numéro ou changer d'appli",
            (
                "Il veut que vous touchiez un lien, appeliez ou écriviez à un numéro, ou passiez sur une autre appli, "
                "où l'arnaque continue."
            ),
        ),
        "fraud": (
            "Les phrases d'une arnaque connue",
            "Son texte ressemble aux arnaques envoyées en masse : faux gains, faux héritages ou chantage.",
        ),
        "combo": (
            "Plusieurs signes qui forment une arnaque connue",
            "Ensemble, ses signes d'alerte correspondent à un type d'arnaque courant.",
        ),
        "sender": (
            "Un expéditeur qui ne correspond pas",
            "Le numéro ou l'adresse de l'expéditeur ne correspond pas à celui que le message prétend être.",
        ),
        "link_identity": (
            "Un lien qui imite une entreprise ou cache sa destination",
            (
                "L'adresse du site copie ou emprunte le nom d'une entreprise ou d'un organisme, ou cache sa vraie "
                "destination."
            ),
        ),
        "link_structure": (
            "Un lien construit de façon inhabituelle",
            (
                "L'adresse du site est construite comme les vrais sites ne le font presque jamais, par exemple un "
                "simple numéro ou un dossier caché."
            ),
        ),
        "link_host": (
            "Un lien vers un site bon marché, gratuit ou masqué",
            (
                "Le lien mène à une adresse bon marché, à un hébergement gratuit ou à un raccourcisseur qui cache la "
                "destination."
            ),
        ),
        "dampener": (
            "Des signes rassurants",
            (
                "Certains éléments ressemblent à ceux d'un vrai message, comme des liens vers le site de l'entreprise. "
                "Ils baissent le score mais ne prouvent rien."
            ),
        ),
        "genuine": (
            "Présenté comme un vrai avis",
            (
                "Il a la forme d'une vraie alerte bancaire, d'un code ou d'un avis de livraison, sans rien à cliquer, "
                "partager ou payer. Cela baisse le score mais ne prouve rien : les arnaques copient aussi la forme."
            ),
        ),
        "ceiling": (
            "Seul le lien paraît bizarre",
            (
                "Rien dans le texte ne demande, ne réclame ni ne menace : un lien bizarre à lui seul compte "
                f"pour {LURELESS_LINKS_MAX} points au plus."
            ),
        ),
        "review": (
            "Un second avis de la relecture par IA",
            "Une relecture facultative par IA a lu le message et a modifié le score.",
        ),
        "other": (
            "D'autres signes moins forts",
            "Quelques signes moins forts ; tous figurent dans la liste complète des signaux.",
        ),
    },
)
