from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


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


class HealthResp(BaseModel):
    status: Literal["ok", "degraded"]
    database: bool
    redis: bool | None
