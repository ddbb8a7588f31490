"""Link recall: generic phishing name and path patterns reach "suspicious", popular genuine links stay clear.

Every case is made up for the pattern it names (no sample from any corpus); a failing id names the
pattern. The quiet table holds links people really receive from the services themselves.
"""

from __future__ import annotations

import statistics
import timeit

import pytest

from scamcore.rules.url_lexical import name_words
from scamcore.urls import analyse_url

SUSPICIOUS = 45
CAUTION = 20

# (pattern, url): each must reach suspicious on its own.
PHISHY = [
    ("lure-words-stacked", "https://device-review-security.com/"),
    ("lure-words-glued", "https://secureaccountverification.net/"),
    ("misspelt-lure-word", "https://support-serrvice-desk.com/"),
    ("misspelt-plus-number", "https://home-profiile-center48213.com/"),
    ("free-tld-with-hyphen", "http://verify-account7.tk/"),
    ("free-tld-with-login-query", "https://example-school.ml/?login=do"),
    ("cheap-tld-with-script", "http://example-shop.top/o.php"),
    ("throwaway-host-with-lure", "https://account-unlock-help.000webhostapp.com/"),
    ("tunnel-with-signin", "https://abc123.ngrok-free.app/signin"),
    ("free-builder-numbered-tenant", "https://mail-voice12345.weebly.com/"),
    ("google-sites-lure-name", "https://sites.google.com/view/account-unlock-help/home"),
    ("brand-combo-with-lure", "https://paypal-verify-account.com/"),
    ("brand-combo-with-hyphen", "https://netflix-renew.com/"),
    ("brand-in-deep-subdomain", "http://app.apple.example-host.net/"),
    ("hash-folder-kit", "http://example.com/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/index.php"),
    ("hidden-folder-signin", "http://example.com/.secure/login.php"),
    ("well-known-page", "http://example.com/.well-known/pki/login.html"),
    ("signin-script-plus-kit-file", "http://example.com/x/y/verifylogin.php"),
    ("address-spelt-in-host", "http://www.example-bank.com.secure-check.net/"),
    ("hosting-account-host-with-page", "http://u0123456.cp.hosting-example.net/bank/sms.html"),
    ("empty-email-field-on-script", "http://example.com/docs/x/index.php?email="),
    ("saved-signin-page", "http://example.com/smop/PayPal%20-%20Log%20In.htm"),
    ("page-on-throwaway-free-host", "http://someone.webcindario.com/index5.html"),
    ("script-on-static-free-host", "https://abc-demo.firebaseapp.com/x/indexx.php"),
    ("site-name-as-kit-folder", "http://example.com/online.example-bank.com/login/"),
    ("signin-in-script-folder", "http://example.com/includes/js/Secure/Confirm/info"),
    ("signin-page-over-plain-http", "http://example-plumbing.com/web/login/"),
    ("kit-file-over-plain-http", "http://example.com/.tmp/ourtime.php"),
    ("brand-folder-at-top-of-site", "https://example-flooring.com/chase/index.html"),
    ("bank-named-page-elsewhere", "https://example-garage.com/natwest"),
    ("page-inside-wp-content", "https://example.com/wp-content/zone/processing/index.html"),
    ("dynamic-dns-host", "http://account-help.myftp.org/"),
    ("form-service-titled-for-a-brand", "https://www.surveygizmo.com/s3/1234567/Optus"),
    ("form-service-titled-for-a-mailbox", "https://www.alchemer.com/s3/7654321/Mailbox-Verify"),
    ("worker-keeping-its-made-up-name", "https://worker-calm-lake-9b1e.someone.workers.dev/"),
    ("brand-copy-on-free-host", "https://someone.github.io/PaypalReplica"),
]

