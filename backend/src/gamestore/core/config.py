"""Configuration from the environment (and an optional .env file)."""

from __future__ import annotations

import base64
import os
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

STEAM_STORE_ORIGIN = "https://store.steampowered.com"

INSECURE_JWT_SECRET = "dev-only-insecure-jwt-secret-change-me"  # noqa: S105 - refused in production
# A Fernet key for development only (base64 of "dev-only-insecure-data-key-32byt"); refused in production.
INSECURE_DATA_ENCRYPTION_KEY = "ZGV2LW9ubHktaW5zZWN1cmUtZGF0YS1rZXktMzJieXQ="


class ConfigurationError(RuntimeError):
    """The settings are unsafe or inconsistent; the server refuses to start."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: Literal["dev", "test", "production"] = "dev"
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    # Server processes `gamestore serve` starts (WORKERS); unset: one per core in production, else one.
    workers: int | None = Field(default=None, ge=1, le=64)
    log_level: str = "INFO"
    log_json: bool = False

    database_url: str = "sqlite+aiosqlite:///./var/gamestore.db"
    allow_sqlite_in_production: bool = False
    database_echo: bool = False
    # Connections per server process (see core/db.py): keep WORKERS x (size + overflow) under the
    # database's max_connections (PostgreSQL's default is 100).
    database_pool_size: int = Field(default=32, ge=1, le=500)
    database_max_overflow: int = Field(default=8, ge=0, le=500)
    # After startup: the objects alive then frozen out of the collector's scans, and it runs less often.
    gc_freeze_at_startup: bool = True
    redis_url: str | None = None

    jwt_secret: SecretStr = SecretStr(INSECURE_JWT_SECRET)
    access_token_minutes: int = Field(default=30, ge=1)
    refresh_token_days: int = Field(default=30, ge=1)
    # How long a process trusts that a login session it found alive in the database still is, so a
    # member's burst of calls checks it once. Ending a session in this process (logout, password
    # change, refresh-token reuse) takes effect at once; in another process, within this window.
    auth_session_cache_seconds: float = Field(default=5, ge=0, le=60)
    # Operators (/admin-api): their own tokens, login sessions and limits, apart from members'.
    admin_access_token_minutes: int = Field(default=15, ge=1, le=240)
    admin_session_hours: int = Field(default=12, ge=1, le=720)
    admin_login_attempts_per_10_minutes: int = Field(default=5, ge=1)
    admin_rate_limit_per_minute: int = Field(default=300, ge=1)

    # Encrypts activation keys at rest (and keys their duplicate-detection digests): a Fernet key,
    # as printed by `python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key())"`.
    data_encryption_key: SecretStr = SecretStr(INSECURE_DATA_ENCRYPTION_KEY)

    sms_provider: Literal["console", "aliyun"] = "console"
    sms_fixed_code: str | None = Field(default=None, pattern=r"^\d{6}$")
    sms_code_ttl_seconds: int = Field(default=300, ge=30)
    sms_resend_seconds: int = Field(default=60, ge=1)
    # Codes a day to one number from one requesting address (docs/decisions.md, Member: "SMS budgets").
    sms_daily_limit: int = Field(default=10, ge=1)
    sms_max_attempts: int = Field(default=5, ge=1)
    aliyun_sms_access_key_id: str = ""
    aliyun_sms_access_key_secret: SecretStr = SecretStr("")
    aliyun_sms_sign_name: str = ""
    aliyun_sms_template_code: str = ""
    aliyun_sms_endpoint: str = "https://dysmsapi.aliyuncs.com/"

    rate_limit_per_minute: int = Field(default=600, ge=1)
    public_cache_seconds: float = Field(default=10, ge=0, le=600)
    # How old a process's view of a star deal may be (a sold-out deal is also announced through Redis).
    star_deal_board_seconds: float = Field(default=1.0, ge=0, le=60)
    # How long after a deal's last claimed attempt a read may count its keys afresh (forgets a claim
    # whose process died before giving it back: until then the deal refuses that many too early).
    star_deal_claims_quiet_seconds: float = Field(default=30, gt=0, le=3600)
    login_attempts_per_10_minutes: int = Field(default=10, ge=1)
    sms_sends_per_ip_per_hour: int = Field(default=30, ge=1)
    sms_sends_per_ip_per_day: int = Field(default=100, ge=1)
    # Share posters drawn (not found in the cache) for one address in a minute.
    poster_renders_per_ip_per_minute: int = Field(default=20, ge=1)
    # Codes a logged-in member may request a day for account scenes (change mobile or password, reset).
    sms_sends_per_member_per_day: int = Field(default=10, ge=1)
    # Proxies whose X-Forwarded-For is believed (comma-separated addresses or networks, "*" for
    # any); none by default, so the client address is the connection's own, even from 127.0.0.1.
    forwarded_allow_ips: str = ""

    upload_dir: Path = Path("var/uploads")
    upload_max_bytes: int = Field(default=2 * 1024 * 1024, ge=1024, le=3 * 1024 * 1024)
    # Width × height an uploaded image may decode to (a 12-megapixel phone photo fits).
    upload_max_pixels: int = Field(default=24_000_000, ge=10_000, le=100_000_000)
    uploads_per_hour: int = Field(default=30, ge=1)
    # How long a link to a private upload (order feedback photos) works (spec §9: 600 s).
    temp_url_seconds: int = Field(default=600, ge=60, le=86_400)
    public_base_url: str | None = None
    # Uploads go to an S3-compatible bucket instead of UPLOAD_DIR when STORAGE_S3_BUCKET is set
    # (core/storage.py): Aliyun OSS, Tencent COS, Qiniu Kodo, MinIO or AWS S3. The endpoint is the
    # provider's S3 address (empty: AWS's for the region); objects are kept under the prefix.
    storage_s3_endpoint: str = ""
    storage_s3_bucket: str = ""
    storage_s3_region: str = ""
    storage_s3_access_key_id: str = ""
    storage_s3_secret_access_key: SecretStr = SecretStr("")
    storage_s3_prefix: str = Field(default="uploads/", pattern=r"^([A-Za-z0-9._-]+/)*$", max_length=200)
    # OSS and COS take only virtual-hosted addresses (bucket.endpoint); MinIO and stand-ins want path.
    storage_s3_addressing_style: Literal["auto", "virtual", "path"] = "auto"

    usd_per_cny: Decimal = Field(default=Decimal("0.1389"), gt=0)
    jpy_per_cny: Decimal = Field(default=Decimal("20.95"), gt=0)
    low_price_max_fen: int = Field(default=3000, ge=1)

    # Orders (architecture §4): unpaid orders close after the window; 100 points buy
    # `point_deduct_fen_per_100` fen (1 yuan), at most `point_deduct_max_percent` % of the amount
    # after discounts; each yuan paid earns `point_per_yuan` points and `experience_per_yuan`.
    order_payment_minutes: int = Field(default=15, ge=1)
    order_close_interval_seconds: float = Field(default=30, gt=0)
    order_close_job_enabled: bool = True
    point_deduct_fen_per_100: int = Field(default=100, ge=1)
    point_deduct_max_percent: int = Field(default=50, ge=0, le=100)
    point_per_yuan: int = Field(default=1, ge=0)
    experience_per_yuan: int = Field(default=1, ge=0)
    # Referrals (architecture §4): for each paid purchase (paying more than 0) by a member who came
    # through a shared link, the sharer earns `referral_sharer_points` and that member
    # `referral_member_points`.
    referral_sharer_points: int = Field(default=50, ge=0)
    referral_member_points: int = Field(default=20, ge=0)
    # Refunds (architecture §4): a member may refund an order's never-revealed keys themself within
    # this many days of paying.
    refund_window_days: int = Field(default=14, ge=0, le=365)
    # Key reports (trade/key_report_service.py): an order's first report within this many hours of
    # revealing the key is answered at once with a key of its batch; a member's reports past
    # KEY_REPORT_MONTHLY_LIMIT in a calendar month (business zone) go to support instead.
    key_report_window_hours: int = Field(default=48, ge=0, le=24 * 365)
    key_report_monthly_limit: int = Field(default=3, ge=0, le=1000)
    # Gifts (trade/gift_service.py): a paid gift waits this many days to be claimed, then returns to
    # its giver (a job every GIFT_RETURN_INTERVAL_SECONDS).
    gift_claim_days: int = Field(default=30, ge=1, le=365)
    gift_return_job_enabled: bool = True
    gift_return_interval_seconds: float = Field(default=300, gt=0)
    # Pre-orders (trade/preorder_service.py): a job every PREORDER_JOB_INTERVAL_SECONDS delivers the
    # keys of released versions' pre-orders and refunds those a day without keys.
    preorder_job_enabled: bool = True
    preorder_job_interval_seconds: float = Field(default=60, gt=0)
    # Ended star deals give their unsold keys back to their versions' stock.
    star_deal_job_enabled: bool = True
    star_deal_job_interval_seconds: float = Field(default=30, gt=0)
    # What a paid order earns (points, experience, referral points, task progress) is pending until
    # the order is final: every key revealed or refunded, or the refund window closed, which a job
    # checks every ORDER_MATURITY_INTERVAL_SECONDS in each server process.
    order_maturity_interval_seconds: float = Field(default=300, gt=0)
    order_maturity_job_enabled: bool = True
    # Refunds a gateway has not confirmed (a lost notification) are queried by a job that runs every
    # REFUND_SETTLE_INTERVAL_SECONDS in each server process.
    refund_settle_interval_seconds: float = Field(default=60, gt=0)
    refund_settle_job_enabled: bool = True
    # A failed gateway refund is asked again after REFUND_RETRY_BASE_SECONDS × 2^(tries − 1), at most
    # REFUND_RETRY_CAP_SECONDS, REFUND_RETRY_TRIES times, then waits for support; by a job that runs
    # every REFUND_RETRY_INTERVAL_SECONDS in each server process.
    refund_retry_base_seconds: float = Field(default=60, ge=0)
    refund_retry_cap_seconds: float = Field(default=6 * 3600, ge=0)
    refund_retry_tries: int = Field(default=5, ge=0, le=20)
    refund_retry_interval_seconds: float = Field(default=30, gt=0)
    refund_retry_job_enabled: bool = True
    # Activity reminders (architecture §4): delivered this many minutes before the start, by a job
    # that runs every ACTIVITY_REMINDER_INTERVAL_SECONDS in each server process.
    activity_reminder_minutes: int = Field(default=15, ge=0, le=24 * 60)
    activity_reminder_interval_seconds: float = Field(default=30, gt=0)
    activity_reminder_job_enabled: bool = True
    # Price alerts (notification/price_alert_delivery.py): the job matching them against the price
    # changes that took effect runs every PRICE_ALERT_INTERVAL_SECONDS in each server process.
    price_alert_interval_seconds: float = Field(default=60, gt=0)
    price_alert_job_enabled: bool = True
    # The outbox (core/outbox.py): what must reach the outside world is delivered after its commit by a
    # relay in every server process, woken by a commit that wrote a message and polling every
    # OUTBOX_POLL_SECONDS; a failed delivery is tried again after OUTBOX_RETRY_BASE_SECONDS, doubling up
    # to OUTBOX_RETRY_CAP_SECONDS, 5 tries in all; a relay that dies mid-delivery gives its messages back
    # after OUTBOX_LEASE_SECONDS.
    outbox_relay_enabled: bool = True
    outbox_poll_seconds: float = Field(default=5, gt=0)
    outbox_retry_base_seconds: float = Field(default=10, ge=0)
    outbox_retry_cap_seconds: float = Field(default=600, ge=0)
    outbox_lease_seconds: float = Field(default=60, gt=0)
    # Web Push (VAPID, RFC 8292): the application server's P-256 private key (PEM, or its 32 raw bytes
    # in base64url); unset in development, a key derived from JWT_SECRET is used. The subject tells
    # push services whom to contact.
    vapid_private_key: SecretStr = SecretStr("")
    # The push services a browser subscription may name (host suffixes): the server POSTs to its
    # endpoint, so any other host (the store's own network included) is refused.
    web_push_hosts: list[str] = Field(
        default=[
            "fcm.googleapis.com",
            "push.services.mozilla.com",
            "push.apple.com",
            "notify.windows.com",
        ],
        max_length=50,
    )
    vapid_subject: str = Field(default="mailto:webpush@gamestore.invalid", pattern=r"^(mailto:|https://)\S+$")
    cart_max_items: int = Field(default=100, ge=1)
    order_max_count_per_item: int = Field(default=10, ge=1)
    game_code_ttl_seconds: int = Field(default=300, ge=10)

    # Payment gateways: a channel is offered when its settings are complete. Notifications come
    # back to PAY_NOTIFY_BASE_URL (the store's public https origin) + /app-api/pay/notify/order/<code>.
    pay_notify_base_url: str | None = None
    alipay_app_id: str = ""
    alipay_merchant_private_key: SecretStr = SecretStr("")
    alipay_public_key: str = ""
    alipay_gateway_url: str = "https://openapi.alipay.com/gateway.do"
    wechat_mchid: str = ""
    wechat_merchant_serial_no: str = ""
    wechat_merchant_private_key: SecretStr = SecretStr("")
    wechat_apiv3_key: SecretStr = SecretStr("")
    wechat_platform_key_id: str = ""
    wechat_platform_public_key: str = ""
    wechat_appid_official: str = ""  # wx_pub and wx_wap
    wechat_appid_mini_program: str = ""  # wx_lite
    wechat_appid_app: str = ""  # wx_app
    wechat_base_url: str = "https://api.mch.weixin.qq.com"
    # Binding a member's WeChat account (identity.social) and JS-SDK signatures: a social type can be
    # bound when its appid above and its secret here are both set (31 official, 34 mini program,
    # 43 app); the JS-SDK signature uses the official account's.
    wechat_secret_official: SecretStr = SecretStr("")
    wechat_secret_mini_program: SecretStr = SecretStr("")
    wechat_secret_app: SecretStr = SecretStr("")
    wechat_api_base_url: str = "https://api.weixin.qq.com"
    wechat_open_base_url: str = "https://open.weixin.qq.com"
    # The mini program (identity.social.mini_program): which version its codes open (release, trial,
    # develop); codes WeChat draws for one address in a minute (cached ones are free); the
    # subscribe-message template (priTmplId) activity reminders use (unset: none are sent there)
    # and the mini-program page a reminder opens (the web-view page; `path=` carries the app route);
    # how long WeChat's subscribe-template list is kept (0: asked each time; a template deleted in
    # WeChat's console is seen as missing only after that).
    wechat_mini_program_env_version: Literal["release", "trial", "develop"] = "release"
    wechat_wxa_codes_per_ip_per_minute: int = Field(default=20, ge=1)
    wechat_mini_program_reminder_template: str = Field(default="", max_length=128)
    wechat_templates_cache_seconds: float = Field(default=600, ge=0)
    wechat_mini_program_reminder_page: str = Field(
        default="pages/index/index", pattern=r"^[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)*$", max_length=128
    )
    # One-tap login in the app (identity.social.univerify): the URL of the uniCloud function "univerify"
    # (deploy/unicloud/univerify) that turns the app's access_token and openid into the phone number
    # (unset: the endpoint answers "not supported"), and the secret both sides sign each call with
    # (HMAC-SHA256; production needs an https URL and 32+ characters once the URL is set).
    univerify_function_url: str = ""
    univerify_function_secret: SecretStr = SecretStr("")
    # Buying inside the iOS app shell (docs/native-shell.md, decisions.md): off, the game page
    # shows how to buy in the browser and checkout refuses a request from the iOS shell (App
    # Review Guideline 3.1.1: digital content bought in an iOS app must use in-app purchase).
    app_shell_ios_purchases: bool = False
    # Binding a Steam account (identity.social.steam): Steam's OpenID 2.0 endpoint (production refuses
    # any other; tests point it at a stand-in), the Steam Web API for the persona name and avatar
    # (GetPlayerSummaries; no key means the binding shows the Steam id only). Steam sends members
    # back to PUBLIC_BASE_URL (production needs it: a Host header is the client's to choose).
    steam_openid_endpoint: str = "https://steamcommunity.com/openid/login"
    steam_web_api_url: str = "https://api.steampowered.com"
    steam_web_api_key: SecretStr = SecretStr("")
    # A MaxMind DB file (GeoIP2/GeoLite2 Country or City, or any MMDB whose records carry
    # country.iso_code): the request's country, the last source of a member's country. None shipped.
    geoip_database: Path | None = None
    new_release_days: int = Field(default=90, ge=1)

    app_name: str = "GameStore"
    app_logo: str = "/static/logo.png"
    cdn_url: str = ""
    file_system: Literal["public", "aliyun", "qcloud", "qiniu"] = "public"

    # The built web app served at /; None means the repository's web/dist (see gamestore.web).
    web_dist_dir: Path | None = None
    # The interactive API docs (/app-api/docs) and the OpenAPI schema (/app-api/openapi.json):
    # unset means on in dev and test, off in production, where they only map the attack surface.
    api_docs_enabled: bool | None = None
    # The console's schema (/admin-api/openapi.json), likewise but on its own: turning the shop's docs on in
    # production does not publish the console's.
    admin_api_docs_enabled: bool | None = None
    # /metrics (Prometheus): scrapers send `Authorization: Bearer <METRICS_TOKEN>`; empty, the path
    # answers 404. Versions of games on sale with fewer keys than the threshold are listed there.
    metrics_token: SecretStr = SecretStr("")
    metrics_low_stock_threshold: int = Field(default=10, ge=0, le=1_000_000)

    @property
    def steam_origins(self) -> tuple[str, ...]:
        """Steam's sites the web app leaves for (the store, the sign-in page): it asks whether the
        browser reaches them first, so its CSP lets it fetch from them (core/security_headers.py)."""
        sign_in = urlsplit(self.steam_openid_endpoint)
        return tuple(dict.fromkeys((STEAM_STORE_ORIGIN, f"{sign_in.scheme}://{sign_in.netloc}")))

    @property
    def api_docs_served(self) -> bool:
        return self.app_env != "production" if self.api_docs_enabled is None else self.api_docs_enabled

    @property
    def admin_api_docs_served(self) -> bool:
        if self.admin_api_docs_enabled is None:
            return self.app_env != "production"
        return self.admin_api_docs_enabled

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @field_validator("data_encryption_key")
    @classmethod
    def _check_fernet_key(cls, value: SecretStr) -> SecretStr:
        try:
            raw = base64.urlsafe_b64decode(value.get_secret_value().encode("ascii"))
        except (ValueError, UnicodeEncodeError):
            raw = b""
        if len(raw) != 32:
            raise ValueError("DATA_ENCRYPTION_KEY must be a Fernet key (urlsafe base64 of 32 bytes)")
        return value

    @model_validator(mode="after")
    def _check_aliyun_complete(self) -> Settings:
        if self.sms_provider == "aliyun":
            missing = [
                name
                for name in ("aliyun_sms_access_key_id", "aliyun_sms_sign_name", "aliyun_sms_template_code")
                if not getattr(self, name)
            ]
            if not self.aliyun_sms_access_key_secret.get_secret_value():
                missing.append("aliyun_sms_access_key_secret")
            if missing:
                raise ValueError(f"SMS_PROVIDER=aliyun needs {', '.join(m.upper() for m in missing)}")
        return self

    def production_problems(self) -> list[str]:
        """Why these settings are unsafe for production (empty when they are fine)."""
        if self.app_env != "production":
            return []
        problems = []
        secret = self.jwt_secret.get_secret_value()
        if secret == INSECURE_JWT_SECRET or len(secret) < 32:
            problems.append("JWT_SECRET must be set to a random value of at least 32 characters")
        if self.data_encryption_key.get_secret_value() == INSECURE_DATA_ENCRYPTION_KEY:
            problems.append("DATA_ENCRYPTION_KEY must be set to a generated Fernet key")
        if self.sms_fixed_code:
            problems.append("SMS_FIXED_CODE is for automated tests only")
        if self.sms_provider == "console":
            problems.append("SMS_PROVIDER=console only prints codes to the log; configure a real gateway")
        for name in ("wechat_api_base_url", "wechat_open_base_url"):
            if not getattr(self, name).startswith("https://"):
                problems.append(f"{name.upper()} must be an https:// URL")
        if self.steam_openid_endpoint != "https://steamcommunity.com/openid/login":
            problems.append("STEAM_OPENID_ENDPOINT must be Steam's (https://steamcommunity.com/openid/login)")
        if not self.steam_web_api_url.startswith("https://"):
            problems.append("STEAM_WEB_API_URL must be an https:// URL")
        if self.univerify_function_url:
            if not self.univerify_function_url.startswith("https://"):
                problems.append("UNIVERIFY_FUNCTION_URL must be an https:// URL")
            if len(self.univerify_function_secret.get_secret_value()) < 32:
                problems.append("UNIVERIFY_FUNCTION_SECRET must be a random value of at least 32 characters")
        if not self.public_base_url or not self.public_base_url.startswith("https://"):
            problems.append("PUBLIC_BASE_URL must be the store's public https:// origin (Steam returns here)")
        if not self.vapid_private_key.get_secret_value():
            problems.append(
                "VAPID_PRIVATE_KEY must be set (Web Push); `gamestore vapid-keys` prints a new pair"
            )
        if self.storage_s3_bucket:
            if not self.storage_s3_access_key_id or not self.storage_s3_secret_access_key.get_secret_value():
                problems.append(
                    "STORAGE_S3_BUCKET needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY"
                )
            if self.storage_s3_endpoint and not self.storage_s3_endpoint.startswith("https://"):
                problems.append("STORAGE_S3_ENDPOINT must be an https:// URL")
        if self.admin_session_hours > 24 or self.admin_login_attempts_per_10_minutes > 20:
            problems.append(
                "ADMIN_SESSION_HOURS above 24 or ADMIN_LOGIN_ATTEMPTS_PER_10_MINUTES above 20 "
                "leaves operator accounts open too long or to guessing"
            )
        if 0 < len(self.metrics_token.get_secret_value()) < 32:
            problems.append("METRICS_TOKEN must be a random value of at least 32 characters (or empty: off)")
        if self.is_sqlite and not self.allow_sqlite_in_production:
            problems.append("SQLite in production needs ALLOW_SQLITE_IN_PRODUCTION=true")
        return problems

    def server_workers(self) -> int:
        if self.workers is not None:
            return self.workers
        return (os.cpu_count() or 1) if self.app_env == "production" else 1

    def check_safe_to_start(self) -> None:
        problems = self.production_problems()
        if problems:
            raise ConfigurationError("refusing to start in production: " + "; ".join(problems))


@lru_cache
def get_settings() -> Settings:
    return Settings()
