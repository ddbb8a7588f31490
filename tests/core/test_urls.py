"""Link analysis: parsing, brand imitation, IP and @ tricks, official domains, and its contract.

Case tables with readable ids (rspamd's lua_url_filter style): a failing id names the trick.
"""

from __future__ import annotations

import pytest
from cpukit import cpu_seconds
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.lookalike import find_imitation, skeleton
from scamcore.urls import analyse_url, parse_url, url_hits

SUSPICIOUS = 45
CAUTION = 20

# (url, brand it imitates, technique)
TYPOSQUATS = [
    ("https://paypa1.com/", "PayPal", "homoglyph"),  # 1 for l
    ("http://rnicrosoft.com/login", "Microsoft", "homoglyph"),  # rn for m
    ("https://arnazon.com/", "Amazon", "homoglyph"),
    ("https://g00gle.com/", "Google", "homoglyph"),  # 0 for o
    ("https://vvellsfargo.com/", "Wells Fargo", "homoglyph"),  # vv for w
    ("https://paypl.com/", "PayPal", "typo"),  # omission
    ("https://payypal.com/", "PayPal", "typo"),  # repetition
    ("https://apypal.com/", "PayPal", "typo"),  # transposition
    ("https://paypak.com/", "PayPal", "typo"),  # keyboard-adjacent replacement
    ("https://paypel.com/", "PayPal", "typo"),  # vowel swap
    ("https://paypam.com/", "PayPal", "typo"),  # bitsquat (l 0x6c -> m 0x6d)
    ("https://netfliix.com/", "Netflix", "typo"),  # insertion
    ("https://coinbsae.com/", "Coinbase", "typo"),
    ("https://pay-pal.com/", "PayPal", "hyphenation"),
    ("https://paypal.xyz/", "PayPal", "tld-swap"),
    ("https://bankofamerica.ph/", "Bank of America", "tld-swap"),
    ("https://secure-paypal-verify.com/", "PayPal", "combo"),
    ("https://paypal-login.com/", "PayPal", "combo"),
    ("https://usps-redelivery.top/", "USPS", "combo"),
    ("https://coinbaseltd.com/", "Coinbase", "combo"),
    ("http://paypal.com.evil.top/", "PayPal", "domain-in-subdomain"),
    ("http://login.microsoftonline.com.secure-auth.tk/", "Microsoft", "domain-in-subdomain"),
    ("http://royalmail.reschedule-parcel.com/", "Royal Mail", "subdomain"),
]


@pytest.mark.parametrize(("url", "brand", "technique"), TYPOSQUATS, ids=[f"{t}:{u}" for u, _, t in TYPOSQUATS])
def test_typosquats_name_the_brand_they_imitate(url: str, brand: str, technique: str) -> None:
    a = analyse_url(url)
    assert a.imitates == brand
    assert not a.official
    host = parse_url(url).host
    assert technique in " ".join(f.evidence for f in a.findings) or technique in host, [f.evidence for f in a.findings]


@pytest.mark.parametrize(
    ("url", "host", "brand"),
    [
        ("http://xn--pple-43d.com/", "\u0430pple.com", "Apple"),  # Cyrillic a
        ("http://xn--80ak6aa92e.com/", "\u0430\u0440\u0440\u04cf\u0435.com", "Apple"),  # all-Cyrillic
        ("https://\u0440\u0430ypal.com/signin", "\u0440\u0430ypal.com", "PayPal"),  # typed in Unicode
    ],
    ids=["punycode-one-letter", "punycode-whole-word", "unicode-input"],
)
def test_idn_homographs_are_decoded_and_flagged(url: str, host: str, brand: str) -> None:
    a = analyse_url(url)
    assert a.host == host, "the host is reported in Unicode form"
    assert a.imitates == brand
    assert "URL_IDN_HOMOGRAPH" in url_hits(url)
    assert a.score >= SUSPICIOUS


def test_plain_idn_domains_are_not_flagged() -> None:
    """An all-Cyrillic or accented domain is not a trick by itself (only mixing or copying is)."""
    for url in (
        "https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/",
        "https://m\u00fcnchen.de/",
        "http://xn--mnchen-3ya.de/",
    ):
        hits = url_hits(url)
        assert "URL_IDN_HOMOGRAPH" not in hits and "URL_MIXED_SCRIPT" not in hits, url
        assert analyse_url(url).score < CAUTION


