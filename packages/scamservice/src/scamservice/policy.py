"""The shared policy: keys, quotas, human check, the engine, AI review status and trends, in that order.

REST, MCP and A2A all call ``Service.check`` so a key, a quota or a trend means the same thing on
every protocol. The order matters: the quota is taken before the human check is verified, so a
flood of forged tokens costs the flooder quota rather than costing us verification work.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import ipaddress
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from scamcore.categories import category as category_info
from scamcore.engine import check as run_check
from scamcore.errors import OcrUnavailable
from scamcore.models import AiStatus, CheckRequest, CheckResult, Kind, trusted
from scamcore.ocr import OcrEngine

from .contract import BUSY_RETRY_SECONDS, Caller, CheckOutcome, QuotaState, ServiceError, TrendCategory, Weather
from .keys import CachedKeyStore
from .ports import ApiKey, Clock, ComponentStatus, HumanCheck, KeyStore, QuotaLimiter, Reviewer, TrendEvent, TrendStore
from .review import ReviewFailed, ReviewLimits, merge_review, prompt_for

__all__ = ["Policy", "Service", "client_address", "quota_identity"]

log = logging.getLogger("scamservice")

_COUNTRY = re.compile(r"[A-Za-z]{2}")
_NOT_A_WARNING = frozenset({"none"})


@dataclass(frozen=True, slots=True)
class Policy:
    """The numbers an operator tunes (each one is a SCAMCHECK_ setting in scamhttp)."""

    anon_per_minute: int = 5
    key_per_minute: int = 60
    privacy_floor: int = 5
    """A (day, category) count below this is left out of /api/weather, so rare events can't single anyone out."""
    trend_days: int = 7
    text_concurrency: int = 4
    image_concurrency: int = 2
    """OCR is slow and blocking: at most this many screenshots run at once, so text checks keep flowing."""
    anonymous_screenshots: int = 1
    """Screenshots one anonymous caller (an address as the quota counts it) may have in this worker
    at once; the next is refused with 429 until the first is answered. One client sending three
    dense screenshots at once held the machine's only OCR place for 30 s, and everyone else's was
    answered busy after waiting 20 s; now the others queue behind one of theirs. A key's partner
    may send several at once (a pipeline), as its quota is its own."""
    image_wait_seconds: float = 20.0
    """The longest a screenshot waits for one of those places; then 503 ``ocr_unavailable`` (busy), as
    the machine-wide OCR gate answers after its own 20 s, so a queue behind slow images has an end."""
    text_wait_seconds: float = 10.0
    """The longest a long text waits for a thread place; then 503 ``server_busy`` with Retry-After, so
    a queue behind a flood of long texts has an end and its callers hear so instead of timing out."""
    inline_max_chars: int = 1_000
    """Links and texts up to this size run on the event loop: a ~2 ms pure-Python check costs less than a
    thread hand-off, and threads add no parallelism to GIL-bound code. Longer texts go to a thread."""
    review_budget_seconds: float = 4.0
    """The most an AI review may add to a response; past it the rule result goes out with timed_out."""
    review_kinds: frozenset[Kind] = frozenset({"text", "url", "image"})
    """Input types sent for review (a screenshot as the text read from it); others say skipped."""
    review_limits: ReviewLimits = ReviewLimits()


def normalize_country(value: str | None) -> str | None:
    """Upper-case two-letter code, or None for anything else (unknown, Cloudflare's XX and T1 included)."""
    if value is None or not _COUNTRY.fullmatch(value):
        return None
    code = value.upper()
    return None if code in {"XX", "T1"} else code


IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def client_address(value: str) -> IPAddress | None:
    """An address as a socket or a proxy may write it: bare, ``a.b.c.d:port``, ``[v6]:port``, or
    IPv4-mapped IPv6 (``::ffff:a.b.c.d``, from a dual-stack socket), which is the IPv4 address:
    otherwise every IPv4 client of a dual-stack listener would share one IPv6 /64 quota. The one
    reader of addresses: the trusted-proxy rules (scamhttp.client) and the quotas read them alike."""
    text = value.strip()
    if text.startswith("["):  # [v6] or [v6]:port
        text, sep, rest = text[1:].partition("]")
        if not sep or (rest and not (rest.startswith(":") and rest[1:].isdigit())):
            return None
    elif text.count(":") == 1:  # a.b.c.d:port (a bare IPv6 address has at least two colons)
        text, _, port = text.partition(":")
        if not port.isdigit():
            return None
    try:
        addr = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        return addr.ipv4_mapped
    return addr


