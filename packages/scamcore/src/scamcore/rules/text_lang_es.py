"""Text rules: Spanish. The English families, said the way Spanish scams say them.

Written from the scams reported in Spain (Correos and customs fees, BBVA / Santander / CaixaBank
access alerts, Agencia Tributaria refunds and debts, DGT fines, unpaid motorway tolls, "hola mamá,
este es mi nuevo número", Bizum requests, remote "tasks" paid per day). Phrases are plain text:
no accents (``rules/_lang.py``). Weights, groups and categories come from ``_lang.SLOTS``.
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

FAMILIES: dict[str, Phrases] = {
    "ES_URGENT": Phrases(
        (
            r"urgente(?:mente)?",
            r"inmediata(?:mente)?",
            r"de inmediato",
            r"lo antes posible",
            r"cuanto antes",
            r"ultimo (?:aviso|recordatorio|intento)",
            r"ultima (?:oportunidad|notificacion|advertencia)",
            r"aviso importante",
            r"(?:atencion|aviso|alerta)\s?[:!]",
            r"accion requerida",
            r"no ignore (?:este|esta)",
            r"sin demora",
            r"actue (?:ya|ahora)",
            r"plazas limitadas",
        ),
        "Le mete prisa para que actúe ya",
        ("URGENTE: su paquete está retenido", "Actúe de inmediato para no perder el acceso"),
        ("Mañana hablamos con calma", "La urgencia del asunto se trató en la reunión"),
        "Los estafadores meten prisa para que no piense; tómese su tiempo.",
    ),
    "ES_DEADLINE": Phrases(
        (
            r"(?:dentro de|en un plazo de|en las proximas|antes de) (?:las )?(?:\d{1,2}|veinticuatro|cuarenta y ocho)"
            r" ?(?:horas|h|dias(?: habiles)?)",
            r"en (?:24|48|72) ?(?:horas|h)",
            r"(?:caduca|vence|expira|finaliza)n? (?:hoy|manana|en \d{1,2}|esta noche)",
            r"solo (?:por )?hoy",
            r"antes de (?:medianoche|que sea tarde|que caduque)",
            r"plazo (?:maximo|limite)",
            r"\d{1,2} ?(?:horas|dias) (?:restantes|para (?:pagar|evitar|regularizar))",
        ),
        "Le pone un plazo muy corto",
        ("Pague en 24 horas para evitar recargos", "Su oferta caduca hoy"),
        ("Llego en 10 minutos", "La tienda abre todos los días"),
    ),
    "ES_ACCOUNT_THREAT": Phrases(
        (
            r"(?:cuenta|tarjeta|acceso|servicio|linea|perfil|banca online|banca digital|app)" + _W + "{0,3}"
            r" (?:ha sido|ha quedado|sera|esta|queda|quedara|fue|se ha|se va a)"
            r" (?:temporalmente |definitivamente )?(?:bloquead[ao]|suspendid[ao]|desactivad[ao]|restringid[ao]"
            r"|cancelad[ao]|limitad[ao]|cerrad[ao]|bloquear|suspender|desactivar|cancelar)",
            r"(?:bloqueo|suspension|desactivacion|cierre|cancelacion) (?:definitiv[ao] |temporal )?de (?:su|tu) "
            r"(?:cuenta|tarjeta|acceso|linea|banca)",
            r"(?:para )?evitar (?:el |la |su )?(?:bloqueo|suspension|cierre|cancelacion|desactivacion)",
            r"(?:acceso|actividad|inicio de sesion|movimiento|cargo|operacion|compra|transaccion)(?:es|s)? "
            r"(?:inusual|sospechos[ao]|no autorizad[ao]|no reconocid[ao]|irregular|fraudulent[ao])(?:es|s)?",
        ),
        "Dice que su cuenta o tarjeta está bloqueada o en riesgo",
        ("Su cuenta ha sido bloqueada temporalmente", "Hemos detectado un acceso inusual en su banca online"),
        ("Se me ha acabado la batería", "La tienda está cerrada los domingos"),
        "Compruebe su cuenta abriendo usted mismo la app o la web oficial, no desde el mensaje.",
    ),
    "ES_LEGAL_THREAT": Phrases(
        (
            r"(?:acciones|medidas) legales",
            r"procedimiento (?:judicial|sancionador|de apremio|de embargo)",
            r"orden de (?:detencion|arresto|embargo)",
            r"embargo de (?:su|sus|tu|tus)",
            r"recargos? (?:de apremio|por demora|del \d{1,2} ?%)",
            r"(?:sera|seran|podria ser) (?:sancionad|denunciad|multad|embargad)\w*",
            r"denuncia (?:penal|formal|en su contra|contra usted)",
            r"citacion judicial",
            r"investigacion (?:penal|judicial|en su contra|contra usted)",
            r"evitar (?:sanciones|recargos|multas|el embargo|intereses de demora|una sancion)",
        ),
        "Amenaza con multas, recargos, embargos o acciones legales",
        ("Evite recargos y el embargo de sus cuentas", "Se iniciará un procedimiento sancionador"),
        ("Vimos una serie de abogados anoche", "El juzgado estaba lleno esta mañana"),
        "Hacienda, la DGT y los juzgados no amenazan por SMS ni piden pagar al momento.",
    ),
    "ES_CLAIM_BANK": Phrases(
        (
            r"bbva",
            r"santander",
            r"caixa ?bank",
            r"la caixa",
            r"bankinter",
            r"sabadell",
            r"unicaja",
            r"kutxabank",
            r"abanca",
            r"ibercaja",
            r"openbank",
            r"cajamar",
            r"(?:su|tu) (?:banco|entidad bancaria|entidad)",
            r"banca (?:online|digital|movil|a distancia)",
        ),
        "Dice venir de un banco",
        ("Banca online: nuevo aviso", "Su entidad le informa"),
        ("El banco del parque está recién pintado", "Te espero en el banco de la plaza"),
    ),
    "ES_CLAIM_GOVERNMENT": Phrases(
        (
            r"agencia tributaria",
            r"hacienda",
            r"aeat",
            r"seguridad social",
            r"dgt",
            r"direccion general de trafico",
            r"ministerio de \w+",
            r"sede electronica",
            r"cl@ve",
            r"policia nacional",
            r"guardia civil",
            r"sepe",
            r"tesoreria general",
            r"multa de trafico",
        ),
        "Dice venir de Hacienda, la DGT u otro organismo público",
        ("Sede electrónica: tiene una notificación pendiente", "Guardia Civil: citación"),
        ("Hoy hemos visitado el museo", "El ministro habló ayer en la tele"),
    ),
    "ES_DELIVERY_PROBLEM": Phrases(
        (
            r"(?:paquete|envio|pedido|entrega|mercancia)" + _W + "{0,4} (?:retenid[ao]|en espera|bloquead[ao]"
            r"|detenid[ao]|pendiente de pago|no (?:ha podido|pudo) ser entregad[ao]|no se ha podido entregar)",
            r"(?:no (?:hemos|se ha) podido|imposible) entregar",
            r"intentos? de entrega (?:fallid|sin exito)\w*",
            r"(?:tasas?|gastos|derechos|aranceles) (?:de )?(?:aduana|aduaneros|envio|reenvio|gestion|entrega)",
            r"direccion (?:incompleta|incorrecta|erronea|no valida)",
            r"(?:confirme|actualice|complete|verifique|confirma|actualiza|completa) (?:su|la|tu) direccion",
            r"(?:programar|reprogramar|reprograme|programe) (?:la |una |su )?(?:nueva )?entrega",
        ),
        "Dice que un envío está retenido o necesita una tasa o su dirección",
        ("Correos: su paquete está retenido por falta de pago", "Su envío no ha podido ser entregado"),
        ("Su pedido está en reparto y llega hoy", "El paquete llegó ayer, gracias"),
        "Consulte el envío con el número de seguimiento en la web oficial de la empresa de mensajería.",
    ),
    "ES_CLAIM_TOLL": Phrases(
        (
            r"peajes?" + _W + r"{0,3} (?:pendientes?|impagad[oa]s?|sin pagar|no pagad[oa]s?|sin abonar)",
            r"(?:deuda|importe|saldo|cargo|pago) (?:de|del|por) (?:peajes?|autopista)",
            r"telepeaje",
            r"via[- ]?t",
        ),
        "Dice que debe un peaje de autopista",
        ("Tiene un peaje pendiente de pago en la AP-7", "Saldo de peaje impagado"),
        ("Fuimos por la autopista y había mucho tráfico", "El peaje de la AP-7 ya es gratis"),
    ),
    "ES_ACCOUNT_ALERT": Phrases(
        (
            r"(?:alerta|aviso) de seguridad",
            r"(?:hemos detectado|se ha detectado|detectamos) (?:un |una )?(?:nuevo |nueva )?(?:acceso|actividad"
            r"|inicio de sesion|intento|movimiento|operacion|cargo)",
            r"nuevo (?:inicio de sesion|acceso|dispositivo)",
            r"dispositivo no (?:reconocido|autorizado|vinculado)",
        ),
        "Parece una alerta de seguridad sobre su cuenta",
        ("Alerta de seguridad: nuevo dispositivo vinculado", "Hemos detectado un inicio de sesión"),
        ("Han puesto alarmas nuevas en el portal", "La seguridad del concierto fue buena"),
    ),
    "ES_DEVICE_SCARE": Phrases(
        (
            r"(?:su|tu) (?:ordenador|equipo|dispositivo|movil|telefono|pc|windows|iphone|ipad|mac|android|portatil)"
            + _W
            + "{0,3} (?:esta|ha sido)"
            r" (?:infectad|hackead|bloquead|comprometid|dañad|pirateado)\w*",
            r"virus (?:detectad|encontrad)\w*",
            r"(?:se han|hemos) detectado (?:\d+ )?(?:virus|malware|troyanos?)",
        ),
        "Dice que su ordenador o móvil está infectado o hackeado",
        ("Su ordenador está infectado con un virus", "Se han detectado 3 virus en su dispositivo"),
        ("Mi ordenador va lento hoy", "Había un virus de gripe en clase"),
    ),
    "ES_CLAIM_CHARGE": Phrases(
        (
            r"(?:se ha|hemos) (?:realizado|efectuado|cargado|procesado|aprobado) (?:un |una |el |la )?(?:cargo"
            r"|transferencia|renovacion)",
            r"(?:suscripcion|membresia|licencia)" + _W + r"{0,3} (?:se ha renovado|ha sido renovad[oa])",
            r"si no (?:reconoce|ha realizado|autorizo|fue usted|ha sido usted)",
        ),
        "Informa de un cargo o compra que quizá no reconozca",
        ("Se ha realizado un cargo de 499,99€ en su tarjeta", "Si no reconoce esta operación, llame"),
        ("Te he pagado la cena", "La compra del súper la hago yo"),
    ),
    "ES_CLAIM_REFUND": Phrases(
        (
            r"(?:reembolso|devolucion|reintegro)" + _W + r"{0,3} (?:pendiente|disponible|aprobad[oa])",
            r"tiene (?:derecho a|pendiente) (?:un |una )?(?:reembolso|devolucion|ayuda|compensacion|indemnizacion)",
            r"(?:ayuda|subsidio|cheque|bono) (?:social|del gobierno|de " + _EUR + ")",
        ),
        "Dice que tiene un reembolso, devolución o ayuda esperándole",
        ("Tiene derecho a un reembolso de 312,50€", "Su devolución está pendiente"),
        ("Le devolví el libro a Marta", "Pedí la devolución del jersey"),
    ),
    "ES_CLAIM_PRIZE": Phrases(
        (
            r"(?:ha|has) (?:sido )?(?:ganado|seleccionad[oa]|elegid[oa]|premiad[oa])",
            r"(?:enhorabuena|felicidades|felicitaciones)[^.!?\n]{0,40}(?:ganad|seleccionad|premi|ganador|elegid)\w*",
            r"premio de " + _EUR,
            r"(?:iphone|samsung|tarjeta regalo|cheque regalo|regalo) gratis",
            r"(?:es|eres|ha sido) (?:el |la )?(?:ganador|ganadora|afortunad[oa])",
        ),
        "Dice que ha ganado un premio, dinero o un regalo",
        ("¡Enhorabuena! Ha sido seleccionado para un iPhone 15", "Ha ganado un premio de 1.000€"),
        ("¡Enhorabuena por el bebé!", "Ganamos el partido ayer"),
    ),
    "ES_JOB_OFFER": Phrases(
        (
            r"(?:trabajo|empleo)" + _W + r"{0,3} (?:desde casa|a tiempo parcial|en remoto|online|a distancia)",
            r"(?:gane|gana|ganar|cobra|cobre|cobrar)" + _W + "{0,2} " + _EUR + _W + r"{0,2} (?:al dia|diarios|por dia"
            r"|a la semana|por hora|por tarea)",
            _EUR + r" (?:al dia|diarios|por dia|por hora|por tarea)",
            r"(?:estamos )?(?:buscando|contratando|seleccionando) (?:personal|personas|candidatos|colaboradores)",
            r"(?:dar|poner) (?:me gusta|likes)",
            r"valorar (?:productos|hoteles|apps|aplicaciones)",
            r"tareas (?:sencillas|online|diarias)",
        ),
        "Ofrece un trabajo o unos ingresos que no ha pedido",
        ("Trabajo a tiempo parcial desde casa", "Gane 300€ al día con tareas sencillas"),
        ("Mañana tengo trabajo hasta tarde", "Busco piso cerca del trabajo"),
    ),
    "ES_INVESTMENT": Phrases(
        (
            r"invier(?:ta|te|tir|ta solo)" + _W + r"{0,4} (?:y )?(?:gane|gana|obtenga|obtener|ganar|reciba)",
            r"rentabilidad(?:es)? (?:garantizad|asegurad|del \d|de hasta|diari)\w*",
            r"(?:beneficios|ganancias|ingresos) (?:garantizad|diarios|pasivos|asegurad)\w*",
            r"(?:plataforma|robot|bot) de (?:inversion|trading)",
            r"trading (?:automatico|con ia|con inteligencia)",
            r"(?:duplicar|multiplicar|doblar) (?:su|tu) (?:dinero|inversion|capital)",
            r"(?:reciba|recibe|obtenga|obtiene|gane|gana)(?: el)? (?:doble|triple)",
        ),
        "Propone una inversión o un plan de trading",
        ("Invierta 250€ y gane 5.000€ al mes", "Rentabilidad garantizada del 30%"),
        ("Invertimos en una casa hace años", "La rentabilidad del piso es baja"),
    ),
    "ES_NEW_NUMBER": Phrases(
        (
            r"(?:este|esto|ese) es (?:mi|el) (?:nuevo )?numero",
            r"mi (?:nuevo numero|numero nuevo)",
            r"(?:(?:he|e) cambiado|cambie) (?:de )?(?:numero|movil|telefono|celular)",
            r"tengo (?:un )?(?:numero nuevo|nuevo numero)",
            r"(?:se me ha|se me|me he) (?:caido|roto|estropeado|perdido|mojado)" + _W + r"{0,3} (?:el |mi )?(?:movil"
            r"|telefono|celular)",
            r"(?:guarda|guardame|guardalo|agrega|apunta) (?:este|mi|el) (?:nuevo )?numero",
            r"mi (?:movil|telefono) (?:se ha roto|se rompio|no funciona|esta roto)",
        ),
        "Dice ser un familiar que escribe desde un número nuevo",
        ("Hola mamá, este es mi nuevo número", "Se me ha caído el móvil al váter", "Mamá, cambié de número"),
        ("Mamá, llego a las 8", "Te paso el número del fontanero"),
    ),
    "ES_ROMANCE": Phrases(
        (
            r"me (?:ha|has) (?:encantado|gustado) (?:tu|su) (?:perfil|foto)",
            r"(?:perdon|disculpa|lo siento)\W{0,2} (?:me he equivocado|numero equivocado|creo que me equivoque)",
            r"(?:eres|es usted) (?:muy )?(?:guapa|guapo|hermosa|atractiv[oa])",
            r"(?:busco|buscando) (?:una )?(?:relacion seria|pareja|amistad sincera)",
        ),
        "Empieza como un desconocido que busca amistad o pareja",
        ("Perdón, me he equivocado de número", "Me ha encantado tu perfil"),
        ("Perdón por el retraso", "Tu foto de la boda es preciosa"),
    ),
    "ES_ASK_CREDENTIALS": Phrases(
        (
            r"(?:introduzca|introduce|facilite|facilitenos|indique|envie|envienos|enviame|dame|dime|pasame|pase"
            r"|confirme|confirma|comparta|compartir|reenvie|reenvia|reenviame|mande|mandame|digame)" + _W + "{0,3}"
            r" (?:el |la |su |tu |sus |tus |los )?(?:codigo|clave|contrasena|pin|cvv|cvc|numero de (?:la )?tarjeta"
            r"|datos (?:de (?:la |su |tu )?tarjeta|bancarios|de acceso)|credenciales|coordenadas|firma electronica)",
        ),
        "Pide un código, PIN, contraseña o el número de su tarjeta",
        ("Introduzca su clave y el código SMS", "Pásame el código que te ha llegado"),
        ("Nunca le pediremos su clave", "El código postal es 28001"),
        "Nadie de confianza le pedirá un código, PIN o contraseña: no lo comparta.",
    ),
    "ES_ASK_VERIFY": Phrases(
        (
            r"(?:verifique|verifica|verificar|confirme|confirma|confirmar|actualice|actualiza|actualizar|valide|valida"
            r"|validar|reactive|reactiva|reactivar|desbloquee|desbloquea|desbloquear|regularice|regulariza"
            r"|regularizar)" + _W + r"{0,2} (?:su|sus|tu|tus|la|el|los) (?:cuenta|datos|identidad|informacion|acceso"
            r"|tarjeta|perfil|metodo de pago|situacion|usuario|dispositivo)",
        ),
        "Le pide verificar, confirmar o actualizar su cuenta o sus datos",
        ("Verifique su identidad aquí", "Actualice sus datos para evitar el bloqueo"),
        ("Nunca le pediremos verificar sus datos por SMS", "Confirmo la reserva del viernes"),
    ),
    "ES_ASK_PAYMENT": Phrases(
        (
            r"(?:pague|pagar|abone|abonar|realice el pago|efectue el pago|liquide|liquidar|satisfaga|paga|abona)"
            + _W
            + r"{0,4} (?:la tasa|las tasas|el importe|la deuda|la multa|el peaje|el cargo|la cantidad|el recargo"
            r"|los gastos|" + _EUR + ")",
            r"pendientes? de pago",
            r"(?:multa|sancion|deuda|peaje)s? (?:pendientes?|no pagadas?|impagadas?|sin pagar)",
            r"(?:pago|abono) (?:pendiente|requerido|necesario) de " + _EUR,
            r"(?:tasa|tasas|importe|gastos|coste|deuda) de " + _EUR,
            r"(?:comision|tasa|cuota) de (?:activacion|retirada|desbloqueo|liberacion|verificacion)",
        ),
        "Le pide pagar una tasa, multa, peaje o deuda",
        (
            "Pague la tasa de 1,99€ para recibir su paquete",
            "Tiene una multa pendiente de pago",
            "Tienes una multa no pagada",
        ),
        ("Nunca le pediremos pagar por SMS", "Ya pagué la cena"),
    ),
    "ES_ASK_MONEY": Phrases(
        (
            r"(?:me (?:puedes|podrias|puede|podria)|puedes|podrias) (?:hacer|mandar|enviar|prestar|transferir|pagar"
            r"|adelantar)"
            + _W
            + r"{0,2} (?:un bizum|una transferencia|dinero|el pago|esta factura|una factura|"
            + _EUR
            + ")",
            r"necesito (?:que me (?:hagas|mandes|prestes|transfieras|pagues)|dinero|pagar (?:una|esta|un))",
            r"(?:hazme|mandame|enviame|prestame) (?:un bizum|una transferencia|dinero|" + _EUR + ")",
            r"te lo devuelvo (?:manana|en cuanto|el lunes|pronto|luego)",
        ),
        "Le pide enviar o transferir dinero",
        ("¿Me puedes hacer una transferencia? Te lo devuelvo mañana", "Necesito pagar una factura urgente"),
        ("Te he mandado las fotos", "Ya te pagué ayer"),
    ),
    "ES_MONEY_TO_NUMBER": Phrases(
        (
            r"(?:envia|envie|enviame|envieme|envialo|envielo|manda|mande|mandame|mandalo|transfiere|transfiera|"
            r"transfiereme|transfierelo|deposita|deposite|ingresa|ingrese|ingresalo|haz(?:me)? (?:un |el )?(?:bizum|"
            r"ingreso|deposito|giro|transferencia))[^.!?\n]{0,40}?(?:a|al|en|para) (?:este|esta|el siguiente|"
            r"la siguiente|mi nuevo|mi nueva|otro|otra) (?:nuevo |nueva )?(?:numero|cuenta|movil|celular|nequi|"
            r"daviplata|yape|iban)",
            r"(?:este|esta|el siguiente|la siguiente) (?:numero|cuenta)[^.!?\n]{0,40}?(?:envia|envie|enviame|manda|"
            r"mande|transfiere|transfiera|deposita|deposite|ingresa|ingrese)",
        ),
        "Pide enviar dinero a un número o cuenta que da el mensaje",
        ("Mamá, ese dinero envíalo a este número 612 345 678", "Hazme un Bizum a este número: 612345678"),
        ("Envíame la foto al móvil", "Te envío el dinero a tu cuenta mañana"),
        "Antes de enviar dinero a un número que da un mensaje, llame a la persona al número que ya conoce.",
    ),
    "ES_ASK_CLAIM": Phrases(
        (
            r"(?:reclame|reclama|reclamar|canjee|canjea|canjear|recoja|recoge|recoger|cobre|cobra|solicite"
            r"|solicita)" + _W + r"{0,2} (?:premio|regalo|reembolso|devolucion|recompensa|bono|dinero)",
        ),
        "Le pide reclamar un premio, regalo o reembolso",
        ("Reclame su premio antes del viernes", "Canjee ya su regalo"),
        ("Recoge a los niños a las 5", "Reclamé la factura del gas"),
    ),
    "ES_LINK_PROMPT": Phrases(
        (
            r"(?:haga|haz|pulse|pulsa|pinche|pincha)(?: \w+){0,2} (?:aqui|clic|click|en el enlace|en este enlace)",
            r"(?:acceda|accede|entre|entra|ingrese|ingresa|visite|visita)" + _W + r"{0,2} (?:al |el |este |en el "
            r"|en este |a traves del )?(?:siguiente )?(?:enlace|link)",
            r"(?:en|a traves de|mediante|desde) (?:el|este) (?:siguiente )?(?:enlace|link)",
            r"siguiente enlace",
        ),
        "Le empuja a pulsar un enlace",
        ("Haga clic aquí para continuar", "Acceda al siguiente enlace"),
        ("Te mando las fotos luego", "El enlace del tren se cortó"),
    ),
    "ES_CALL_BACK": Phrases(
        (
            r"(?:llame|llama|llamar|llamenos|contacte|contacta|comuniquese)" + _W + r"{0,6} (?:al|a este numero|"
            r"al numero|al telefono)(?: \w+)? " + _PHONE,
            r"(?:llame|llamenos|contacte)(?: con nosotros)? (?:de inmediato|urgentemente|cuanto antes)",
        ),
        "Le pide llamar a un número",
        ("Llame al 900 123 456 para cancelar", "Contacte de inmediato con nosotros"),
        ("Llámame cuando llegues", "Llamé a mi madre ayer"),
    ),
    "ES_MOVE_TO_APP": Phrases(
        (
            r"(?:escribame|escribeme|escribenos|contacte|contacta|contactenos|hablemos|agregame|agregueme|anademe"
            r"|sigueme|mandame un mensaje|escriba|escribe|hablamos|seguimos|continuamos)"
            + _W
            + r"{0,3} (?:por|en|a traves de|via|al)"
            r" (?:whatsapp|telegram|signal|wechat|messenger)",
            r"(?:whatsapp|telegram)" + _W + r"{0,2} (?:al|este numero) " + _PHONE,
            r"(?:escrib|habl|contact|agreg|anad|segu|continu|mand)\w*" + _W + r"{0,3} (?:por|en|via|al) (?:whatsapp"
            r"|telegram|signal)",
        ),
        "Lleva la conversación a WhatsApp, Telegram u otra app",
        ("Escríbeme por WhatsApp a este número", "Contacte con nuestro agente en Telegram"),
        ("Te he mandado la foto", "WhatsApp va lento hoy"),
    ),
    "ES_PAY_GIFT_CARD": Phrases(
        (
            r"tarjetas? (?:regalo|de regalo|prepago)(?: de)? (?:google play|itunes|apple|amazon|steam)",
            r"(?:cupon|cupones|tickets?|codigos?) (?:pcs|paysafecard|neosurf|transcash)",
            r"paysafecard",
            r"neosurf",
            r"transcash",
        ),
        "Pide pagar con tarjetas regalo o cupones",
        ("Pague con tarjetas regalo de Google Play", "Compre un cupón PCS de 100€"),
        ("Le regalé una tarjeta para el cine", "Compré un regalo para Ana"),
    ),
    "ES_PAY_CRYPTO": Phrases(
        (
            r"(?:en|con|mediante|a traves de) (?:bitcoin|bitcoins|btc|criptomonedas?|usdt|ethereum|cripto)",
            r"(?:monedero|cartera|wallet) (?:de )?(?:bitcoin|cripto|btc)",
            r"(?:deposito|deposite|invierta|envie|transfiera)" + _W + r"{0,3} (?:en )?(?:bitcoin|btc|usdt|cripto\w*)",
        ),
        "Pide un pago o depósito en criptomonedas",
        ("Envíe el pago en Bitcoin a esta cartera", "Deposite 250 USDT para empezar"),
        ("El bitcoin ha subido, leí", "Mi primo habla siempre de cripto"),
    ),
    "ES_PAY_WIRE": Phrases(
        (
            r"western union",
            r"moneygram",
            r"ria money",
            r"(?<!su )(?<!tu )transferencia (?:urgente|inmediata|internacional)",
            r"(?:haga|realice|envie|mande) (?:una|la) transferencia",
        ),
        "Pide una transferencia o un envío de dinero",
        ("Haga una transferencia inmediata hoy", "Realice una transferencia urgente"),
        (
            "La transferencia de la nómina llegó",
            "Te hice la transferencia del alquiler",
            "Su transferencia inmediata de 50,00 EUR se ha realizado",
        ),
    ),
    "ES_ADVANCE_FEE": Phrases(
        (
            r"(?:herencia|legado|fondos|fortuna)" + _W + r"{0,6} (?:millones|de \d[\d.,]* ?(?:millones|dolares|usd))",
            r"(?:beneficiario|heredero) (?:de|del|legal|unico)",
            r"(?:cliente|pariente) (?:difunto|fallecido)",
            r"(?:transferir|mover|repatriar) (?:los|estos|dichos) fondos",
            r"(?:gastos|tasas?|honorarios) de (?:transferencia|tramitacion|liberacion|notaria)",
        ),
        "Le ofrece parte de una herencia o fondos a cambio de una tasa",
        ("Usted es el beneficiario de una herencia de 4,5 millones", "Pague los gastos de liberación"),
        ("Mi abuela dejó una herencia pequeña", "Recaudamos fondos para el viaje"),
    ),
    "ES_SEXTORTION": Phrases(
        (
            r"(?:grabado|grabacion|video|videos|fotos)[^\n]{0,80}(?:masturb|desnud|porno|intim|comprometed|sexual)\w*",
            r"(?:hackeado|pirateado|infectado|acceso a)" + _W + r"{0,3} (?:su|tu) (?:dispositivo|ordenador|equipo"
            r"|correo|camara)[^\n]{0,200}(?:bitcoin|btc)",
        ),
        "Chantaje: dice tener vídeos comprometidos y pide dinero",
        ("Tengo un vídeo suyo viendo porno", "He hackeado su dispositivo y quiero 1000€ en bitcoin"),
        ("Vimos un vídeo de gatos", "Mi ordenador se estropeó"),
    ),
    "ES_NEVER_ASK": Phrases(
        (
            r"nunca (?:le |te |os )?(?:pediremos|solicitaremos|pedira|solicitara|llamaremos)",
            r"no (?:lo |la )?(?:comparta|compartas|facilite|facilites|des|digas|diga)" + _W + r"{0,4} (?:con nadie"
            r"|a nadie)",
            r"no (?:comparta|compartas|facilite|facilites) (?:este|el|su|tu) (?:codigo|clave|pin)",
        ),
        "Le advierte que no comparta su código, como hacen los SMS auténticos",
        ("Su código es 482913. No lo comparta con nadie.", "Nunca le pediremos su clave"),
        ("Comparte las fotos conmigo", "Dame el código"),
    ),
    "ES_CODE_GIVEN": Phrases(
        (
            r"(?:codigo|clave|pin)" + _W + r"{0,7}(?: es|:) ?\d{4,8}",
            r"\d{4,8} es (?:su|tu) (?:codigo|clave)",
        ),
        "Le da un código de un solo uso en vez de pedírselo",
        ("Su código de verificación es 482913", "482913 es tu código de Bizum"),
        ("Envíenos el código que recibió", "El código de la puerta cambió"),
    ),
}

SHAPES: dict[str, Example] = {
    "ES_COMBO_MONEY_TO_NAME": Example(
        "Dinero a enviar a un número que da el mensaje, a nombre de otra persona",
        ("Mi cuenta tiene un problema, hazme un Bizum a este número 612 345 678, está a nombre de Ana Ruiz",),
        ("Envía el dinero a mi cuenta de siempre, un beso",),
    ),
    "ES_COMBO_DELIVERY": Example(
        "Envío retenido con un enlace, una tasa o una petición de datos",
        ("Su paquete está retenido. Pague aquí: https://example.com/p",),
        ("Su paquete está retenido, volveremos a intentarlo mañana",),
    ),
    "ES_COMBO_TOLL": Example(
        "Peaje impagado con un pago o un enlace",
        ("Tiene un peaje pendiente de pago: https://example.com/t",),
        ("El peaje de la AP-7 ya es gratis, qué bien",),
    ),
    "ES_COMBO_ACCOUNT": Example(
        "Alerta de su cuenta o banco que pide verificar o dar datos",
        ("Su cuenta ha sido bloqueada. Verifique su identidad: https://example.com/v",),
        ("Su cuenta ha sido bloqueada. Acuda a su oficina con el DNI.",),
    ),
    "ES_COMBO_THREAT_LINK": Example(
        "Amenaza a su cuenta o con acciones legales, con un enlace para ello",
        ("Su cuenta ha sido bloqueada temporalmente. Reactívela aquí: https://example.com/r",),
        ("Su cuenta ha sido bloqueada temporalmente; acuda a su oficina con el DNI",),
    ),
    "ES_COMBO_REFUND": Example(
        "Reembolso o ayuda que necesita sus datos o un enlace",
        ("Tiene derecho a un reembolso. Confirme sus datos en https://example.com/r",),
        ("Tiene derecho a un reembolso, me dijo el gestor",),
    ),
    "ES_COMBO_PRIZE": Example(
        "Premio o regalo con una forma de «reclamarlo»",
        ("Ha sido seleccionado. Reclame su premio en https://example.com/g",),
        ("Ha sido seleccionado para el equipo del colegio",),
    ),
    "ES_COMBO_FAMILY": Example(
        "Mensaje de un familiar con «número nuevo» que acaba pidiendo dinero",
        ("Hola mamá, este es mi nuevo número. Necesito pagar una factura hoy",),
        ("Hola mamá, este es mi nuevo número. Nos vemos el domingo",),
    ),
    "ES_COMBO_JOB": Example(
        "Oferta de trabajo que le lleva a un chat, un enlace o un pago",
        ("Trabajo desde casa, escríbenos por WhatsApp",),
        ("Trabajo desde casa los viernes",),
    ),
    "ES_COMBO_INVESTMENT": Example(
        "Inversión que le lleva a un enlace, una app o un pago",
        ("Rentabilidad garantizada. Escríbeme por WhatsApp",),
        ("Rentabilidad garantizada no existe, dijo el profesor",),
    ),
    "ES_COMBO_ROMANCE": Example(
        "Un desconocido o un ligue que le lleva a un chat, un número o un enlace",
        ("Perdón, me he equivocado de número. ¿Hablamos por WhatsApp?",),
        ("Perdón, me he equivocado de número, era para mi hermana",),
    ),
    "ES_COMBO_CALLBACK": Example(
        "Informa de un cargo o virus y le pide llamar a un número",
        ("Se ha realizado un cargo de 499€. Si no reconoce la compra, llame al 900 123 456",),
        ("Se ha realizado un cargo de 12€ en la cafetería",),
    ),
    "ES_COMBO_AUTHORITY_PAYMENT": Example(
        "Un organismo o banco que pide cobrar en tarjetas regalo, cripto o transferencia",
        ("Agencia Tributaria: abone la deuda con tarjetas regalo de Google Play",),
        ("La Agencia Tributaria abre el plazo de la renta en abril",),
    ),
}

RULES: tuple[Rule[TextContext], ...] = language_rules(
    "es", FAMILIES, SHAPES, negation=r"(?:\bno\b|\bnunca\b|\bjamas\b|\bnadie\b|\bsin\b)"
)