@pytest.mark.parametrize(
    ("url", "host", "rules"),
    [
        ("http://paypal.com@203.0.113.9/login", "203.0.113.9", {"URL_USERINFO", "URL_USERINFO_DOMAIN", "URL_IP_HOST"}),
        ("http://user:pass@example.com/", "example.com", {"URL_USERINFO"}),
        ("http://www.bank.example.com-secure@evil.example/", "evil.example", {"URL_USERINFO_DOMAIN"}),
        ("http://a@b@example.org/", "example.org", {"URL_USERINFO"}),
    ],
    ids=["brand-before-at-ip-after", "credentials", "domain-before-at", "two-ats"],
)
def test_at_sign_tricks_report_the_real_host(url: str, host: str, rules: set[str]) -> None:
    assert analyse_url(url).host == host
    assert rules <= set(url_hits(url))


@pytest.mark.parametrize(
    ("url", "rule"),
    [
        ("http://203.0.113.9/login", "URL_IP_HOST"),
        ("http://[2001:db8::1]:8080/", "URL_IP_HOST"),
        ("http://3405803785/", "URL_IP_DISGUISED"),  # decimal
        ("http://0xcb007109/", "URL_IP_DISGUISED"),  # hex
        ("http://0313.0.0161.011/", "URL_IP_DISGUISED"),  # octal
        ("http://0xcb.0.113.9/", "URL_IP_DISGUISED"),  # mixed
    ],
    ids=["dotted", "ipv6", "decimal", "hex", "octal", "mixed"],
)
def test_ip_hosts_in_every_form(url: str, rule: str) -> None:
    assert rule in url_hits(url)
    assert analyse_url(url).imitates is None


@pytest.mark.parametrize(
    ("url", "registrable"),
    [
        ("https://www.paypal.com/signin", "paypal.com"),
        ("https://accounts.google.com/ServiceLogin", "google.com"),
        ("https://www.amazon.co.uk/gp/cart", "amazon.co.uk"),
        ("https://secure.chase.com/web/auth/", "chase.com"),
        ("https://www.royalmail.com/track-your-item", "royalmail.com"),
        ("https://www.irs.gov/payments", "irs.gov"),
    ],
    ids=str,
)
def test_official_domains_are_damped_but_never_declared_safe(url: str, registrable: str) -> None:
    a = analyse_url(url)
    assert a.official and a.registrable_domain == registrable and a.imitates is None
    damp = [f for f in a.findings if f.group == "dampener"]
    assert damp and all(f.weight < 0 for f in damp)
    assert a.score < CAUTION
    assert all("safe" not in f.description.lower() for f in a.findings)


@pytest.mark.parametrize(
    "url",
    [
        "https://www.google.com/search?q=how+to+bake+bread&hl=en",
        "https://github.com/python/cpython/blob/main/Lib/urllib/parse.py",
        "https://en.wikipedia.org/wiki/Phishing",
        "https://www.bbc.co.uk/news/technology-12345678",
        "https://www.amazon.de/dp/B08N5WRWNW?ref=abc",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://docs.python.org/3/library/urllib.parse.html",
        "https://www.nytimes.com/2024/05/01/technology/ai.html",
        "https://stackoverflow.com/questions/123/how-to-parse-a-url",
        "example.org",
        "https://mail.google.com/mail/u/0/#inbox",
        "https://www.linkedin.com/in/someone/",
        "https://en.wikipedia.org/wiki/PayPal",  # a brand's name as a page title
        "https://web.archive.org/web/2020/https://www.paypal.com/",  # a brand's address inside a link
        "https://www.trustpilot.com/review/www.paypal.com",
        "https://shop.example-store.com/customer/account/login/",  # a shop's own account pages
        "https://www.nytimes.com/subscription/account/update-payment",
    ],
    ids=lambda v: str(v)[:40],
)
def test_popular_legit_links_stay_clear(url: str) -> None:
    a = analyse_url(url)
    assert a.score < CAUTION, [(f.rule_id, f.evidence) for f in a.findings]
    assert a.imitates is None


