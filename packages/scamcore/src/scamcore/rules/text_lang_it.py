"""Italian phrase families: the English families, said the way Italian scams say them (Poste Italiane
and BRT parcels, Autostrade and Telepass tolls, Agenzia delle Entrate and INPS, SPID, "Ciao mamma,
questo è il mio nuovo numero").

Patterns are matched in plain text (accents dropped: "attività" reads "attivita"), so they are
written without accents and match a scam typed either way. Both the polite "Lei" forms ("verifichi",
"clicchi") and the "tu" forms ("verifica", "clicca") are written. Brand names (Poste Italiane,
Intesa Sanpaolo, UniCredit...) are found by the brand table (data/brands.txt) through the English
claim rules; the families here hold the generic wording (a language's slot stays quiet where its
English twin fired, so a claim is never counted twice). Weights, groups and categories come from
the slots in ``_lang``. ``~`` in a pattern is one character of the same sentence (see ``_lang.GAP``).
"""

from __future__ import annotations

from ._lang import Example, Phrases, gapped, language_rules

__all__ = ["RULES"]


_MONEY = r"(?:€ ?\d[\d.,]*|\d[\d.,]* ?(?:€|euro)(?!\w))"
_VERB_SEND = (
    r"(?:invia|invii|inviaci|inviare|manda|mandi|mandaci|mandami|mandare|comunica|comunichi|comunicare|"
    r"comunicaci|fornisci|fornisca|fornire|inoltra|inoltri|rigira|girami|dimmi|detta|detti|condividi|condivida)"
)

