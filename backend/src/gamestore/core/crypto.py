"""Activation keys at rest (architecture §4): encrypted with Fernet under ``DATA_ENCRYPTION_KEY``,
and found again without decrypting through a keyed digest (HMAC-SHA256).

The digest covers the key upper-cased: Steam redeems keys regardless of case, so two keys that
differ only in case are the same key and must never both be sold.
"""

from __future__ import annotations

import functools
import hashlib
import hmac

from cryptography.fernet import Fernet, InvalidToken

from gamestore.core.config import Settings

_DIGEST_LABEL = b"gamestore/activation-key-digest/v1"


class KeyDecryptionError(ValueError):
    """A stored key does not decrypt under the configured key (tampered, or the key changed)."""


def key_digest(key: str, secret: bytes) -> str:
    """HMAC-SHA256 (hex) of the normalized key: equal for the same key, useless without ``secret``."""
    return hmac.new(secret, key.strip().upper().encode("utf-8"), hashlib.sha256).hexdigest()


class KeyCipher:
    """Encrypts and decrypts activation keys; ``key_digest`` detects duplicates."""

    def __init__(self, data_encryption_key: str | bytes) -> None:
        raw = (
            data_encryption_key.encode("ascii")
            if isinstance(data_encryption_key, str)
            else data_encryption_key
        )
        self._fernet = Fernet(raw)
        # A separate secret for the digests, derived so that one setting is enough to configure.
        self._digest_secret = hmac.new(raw, _DIGEST_LABEL, hashlib.sha256).digest()

    @classmethod
    def from_settings(cls, settings: Settings) -> KeyCipher:
        """One cipher per configured key, built once (Fernet and the digest secret), not per request."""
        return _cipher_for(settings.data_encryption_key.get_secret_value())

    def encrypt(self, key: str) -> bytes:
        return self._fernet.encrypt(key.encode("utf-8"))

    def decrypt(self, token: bytes) -> str:
        try:
            return self._fernet.decrypt(token).decode("utf-8")
        except InvalidToken as exc:
            raise KeyDecryptionError("the activation key does not decrypt with DATA_ENCRYPTION_KEY") from exc

    def key_digest(self, key: str) -> str:
        return key_digest(key, self._digest_secret)


@functools.lru_cache(maxsize=4)
def _cipher_for(data_encryption_key: str) -> KeyCipher:
    return KeyCipher(data_encryption_key)
