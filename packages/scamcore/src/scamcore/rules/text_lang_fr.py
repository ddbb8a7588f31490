"""Text rules: French. The English families, said the way French scams say them.

Written from the scams reported in France and Belgium (Colissimo / La Poste / Chronopost customs
and redelivery fees, "votre carte Vitale" and ameli refunds, impots.gouv, CPF training credits,
Crit'Air stickers and ANTS fines, bank "conseiller" calls with a validation code, "coucou maman,
c'est mon nouveau numéro", fake police summons). Phrases are plain text: no accents
(``rules/_lang.py``). Weights, groups and categories come from ``_lang.SLOTS``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._lang import Example, Phrases, language_rules
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_W = r"(?: [^\s.!?]+)"  # one more word; used as {0,3} for short gaps
_EUR = r"\d[\d.,]* ?(?:€|eur|euros)"
_PHONE = r"\+?\d[\d .-]{6,14}\d"
_V = r"(?:vous|te|t'|nous|m')"

FAMILIES: dict[str, Phrases] = {
    "FR_URGENT": Phrases(
        (
            r"urgent(?:e|ement)?",
            r"immediat(?:e|ement)?",
            r"sans delai",
            r"des que possible",
            r"au plus vite",
            r"dernier (?:avis|rappel|avertissement)",
            r"derniere (?:relance|chance|notification)",
            r"avis important",
            r"(?:attention|alerte|important)\s?[:!]",
            r"action requise",
            r"ne pas ignorer",
            r"places limitees",
        ),
        "Vous presse d'agir tout de suite",
        ("Dernier rappel avant clôture", "Agissez immédiatement pour garder l'accès"),
        ("On en parle demain tranquillement", "Je suis allée aux urgences pour mon genou, ça va"),
        "Les escrocs vous pressent pour que vous ne réfléchissiez pas ; prenez votre temps.",
    ),
    "FR_DEADLINE": Phrases(
        (
            r"(?:sous|dans les|d'ici|avant) (?:\d{1,2}|24|48|72|vingt-quatre|quarante-huit) ?(?:heures|h|jours"
            r"(?: ouvres)?)",
            r"(?:expire|expirera|prend fin|se termine)(?:nt)? (?:aujourd'hui|ce soir|demain|dans \d{1,2})",
            r"(?:aujourd'hui|ce soir) (?:seulement|uniquement)",
            r"avant (?:minuit|qu'il ne soit trop tard|le \d{1,2})",
            r"delai (?:de \d{1,2}|maximum|imparti)",
        ),
        "Vous impose un délai très court",
        ("Réglez sous 24 heures pour éviter une majoration", "Votre offre expire aujourd'hui"),
        ("J'arrive dans 10 minutes", "La boutique est ouverte tous les jours"),
    ),
    "FR_ACCOUNT_THREAT": Phrases(
        (
            r"(?:compte|carte|acces|service|ligne|profil|espace client|abonnement)" + _W + "{0,3}"
            r" (?:a ete|est|sera|va etre|serait|se trouve)"
            r" (?:temporairement |definitivement |momentanement )?(?:bloque|suspendu|desactive|restreint|limite|resilie"
            r"|ferme|supprime|gele)e?s?",
            r"(?:blocage|suspension|desactivation|fermeture|resiliation|cloture) (?:definitive? |temporaire )?de votre"
            r" (?:compte|carte|acces|ligne|abonnement)",
            r"(?:pour )?eviter (?:le |la |sa |son |toute )?(?:blocage|suspension|fermeture|resiliation|desactivation"
            r"|cloture)",
            r"(?:connexion|activite|operation|paiement|transaction|acces|tentative)s? (?:inhabituel|suspect|frauduleu"
            r"|non autorise|non reconnu|anormal)\w*",
        ),
        "Dit que votre compte ou votre carte est bloqué ou menacé",
        ("Votre compte a été suspendu", "Nous avons détecté une opération suspecte sur votre carte"),
        ("Ma batterie est morte, désolé", "La boutique est fermée le dimanche"),
        "Vérifiez votre compte en ouvrant vous-même l'application ou le site officiel, pas depuis le message.",
    ),
    "FR_LEGAL_THREAT": Phrases(
        (
            r"(?:poursuites?|procedure) (?:judiciaires?|penales?|de recouvrement)",
            r"mandat d'(?:arret|amener)",
            r"convocation (?:judiciaire|au tribunal|au commissariat)",
            r"(?:amende|penalite|majoration)s? (?:forfaitaire|de retard|majoree|supplementaire|de \d)",
            r"(?:huissier|saisie sur salaire|recouvrement force)",
            r"(?:plainte|enquete) (?:penale|contre vous|a votre encontre|vous concernant)",
            r"eviter (?:une |des |la |toute )?(?:majoration|poursuites|penalites|amende|saisie|sanctions)",
            r"(?:pedopornographie|pornographie infantile|exhibitionnisme)",
        ),
        "Menace d'amendes, de majorations, de poursuites ou d'huissier",
        ("Réglez pour éviter une majoration de 10 %", "Des poursuites judiciaires seront engagées"),
        ("On a regardé un film de procès hier", "Le tribunal était bondé ce matin"),
        "Les impôts, l'ANTS et la police ne menacent pas par SMS et ne demandent pas de payer sur-le-champ.",
    ),
    "FR_CLAIM_BANK": Phrases(
        (
            r"credit agricole",
            r"societe generale",
            r"bnp(?: paribas)?",
            r"caisse d'epargne",
            r"banque populaire",
            r"credit mutuel",
            r"lcl",
            r"la banque postale",
            r"boursorama",
            r"cic",
            r"(?:votre|ta) (?:banque|conseiller bancaire|conseillere bancaire|conseiller)",
            r"service (?:fraude|anti-?fraude|securite) de (?:votre|la) banque",
        ),
        "Dit venir d'une banque ou d'un conseiller bancaire",
        ("Service fraude de votre banque : opération à valider", "Votre conseiller vous informe"),
        ("Je me suis assise sur le banc du parc", "La banque alimentaire cherche des bénévoles"),
    ),
    "FR_CLAIM_GOVERNMENT": Phrases(
        (
            r"impots(?:\.gouv)?",
            r"dgfip",
            r"tresor public",
            r"ameli",
            r"assurance maladie",
            r"carte vitale",
            r"caf",
            r"ants",
            r"crit'?air",
            r"cpf",
            r"mon compte formation",
            r"france travail",
            r"pole emploi",
            r"gendarmerie",
            r"police nationale",
            r"amendes\.gouv",
            r"service public",
        ),
        "Dit venir des impôts, d'ameli, de l'ANTS ou d'une autre administration",
        ("Carte Vitale : renouvellement obligatoire", "CPF : vos droits expirent"),
        ("J'ai visité le musée aujourd'hui", "Le ministre a parlé à la télé hier"),
    ),
    "FR_DELIVERY_PROBLEM": Phrases(
        (
            r"(?:colis|envoi|commande|livraison|paquet)" + _W + r"{0,4} (?:bloque|retenu|en attente|en instance"
            r"|suspendu|n'a pas pu etre livre|ne peut pas etre livre|non livre|retourne)e?s?",
            r"(?:nous n'avons pas pu|impossible de) (?:vous )?livrer",
            r"(?:tentative|echec) de livraison",
            r"(?:frais|droits|taxes?) (?:de )?(?:douane|douaniers|livraison|reexpedition|reacheminement|port)",
            r"adresse (?:incomplete|incorrecte|erronee|invalide)",
            r"(?:confirmez|mettez a jour|completez|verifiez|confirmer|mettre a jour) (?:votre|l') ?adresse",
            r"(?:programmer|reprogrammer|planifier) (?:une |la |votre )?(?:nouvelle )?livraison",
            # "please confirm it and collect it": a parcel you never ordered, to collect through a link
            r"(?:veuillez|merci de) (?:le |la |les )?(?:verifier|confirmer) et (?:le |la |les )?(?:recevoir|recuperer)",
        ),
        "Dit qu'un colis est bloqué ou demande des frais ou votre adresse",
        (
            "Colissimo : votre colis est en attente de frais de port",
            "Votre colis n'a pas pu être livré",
            "Un colis vous attend. Merci de le confirmer et le récupérer.",
        ),
        ("Votre commande est en cours de livraison aujourd'hui", "Le colis est arrivé hier, merci"),
        "Suivez le colis avec son numéro sur le site officiel du transporteur.",
    ),
    "FR_CLAIM_TOLL": Phrases(
        (
            r"peages?" + _W + r"{0,3} (?:impayes?|non payes?|non regles?|en attente|en retard)",
            r"(?:solde|montant|facture|passage)s? (?:de |du )?peages?" + _W + r"{0,2} (?:impaye|non regle|en attente)",
            r"(?:flux libre|free flow)",
            r"ulys",
            r"bip ?& ?go",
        ),
        "Dit que vous devez un péage",
        ("Vous avez un péage impayé sur l'A14", "Passage en flux libre non réglé"),
        ("Il y avait du monde au péage ce matin", "On a pris l'autoroute jusqu'à Lyon"),
    ),
    "FR_ACCOUNT_ALERT": Phrases(
        (
            r"(?:alerte|avis|message) de securite",
            r"(?:nous avons|on a) (?:detecte|constate|remarque) (?:une |un )?(?:nouvelle |nouvel "
            r")?(?:connexion|activite"
            r"|tentative|operation|acces)",
            r"nouvel (?:appareil|acces)|nouvelle connexion",
            r"appareil (?:non reconnu|inconnu)",
        ),
        "Ressemble à une alerte de sécurité sur votre compte",
        ("Alerte de sécurité : nouvel appareil", "Nous avons détecté une connexion"),
        ("On a installé une alarme", "La sécurité du concert était bien"),
    ),
    "FR_DEVICE_SCARE": Phrases(
        (
            r"(?:votre|ton) (?:ordinateur|appareil|telephone|pc|mobile|windows|iphone|ipad|mac|android|smartphone)"
            + _W
            + r"{0,3} (?:est|a ete)"
            r" (?:infecte|pirate|bloque|compromis|hacke)e?",
            r"virus (?:detecte|trouve)s?",
            r"(?:nous avons|on a) detecte (?:\d+ )?(?:virus|logiciels? malveillants?|cheval de troie)",
        ),
        "Dit que votre ordinateur ou téléphone est infecté ou piraté",
        ("Votre ordinateur est infecté par un virus", "3 virus détectés sur votre appareil"),
        ("Mon ordi est lent aujourd'hui", "Il y avait un virus de grippe à l'école"),
    ),
    "FR_CLAIM_CHARGE": Phrases(
        (
            r"(?:un |le )?(?:prelevement|debit|renouvellement) de " + _EUR,
            r"(?:abonnement|licence|adhesion)" + _W + r"{0,3} (?:a ete renouvele|sera renouvele|est renouvele)e?",
            r"si vous n'(?:etes|avez) pas (?:a l'origine|effectue|autorise)",
            r"si ce n'est pas vous",
        ),
        "Signale un prélèvement ou un achat que vous ne reconnaissez peut-être pas",
        ("Un prélèvement de 499,99 € va être effectué", "Si vous n'êtes pas à l'origine de cette opération"),
        ("Je t'ai payé le resto", "Les courses, je m'en occupe"),
    ),
    "FR_CLAIM_REFUND": Phrases(
        (
            r"(?:remboursement|avoir|trop-percu)" + _W + r"{0,3} (?:en attente|disponible|en votre faveur)",
            r"(?:vous avez droit|eligible) a (?:un |une )?(?:remboursement|aide|indemnisation|prime)",
            r"(?:aide|prime|cheque) (?:energie|carburant|de l'etat|exceptionnelle)",
            r"(?:droits|solde) cpf",
        ),
        "Dit qu'un remboursement, une aide ou des droits vous attendent",
        ("Vous avez droit à un remboursement de 312,50 €", "Votre remboursement est en attente"),
        ("J'ai rendu le livre à Marie", "J'ai demandé le remboursement du pull"),
    ),
    "FR_CLAIM_PRIZE": Phrases(
        (
            r"(?:vous avez|tu as) (?:ete )?(?:gagne|selectionne|tire au sort)e?",
            r"(?:felicitations|bravo)[^.!?\n]{0,40}(?:gagn|selectionn|tire au sort|lot|cadeau)\w*",
            r"(?:iphone|samsung|carte cadeau|bon d'achat) (?:gratuit|offert)e?",
            r"(?:grand )?gagnant(?:e)? (?:du|de notre|de la)",
        ),
        "Dit que vous avez gagné un lot, de l'argent ou un cadeau",
        ("Félicitations ! Vous avez été sélectionné pour un iPhone 15", "Vous avez gagné un bon d'achat"),
        ("Félicitations pour le bébé !", "On a gagné le match hier"),
    ),
    "FR_JOB_OFFER": Phrases(
        (
            r"(?:travail|emploi|job|poste)"
            + _W
            + r"{0,3} (?:a domicile|depuis chez vous|a temps partiel|en teletravail"
            r"|en ligne|a distance)",
            r"(?:gagnez|gagner|remunere|payee?s?)" + _W + "{0,2} " + _EUR + _W + r"{0,2} (?:par jour|par heure|par"
            r" tache|par semaine)",
            _EUR + r" (?:par jour|par heure|par tache)",
            r"(?:nous )?(?:recrutons|recherchons|embauchons) (?:des )?(?:personnes|candidats|collaborateurs)",
            r"(?:liker|aimer|noter|evaluer) des (?:produits|videos|hotels|applications)",
            r"missions? (?:simples|en ligne|quotidiennes)",
        ),
        "Propose un emploi ou un revenu que vous n'avez pas demandé",
        ("Emploi à temps partiel depuis chez vous", "Gagnez 300 € par jour avec des missions simples"),
        ("Demain je travaille tard", "Je cherche un appart près du boulot"),
    ),
    "FR_INVESTMENT": Phrases(
        (
            r"investi(?:ssez|r)" + _W + r"{0,4} (?:et )?(?:gagnez|recevez|obtenez|touchez)",
            r"rendements? (?:garanti|assure|de \d|jusqu'a|quotidien)\w*",
            r"(?:gains|profits|revenus) (?:garantis|quotidiens|passifs|assures)",
            r"(?:plateforme|robot|bot) de (?:trading|placement|investissement)",
            r"trading (?:automatique|par ia|avec l'ia)",
            r"(?:doubler|multiplier) (?:votre|ton) (?:argent|capital|investissement)",
            r"(?:recevez|recois|obtenez|gagnez) (?:le )?(?:double|triple)",
        ),
        "Propose un investissement ou un plan de trading",
        ("Investissez 250 € et gagnez 5 000 € par mois", "Rendement garanti de 30 %"),
        ("On a investi dans une maison", "Le rendement du livret est faible"),
    ),
    "FR_NEW_NUMBER": Phrases(
        (
            r"(?:c'est|voici) mon (?:nouveau numero|numero)",
            r"c'est moi\W{0,3}(?:mon |j'ai un |avec un )?nouveau numero",
            r"mon nouveau (?:numero|portable|telephone)",
            r"(?:j'ai|j ai) change de (?:numero|portable|telephone)",
            r"(?:mon|ton) (?:telephone|portable|tel) (?:est|s'est) (?:casse|tombe|perdu|en panne|mort)",
            r"(?:enregistre|enregistrez|note|garde) (?:ce|mon) (?:nouveau )?numero",
        ),
        "Dit être un proche qui écrit depuis un nouveau numéro",
        ("Coucou maman, c'est mon nouveau numéro", "Mon téléphone est tombé dans l'eau"),
        ("Maman, j'arrive à 20h", "Je te passe le numéro du plombier"),
    ),
    "FR_ROMANCE": Phrases(
        (
            r"(?:desolee?|pardon|excusez-moi)\W{0,2} (?:je me suis trompee? de numero|mauvais numero|erreur de numero)",
            r"(?:votre|ton) profil m'a (?:plu|interesse|touche)",
            r"(?:tu es|vous etes) (?:tres )?(?:belle|beau|charmante?|magnifique)",
            r"(?:je cherche|a la recherche d') ?(?:une )?(?:relation serieuse|ame soeur|amitie sincere)",
        ),
        "Commence comme un inconnu qui cherche une amitié ou une relation",
        ("Désolée, je me suis trompée de numéro", "Ton profil m'a plu"),
        ("Désolé pour le retard", "Ta photo du mariage est magnifique"),
    ),
    "FR_ASK_CREDENTIALS": Phrases(
        (
            r"(?:saisissez|saisir|entrez|entrer|communiquez|communiquer|indiquez|donnez|donnez-moi|envoyez"
            r"|envoyez-moi|envoie|envoie-moi|transmettez|confirmez|renseignez|renvoie|renvoie-moi|donne-moi)"
            + r"(?:-nous|-moi)?"
            + _W
            + r"{0,3} (?:le |la |les |votre |vos |ton |ta |tes )?(?:code|mot de passe|identifiants?|numero de carte"
            r"|coordonnees bancaires|cryptogramme|pin|informations bancaires|code de validation|code recu)",
        ),
        "Demande un code, un mot de passe ou votre numéro de carte",
        ("Saisissez votre code de validation", "Envoie-moi le code que tu vas recevoir par SMS"),
        ("Ne communiquez jamais votre code", "Le code postal est 75011"),
        "Personne de confiance ne vous demande un code, un PIN ou un mot de passe : ne le donnez pas.",
    ),
    "FR_ASK_VERIFY": Phrases(
        (
            r"(?:verifiez|verifier|confirmez|confirmer|mettez a jour|mettre a jour|actualisez|actualiser|validez"
            r"|valider|reactivez|reactiver|debloquez|debloquer|regularisez|regulariser|certifiez|certifier)"
            + _W
            + r"{0,2} (?:votre|vos|ton|tes|la|le|les|l') ?(?:compte|donnees|identite|informations|acces|carte|profil"
            r"|moyen de paiement|situation|dossier|coordonnees)",
        ),
        "Vous demande de vérifier, confirmer ou mettre à jour votre compte ou vos données",
        ("Vérifiez votre identité ici", "Mettez à jour vos informations pour éviter le blocage"),
        ("Nous ne vous demanderons jamais de vérifier vos données par SMS", "Je confirme la réservation"),
    ),
    "FR_ASK_PAYMENT": Phrases(
        (
            r"(?:payez|payer|reglez|regler|acquittez|acquitter|paye|regle)" + _W + r"{0,4} (?:les frais|la taxe|le"
            r" montant|la somme|l'amende|le peage|le solde|la majoration|" + _EUR + ")",
            r"(?:en attente|en defaut) de (?:paiement|reglement)",
            r"(?:frais|taxe|montant|somme|solde) (?:de|restant de) " + _EUR,
            r"(?:frais|commission) (?:de |d')(?:deblocage|retrait|activation|liberation|dossier)",
        ),
        "Vous demande de payer des frais, une amende, un péage ou un solde",
        ("Réglez les frais de 1,99 € pour recevoir votre colis", "Votre dossier est en attente de paiement"),
        ("Nous ne vous demanderons jamais de payer par SMS", "J'ai déjà payé le resto"),
    ),
    "FR_ASK_MONEY": Phrases(
        (
            r"(?:tu peux|tu pourrais|pourrais-tu|peux-tu|vous pouvez|pourriez-vous) (?:me )?(?:faire|envoyer|preter"
            r"|virer|payer|avancer)"
            + _W
            + r"{0,2} (?:un virement|de l'argent|la facture|cette facture|une facture|"
            + _EUR
            + ")",
            r"(?:j'ai|j ai) besoin (?:que tu me (?:fasses|pretes|vires|payes)|d'argent|de payer (?:une|cette|un))",
            r"(?:fais-moi|envoie-moi|prete-moi|vire-moi) (?:un virement|de l'argent|" + _EUR + ")",
            r"je te (?:rembourse|le rends) (?:demain|des que|lundi|vite|ce soir)",
        ),
        "Vous demande d'envoyer ou de virer de l'argent",
        ("Tu peux me faire un virement ? Je te rembourse demain", "J'ai besoin de payer une facture urgente"),
        ("Je t'ai envoyé les photos", "Je t'ai déjà payé hier"),
    ),
    "FR_MONEY_TO_NUMBER": Phrases(
        (
            r"(?:envoie|envoyez|envoie-moi|envoyez-moi|vire|virez|vire-moi|virez-moi|fais(?:-moi)? (?:un |le )?"
            r"virement|faites(?:-moi)? (?:un |le )?virement|transfere|transferez|depose|deposez|verse|versez)"
            r"[^.!?\n]{0,40}?(?:sur|a|au|vers) (?:ce|cet|cette|le|la|mon nouveau|ma nouvelle|un autre|l'autre) "
            r"(?:nouveau |nouvelle )?(?:numero|compte|rib|iban)",
        ),
        "Demande d'envoyer de l'argent à un numéro ou un compte donné dans le message",
        (
            "Maman, envoie l'argent sur ce numéro 06 12 34 56 78",
            "Fais-moi un virement sur ce compte : FR76 3000 6000 0112",
        ),
        ("Je t'envoie les photos ce soir", "Vérifiez ce numéro avant d'envoyer de l'argent"),
        "Avant d'envoyer de l'argent à un numéro donné par message, appelez la personne au numéro que vous connaissez.",
    ),
    "FR_ASK_CLAIM": Phrases(
        (
            r"(?:reclamez|reclamer|recuperez|recuperer|retirez|retirer|encaissez|profitez de|obtenez|activez)"
            + _W
            + r"{0,2} (?:cadeau|lot|gain|gains|remboursement|recompense|prime|bon|avoir|droits)",
        ),
        "Vous demande de réclamer un lot, un cadeau ou un remboursement",
        ("Réclamez votre cadeau avant vendredi", "Récupérez vos gains maintenant"),
        ("Récupère les enfants à 17h", "J'ai réclamé la facture du gaz"),
    ),
    "FR_LINK_PROMPT": Phrases(
        (
            r"(?:cliquez|clique|appuyez|touchez)" + _W + r"{0,2} (?:ici|sur le lien|sur ce lien)",
            r"(?:rendez-vous|connectez-vous|allez|accedez|rends-toi)" + _W + r"{0,3} (?:sur|via|par) (?:le |ce )?"
            r"(?:lien|site)",
            r"(?:via|par|sur) (?:le|ce) lien(?: ci-dessous| suivant)?",
            r"lien (?:ci-dessous|suivant)",
        ),
        "Vous pousse à cliquer sur un lien",
        ("Cliquez ici pour continuer", "Rendez-vous sur le lien suivant"),
        ("Je t'envoie les photos plus tard", "Le lien entre les deux est évident"),
    ),
    "FR_CALL_BACK": Phrases(
        (
            r"(?:appelez|appeler|contactez|contacter|joignez|rappelez)" + _W + r"{0,6} (?:au|le|ce numero|au numero)"
            r"(?: \w+)? " + _PHONE,
            r"(?:appelez|rappelez|contactez)(?:-nous)? (?:immediatement|rapidement|au plus vite|sans attendre)",
        ),
        "Vous demande d'appeler un numéro",
        ("Appelez le 01 23 45 67 89 pour annuler", "Contactez-nous immédiatement"),
        ("Appelle-moi en arrivant", "J'ai appelé ma mère hier"),
    ),
    "FR_MOVE_TO_APP": Phrases(
        (
            r"(?:ecrivez-moi|ecris-moi|ecrivez-nous|contactez-moi|contactez-nous|contactez|contacte|ajoute-moi"
            r"|ajoutez-moi|parlons|on continue|continuons|discutons|ecris|ecrivez|on parle)" + _W + r"{0,3} (?:sur"
            r"|par|via|en) (?:whatsapp|telegram|signal|messenger)",
            r"(?:whatsapp|telegram)" + _W + r"{0,2} (?:au|ce numero) " + _PHONE,
            r"(?:ecri|contact|ajout|parl|continu|discut|envoi)\w*" + _W + r"{0,3} (?:sur|par|via|en) (?:whatsapp"
            r"|telegram|signal)",
        ),
        "Déplace la conversation vers WhatsApp, Telegram ou une autre appli",
        ("Écris-moi sur WhatsApp à ce numéro", "Contactez notre agent via Telegram"),
        ("Je t'ai envoyé la photo", "WhatsApp rame aujourd'hui"),
    ),
    "FR_PAY_GIFT_CARD": Phrases(
        (
            r"cartes? (?:cadeaux?|prepayees?)(?: de)? (?:google play|itunes|apple|amazon|steam)",
            r"(?:coupons?|tickets?|recharges?|codes?) (?:pcs|paysafecard|neosurf|transcash|toneo)",
            r"paysafecard",
            r"neosurf",
            r"transcash",
            r"toneo",
        ),
        "Demande un paiement en cartes cadeaux ou en coupons",
        ("Payez avec des cartes cadeaux Google Play", "Achetez un coupon PCS de 100 €"),
        ("Je lui ai offert une carte pour le ciné", "J'ai acheté un cadeau pour Anne"),
    ),
    "FR_PAY_CRYPTO": Phrases(
        (
            r"(?:en|par|via) (?:bitcoins?|btc|cryptomonnaies?|crypto-monnaies?|usdt|ethereum|crypto)",
            r"portefeuille (?:bitcoin|crypto|btc)",
            r"(?:deposez|deposer|envoyez|investissez|transferez|versez)" + _W + r"{0,3} (?:en )?(?:bitcoins?|btc|usdt"
            r"|crypto\w*)",
        ),
        "Demande un paiement ou un dépôt en cryptomonnaie",
        ("Envoyez le paiement en Bitcoin à ce portefeuille", "Déposez 250 USDT pour commencer"),
        ("Le bitcoin a monté, j'ai lu", "Mon cousin parle tout le temps de crypto"),
    ),
    "FR_PAY_WIRE": Phrases(
        (
            r"western union",
            r"moneygram",
            r"ria money",
            r"(?<!votre )virement (?:urgent|immediat|instantane|international)",
            r"(?:faites|effectuez|envoyez) (?:un|le) virement",
            r"mandat cash",
        ),
        "Demande un virement ou un transfert d'argent",
        ("Payez par mandat cash", "Effectuez un virement urgent"),
        (
            "Le virement du salaire est arrivé",
            "Je t'ai fait le virement du loyer",
            "Votre virement instantané de 50,00 EUR a été effectué",
        ),
    ),
    "FR_ADVANCE_FEE": Phrases(
        (
            r"(?:heritage|succession|fonds|fortune|somme)" + _W + r"{0,6} (?:millions|de \d[\d.,]* ?(?:millions|dollars"
            r"|usd))",
            r"(?:beneficiaire|heritier) (?:de|du|legal|unique)",
            r"(?:client|parent) (?:defunt|decede)",
            r"(?:transferer|transfert|rapatrier) (?:les|ces|ladite|cette) (?:fonds|somme)",
            r"(?:frais|honoraires) de (?:transfert|dossier|deblocage|notaire|liberation)",
        ),
        "Vous offre une part d'héritage ou de fonds contre des frais",
        ("Vous êtes le bénéficiaire d'un héritage de 4,5 millions", "Réglez les frais de déblocage"),
        ("Ma grand-mère a laissé un petit héritage", "On collecte des fonds pour le voyage"),
    ),
    "FR_SEXTORTION": Phrases(
        (
            r"(?:enregistre|enregistrement|video|videos|photos)[^\n]{0,80}(?:masturb|nu |nue|porno|intime|compromettant"
            r"|sexuel)\w*",
            r"(?:pirate|piratage|hacke|infecte|acces a)" + _W + r"{0,3} (?:votre|ton) (?:appareil|ordinateur|messagerie"
            r"|camera|telephone)[^\n]{0,200}(?:bitcoin|btc)",
        ),
        "Chantage : prétend avoir des vidéos compromettantes et exige de l'argent",
        ("J'ai une vidéo de vous devant un site porno", "J'ai piraté votre ordinateur, payez 1000 € en bitcoin"),
        ("On a regardé une vidéo de chats", "Mon ordinateur est en panne"),
    ),
    "FR_NEVER_ASK": Phrases(
        (
            r"(?:ne vous|ne te) (?:demanderons|demandera|demanderont) jamais",
            r"(?:ne|n') ?(?:le |la )?(?:communiquez|communique|donnez|donne|transmettez|partagez|partage)"
            + _W
            + r"{0,2} (?:jamais|a personne|sous aucun pretexte)",
            r"(?:ne communiquez|ne donnez|ne partagez) (?:jamais )?(?:ce|votre|le) (?:code|mot de passe)",
            r"(?:ne|n') ?(?:le |la |les )?(?:communiquez|donnez|transmettez|partagez)(?: \w+)? pas",
        ),
        "Vous met en garde de ne jamais donner votre code, comme les vrais SMS",
        ("Votre code est 482913. Ne le communiquez à personne.", "Nous ne vous demanderons jamais votre code"),
        ("Partage les photos avec moi", "Donne-moi le code"),
    ),
    "FR_CODE_GIVEN": Phrases(
        (
            r"(?:code|mot de passe|pin)" + _W + r"{0,7}(?: est| :|:) ?\d{4,8}",
            r"\d{4,8} est (?:votre|ton) code",
        ),
        "Vous donne un code à usage unique au lieu de vous le demander",
        ("Votre code de validation est 482913", "482913 est votre code Lydia"),
        ("Envoyez-nous le code reçu", "Le code de la porte a changé"),
    ),
}

SHAPES: dict[str, Example] = {
    "FR_COMBO_MONEY_TO_NAME": Example(
        "De l'argent à envoyer à un numéro donné, au nom de quelqu'un d'autre",
        ("Mon compte est bloqué, envoie l'argent sur ce numéro 06 12 34 56 78, il est au nom de Julie Martin",),
        ("Envoie l'argent sur mon compte habituel, bisous",),
    ),
    "FR_COMBO_DELIVERY": Example(
        "Colis bloqué avec un lien, des frais ou une demande de données",
        ("Votre colis est en attente. Payez ici : https://example.com/p",),
        ("Votre colis n'a pas pu être livré, nouvelle tentative demain",),
    ),
    "FR_COMBO_TOLL": Example(
        "Péage impayé avec un paiement ou un lien",
        ("Vous avez un péage impayé : https://example.com/t",),
        ("Il y avait du monde au péage, on arrive",),
    ),
    "FR_COMBO_ACCOUNT": Example(
        "Alerte de compte ou de banque qui demande de vérifier ou de donner des données",
        ("Votre compte a été suspendu. Vérifiez votre identité : https://example.com/v",),
        ("Votre compte a été suspendu. Passez en agence avec une pièce d'identité.",),
    ),
    "FR_COMBO_THREAT_LINK": Example(
        "Menace sur le compte ou de poursuites, avec un lien pour y remédier",
        ("Votre compte sera suspendu sous 24 heures. Réactivez-le ici : https://example.com/r",),
        ("Votre compte sera suspendu sous 24 heures ; présentez-vous en agence avec un justificatif",),
    ),
    "FR_COMBO_REFUND": Example(
        "Remboursement ou aide qui exige vos données ou un lien",
        ("Vous avez droit à un remboursement. Confirmez vos coordonnées : https://example.com/r",),
        ("Vous avez droit à un remboursement, m'a dit le comptable",),
    ),
    "FR_COMBO_PRIZE": Example(
        "Lot ou cadeau avec un moyen de le « réclamer »",
        ("Vous avez été sélectionné. Réclamez votre cadeau : https://example.com/g",),
        ("Vous avez été sélectionné pour l'équipe du collège",),
    ),
    "FR_COMBO_FAMILY": Example(
        "Message d'un proche au « nouveau numéro » qui finit par demander de l'argent",
        ("Coucou maman, c'est mon nouveau numéro. J'ai besoin de payer une facture",),
        ("Coucou maman, c'est mon nouveau numéro. À dimanche !",),
    ),
    "FR_COMBO_JOB": Example(
        "Offre d'emploi qui vous envoie vers un chat, un lien ou un paiement",
        ("Emploi à domicile, écrivez-nous sur WhatsApp",),
        ("Emploi à domicile le vendredi, c'est pratique",),
    ),
    "FR_COMBO_INVESTMENT": Example(
        "Investissement qui vous envoie vers un lien, une appli ou un paiement",
        ("Rendement garanti. Écris-moi sur WhatsApp",),
        ("Rendement garanti, ça n'existe pas, dit le prof",),
    ),
    "FR_COMBO_ROMANCE": Example(
        "Un inconnu ou une rencontre qui vous envoie vers un chat, un numéro ou un lien",
        ("Désolée, je me suis trompée de numéro. On continue sur WhatsApp ?",),
        ("Désolée, je me suis trompée de numéro, c'était pour ma sœur",),
    ),
    "FR_COMBO_CALLBACK": Example(
        "Signale un prélèvement ou un virus et vous demande d'appeler un numéro",
        ("Un prélèvement de 499 € va être effectué. Si ce n'est pas vous, appelez le 01 23 45 67 89",),
        ("Un prélèvement de 12 € pour la cantine",),
    ),
    "FR_COMBO_AUTHORITY_PAYMENT": Example(
        "Administration ou banque qui veut être payée en carte cadeau, crypto ou virement",
        ("Impots.gouv : réglez l'amende avec des coupons PCS",),
        ("Impots.gouv ouvre la déclaration en avril",),
    ),
}

RULES: tuple[Rule[TextContext], ...] = language_rules(
    "fr", FAMILIES, SHAPES, negation=r"(?:\bne\b|\bn'|\bjamais\b|\bpersonne\b|\bsans\b|\bpas\b)"
)
