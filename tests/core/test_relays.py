"""Links that are not the brand's own although they sit on its host: a brand's relays of another
site's page (relays) and a forwarder's mail-app download link (mail_client)."""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.urls import analyse_url, url_hits

_OFFICIAL_SIGNS = {"URL_OFFICIAL_DOMAIN", "TEXT_OFFICIAL_LINK"}


@pytest.mark.parametrize(
    "url",
    [
        "https://www.google.co.uk/amp/claim-bonus.example/b3Nw",  # an AMP viewer
        "https://www.google.com/amp/s/parcel-fee.example.net/pay",
        "https://translate.google.com/translate?hl=fr&u=login.example.io/user/verify.php&sl=de",
        "https://www.google.com/url?sa=t&q=h%74tps%3A%2F%2Fpills.example%2Fbuy",  # %-written scheme
        "https://www.bing.com/ck/a?!&&p=4f2e&u=a1aHR0cHM6Ly9wcml6ZS5leGFtcGxlLmNvbS9jbGFpbQ&ntb=1",  # base64
        "https://bucket-name.s3.us-east-2.amazonaws.com/index.html",  # a customer's bucket
        "http://bucket-name.s3-website-eu-west-1.amazonaws.com",
        "https://storage.cloud.google.com/bucket-name/index.html",  # a bucket under the storage's browser
        "https://www.facebook.com/ExampleWalletSupport",  # anyone's page, under any name
        "https://www.linkedin.com/company/example-holdings",
        "https://x.com/example_airdrop",
    ],
)
def test_a_brand_host_showing_another_site_is_not_official(url: str) -> None:
    a = analyse_url(url)
    assert not a.official
    assert "URL_OFFICIAL_DOMAIN" not in url_hits(url)
    assert a.imitates is None  # the brand's own host is no look-alike either


@pytest.mark.parametrize(
    "url",
    [
        "https://accounts.google.com/login?continue=https://mail.google.com/",  # the same site
        "https://www.amazon.com/gp/r.html?U=https%3A%2F%2Fwww.amazon.co.uk%2Fdeals",  # the same brand
        "https://www.google.com/search?q=weather+today",
        "https://www.paypal.com/signin?country=de",
        "https://aws.amazon.com/s3/",
        "https://cloud.google.com/storage/docs",
        "https://www.facebook.com/help/1234567",  # the network's own sections
        "https://www.linkedin.com/legal/privacy-policy",
        "https://www.facebook.com/",
    ],
)
def test_a_brand_link_to_its_own_pages_stays_official(url: str) -> None:
    assert analyse_url(url).official
    assert "URL_OFFICIAL_DOMAIN" in url_hits(url)


@pytest.mark.parametrize(
    ("url", "rule"),
    [
        # the page a relay shows is judged while the rules run, like any site's page
        ("https://secure-login-verify.s3.eu-west-3.amazonaws.com/start.html", "URL_LURE_NAME"),
        ("https://files-example.s3.amazonaws.com/account/verify/signin.html", "URL_CREDENTIAL_PATH"),
        # ...and the redirect rule still sees whose springboard it is
        ("https://www.google.com/url?q=https://parcel-fee.example.top/pay", "URL_BRAND_SITE_REDIRECT"),
    ],
)
def test_the_rules_see_a_relay_is_not_the_brands_page(url: str, rule: str) -> None:
    assert rule in url_hits(url)
    assert not analyse_url(url).official


def test_a_networks_own_subdomain_is_no_members_page() -> None:
    # a help article on the network's support site, under a language folder, is the network's
    a = analyse_url("https://support.tiktok.com/en/safety-hc/account-and-user-safety/account-safety")
    assert a.official
    assert "URL_CREDENTIAL_PATH" not in url_hits(a.url)
    assert not analyse_url("https://de-de.facebook.com/examplepage").official


def _official_points(text: str) -> list[str]:
    return [s.id for s in check_text(text).signals if s.id in _OFFICIAL_SIGNS]


def test_a_translator_proxy_in_a_message_reassures_nothing() -> None:
    text = (
        "Microsoft Bing: your mailbox storage is full. Sign in to keep receiving mail: "
        "https://www.bing.com/ck/a?!&&p=4f2e&u=a1aHR0cHM6Ly9tYWlsYm94LmV4YW1wbGUuY29tL2xvZ2lu&ntb=1"
    )
    assert _official_points(text) == []


