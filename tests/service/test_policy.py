"""The shared policy with fake ports: keys, quotas, human check, AI status, trends and weather."""

from __future__ import annotations

import asyncio
import base64
import datetime as dt
import io
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

import pytest
from PIL import Image

from scamcore.models import CheckRequest
from scamservice import (
    ApiKey,
    Caller,
    ComponentStatus,
    DayCount,
    MemoryTrendStore,
    Policy,
    QuotaDecision,
    QuotaState,
    ReviewPrompt,
    ReviewVerdict,
    Service,
    ServiceError,
    TrendEvent,
)

T = TypeVar("T")
TODAY = dt.date(2026, 11, 22)
SCAM = "USPS: your parcel is on hold, pay the $1.99 fee now at https://usps-redelivery.top/pay"


def data_url(image: Image.Image) -> str:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)


class FakeClock:
    def now(self) -> dt.datetime:
        return dt.datetime(TODAY.year, TODAY.month, TODAY.day, 12, tzinfo=dt.UTC)


class FakeKeys:
    def __init__(self) -> None:
        self.keys = {"good-key": ApiKey("k1", "partner", None, dt.datetime(2026, 1, 1, tzinfo=dt.UTC))}

    def find(self, raw_key: str) -> ApiKey | None:
        return self.keys.get(raw_key)

    def health(self) -> ComponentStatus:
        return ComponentStatus(True, "fake")


class FakeQuota:
    """Counts per (policy, identity) without a window: enough to see who is charged what."""

    def __init__(self) -> None:
        self.hits: dict[tuple[str, str], int] = {}

    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        n = self.hits[(policy, identity)] = self.hits.get((policy, identity), 0) + 1
        state = QuotaState(policy, per_minute, max(0, per_minute - n), 60, 60 if n >= per_minute else 0)
        return QuotaDecision(n <= per_minute, state)

    async def health(self) -> ComponentStatus:
        raise ConnectionError("quota backend down")


class FakeHuman:
    name = "fake"

    def __init__(self) -> None:
        self.used: set[str] = set()

    async def verify(self, token: str) -> bool:
        if token != "solved" and not token.startswith("solved-"):
            return False
        if token in self.used:
            return False
        self.used.add(token)
        return True


class BrokenTrends(MemoryTrendStore):
    async def record(self, event: TrendEvent) -> None:
        raise OSError("disk full")


def make(policy: Policy | None = None, trends: MemoryTrendStore | None = None) -> Service:
    return Service(
        keys=FakeKeys(),
        quota=FakeQuota(),
        trends=trends or MemoryTrendStore(),
        clock=FakeClock(),
        human=FakeHuman(),
        policy=policy or Policy(anon_per_minute=3, key_per_minute=5, privacy_floor=1),
    )


def text(body: str = SCAM) -> CheckRequest:
    return CheckRequest(kind="text", text=body)


def test_a_wrong_key_is_refused_never_downgraded_to_anonymous() -> None:
    with pytest.raises(ServiceError) as err:
        run(make().check(text(), Caller(api_key="nope", client_ip="1.2.3.4")))
    assert (err.value.code, err.value.status) == ("invalid_api_key", 403)


def test_verify_key_refuses_a_wrong_key_and_takes_no_quota() -> None:
    """For calls that run no check (A2A's GetTask, ListTasks, CancelTask) but must refuse a wrong key."""
    service = make()
    with pytest.raises(ServiceError) as err:
        run(service.verify_key(Caller(api_key="sck_bogus_bogus", client_ip="1.2.3.4")))
    assert (err.value.code, err.value.status) == ("invalid_api_key", 403)
    run(service.verify_key(Caller(api_key="good-key")))
    run(service.verify_key(Caller(client_ip="1.2.3.4")))
    assert isinstance(service.quota, FakeQuota) and service.quota.hits == {}


def test_ai_status_says_not_run_without_key_and_not_configured_with_one() -> None:
    service = make()
    anon = run(service.check(text(), Caller(client_ip="1.2.3.4")))
    keyed = run(service.check(text(), Caller(api_key="good-key")))
    assert anon.result.ai_status == "not_run"
    assert keyed.result.ai_status == "not_configured"


class FakeReviewer:
    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.seen: list[ReviewPrompt] = []

    async def review(self, prompt: ReviewPrompt) -> ReviewVerdict:
        self.seen.append(prompt)
        if self.fail:
            raise ConnectionError
        return ReviewVerdict(risk=90, category="delivery", reasons=["Asks for a small fee to release a parcel."])

    def health(self) -> ComponentStatus:
        return ComponentStatus(True, "fake reviewer")