FAMILIES: dict[str, Phrases] = {
    "IT_URGENT": gapped(
        (
            r"urgente(?:mente)?",
            r"immediatamente",
            r"subito",
            r"senza (?:ulteriore )?ritardo",
            r"il prima possibile",
            r"ultimo (?:avviso|sollecito|tentativo)",
            r"ultima (?:possibilita|occasione|notifica|comunicazione)",
            r"avviso (?:importante|urgente|finale)",
            r"(?:attenzione|avviso|importante)\s?[:!]",
            r"non ignorare (?:questo|questa|il|la)",
            r"(?:azione|intervento) (?:immediat|urgent|necessari|richiest)[oa]",
        ),
        "La spinge ad agire con urgenza",
        ("URGENTE: il suo pacco è in attesa", "Risponda immediatamente per mantenere il conto"),
        ("Ci vediamo domani a pranzo", "L'urgenza del pronto soccorso era piena"),
        "Chi truffa mette fretta per farla agire senza pensare; si prenda il suo tempo.",
    ),
    "IT_DEADLINE": gapped(
        (
            r"(?:entro|nelle prossime|tra|fra|nel giro di) (?:le )?(?:\d{1,2}|ventiquattro|quarantotto) ?"
            r"(?:h|ore|giorni(?: lavorativi)?)(?!\w)",
            r"entro \d{1,2} ?minuti",
            r"(?:scade|scadra|scadono|termina|terminera) (?:oggi|domani|tra \d{1,2}|entro)",
            r"valid[oa] (?:solo |soltanto )?(?:oggi|fino a oggi|per \d{1,2} ?(?:ore|giorni|h))",
            r"entro (?:la )?mezzanotte",
            r"entro (?:la fine della giornata|fine giornata|oggi|domani)",
            r"(?:solo|soltanto) (?:per )?oggi",
        ),
        "Le dà una scadenza brevissima",
        ("Paghi entro 24 ore per evitare costi", "Offerta valida solo oggi"),
        ("Arrivo tra 20 minuti", "Il negozio è aperto tutto il giorno"),
    ),
    "IT_ACCOUNT_THREAT": gapped(
        (
            r"(?:conto|carta|accesso|servizio|account|profilo|utenza|contratto|abbonamento|spid|identita digitale|"
            r"dispositivo|numero|linea|app)(?!\w)~{0,40}?(?:e|e stato|e stata|sara|verra|viene|risulta|potrebbe essere|"
            r"sono stati|sono state|verranno)(?!\w)~{0,20}?(?:bloccat|sospes|disattivat|limitat|chius|congelat|"
            r"cancellat|revocat|scadut|disabilitat)[oaie]",
            r"(?:per )?evitar(?:e|ne)(?!\w)~{0,25}?(?:il |la |l')?(?:blocco|sospensione|disattivazione|chiusura|"
            r"cancellazione|limitazione|perdita dell'accesso)",
            r"(?:accesso|attivita|operazion[ei]|transazion[ei]|movimento|tentativo di accesso|login)"
            r" (?:anomal|sospett|non autorizzat|insolit|irregolar|fraudolent)[oaie]",
            r"(?:pagamento|addebito|rinnovo)(?!\w)~{0,25}?(?:non (?:e )?(?:andato a buon fine|riuscito|stato "
            r"(?:elaborato|accettato))|rifiutato|respinto|fallito)",
            r"sospensione (?:della fornitura|del servizio|dell'utenza)",
            r"per motivi di sicurezza",
        ),
        "Dice che il suo conto o la sua carta è bloccata, sospesa o a rischio",
        (
            "Il suo conto sarà bloccato oggi",
            "Abbiamo rilevato un accesso anomalo sul suo conto",
            "La sua carta è stata sospesa",
        ),
        ("Il telefono si è scaricato, scusa", "Il negozio è chiuso la domenica"),
        "Controlli il suo conto aprendo l'app o il sito ufficiale, non tramite il messaggio.",
    ),
    "IT_LEGAL_THREAT": gapped(
        (
            r"(?:azion[ei]|provvediment[oi]|procediment[oi]) (?:legal[ei]|giudiziari[oe]?|penal[ei])",
            r"pignoramento",
            r"(?:fermo|ganascia) (?:amministrativo|fiscale)",
            r"mandato di (?:arresto|cattura)",
            r"(?:sara|verra) (?:arrestat|denunciat)[oa]",
            r"(?:sanzion[ei]|mult[ae]|interessi|more|penal[ei]|maggiorazion[ei])(?!\w)~{0,20}?(?:aggiuntiv[ei]|"
            r"applicat[ei]|raddoppiat[oaie]|maggiorat[ei])",
            r"l'importo (?:verra|sara) (?:raddoppiato|maggiorato)",
            r"evitar(?:e|ne)(?!\w)~{0,20}?(?:una |la |le |ulteriori )?(?:sanzion[ei]|mult[ae]|interessi|more|"
            r"penal[ei]|denuncia|procedimento)",
            r"cartella esattoriale",
            r"(?:riscossione|recupero) (?:coattiva|crediti)",
            r"(?:debito|pendenza|insoluto)(?!\w)~{0,10}?(?:a suo nome|scadut[oa]|non pagat[oa])",
        ),
        "Minaccia azioni legali, pignoramenti, multe o recupero crediti",
        ("In assenza di pagamento procederemo al pignoramento", "Verranno applicate sanzioni aggiuntive"),
        ("Abbiamo visto un film sui processi", "La multa del parcheggio è già pagata"),
        "Agenzia delle Entrate, INPS e tribunali non minacciano né chiedono pagamenti per messaggio.",
    ),
    "IT_CLAIM_BANK": gapped(
        (
            r"(?:la sua|la tua|sua|tua|della sua|della tua|dalla sua|dalla tua) banca",
            r"(?:home|internet|mobile) ?banking",
            r"(?:app|applicazione) della banca",
            r"cart[ae] (?:di credito|di debito|bancomat|prepagat[ae])",
            r"(?:suo |tuo )?conto (?:corrente|bancario)",
            r"bancomat",
            r"(?:codice|dispositivo) (?:otp|di sicurezza|token)",
            r"dati bancari",
            r"numero verde",
        ),
        "Dice di venire da una banca o da un emittente di carte",
        ("Gentile cliente, la sua carta di credito richiede attenzione", "Acceda al suo home banking"),
        ("Mi sono seduto sulla panchina del parco", "Ho già pagato il taxi"),
    ),
    "IT_CLAIM_GOVERNMENT": gapped(
        (
            r"(?:entrate[- ])?riscossione",
            r"inail",
            r"equitalia",
            r"ministero (?:dell[ae']|della|del|degli) ?\w+",
            r"guardia di finanza",
            r"polizia (?:locale|municipale|di stato|postale)",
            r"carabinieri",
            r"comune di \w+",
            r"motorizzazione",
            r"pago ?pa",
            r"assegno unico",
            r"codice fiscale",
            r"rimborso (?:fiscale|irpef|730)",
            r"(?:carta d'identita|cie) elettronica",
        ),
        "Dice di venire dall'Agenzia delle Entrate, dall'INPS o da un ente pubblico",
        ("Guardia di Finanza: accertamento in corso", "Ministero della Salute: aggiorni i suoi dati"),
        ("Il primo giorno di scuola è lunedì", "Le entrate del bar sono aumentate"),
    ),
    "IT_DELIVERY_PROBLEM": gapped(
        (
            r"(?:pacco|pacchi|spedizione|spedizioni|consegna|plico|collo|ordine)(?!\w)~{0,60}?"
            r"(?:in giacenza|bloccat[oa]|trattenut[oa]|sospes[oa]|in sospeso|in attesa di (?:pagamento|conferma|"
            r"aggiornamento)|non (?:e stat[oa] |e )?(?:possibile|consegnat[oa]|recapitat[oa])|non siamo riusciti|"
            r"rispedit[oa] al mittente|restituit[oa]|in dogana|fermo (?:presso|in))",
            r"non (?:siamo riusciti|e stato possibile) (?:a )?(?:consegnare|recapitare|effettuare la consegna)",
            r"(?:indirizzo|cap|numero civico)(?!\w)~{0,20}?(?:incomplet|errat|non valid|non corrett|mancant)[oaie]",
            r"(?:spese|costi|tass[ae]) (?:di |della )?(?:spedizione|consegna|riconsegna|giacenza|sdoganamento)",
            r"dazi(?: doganali)?",
            r"(?:diritti|spese|tasse|oneri) doganal[ie]",
            r"(?:nuova|riprogrammare la|ripianificare la) consegna",
            r"tentativo di consegna",
        ),
        "Dice che una consegna è fallita, bloccata o richiede una tassa o un indirizzo",
        (
            "Il suo pacco è in giacenza presso il centro di smistamento",
            "Non siamo riusciti a consegnare la sua spedizione",
            "È richiesto il pagamento dei dazi doganali",
        ),
        ("Il pacco è stato consegnato alla sua porta", "Grazie per la consegna dei fiori"),
        "Segua le spedizioni solo sul sito o sull'app ufficiale del corriere, digitati da lei.",
    ),
    "IT_CLAIM_TOLL": gapped(
        (
            r"pedaggi?o? (?:non pagat|insolut|in sospeso|scadut|arretrat)[oi]",
            r"(?:mancato|omesso) pagamento (?:del|di un) pedaggio",
            r"(?:transit[oi]|passaggi?o?) (?:non pagat|insolut)[oi]",
        ),
        "Dice che ha pedaggi autostradali da pagare",
        ("Risulta un pedaggio non pagato di 6,80€", "Mancato pagamento del pedaggio"),
        ("Il pedaggio era compreso nel prezzo del noleggio", "Buon viaggio!"),
        "Verifichi i pedaggi non pagati sul sito ufficiale del gestore, digitato da lei.",
    ),
    "IT_ACCOUNT_ALERT": gapped(
        (
            r"(?:nuovo) (?:accesso|dispositivo|login)(?!\w)~{0,20}?(?:rilevat|registrat|effettuat)[oa]",
            r"abbiamo (?:rilevato|registrato|notato|riscontrato) (?:un |una |delle |degli )?(?:accesso|tentativ|"
            r"attivita|operazion|moviment|login)",
            r"se non (?:riconosce|riconosci|ha effettuato|hai effettuato|e stato lei|sei stato tu)",
            r"non (?:e stato lei|sei stato tu)\?",
            r"(?:avviso|notifica|allerta) di sicurezza",
            r"(?:mandato|inviato|arrivato) per (?:sbaglio|errore) (?:un |il )?codice",
        ),
        "Sembra un avviso di sicurezza sul suo conto",
        ("Nuovo accesso rilevato da un dispositivo sconosciuto", "Se non riconosce l'operazione, ci contatti"),
        ("L'ho riconosciuta subito al bar", "Eri tu al cinema ieri?"),
    ),
    "IT_DEVICE_SCARE": gapped(
        (
            r"(?:computer|telefono|cellulare|smartphone|dispositivo|pc|iphone|android)(?!\w)~{0,30}?"
            r"(?:infettat|compromess|hackerat|violat)[oa]",
            r"(?:virus|malware|trojan)(?!\w)~{0,20}?(?:rilevat|trovat|individuat)[oi]",
            r"(?:e stato|sono stati) rilevat[oi] (?:un |dei )?(?:virus|malware)",
            r"assistenza (?:tecnica )?(?:microsoft|apple|windows)",
            r"non spegn(?:a|ere) il (?:computer|pc|dispositivo)",
        ),
        "Dice che il suo telefono o computer è infetto o violato",
        ("Il suo computer è stato infettato da un virus", "Chiami l'assistenza Microsoft"),
        ("Lo schermo del telefono si è rotto", "Quest'anno il virus dell'influenza è arrivato presto"),
    ),
    "IT_CLAIM_CHARGE": gapped(
        (
            r"(?:acquisto|pagamento|bonifico|addebito|transazione|operazione|prelievo|ordine) "
            r"(?:di |da )" + _MONEY + r"~{0,40}?(?:effettuat|autorizzat|dispost|approvat|addebitat)[oa]",
            r"(?:e stato|e stata|sono stati) (?:dispost|effettuat|addebitat|autorizzat)[oa] (?:un |una )?"
            r"(?:bonifico|pagamento|addebito|acquisto|prelievo) (?:di |da )" + _MONEY,
            r"(?:€ ?\d[\d.,]*|\d[\d.,]* ?€) (?:sono stati|e stato|sara|verra) (?:addebitat|prelevat)[oi]",
        ),
        "Segnala un addebito o un acquisto che forse non riconosce",
        ("È stato disposto un bonifico di 2.450€ dal suo conto", "Acquisto di 499€ autorizzato sulla sua carta"),
        ("I biglietti costano 20€ l'uno", "Metti in carica il telefono prima di uscire"),
        "Controlli gli addebiti nell'app o sul sito della banca; non chiami numeri del messaggio.",
    ),
    "IT_CLAIM_REFUND": gapped(
        (
            r"(?:rimborso|rimborsi|accredito|bonus|indennizzo|risarcimento|contributo|agevolazione)"
            r"~{0,40}?(?:in sospeso|disponibile|a suo favore|da riscuotere|approvat[oa]|spettante|di " + _MONEY + r")",
            r"(?:ha|hai) diritto (?:a|ad) (?:un |una )?(?:rimborso|bonus|indennizzo|risarcimento|contributo|accredito)",
            r"(?:e|risulta) disponibile (?:un |il )?(?:rimborso|accredito|bonus)",
        ),
        "Dice che un rimborso, bonus o pagamento la sta aspettando",
        ("Lei ha diritto a un rimborso fiscale di 389€", "È disponibile un rimborso a suo favore"),
        ("Il negozio mi ha ridato i soldi ieri", "Il rimborso della cena lo facciamo domani"),
    ),
    "IT_CLAIM_PRIZE": gapped(
        (
            r"(?:congratulazioni|complimenti)(?!\w)~{0,60}?(?:vinto|vincitor[ei]|selezionat|estratt|premio|buono)",
            r"(?:sei stato|sei stata|e stato|e stata|il suo numero e stato|il tuo numero e stato) "
            r"(?:selezionat|estratt|scelt)[oa] (?:per|come|tra)",
            r"(?:hai|ha) vinto (?:un|una|uno|il|la|l'|\d|€)",
            r"(?:premio|buono|buono spesa|carta regalo|gift card|bonus) (?:da|di) " + _MONEY,
        ),
        "Dice che ha vinto un premio, denaro o un regalo",
        ("Congratulazioni! Hai vinto un buono da 500€", "Sei stato selezionato per ricevere un iPhone"),
        ("Abbiamo vinto la partita 3-1", "Lei è la vincitrice della gara di spelling"),
    ),
    "IT_JOB_OFFER": gapped(
        (
            r"(?:offerta|opportunita|proposta|posizione) di (?:lavoro|impiego|collaborazione)",
            r"(?:lavoro|impiego|collaborazione|collaboratori)(?!\w)~{0,15}?(?:part-?time|da casa|da remoto|online|"
            r"flessibil[ei])",
            r"lavor(?:a|are|ando) da casa",
            r"(?:senza|nessuna) esperienza (?:richiesta|necessaria)?",
            r"(?:guadagn[ai]|guadagnare|ricev[ie]|ricevere|otterrai)(?!\w)~{0,30}?" + _MONEY + r"~{0,25}?"
            r"(?:al|a|per|ogni) (?:giorno|ora|settimana|video|task|compito|recensione|like)",
            r"(?:stiamo|siamo) (?:cercando|assumendo|selezionando)",
            r"(?:agenzia|societa) (?:di )?(?:recruiting|reclutamento|selezione del personale|lavoro)",
            r"(?:compiti|lavori|incarichi|attivita) (?:semplici|facili|online)",
            r"lavoro semplice",
            r"(?:metti|mettere|lasciare|lascia) (?:mi piace|like)(?!\w)~{0,30}?(?:video|post|prodott|canal)",
            r"(?:guadagno|entrata|reddito) extra",
        ),
        "Offre un lavoro o un guadagno extra inatteso",
        ("Cerchiamo collaboratori part-time da casa", "Guadagni 300€ al giorno con il telefono"),
        ("Oggi lavoro fino a tardi in ufficio", "Il colloquio di lavoro è andato bene"),
        "Essere pagati per mettere 'mi piace' o recensire è un'esca nota; poi arriva la richiesta di deposito.",
    ),
    "IT_INVESTMENT": gapped(
        (
            r"(?:rendiment[oi]|guadagn[oi]|profitt[oi]|investiment[oi]|interessi) garantit[oi]",
            r"(?:rendiment[oi]|profitt[oi]|guadagn[oi]) (?:giornalier[oi]|settimanal[ei]|del \d{1,3} ?%)",
            r"\d{1,3} ?% (?:a|al|alla|ogni|per) (?:giorno|settimana|mese)",
            r"(?:piattaforma|gruppo|mentor|esperto|esperti|consulente|broker) (?:di |del |per il )?(?:trading|"
            r"investiment[oi]|criptovalut[ae]|bitcoin|forex|cripto)",
            r"(?:trading|investiment[oi]) (?:in|di|con|sulle) (?:bitcoin|criptovalut[ae]|cripto|forex|oro)",
            r"lavoro (?:con|nel settore degli) investimenti",
            r"invest(?:i|ire|a) (?:solo |soltanto )?" + _MONEY,
            r"(?:raddoppia|raddoppiare|moltiplica|moltiplicare) (?:i tuoi |i suoi |il tuo |il suo )?(?:soldi|"
            r"investimento|capitale|denaro)",
            r"recuper(?:a|iamo|are|i) (?:i tuoi |i suoi )?(?:fondi|soldi|denaro|investimenti)",
            r"(?:hai|ha) perso (?:soldi|denaro|fondi)",
        ),
        "Propone un investimento o un sistema di trading",
        ("Rendimenti garantiti del 20% a settimana", "Unisciti alla nostra piattaforma di trading di bitcoin"),
        ("Lo sportello resi è a sinistra", "Ho scambiato la mia bici con una nuova"),
    ),
    "IT_NEW_NUMBER": gapped(
        (
            r"(?:mamma|mamy|mami|papa|papi|nonna|nonno)(?!\w)[^\n]{0,60}?(?:(?:questo|e) (?:e )?il mio "
            r"(?:nuovo )?numero|(?:il mio )?numero nuovo|nuovo numero|ho cambiato numero|(?:telefono|cellulare)"
            r"~{0,20}?(?:rotto|caduto|rubato|perso|smarrito|morto|non funziona)|ho perso il (?:mio )?"
            r"(?:telefono|cellulare))",
            r"(?:ho cambiato numero|(?:questo|e) (?:e )?il mio nuovo numero)(?!\w)[^\n]{0,60}?(?:mamma|papa)",
        ),
        "Dice di essere un familiare che scrive da un numero nuovo",
        ("Ciao mamma, questo è il mio nuovo numero", "Ciao papà, ho cambiato numero"),
        ("La mamma ti saluta, a domenica", "Il mio telefono nuovo è arrivato oggi"),
        "Chiami il suo familiare al numero che conosce già prima di fare qualsiasi cosa.",
    ),
    "IT_ROMANCE": gapped(
        (
            r"(?:credo di |penso di )?(?:aver|avere|ho) sbagliato numero",
            r"numero sbagliato",
            r"(?:ti ricordi|si ricorda) di me",
            r"ci siamo conosciuti (?:a|al|alla|in|su)",
            r"ammirat(?:ore|rice) segret[oa]",
            r"(?:ti va di|vuoi|possiamo) (?:continuare|parlare|sentirci)(?!\w)~{0,25}?(?:whatsapp|telegram)",
        ),
        "Si apre come chat di un 'numero sbagliato' o di chi dice di conoscerla",
        ("Scusa, credo di aver sbagliato numero", "Ti ricordi di me? Ci siamo conosciuti al convegno"),
        ("È questo l'autobus per il centro?", "Mi ricordo il giorno in cui ci siamo andati"),
        "Le chat che iniziano con un 'numero sbagliato' finiscono spesso in truffe d'investimento.",
    ),
    "IT_ASK_CREDENTIALS": gapped(
        (
            r"(?:" + _VERB_SEND + r"|inserisci|inserisca|inserire|digita|digiti|conferma|confermi)(?!\w)~{0,30}?"
            r"(?:codic[ei]|password|pin|cvv|cvc|otp|credenziali|dati della carta|numero della carta)",
            r"codic[ei](?!\w)[^\n]{0,80}?(?:me|ce|melo|celo|me lo|ce lo) (?:puoi|potresti|puo) "
            r"(?:rimandare|rigirare|inoltrare|girare|mandare|inviare)",
        ),
        "Chiede un codice, il PIN, la password o i dati della carta",
        ("Ci invii il codice di 6 cifre che ha ricevuto", "Inserisca i dati della carta e il CVV"),
        ("Il suo codice è 481516. Non comunicarlo a nessuno.", "Non dire mai il tuo PIN a nessuno"),
        "Non comunichi mai un codice, il PIN o la password, chiunque li chieda.",
    ),
    "IT_ASK_VERIFY": gapped(
        (
            r"(?:conferm[ia]|confermare|verific[ahi]|verificare|aggiorn[ai]|aggiornare|convalid[ai]|convalidare|"
            r"riattiv[ai]|riattivare|sblocc[ahi]|sbloccare|complet[ai]|completare|rinnov[ai]|rinnovare|"
            r"regolarizz[ai]|regolarizzare|compil[ai]|compilare)(?: subito| ora| oggi)? (?:i |il |la |le |l')?"
            r"(?:suoi |tuoi |sua |tua |suo |tuo )?(?:dati|identita|account|conto|informazioni|profilo|indirizzo|"
            r"carta|credenziali|posizione|iban|codice fiscale|metodo di pagamento|modulo|accesso|registrazione)",
            r"(?:verifica|conferma|convalida|aggiornamento) (?:e )?(?:obbligatori|necessari|richiest)[oa]",
            r"(?:nome (?:e )?cognome|nome completo)~{0,20}?(?:indirizzo|(?:numero di )?telefono|data di nascita)",
        ),
        "Chiede di confermare, verificare o aggiornare il conto o i suoi dati",
        ("Confermi i suoi dati bancari", "Aggiorna il tuo profilo per continuare"),
        ("Confermate la presenza entro fine mese", "L'orario della riunione è confermato"),
    ),
    "IT_ASK_PAYMENT": gapped(
        (
            r"(?:paghi|paga|pagare|effettui il pagamento|effettuare il pagamento|saldi|saldare|regolarizzi|"
            r"regolarizza|versare|versi)(?!\w)~{0,40}?(?:tass[ae]|spese|sanzion[ei]|mult[ae]|debito|bolletta|"
            r"fattura|pedaggi?o?|import[oi]|dazi|" + _MONEY + r")",
            r"(?:tassa|spese|sanzione|multa|debito|bolletta|fattura|pedaggio)(?!\w)~{0,20}?(?:non pagat[oa]|"
            r"insolut[oa]|scadut[oa]|da pagare|in sospeso)",
            r"(?:e |risulta )?richiesto il pagamento",
            r"(?:servono|occorrono|(?:e )?necessario (?:pagare|versare)) (?:le |i )?(?:spese|tasse|costi|"
            + _MONEY
            + r")",
        ),
        "Chiede di pagare una tassa, una multa, un pedaggio o un debito",
        ("Paghi 1,99€ di spese di spedizione", "La sua bolletta risulta non pagata"),
        ("Ti offro il pranzo domani", "La cena era ottima, grazie"),
        "Non paghi tramite link o numeri di un messaggio inatteso.",
    ),
    "IT_ASK_MONEY": gapped(
        (
            r"(?:mi (?:puoi|potresti|fai|faresti)|puoi|potresti)(?!\w)~{0,15}?(?:fare|mandare|inviare|prestare|"
            r"girare|fare un)(?!\w)~{0,25}?(?:bonifico|ricarica|soldi|denaro|" + _MONEY + r")",
            r"mi (?:serve|servono|servirebbe|servirebbero) (?:urgentemente )?(?:un bonifico|una ricarica|dei soldi|"
            r"soldi|" + _MONEY + r")",
            r"mi (?:fai|faresti|puoi fare|potresti fare) (?:un )?(?:bonifico|ricarica|prestito)",
            r"(?:mi presti|prestami|mandami|fammi) (?:un bonifico|una ricarica|dei soldi|soldi|" + _MONEY + r")",
            r"ho bisogno (?:urgente )?(?:di )?(?:un bonifico|soldi|" + _MONEY + r")",
            r"devo pagare (?:una|la|un|il) (?:bolletta|fattura|affitto|debito|multa) urgente",
            r"mi (?:puoi|potresti) fare un favore",
        ),
        "Chiede di inviare o trasferire denaro",
        ("Mi serve un bonifico di 980€ entro oggi", "Mi puoi fare una ricarica?"),
        ("Ti pago io i biglietti domani", "Non mandare soldi a chi non conosci"),
        "Prima di mandare soldi a chi li chiede per messaggio, lo chiami al numero che conosce già.",
    ),
    "IT_MONEY_TO_NUMBER": gapped(
        (
            r"(?:manda|mandami|mandali|invia|inviami|inviali|fa(?:i|mmi) (?:un |il |una )?(?:bonifico|ricarica)|"
            r"ricarica|ricaricami|trasferisci|versa|versami|accredita)~{0,40}?(?:su|sul|sulla|a|al|in) "
            r"(?:questo|questa|quest'|il mio nuovo|la mia nuova|il seguente|la seguente|un altro|un'altra) ?"
            r"(?:nuovo |nuova )?(?:numero|conto|iban|postepay|carta)",
        ),
        "Chiede di mandare soldi a un numero o un conto indicato nel messaggio",
        (
            "Mamma, mandami i soldi su questo numero 345 123 4567",
            "Fai un bonifico su questo conto: IT60 X054 2811 1010",
        ),
        ("Ti mando le foto stasera", "Ho pagato con la carta"),
        "Prima di mandare soldi a un numero ricevuto per messaggio, chiama la persona al numero che conosci.",
    ),
    "IT_ASK_CLAIM": gapped(
        (
            r"(?:riscatta|riscatti|riscattare|ritira|ritiri|ritirare|richiedi|richieda|reclama|ottieni|ottenga|"
            r"ricevi|riceva) (?:subito |ora |adesso )?(?:il tuo |il suo |la tua |la sua |il |la )?(?:premio|buono|"
            r"regalo|bonus|rimborso|omaggio|coupon|vincita)",
            r"per (?:riscattare|ricevere|ritirare|ottenere)(?: il| la| il tuo| il suo| la tua| la sua)? ?(?:premio|"
            r"buono|regalo|bonus|rimborso|denaro|vincita)",
        ),
        "Chiede di riscattare o ritirare un premio o un rimborso",
        ("Riscatta il tuo premio entro oggi", "Per ricevere il rimborso compili il modulo"),
        ("Si è alzata presto", "Ho ricevuto la tua cartolina, grazie"),
    ),
    "IT_LINK_PROMPT": gapped(
        (
            r"(?:clicca|clicchi|cliccare|tocca|tocchi|premi|prema) (?:qui|sul link|sul pulsante|il link|il pulsante|"
            r"di seguito|sotto|questo link)",
            r"(?:accedi|acceda|visita|visiti|apri|apra|segui|segua) (?:il link|al link|questo link|il sito|al sito|"
            r"subito|ora|qui)",
            r"(?:tramite|attraverso|dal|sul|al|nel) (?:seguente )?link(?: seguente| qui sotto| sotto| in basso)?",
            r"link (?:qui sotto|seguente|in basso|sotto)",
        ),
        "Insiste perché clicchi o tocchi un link",
        ("Clicchi qui per continuare", "Acceda tramite il link seguente"),
        ("Ha cliccato subito con lei", "Il legame tra loro è forte"),
    ),
    "IT_CALL_BACK": gapped(
        (
            r"(?:chiami|chiama|chiamare|contatti|contatta|contattare|telefoni|telefona)(?: (?:subito|ora|"
            r"immediatamente|urgentemente|gratuitamente))?(?: (?:il|al|lo|allo|l'))?(?!\w)[^.!?\n\d+]{0,40}?"
            r"\+?\d[\d .-]{6,14}\d",
        ),
        "Chiede di chiamare un numero di telefono",
        ("Chiami subito il numero 02 8765 4321", "Contatti l'assistenza al 800 123 456"),
        ("Chiamami quando puoi", "Ho 3 fratelli"),
        "Non chiami i numeri dati nel messaggio; usi il numero del sito ufficiale dell'ente.",
    ),
    "IT_MOVE_TO_APP": gapped(
        (
            r"(?:scrivi|scriva|scrivici|scrivimi|contatta|contatti|contattaci|contattami|aggiungi|aggiunga|"
            r"aggiungimi|continuare|continuiamo|parlare|parliamo|sentirci|unisciti|unisciti al gruppo|entra)"
            r"~{0,30}?(?:su|via|tramite|in|nel gruppo|sul) (?:whats ?app|telegram|signal|messenger)",
            r"(?:gruppo|canale) (?:su |di |whatsapp |telegram )?(?:whats ?app|telegram)",
        ),
        "Porta la conversazione su WhatsApp, Telegram o un'altra app",
        ("Scrivici su WhatsApp", "Contattami su Telegram"),
        ("L'aggiornamento di WhatsApp ha cambiato i colori", "Ho perso il segnale in treno"),
    ),
    "IT_PAY_GIFT_CARD": gapped(
        (
            r"(?:acquista|acquisti|compra|compri|comprare|acquistare|paga|paghi|manda|invia)(?!\w)~{0,40}?"
            r"(?:carte|carta|buoni|buono) (?:regalo|prepagat[ae])",
            r"(?:carte|carta) regalo~{0,40}?codic[ei]",
            r"(?:gift ?card|paysafecard|ricarica postepay)(?!\w)~{0,40}?codic[ei]",
            r"paysafecard",
        ),
        "Chiede di pagare con carte regalo",
        ("Acquista 5 carte regalo Amazon e mandami i codici", "Paghi con paysafecard"),
        ("Grazie per il regalo, mi piace tantissimo", "Ho usato la carta al negozio"),
        "Nessuna azienda, ente o parente in difficoltà chiede di pagare con carte regalo.",
    ),
    "IT_PAY_CRYPTO": gapped(
        (
            r"(?:invia|invii|trasferisci|trasferisca|paga|paghi|deposita|depositi|compra|acquista|versa)"
            r"~{0,30}?(?:bitcoin|btc|criptovalut[ae]|cripto|usdt|ethereum|eth)",
            r"(?:in|con) (?:bitcoin|btc|usdt|criptovalut[ae])",
            r"(?:portafoglio|wallet|indirizzo) (?:bitcoin|btc|cripto|usdt)",
        ),
        "Chiede un pagamento o un deposito in criptovalute",
        ("Paga 600€ in Bitcoin a questo indirizzo", "Deposita USDT per iniziare"),
        ("Ho letto un articolo sul bitcoin", "Il museo era chiuso"),
        "I pagamenti in cripto non si annullano; non mandi mai cripto a chi l'ha contattata.",
    ),
    "IT_PAY_WIRE": gapped(
        (
            r"western union",
            r"moneygram",
            r"ria money",
            r"money ?transfer",
            r"(?<!tuo )(?<!suo )bonifico (?:internazionale|estero)",
        ),
        "Chiede un pagamento tramite money transfer o bonifico internazionale",
        ("Paghi con Ria Money", "Faccia un bonifico internazionale oggi"),
        ("La riunione del sindacato è venerdì", "Ti mando le foto dopo", "Il tuo bonifico estero è stato eseguito"),
    ),
    "IT_ADVANCE_FEE": gapped(
        (
            r"eredita[^\n]{0,80}?milion[ie]",
            r"(?:defunto|defunta|deceduto|scomparso) (?:cliente|marito|padre|investitore)",
            r"(?:parente|familiare|erede) (?:piu )?prossimo",
            r"(?:sbloccare|svincolare|trasferire|liberare) (?:i )?fondi",
            r"spese (?:notarili|legali|amministrative|di sblocco|di trasferimento|di svincolo)",
            r"stesso cognome",
        ),
        "Segue il copione della truffa dell'anticipo (eredità, fondi da sbloccare)",
        ("Ha lasciato un'eredità di 7,2 milioni senza eredi", "Servono le spese notarili per sbloccare i fondi"),
        ("L'eredità della nonna è stata divisa tra i nipoti", "I fondi del club sono sul conto"),
        "Nessuno regala grandi somme a sconosciuti; chiedere una tassa per sbloccare denaro è segno di truffa.",
    ),
    "IT_SEXTORTION": gapped(
        (
            r"ti ho (?:registrat|filmat)[oa]",
            r"(?:registrato|filmato) (?:un )?video (?:di te|tuo|suo|di lei)",
            r"(?:siti|pagine|video) (?:per adulti|porno\w*|a luci rosse)",
            r"(?:invi(?:o|ero)|mand(?:o|ero)|pubblic(?:o|hero)|condivid(?:o|ero))(?!\w)~{0,40}?"
            r"(?:a )?tutti i (?:tuoi|suoi) contatti",
        ),
        "Ricatto: dice di avere un suo video intimo e chiede soldi",
        ("Ti ho registrato mentre guardavi siti per adulti", "Invierò il video a tutti i tuoi contatti"),
        ("Ho registrato la partita per te", "Ho mandato l'invito ai contatti della scuola"),
        "Non paghi e non risponda; questi messaggi partono in massa e le minacce sono un bluff.",
    ),
    "IT_NEVER_ASK": gapped(
        (
            r"(?:non )?(?:ti|le|vi) chiederemo mai",
            r"(?:non|mai) (?:ti |le |vi )?(?:chiede|chiedera|chiediamo|chiederemo|richiede|richiediamo) mai",
            r"(?:non|mai) (?:comunicar(?:lo|e|li)|condivider(?:lo|e|li)|divulgar(?:lo|e|li)|comunichi|condivida|"
            r"fornire|fornisca|dare|dire)(?!\w)~{0,40}?(?:a nessuno|codic[ei]|password|pin|dati)",
            r"non (?:comunicarlo|condividerlo|dirlo|darlo) a nessuno",
        ),
        "Avverte di non condividere mai il codice, come fanno i messaggi autentici",
        ("Il codice è 482913. Non comunicarlo a nessuno.", "Non ti chiederemo mai il PIN."),
        ("Il codice è 482913. Rispondi con il codice per confermare.", "Condividi le foto con me"),
    ),
    "IT_CODE_GIVEN": gapped(
        (
            r"(?:codice|password|pin|otp)(?: di (?:verifica|sicurezza|accesso|conferma|attivazione|autorizzazione))?"
            r"(?: per ~{0,40}?)? (?:e|:|e:) ?(?:\d{3}[- ]\d{3}|\d{4,8})",
            r"\d{4,8} e il (?:tuo|suo) codice",
        ),
        "Le dà un codice monouso invece di chiederlo",
        ("Il tuo codice di verifica è 482913", "482913 è il tuo codice di accesso"),
        ("Inviaci il codice che hai ricevuto", "Il codice della porta è cambiato"),
    ),
}