# Genuine links that must stay clear (score < 20).
GENUINE = [
    "https://accounts.google.com/signin/v2/identifier",
    "https://login.microsoftonline.com/common/oauth2/authorize",
    "https://secure.chase.com/web/auth/dashboard",
    "https://support.apple.com/en-us/HT201236",
    "https://github.com/login",
    "https://www.paypal.com/signin",
    "https://www.bankofamerica.com/online-banking/sign-in/",
    "https://en.wikipedia.org/wiki/PayPal",
    "https://en.wikipedia.org/wiki/Phishing",
    "https://www.amazon.com/gp/css/order-history",
    "https://myaccount.google.com/security",
    "https://appleid.apple.com/account/manage",
    "https://www.netflix.com/account",
    "https://click.mail.example.com/?qs=abc123",
    "https://example.com/account/settings",
    "https://example.com/support/contact",
    "https://blog.example.org/2024/05/how-to-secure-your-account",
    "https://example.com/.well-known/security.txt",
    "https://shop2024.example.com/",
    "https://www.example.com/docs/account/setup",
    "https://www.trustpilot.com/review/www.example.org",
    "https://example-plumbing.com/web/login/",  # a small business's own sign-in page, over TLS
    "http://example.com/login?back=%252Fcredits",  # a site's sign-in page that returns you to it
    "http://news.example.com/servlet/url_login?email=&brand=news",
    "https://example.com/wp-content/uploads/2024/05/brochure.pdf",
    "https://example.com/cards/mastercard/world-card",
    "https://example.com/tag/natwest",
]

# Genuine links that already carry a mild sign (free hosting, a brand's side domain, a hash in a
# path): they may reach caution, never suspicious.
MILD = [
    "https://anna1985.blogspot.com/",
    "https://my-garden-diary.weebly.com/",
    "https://sites.google.com/view/smith-family-recipes/home",
    "https://docs.google.com/document/d/1AbC/edit",
    "https://nerdwallet.com/",
    "https://example.com/author/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/sortby/date",
    "https://www.gravatar.com/avatar/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e",
    "https://apple-dns.net/",
    "https://revolution-os.com/",
    "https://someone.blogspot.com/2024/05/holiday-pictures.html",
    "https://www.example.com.s3.amazonaws.com/report.html",
    "http://www.example.com/walmart",  # a page about a shop, in an old newsletter
    "http://www.revolution-os.com/",
    "https://www.surveygizmo.com/s3/1234567/Optus-Feedback-2026",  # a brand's own survey
    "https://someone.github.io/git-clone-guide/",
]


@pytest.mark.parametrize(("pattern", "url"), PHISHY, ids=[p for p, _ in PHISHY])
def test_phishing_patterns_reach_suspicious(pattern: str, url: str) -> None:
    a = analyse_url(url)
    assert a.score >= SUSPICIOUS, (a.score, [f.rule_id for f in a.findings])


@pytest.mark.parametrize("url", GENUINE)
def test_genuine_links_stay_clear(url: str) -> None:
    a = analyse_url(url)
    assert a.score < CAUTION, (a.score, [f.rule_id for f in a.findings])


@pytest.mark.parametrize("url", MILD)
def test_genuine_links_with_a_mild_sign_stay_below_suspicious(url: str) -> None:
    a = analyse_url(url)
    assert a.score < SUSPICIOUS, (a.score, [f.rule_id for f in a.findings])


@pytest.mark.parametrize(
    ("label", "words", "misspelt"),
    [
        ("support-serrvice", ("support",), ("serrvice",)),
        ("acc0unt-help", ("help",), ("acc0unt",)),
        ("i-verlfiedbadges", (), ("verlfiedbadges",)),
        ("services", ("service",), ()),  # a plural is the word itself, not a misspelling
        ("nerdwallet", ("wallet",), ()),
        ("supplies", (), ()),
    ],
)
def test_name_words_find_lure_words_and_misspellings(
    label: str, words: tuple[str, ...], misspelt: tuple[str, ...]
) -> None:
    nw = name_words(label, "")
    assert nw.words == words
    assert nw.misspelt == misspelt


def test_subdomain_words_count_half() -> None:
    assert name_words("example", "login").score < name_words("login", "").score


def test_analyse_url_stays_fast() -> None:
    urls = [u for _, u in PHISHY] + GENUINE + MILD
    urls = [f"{u}?n={i}" for i in range(8) for u in urls]  # distinct strings defeat the cache
    times = [timeit.timeit(lambda u=u: analyse_url(u), number=1) for u in urls]  # type: ignore[misc]
    assert statistics.median(times) < 0.003  # generous for slow CI; measured median is far lower
