"""Español: the result texts for Spanish messages, in the formal "usted" of official notices."""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

_CONTACT = (
    "Contacte usted mismo con la entidad por su app o web oficial, o por el teléfono que figura en su tarjeta "
    "o factura."
)

LOCALE = Locale(
    code="es",
    name="Español",
    # Not "se" (Hindi and Hinglish), "ya" or "no" (English chat).
    stopwords=words(
        """
        el los las del al y que por para con sin su sus mi mis tus le les lo nos es esta estan este estos
        estas ese esa eso son han hemos sido muy mas pero como cuando donde porque hola gracias usted ustedes
        hoy manana aqui tambien todo todos nuestro nuestra nuestros fue era hay puede pueden debe tiene
        tienen hacer senor senora estimado estimada cliente cuenta pago envio paquete numero codigo ahora
        una unos unas la de en un recibido concepto vale bueno besos quieres puedes tengo estoy vamos nada
        lunes martes miercoles jueves viernes sabado domingo
        enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
        """
    ),
    letters="ñ¿¡",
    levels={
        "high": ("Riesgo alto", "Tiene señales claras de estafa. No responda, no haga clic, no llame ni pague."),
        "suspicious": (
            "Sospechoso",
            "Tiene varias señales de alerta de estafa. Compruébelo por otra vía antes de actuar.",
        ),
        "caution": (
            "Precaución",
            "Tiene algunas señales de alerta. Tenga cuidado antes de hacer clic, responder o pagar.",
        ),
        "clear": (
            "No encontramos señales de alerta",
            "No encontramos las señales de alerta habituales, pero ninguna comprobación demuestra que un mensaje sea "
            "auténtico.",
        ),
    },
    disclaimer=(
        "Esta es una evaluación automática del riesgo basada en señales de alerta, no una prueba en ningún sentido. "
        "Un mensaje puede parecer normal y aun así ser una estafa; ante la duda, contacte con la entidad a través "
        "de su web o app oficial."
    ),
    this={"text": "este mensaje", "url": "este enlace", "image": "esta captura de pantalla"},
    summary_clear="No encontramos señales de alerta habituales en {this} (puntuación {score}/100). No es una garantía.",
    summary_minor="Solo encontramos señales leves en {this} (puntuación {score}/100). Manténgase alerta de todos "
    "modos.",
    summary_signs="{level} ({score}/100): en {this} hay {count} {signs} (categoría: {category}). Las principales: "
    "{top}.",
    sign_words=("señal de alerta", "señales de alerta"),
    do_not_act="No haga clic en enlaces, no responda, no llame a números ni pague nada que venga de este mensaje.",
    already_paid="Si ya pagó o dio sus datos, llame ahora a su banco y denuncie la estafa.",
    categories={
        "delivery": (
            "Estafa de paquetería",
            (
                "Correos y las empresas de mensajería no cobran tasas por SMS; consulte el envío en su web oficial.",
                "No introduzca los datos de su tarjeta en una página a la que llegó desde un SMS de envío.",
            ),
        ),
        "toll": ("Estafa de peajes", ("Compruebe cualquier peaje pendiente en la web o app oficial del operador.",)),
        "bank": (
            "Suplantación de un banco",
            (
                "Su banco nunca le pedirá su PIN, su contraseña ni un código de un solo uso por mensaje o teléfono.",
                _CONTACT,
            ),
        ),
        "government": (
            "Suplantación de Hacienda u otro organismo",
            (
                "La Agencia Tributaria y los organismos públicos no piden pagos por SMS, tarjetas regalo ni cripto.",
                "Busque usted mismo la sede electrónica oficial en lugar de usar el enlace del mensaje.",
            ),
        ),
        "account": (
            "Robo de cuentas (phishing)",
            (
                "No inicie sesión desde un enlace recibido; abra la app o escriba la dirección usted mismo.",
                "Si ya escribió su contraseña, cámbiela ahora y active la verificación en dos pasos.",
            ),
        ),
        "prize": (
            "Estafa de premios o sorteos",
            ("No se puede ganar un sorteo en el que no participó, y un premio real nunca exige pagar una tasa.",),
        ),
        "investment": (
            "Estafa de inversión",
            ("Las rentabilidades garantizadas o muy altas son una señal de alerta; consulte la entidad en la CNMV.",),
        ),
        "crypto": (
            "Estafa con criptomonedas",
            ("Un pago en cripto casi nunca se recupera; no envíe cripto a quien solo conoce por internet.",),
        ),
        "job": (
            "Falsa oferta de empleo o de tareas",
            ("Ninguna empresa real le paga por dar «me gusta» o valorar productos, ni le cobra por empezar.",),
        ),
        "romance": (
            "Estafa romántica o de amistad",
            ("No envíe nunca dinero ni regalos a alguien que no conoce en persona, sea cual sea el motivo.",),
        ),
        "family": (
            "Estafa del número nuevo de un familiar",
            ("Llame a su familiar al número que ya tenía antes de enviar dinero.",),
        ),
        "tech_support": (
            "Falso soporte técnico",
            (
                "No llame a números de ventanas emergentes ni de mensajes, y no deje que un desconocido controle su "
                "equipo.",
            ),
        ),
        "marketplace": (
            "Estafa en compraventa online",
            ("Mantenga el pago y el chat dentro de la plataforma; no siga enlaces para «recibir» un pago.",),
        ),
        "invoice": (
            "Factura o renovación falsa",
            ("No llame al número de una factura inesperada; compruebe su cuenta en la web oficial.",),
        ),
        "sextortion": (
            "Sextorsión o chantaje",
            (
                "No pague ni responda; estos mensajes se envían en masa y las amenazas son un farol.",
                "Cambie la contraseña que cite el mensaje y denúncielo.",
            ),
        ),
        "advance_fee": (
            "Fraude de pago por adelantado",
            ("Nadie regala grandes sumas a desconocidos; pedir una tasa para liberar dinero es señal de estafa.",),
        ),
        "charity": (
            "Falsa campaña solidaria",
            ("Done a través de la web de la propia ONG y compruebe que está registrada.",),
        ),
        "general": (
            "Señales de alerta generales",
            ("No haga clic, no responda, no llame ni pague hasta comprobarlo por un canal oficial.",),
        ),
        "none": (
            "No encontramos señales de alerta",
            (
                "Ninguna comprobación demuestra que un mensaje sea auténtico; si pide dinero o datos, verifíquelo "
                "aparte.",
            ),
        ),
    },
    link_labels=("Guía: {category}", "Dónde denunciar una estafa", "Cómo funciona esta comprobación"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Con la forma de un aviso de movimiento del banco, sin nada que pulsar, compartir o pagar"
        ),
        "TEXT_GENUINE_OTP": "Con la forma de un SMS con código de un solo uso, sin enlace ni petición de devolverlo",
        "TEXT_GENUINE_DELIVERY": "Un número de seguimiento con un enlace solo al sitio de la empresa de envíos",
        "TEXT_HAS_LINK": "Contiene un enlace",
        "TEXT_LINK_UNEXPLAINED": "Un enlace casi sin texto que diga quién lo envía o por qué",
        "TEXT_LINK_PROMPT": "Le empuja a pulsar un enlace",
        "TEXT_CALL_NUMBER": "Le pide llamar o escribir a un número de teléfono",
        "TEXT_MOVE_TO_APP": "Lleva la conversación a WhatsApp, Telegram u otra app",
        "TEXT_CLAIM_BRAND": "Menciona una empresa o servicio conocido",
        "TEXT_PAY_WALLET": "Contiene la dirección de un monedero de criptomonedas",
        "TEXT_COMBO_TWO_SIGNS": "Dos tipos de señal de alerta juntos",
        "TEXT_COMBO_THREE_SIGNS": "Tres tipos de señal de alerta juntos",
        "TEXT_COMBO_FOUR_SIGNS": "Cuatro o más tipos de señal de alerta juntos",
        "TEXT_NO_ASK": "No pide nada: ni enlace, ni número, ni pago",
        "TEXT_OFFICIAL_LINK": "Solo enlaza a la web propia de la empresa que nombra",
        "TEXT_MONEY_TO_NUMBER": "Pide enviar dinero a un número o cuenta que da el mensaje",
        "TEXT_NAME_ON_ACCOUNT": "Dice a nombre de quién está la cuenta que recibe el dinero",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Dice que su propio número o cuenta tiene un problema",
        "TEXT_COMBO_MONEY_TO_NAME": "Dinero a enviar a un número que da el mensaje, a nombre de otra persona",
        "TEXT_NAME_BESIDE_NUMBER": "Escribe el nombre de una persona junto al número al que pide enviar dinero",
        "TEXT_SENT_BY_MISTAKE": "Dice que le envió dinero por error y se lo pide de vuelta",
        "TEXT_BALANCE_SEIZED": "Aviso de billetera o banco de que todo su saldo fue retenido y está a cero",
        "TEXT_COMBO_SENT_BY_MISTAKE": "Dinero 'enviado por error' que hay que devolver a un número que da el mensaje",
        "TEXT_FEE_DUE": "Dice que su paquete tiene pendiente una tasa de aduana, importación o entrega",
        "EMAIL_GIVEAWAY_LURE_2": "Dos frases típicas de falsos sorteos, encuestas o bonos de casino",
        "EMAIL_GIVEAWAY_LURE_3": "Varias frases típicas de falsos sorteos, encuestas o bonos de casino",
        "EMAIL_GIVEAWAY_LURE_4": "Parece un falso sorteo o encuesta: muchas de sus frases habituales",
    },
    and_word="y",
    do_not_act_no_link="No responda, no devuelva la llamada y no pague nada por este mensaje.",
    do_not_act_link="No abra este enlace, y no escriba sus datos ni pague nada en esa página.",
    score_limit=(
        "Los límites de la puntuación",
        "Las señales suman más de lo que muestra la puntuación: nunca pasa de 100 ni baja de 0.",
    ),
    families={
        "obfuscation": (
            "Letras ocultas o disfrazadas",
            (
                "Algunas palabras llevan caracteres ocultos, letras parecidas de otro alfabeto o espacios raros, un "
                "truco para esquivar los filtros."
            ),
        ),
        "pressure": (
            "Prisa para que actúe",
            "Le mete prisa con un plazo, una amenaza o un aviso, para que actúe sin pensar.",
        ),
        "claim": (
            "Una historia típica de estafa",
            (
                "Dice venir de un banco, una empresa, un organismo público o alguien conocido, o que le esperan "
                "dinero, un premio o un paquete."
            ),
        ),
        "ask": (
            "Una petición de dinero, códigos o datos personales",
            "Le pide pagar, enviar dinero o dar códigos, contraseñas, datos de tarjeta o datos personales.",
        ),
        "payment": (
            "Una forma de pago poco habitual",
            (
                "Quiere que pague con tarjetas regalo, criptomonedas, transferencias o una línea de pago: un dinero "
                "difícil de recuperar."
            ),
        ),
        "channel": (
            "Un empujón hacia un enlace, un número u otra aplicación",
            "Quiere que pulse un enlace, llame o escriba a un número, o pase a otra aplicación, donde sigue la estafa.",
        ),
        "fraud": (
            "Frases de una estafa conocida",
            (
                "Su texto coincide con estafas que se envían a mucha gente a la vez, como falsos premios, herencias o "
                "chantajes."
            ),
        ),
        "combo": (
            "Varias señales que encajan con una estafa conocida",
            "Juntas, sus señales de alerta coinciden con un tipo de estafa habitual.",
        ),
        "sender": (
            "Un remitente que no encaja",
            "El número o la dirección del remitente no encaja con quien el mensaje dice ser.",
        ),
        "link_identity": (
            "Un enlace que imita a una empresa o esconde adónde lleva",
            "La dirección web copia o toma el nombre de una empresa u organismo, o esconde adónde lleva de verdad.",
        ),
        "link_structure": (
            "Un enlace hecho de forma poco habitual",
            (
                "La dirección web está hecha de una forma que los sitios auténticos casi nunca usan, como un número en "
                "lugar de un nombre o una carpeta oculta."
            ),
        ),
        "link_host": (
            "Un enlace a un sitio barato, gratuito u oculto",
            (
                "El enlace lleva a una dirección barata, a un alojamiento gratuito o a un acortador que esconde el "
                "destino."
            ),
        ),
        "dampener": (
            "Señales tranquilizadoras",
            (
                "Algunas cosas se parecen a las de un mensaje auténtico, como enlaces al sitio de la propia empresa. "
                "Bajan la puntuación, pero no prueban nada."
            ),
        ),
        "genuine": (
            "Con la forma de un aviso auténtico",
            (
                "Tiene la forma de una alerta bancaria, un código o un aviso de envío auténticos, sin nada que "
                "pulsar, compartir o pagar. Baja la puntuación, pero no prueba nada: las estafas también copian la "
                "forma."
            ),
        ),
        "ceiling": (
            "Solo el enlace parece raro",
            (
                "Nada en el texto pide, reclama ni amenaza, así que un enlace raro por sí solo cuenta como "
                f"mucho {LURELESS_LINKS_MAX} puntos."
            ),
        ),
        "review": (
            "Una segunda opinión de la revisión por IA",
            "Una revisión opcional por IA leyó el mensaje y cambió la puntuación.",
        ),
        "other": (
            "Otras señales menores",
            "Algunas señales menores; todas están en la lista completa de señales.",
        ),
    },
)
