"""The order URL rule tables run in: single signs first, then composites that read their hits,
then dampeners."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (
    url_combos,
    url_crypto,
    url_dampeners,
    url_disguise,
    url_host,
    url_hosting,
    url_identity,
    url_lexical,
    url_plain_http,
    url_shape,
    url_structure,
)
from .base import Rule
from .model import check_references

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["URL_RULES"]

URL_RULES: tuple[Rule[UrlContext], ...] = (
    *url_identity.RULES,
    *url_host.RULES,
    *url_structure.RULES,
    *url_disguise.RULES,
    *url_lexical.RULES,
    *url_crypto.RULES,
    *url_hosting.RULES,
    *url_shape.RULES,
    *url_combos.RULES,
    *url_plain_http.RULES,
    *url_dampeners.RULES,
)
check_references(URL_RULES)