SHAPES: dict[str, Example] = {
    "IT_COMBO_MONEY_TO_NAME": Example(
        "Soldi da mandare a un numero dato nel messaggio, intestato a un'altra persona",
        (
            "Il mio conto è bloccato, fammi una ricarica su questa Postepay 5333 1712 3456 7890, "
            "è intestata a Anna Rossi",
        ),
        ("Mandami i soldi sul solito conto, grazie",),
    ),
    "IT_COMBO_DELIVERY": Example(
        "Consegna non riuscita con un link, una tassa o una richiesta di dati",
        ("Il suo pacco è in giacenza, paghi qui: https://example.com/u",),
        ("Il suo pacco è in giacenza, riproveremo domani",),
    ),
    "IT_COMBO_TOLL": Example(
        "Pedaggio non pagato con una richiesta di pagamento o un link",
        ("Risulta un pedaggio non pagato. Paghi su https://example.com/t",),
        ("Mancato pagamento del pedaggio: ci pensa il noleggio",),
    ),
    "IT_COMBO_ACCOUNT": Example(
        "Avviso sul conto che chiede di verificare o consegnare dati",
        ("Il suo conto è stato bloccato. Confermi i suoi dati: https://example.com/v",),
        ("Il suo conto è stato bloccato. Si rechi in filiale con un documento.",),
    ),
    "IT_COMBO_THREAT_LINK": Example(
        "Minaccia al suo conto o di azioni legali, con un link per risolvere",
        ("Il suo conto è stato sospeso. Lo riattivi qui: https://example.com/r",),
        ("Il suo conto è stato sospeso; si rechi in filiale con un documento",),
    ),
    "IT_COMBO_REFUND": Example(
        "Rimborso o bonus che richiede i suoi dati o un link",
        ("Ha diritto a un rimborso. Confermi i suoi dati su https://example.com/r",),
        ("Ha diritto a un rimborso, dice il commercialista",),
    ),
    "IT_COMBO_PRIZE": Example(
        "Premio con un modo per 'riscattarlo'",
        ("Congratulazioni! Hai vinto un buono da 500€. Riscatta il tuo premio: https://example.com/p",),
        ("Complimenti! Hai vinto il torneo di burraco del circolo",),
    ),
    "IT_COMBO_FAMILY": Example(
        "Messaggio di un familiare dal 'numero nuovo' che passa a chiedere soldi",
        ("Ciao mamma, questo è il mio nuovo numero. Mi serve un bonifico di 300€",),
        ("Ciao mamma, questo è il mio nuovo numero! A domenica",),
    ),
    "IT_COMBO_JOB": Example(
        "Offerta di lavoro che la porta su un'app, un link o un pagamento",
        ("Cerchiamo collaboratori part-time da casa. Scrivici su WhatsApp",),
        ("Offerta di lavoro in biblioteca, candidati allo sportello",),
    ),
    "IT_COMBO_INVESTMENT": Example(
        "Proposta di investimento che la porta su un link, un'app o un pagamento",
        ("Rendimenti garantiti ogni settimana! Iscriviti: https://example.com/i",),
        ("Rendimenti garantiti non esistono, ha detto il professore",),
    ),
    "IT_COMBO_CALLBACK": Example(
        "Segnala un addebito e chiede di chiamare un numero per annullarlo",
        ("È stato disposto un bonifico di 2.450€. Se non lo riconosce chiami il 02 8765 4321",),
        ("È stato disposto un bonifico di 50€ a Giulia",),
    ),
    "IT_COMBO_AUTHORITY_PAYMENT": Example(
        "Ente, banca o azienda che chiede carte regalo, cripto o money transfer",
        ("Guardia di Finanza: paghi la sanzione oggi con carte regalo Amazon",),
        ("Agenzia delle Entrate: la dichiarazione precompilata è disponibile",),
    ),
}

NEGATION = r"\b(?:non|mai|nessuno|senza|ne)\b"

RULES = language_rules("it", FAMILIES, SHAPES, NEGATION)
