"""The URL rule table: every URL family module, in any order; ``model.order`` runs each rule
after the rules it reads (single signs, then the composites and counts over them, then dampeners)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (
    url_code_folder,
    url_combos,
    url_crypto,
    url_crypto_pairs,
    url_crypto_spelling,
    url_dampeners,
    url_disguise,
    url_forms,
    url_host,
    url_hosting,
    url_identity,
    url_lexical,
    url_plain_http,
    url_shape,
    url_signin_form,
    url_structure,
    url_tenant,
)
from .base import Rule, with_facts
from .model import check_references, order
from .url_facts import link_facts

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["URL_RULES"]

_MODULES = (
    url_identity,
    url_host,
    url_structure,
    url_code_folder,
    url_disguise,
    url_lexical,
    url_crypto,
    url_crypto_pairs,
    url_crypto_spelling,
    url_hosting,
    url_tenant,
    url_shape,
    url_signin_form,
    url_forms,
    url_combos,
    url_plain_http,
    url_dampeners,
)
"""The URL families. Their order is no contract (see ``text_registry._MODULES``)."""

URL_RULES: tuple[Rule[UrlContext], ...] = with_facts(
    order(tuple(r for module in _MODULES for r in module.RULES)), link_facts
)
"""Run by ``base.run_rules``, which works out ``url_facts.link_facts`` once per link and passes
over the rows whose ``needs`` it does not meet."""
check_references(URL_RULES)
