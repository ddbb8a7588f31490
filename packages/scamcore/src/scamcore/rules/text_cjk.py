"""Text rules: Japanese and Chinese. The English families, said the way account phishing in those
languages says them.

Written from the public warnings of Japan's anti-phishing council and card issuers (card companies,
banks, Amazon and Apple "アカウントを一時停止しました ... 24時間以内にご確認ください", "お支払い方法の
情報を更新してください") and of mainland mail providers ("您的邮箱已满 ... 立即升级", "帐户将被冻结").
Neither language puts spaces between words, and their characters count as word characters, so these
rows are plain substring patterns, without the word boundaries of the European tables. Each row is
light, as its English twin is; a verdict comes from several of them meeting (``text_combos``), which
an ordinary Japanese or Chinese notice ("ご注文ありがとうございます", "明天见") does not do.
Results stay in English (``rule_language`` knows no ``CJK_`` prefix): the engine's answer
languages are the seven of ``language.LANGUAGES``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ._phrases import Gated, fast, needing, requiring
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_S = r"[^。．！？!?\n]"  # one character of the same sentence
_ACCOUNT_JA = r"(?:アカウント|口座|カード|ご利用|会員|id)"
_ACCOUNT_ZH = r"(?:帐户|账户|帐号|账号|邮箱|信用卡|银行卡|会员)"
_ADVICE = "Open the service's app or website yourself; never sign in or pay from a link in a message."

_THREAT = fast(
    _ACCOUNT_JA + _S + r"{0,20}?(?:一時停止|停止|制限|ロック|凍結|無効|閉鎖|削除|強制解約|解約)"
    r"|(?:利用|取引|ご利用)(?:を)?(?:制限|停止)|一時的に(?:停止|ロック|制限|凍結)"
    r"|" + _ACCOUNT_ZH + _S + r"{0,20}?(?:冻结|停用|暂停|关闭|注销|终止|删除|封锁|锁定|受限|限制|过期|已满)"
    r"|将被(?:冻结|停用|关闭|注销|删除|终止)|将(?:会)?逾期|清空(?:您的|你的)?(?:电子)?邮箱"
    r"|(?:存储|邮箱)(?:空间|容量)(?:很小|不足|已满)|数据丢失"
)
_ALERT = fast(
    r"不正(?:な)?(?:アクセス|ログイン|利用)|(?:異常|不審|不自然)な(?:ログイン|アクセス|取引|利用|操作)|第三者による"
    r"|(?:口座|アカウント|カード)(?:に|が|で)?異常|お支払い(?:方法)?に問題|(?:承認|更新)(?:されませんでした|できませんでした)"
    r"|异常(?:活动|登录|登陆|访问|操作)|检测到异常|可疑(?:活动|登录|登陆)|未经授权|支付失败"
)
_VERIFY = fast(
    r"(?:アカウント|登録|お客様|カード|お支払い|支払い方法|個人|ご本人)" + _S + r"{0,10}?(?:更新|再登録|入力|認証)"
    r"(?:して|し|を|の上|手続)"
    r"|ログイン(?:して|し、|の上|後)|パスワード(?:を|の)?(?:再)?入力|本人確認"
    r"|(?:验证|确认|更新|激活|升级)(?:您的|你的)?(?:帐户|账户|帐号|账号|邮箱|信息|身份|资料)"
    r"|登录(?:您的|你的)?(?:帐户|账户|帐号|账号|邮箱)|输入(?:您的|你的)?(?:密码|信用卡|银行卡)|重新激活"
    r"|(?:立即|现在|马上)(?:升级|验证|确认|更新)|取消(?:此|该|这个)?请求|增加(?:存储)?(?:容量|空间)"
)
_URGENT = fast(
    r"至急|早急に|直ちに|速やかに|今すぐ|\d{1,3} ?時間以内|期限(?:内|までに)|最終(?:通知|警告|確認)"
    r"|立即|尽快|马上|\d{1,3} ?小时(?:内|后)|(?:最后|最终)(?:通知|警告)|紧急"
)
_LINK = fast(
    r"下記(?:より|から|のリンク|のurl|のボタン)|(?:以下|下)のリンク|こちらから|こちらをクリック|(?:リンク|ボタン)を(?:クリック|タップ)"
    r"|点击(?:此处|这里|下面|以下|链接)|单击(?:此处|这里|下面|以下)|(?:通过|使用)(?:以下|下面)(?:的)?链接"
)
_BANK = fast(r"銀行|クレジットカード|カード会社|信用金庫|银行|信用卡")


# Every threat match holds one of these words. The rows' own literals would include "id" (an
# account word in Japanese notices), which is in half of all English texts ("did", "paid").
_THREAT_WORDS = frozenset(
    {
        "停止",
        "制限",
        "ロック",
        "凍結",
        "無効",
        "閉鎖",
        "削除",
        "解約",
        "冻结",
        "停用",
        "暂停",
        "关闭",
        "注销",
        "终止",
        "删除",
        "封锁",
        "锁定",
        "受限",
        "限制",
        "过期",
        "已满",
        "将被",
        "逾期",
        "清空",
        "空间",
        "容量",
        "数据丢失",
    }
)


def _row(pattern: Gated, english: str, words: frozenset[str] | None = None) -> Callable[[TextContext], str | None]:
    """The first match, unless the English twin fired already: one sign counts once."""

    def check(ctx: TextContext) -> str | None:
        return None if english in ctx.hits else pattern(ctx)

    return requiring(pattern, check) if words is None else needing(check, words)


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="CJK_ACCOUNT_THREAT",
        group="pressure",
        weight=12,
        description="Says, in Japanese or Chinese, that your account or card is suspended or limited",
        fires=(
            "お客様のアカウントは一時的に停止されています",
            "您的帐户将被冻结",
            "カードのご利用を制限しております",
        ),
        quiet=("メンテナンスのため、サービスを停止します", "明天见"),
        check=_row(_THREAT, "TEXT_ACCOUNT_THREAT", _THREAT_WORDS),
        reads=("TEXT_ACCOUNT_THREAT",),
        category="account",
        advice=_ADVICE,
    ),
    Rule(
        id="CJK_ACCOUNT_ALERT",
        group="claim",
        weight=8,
        description="Warns, in Japanese or Chinese, of a strange sign-in or unauthorised use",
        fires=("お客様のアカウントへの不正なアクセスを検知しました", "在您的邮箱中检测到异常活动"),
        quiet=("ご注文ありがとうございます", "我们明天开会"),
        check=_row(_ALERT, "TEXT_ACCOUNT_ALERT"),
        reads=("TEXT_ACCOUNT_ALERT",),
        category="account",
    ),
    Rule(
        id="CJK_CLAIM_BANK",
        group="claim",
        weight=10,
        description="Mentions, in Japanese or Chinese, a bank or a card company",
        fires=("三井住友銀行からのお知らせ", "您的信用卡账单"),
        quiet=("駅で待っています", "我在车站等你"),
        check=_row(_BANK, "TEXT_CLAIM_BANK"),
        reads=("TEXT_CLAIM_BANK",),
        category="bank",
    ),
    Rule(
        id="CJK_ASK_VERIFY",
        group="ask",
        weight=12,
        description="Asks, in Japanese or Chinese, that you sign in or verify or update your account",
        fires=(
            "下記よりログインして、お支払い方法の情報を更新してください",
            "请点击这里验证您的帐户",
            "本人確認をお願いします",
        ),
        quiet=("会議の資料を確認しました", "谢谢你的帮助"),
        check=_row(_VERIFY, "TEXT_ASK_VERIFY"),
        reads=("TEXT_ASK_VERIFY",),
        category="account",
        advice=_ADVICE,
    ),
    Rule(
        id="CJK_URGENT",
        group="pressure",
        weight=6,
        description="Pushes you, in Japanese or Chinese, to act at once or within hours",
        fires=("24時間以内にご確認ください", "请立即升级"),
        quiet=("来週またお会いしましょう", "周末愉快"),
        check=_row(_URGENT, "TEXT_URGENCY"),
        reads=("TEXT_URGENCY",),
    ),
    Rule(
        id="CJK_LINK_PROMPT",
        group="channel",
        weight=6,
        description="Points you, in Japanese or Chinese, to a link or button",
        fires=("こちらをクリックしてください", "点击此处增加存储容量"),
        quiet=("下記の通り会議を行います", "我已经到了"),
        check=_row(_LINK, "TEXT_LINK_PROMPT"),
        reads=("TEXT_LINK_PROMPT",),
    ),
)