@pytest.mark.parametrize(
    "url",
    [
        "http://paypal.com.secure-login.top/webscr?cmd=_login-run",
        "http://example.com/wp-includes/js/chase/login.php",
        "https://paypa1.com/signin",
        "http://203.0.113.9/bankofamerica/verify.php",
        "https://secure-netflix-billing.web.app/update",
    ],
    ids=["inner-domain-kit-marker", "hacked-wordpress-kit", "homoglyph-signin", "ip-brand-kit", "free-host-combo"],
)
def test_layered_phishing_links_reach_suspicious(url: str) -> None:
    assert analyse_url(url).score >= SUSPICIOUS, [(f.rule_id, f.weight) for f in analyse_url(url).findings]


@pytest.mark.parametrize(
    "url",
    ["https://example.com/wp-login.php", "https://example.com/account/login.html", "https://example.com/login.php"],
)
def test_a_sites_own_https_signin_page_is_one_sign_not_several(url: str) -> None:
    """login.php is both a kit file name and a sign-in word: one fact, so caution and no more."""
    a = analyse_url(url)
    assert CAUTION <= a.score < SUSPICIOUS, [(f.rule_id, f.weight) for f in a.findings]
    assert "URL_SEVERAL_SIGNS" not in {f.rule_id for f in a.findings}
    # a second, separate sign (here the site is a bare IP address) still makes it several
    elsewhere = analyse_url(url.replace("example.com", "203.0.113.9"))
    assert "URL_SEVERAL_SIGNS" in {f.rule_id for f in elsewhere.findings}


def test_account_words_beside_a_page_that_is_no_signin_page_are_a_second_sign() -> None:
    a = analyse_url("https://example.com/account/update/sms2.html")
    assert "URL_SEVERAL_SIGNS" in {f.rule_id for f in a.findings}


def test_shortener_alone_is_a_mild_flag_never_a_verdict() -> None:
    a = analyse_url("https://bit.ly/3abcdEF")
    assert "URL_SHORTENER" in url_hits("https://bit.ly/3abcdEF")
    assert a.score < CAUTION


def test_html_escaped_ampersands_are_read_as_ampersands() -> None:
    assert parse_url("http://example.com/a?x=1&amp;y=2").query == "x=1&y=2"


def test_free_host_tenant_is_the_registrable_domain() -> None:
    a = analyse_url("https://paypal-secure.web.app/")
    assert a.registrable_domain == "paypal-secure.web.app" and a.imitates == "PayPal" and not a.official
    assert not analyse_url("https://sites.google.com/view/anything").official


def test_a_platforms_own_help_folder_on_its_bare_domain_is_not_a_tenant_page() -> None:
    """carrd.co/docs/... is the platform's documentation; a tenant's page is on a subdomain or under
    a tenant folder (sites.google.com/view/...), and stays free hosting."""
    assert "URL_FREE_HOSTING" not in url_hits("https://carrd.co/docs/account/password-reset")
    assert "URL_FREE_HOSTING" in url_hits("https://sites.google.com/view/docs-login")
    assert "URL_FREE_HOSTING" in url_hits("https://docs-help.weebly.com/docs/login")


@pytest.mark.parametrize(
    ("word", "brand"),
    [
        ("paypa1", "PayPal"),
        ("rnicrosoft", "Microsoft"),
        ("upstracking", "UPS"),  # short name glued to a service word
        ("itaucard-off", "Itau"),
        ("kotaku", None),  # kotak + u is just another word
        ("cloud", None),  # icloud minus its first letter
        ("pineapple", None),
        ("forticloud", None),  # icloud hides inside ordinary words
        ("qodeinteractive", None),  # so does interac
        ("amazonas", None),  # not a typo of the infrastructure name amazonaws
    ],
    ids=str,
)
def test_find_imitation_on_labels(word: str, brand: str | None) -> None:
    im = find_imitation(word, "com", "")
    assert (im.brand.name if im else None) == brand


def test_skeleton_folds_lookalikes_to_one_key() -> None:
    assert skeleton("\u0440\u0430yp\u0430l") == skeleton("paypal") == skeleton("paypa1")
    assert skeleton("rnicrosoft") == skeleton("microsoft")


@given(st.text(max_size=300))
@settings(max_examples=400)
def test_analyse_url_never_raises_and_scores_in_range(text: str) -> None:
    a = analyse_url(text)
    assert 0 <= a.score <= 100
    url_hits(text)  # the uncaught path must not raise either


