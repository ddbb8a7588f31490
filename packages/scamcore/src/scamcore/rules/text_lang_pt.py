"""Portuguese phrase families, for Portugal and Brazil: the English families, said the way Portuguese
scams say them (CTT and Correios parcels, Via Verde tolls, Finanças and Receita Federal, MB WAY and
Pix, "Olá mãe, este é o meu novo número").

Both spellings are written where they differ ("contacte"/"contate", "telemóvel"/"celular", "registo"/
"registro"). Patterns are matched in plain text (accents dropped: "código" reads "codigo"), so they
are written without accents and match a scam typed either way. Brand names (CTT, Caixa, Nubank...)
are found by the brand table (data/brands.txt) through the English claim rules; the families here
hold the generic wording (a language's slot stays quiet where its English twin fired, so a claim is
never counted twice). Weights, groups and categories come from the slots in ``_lang``. ``~`` in a
pattern is one character of the same sentence (see ``_lang.GAP``).
"""

from __future__ import annotations

from ._lang import Example, Phrases, gapped, language_rules

__all__ = ["RULES"]


_MONEY = r"(?:r\$ ?\d[\d.,]*|€ ?\d[\d.,]*|\d[\d.,]* ?(?:€|euros?|reais)(?!\w))"
_VERB_SEND = r"(?:envie|envia|enviar|mande|manda|mandar|reenvie|reenvia|passe|passa|dite|diga|diz|partilhe|compartilhe)"

