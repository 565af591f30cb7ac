from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from gamestore.core.validators import CloudPath


class DictDataResp(BaseModel):
    dictType: str  # noqa: N815 - spec field names
    value: str
    label: str
    colorType: str  # noqa: N815
    cssClass: str  # noqa: N815


class AppInfoResp(BaseModel):
    name: str
    version: str = Field(examples=["1.0.4"])
    versionCode: int  # noqa: N815
    logo: str
    cdnUrl: str  # noqa: N815
    fileSystem: Literal["public", "aliyun", "qcloud", "qiniu"]  # noqa: N815
    iosAppPurchases: bool = Field(  # noqa: N815
        description="Whether the iOS app shell sells (APP_SHELL_IOS_PURCHASES); off: buy in a browser"
    )


class TenantResp(BaseModel):
    id: int = Field(description="What the client sends as tenant-id from then on")
    name: str


class HealthResp(BaseModel):
    status: Literal["ok", "degraded"]
    database: bool
    redis: bool | None


# Spec §5/§9: a temporary-URL list holds 1–50 paths.
TEMP_URL_LIST_MAX = 50


class TempUrlListReq(BaseModel):
    fileList: list[CloudPath] = Field(  # noqa: N815 - the API's camelCase name
        min_length=1, max_length=TEMP_URL_LIST_MAX, description="Paths of the member's private uploads"
    )


class TempUrlResp(BaseModel):
    fileID: str = Field(description="The path asked for")  # noqa: N815
    tempFileURL: str = Field(description="A link to the file that works for maxAge seconds")  # noqa: N815
    maxAge: int = Field(description="Seconds the link works (600)")  # noqa: N815