@given(
    st.builds(
        lambda scheme, user, host, port, path: f"{scheme}{user}{host}{port}{path}",
        st.sampled_from(["", "http://", "https://", "hxxp://", "//", "HTTP://", "javascript:"]),
        st.sampled_from(["", "a@", "a:b@", "@", "x@y@"]),
        st.text(alphabet=st.characters(codec="utf-8"), max_size=40),
        st.sampled_from(["", ":80", ":99999", ":abc", ":"]),
        st.text(max_size=60),
    )
)
@settings(max_examples=400)
def test_url_shaped_junk_never_raises(url: str) -> None:
    assert 0 <= analyse_url(url).score <= 100
    url_hits(url)


@pytest.mark.parametrize(
    ("url", "rule"),
    [
        ("https://www.google.com/url?q=http://paypal-login.top/verify", "URL_REDIRECTS_TO_RISKY_LINK"),
        ("https://hangouts.google.com/linkredirect?dest=https://example.org/x", "URL_BRAND_SITE_REDIRECT"),
        ("http://example.com/js/?us.battle.net/login/en/", "URL_BRAND_ADDRESS_ELSEWHERE"),
    ],
    ids=["redirect-to-phish", "brand-open-redirect", "brand-address-decoy"],
)
def test_links_inside_links(url: str, rule: str) -> None:
    assert rule in url_hits(url)


def test_a_brand_redirect_loses_the_official_dampener() -> None:
    a = analyse_url("https://www.google.com/url?q=http://paypal-login.top/verify")
    assert a.registrable_domain == "google.com"  # the domain is Google's...
    assert not a.official  # ...but it only forwards elsewhere (relays)
    assert "URL_OFFICIAL_DOMAIN" not in url_hits(a.url)
    assert a.score >= SUSPICIOUS


@pytest.mark.parametrize(
    "url",
    [
        "https://docs.google.com/forms/d/e/1FAIpQLSfabc/viewform",
        "https://mycompany.sharepoint.com/sites/team",
        "https://sites.google.com/view/my-club",
        "https://docs.google.com/document/d/1AbCdEfGh/edit",
        "https://drive.google.com/file/d/1AbCdEfGh/view?usp=sharing",
    ],
    ids=["google-form", "sharepoint-tenant", "google-site", "google-doc", "drive-file"],
)
def test_platform_user_content_is_flagged_mildly_and_never_as_the_platform_imitating_itself(url: str) -> None:
    a = analyse_url(url)
    assert a.imitates is None and not a.official
    assert "URL_FREE_HOSTING" in url_hits(url)
    assert a.score < SUSPICIOUS


@pytest.mark.parametrize(
    "url",
    [
        "https://telegra.ph/Trip-notes-11-22",
        "https://someone.tumblr.com/post/123/hello",
        "https://my-shop.webs.com/",
        "https://digilander.libero.it/someone/index.html",
    ],
    ids=["telegraph-page", "tumblr-blog", "webs-site", "libero-personal-page"],
)
def test_instant_publishing_and_blog_pages_are_user_content(url: str) -> None:
    assert "URL_FREE_HOSTING" in url_hits(url)
    assert analyse_url(url).score < SUSPICIOUS


@pytest.mark.parametrize(
    "url",
    [
        "https://docs.railway.app/reference/accounts#two-factor-authentication",
        "https://help.tumblr.com/two-factor-authentication/",
        "https://support.wixsite.com/account/login-settings",
    ],
    ids=["platform-docs", "platform-help", "platform-support"],
)
def test_a_hosting_platforms_own_help_pages_are_not_a_tenants_pages(url: str) -> None:
    """No tenant can take docs., help. or support. on a hosting platform: a sign-in help page there
    is the platform's own, not a copied sign-in page."""
    hits = url_hits(url)
    assert "URL_FREE_HOSTING" not in hits and "URL_SIGNIN_ON_RISKY_HOST" not in hits
    assert analyse_url(url).score < SUSPICIOUS


def test_an_account_notice_on_an_anonymous_publishing_page_is_suspicious() -> None:
    assert analyse_url("https://telegra.ph/Account-verification-11-22").score >= SUSPICIOUS


