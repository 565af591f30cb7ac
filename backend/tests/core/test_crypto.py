"""Activation keys at rest: Fernet encryption and keyed digests; the development key is refused
in production."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from fixtures.production import production
from gamestore.core.config import INSECURE_DATA_ENCRYPTION_KEY, ConfigurationError, Settings
from gamestore.core.crypto import KeyCipher, KeyDecryptionError, key_digest


def test_keys_round_trip_and_the_plaintext_is_not_in_the_ciphertext() -> None:
    cipher = KeyCipher(Fernet.generate_key())
    token = cipher.encrypt("SECRET-KEY-QWXZY")

    assert b"SECRET" not in token and b"QWXZY" not in token
    assert cipher.decrypt(token) == "SECRET-KEY-QWXZY"
    assert cipher.encrypt("SECRET-KEY-QWXZY") != token  # random IV: equal keys are not visible


def test_another_key_cannot_decrypt() -> None:
    token = KeyCipher(Fernet.generate_key()).encrypt("AAAAA-BBBBB-CCCCC")

    with pytest.raises(KeyDecryptionError):
        KeyCipher(Fernet.generate_key()).decrypt(token)
    with pytest.raises(KeyDecryptionError):
        KeyCipher(Fernet.generate_key()).decrypt(b"not a token")


def test_digests_find_the_same_key_whatever_its_case_and_spaces() -> None:
    cipher = KeyCipher(INSECURE_DATA_ENCRYPTION_KEY)

    digest = cipher.key_digest("AAAAA-BBBBB-CCCCC")
    assert len(digest) == 64 and int(digest, 16) >= 0
    assert cipher.key_digest(" aaaaa-bbbbb-ccccc ") == digest
    assert cipher.key_digest("AAAAA-BBBBB-CCCCD") != digest
    assert KeyCipher(Fernet.generate_key()).key_digest("AAAAA-BBBBB-CCCCC") != digest
    assert key_digest("AAAAA-BBBBB-CCCCC", b"one secret") != key_digest("AAAAA-BBBBB-CCCCC", b"another")


def test_the_cipher_follows_the_settings() -> None:
    key = Fernet.generate_key()
    token = KeyCipher(key).encrypt("KEY-12345")

    settings = Settings(_env_file=None, data_encryption_key=key.decode())  # type: ignore[arg-type]
    assert KeyCipher.from_settings(settings).decrypt(token) == "KEY-12345"


@pytest.mark.parametrize("bad", ["", "short", "x" * 44, "not base64 at all!!!!!!!!!!!!!!!!!!!!!!!!!!!"])
def test_a_malformed_data_encryption_key_is_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="DATA_ENCRYPTION_KEY"):
        Settings(_env_file=None, data_encryption_key=bad)  # type: ignore[arg-type]


def test_production_refuses_the_development_data_encryption_key() -> None:
    production().check_safe_to_start()
    with pytest.raises(ConfigurationError, match="DATA_ENCRYPTION_KEY"):
        production(data_encryption_key=INSECURE_DATA_ENCRYPTION_KEY).check_safe_to_start()


def test_development_starts_with_the_development_key() -> None:
    settings = Settings(_env_file=None)
    settings.check_safe_to_start()
    assert settings.data_encryption_key.get_secret_value() == INSECURE_DATA_ENCRYPTION_KEY