FAMILIES: dict[str, Phrases] = {
    "PT_URGENT": gapped(
        (
            r"urgente(?:mente)?",
            r"imediatamente",
            r"de imediato",
            r"sem demora",
            r"o (?:mais rapido|quanto antes) possivel",
            r"ultimo aviso",
            r"ultima (?:oportunidade|chance|notificacao|tentativa|advertencia)",
            r"aviso (?:final|importante|urgente)",
            r"(?:atencao|alerta|aviso|importante)\s?[:!]",
            r"nao ignore (?:esta|este)",
            r"(?:acao|intervencao) (?:imediata|urgente|necessaria|obrigatoria)",
        ),
        "Pressiona-o a agir com urgência",
        ("URGENTE: a sua encomenda aguarda", "Responda imediatamente para manter a conta"),
        ("Vemo-nos amanhã ao almoço", "A urgência do hospital estava cheia"),
        "Os burlões apressam-no para agir antes de pensar; não tenha pressa.",
    ),
    "PT_DEADLINE": gapped(
        (
            r"(?:no prazo de|dentro de|nas proximas|em ate|num prazo de|ate) (?:\d{1,2}|vinte e quatro|quarenta e oito)"
            r" ?(?:h|hrs?|horas|dias(?: uteis)?)(?!\w)",
            r"(?:no prazo de|nas proximas|num prazo de) \d{1,2} ?minutos",
            r"(?:expira|vence|termina|caduca|acaba)m? (?:hoje|amanha|em \d{1,2}|dentro de)",
            r"valid[oa] (?:apenas |so |somente )?(?:hoje|ate hoje|por \d{1,2} ?(?:horas|dias|h))",
            r"(?:ate|antes d[ao]) (?:a )?meia-noite",
            r"(?:ate|antes d)o? (?:o )?fi(?:m|nal) do dia",
            r"(?:apenas|so|somente) hoje",
            r"(?:ainda )?hoje,? caso contrario",
        ),
        "Dá-lhe um prazo curto",
        ("Pague no prazo de 24 horas para evitar custos", "Oferta válida apenas hoje"),
        ("Chego dentro de 20 minutos", "A loja está aberta todo o dia"),
    ),
    "PT_ACCOUNT_THREAT": gapped(
        (
            r"(?:conta|cartao|acesso|servico|token|aplicacao|app|perfil|cpf|nif|chave pix|pix|mb ?way|contrato|"
            r"linha|numero|assinatura|subscricao|identidade digital|saldo)s?(?!\w)~{0,40}?"
            r"(?:foi|foram|sera|serao|esta|estao|ficara|vai ser|encontra-se|podera ser|pode ser|ira ser)(?!\w)~{0,20}?"
            r"(?:bloquead|suspens|desativad|desactivad|cancelad|limitad|restringid|inativ|congelad|encerrad|"
            r"eliminad|expirad|retid|cativ)[oa]s?",
            r"(?:para )?evit(?:e|ar)(?!\w)~{0,25}?(?:o |a )?(?:bloqueio|suspensao|cancelamento|desativacao|"
            r"encerramento|corte|eliminacao|perda de acesso)",
            r"(?:acesso|atividade|transacao|compra|movimento|login|tentativa de acesso|operacao)s? "
            r"(?:suspeit|nao autorizad|estranh|irregular|fraudulent)[oa]?s?",
            r"(?:pagamento|debito|fatura|cobranca)(?!\w)~{0,25}?(?:foi )?(?:recusad[oa]|rejeitad[oa]|falhou|"
            r"nao (?:foi )?(?:processad[oa]|aceite|aceito|concluid[oa]))",
            r"corte (?:de|da|do) (?:energia|luz|agua|gas|servico|fornecimento)",
            r"por (?:motivos|razoes) de seguranca",
            r"(?:bloqueamos|suspendemos|desativamos|desactivamos|restringimos|limitamos|congelamos|cancelamos) "
            r"(?:temporariamente |preventivamente )?(?:a |o |as |os )?(?:sua|seu|suas|seus|tua|teu)s? "
            r"(?:conta|cartao|acesso|cadastro|chave pix|saldo|app)",
            r"(?:cpf|nif) (?:esta |encontra-se )?irregular",
        ),
        "Diz que a sua conta ou cartão está bloqueado, suspenso ou em risco",
        (
            "A sua conta será bloqueada hoje",
            "Detetámos atividade suspeita no seu cartão",
            "Seu CPF está irregular e será cancelado",
            "O teu saldo foi retido e bloqueado",
            "A tua conta bancária está cativa",
        ),
        ("O telemóvel ficou sem bateria", "A loja está encerrada ao domingo"),
        "Verifique a sua conta abrindo a app ou o site oficial, não através da mensagem.",
    ),
    "PT_LEGAL_THREAT": gapped(
        (
            r"(?:acao|acoes|processo|medidas) (?:judicia(?:l|is)|lega(?:l|is)|crimina(?:l|is))",
            r"(?:processo|procedimento) (?:de )?(?:execucao|executivo|contraordenacional)",
            r"penhora(?:r)?",
            r"(?:mandado|ordem) de (?:prisao|detencao|captura)",
            r"(?:sera|vai ser|podera ser) (?:pres[oa]|detid[oa])",
            r"(?:coimas?|multas?|juros|sancao|sancoes|penalizac(?:ao|oes)|penalidades?)(?!\w)~{0,20}?"
            r"(?:adiciona(?:l|is)|acrescid[oa]s?|aplicad[oa]s?|agravad[oa]s?|dobrad[oa]s?|em dobro)",
            r"evit(?:e|ar)(?!\w)~{0,20}?(?:uma |a |as |os )?(?:coimas?|multas?|juros|penaliza(?:cao|coes)|"
            r"penalidades?|processos?|negativacao|protesto|sancao|sancoes)",
            r"negativacao (?:do|de) (?:seu )?nome",
            r"(?:inscrito|incluido|negativado) (?:no|na|nos) (?:serasa|spc|cadastro de devedores)",
            r"(?:execucao|cobranca) (?:fiscal|coerciva|judicial)",
            r"divida(?:s)? (?:pendente|em atraso|ativa|em seu nome)s?",
            r"(?:suspensao|cassacao) d[ao] (?:sua )?(?:cnh|carta de conducao)",
            r"citacao judicial",
            r"(?:mandado|notificacao|aviso) de (?:intimacao|citacao|penhora)",
            r"intimacao (?:judicial|eletronica|extrajudicial)",
        ),
        "Ameaça com tribunal, penhora, multas ou cobrança",
        ("Evite a penhora da sua conta", "Será aplicada uma coima adicional"),
        ("Vimos um filme sobre tribunais", "A multa do estacionamento já está paga, obrigado"),
        "As Finanças, a Receita e os tribunais não ameaçam nem exigem pagamentos por mensagem.",
    ),
    "PT_CLAIM_BANK": gapped(
        (
            r"(?:o seu|o teu|seu|do seu|ao seu|no seu|pelo seu) banco",
            r"(?:home|internet|net) ?banking",
            r"(?:app|aplicacao|aplicativo) do banco",
            r"cart(?:ao|oes) (?:de )?(?:credito|debito|multibanco|bancari[oa])",
            r"conta (?:bancaria|corrente|poupanca)",
            r"chave pix",
            r"multibanco",
            r"token (?:de seguranca|digital|do banco)",
            r"dados bancarios",
        ),
        "Diz vir de um banco ou emissor de cartões",
        ("Caro cliente, o seu cartão de débito precisa de atenção", "Aceda ao seu homebanking"),
        ("Sentei-me no banco do jardim", "Já paguei o táxi"),
    ),
    "PT_CLAIM_GOVERNMENT": gapped(
        (
            r"(?:reparticao|servico) de financas",
            r"financas ?[:!-]",
            r"(?:as|das) financas (?:informa|notifica|comunica)m?",
            r"seg\.? social",
            r"irs",
            r"imi",
            r"iuc",
            r"gov\.br",
            r"governo (?:federal|portugues)",
            r"detran",
            r"inss",
            r"fgts",
            r"banco central",
            r"ministerio d[aoe]s? \w+",
            r"camara municipal",
            r"prefeitura",
            r"imt",
            r"(?:policia|psp|gnr) ?[:!-]",
        ),
        "Diz vir das Finanças, da Receita ou de outro organismo público",
        ("Finanças: tem um reembolso pendente", "DETRAN: consta uma multa no seu veículo"),
        ("O primeiro dia de aulas é segunda-feira", "As finanças lá de casa vão bem"),
    ),
    "PT_DELIVERY_PROBLEM": gapped(
        (
            r"(?:encomenda|pacote|envio|remessa|objeto|objecto|entrega|volume)s?(?!\w)~{0,60}?"
            r"(?:retid[oa]|pendente|nao (?:foi )?(?:possivel|entregue|entregou)|aguarda(?:ndo)? (?:o )?(?:pagamento|"
            r"confirmacao|atualizacao)|em espera|suspens[oa]|devolvid[oa]|taxad[oa]|bloquead[oa]|parad[oa]|"
            r"na alfandega|em armazem)",
            r"nao (?:foi possivel|conseguimos) (?:entregar|efetuar a entrega|concluir a entrega)",
            r"(?:morada|endereco|codigo postal|cep)(?!\w)~{0,20}?(?:incomplet|incorret|invalid|errad)[oa]",
            r"(?:taxas?|custos?|despesas?|direitos?) (?:de |da |do )?(?:alfandega|aduaneir[oa]s?|envio|reenvio|"
            r"portes|importacao|armazenamento|desalfandegamento|nova entrega)",
            r"(?:reagend\w+|nova) (?:a )?entrega",
            r"tentativa de entrega",
            r"pedidos?(?!\w)~{0,30}?(?:retid[oa]|taxad[oa]|na alfandega"
            r"|aguardando (?:o )?pagamento d[ao] (?:taxa|imposto))",
        ),
        "Diz que uma entrega falhou, está retida ou precisa de uma taxa ou morada",
        (
            "A sua encomenda está retida por falta de pagamento",
            "Não foi possível entregar a sua encomenda",
            "Sua encomenda foi taxada",
            "Seu pedido está retido na alfândega",
        ),
        ("A sua encomenda foi entregue em sua casa", "Obrigado pela entrega das flores"),
        "Siga as encomendas apenas no site ou app oficial da transportadora, escrito por si.",
    ),
    "PT_CLAIM_TOLL": gapped(
        (
            r"portage(?:m|ns) (?:em atraso|por pagar|pendentes?|em divida|nao pag[ao]s?)",
            r"(?:taxa|divida|pagamento) de portage(?:m|ns)",
            r"pedagios? (?:em aberto|pendentes?|nao pagos?|em atraso)",
            r"(?:passagem|passagens) (?:por portico|em portico|nao pagas?)",
        ),
        "Diz que tem portagens ou pedágios por pagar",
        ("Tem uma portagem em atraso no valor de 4,35€", "Pedágio pendente no seu veículo"),
        ("A portagem da ponte estava incluída no táxi", "Boa viagem!"),
        "Confirme portagens em dívida no site oficial da operadora, escrito por si.",
    ),
    "PT_ACCOUNT_ALERT": gapped(
        (
            r"(?:novo|nova) (?:acesso|inicio de sessao|login|dispositivo)(?!\w)~{0,20}?(?:detetad|detectad|registad|"
            r"registrad|identificad)[oa]",
            r"(?:detet|detect|identific)amos (?:um |uma )?(?:novo |nova )?"
            r"(?:acesso|tentativa|atividade|movimento|compra|login)",
            r"houve (?:um |uma )?(?:novo |nova )?(?:acesso|login|tentativa de acesso) (?:a|na|em) (?:sua|tua) conta",
            r"(?:nao reconhece|nao reconheco|caso nao reconheca|se nao reconhecer|nao foi voce|"
            r"caso nao tenha sido (?:voce|o senhor))",
            r"se nao (?:foi|efetuou|realizou|fez|autorizou) (?:voce|esta|este|a |o )",
            r"(?:alerta|aviso) de seguranca",
            r"(?:enviei|mandei|enviamos|enviaram) (?:por engano|sem querer) (?:um |o )?codigo",
            r"codigo~{0,30}?(?:por engano|sem querer)",
        ),
        "Parece um alerta de segurança sobre a sua conta",
        (
            "Novo acesso detetado num dispositivo desconhecido",
            "Não reconhece esta compra?",
            "Detetámos um novo acesso através de um telemóvel Android",
        ),
        ("Reconheci-a logo no café", "Foste tu ao cinema ontem?"),
    ),
    "PT_DEVICE_SCARE": gapped(
        (
            r"(?:computador|telemovel|celular|telefone|dispositivo|pc|iphone|android|portatil)(?!\w)~{0,30}?"
            r"(?:infetad|infectad|hackead|pirateado|comprometid)[oa]",
            r"virus (?:detetad|detectad|encontrad)[oa]s?",
            r"(?:foi|foram) (?:detetad|detectad)[oa]s? ~{0,15}virus",
            r"suporte tecnico (?:da |do )?(?:microsoft|apple|windows)",
            r"nao desligue o (?:computador|pc|dispositivo)",
        ),
        "Diz que o seu telemóvel ou computador está infetado ou pirateado",
        ("O seu computador está infetado com um vírus", "Ligue para o suporte técnico da Microsoft"),
        ("O ecrã do telemóvel partiu", "Este ano o vírus da gripe chegou cedo"),
    ),
    "PT_CLAIM_CHARGE": gapped(
        (
            r"(?:compra|pagamento|transferencia|debito|transacao|operacao|levantamento|pix|encomenda) "
            r"(?:aprovad|efetuad|realizad|autorizad|agendad|confirmad|processad)[oa] (?:no credito |no debito )?"
            r"(?:de |no valor de )" + _MONEY,
            r"(?:compra|pagamento|transferencia|debito|transacao|operacao|pix) (?:em analise|pendente|em processamento)"
            r" (?:no valor )?de " + _MONEY,
            r"(?:compra|pagamento|transferencia|debito|transacao|operacao|levantamento|pix) (?:de |no valor de )"
            + _MONEY
            + r"~{0,40}?(?:aprovad|efetuad|realizad|autorizad|agendad)[oa]",
            r"(?:r\$|€) ?\d[\d.,]*(?: ?€)? (?:foi|foram|sera) (?:debitad|cobrad|descontad|retirad)[oa]s?",
            r"(?:foi|sera) (?:debitad|cobrad)[oa] (?:o valor|a quantia|um valor|um montante) de",
        ),
        "Informa de uma compra ou cobrança que talvez não reconheça",
        ("Compra aprovada de R$ 2.389,90", "Foi debitado o valor de 499€ da sua conta"),
        ("Os bilhetes custaram 20€ cada", "Carrega o telemóvel antes de saíres"),
        "Confirme cobranças na sua app ou site do banco; não ligue para números da mensagem.",
    ),
    "PT_CLAIM_REFUND": gapped(
        (
            r"(?:reembolso|restituicao|devolucao|estorno|apoio|subsidio|indemnizacao|indenizacao|beneficio|"
            r"valores)s?(?!\w)~{0,40}?(?:a receber|por receber|pendente|aprovad[oa]|atribuid[oa]|no valor de|de "
            r"(?:r\$|€) ?\d)",
            r"(?:tem|possui|voce tem) direito a (?:um |uma |receber )?(?:reembolso|restituicao|devolucao|"
            r"indemnizacao|indenizacao|apoio|beneficio|valores?)",
            r"(?:foi-lhe|lhe foi|foi) atribuid[oa] (?:um|uma) (?:reembolso|apoio|subsidio|beneficio)",
            r"valores a receber",
        ),
        "Diz que um reembolso, apoio ou valor está à sua espera",
        ("Foi-lhe atribuído um reembolso de IRS de 426€", "Você tem valores a receber"),
        ("A loja devolveu-me o dinheiro ontem", "O reembolso do jantar fica para amanhã"),
    ),
    "PT_CLAIM_PRIZE": gapped(
        (
            r"parabens~{0,60}?(?:ganhou|ganhaste|ganhe|selecionad|sorteado|sorteada|escolhid|premio|vencedor)",
            r"(?:foi|foste|voce foi|o seu numero foi|seu numero foi) (?:selecionad|sorteado|sorteada|escolhid)"
            r"[oa]?s? (?:para|na|no|como)",
            r"(?:ganhou|ganhaste|voce ganhou) (?:um|uma|o|a|r\$|€|\d)",
            r"(?:premio|vale-compras|vale compras|cartao-presente|cartao presente|brinde|bonus) "
            r"(?:de|no valor de) (?:r\$|€)? ?\d",
        ),
        "Diz que ganhou um prémio, dinheiro ou um presente",
        ("Parabéns! Ganhou um vale de 500€", "O seu número foi selecionado para receber um iPhone"),
        ("Ganhámos o jogo por 3-1", "Ela é a vencedora do concurso de soletrar"),
    ),
    "PT_JOB_OFFER": gapped(
        (
            r"(?:vaga|oferta|proposta|oportunidade)s? de (?:emprego|trabalho)",
            r"(?:trabalho|emprego|vaga)s? (?:em |a )?(?:part-?time|meio periodo|remoto|a partir de casa|em casa|online|"
            r"flexive(?:l|is))",
            r"trabalh(?:e|ar) (?:a partir de|de|em) casa",
            r"(?:sem|nao (?:e )?(?:precisa|necessaria|exige)) (?:de )?experiencia",
            r"(?:ganhe|ganhar|receba|receber|fature|faturar|ganha)(?!\w)~{0,30}?" + _MONEY + r"~{0,25}?"
            r"(?:por|ao|a cada|cada) (?:dia|hora|semana|tarefa|curtida|video|avaliacao)",
            r"estamos (?:a )?(?:contratar|recrutar|contratando|recrutando)",
            r"agencia de recrutamento",
            r"(?:tarefas?|trabalhos?) (?:simples|faceis|online)",
            r"(?:curtir|avaliar|seguir|dar like)(?!\w)~{0,30}?(?:videos?|produtos?|canais|paginas|hoteis|apps?)",
            r"(?:renda|rendimento) extra",
        ),
        "Oferece um trabalho ou rendimento extra inesperado",
        ("Vaga de emprego a partir de casa, sem experiência", "Ganhe 300€ por dia com o telemóvel"),
        ("Hoje fico a trabalhar até tarde no escritório", "A entrevista de emprego correu bem"),
        "Pagar para 'gostar' ou avaliar coisas é um isco conhecido; segue-se o pedido de depósito.",
    ),
    "PT_INVESTMENT": gapped(
        (
            r"(?:investimento|retorno|lucro|rendimento|rentabilidade)s? garantid[oa]s?",
            r"(?:lucros?|retornos?|rendimentos?|ganhos?) (?:diarios|semanais|garantidos?|de \d{1,3} ?%)",
            r"\d{1,3} ?% (?:por|ao|a cada|todas as) (?:dia|semana|mes|semanas)",
            r"(?:plataforma|grupo|mentor|especialista|corretora|consultor|robo) de (?:trading|investimentos?|"
            r"criptomoedas?|bitcoin|forex|cripto)",
            r"(?:trading|investimentos?) (?:em|de|com) (?:bitcoin|criptomoedas?|cripto|forex|ouro)",
            r"(?:trabalho|trabalha) com investimentos",
            r"invist(?:a|e|ir) (?:apenas |so |somente )?" + _MONEY,
            r"(?:duplique|duplicar|multiplique|multiplicar) (?:o seu |seu |o teu )?(?:dinheiro|investimento|capital)",
            r"recuper(?:e|ar|amos|a) (?:o )?(?:seu |o seu |teu )?(?:dinheiro|fundos|investimento)(?!\w)~{0,40}?"
            r"(?:perd|cripto|investiment|burl|golpe)",
        ),
        "Propõe um investimento ou esquema de trading",
        ("Retornos garantidos de 20% por semana", "Junte-se à nossa plataforma de trading de bitcoin"),
        ("O balcão de devoluções fica à esquerda", "Troquei a minha bicicleta por uma nova"),
    ),
    "PT_NEW_NUMBER": gapped(
        (
            r"(?:mae|mamae|mainha|pai|papai|painho|avo|vovo|vo)(?!\w)[^\n]{0,60}?(?:(?:este|"
            r"esse) e o meu (?:novo )?numero|"
            r"(?:meu|o meu) numero novo|(?:o meu |meu )?novo numero|mudei de numero|troquei de numero|"
            r"(?:telemovel|celular|telefone) (?:caiu|avariou|partiu|estragou|quebrou|foi roubado|morreu|deu problema)|"
            r"perdi o (?:meu )?(?:telemovel|celular|telefone))",
            r"(?:mudei de numero|troquei de numero|(?:este|esse) e o meu (?:novo )?numero)(?!\w)[^\n]{0,60}?"
            r"(?:mae|mamae|pai|papai)",
        ),
        "Diz ser um familiar a escrever de um número novo",
        ("Olá mãe, este é o meu novo número", "Oi mãe, troquei de número, salva esse"),
        ("A mãe manda beijinhos, até domingo", "O meu telemóvel novo chegou hoje"),
        "Ligue ao seu familiar para o número que já conhece antes de fazer seja o que for.",
    ),
    "PT_ROMANCE": gapped(
        (
            r"(?:acho que |creio que )?(?:me enganei|enganei-me) (?:no|de) numero",
            r"numero errado",
            r"(?:lembra-se|lembras-te|voce lembra|lembra) de mim",
            r"(?:conhecemo-nos|nos conhecemos) (?:em|no|na)",
            r"admirador(?:a)? secret[oa]",
            r"(?:podemos|vamos|quer|queres) (?:continuar|conversar|falar)(?!\w)~{0,25}?(?:whatsapp|telegram)",
        ),
        "Começa como conversa de um 'número errado' ou de alguém que 'o conhece'",
        ("Desculpe, acho que me enganei no número", "Lembra-se de mim? Conhecemo-nos no congresso"),
        ("É este o autocarro para o centro?", "Lembro-me do dia em que fomos lá"),
        "Conversas que começam por 'número errado' acabam muitas vezes em burlas de investimento.",
    ),
    "PT_ASK_CREDENTIALS": gapped(
        (
            r"(?:" + _VERB_SEND + r"|informe|informar|indique|indicar|forneca|fornecer|digite|digitar|introduza|"
            r"introduzir|insira|inserir|confirme|confirmar)(?:-nos|-me)?(?!\w)~{0,30}?"
            r"(?:codigos?|senhas?|palavras?-passe|pins?|cvv|cvc|otp|credenciais|dados do cartao|numero do cartao)",
            r"codigos?(?!\w)[^\n]{0,80}?(?:me|nos) (?:pode|podes|consegue|consegues) (?:" + _VERB_SEND + r"|reenviar)",
        ),
        "Pede um código, PIN, senha ou dados do cartão",
        ("Envie-nos o código de 6 dígitos que recebeu", "Introduza os dados do cartão e o CVV"),
        ("O seu código é 481516. Não o partilhe com ninguém.", "Nunca diga o seu PIN a ninguém"),
        "Nunca partilhe um código, PIN ou senha, seja quem for que o peça.",
    ),
    "PT_ASK_VERIFY": gapped(
        (
            r"(?:confirme|confirmar|valide|validar|atualize|atualizar|actualize|actualizar|verifique|verificar|"
            r"regularize|regularizar|reative|reativar|desbloqueie|desbloquear|complete|completar|submeta|submeter|"
            r"recadastre|autentique|preencha|preencher)(?:-nos)? (?:ja |agora |hoje )?(?:os |as |o |a )?(?:seus |suas |"
            r"seu |sua )?(?:dados|identidade|conta|informac(?:ao|oes)|cadastro|morada|endereco|cartao|registo|"
            r"registro|acesso|situacao|iban|nif|cpf|token|servico|metodo de pagamento|formulario)",
            r"(?:confirmacao|validacao|verificacao|atualizacao) (?:e |esta )?(?:obrigatoria|necessaria|pendente)",
            r"nome completo~{0,20}?(?:morada|endereco|(?:numero de )?telefone|data de nascimento)",
        ),
        "Pede para confirmar, validar ou atualizar a conta ou os seus dados",
        ("Confirme os seus dados bancários", "Atualize o seu cadastro para continuar"),
        ("Confirmem a presença até ao fim do mês", "A hora da reunião está confirmada"),
    ),
    "PT_ASK_PAYMENT": gapped(
        (
            r"(?:pague|pagar|paga|efetue o pagamento|efetuar o pagamento|realize o pagamento|liquide|liquidar|"
            r"regularize|regularizar)(?!\w)~{0,40}?(?:taxas?|portes|coimas?|multas?|divida|fatura|boleto|imposto|"
            r"portage(?:m|ns)|pedagios?|" + _MONEY + r")",
            r"(?:taxa|portes|coima|multa|divida|fatura|boleto|portagem|pedagio)s? (?:de |no valor de )?"
            + _MONEY
            + r"~{0,10}?(?:pendente|em atraso|por pagar|em aberto|vence|a pagar)",
            r"(?:em atraso|por pagar|em aberto) (?:no valor de|de) " + _MONEY,
        ),
        "Pede para pagar uma taxa, multa, portagem ou dívida",
        ("Pague a taxa de 1,99€ hoje", "Tem uma dívida em atraso no valor de 86€"),
        ("Pago-te o almoço amanhã", "O jantar estava ótimo, obrigado"),
        "Não pague através de um link ou número de uma mensagem inesperada.",
    ),
    "PT_ASK_MONEY": gapped(
        (
            r"(?:podes|pode|consegues|consegue|poderias|podia|podias|da para|da pra|tem como|tens como)"
            r"~{0,15}?(?:fazer|mandar|enviar|transferir|emprestar)(?:-me)?(?!\w)~{0,25}?"
            r"(?:pix|transferencia|dinheiro|mb ?way|" + _MONEY + r")",
            r"(?:faz|fazes|faca|mande|manda|envia|envie|transfere|transfira|empresta|emprestas|me empresta)(?:-me)? "
            r"(?:um |uma )?(?:pix|transferencia|dinheiro|" + _MONEY + r")",
            r"preciso (?:urgentemente )?(?:de )?" + _MONEY,
            r"preciso (?:de )?(?:fazer )?(?:um|uma) (?:pagamento|transferencia|pix) urgente",
            r"preciso de (?:um )?favor urgente",
            r"(?:tenho|tenha) (?:de|que) pagar (?:uma|a|um|o) (?:conta|fatura|renda|divida|boleto)",
            r"(?:faz|fazer|fazes|faca) (?:um|uma) (?:pix|transferencia) (?:para|pra) mim",
        ),
        "Pede para enviar ou transferir dinheiro",
        ("Consegues fazer-me uma transferência de 850€?", "Faz um Pix pra mim, te devolvo amanhã"),
        ("Eu pago-te os bilhetes amanhã", "Não envie dinheiro a quem não conhece"),
        "Antes de enviar dinheiro a quem o pede por mensagem, ligue-lhe para o número que já conhece.",
    ),
    "PT_ASK_CLAIM": gapped(
        (
            r"(?:levante|resgate|resgatar|reclame|reclamar|receba|recolha|ative|ativar|levantar) (?:ja |agora )?"
            r"(?:o seu |a sua |seu |sua |o |a )?(?:premio|brinde|vale|bonus|reembolso|presente|oferta|cupao|cupom|"
            r"beneficio)",
            r"para (?:resgatar|receber|levantar|reclamar)(?: o| a| seu| sua| o seu| a sua)? ?(?:premio|valor|brinde|"
            r"vale|reembolso|dinheiro|beneficio|apoio)",
        ),
        "Pede para levantar ou resgatar um prémio ou reembolso",
        ("Levante o seu prémio aqui", "Para resgatar o valor, acesse o link"),
        ("Ela levantou-se cedo", "Recebi o teu postal, obrigada"),
    ),
    "PT_LINK_PROMPT": gapped(
        (
            r"(?:clique|clica|carregue|toque|prima) (?:aqui|no link|no botao|abaixo|em baixo|neste link|na ligacao|"
            r"no seguinte)",
            r"(?:aceda|acesse|acede|visite|entre no site|abra o link|siga o link) (?:a |ao |o |em |"
            r"no |na |pelo |agora|ja|"
            r"aqui|o link)",
            r"(?:pelo|no|neste|atraves do|atraves deste|via) (?:link|ligacao)(?: abaixo| seguinte| acima)?",
            r"link (?:abaixo|acima|seguinte)",
        ),
        "Insiste para clicar ou tocar num link",
        ("Clique aqui para continuar", "Aceda ao link abaixo"),
        ("Ele clicou logo com ela", "O elo entre eles é forte"),
    ),
    "PT_CALL_BACK": gapped(
        (
            r"(?:ligue|liga|ligar|contacte|contate|telefone|chame|fale)(?: (?:agora|ja|imediatamente|de imediato|"
            r"urgentemente))?(?: (?:para|pro|ao|o|a|com))?(?!\w)[^.!?\n\d+]{0,40}?\+?\d[\d .-]{7,14}\d",
            # "ligue-nos hoje. Cel: 84 123 4567": the number in the next sentence, under its label
            r"(?:ligue|liga|contacte|contate|contacta)(?:-nos|-me)?(?!\w)[^.!?\n\d+]{0,30}?[.!]\s?"
            r"(?:cell?|tel|telefone|telemovel|celular|whatsapp)\s?[:.]\s?\+?\d[\d .-]{7,14}\d",
        ),
        "Pede para ligar para um número de telefone",
        (
            "Ligue agora para o 808 123 456",
            "Contacte o apoio ao cliente: 21 000 0000",
            "A sua conta foi suspensa. Ligue-nos hoje. Cel: 84 123 4567",
        ),
        ("Liga-me quando puderes", "Tenho 3 irmãos"),
        "Não ligue para números dados na mensagem; use o número do site oficial da entidade.",
    ),
    "PT_MOVE_TO_APP": gapped(
        (
            r"(?:fale|fala|contacte|contate|contacta|chama|chame|adicione|adiciona|escreva|escreve|mande mensagem|"
            r"envie mensagem|continuar|conversar|falar|junte-se|entre|siga|me chama|responda|responde|"
            r"respondam)(?!\w)~{0,30}?"
            r"(?:no|pelo|via|por|ao|para o|em|pro) (?:whats ?app|zap|wpp|telegram|signal|messenger)",
            r"(?:grupo|canal) (?:do|no|de) (?:whats ?app|telegram)",
        ),
        "Leva a conversa para o WhatsApp, o Telegram ou outra app",
        ("Contacte-nos no WhatsApp", "Me chama no Telegram"),
        ("A atualização do WhatsApp mudou as cores", "Perdi o sinal no comboio"),
    ),
    "PT_PAY_GIFT_CARD": gapped(
        (
            r"(?:compre|comprar|compra|adquira|pague|pagar|envie|mande|arranja)(?!\w)~{0,40}?"
            r"cart(?:ao|oes)(?:-| )(?:presente|oferta|de oferta|de presente|pre-pago)",
            r"cart(?:ao|oes)(?:-| )(?:presente|oferta)(?!\w)~{0,40}?codigos?",
            r"paysafecard",
        ),
        "Pede pagamento em cartões-presente",
        ("Compre dois cartões-presente da Google Play e mande os códigos", "Pague com paysafecard"),
        ("Obrigada pelo presente, adorei", "Usei o cartão na loja"),
        "Nenhuma empresa, organismo ou familiar em apuros pede pagamento em cartões-presente.",
    ),
    "PT_PAY_CRYPTO": gapped(
        (
            r"(?:envie|enviar|transfira|transferir|pague|pagar|deposite|depositar|compre|comprar)(?!\w)~{0,30}?"
            r"(?:bitcoin|btc|criptomoedas?|cripto|usdt|ethereum|eth)",
            r"carteira (?:de )?(?:bitcoin|btc|cripto|usdt)",
        ),
        "Pede pagamento ou depósito em criptomoeda",
        ("Transfira 500€ em Bitcoin para a carteira abaixo", "Deposite USDT para começar"),
        ("Li um artigo sobre bitcoin", "O museu estava fechado"),
        "Pagamentos em cripto não se anulam; nunca envie cripto a quem o contactou.",
    ),
    "PT_PAY_WIRE": gapped(
        (r"western union", r"moneygram", r"ria money", r"(?<!sua )(?<!tua )transferencia internacional"),
        "Pede pagamento por transferência de dinheiro internacional",
        ("Pague por Ria Money", "Faça uma transferência internacional hoje"),
        ("A reunião do sindicato é sexta", "Envio as fotos logo", "A sua transferência internacional foi concluída"),
    ),
    "PT_ADVANCE_FEE": gapped(
        (
            r"heranca[^\n]{0,80}?milh(?:oes|ao)",
            r"(?:falecid[oa]) (?:cliente|marido|pai|investidor)",
            r"(?:parente|familiar|herdeiro) (?:mais )?proximo",
            r"(?:libertar|liberar|transferir|desbloquear) (?:os )?fundos",
            r"taxas? (?:legais|administrativas|de libertacao|de liberacao|de transferencia|notariais|de processamento)",
            r"mesmo (?:apelido|sobrenome)",
        ),
        "Segue o guião de uma burla de adiantamento (herança, fundos a libertar)",
        ("Deixou uma herança de 4,5 milhões sem herdeiros", "Pague as taxas legais para libertar os fundos"),
        ("A herança da avó foi dividida entre os netos", "Os fundos do clube estão na conta"),
        "Ninguém oferece grandes somas a desconhecidos; pedir uma taxa para libertar dinheiro é sinal de burla.",
    ),
    "PT_SEXTORTION": gapped(
        (
            r"(?:gravei|filmei|gravado|tenho) (?:um )?video (?:seu|teu|de voce|de si|com voce)",
            r"(?:sites?|paginas?) (?:para adultos|porno\w*|de adultos)",
            r"(?:enviarei|envio|vou enviar|partilharei|publicarei|enviar)(?!\w)~{0,40}?(?:todos os )?(?:seus|teus) "
            r"(?:contactos|contatos)",
        ),
        "Chantagem: diz ter um vídeo íntimo seu e exige pagamento",
        ("Gravei um vídeo seu enquanto visitava sites para adultos", "Vou enviar o vídeo aos seus contactos"),
        ("Gravei um vídeo do jogo para ti", "Enviei o convite aos contactos da escola"),
        "Não pague nem responda; estas mensagens vão em massa e as ameaças são bluff.",
    ),
    "PT_NEVER_ASK": gapped(
        (
            r"(?:nunca|jamais) (?:lhe |te |vos )?(?:pediremos|pedimos|solicitamos|solicitaremos|pede|pedira|solicita|"
            r"solicitara|vamos pedir|iremos pedir|enviamos|enviaremos|liga|ligaremos|contactamos)",
            r"(?:nunca|nao) (?:o |a |os |as |lhe )?(?:partilhe|compartilhe|divulgue|forneca|revele|"
            r"envie|de|diga|transmita)(?!\w)~{0,40}?"
            r"(?:codigo|senha|pin|dados|palavra-passe|com ninguem)",
            r"(?:nao|nunca) (?:envia|enviamos|enviara) links de pagamento",
        ),
        "Avisa para nunca partilhar o código, como fazem as mensagens legítimas",
        ("O seu código é 482913. Não o partilhe com ninguém.", "Nunca lhe pediremos o PIN."),
        ("O seu código é 482913. Responda com ele para validar.", "Partilha as fotos comigo"),
    ),
    "PT_CODE_GIVEN": gapped(
        (
            r"(?:codigo|senha|pin|token)(?: de (?:verificacao|seguranca|autorizacao|acesso|confirmacao|ativacao))?"
            r"(?: para ~{0,40}?)? (?:e|:|e:) ?(?:\d{3}[- ]\d{3}|\d{4,8})",
            r"\d{4,8} e o (?:seu|teu) codigo",
            r"codigo de (?:autorizacao|verificacao|seguranca) \d{4,8}",
        ),
        "Dá-lhe um código de uso único em vez de o pedir",
        ("O seu código de verificação é 482913", "Código de autorização 739201 para a operação"),
        ("Envie-nos o código que recebeu", "O código da porta mudou"),
    ),
}