def test_a_configured_reviewer_runs_only_for_key_holders_and_cannot_break_a_check() -> None:
    service = make()
    service.reviewer = FakeReviewer()
    assert run(service.check(text(), Caller(api_key="good-key"))).result.ai_status == "done"
    assert run(service.check(text(), Caller(client_ip="1.1.1.1"))).result.ai_status == "not_run"
    assert len(service.reviewer.seen) == 1 and SCAM in service.reviewer.seen[0].user
    service.reviewer = FakeReviewer(fail=True)
    assert run(service.check(text(), Caller(api_key="good-key"))).result.ai_status == "failed"
    assert run(service.health())["reviewer"].detail == "fake reviewer"


def test_anonymous_quota_is_per_ip_and_trips_after_the_configured_count() -> None:
    service = make()
    for _ in range(3):
        run(service.check(text(), Caller(client_ip="10.0.0.1")))
    with pytest.raises(ServiceError) as err:
        run(service.check(text(), Caller(client_ip="10.0.0.1")))
    assert (err.value.code, err.value.status) == ("rate_limited", 429)
    assert err.value.quota is not None and err.value.quota.policy == "anon" and err.value.quota.limit == 3
    run(service.check(text(), Caller(client_ip="10.0.0.2")))  # another IP has its own quota


def test_ipv6_clients_share_a_quota_per_64_block() -> None:
    service = make()
    for host in ("2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::9"):
        run(service.check(text(), Caller(client_ip=host)))
    with pytest.raises(ServiceError):
        run(service.check(text(), Caller(client_ip="2001:db8:1:2::77")))
    run(service.check(text(), Caller(client_ip="2001:db8:1:3::1")))


@pytest.mark.parametrize(
    ("written", "identity"),
    [
        ("::ffff:198.51.100.5", "198.51.100.5"),  # a dual-stack socket's IPv4 client: not a /64
        ("[::ffff:198.51.100.5]:80", "198.51.100.5"),
        ("198.51.100.6:4711", "198.51.100.6"),  # a source port is not a new client
        ("[2001:db8:1:2::1]:443", "2001:db8:1:2::/64"),
        (" 2001:db8:1:2::9 ", "2001:db8:1:2::/64"),
    ],
)
def test_the_quota_identity_reads_an_address_as_the_proxy_rules_do(written: str, identity: str) -> None:
    """One reader of addresses (``client_address``) for the proxy rules and the quotas: before, the
    quotas had their own, which took ``a.b.c.d:port`` for a client of its own."""
    from scamservice.policy import client_address, quota_identity

    assert quota_identity(written) == identity
    assert quota_identity(str(client_address(written))) == identity


