"""GET /api/health: status, version, uptime and each component; a broken part shows, never crashes."""

from __future__ import annotations

import asyncio
import time
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from scamcore.tesseract import tesseract_version
from scamservice import ComponentStatus, Service

__all__ = ["Component", "Health", "HealthProbe"]


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True)


class Component(_Wire):
    status: Literal["ok", "degraded"]
    detail: str = Field(description="What the component is, or what is wrong with it.")


class Health(_Wire):
    status: Literal["ok", "degraded"] = Field(description="degraded when any component is.")
    version: str = Field(description="Version of the service (the API description's version).")
    uptime_seconds: int = Field(ge=0)
    components: dict[str, Component] = Field(
        description="ocr, store, quota, keys, humanCheck and reviewer; reviewer 'not configured' is ok."
    )


def _tesseract_version() -> ComponentStatus:
    version = tesseract_version()
    if version is None:
        return ComponentStatus(False, "tesseract not found or not working: screenshot checks answer ocr_unavailable")
    return ComponentStatus(True, f"tesseract {version}")


class HealthProbe:
    """Runs the component checks; the tesseract probe is a subprocess, so it is cached for a minute."""

    def __init__(self, service: Service, version: str, human_check: str) -> None:
        self._service = service
        self._version = version
        self._human = human_check
        self._started = time.monotonic()
        self._ocr: tuple[float, ComponentStatus] | None = None

    async def _ocr_status(self) -> ComponentStatus:
        now = time.monotonic()
        if self._ocr is None or now - self._ocr[0] > 60:
            self._ocr = (now, await asyncio.to_thread(_tesseract_version))
        return self._ocr[1]

    async def health(self) -> Health:
        parts: dict[str, ComponentStatus] = {"ocr": await self._ocr_status()}
        parts.update(await self._service.health())
        parts["humanCheck"] = ComponentStatus(self._service.human is not None, self._human)
        components = {
            name: Component(status="ok" if part.ok else "degraded", detail=part.detail) for name, part in parts.items()
        }
        degraded = any(c.status == "degraded" for c in components.values())
        return Health(
            status="degraded" if degraded else "ok",
            version=self._version,
            uptime_seconds=int(time.monotonic() - self._started),
            components=components,
        )