def test_a_brand_name_as_a_free_host_tenant_is_an_imitation() -> None:
    a = analyse_url("https://paypal-login.weebly.com/")
    assert a.imitates == "PayPal" and a.score >= SUSPICIOUS


@pytest.mark.parametrize("url", ["https://www.gov.uk/vehicle-tax", "https://www.nhs.uk/conditions/"], ids=str)
def test_government_suffix_domains_are_official(url: str) -> None:
    assert analyse_url(url).official


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com/" + "a." * 2000,
        "http://example.com/?" + "a" * 2000 + "@" + "b" * 2000,
        "http://example.com/?" + "a@" * 2000,
        "http://example.com/" + "%41" * 1300,
        "http://example.com/" + "paypa" * 800,
        "http://" + "a-" * 1000 + "b.com/",
        "http://example.com/?" + "x." * 1300 + "com",
        "http://" + "@" * 3000 + "example.com",
    ],
    ids=["dots", "long-email", "many-ats", "escapes", "brand-prefixes", "hyphens", "domain-run", "ats-in-host"],
)
def test_hostile_links_cost_bounded_time(url: str) -> None:
    """No rule may backtrack for long on a 4 kB link (every pattern is bounded or anchored).

    An ordinary link is checked first: the first check in a process builds the link tables (about
    0.09 s), which is no cost of the hostile link. Each then costs about 2 ms.
    """
    analyse_url("https://example.com/")
    assert cpu_seconds(analyse_url, url + "#unique") < 0.1


@pytest.mark.parametrize(
    ("url", "category"),
    [
        ("https://usps-redelivery.top/", "delivery"),
        ("https://wellsfarg0.com/", "bank"),
        ("https://coinbaseltd.com/", "crypto"),
        ("https://paypa1.com/", "account"),
    ],
    ids=["courier", "bank", "crypto", "account"],
)
def test_imitation_findings_carry_the_brands_scam_category(url: str, category: str) -> None:
    cats = {
        f.category
        for f in analyse_url(url).findings
        if f.rule_id.startswith("URL_BRAND") or f.rule_id == "URL_IDN_HOMOGRAPH"
    }
    assert cats == {category}


@pytest.mark.parametrize(
    "url", ["https://google.github.io/styleguide/", "https://microsoft.github.io/vscode/"], ids=str
)
def test_a_brands_own_account_page_on_a_developer_host_is_not_an_imitation(url: str) -> None:
    a = analyse_url(url)
    assert a.imitates is None and a.score < SUSPICIOUS


@pytest.mark.parametrize(
    ("url", "below"),
    [
        ("https://spotify.app.link/abc123", CAUTION),
        ("https://netflix.app.link/t9Uv2", CAUTION),
        ("https://booking.onelink.me/a1b2/campaign", CAUTION),
        ("https://spotify.app.link/DesignPromo", CAUTION),  # "design" holds no e-signature
    ],
    ids=str,
)
def test_a_brands_own_name_on_a_deep_link_service_is_its_account(url: str, below: int) -> None:
    """The subdomain is the account's name, first come: the brand holds its own there. It is never
    the brand's official page: a stranger may hold a name the brand left free."""
    a = analyse_url(url)
    assert a.imitates is None and not a.official and a.score < below


@pytest.mark.parametrize(
    "url",
    [
        "https://paypal-verify.app.link/x8k2",
        "https://apple-id-support.onelink.me/secure",
        "https://chase.app.link/verify-account",  # a brand's free name, with a kit's ask
        "https://paypal.app.link/signin",
        "https://microsoft.notion.site/Shared-Document-Review",
        "https://amaz0n.app.link/login",
        "https://verify-account.app.link/",
        "https://netflix-billing.onelink.me/abc",
        "https://paypal-secure.typeform.com/to/verify",
        "https://paypal.typeform.com/to/aB3xYz",  # a form's path is an opaque id: a brand's free name is anyone's
    ],
    ids=str,
)
def test_a_name_that_adds_to_a_brand_on_a_link_service_is_still_a_lure(url: str) -> None:
    assert analyse_url(url).score >= SUSPICIOUS


