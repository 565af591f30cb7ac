"""Unsafe defaults refuse to start in production."""

from __future__ import annotations

import pytest

from fixtures.production import production
from gamestore.cli import main
from gamestore.core.config import ConfigurationError, Settings


def test_complete_production_settings_start() -> None:
    production().check_safe_to_start()


@pytest.mark.parametrize(
    ("overrides", "reason"),
    [
        ({"jwt_secret": "dev-only-insecure-jwt-secret-change-me"}, "JWT_SECRET"),
        ({"jwt_secret": "short"}, "JWT_SECRET"),
        ({"sms_fixed_code": "123456"}, "SMS_FIXED_CODE"),
        ({"sms_provider": "console"}, "SMS_PROVIDER"),
        ({"vapid_private_key": ""}, "VAPID_PRIVATE_KEY"),
        ({"database_url": "sqlite+aiosqlite:///./var/x.db"}, "SQLite"),
        ({"wechat_api_base_url": "http://127.0.0.1:9000"}, "WECHAT_API_BASE_URL"),
        ({"wechat_open_base_url": "http://127.0.0.1:9000"}, "WECHAT_OPEN_BASE_URL"),
        ({"steam_openid_endpoint": "http://127.0.0.1:9000/openid/login"}, "STEAM_OPENID_ENDPOINT"),
        ({"steam_web_api_url": "http://127.0.0.1:9000"}, "STEAM_WEB_API_URL"),
        ({"public_base_url": None}, "PUBLIC_BASE_URL"),
        ({"public_base_url": "http://shop.example.com"}, "PUBLIC_BASE_URL"),
        ({"storage_s3_bucket": "store"}, "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY"),
        (
            {"storage_s3_bucket": "store", "storage_s3_access_key_id": "AKID"},
            "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY",
        ),
        (
            {
                "storage_s3_bucket": "store",
                "storage_s3_access_key_id": "AKID",
                "storage_s3_secret_access_key": "s" * 40,
                "storage_s3_endpoint": "http://oss-cn-hangzhou.aliyuncs.com",
            },
            "STORAGE_S3_ENDPOINT",
        ),
    ],
)
def test_unsafe_production_settings_refuse_to_start(overrides: dict[str, object], reason: str) -> None:
    with pytest.raises(ConfigurationError, match=reason):
        production(**overrides).check_safe_to_start()


def test_sqlite_in_production_when_explicitly_allowed() -> None:
    production(
        database_url="sqlite+aiosqlite:///./var/x.db", allow_sqlite_in_production=True
    ).check_safe_to_start()


def test_an_object_store_with_its_credentials_starts() -> None:
    production(
        storage_s3_bucket="store",
        storage_s3_endpoint="https://oss-cn-hangzhou.aliyuncs.com",
        storage_s3_access_key_id="AKID",
        storage_s3_secret_access_key="s" * 40,
    ).check_safe_to_start()


def test_development_defaults_start() -> None:
    Settings(_env_file=None).check_safe_to_start()


def test_aliyun_provider_needs_its_credentials() -> None:
    with pytest.raises(ValueError, match="ALIYUN_SMS_ACCESS_KEY_SECRET"):
        production(aliyun_sms_access_key_secret="")


def test_cli_refuses_to_serve_unsafe_production(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from gamestore.core.config import get_settings

    monkeypatch.setenv("APP_ENV", "production")
    monkeypatch.delenv("JWT_SECRET", raising=False)
    get_settings.cache_clear()
    try:
        assert main(["serve"]) == 2
    finally:
        get_settings.cache_clear()
    assert "refusing to start in production" in capsys.readouterr().err


def test_production_serves_one_process_per_core_unless_told(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.cpu_count", lambda: 6)
    assert production().server_workers() == 6
    assert production(workers=2).server_workers() == 2
    assert Settings(_env_file=None).server_workers() == 1


def test_cli_refuses_several_production_processes_without_redis(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rate limits and SMS budgets kept in each process would multiply by the number of processes."""
    from gamestore.core.config import get_settings

    for name, value in production().model_dump(mode="json").items():
        if value is not None and not isinstance(value, dict | list):
            monkeypatch.setenv(name.upper(), str(value))
    for name in ("jwt_secret", "data_encryption_key", "aliyun_sms_access_key_secret", "vapid_private_key"):
        monkeypatch.setenv(name.upper(), str(production().model_dump()[name].get_secret_value()))
    monkeypatch.delenv("REDIS_URL", raising=False)
    get_settings.cache_clear()
    try:
        assert main(["serve", "--workers", "2"]) == 2
    finally:
        get_settings.cache_clear()
    assert "without REDIS_URL" in capsys.readouterr().err