SHAPES: dict[str, Example] = {
    "PT_COMBO_DELIVERY": Example(
        "Entrega falhada com um link, uma taxa ou um pedido de dados",
        ("A sua encomenda está retida, pague aqui: https://example.com/u",),
        ("A sua encomenda está retida, tentaremos amanhã novamente",),
    ),
    "PT_COMBO_TOLL": Example(
        "Portagem por pagar com um pedido de pagamento ou um link",
        ("Tem uma portagem em atraso. Pague em https://example.com/t",),
        ("A portagem em atraso já foi paga, obrigado",),
    ),
    "PT_COMBO_ACCOUNT": Example(
        "Alerta de conta que pede para verificar ou entregar dados",
        ("A sua conta foi bloqueada. Confirme os seus dados: https://example.com/v",),
        ("A sua conta foi bloqueada. Dirija-se a um balcão com o seu documento.",),
    ),
    "PT_COMBO_THREAT_LINK": Example(
        "Ameaça à conta ou de um processo, com um link para a resolver",
        ("A sua conta será bloqueada hoje. Regularize em https://example.com/r",),
        ("A sua conta será bloqueada hoje: dirija-se a um balcão com o seu documento",),
    ),
    "PT_COMBO_REFUND": Example(
        "Reembolso ou valor a receber que exige os seus dados ou um link",
        ("Tem um reembolso pendente. Confirme os seus dados em https://example.com/r",),
        ("Tem um reembolso pendente, diz o contabilista",),
    ),
    "PT_COMBO_PRIZE": Example(
        "Prémio com uma forma de o 'levantar'",
        ("Parabéns! Ganhou um vale de 500€. Levante o seu prémio aqui: https://example.com/p",),
        ("Parabéns! Ganhou o torneio de sueca do clube",),
    ),
    "PT_COMBO_FAMILY": Example(
        "Mensagem de um familiar com 'número novo' que passa a pedir dinheiro",
        ("Olá mãe, este é o meu novo número. Consegues fazer-me uma transferência de 300€?",),
        ("Olá mãe, este é o meu novo número! Até domingo",),
    ),
    "PT_COMBO_JOB": Example(
        "Oferta de trabalho que o leva para uma app, um link ou um pagamento",
        ("Vaga de emprego a partir de casa, sem experiência. Contacte-nos no WhatsApp",),
        ("Vaga de emprego na biblioteca, candidate-se no balcão",),
    ),
    "PT_COMBO_INVESTMENT": Example(
        "Proposta de investimento que o leva para um link, uma app ou um pagamento",
        ("Retornos garantidos todas as semanas! Junte-se: https://example.com/i",),
        ("Retornos garantidos não existem, disse o professor",),
    ),
    "PT_COMBO_CALLBACK": Example(
        "Informa de uma cobrança e pede para ligar para a cancelar",
        ("Compra aprovada de R$ 2.389,90. Não reconhece? Ligue 0800 591 2117",),
        ("Compra aprovada de R$ 38,50 na padaria",),
    ),
    "PT_COMBO_AUTHORITY_PAYMENT": Example(
        "Organismo, banco ou empresa que pede cartões-presente, cripto ou transferência",
        ("Finanças: pague a coima hoje com cartões-presente da Google Play",),
        ("Finanças: o prazo do IRS termina em junho",),
    ),
}

NEGATION = r"\b(?:nao|nunca|jamais|ninguem|nem|sem)\b"

RULES = language_rules("pt", FAMILIES, SHAPES, NEGATION)
