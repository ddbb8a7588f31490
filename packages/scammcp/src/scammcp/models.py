"""Wire models that exist only on the MCP side: tool arguments and the guide result.

The check tools return ``scamcore.models.CheckResult`` and ``scam_trends`` returns
``scamservice.Weather`` unchanged, so MCP and REST serialize the same shapes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from scamcore.guides import Guide
from scamcore.reporting import ReportingInfo

__all__ = ["GuideResult", "ImageArg", "ReportChannelOut", "ReportingOut"]


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True)


class ImageArg(BaseModel):
    """An MCP image content block passed as a tool argument."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    type: Literal["image"] = Field(description='Always "image".')
    data: str = Field(description="The image bytes, base64-encoded.")
    mime_type: str = Field(alias="mimeType", description="image/png, image/jpeg, image/webp or image/gif.")

    def data_url(self) -> str:
        return f"data:{self.mime_type};base64,{self.data}"


class ReportChannelOut(_Wire):
    name: str
    purpose: str
    url: str | None = None
    phone: str | None = None
    email: str | None = None


class ReportingOut(_Wire):
    country: str = Field(description='Upper-case ISO code, or "" for the advice that applies anywhere.')
    country_name: str
    forward_texts: str = Field(description="How to pass on a scam text so the network can block it.")
    channels: list[ReportChannelOut] = Field(description="Where to report, most useful first.")
    emergency: str
    checked: str = Field(description="Year and month these details were last checked (YYYY-MM).")

    @classmethod
    def of(cls, info: ReportingInfo) -> ReportingOut:
        return cls(
            country=info.country,
            country_name=info.country_name,
            forward_texts=info.forward_texts,
            channels=[
                ReportChannelOut(name=c.name, purpose=c.purpose, url=c.url, phone=c.phone, email=c.email)
                for c in info.channels
            ],
            emergency=info.emergency,
            checked=info.checked,
        )


class GuideResult(_Wire):
    id: str = Field(description="Scam category id, the same ids as CheckResult.category.id.")
    title: str
    guide: str = Field(
        description="URL of the guide page, e.g. https://scamcheck.example/guides/delivery (a path over stdio)."
    )
    resource: str = Field(description="URI of the same guide as an MCP resource (Markdown).")
    how_it_works: str
    signs: list[str] = Field(description="Warning signs of this kind of scam.")
    do_now: list[str] = Field(description="What to do now.")
    if_paid_or_clicked: list[str] = Field(description="What to do if you already paid, clicked or shared details.")
    report: ReportingOut = Field(description="Where to report and how to forward a scam text.")

    @classmethod
    def of(cls, guide: Guide, resource: str, report: ReportingInfo, *, page: str | None = None) -> GuideResult:
        return cls(
            id=guide.id,
            title=guide.title,
            guide=page or guide.path,
            resource=resource,
            how_it_works=guide.how_it_works,
            signs=list(guide.signs),
            do_now=list(guide.do_now),
            if_paid_or_clicked=list(guide.if_paid_or_clicked),
            report=ReportingOut.of(report),
        )