_FORWARD = (
    "Fwd: Your account access is on hold\n\n{footer}<https://aka.ms/zz9qa1>\n"
    "________________________________\nFrom: Account Team <team@mailer.example>\n"
    "Subject: Your account access is on hold\n\n"
    "Dear customer, we have placed your bank account on hold. Confirm your identity with the "
    "release code in the attached form within 24 hours to avoid closure."
)


@pytest.mark.parametrize(
    "footer",
    [
        "Get Outlook for Android",
        "Get Outlook for iOS",
        "Obter o Outlook para Android",
        "Outlook für iOS herunterladen",
        "Télécharger Outlook pour Android",
        "Sent from Yahoo Mail on Android",
    ],
)
def test_a_forwarders_mail_app_link_is_not_the_brands_link(footer: str) -> None:
    text = _FORWARD.format(footer=footer)
    result = check_text(text)
    assert _official_points(text) == []
    assert all(u.registrable_domain != "aka.ms" for u in result.urls)


def test_only_a_brand_link_after_the_app_line_is_set_aside() -> None:
    # a scammer's own link after the same words keeps every sign it shows
    text = _FORWARD.format(footer="Get Outlook for iOS").replace(
        "https://aka.ms/zz9qa1", "https://bank-release.example.top/x"
    )
    assert any(u.host == "bank-release.example.top" for u in check_text(text).urls)
    # a Microsoft link elsewhere in the text is the brand's link as before
    assert analyse_url("https://aka.ms/zz9qa1").official


@pytest.mark.parametrize(
    "url",
    [
        "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=0a1b2c3d-0000-4000-8000-"
        "00000000abcd&response_type=code&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid",
        "https://accounts.google.com/o/oauth2/v2/auth?client_id=42-x.apps.googleusercontent.com&response_type=code"
        "&redirect_uri=https://notes.example.net/auth/google/callback&scope=openid%20email",
        "https://github.com/login/oauth/authorize?client_id=Iv1.0a1b2c&redirect_uri=https://ci.example.org/cb",
        "https://www.facebook.com/v18.0/dialog/oauth?client_id=1234&redirect_uri=https://games.example.io/fb",
        "https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=77x&redirect_uri="
        "https%3A%2F%2Fjobs.example.com%2Flinkedin",
    ],
)
def test_an_oauth_request_on_the_providers_host_is_no_relay_and_no_reassurance(url: str) -> None:
    """The provider returns only to the app's registered address: no open redirect, one mild sign."""
    hits = set(url_hits(url))
    assert "URL_OAUTH_APP_SIGN_IN" in hits
    assert not {"URL_OFFICIAL_DOMAIN", "URL_BRAND_SITE_REDIRECT", "URL_NESTED_LINK", "URL_CREDENTIAL_HOST"} & hits
    assert analyse_url(url).score < 20


@pytest.mark.parametrize(
    "url",
    [
        # consent phishing: the real provider, returning to a look-alike or a throwaway host
        "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=1a&response_type=code"
        "&redirect_uri=https://micros0ft-docs-login.com/cb&scope=Mail.Read",
        # a look-alike provider's host with an authorize path
        "https://login.micros0ftonline.com/common/oauth2/v2.0/authorize?client_id=1a&response_type=code",
        "https://accounts.g00gle.com/o/oauth2/v2/auth?client_id=9-z&response_type=code",
    ],
)
def test_consent_phishing_and_lookalike_providers_stay_suspicious(url: str) -> None:
    assert analyse_url(url).score >= 45


def test_consent_phishing_returning_to_a_throwaway_site_is_caution() -> None:
    url = (
        "https://accounts.google.com/o/oauth2/v2/auth?client_id=9-z&response_type=code"
        "&redirect_uri=https://shared-docs-view.top/cb&scope=https://mail.google.com/"
    )
    assert analyse_url(url).score >= 20


def test_a_message_with_an_oauth_link_is_not_reassured_as_the_brands_own() -> None:
    text = (
        "Microsoft: sign in to connect your mailbox "
        "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=1a&response_type=code"
        "&redirect_uri=https://app.example.com/cb&scope=Mail.Read"
    )
    assert not _OFFICIAL_SIGNS & {f.id for f in check_text(text).flags}
