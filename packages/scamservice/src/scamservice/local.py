"""A service with no quotas, keys or trends: the engine alone, for local stdio use and tests."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable

from scamcore.engine import check
from scamcore.models import CheckRequest
from scamcore.ocr import OcrEngine

from .contract import Caller, CheckOutcome, Weather

__all__ = ["LocalService"]


class LocalService:
    """Runs checks in a worker thread (OCR blocks) and reports empty trends."""

    def __init__(self, ocr: OcrEngine | None = None, today: dt.date | None = None) -> None:
        self._ocr = ocr
        self._today = today or dt.date(1970, 1, 1)

    async def check(
        self,
        request: CheckRequest,
        caller: Caller,
        *,
        human_check_required: bool = False,
        on_admitted: Callable[[], None] | None = None,
    ) -> CheckOutcome:
        if on_admitted is not None:
            on_admitted()  # no keys, no quota: every caller is let through
        result = await asyncio.to_thread(check, request, ocr=self._ocr)
        return CheckOutcome(result=result)

    async def verify_key(self, caller: Caller) -> None:
        """No keys here: a presented key is neither checked nor needed, as in ``check``."""

    async def weather(self, country: str | None) -> Weather:
        since = self._today - dt.timedelta(days=6)
        return Weather(
            country=country.upper() if country else None,
            since=since,
            until=self._today,
            total=0,
            categories=[],
            privacy_floor=0,
            note="This local service keeps no trend data.",
        )
