"""The console's wallet recharge packages (/admin-api/pay/wallet-recharge-package): amounts in fen."""

# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints
from pydantic_core import PydanticCustomError

from gamestore.core.i18n import LANGUAGES
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, OneLineText

PACKAGE_NAME_MAX = 64
MAX_PACKAGE_PRICE = 100_000_000  # fen, as a member's recharge accepts
INT32_MAX = 2**31 - 1


def _every_language(texts: dict[str, str]) -> dict[str, str]:
    if set(texts) != set(LANGUAGES):
        raise PydanticCustomError("languages", "give exactly the languages {langs}", {"langs": LANGUAGES})
    return texts


PackageName = Annotated[OneLineText, StringConstraints(max_length=PACKAGE_NAME_MAX)]


class AdminRechargePackagePageReq(PageParam):
    enabled: bool | None = Field(default=None, description="Only offered (true) or withdrawn (false) ones")


class AdminRechargePackageSaveReq(BaseModel):
    names: Annotated[dict[str, PackageName], AfterValidator(_every_language)] = Field(
        description="The name in each of en, zh-Hans, zh-Hant, ja"
    )
    payPrice: int = Field(ge=1, le=MAX_PACKAGE_PRICE, description="What the member pays, fen")
    bonusPrice: int = Field(default=0, ge=0, le=MAX_PACKAGE_PRICE, description="Added on top, fen")
    sort: int = Field(default=0, ge=-INT32_MAX, le=INT32_MAX, description="Lower first")
    enabled: bool = Field(default=True, description="Offered to members")


class AdminRechargePackageUpdateReq(AdminRechargePackageSaveReq):
    id: Id


class AdminRechargePackageResp(BaseModel):
    id: int
    name: str = Field(description="In the request's language")
    names: dict[str, str]
    payPrice: int = Field(description="fen")
    bonusPrice: int = Field(description="fen")
    sort: int
    enabled: bool
    createTime: int = Field(description="epoch ms")
