"""Italian: the words that tell the language, and every text a result shows.

The texts address the reader with the polite "Lei", as banks and public offices do.
"""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

_CONTACT = "Contatti l'ente da sé, con l'app o il sito ufficiale o il numero sulla carta o sulla bolletta."

LOCALE = Locale(
    code="it",
    name="Italiano",
    # Function words and everyday words of Italian, most spelt differently in Spanish and Portuguese;
    # the few that Spanish and French list too ("la", "le", "con", "qui") are here as well, so they add
    # to both. Left out: "a", "e", "i", "in", "come", "per", "ho", "ha" (English), "una", "mi", "ma"
    # (Pidgin, Singlish), and "hai", "se", "ne", "lo", "da", "chi", "tu" (Hindi written in Latin
    # letters uses them in nearly every sentence).
    stopwords=words(
        """
        il di che non della delle dello degli dei del nel nella nelle nei negli nello sul sulla sulle sui
        alla alle allo ai agli dal dalla dai dagli gli sono questo questa questi queste quello quella anche
        piu perche abbiamo avete ciao grazie prego suo sua suoi sue tuo tua tuoi tue nostro nostra vostro
        vostra lei lui loro cui gia ancora molto oggi domani ieri entro tramite presso ogni tutto tutti tutte
        fare fatto puoi posso puo deve devi siamo essere stato stata stati dopo poi adesso subito allora
        quindi ecco dove cosa niente qualcosa bene buongiorno buonasera buona buon sabato domenica lunedi
        martedi mercoledi giovedi venerdi settimana mese ore gentile scusa sto stai vuoi voglio sai dimmi
        fammi ci vi codice conto pacco spedizione consegna messaggio bonifico bolletta servizio con salve
        giorno miei vedere trovi trova nessuno un su al era cliente numero qui quando la le ti mai ricordiamo
        ricorda informiamo comunichiamo uno vinto complimenti
        """
    ),
    letters="èìò",
    levels={
        "high": ("Rischio alto", "Ha segnali forti di truffa. Non risponda, non clicchi, non chiami e non paghi."),
        "suspicious": ("Sospetto", "Ha diversi segnali tipici delle truffe. Verifichi in altro modo prima di agire."),
        "caution": (
            "Attenzione",
            "Ha alcuni segnali d'allarme. Faccia attenzione prima di cliccare, rispondere o pagare.",
        ),
        "clear": (
            "Nessun segnale d'allarme",
            "Non abbiamo trovato i segnali d'allarme più comuni, ma nessun controllo prova che un"
            " messaggio sia autentico.",
        ),
    },
    disclaimer=(
        "Questa è una valutazione automatica del rischio basata su segnali d'allarme, non una prova. "
        "Un messaggio può sembrare normale ed essere una truffa; nel dubbio, contatti l'ente tramite il suo "
        "sito o la sua app ufficiale."
    ),
    this={"text": "questo messaggio", "url": "questo link", "image": "questo screenshot"},
    summary_clear=(
        "Non abbiamo trovato i segnali d'allarme più comuni in {this} (punteggio {score}/100). Non è una garanzia."
    ),
    summary_minor="Abbiamo trovato solo segnali minori in {this} (punteggio {score}/100). Resti comunque attento.",
    summary_signs="{level} ({score}/100): {this} mostra {count} {signs} (categoria: {category}), tra cui {top}.",
    sign_words=("segnale d'allarme", "segnali d'allarme"),
    do_not_act="Non clicchi link, non risponda, non chiami numeri e non paghi nulla a partire da questo messaggio.",
    already_paid="Se ha già pagato o comunicato dati, contatti subito la sua banca e denunci la truffa.",
    categories={
        "delivery": (
            "Truffa della consegna pacchi",
            (
                "I corrieri non chiedono quasi mai tasse via SMS; controlli il codice di"
                " tracciamento sul sito ufficiale.",
                "Non inserisca i dati della carta in una pagina aperta da un messaggio di consegna.",
            ),
        ),
        "toll": (
            "Truffa dei pedaggi",
            ("Verifichi eventuali pedaggi non pagati sul sito o sull'app ufficiale del gestore, digitati da lei.",),
        ),
        "bank": (
            "Falsa banca",
            (
                "La sua banca non chiede mai PIN, password o codici monouso per messaggio o telefono.",
                _CONTACT,
            ),
        ),
        "government": (
            "Falso ente pubblico o fisco",
            (
                "Agenzia delle Entrate, INPS e gli altri enti non chiedono pagamenti via SMS, carte regalo o cripto.",
                "Cerchi da sé il sito ufficiale dell'ente invece di usare il link del messaggio.",
            ),
        ),
        "account": (
            "Furto di account o di credenziali",
            (
                "Non acceda tramite un link in un messaggio; apra l'app o digiti l'indirizzo da sé.",
                "Se ha già inserito una password, la cambi subito e attivi la verifica in due passaggi.",
            ),
        ),
        "prize": (
            "Truffa del premio o della lotteria",
            ("Non si vince un concorso a cui non si è partecipato, e i premi veri non costano nulla.",),
        ),
        "investment": (
            "Truffa d'investimento",
            ("Rendimenti garantiti o altissimi sono un segnale d'allarme; verifichi la società presso la Consob.",),
        ),
        "crypto": (
            "Truffa con criptovalute",
            ("I pagamenti in cripto non si recuperano quasi mai; non mandi cripto a chi conosce solo online.",),
        ),
        "job": (
            "Truffa del lavoro o dei compiti online",
            ("I veri datori di lavoro non pagano per mettere 'mi piace', né chiedono soldi per cominciare.",),
        ),
        "romance": (
            "Truffa sentimentale o d'amicizia",
            ("Non mandi mai soldi o regali a chi non ha mai incontrato di persona, qualunque sia il motivo.",),
        ),
        "family": (
            "Truffa del familiare con il 'numero nuovo'",
            ("Chiami il suo familiare al numero che conosce già prima di mandare soldi.",),
        ),
        "tech_support": (
            "Falsa assistenza tecnica",
            ("Non chiami numeri da avvisi o messaggi e non lasci mai il controllo del computer a uno sconosciuto.",),
        ),
        "marketplace": (
            "Truffa sui siti di compravendita",
            ("Tenga chat e pagamento dentro la piattaforma; non segua link per 'ricevere' un pagamento.",),
        ),
        "invoice": (
            "Falsa fattura o addebito",
            ("Non chiami il numero di una fattura inattesa; controlli il suo conto sul sito ufficiale.",),
        ),
        "sextortion": (
            "Ricatto o sextortion",
            (
                "Non paghi e non risponda; questi messaggi partono in massa e le minacce sono un bluff.",
                "Cambi ogni password citata nel messaggio e lo segnali alla Polizia Postale.",
            ),
        ),
        "advance_fee": (
            "Truffa dell'anticipo",
            ("Nessuno regala grandi somme a sconosciuti; chiedere una tassa per sbloccare denaro è segno di truffa.",),
        ),
        "charity": (
            "Falsa raccolta fondi",
            ("Doni tramite il sito dell'associazione stessa e ne verifichi la registrazione ufficiale.",),
        ),
        "general": (
            "Segnali d'allarme generali",
            ("Non clicchi, non risponda, non chiami e non paghi prima di aver verificato su un canale ufficiale.",),
        ),
        "none": (
            "Nessun segnale d'allarme",
            ("Nessun controllo prova che un messaggio sia autentico; se chiede soldi o dati, verifichi da sé.",),
        ),
    },
    link_labels=("Guida: {category}", "Dove segnalare una truffa", "Come funziona questo controllo"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Impostato come un avviso di movimento della banca, senza nulla da cliccare, condividere o pagare"
        ),
        "TEXT_GENUINE_OTP": "Impostato come un SMS con codice monouso, senza link né richiesta di rimandarlo",
        "TEXT_GENUINE_DELIVERY": "Un numero di tracciamento con un link solo al sito del corriere",
        "TEXT_HAS_LINK": "Contiene un link",
        "TEXT_LINK_UNEXPLAINED": "Un link quasi senza testo che dica chi lo manda o perché",
        "TEXT_LINK_PROMPT": "Insiste perché clicchi o tocchi un link",
        "TEXT_CALL_NUMBER": "Chiede di chiamare o scrivere a un numero di telefono",
        "TEXT_MOVE_TO_APP": "Porta la conversazione su WhatsApp, Telegram o un'altra app",
        "TEXT_REPLY_TO_ACTIVATE": "Chiede di rispondere perché il link diventi cliccabile",
        "TEXT_SHORTCODE": "Chiede di inviare una parola a un numero breve",
        "TEXT_EMAIL_CONTACT": "Chiede di scrivere a un indirizzo e-mail",
        "TEXT_PAY_WALLET": "Contiene l'indirizzo di un portafoglio di criptovalute",
        "TEXT_CLAIM_BANK": "Dice di venire da una banca o da un emittente di carte",
        "TEXT_CLAIM_GOVERNMENT": "Dice di venire dal fisco o da un ente pubblico",
        "TEXT_CLAIM_COURIER": "Parla di un corriere o di un pacco",
        "TEXT_CLAIM_TOLL": "Dice che ha pedaggi da pagare",
        "TEXT_CLAIM_BRAND": "Nomina un'azienda o un servizio noto",
        "TEXT_COMBO_TWO_SIGNS": "Due tipi di segnale d'allarme insieme",
        "TEXT_COMBO_THREE_SIGNS": "Tre tipi di segnale d'allarme insieme",
        "TEXT_COMBO_FOUR_SIGNS": "Quattro o più tipi di segnale d'allarme insieme",
        "TEXT_OFFICIAL_LINK": "I link portano solo al sito dell'azienda nominata",
        "TEXT_NEVER_SHARE_NOTICE": "Avverte di non condividere mai il codice, come fanno i messaggi autentici",
        "TEXT_CODE_NOTICE": "Le dà un codice monouso invece di chiederlo",
        "TEXT_NO_ASK": "Non chiede nulla: nessun link, numero, pagamento o richiesta",
        "TEXT_PERSONAL_CHAT": "Sembra una chat personale senza nulla da cliccare, chiamare o pagare",
        "TEXT_INVISIBLE_CHARS": "Contiene caratteri invisibili nascosti nel testo",
        "TEXT_MIXED_SCRIPT": "Mescola lettere di altri alfabeti che imitano quelle latine",
        "TEXT_MONEY_TO_NUMBER": "Chiede di mandare soldi a un numero o un conto indicato nel messaggio",
        "TEXT_NAME_ON_ACCOUNT": "Dice a chi è intestato il conto che riceve i soldi",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Dice che il proprio numero o conto ha un problema",
        "TEXT_COMBO_MONEY_TO_NAME": "Soldi da mandare a un numero dato nel messaggio, intestato a un'altra persona",
        "TEXT_NAME_BESIDE_NUMBER": "Scrive il nome di una persona accanto al numero a cui chiede di mandare soldi",
        "TEXT_SENT_BY_MISTAKE": "Dice di averti mandato soldi per errore e li chiede indietro",
        "TEXT_BALANCE_SEIZED": "Avviso di portafoglio o banca che tutto il saldo è stato bloccato ed è a zero",
        "TEXT_COMBO_SENT_BY_MISTAKE": "Soldi 'mandati per errore' da restituire a un numero dato nel messaggio",
        "TEXT_FEE_DUE": "Dice che sul suo pacco restano da pagare dazi, spese di importazione o di consegna",
        "EMAIL_GIVEAWAY_LURE_2": "Due frasi tipiche di falsi concorsi, sondaggi o bonus di casinò",
        "EMAIL_GIVEAWAY_LURE_3": "Diverse frasi tipiche di falsi concorsi, sondaggi o bonus di casinò",
        "EMAIL_GIVEAWAY_LURE_4": "Sembra un falso concorso o sondaggio: molte delle sue frasi abituali",
    },
    and_word="e",
    do_not_act_no_link="Non risponda, non richiami e non paghi nulla a causa di questo messaggio.",
    do_not_act_link="Non apra questo link, e non inserisca dati né paghi nulla su quella pagina.",
    score_limit=(
        "I limiti del punteggio",
        "I segnali sommati superano ciò che mostra il punteggio: non va mai sopra 100 né sotto 0.",
    ),
    families={
        "obfuscation": (
            "Lettere nascoste o camuffate",
            (
                "Alcune parole contengono caratteri invisibili, lettere simili di un altro alfabeto o spazi strani, un "
                "trucco per sfuggire ai filtri."
            ),
        ),
        "pressure": (
            "Fretta di agire",
            "La mette sotto pressione con una scadenza, una minaccia o un avviso, perché agisca senza pensarci.",
        ),
        "claim": (
            "Una storia tipica delle truffe",
            (
                "Dice di venire da una banca, un'azienda, un ente pubblico o una persona che conosce, oppure che la "
                "aspettano soldi, un premio o un pacco."
            ),
        ),
        "ask": (
            "Una richiesta di soldi, codici o dati personali",
            "Le chiede di pagare, mandare soldi o dare codici, password, dati della carta o dati personali.",
        ),
        "payment": (
            "Un modo di pagare insolito",
            (
                "Vuole un pagamento con carte regalo, criptovalute, bonifico o un numero a pagamento: soldi difficili "
                "da recuperare."
            ),
        ),
        "channel": (
            "Una spinta verso un link, un numero o un'altra app",
            "Vuole che tocchi un link, chiami o scriva a un numero o passi a un'altra app, dove la truffa continua.",
        ),
        "fraud": (
            "Frasi di una truffa nota",
            "Il testo somiglia a truffe mandate a molte persone insieme, come finte vincite, eredità o ricatti.",
        ),
        "combo": (
            "Più segnali che formano una truffa nota",
            "Insieme, i segnali d'allarme corrispondono a un tipo di truffa comune.",
        ),
        "sender": (
            "Un mittente che non torna",
            "Il numero o l'indirizzo del mittente non corrisponde a chi il messaggio dice di essere.",
        ),
        "link_identity": (
            "Un link che imita un'azienda o nasconde dove porta",
            (
                "L'indirizzo copia o prende in prestito il nome di un'azienda o di un ente, oppure nasconde dove porta "
                "davvero."
            ),
        ),
        "link_structure": (
            "Un link costruito in modo insolito",
            (
                "L'indirizzo è costruito come i siti veri non fanno quasi mai, per esempio solo un numero o una "
                "cartella nascosta."
            ),
        ),
        "link_host": (
            "Un link a un sito economico, gratuito o nascosto",
            (
                "Il link porta a un indirizzo economico, a un hosting gratuito o a un accorciatore che nasconde la "
                "destinazione."
            ),
        ),
        "dampener": (
            "Segnali rassicuranti",
            (
                "Alcune cose somigliano a quelle di un messaggio vero, come link al sito dell'azienda stessa. "
                "Abbassano il punteggio ma non provano nulla."
            ),
        ),
        "genuine": (
            "Impostato come un avviso vero",
            (
                "Ha la forma di un vero avviso della banca, di un codice o di un avviso di consegna, senza nulla da "
                "cliccare, condividere o pagare. Abbassa il punteggio ma non prova nulla: anche le truffe copiano la "
                "forma."
            ),
        ),
        "ceiling": (
            "Solo il link sembra strano",
            (
                "Nel testo nulla chiede, pretende o minaccia, quindi un link strano da solo conta al massimo "
                f"{LURELESS_LINKS_MAX} punti."
            ),
        ),
        "review": (
            "Un secondo parere della revisione con IA",
            "Una revisione facoltativa con IA ha letto il messaggio e ha cambiato il punteggio.",
        ),
        "other": (
            "Altri segnali più deboli",
            "Alcuni segnali più deboli; sono tutti nell'elenco completo dei segnali.",
        ),
    },
)
