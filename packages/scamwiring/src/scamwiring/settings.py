"""Every operator setting, read once from ``SCAMCHECK_*`` environment variables (docs/operations.md).

The defaults run on a fresh machine with nothing configured: SQLite in the user's data folder
(``default_data_dir``), quotas in process memory, ALTCHA with a secret generated at first start.
"""

from __future__ import annotations

import ipaddress
import os
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from scamcore.limits import MAX_BODY_BYTES
from scamservice import KEY_CACHE_SECONDS, LOOPBACK_NAMES, HostPolicy

__all__ = ["Settings", "cpu_count", "default_data_dir", "split_list"]


def default_data_dir() -> Path:
    """``$XDG_DATA_HOME/scamcheck``, else ``~/.local/share/scamcheck``: one folder whatever the working directory.

    Why not ``./var``: ``scamcheck keys create`` run from another folder then wrote to another,
    empty database, and its key never worked with the server. A relative XDG_DATA_HOME is ignored,
    as the XDG spec says, for the same reason.
    """
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "scamcheck"


def cpu_count() -> int:
    """The CPUs this process may run on (a container's or taskset's share, not the whole machine's),
    at most 64: the default worker count, since one worker uses one CPU at most (the GIL)."""
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        n = os.cpu_count() or 1
    return max(1, min(n, 64))


def split_list(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SCAMCHECK_", extra="ignore", frozen=True)

    host: str = Field(default="127.0.0.1", description="Interface `scamcheck serve` listens on.")
    port: int = Field(default=8000, ge=0, le=65535, description="Port `scamcheck serve` listens on.")
    public_base_url: str | None = Field(
        default=None,
        description="The public URL of the service, e.g. https://scamcheck.example (cards, MCP links and hosts).",
    )
    data_dir: Path = Field(
        default_factory=default_data_dir,
        description="Where the database and the generated secret live (default: the user's data folder).",
    )
    database: Path | None = Field(default=None, description="SQLite file for keys, trends and used challenges.")
    hmac_secret: SecretStr | None = Field(
        default=None, description="Secret that signs human-check challenges; generated into data_dir when unset."
    )
    anon_per_minute: int = Field(default=5, ge=1, description="Checks per minute per client IP without a key.")
    key_per_minute: int = Field(default=60, ge=1, description="Checks per minute per key (a key may override it).")
    key_cache_seconds: float = Field(
        default=KEY_CACHE_SECONDS,
        ge=0,
        le=300,
        description="How long a verified API key is believed without reading the database again: "
        "a revoked key stops working within this time.",
    )
    quota_storage: str = Field(
        default="memory://", description="`limits` storage URI: memory:// (one process) or redis."
    )
    redis_url: str | None = Field(
        default=None,
        pattern=r"^(redis|rediss|unix)://",
        description="redis:// URL shared by several instances: quotas, used human checks and trends move to Redis.",
    )
    workers: int = Field(
        default_factory=cpu_count,
        ge=1,
        le=64,
        description="Worker processes `scamcheck serve` runs (default: one per CPU this process may use).",
    )
    ocr_slots: int | None = Field(
        default=None,
        ge=1,
        description="Screenshots read at once on this machine, all workers together (half the CPUs).",
    )
    trusted_proxies: str = Field(
        default="", description="Comma-separated IPs/CIDRs of reverse proxies whose X-Forwarded-For is believed."
    )
    country_header: str | None = Field(default=None, description="Header a trusted proxy sets to the client's country.")
    privacy_floor: int = Field(default=5, ge=1, description="Day counts below this are left out of /api/weather.")
    trend_flush_seconds: float = Field(default=1.0, ge=0, description="Trend counts are written at most this often.")
    human_check: Literal["altcha", "turnstile"] = Field(default="altcha", description="Human check for browser use.")
    altcha_cost: int = Field(default=5_000, ge=1, description="PBKDF2 iterations of an ALTCHA challenge.")
    altcha_ttl_seconds: int = Field(default=300, ge=10, description="How long a challenge may be solved and used.")
    turnstile_site_key: str | None = Field(default=None, description="Cloudflare Turnstile site key (public).")
    turnstile_secret: SecretStr | None = Field(default=None, description="Cloudflare Turnstile secret key.")
    turnstile_verify_url: str = Field(
        default="https://challenges.cloudflare.com/turnstile/v0/siteverify",
        description="Turnstile siteverify endpoint.",
    )
    max_body_bytes: int = Field(default=MAX_BODY_BYTES, ge=1024, description="Largest request body accepted.")
    max_header_bytes: int = Field(
        default=64 * 1024, ge=1024, description="Largest request line plus headers; larger is refused with 431."
    )
    header_timeout_seconds: float = Field(
        default=10.0, gt=0, description="Time a client has to send its request line and headers; then closed."
    )
    body_timeout_seconds: float = Field(
        default=60.0, gt=0, description="Time a client has to send its request body after the headers; then closed."
    )
    keep_alive_seconds: float = Field(default=5.0, gt=0, description="Idle keep-alive connections are closed after.")
    max_connections: int = Field(
        default=1_000,
        ge=1,
        description="Open connections per worker (idle and slow ones are closed first to make room), and "
        "requests in flight per worker (beyond, 503 server_busy).",
    )
    max_connections_per_address: int = Field(
        default=50,
        ge=1,
        description="Open connections per client address (IPv6: per /64) and worker; a trusted proxy is exempt. "
        "Over it, that address's idle or slow connections are closed first, else the new one is refused.",
    )
    cors_origins: str = Field(default="", description="Comma-separated origins allowed by CORS; empty means no CORS.")
    allowed_hosts: str = Field(
        default=",".join(f"{name}:*" for name in LOOPBACK_NAMES),
        description="Host headers MCP and A2A accept (DNS-rebinding protection), besides the public URL's.",
    )
    text_concurrency: int = Field(default=4, ge=1, description="Long-text checks running at once in threads.")
    image_concurrency: int = Field(default=2, ge=1, description="Screenshot (OCR) checks running at once.")
    log_level: str = Field(default="info", description="Log level; request lines (access log) are never written.")
    ai_base_url: str | None = Field(
        default=None,
        pattern=r"^https?://",
        description="OpenAI-compatible API base for the AI review, e.g. http://127.0.0.1:11434/v1; unset: no review.",
    )
    ai_model: str | None = Field(default=None, description="Model name sent to the AI review endpoint.")
    ai_api_key: SecretStr | None = Field(default=None, description="Bearer secret for the AI review endpoint.")
    ai_budget_seconds: float = Field(
        default=4.0, gt=0, le=60, description="Most time an AI review may add to a response; then timed_out."
    )
    ai_kinds: str = Field(
        default="text,url,image", description="Input types sent for AI review (screenshots as their OCR text)."
    )
    ai_response_format: Literal["json_schema", "json_object", "none"] = Field(
        default="json_schema", description="How the verdict's JSON shape is requested from the endpoint."
    )

    @property
    def database_path(self) -> Path:
        return self.database or self.data_dir / "scamcheck.sqlite3"

    def proxy_networks(self) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
        return [ipaddress.ip_network(p, strict=False) for p in split_list(self.trusted_proxies)]

    def host_policy(self) -> HostPolicy:
        """The Host and Origin values MCP and A2A answer (DNS-rebinding protection): the allowed
        hosts, each also as an ``http://`` origin, and the public URL's host and origin."""
        hosts = split_list(self.allowed_hosts)
        return HostPolicy.of(hosts, [f"http://{h}" for h in hosts], self.public_base_url)
