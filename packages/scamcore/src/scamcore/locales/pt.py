"""Portuguese (Portugal and Brazil): the words that tell the language, and every text a result shows.

The texts use forms read the same way on both sides of the Atlantic ("site", "app", "mensagem"),
addressing the reader politely without "tu" or "você".
"""

from __future__ import annotations

from ..scoring import LURELESS_LINKS_MAX
from .base import Locale, words

__all__ = ["LOCALE"]

_CONTACT = "Contacte a entidade por si, pela app ou site oficial ou pelo número do seu cartão ou fatura."

LOCALE = Locale(
    code="pt",
    name="Português",
    # Function words and everyday words of Portuguese, most spelt differently in Spanish and Italian.
    # Words Spanish lists too ("de", "que", "para", "como") are listed here as well, so they add to
    # both and the words that differ decide. Left out: "o", "e", "no", "na", "do", "da" (Pidgin and
    # English use them), "se" (Hindi written in Latin letters), "dia", "mes", "semana", "favor"
    # (Spanish words not in its list) and "com" (every web address).
    stopwords=words(
        """
        nao voce voces vc vcs seu sua seus suas uma um ao aos pelo pela pelos pelas mais tambem obrigado
        obrigada ola oi isso isto foi sao tem tenho temos pra muito muita muitos muitas ja ainda agora entao
        meu minha nosso nossa teu tua estao estamos estou estava fica ficou fazer faca sem esse essa esses
        essas ele ela eles elas hoje amanha ontem bem depois apos vai vou podes pode posso podemos quero
        queria sabe sei consegue consegues precisa preciso numa nas lhe lhes mim comigo contigo connosco
        conosco tudo sim desculpe desculpa senhor senhora seguinte atraves qualquer duvida lembramos chego
        cheguei beijinhos beijos bjs abraco abracos saudade saudades feira sexta segunda terca quarta
        disponivel mensagem mensagens sucesso fatura desconto prazo caminho telemovel morada endereco
        encomenda entregue cartao codigo conta dados ligue ligar clique aceda acesse em os que para por esta
        este todos fim boa bom de como todo numero cliente envio pago era domingo sabado mas quando reais
        """
    ),
    letters="ãõç",
    levels={
        "high": ("Risco elevado", "Tem sinais fortes de burla. Não responda, não clique, não ligue nem pague."),
        "suspicious": ("Suspeito", "Tem vários sinais de alerta de burla. Confirme por outro meio antes de agir."),
        "caution": ("Atenção", "Tem alguns sinais de alerta. Tenha cuidado antes de clicar, responder ou pagar."),
        "clear": (
            "Sem sinais de alerta",
            "Não encontrámos sinais de alerta comuns, mas nenhuma verificação prova que uma mensagem é genuína.",
        ),
    },
    disclaimer=(
        "Esta é uma avaliação automática de risco baseada em sinais de alerta, não uma prova. "
        "Uma mensagem pode parecer normal e ser uma burla; em caso de dúvida, contacte a entidade pelo "
        "seu site ou app oficial."
    ),
    this={"text": "esta mensagem", "url": "este link", "image": "esta captura de ecrã"},
    summary_clear="Não encontrámos sinais de alerta comuns em {this} (pontuação {score}/100). Isso não é uma garantia.",
    summary_minor="Encontrámos apenas sinais menores em {this} (pontuação {score}/100). Mantenha-se atento.",
    summary_signs="{level} ({score}/100): {this} tem {count} {signs} (categoria: {category}), entre eles {top}.",
    sign_words=("sinal de alerta", "sinais de alerta"),
    do_not_act="Não clique em links, não responda, não ligue para números nem pague nada a partir desta mensagem.",
    already_paid="Se já pagou ou partilhou dados, contacte o seu banco de imediato e denuncie a burla.",
    categories={
        "delivery": (
            "Burla de entrega de encomendas",
            (
                "As transportadoras raramente pedem taxas por SMS; confirme o número de seguimento no site oficial.",
                "Não introduza dados do cartão numa página aberta a partir de uma mensagem de entrega.",
            ),
        ),
        "toll": (
            "Burla de portagens",
            ("Confirme portagens em dívida no site ou app oficial da operadora, escrito por si.",),
        ),
        "bank": (
            "Falso banco",
            (
                "O seu banco nunca pede o PIN, a senha ou um código de uso único por mensagem ou telefone.",
                _CONTACT,
            ),
        ),
        "government": (
            "Falsas Finanças ou organismo público",
            (
                "As Finanças, a Receita e outros organismos não pedem pagamentos por SMS, cartões-presente ou cripto.",
                "Procure o site oficial do organismo por si, em vez de usar o link da mensagem.",
            ),
        ),
        "account": (
            "Roubo de conta ou de acesso",
            (
                "Não inicie sessão através de um link numa mensagem; abra a app ou escreva o endereço por si.",
                "Se já introduziu uma senha, mude-a agora e ative a verificação em dois passos.",
            ),
        ),
        "prize": (
            "Burla de prémio ou sorteio",
            ("Não se ganha um sorteio em que não se participou, e prémios verdadeiros nunca cobram taxas.",),
        ),
        "investment": (
            "Burla de investimento",
            ("Retornos garantidos ou muito altos são um sinal de alerta; confirme a empresa junto do regulador.",),
        ),
        "crypto": (
            "Burla com criptomoedas",
            ("Pagamentos em cripto quase nunca se recuperam; nunca envie cripto a quem só conhece online.",),
        ),
        "job": (
            "Burla de emprego ou tarefas",
            ("Empregadores reais não pagam para 'gostar' ou avaliar coisas, nem pedem dinheiro para começar.",),
        ),
        "romance": (
            "Burla romântica ou de amizade",
            ("Nunca envie dinheiro ou presentes a quem não conhece pessoalmente, seja qual for o motivo.",),
        ),
        "family": (
            "Burla do familiar com 'número novo'",
            ("Ligue ao seu familiar para o número que já conhece antes de enviar dinheiro.",),
        ),
        "tech_support": (
            "Falso suporte técnico",
            ("Não ligue para números de avisos ou mensagens, e nunca deixe um desconhecido controlar o computador.",),
        ),
        "marketplace": (
            "Burla em sites de vendas",
            ("Mantenha a conversa e o pagamento dentro da plataforma; não siga links para 'receber' um pagamento.",),
        ),
        "invoice": (
            "Falsa fatura ou cobrança",
            ("Não ligue para o número de uma fatura inesperada; confirme a sua conta no site oficial.",),
        ),
        "sextortion": (
            "Chantagem ou extorsão sexual",
            (
                "Não pague nem responda; estas mensagens vão em massa e as ameaças são bluff.",
                "Mude qualquer senha citada na mensagem e denuncie-a.",
            ),
        ),
        "advance_fee": (
            "Burla de adiantamento",
            ("Ninguém oferece grandes somas a desconhecidos; pedir uma taxa para libertar dinheiro é sinal de burla.",),
        ),
        "charity": (
            "Falsa angariação solidária",
            ("Doe pelo site da própria instituição e confirme-a no registo oficial do seu país.",),
        ),
        "general": (
            "Sinais de alerta gerais",
            ("Não clique, não responda, não ligue nem pague antes de confirmar por um canal oficial.",),
        ),
        "none": (
            "Sem sinais de alerta",
            ("Nenhuma verificação prova que uma mensagem é genuína; se pedir dinheiro ou dados, confirme por si.",),
        ),
    },
    link_labels=("Guia: {category}", "Onde denunciar uma burla", "Como funciona esta verificação"),
    flag_labels={
        "TEXT_GENUINE_TRANSACTION_ALERT": (
            "Com o formato de um alerta de movimento do banco, sem nada para clicar, partilhar ou pagar"
        ),
        "TEXT_GENUINE_OTP": "Com o formato de uma mensagem de código único, sem link nem pedido para o devolver",
        "TEXT_GENUINE_DELIVERY": "Um número de seguimento com um link só para o site da transportadora",
        "TEXT_HAS_LINK": "Contém um link",
        "TEXT_LINK_UNEXPLAINED": "Um link quase sem texto a dizer quem o envia ou porquê",
        "TEXT_LINK_PROMPT": "Insiste para clicar ou tocar num link",
        "TEXT_CALL_NUMBER": "Pede para ligar ou enviar SMS para um número",
        "TEXT_MOVE_TO_APP": "Leva a conversa para o WhatsApp, o Telegram ou outra app",
        "TEXT_REPLY_TO_ACTIVATE": "Pede uma resposta para que o link fique clicável",
        "TEXT_SHORTCODE": "Pede para enviar uma palavra para um número curto",
        "TEXT_EMAIL_CONTACT": "Pede para escrever para um endereço de e-mail",
        "TEXT_PAY_WALLET": "Contém o endereço de uma carteira de criptomoedas",
        "TEXT_CLAIM_BANK": "Diz vir de um banco ou emissor de cartões",
        "TEXT_CLAIM_GOVERNMENT": "Diz vir das Finanças, da Receita ou de outro organismo público",
        "TEXT_CLAIM_COURIER": "Fala de uma transportadora ou de uma encomenda",
        "TEXT_CLAIM_TOLL": "Diz que tem portagens ou pedágios por pagar",
        "TEXT_CLAIM_BRAND": "Cita uma empresa ou serviço conhecido",
        "TEXT_COMBO_TWO_SIGNS": "Dois tipos de sinal de alerta juntos",
        "TEXT_COMBO_THREE_SIGNS": "Três tipos de sinal de alerta juntos",
        "TEXT_COMBO_FOUR_SIGNS": "Quatro ou mais tipos de sinal de alerta juntos",
        "TEXT_OFFICIAL_LINK": "Os links vão só para o site da própria empresa citada",
        "TEXT_NEVER_SHARE_NOTICE": "Avisa para nunca partilhar o código, como fazem as mensagens legítimas",
        "TEXT_CODE_NOTICE": "Dá-lhe um código de uso único em vez de o pedir",
        "TEXT_NO_ASK": "Não pede nada: nem link, nem número, nem pagamento",
        "TEXT_PERSONAL_CHAT": "Parece uma conversa pessoal sem nada para clicar, ligar ou pagar",
        "TEXT_INVISIBLE_CHARS": "Tem caracteres invisíveis escondidos no texto",
        "TEXT_MIXED_SCRIPT": "Mistura letras de outros alfabetos que imitam as latinas",
        "TEXT_MONEY_TO_NUMBER": "Pede para enviar dinheiro para um número ou conta que a mensagem indica",
        "TEXT_NAME_ON_ACCOUNT": "Diz em nome de quem está a conta que recebe o dinheiro",
        "TEXT_OWN_ACCOUNT_PROBLEM": "Diz que o próprio número ou conta tem um problema",
        "TEXT_COMBO_MONEY_TO_NAME": "Dinheiro a enviar para um número indicado, em nome de outra pessoa",
        "TEXT_NAME_BESIDE_NUMBER": "Escreve o nome de uma pessoa ao lado do número para onde pede o dinheiro",
        "TEXT_SENT_BY_MISTAKE": "Diz que lhe enviou dinheiro por engano e pede-o de volta",
        "TEXT_BALANCE_SEIZED": "Aviso de carteira ou banco de que todo o saldo foi retido e está a zero",
        "TEXT_COMBO_SENT_BY_MISTAKE": "Dinheiro 'enviado por engano' a devolver para um número indicado",
        "TEXT_FEE_DUE": "Diz que há uma taxa de alfândega, importação ou entrega por pagar na sua encomenda",
        "EMAIL_GIVEAWAY_LURE_2": "Duas frases típicas de sorteios, inquéritos ou bónus de casino falsos",
        "EMAIL_GIVEAWAY_LURE_3": "Várias frases típicas de sorteios, inquéritos ou bónus de casino falsos",
        "EMAIL_GIVEAWAY_LURE_4": "Parece um falso sorteio ou inquérito: muitas das suas frases habituais",
    },
    and_word="e",
    do_not_act_no_link="Não responda, não devolva a chamada e não pague nada por causa desta mensagem.",
    do_not_act_link="Não abra este link, e não escreva os seus dados nem pague nada nessa página.",
    score_limit=(
        "Os limites da pontuação",
        "Os sinais somados passam do que a pontuação mostra: ela nunca passa de 100 nem desce abaixo de 0.",
    ),
    families={
        "obfuscation": (
            "Letras escondidas ou disfarçadas",
            (
                "Algumas palavras têm caracteres invisíveis, letras parecidas de outro alfabeto ou espaços estranhos, "
                "um truque para escapar aos filtros."
            ),
        ),
        "pressure": (
            "Pressão para agir depressa",
            "Pressiona-o com um prazo, uma ameaça ou um aviso, para que aja sem pensar.",
        ),
        "claim": (
            "Uma história típica de burla",
            (
                "Diz vir de um banco, de uma empresa, de um organismo público ou de alguém conhecido, ou que tem "
                "dinheiro, um prémio ou uma encomenda à sua espera."
            ),
        ),
        "ask": (
            "Um pedido de dinheiro, códigos ou dados pessoais",
            "Pede-lhe que pague, envie dinheiro ou dê códigos, palavras-passe, dados do cartão ou dados pessoais.",
        ),
        "payment": (
            "Uma forma de pagamento invulgar",
            (
                "Quer pagamento com cartões-oferta, criptomoedas, transferência ou uma linha de valor acrescentado: "
                "dinheiro difícil de recuperar."
            ),
        ),
        "channel": (
            "Um empurrão para um link, um número ou outra aplicação",
            (
                "Quer que toque num link, ligue ou escreva para um número, ou passe para outra aplicação, onde a burla "
                "continua."
            ),
        ),
        "fraud": (
            "Frases de uma burla conhecida",
            (
                "O texto coincide com burlas enviadas a muitas pessoas de uma vez, como falsos prémios, heranças ou "
                "chantagem."
            ),
        ),
        "combo": (
            "Vários sinais que formam uma burla conhecida",
            "Juntos, os sinais de alerta coincidem com um tipo de burla comum.",
        ),
        "sender": (
            "Um remetente que não bate certo",
            "O número ou o endereço do remetente não corresponde a quem a mensagem diz ser.",
        ),
        "link_identity": (
            "Um link que imita uma empresa ou esconde para onde leva",
            "O endereço copia ou usa o nome de uma empresa ou de um organismo, ou esconde para onde leva de verdade.",
        ),
        "link_structure": (
            "Um link feito de forma invulgar",
            (
                "O endereço está feito de uma forma que os sites verdadeiros quase nunca usam, como um número em vez "
                "de um nome ou uma pasta escondida."
            ),
        ),
        "link_host": (
            "Um link para um site barato, gratuito ou escondido",
            "O link leva a um endereço barato, a um alojamento gratuito ou a um encurtador que esconde o destino.",
        ),
        "dampener": (
            "Sinais tranquilizadores",
            (
                "Algumas coisas parecem de uma mensagem verdadeira, como links para o site da própria empresa. Baixam "
                "a pontuação, mas não provam nada."
            ),
        ),
        "genuine": (
            "Com o formato de um aviso verdadeiro",
            (
                "Tem o formato de um alerta do banco, de um código ou de um aviso de entrega verdadeiros, sem nada "
                "para clicar, partilhar ou pagar. Baixa a pontuação, mas não prova nada: as burlas também copiam o "
                "formato."
            ),
        ),
        "ceiling": (
            "Só o link parece estranho",
            (
                "Nada no texto pede, reclama ou ameaça, por isso um link estranho, sozinho, conta no máximo "
                f"{LURELESS_LINKS_MAX} pontos."
            ),
        ),
        "review": (
            "Uma segunda opinião da revisão por IA",
            "Uma revisão opcional por IA leu a mensagem e alterou a pontuação.",
        ),
        "other": (
            "Outros sinais mais fracos",
            "Alguns sinais mais fracos; todos estão na lista completa de sinais.",
        ),
    },
)
