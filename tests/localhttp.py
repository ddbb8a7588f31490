"""HTTP calls from the tests to the servers they start: plain http on the loopback, no TLS context.

``httpx.get`` and ``httpx.post`` build a client per call, and each client loads certifi's CA bundle
into a TLS context: 50-90 ms of CPU, many times the request it serves. The suite paid that per
request (the JSON-RPC fuzzers' 300 requests spent 15-27 s of CPU on it, and a readiness poll every
50 ms kept a core busy beside the server it was waiting for). Our servers speak plain HTTP, so
these calls skip the context (``verify=False`` builds none) and behave the same otherwise: a new
connection per call, the same timeouts and the environment's proxy settings. The tests' ruff
configuration bans httpx's own call functions so that new tests use these.
"""

from __future__ import annotations

from functools import partial

import httpx

__all__ = ["get", "head", "post", "request"]

get = partial(httpx.get, verify=False)
post = partial(httpx.post, verify=False)
head = partial(httpx.head, verify=False)
request = partial(httpx.request, verify=False)
