"""Answers of the promotion domain (field names as the spec's JSON)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel


class BannerResp(BaseModel):
    id: int
    title: str
    picUrl: str
    url: str
    sort: int
