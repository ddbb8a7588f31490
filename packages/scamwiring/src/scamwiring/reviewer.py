"""The AI reviewer: any OpenAI-compatible chat completions endpoint (hosted, llama.cpp, vLLM, Ollama).

It only carries the prompt ``scamservice.review`` built and validates the answer; the service
bounds its time and merges its verdict. Every failure becomes an exception with a fixed reason code
(``ReviewFailed``) or ``TimeoutError``, so nothing the endpoint says, and nothing of the message,
reaches a log. The secret travels only in the Authorization header to the configured base URL.
"""

from __future__ import annotations

import asyncio
from typing import Literal

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from scamservice import ComponentStatus, ReviewFailed, ReviewPrompt, ReviewVerdict
from scamservice.review import VERDICT_SCHEMA, parse_verdict

from .settings import Settings, split_list

__all__ = ["OpenAIReviewer", "build_reviewer", "review_kinds"]

ResponseFormat = Literal["json_schema", "json_object", "none"]
_MAX_ANSWER_BYTES = 256 * 1024
"""A verdict is a few hundred bytes; an endpoint sending more than this is not answering the question."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="ignore")
    content: str | None = None
    refusal: str | None = None


class _Choice(BaseModel):
    model_config = ConfigDict(extra="ignore")
    message: _Message


class _Completion(BaseModel):
    model_config = ConfigDict(extra="ignore")
    choices: list[_Choice]


class OpenAIReviewer:
    """``Reviewer`` over ``POST {base_url}/chat/completions``; one connection pool per event loop."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 4.0,
        response_format: ResponseFormat = "json_schema",
    ) -> None:
        self._url = base_url.rstrip("/") + "/chat/completions"
        self._model = model
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = timeout
        self._format = response_format
        self._http: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _client(self) -> httpx.AsyncClient:
        """A pool bound to the running loop (tests and CLIs may run several loops in one process)."""
        loop = asyncio.get_running_loop()
        if self._http is None or self._loop is not loop:
            self._http = httpx.AsyncClient(
                headers=self._headers, timeout=self._timeout, follow_redirects=False, trust_env=False
            )
            self._loop = loop
        return self._http

    def body(self, prompt: ReviewPrompt) -> dict[str, object]:
        """The request body: the two prompt messages and a request for the verdict schema, nothing else.

        No ``max_tokens``: some endpoints only take ``max_completion_tokens`` and the budget bounds the
        answer anyway; the answer's size is capped when it is read.
        """
        body: dict[str, object] = {
            "model": self._model,
            "messages": [{"role": "system", "content": prompt.system}, {"role": "user", "content": prompt.user}],
            "temperature": 0,
            "stream": False,
        }
        if self._format == "json_schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "scam_review", "strict": True, "schema": VERDICT_SCHEMA},
            }
        elif self._format == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    async def review(self, prompt: ReviewPrompt) -> ReviewVerdict:
        try:
            async with self._client().stream("POST", self._url, json=self.body(prompt)) as response:
                if response.status_code != 200:
                    raise ReviewFailed(f"http_{response.status_code}")
                raw = bytearray()
                async for chunk in response.aiter_bytes():
                    raw.extend(chunk)
                    if len(raw) > _MAX_ANSWER_BYTES:
                        raise ReviewFailed("answer_too_large")
        except httpx.TimeoutException:
            raise TimeoutError from None
        except httpx.HTTPError:
            raise ReviewFailed("unreachable") from None
        try:
            completion = _Completion.model_validate_json(bytes(raw))
        except ValidationError:
            raise ReviewFailed("invalid_response") from None
        if not completion.choices:
            raise ReviewFailed("invalid_response")
        message = completion.choices[0].message
        if message.refusal or not message.content:
            raise ReviewFailed("no_answer")
        return parse_verdict(message.content)

    def health(self) -> ComponentStatus:
        return ComponentStatus(
            True, f"openai-compatible, {self._timeout:g} s budget (not probed: a probe costs a call)"
        )

    async def aclose(self) -> None:
        if self._http is not None:
            http, self._http = self._http, None
            if self._loop is asyncio.get_running_loop():
                await http.aclose()


def build_reviewer(settings: Settings) -> OpenAIReviewer | None:
    """The configured reviewer, or None (key holders then get aiStatus not_configured)."""
    if not settings.ai_base_url or not settings.ai_model:
        return None
    return OpenAIReviewer(
        settings.ai_base_url,
        settings.ai_model,
        settings.ai_api_key.get_secret_value() if settings.ai_api_key else None,
        timeout=settings.ai_budget_seconds,
        response_format=settings.ai_response_format,
    )


def review_kinds(settings: Settings) -> frozenset[Literal["text", "url", "image"]]:
    kinds = set(split_list(settings.ai_kinds))
    return frozenset(k for k in ("text", "url", "image") if k in kinds)
