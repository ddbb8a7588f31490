"""JSON-RPC errors this endpoint answers with, each with one stable code.

    RpcError
     ├── -32700 parse_error            body is not JSON
     ├── -32600 invalid_request        not a JSON-RPC 2.0 request object
     ├── -32601 method_not_found
     ├── -32602 invalid_params         bad params, or input the check refuses (scamcore InputError)
     ├── -32603 internal_error         a bug; the message never carries details
     ├── -32000 service_refused        the service refused (rate_limited, invalid_api_key, ...)
     ├── -32001 task_not_found
     ├── -32002 task_not_cancelable
     ├── -32003 push_not_supported
     ├── -32004 unsupported_operation  streaming, extended card, follow-ups to a task
     ├── -32005 content_type_not_supported  a non-JSON body, or a part's media type we cannot read
     └── -32009 version_not_supported

Every error carries ``data``: a list with one google.rpc ErrorInfo, as A2A 1.0 asks. Reasons
defined by A2A use the domain ``a2a-protocol.org``; the service's own codes use ``scamcheck``
with the stable code in ``metadata.code`` (the same code /api/check puts in ``error.code``).
"""

from __future__ import annotations

from typing import Any

from scamservice import INVALID_HOST_MESSAGE, echo_excerpt

__all__ = [
    "A2A_DOMAIN",
    "SERVICE_DOMAIN",
    "RpcError",
    "content_type_not_supported",
    "internal_error",
    "invalid_params",
    "invalid_request",
    "method_not_found",
    "parse_error",
    "push_not_supported",
    "refused_body",
    "service_refused",
    "task_not_cancelable",
    "task_not_found",
    "unsupported_operation",
    "version_not_supported",
]

A2A_DOMAIN = "a2a-protocol.org"
SERVICE_DOMAIN = "scamcheck"
_ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"


class RpcError(Exception):
    def __init__(
        self, code: int, message: str, reason: str, *, domain: str = A2A_DOMAIN, metadata: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.domain = domain
        self.metadata = metadata or {}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> RpcError:
        info = value["data"][0]
        return cls(value["code"], value["message"], info["reason"], domain=info["domain"], metadata=info["metadata"])

    def to_json(self) -> dict[str, Any]:
        info = {"@type": _ERROR_INFO, "reason": self.reason, "domain": self.domain, "metadata": self.metadata}
        return {"code": self.code, "message": self.message, "data": [info]}


def parse_error() -> RpcError:
    return RpcError(-32700, "Parse error: the body is not valid JSON.", "PARSE_ERROR")


def refused_body(code: str, message: str) -> RpcError:
    """A body refused from its raw bytes (scamcore.body): JSON not in UTF-8 is a parse error, a
    size or shape no request has an invalid request; ``metadata.code`` is the code /api/check gives."""
    if code == "invalid_json":
        return RpcError(-32700, f"Parse error: {message}", "PARSE_ERROR", metadata={"code": code})
    return RpcError(-32600, f"Invalid request: {message}", "INVALID_REQUEST", metadata={"code": code})


def invalid_host() -> RpcError:
    """A Host this server does not answer to (DNS-rebinding protection): the code MCP gives."""
    return RpcError(-32600, INVALID_HOST_MESSAGE, "INVALID_REQUEST", metadata={"code": "invalid_host"})


def invalid_request(message: str) -> RpcError:
    return RpcError(-32600, f"Invalid request: {message}", "INVALID_REQUEST")


def method_not_found(method: str) -> RpcError:
    cut = echo_excerpt(method)
    shown = cut if cut.isprintable() else "(unprintable)"
    return RpcError(-32601, f"Method not found: {shown}.", "METHOD_NOT_FOUND")


def invalid_params(message: str, *, code: str | None = None) -> RpcError:
    if code is None:
        return RpcError(-32602, f"Invalid params: {message}", "INVALID_PARAMS")
    return RpcError(-32602, message, code.upper(), domain=SERVICE_DOMAIN, metadata={"code": code})


def internal_error() -> RpcError:
    return RpcError(-32603, "Internal error: the check could not be completed. Try again later.", "INTERNAL")


def service_refused(code: str, message: str, status: int, retry_after: int | None = None) -> RpcError:
    meta = {"code": code, "httpStatus": str(status)}
    if retry_after is not None:
        meta["retryAfterSeconds"] = str(retry_after)
    return RpcError(-32000, message, code.upper(), domain=SERVICE_DOMAIN, metadata=meta)


def task_not_found(task_id: str) -> RpcError:
    return RpcError(-32001, "Task not found (unknown id, or it has expired).", "TASK_NOT_FOUND")


def task_not_cancelable(state: str) -> RpcError:
    return RpcError(-32002, f"Task cannot be canceled: it is already {state}.", "TASK_NOT_CANCELABLE")


def push_not_supported() -> RpcError:
    return RpcError(-32003, "Push notifications are not supported by this agent.", "PUSH_NOTIFICATION_NOT_SUPPORTED")


def unsupported_operation(message: str) -> RpcError:
    return RpcError(-32004, message, "UNSUPPORTED_OPERATION")


def content_type_not_supported(
    message: str = "Content type not supported: send the JSON-RPC request as application/json.",
) -> RpcError:
    """The request's own Content-Type, or a media type in a message part this agent cannot read."""
    return RpcError(-32005, message, "CONTENT_TYPE_NOT_SUPPORTED")


def version_not_supported(version: str) -> RpcError:
    shown = version if len(version) <= 16 and version.isprintable() else "(unprintable)"
    return RpcError(
        -32009,
        f"A2A version '{shown}' is not supported; this agent speaks 1.0 and 0.3.",
        "VERSION_NOT_SUPPORTED",
    )