def test_a_shorteners_path_words_are_not_a_name_anyone_picked() -> None:
    # bit.ly/<words> is a custom back-half, not a host: no hosting sign joins the path's sign-in word
    assert analyse_url("https://bit.ly/StudentPortalLogin").score < SUSPICIOUS


def test_a_deep_link_is_not_counted_as_a_shortener() -> None:
    # A brand's deep link in a text ("Track it in the app: <app>.onelink.me/...") would rise to
    # suspicious through the text rows if it carried the shortener sign.
    assert analyse_url("https://deliveroo.onelink.me/xyz12/promo").score == 0


@pytest.mark.parametrize(
    "url",
    [
        "https://www.example-hotel.com/booking/confirm",
        "https://book.example-cabins.com/booking/verify-email",
        "https://www.example-bistro.com/bookings/confirm-reservation",
        "https://www.example-bank.com/treasury/login",
        "https://www.example-insure.com/medicare/member-login",
    ],
    ids=str,
)
def test_a_sites_own_section_named_like_a_brand_is_not_the_brand(url: str) -> None:
    assert analyse_url(url).score < CAUTION


@pytest.mark.parametrize(
    "url",
    ["https://www.example-hotel.fr/booking.com/confirm/login.php", "https://booking.guest-confirm-id4821.com/"],
    ids=str,
)
def test_the_brands_address_in_a_path_or_its_name_in_a_host_still_counts(url: str) -> None:
    assert analyse_url(url).score >= SUSPICIOUS


def test_a_government_hosts_stacked_names_are_not_a_strangers_but_its_brand_still_counts() -> None:
    # The city's webmail: the body stacks its own labels, so "deep" adds nothing; the brand stays
    # read (a review kept paypal.<city>.gov.br at caution: the body's DNS can be abused).
    webmail = analyse_url("https://outlook.office365.campinas.sp.gov.br/")
    assert webmail.imitates == "Microsoft" and CAUTION <= webmail.score < SUSPICIOUS
    assert analyse_url("https://paypal.campinas.sp.gov.br/").imitates == "PayPal"


def test_a_brand_subdomain_on_another_site_alone_is_caution_not_a_verdict() -> None:
    assert CAUTION <= analyse_url("https://apple.example-forum.com/questions/1").score < SUSPICIOUS


@pytest.mark.parametrize(
    "url",
    [
        "https://apple.stackexchange.com/questions/123/how-to-reset-apple-id-password",
        "https://android.stackexchange.com/questions/2201/google-account-login-loop",
        "https://apple.meta.stackexchange.com/questions/4100/tag-cleanup",
        "https://apple.slashdot.org/story/24/03/11/1423211/apple-patches-zero-day",
    ],
    ids=str,
)
def test_a_brand_as_a_topic_sites_subject_is_not_a_disguise(url: str) -> None:
    a = analyse_url(url)
    assert a.imitates is None and a.score < CAUTION


@pytest.mark.parametrize(
    "url",
    [
        "https://paypal-support.fandom.com/wiki/Contact",  # anyone may start a wiki: not a topic site
        "https://paypal.fandom.com/wiki/Account_Verification",
        "https://apple.stackexchange-help.com/login",
        "https://apple.stackexchange.com.account-check.info/signin",
    ],
    ids=str,
)
def test_a_topic_sites_name_borrowed_or_added_to_is_still_read(url: str) -> None:
    assert analyse_url(url).score >= SUSPICIOUS


@pytest.mark.parametrize(
    "url",
    [
        "https://support.examplevault-password.com/two-factor-authentication/",
        "https://support.examplesecurity.com/hc/en-us/articles/360012345678",
        "https://help.example.pro/support/getting-started/set-up-two-factor-authentication/",
    ],
)
def test_a_help_centre_article_on_sign_in_stays_below_suspicious(url: str) -> None:
    # The company's name holds the sign-in word and the article explains signing in: neither is a lure.
    a = analyse_url(url)
    assert a.score < SUSPICIOUS, (a.score, [f.rule_id for f in a.findings])
    assert "URL_CREDENTIAL_HOST" not in url_hits(url)


def test_a_sign_in_page_in_a_kits_code_folder_is_suspicious() -> None:
    assert analyse_url("https://example.com.tr/k3v9q2x7mz/account").score >= SUSPICIOUS
    assert analyse_url("https://example.com/mail202/login").score < SUSPICIOUS
