"""Checksum validation of cryptocurrency addresses, so only real wallet addresses count.

Why checksums: a regex for "26-35 base58 characters" also matches order numbers, tokens and
random IDs; every real address carries a checksum (base58check, bech32/bech32m, EIP-55), so a
match that passes it is almost certainly a wallet (rspamd's bitcoin.lua does the same).

Pure Python, no dependency: Keccak-256 is written out below because ``hashlib.sha3_256`` is the
NIST variant with different padding and gives other digests than Ethereum's Keccak.
"""

from __future__ import annotations

import hashlib

__all__ = [
    "base58check_decode",
    "bech32_decode",
    "eip55_checksum",
    "is_bitcoin_address",
    "is_ethereum_address",
    "is_litecoin_address",
    "is_tron_address",
    "keccak256",
]

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}


def base58check_decode(s: str) -> bytes | None:
    """The payload (version byte included) of a base58check string, or None if the checksum fails."""
    if not s or len(s) > 64:
        return None
    n = 0
    for c in s:
        i = _B58_INDEX.get(c)
        if i is None:
            return None
        n = n * 58 + i
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    raw = b"\x00" * (len(s) - len(s.lstrip("1"))) + body
    if len(raw) < 5:
        return None
    payload, check = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != check:
        return None
    return payload


# --- bech32 / bech32m (BIP-173, BIP-350) --------------------------------------------------------

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BECH32_CONST = 1
_BECH32M_CONST = 0x2BC830A3


def _polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_decode(s: str) -> tuple[str, list[int], str] | None:
    """(hrp, data without checksum, "bech32" or "bech32m"), or None when invalid."""
    if len(s) > 90 or (s.lower() != s and s.upper() != s) or any(ord(c) < 33 or ord(c) > 126 for c in s):
        return None
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1 or pos + 7 > len(s):
        return None
    hrp = s[:pos]
    try:
        data = [_BECH32.index(c) for c in s[pos + 1 :]]
    except ValueError:
        return None
    const = _polymod(_hrp_expand(hrp) + data)
    if const == _BECH32_CONST:
        return hrp, data[:-6], "bech32"
    if const == _BECH32M_CONST:
        return hrp, data[:-6], "bech32m"
    return None


def _convertbits(data: list[int], frombits: int, tobits: int) -> list[int] | None:
    acc = bits = 0
    out: list[int] = []
    maxv = (1 << tobits) - 1
    for value in data:
        if value >> frombits:
            return None
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if bits >= frombits or ((acc << (tobits - bits)) & maxv):
        return None
    return out


def _is_segwit(address: str, hrp: str) -> bool:
    decoded = bech32_decode(address)
    if decoded is None or decoded[0] != hrp or not decoded[1]:
        return False
    _, data, spec = decoded
    version = data[0]
    program = _convertbits(data[1:], 5, 8)
    if program is None or version > 16 or not 2 <= len(program) <= 40:
        return False
    if version == 0 and len(program) not in (20, 32):
        return False
    return spec == ("bech32" if version == 0 else "bech32m")


# --- chains -------------------------------------------------------------------------------------


def _base58_version(address: str, versions: tuple[int, ...]) -> bool:
    payload = base58check_decode(address)
    return payload is not None and len(payload) == 21 and payload[0] in versions


def is_bitcoin_address(address: str) -> bool:
    """Mainnet P2PKH (1...), P2SH (3...) or segwit bc1... (bech32 v0, bech32m v1+)."""
    if address[:3].lower() == "bc1":
        return _is_segwit(address, "bc")
    return _base58_version(address, (0x00, 0x05))


def is_litecoin_address(address: str) -> bool:
    """Mainnet L... / M... (base58check) or ltc1... (segwit)."""
    if address[:4].lower() == "ltc1":
        return _is_segwit(address, "ltc")
    return _base58_version(address, (0x30, 0x32))


def is_tron_address(address: str) -> bool:
    """T... base58check with version byte 0x41."""
    return _base58_version(address, (0x41,))


# --- Keccak-256 and EIP-55 ----------------------------------------------------------------------

_RC = (
    0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
    0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
    0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
)  # fmt: skip
_ROT = (
    (0, 36, 3, 41, 18), (1, 44, 10, 45, 2), (62, 6, 43, 15, 61), (28, 55, 25, 21, 56), (27, 20, 39, 8, 14),
)  # fmt: skip
_MASK = (1 << 64) - 1


def _rol(x: int, n: int) -> int:
    return ((x << n) | (x >> (64 - n))) & _MASK if n else x


def _keccak_f(a: list[list[int]]) -> None:
    for rc in _RC:
        c = [a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol(c[(x + 1) % 5], 1) for x in range(5)]
        for x in range(5):
            for y in range(5):
                a[x][y] ^= d[x]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = _rol(a[x][y], _ROT[x][y])
        for x in range(5):
            for y in range(5):
                a[x][y] = b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y])
        a[0][0] ^= rc


def keccak256(data: bytes) -> bytes:
    """Ethereum's Keccak-256 (original Keccak padding 0x01, not SHA3's 0x06)."""
    rate = 136
    padded = bytearray(data) + b"\x01" + b"\x00" * ((-len(data) - 1) % rate)
    padded[-1] |= 0x80
    a = [[0] * 5 for _ in range(5)]
    for off in range(0, len(padded), rate):
        block = padded[off : off + rate]
        for i in range(rate // 8):
            a[i % 5][i // 5] ^= int.from_bytes(block[8 * i : 8 * i + 8], "little")
        _keccak_f(a)
    out = b"".join(a[i % 5][i // 5].to_bytes(8, "little") for i in range(4))
    return out


def eip55_checksum(address: str) -> str:
    """The EIP-55 mixed-case spelling of a 0x + 40 hex address."""
    hexpart = address[2:].lower()
    digest = keccak256(hexpart.encode("ascii")).hex()
    return "0x" + "".join(c.upper() if int(digest[i], 16) >= 8 else c for i, c in enumerate(hexpart))


def is_ethereum_address(address: str) -> bool:
    """0x + 40 hex digits. Mixed case must match its EIP-55 checksum; all-lower and all-upper
    spellings carry no checksum, so they are accepted as plausible (they cannot be verified)."""
    if len(address) != 42 or address[:2] not in ("0x", "0X"):
        return False
    hexpart = address[2:]
    if any(c not in "0123456789abcdefABCDEF" for c in hexpart):
        return False
    if hexpart.lower() == hexpart or hexpart.upper() == hexpart:
        return True
    return eip55_checksum(address) == "0x" + hexpart