def quota_identity(client_ip: str | None) -> str:
    """IPv4 addresses count one by one; IPv6 by /64, the block one subscriber usually gets."""
    if not client_ip:
        return "unknown"
    addr = client_address(client_ip)
    if addr is None:
        return client_ip
    if addr.version == 6:
        return str(ipaddress.ip_network(f"{addr}/64", strict=False))
    return str(addr)


_STATUS_COPIES = 256
"""Links' results kept with another AI status: the engine keeps 1,024 links' results (its
``check_url``), the copies of the busiest ones are kept here."""

UNREVIEWED: frozenset[AiStatus] = frozenset({"not_run", "not_configured"})
"""The AI statuses of a result no reviewer read: the engine's own result, shared between callers
(``not_run`` without a key, ``not_configured`` with one and no reviewer). An adapter may keep what it
builds from such a result (``scamhttp.api.result_json``); a reviewed one is new each time."""


class Service:
    """Implements ``CheckService`` over the ports; one instance per process, shared by all adapters."""

    def __init__(
        self,
        *,
        keys: KeyStore,
        quota: QuotaLimiter,
        trends: TrendStore,
        clock: Clock,
        human: HumanCheck | None = None,
        reviewer: Reviewer | None = None,
        policy: Policy | None = None,
        ocr: OcrEngine | None = None,
    ) -> None:
        self.keys = keys
        self.quota = quota
        self.trends = trends
        self.clock = clock
        self.human = human
        self.reviewer = reviewer
        self.policy = policy or Policy()
        self._ocr = ocr
        self._text_slots = asyncio.Semaphore(self.policy.text_concurrency)
        self._image_slots = asyncio.Semaphore(self.policy.image_concurrency)
        self._screenshots: dict[str, int] = {}
        """Screenshots in this worker per anonymous caller, until their decode and OCR end (not their request)."""
        self._status_copies: dict[tuple[int, AiStatus], tuple[CheckResult, CheckResult]] = {}

    async def check(
        self,
        request: CheckRequest,
        caller: Caller,
        *,
        human_check_required: bool = False,
        on_admitted: Callable[[], None] | None = None,
    ) -> CheckOutcome:
        key = await self._key_of(caller)
        if key is not None:
            decision = await self.quota.hit("key", key.id, key.per_minute or self.policy.key_per_minute)
        else:
            decision = await self.quota.hit("anon", quota_identity(caller.client_ip), self.policy.anon_per_minute)
        if not decision.allowed:
            raise ServiceError(
                "rate_limited",
                f"Too many checks; try again in {decision.state.reset_seconds} seconds.",
                429,
                decision.state,
            )
        if key is None and human_check_required:
            await self._require_human(caller.human_check, decision.state)
        if on_admitted is not None:
            on_admitted()

        result = await self._run(request, None if key is not None else quota_identity(caller.client_ip))
        if key is not None and self.reviewer is not None:
            result = await self._review(request, result)
        else:
            result = self._with_status(result, "not_run" if key is None else "not_configured")
        await self._record(result, caller)
        return CheckOutcome(result=result, quota=decision.state)

    def _with_status(self, result: CheckResult, status: AiStatus) -> CheckResult:
        """The result with this AI status: itself when it has it already (the engine says not_run), as
        results are frozen and shared, else a copy of its fields (``trusted``: no validation, and
        half the cost of ``model_copy``). A link's result is one object the engine returns again for
        the same link, so its copy is kept too, and the REST adapter's JSON of it with it
        (``scamhttp.api.result_json``): a warm link costs neither again. Each entry holds its
        result alive, so an id is not reused while it is here."""
        if result.ai_status == status:
            return result
        if result.kind != "url":
            return trusted(CheckResult, {**result.__dict__, "ai_status": status})
        kept = self._status_copies.get((id(result), status))
        if kept is not None and kept[0] is result:
            return kept[1]
        copy = trusted(CheckResult, {**result.__dict__, "ai_status": status})
        if len(self._status_copies) >= _STATUS_COPIES:
            self._status_copies.clear()
        self._status_copies[(id(result), status)] = (result, copy)
        return copy

    async def verify_key(self, caller: Caller) -> None:
        await self._key_of(caller)

    async def _key_of(self, caller: Caller) -> ApiKey | None:
        """The caller's key, None when it presented none; a wrong key is refused, never anonymous.

        Never looked up on the event loop: the store may wait on a lock (SQLite's busy wait, up to
        2 s), and every other client would wait with it. A key the cache remembers is answered at
        once, without a thread."""
        if caller.api_key is None:
            return None
        if isinstance(self.keys, CachedKeyStore):
            key = await self.keys.find_async(caller.api_key)
        else:
            key = await asyncio.to_thread(self.keys.find, caller.api_key)
        if key is None:
            raise ServiceError("invalid_api_key", "The API key is not valid. Check it, or ask the operator.", 403)
        return key

    async def _review(self, request: CheckRequest, result: CheckResult) -> CheckResult:
        """The reviewer only ever adds to the rule result: if it breaks or is slow, the rule result stands.

        The prompt is built and the verdict merged here, not in the reviewer, so the limits in
        ``review`` hold whatever reviewer is plugged in. Only the exception type is logged.
        """
        assert self.reviewer is not None
        limits = self.policy.review_limits
        prompt = prompt_for(request, result, limits) if request.kind in self.policy.review_kinds else None
        if prompt is None:
            return result.model_copy(update={"ai_status": "skipped"})
        try:
            async with asyncio.timeout(self.policy.review_budget_seconds):
                verdict = await self.reviewer.review(prompt)
            return merge_review(result, verdict, limits)
        except TimeoutError:
            log.warning("AI review timed out after %.1f s", self.policy.review_budget_seconds)
            return result.model_copy(update={"ai_status": "timed_out"})
        except Exception as exc:
            reason = exc.reason if isinstance(exc, ReviewFailed) else ""  # a fixed code, never content
            log.warning("AI review failed: %s %s", type(exc).__name__, reason)
            return result.model_copy(update={"ai_status": "failed"})

    async def _require_human(self, token: str | None, quota: QuotaState) -> None:
        """The refusal carries the quota already taken, so the client still sees its RateLimit headers."""
        if not token:
            raise ServiceError(
                "human_check_required",
                "Browser use needs a human check: solve GET /api/challenge and send it as human_check, "
                "or use an API key.",
                403,
                quota,
            )
        if self.human is None or not await self.human.verify(token):
            raise ServiceError(
                "human_check_failed",
                "The human check was not accepted (expired, already used or invalid); solve a new challenge.",
                403,
                quota,
            )

    async def _run(self, request: CheckRequest, anonymous: str | None) -> CheckResult:
        if request.kind == "url" or (
            request.kind == "text" and len(request.text or "") <= self.policy.inline_max_chars
        ):
            return run_check(request, ocr=self._ocr)
        if request.kind != "image":
            if not await _took(self._text_slots, self.policy.text_wait_seconds):
                message = "Long checks are busy right now; retry shortly."
                raise ServiceError("server_busy", message, 503, retry_after=BUSY_RETRY_SECONDS)
            return await self._in_thread(request, self._text_slots)
        if anonymous is None:
            return await self._screenshot(request)
        if self._screenshots.get(anonymous, 0) >= self.policy.anonymous_screenshots:
            message = "Another screenshot of yours is being read; send the next one when it is answered."
            raise ServiceError("rate_limited", message, 429, retry_after=BUSY_RETRY_SECONDS)
        self._screenshots[anonymous] = self._screenshots.get(anonymous, 0) + 1
        return await self._screenshot(request, anonymous)

    async def _screenshot(self, request: CheckRequest, anonymous: str | None = None) -> CheckResult:
        """A place for the decode and OCR, held until the thread ends, and the anonymous caller's
        count given back then (or at once if the screenshot never started)."""
        done = None if anonymous is None else lambda: self._screenshot_done(anonymous)
        started = False
        try:
            if not await _took(self._image_slots, self.policy.image_wait_seconds):
                message = "Screenshot checks are busy right now; try again in a minute."
                raise ServiceError("ocr_unavailable", message, 503, retry_after=60)
            started = True
            return await self._in_thread(request, self._image_slots, done)
        except OcrUnavailable as exc:
            raise ServiceError("ocr_unavailable", exc.message, 503) from None
        finally:
            if not started and done is not None:
                done()

    def _screenshot_done(self, anonymous: str) -> None:
        left = self._screenshots.pop(anonymous, 1) - 1
        if left > 0:
            self._screenshots[anonymous] = left

    async def _in_thread(
        self, request: CheckRequest, slot: asyncio.Semaphore, done: Callable[[], None] | None = None
    ) -> CheckResult:
        """Run the check in a thread that holds ``slot`` until the thread ends.

        A client that leaves cancels the wait, not the thread: released with the wait, the place let
        a new decode start beside the one still running, so clients that connect, send a screenshot
        and leave at once could run any number of decodes together.
        """
        work = asyncio.ensure_future(asyncio.to_thread(run_check, request, ocr=self._ocr))
        work.add_done_callback(lambda finished: _release(slot, finished))
        if done is not None:
            work.add_done_callback(lambda _: done())
        return await asyncio.shield(work)

    async def _record(self, result: CheckResult, caller: Caller) -> None:
        event = TrendEvent(
            day=self.clock.now().date(),
            category=result.category.id,
            level=result.level.id,
            country=normalize_country(caller.country),
        )
        try:
            await self.trends.record(event)
        except Exception as exc:  # a trend is never worth failing a check over
            log.warning("trend store write failed: %s", type(exc).__name__)

    async def weather(self, country: str | None) -> Weather:
        code = None
        if country is not None:
            if not _COUNTRY.fullmatch(country):
                raise ServiceError("invalid_country", "country must be a two-letter ISO code, e.g. GB.", 400)
            code = country.upper()
        days = self.policy.trend_days
        until = self.clock.now().date()
        since = until - dt.timedelta(days=days - 1)
        before = since - dt.timedelta(days=days)
        cells: dict[tuple[dt.date, str], int] = {}
        for row in await self.trends.counts(before, until, code):
            if row.level != "clear" and row.category not in _NOT_A_WARNING:
                cells[(row.day, row.category)] = cells.get((row.day, row.category), 0) + row.count
        current: dict[str, int] = {}
        previous: dict[str, int] = {}
        for (day, cat), n in cells.items():
            if n < self.policy.privacy_floor:
                continue
            bucket = current if day >= since else previous
            bucket[cat] = bucket.get(cat, 0) + n
        total = sum(current.values())
        ranked = sorted(current.items(), key=lambda item: (-item[1], item[0]))
        return Weather(
            country=code,
            since=since,
            until=until,
            days=days,
            total=total,
            categories=[self._trend(cat, n, total, previous.get(cat, 0)) for cat, n in ranked],
            privacy_floor=self.policy.privacy_floor,
            note=(
                "Counts of checks that showed warning signs, by scam type, over the last "
                f"{days} days (UTC). Day counts below {self.policy.privacy_floor} are not shown. "
                "These are checks people ran here, not a measure of all scams."
            ),
        )

    @staticmethod
    def _trend(cat: str, count: int, total: int, previous: int) -> TrendCategory:
        info = category_info(cat)
        return TrendCategory(
            id=cat,
            label=info.label,
            guide=info.guide,
            count=count,
            share=round(count / total, 4) if total else 0.0,
            previous_count=previous,
            change=round((count - previous) / previous, 4) if previous else None,
        )

    async def health(self) -> dict[str, ComponentStatus]:
        """Each component's status; a component that fails to answer is reported, never raised."""
        probes = {
            "store": self.trends.health,
            "quota": self.quota.health,
        }
        # Together: both may wait on the same store (one Redis), which then answers both with one ping.
        answers = await asyncio.gather(*(_probed(probe) for probe in probes.values()))
        parts: dict[str, ComponentStatus] = dict(zip(probes, answers, strict=True))
        try:
            parts["keys"] = await asyncio.to_thread(self.keys.health)  # an SQLite read, off the loop
        except Exception as exc:
            parts["keys"] = ComponentStatus(False, f"error: {type(exc).__name__}")
        if self.reviewer is None:
            parts["reviewer"] = ComponentStatus(True, "not configured (checks with a key say aiStatus not_configured)")
        else:
            try:
                parts["reviewer"] = self.reviewer.health()
            except Exception as exc:
                parts["reviewer"] = ComponentStatus(False, f"error: {type(exc).__name__}")
        return parts

    async def aclose(self) -> None:
        await self.trends.aclose()
        closer = getattr(self.reviewer, "aclose", None)  # a reviewer may hold a connection pool
        if closer is not None:
            await closer()


async def _probed(probe: Callable[[], Awaitable[ComponentStatus]]) -> ComponentStatus:
    try:
        return await probe()
    except Exception as exc:
        return ComponentStatus(False, f"error: {type(exc).__name__}")


async def _took(slot: asyncio.Semaphore, seconds: float) -> bool:
    """A place, or False once ``seconds`` have passed: no caller waits behind a queue without end."""
    try:
        async with asyncio.timeout(seconds):
            await slot.acquire()
    except TimeoutError:
        return False
    return True


def _release(slot: asyncio.Semaphore, done: asyncio.Future[CheckResult]) -> None:
    slot.release()
    if not done.cancelled():
        done.exception()  # read: a check whose client left has no one else to raise to
