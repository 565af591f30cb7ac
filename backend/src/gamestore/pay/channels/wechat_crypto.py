"""WeChat Pay API v3 cryptography: SHA256-RSA2048 signatures (PKCS#1 v1.5) and AEAD_AES_256_GCM.

Every signed message is a list of lines, each ending in ``\\n`` (the last one too):

- a request:          METHOD, URL path with query, timestamp, nonce, body (``""`` for GET);
- a response/notice:  timestamp, nonce, body (``""`` for 204 No Content);
- JSAPI / mini program payment data:  appId, timeStamp, nonceStr, package;
- APP payment data:   appid, timestamp, noncestr, prepayid.
"""

from __future__ import annotations

import base64
import binascii
import secrets
import string
from typing import Final

from cryptography import x509
from cryptography.exceptions import InvalidSignature, InvalidTag
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

SCHEMA: Final = "WECHATPAY2-SHA256-RSA2048"
MIN_RSA_BITS: Final = 2048
_NONCE_ALPHABET: Final = string.ascii_uppercase + string.digits


class DecryptionError(Exception):
    """The ciphertext did not decrypt: wrong key, nonce, associated data, or tampered data."""


def new_nonce(length: int = 32) -> str:
    return "".join(secrets.choice(_NONCE_ALPHABET) for _ in range(length))


def message(*lines: str | bytes) -> bytes:
    """The lines as WeChat Pay signs them: UTF-8, each followed by ``\\n``."""
    return b"".join((line if isinstance(line, bytes) else line.encode("utf-8")) + b"\n" for line in lines)


def load_private_key(pem: str) -> rsa.RSAPrivateKey:
    """The merchant's API private key (``apiclient_key.pem``: PKCS#8, or PKCS#1)."""
    try:
        key = serialization.load_pem_private_key(pem.encode("ascii"), password=None)
    except (ValueError, TypeError, UnicodeEncodeError) as exc:
        raise ValueError("the merchant private key is not an unencrypted PEM private key") from exc
    if not isinstance(key, rsa.RSAPrivateKey) or key.key_size < MIN_RSA_BITS:
        raise ValueError(f"the merchant private key must be RSA of at least {MIN_RSA_BITS} bits")
    return key


def load_public_key(pem: str) -> rsa.RSAPublicKey:
    """A WeChat Pay platform public key, from a ``PUBLIC KEY`` PEM or an X.509 certificate PEM."""
    data = pem.encode("ascii", errors="replace")
    key: object
    try:
        if b"BEGIN CERTIFICATE" in data:
            key = x509.load_pem_x509_certificate(data).public_key()
        else:
            key = serialization.load_pem_public_key(data)
    except ValueError as exc:
        raise ValueError("a platform key is neither a PEM public key nor a PEM certificate") from exc
    if not isinstance(key, rsa.RSAPublicKey) or key.key_size < MIN_RSA_BITS:
        raise ValueError(f"a platform key must be RSA of at least {MIN_RSA_BITS} bits")
    return key


def sign(private_key: rsa.RSAPrivateKey, signed: bytes) -> str:
    signature = private_key.sign(signed, padding.PKCS1v15(), hashes.SHA256())
    return base64.b64encode(signature).decode("ascii")


def verify(public_key: rsa.RSAPublicKey, signed: bytes, signature: str) -> bool:
    try:
        raw = base64.b64decode(signature.encode("ascii"), validate=True)
        public_key.verify(raw, signed, padding.PKCS1v15(), hashes.SHA256())
    except (InvalidSignature, binascii.Error, ValueError, UnicodeEncodeError):
        return False
    return True


def authorization(
    *,
    mchid: str,
    serial_no: str,
    private_key: rsa.RSAPrivateKey,
    method: str,
    url: str,
    body: bytes,
    timestamp: int,
    nonce: str,
) -> str:
    """The ``Authorization`` header for one request; ``url`` is the path with its query string."""
    signature = sign(private_key, message(method, url, str(timestamp), nonce, body))
    return (
        f'{SCHEMA} mchid="{mchid}",nonce_str="{nonce}",signature="{signature}",'
        f'timestamp="{timestamp}",serial_no="{serial_no}"'
    )


def aes_gcm_decrypt(apiv3_key: bytes, *, nonce: str, associated_data: str, ciphertext: str) -> bytes:
    """AEAD_AES_256_GCM as WeChat Pay uses it: base64 ciphertext with its 16-byte tag at the end."""
    try:
        data = base64.b64decode(ciphertext.encode("ascii"), validate=True)
        return AESGCM(apiv3_key).decrypt(nonce.encode("utf-8"), data, associated_data.encode("utf-8"))
    except (InvalidTag, binascii.Error, ValueError, UnicodeEncodeError) as exc:
        raise DecryptionError("the resource did not decrypt with the APIv3 key") from exc