def test_a_key_uses_its_own_override_or_the_default() -> None:
    service = make()
    assert isinstance(service.keys, FakeKeys)
    service.keys.keys["big"] = ApiKey("k2", "big", 1000, dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    out = run(service.check(text(), Caller(api_key="big", client_ip="10.0.0.1")))
    assert out.quota is not None and (out.quota.policy, out.quota.limit) == ("key", 1000)
    out = run(service.check(text(), Caller(api_key="good-key", client_ip="10.0.0.1")))
    assert out.quota is not None and out.quota.limit == 5


def test_browser_use_without_key_needs_a_human_check_accepted_once() -> None:
    service = make()
    with pytest.raises(ServiceError) as missing:
        run(service.check(text(), Caller(client_ip="1.1.1.1"), human_check_required=True))
    assert missing.value.code == "human_check_required"
    run(service.check(text(), Caller(client_ip="1.1.1.1", human_check="solved"), human_check_required=True))
    with pytest.raises(ServiceError) as replay:
        run(service.check(text(), Caller(client_ip="1.1.1.1", human_check="solved"), human_check_required=True))
    assert (replay.value.code, replay.value.status) == ("human_check_failed", 403)


def test_agents_and_key_holders_need_no_human_check() -> None:
    service = make()
    run(service.check(text(), Caller(channel="mcp", client_ip="1.1.1.1")))
    run(service.check(text(), Caller(api_key="good-key"), human_check_required=True))


def test_each_check_records_only_category_level_country_and_day() -> None:
    trends = MemoryTrendStore()
    service = make(trends=trends)
    out = run(service.check(text(), Caller(client_ip="1.1.1.1", country="gb")))
    run(service.check(text(), Caller(client_ip="1.1.1.2", country="XX")))
    rows = run(trends.counts(TODAY, TODAY, "GB"))
    assert rows == [DayCount(TODAY, out.result.category.id, out.result.level.id, 1)]
    assert {k[1] for k in trends._counts} == {"GB", None}  # XX is Cloudflare's "unknown"


def test_a_failing_trend_store_does_not_fail_the_check() -> None:
    out = run(make(trends=BrokenTrends()).check(text(), Caller(client_ip="1.1.1.1")))
    assert out.result.score >= 0


def _seed(trends: MemoryTrendStore, day: dt.date, category: str, n: int, country: str | None = None) -> None:
    for _ in range(n):
        run(trends.record(TrendEvent(day, category, "high", country)))


def test_weather_ranks_categories_with_share_change_and_guide() -> None:
    trends = MemoryTrendStore()
    _seed(trends, TODAY, "delivery", 6, "GB")
    _seed(trends, TODAY - dt.timedelta(days=2), "bank", 3, "FR")
    _seed(trends, TODAY - dt.timedelta(days=8), "delivery", 3, "GB")  # the 7 days before
    run(trends.record(TrendEvent(TODAY, "none", "clear", "GB")))  # not a warning: not counted
    weather = run(make(trends=trends).weather(None))
    assert [c.id for c in weather.categories] == ["delivery", "bank"]
    delivery, bank = weather.categories
    assert (delivery.count, delivery.previous_count, delivery.change) == (6, 3, 1.0)
    assert delivery.share == pytest.approx(6 / 9, abs=1e-4) and delivery.guide == "/guides/delivery"
    assert bank.change is None and weather.total == 9
    assert (weather.since, weather.until) == (TODAY - dt.timedelta(days=6), TODAY)
    gb = run(make(trends=trends).weather("gb"))
    assert gb.country == "GB" and [c.id for c in gb.categories] == ["delivery"]


def test_weather_hides_day_counts_below_the_privacy_floor() -> None:
    trends = MemoryTrendStore()
    _seed(trends, TODAY, "delivery", 4)
    _seed(trends, TODAY - dt.timedelta(days=1), "delivery", 2)
    _seed(trends, TODAY, "romance", 1)
    weather = run(make(Policy(privacy_floor=3), trends).weather(None))
    assert [(c.id, c.count) for c in weather.categories] == [("delivery", 4)]
    assert weather.privacy_floor == 3


@pytest.mark.parametrize("country", ["GBR", "1A", "", "g", "é1"])
def test_weather_refuses_a_country_that_is_not_two_letters(country: str) -> None:
    with pytest.raises(ServiceError) as err:
        run(make().weather(country))
    assert (err.value.code, err.value.status) == ("invalid_country", 400)


def test_health_reports_a_broken_component_instead_of_raising() -> None:
    parts = run(make().health())
    assert parts["quota"].ok is False and "ConnectionError" in parts["quota"].detail
    assert parts["store"].ok and parts["keys"].ok
    assert parts["reviewer"].ok and "not configured" in parts["reviewer"].detail


class HeldOcr:
    """An OCR engine that reads only once the test lets it: a screenshot that holds its place."""

    def __init__(self) -> None:
        self.reading = threading.Event()
        self.release = threading.Event()

    def read(self, image: bytes) -> str:
        self.reading.set()
        self.release.wait(10)
        return "USPS: your parcel is on hold"


ANOTHER = Caller(api_key=None, client_ip="203.0.113.9")
"""A second caller (anonymous: one anonymous caller's second screenshot is refused before it waits)."""


def _one_image_place(ocr: HeldOcr) -> tuple[Service, CheckRequest, Caller]:
    """A service with one screenshot place and a short wait for it, a screenshot and a caller."""
    service = Service(
        keys=FakeKeys(),
        quota=FakeQuota(),
        trends=MemoryTrendStore(),
        clock=FakeClock(),
        policy=Policy(image_concurrency=1, image_wait_seconds=0.05),
        ocr=ocr,
    )
    screenshot = CheckRequest(kind="image", image=data_url(Image.new("L", (60, 20), 255)))
    return service, screenshot, Caller(api_key="good-key")


def test_a_screenshot_waits_a_bounded_time_for_a_place_then_is_answered_busy() -> None:
    """A slow screenshot holds the worker's only place; the next one is refused at the wait limit
    with the OCR gate's busy answer instead of queueing behind it without end."""
    ocr = HeldOcr()
    service, screenshot, caller = _one_image_place(ocr)

    async def scenario() -> tuple[ServiceError, str]:
        first = asyncio.create_task(service.check(screenshot, caller))
        await asyncio.to_thread(ocr.reading.wait, 10)
        with pytest.raises(ServiceError) as refused:
            await service.check(screenshot, ANOTHER)
        ocr.release.set()
        done = await first
        return refused.value, done.result.kind

    refused, kind = run(scenario())
    assert (refused.code, refused.status) == ("ocr_unavailable", 503)
    assert kind == "image"
    again = run(service.check(screenshot, caller))  # the place was given back
    assert again.result.kind == "image"


def test_a_screenshot_whose_client_left_keeps_its_place_until_its_decode_ends() -> None:
    """The thread goes on after the client leaves; released with the wait, its place let another
    decode start beside it, so clients that send and leave could run any number at once."""
    ocr = HeldOcr()
    service, screenshot, caller = _one_image_place(ocr)

    async def scenario() -> tuple[str, int]:
        left = asyncio.create_task(service.check(screenshot, caller))
        await asyncio.to_thread(ocr.reading.wait, 10)
        left.cancel()  # the client hung up while its screenshot was read
        with pytest.raises(asyncio.CancelledError):
            await left
        with pytest.raises(ServiceError) as refused:
            await service.check(screenshot, ANOTHER)
        ocr.release.set()
        for attempt in range(200):  # the place comes back once the read ends: poll for it
            try:
                await service.check(screenshot, caller)
            except ServiceError:
                await asyncio.sleep(0.02)  # the caller's own 429 answers at once: let the read end
                continue
            return refused.value.code, attempt
        raise AssertionError("the place never came back")

    code, _ = run(scenario())
    assert code == "ocr_unavailable"


def test_an_anonymous_caller_has_one_screenshot_read_at_a_time_and_others_are_not_held_behind_theirs() -> None:
    """attack23: one anonymous client sent three dense screenshots at once and held the machine's OCR
    place for 30 s; everyone else's screenshot waited 20 s and was answered busy. Their second is
    refused at once (429, not the quota's: no quota state), another caller's queues for the place,
    and their own comes back when the read ends, also after they left. A key may send several."""
    ocr = HeldOcr()
    service, screenshot, keyed = _one_image_place(ocr)
    service.policy = Policy(image_concurrency=1, image_wait_seconds=5.0)
    flooder = Caller(api_key=None, client_ip="198.51.100.7")

    async def scenario() -> tuple[ServiceError, list[str], str]:
        first = asyncio.create_task(service.check(screenshot, flooder))
        await asyncio.to_thread(ocr.reading.wait, 10)
        with pytest.raises(ServiceError) as refused:
            await service.check(screenshot, flooder)
        queued = [asyncio.create_task(service.check(screenshot, who)) for who in (ANOTHER, keyed, keyed)]
        first.cancel()  # the flooder leaves: their count is theirs until the read ends
        with pytest.raises(asyncio.CancelledError):
            await first
        with pytest.raises(ServiceError):
            await service.check(screenshot, flooder)
        ocr.release.set()
        done = [(await task).result.kind for task in queued]
        again = await service.check(screenshot, flooder)
        return refused.value, done, again.result.kind

    refused, queued_kinds, again_kind = run(scenario())
    assert (refused.code, refused.status, refused.quota, refused.retry_after) == ("rate_limited", 429, None, 5)
    assert queued_kinds == ["image"] * 3 and again_kind == "image"
    assert service._screenshots == {}


def test_a_long_text_waits_a_bounded_time_for_a_place_then_is_answered_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Long texts run in threads, a few at a time; one that finds every place taken is refused at
    the wait limit with ``server_busy`` and a Retry-After, instead of queueing without end behind
    a flood of long texts. The held check stands in for a slow one; the queueing is the policy's."""
    from scamservice import policy as policy_module

    reading, release = threading.Event(), threading.Event()
    real_check = policy_module.run_check

    def held_check(request: CheckRequest, **kwargs: Any) -> Any:
        reading.set()
        release.wait(10)
        return real_check(request, **kwargs)

    monkeypatch.setattr(policy_module, "run_check", held_check)
    service = Service(
        keys=FakeKeys(),
        quota=FakeQuota(),
        trends=MemoryTrendStore(),
        clock=FakeClock(),
        policy=Policy(text_concurrency=1, text_wait_seconds=0.05, inline_max_chars=10),
    )
    long_text = CheckRequest(kind="text", text=SCAM)
    caller = Caller(api_key="good-key")

    async def scenario() -> tuple[ServiceError, int]:
        first = asyncio.create_task(service.check(long_text, caller))
        await asyncio.to_thread(reading.wait, 10)
        with pytest.raises(ServiceError) as refused:
            await service.check(long_text, caller)
        release.set()
        done = await first
        return refused.value, done.result.score

    refused, score = run(scenario())
    assert (refused.code, refused.status, refused.retry_after) == ("server_busy", 503, 5)
    assert score >= 45
    assert run(service.check(long_text, caller)).result.kind == "text"  # the place was given back
