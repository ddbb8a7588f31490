"""URL rules: a form, survey or document page on a public form service, titled for a sign-in.

Why the title: a form builder gives anyone a page under its own well-known name, and a phishing
form there shows its target the only way the service lets it, in the form's title (``/s3/<id>/
<Title>`` on a survey service, ``/forms/<slug>`` on a form builder, the account's name where the
service gives each one a subdomain). A genuine form is titled for what it asks (a survey, an order,
a registration); a form titled with nothing but a mailbox, a sign-in or a brand's name is a copied
sign-in page (``Mail-Login``, ``Brand-Account-Update``): the services forbid collecting passwords,
so no company signs its customers in there. A title that names a survey, feedback, an event or an
order is left alone, brand or not: companies do run their surveys on these services.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..domains import host_in
from ..lookalike import token_brand
from .base import Rule, needs, per_context
from .url_facts import PATH
from .url_identity import STRONG_CRED

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "form_title"]

# Where each service puts the title its owner chose: a pattern over the path (group 1), or None
# for the account's subdomain (``<name>.typeform.com``). Public form, survey and document services,
# by their own public URL layouts.
_SERVICES: dict[str, re.Pattern[str] | None] = {
    "surveygizmo.com": re.compile(r"^/s3/\d+/([^/?#]+)"),
    "alchemer.com": re.compile(r"^/s3/\d+/([^/?#]+)"),
    "wufoo.com": re.compile(r"^/forms/([^/?#]+)"),
    "formstack.com": re.compile(r"^/forms/([^/?#]+)"),
    "123formbuilder.com": re.compile(r"^/form-\d+/([^/?#]+)"),
    "cognitoforms.com": re.compile(r"^/[^/]+/([^/?#]+)"),
    "forms.zohopublic.com": re.compile(r"^/[^/]+/form/([^/?#]+)"),
    "zfrmz.com": None,
    "typeform.com": None,
    "paperform.co": None,
    "jotform.com": re.compile(r"^/(?:form/)?(?!\d+(?:/|$))([a-z][^/?#]{2,})$", re.I),
}
# On the service's own apex or www host, the path a form has there (where it differs from a form's
# host's): the service's own sign-in page is not a form titled for one.
_APEX_FORMS = {"jotform.com": re.compile(r"^/form/(?!\d+(?:/|$))([a-z][^/?#]{2,})$", re.I)}
_SERVICE_NAMES = frozenset(_SERVICES)
_SPLIT = re.compile(r"[^a-z0-9]+")
# What a form, survey or document service is genuinely used for: a title naming one of these is the
# owner's own form, whatever brand it names.
_GENUINE = re.compile(
    r"survey|feedback|questionn|poll|quiz|regist|signup|sign-up|rsvp|event|contest|giveaway|"
    r"order|booking|appointment|application|apply|enrol|volunteer|donat|petition|vote|evaluat|"
    r"request|report|contact|enquir|inquir|quote|complaint|review|satisf|opinion|research|study|"
    r"encuesta|umfrage|sondage|inscri|anmeldung|pedido|bestell|commande"
)
# Mailbox and document words: what a copied webmail or "shared file" page is titled for.
_MAILBOX = re.compile(r"^(?:e?mail|webmail|mailbox|inbox|outlook|owa|pdf|docs?|documents?|files?|drive)$")
_MAX_WORDS = 12


def _words(title: str) -> list[str]:
    return [w for w in _SPLIT.split(title.lower().replace("%20", "-"))[:_MAX_WORDS] if w]


def _brand(words: list[str]) -> str | None:
    """A brand named by a word of the title, by two words run together, or by single letters spelt
    out (``u-s-p-s``)."""
    for i, w in enumerate(words):
        for cand in (w, w + words[i + 1] if i + 1 < len(words) else ""):
            b = token_brand(cand) if len(cand) >= 3 else None
            if b is not None:
                return b.name
    letters = "".join(w for w in words if len(w) == 1)
    b = token_brand(letters) if len(letters) >= 3 else None
    return None if b is None else b.name


@per_context
def form_title(ctx: UrlContext) -> tuple[str, str] | None:
    """(service, title) of a form service's page, or None: the words the form's owner chose."""
    host = ctx.parsed.host
    service = host_in(host, _SERVICE_NAMES) if host else None
    if service is None:
        return None
    rx = _SERVICES[service]
    if rx is None:
        sub = host[: -len(service)].rstrip(".").removeprefix("www.")
        return (service, sub) if sub and "." not in sub else None
    if host.removeprefix("www.") == service and service in _APEX_FORMS:
        rx = _APEX_FORMS[service]  # the service's own pages there (``/login``, ``/pricing``) are no form
    m = rx.match(ctx.parsed.path)
    return None if m is None else (service, m.group(1))


def _lure_title(ctx: UrlContext) -> str | None:
    found = form_title(ctx)
    if found is None:
        return None
    service, title = found
    words = _words(title)
    flat = "-".join(words)
    if not words or _GENUINE.search(flat):
        return None
    signs = [m.group(0) for m in STRONG_CRED.finditer(flat)]
    signs += [w for w in words if _MAILBOX.match(w)]
    # A brand's name as the account's subdomain is as often the brand's own account (its surveys
    # under ``<brand>.typeform.com``): there only the sign-in and mailbox words count.
    brand = _brand(words) if _SERVICES[service] is not None else None
    if brand is not None:
        signs.append(brand)
    return f"{title[:60]} ({', '.join(dict.fromkeys(signs))}) on {service}" if signs else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_FORM_TITLED_SIGNIN",
        group="link_identity",
        weight=30,
        description="A form-service page titled for a mailbox, a sign-in or a brand, not for a survey",
        fires=(
            "https://www.surveygizmo.com/s3/1234567/Webmail-Login",
            "https://www.alchemer.com/s3/7654321/Amazon-Signin",
            "https://acme.wufoo.com/forms/paypal-account-update/",
            "https://mailbox-login.typeform.com/to/AbCdEf",
            "https://www.surveygizmo.com/s3/1234567/D-H-L",
        ),
        quiet=(
            "https://www.surveygizmo.com/s3/1234567/Customer-Satisfaction-Survey",
            "https://www.surveygizmo.com/s3/1234567/PayPal-Customer-Feedback",
            "https://acme.wufoo.com/forms/volunteer-sign-up/",
            "https://acme.typeform.com/to/AbCdEf",
            "https://paypal.typeform.com/to/AbCdEf",
            "https://www.surveygizmo.com/s3/1234567",
            "https://www.example.com/s3/1234567/Webmail-Login",
            "https://www.jotform.com/login",
            "https://jotform.com/login",
        ),
        check=needs(_lure_title, PATH),
        category="account",
        source="url",
    ),
)
