"""The operator's content file (`gamestore import-articles FILE.json`, docs/import-format.md):
activities, news and their categories, and the help centre's categories and questions. Rows are
matched on their code, created or updated; a bad row is reported with why and left out whole (and
rows naming it are left out too). The caller owns the transaction; this only flushes."""
# ruff: noqa: N815 - the file's camelCase field names

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, StringConstraints, ValidationError, model_validator
from pydantic_core import PydanticCustomError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.catalogue_service import game_ids_by_code
from gamestore.catalogue.import_report import ImportReport, SectionCounts, validation_reasons
from gamestore.catalogue.import_rows import Code, Link, Names, Row, Sort, UtcTime
from gamestore.content import article_service, help_service
from gamestore.core import cache_bus, clock
from gamestore.core.richtext import RICH_TEXT_MAX, sanitize
from gamestore.core.validators import TextRule
from gamestore.engagement import rewards
from gamestore.engagement.rewards import RewardItemRow

SECTIONS = ("articleCategories", "articles", "helpCategories", "help")
ARTICLE_TYPES = {"activity": article_service.ACTIVITY, "news": article_service.NEWS}
ARTICLE_STATES = {
    "draft": article_service.DRAFT,
    "published": article_service.PUBLISHED,
    "offline": article_service.OFFLINE,
}
MAX_FEATURED_GAMES = 20


def _has_text(value: str) -> str:
    if not sanitize(value):
        raise PydanticCustomError("rich_text_empty", "is empty once unsafe markup is removed")
    return value


RichText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=RICH_TEXT_MAX),
    TextRule(multi_line=True),
    AfterValidator(_has_text),
]


class RichTexts(Row):
    """HTML per language, sanitized when stored."""

    en: RichText
    zh_hans: RichText = Field(alias="zh-Hans")
    zh_hant: RichText = Field(alias="zh-Hant")
    ja: RichText

    def as_dict(self) -> dict[str, str]:
        return {"en": self.en, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant, "ja": self.ja}


class CategoryRow(Row):
    code: Code
    names: Names
    sort: Sort = 0


class ArticleRow(Row):
    code: Code
    type: Literal["activity", "news"]
    category: Code | None = None
    titles: Names
    summaries: Names
    bodies: RichTexts
    cover: Link
    status: Literal["draft", "published", "offline"] = "published"
    publishTime: UtcTime | None = None
    startTime: UtcTime | None = None
    endTime: UtcTime | None = None
    games: list[Code] = Field(default_factory=list, max_length=MAX_FEATURED_GAMES)
    rewardItems: list[RewardItemRow] = Field(default_factory=list, max_length=5)
    sort: Sort = 0

    @model_validator(mode="after")
    def _activity_window(self) -> ArticleRow:
        if self.type == "news" and self.rewardItems:
            raise PydanticCustomError("news_rewards", "only an activity gives rewardItems")
        if self.type == "activity":
            if self.startTime is None or self.endTime is None:
                raise PydanticCustomError("window_missing", "an activity needs startTime and endTime")
            if self.endTime <= self.startTime:
                raise PydanticCustomError("window_invalid", "endTime must be after startTime")
        elif self.startTime is not None or self.endTime is not None:
            raise PydanticCustomError("window_news", "news has a publishTime, not startTime or endTime")
        return self


class HelpRow(Row):
    code: Code
    category: Code
    titles: Names
    bodies: RichTexts
    status: Literal["draft", "published"] = "published"
    sort: Sort = 0


def _raw_code(raw: Any) -> str | None:
    value = raw.get("code") if isinstance(raw, dict) else None
    return value if isinstance(value, str) else None


class _ContentImport:
    def __init__(self, data: Any) -> None:
        self.report = ImportReport(counts={section: SectionCounts() for section in SECTIONS})
        self.raw: dict[str, list[Any]] = {}
        if not isinstance(data, dict):
            self.report.reject("file", None, None, [("", "must hold one JSON object")])
            return
        for name, value in data.items():
            if name not in SECTIONS:
                self.report.reject(
                    name, None, None, [("", f"unknown section (expected {', '.join(SECTIONS)})")]
                )
            elif isinstance(value, list):
                self.raw[name] = value
            elif value is not None:
                self.report.reject(name, None, None, [("", "must be a list of rows")])

    def rows(self, section: str, model: type[Any]) -> list[tuple[int, Any]]:
        """The section's valid rows with their index; invalid and duplicated ones reported."""
        parsed: list[tuple[int, Any]] = []
        for index, raw in enumerate(self.raw.get(section, [])):
            try:
                parsed.append((index, model.model_validate(raw)))
            except ValidationError as exc:
                self.report.reject(section, index, _raw_code(raw), validation_reasons(exc))
        seen = Counter(row.code for _, row in parsed)
        kept = []
        for index, row in parsed:
            if seen[row.code] > 1:
                self.report.reject(section, index, row.code, [("code", "appears more than once in the file")])
            else:
                kept.append((index, row))
        return kept

    def referring(self, section: str, rows: Iterable[tuple[int, Any]], check: Any) -> list[tuple[int, Any]]:
        kept = []
        for index, row in rows:
            reasons = check(row)
            if reasons:
                self.report.reject(section, index, row.code, reasons)
            else:
                kept.append((index, row))
        return kept

    def count(self, section: str, created_updated: tuple[int, int]) -> None:
        self.report.counts[section].created, self.report.counts[section].updated = created_updated


def _category_check(field: str, known: set[str]) -> Any:
    def check(row: Any) -> list[tuple[str, str]]:
        code = getattr(row, field)
        return [] if code is None or code in known else [(field, f"unknown {field} '{code}'")]

    return check


def _games_check(game_ids: Mapping[str, int]) -> Any:
    def check(row: ArticleRow) -> list[tuple[str, str]]:
        return [
            (f"games[{n}]", f"unknown game '{code}'")
            for n, code in enumerate(row.games)
            if code not in game_ids
        ]

    return check


def _rewards_check(stored: set[tuple[str, str]]) -> Any:
    def check(row: ArticleRow) -> list[tuple[str, str]]:
        return [
            (f"rewardItems[{n}]", f"unknown {reward.kind} '{reward.code}' (import the item file first)")
            for n, reward in enumerate(row.rewardItems)
            if (reward.kind, reward.code) not in stored
        ]

    return check


def _started(row: ArticleRow) -> datetime | None:
    """An activity already started appears from its start (one to come, from its first import)."""
    return row.startTime if row.startTime is not None and row.startTime <= clock.now() else None


def _article_input(row: ArticleRow, game_ids: Mapping[str, int]) -> article_service.ArticleInput:
    return article_service.ArticleInput(
        code=row.code,
        type=ARTICLE_TYPES[row.type],
        state=ARTICLE_STATES[row.status],
        category_code=row.category,
        titles=row.titles.as_dict(),
        summaries=row.summaries.as_dict(),
        bodies=row.bodies.as_dict(),
        cover=row.cover,
        publish_time=row.publishTime or _started(row),
        start_time=row.startTime,
        end_time=row.endTime,
        spu_ids=[game_ids[code] for code in dict.fromkeys(row.games)],
        reward_items=[reward.model_dump() for reward in row.rewardItems],
        sort=row.sort,
    )


async def import_content(session: AsyncSession, data: Any) -> ImportReport:
    run = _ContentImport(data)
    article_categories = run.rows("articleCategories", CategoryRow)
    articles = run.rows("articles", ArticleRow)
    help_categories = run.rows("helpCategories", CategoryRow)
    help_rows = run.rows("help", HelpRow)

    known = {row.code for _, row in article_categories} | await article_service.category_codes(session)
    articles = run.referring("articles", articles, _category_check("category", known))
    game_ids = await game_ids_by_code(session, (code for _, row in articles for code in row.games))
    articles = run.referring("articles", articles, _games_check(game_ids))
    stored = await rewards.stored(session, (reward for _, row in articles for reward in row.rewardItems))
    articles = run.referring("articles", articles, _rewards_check(stored))
    known = {row.code for _, row in help_categories} | await help_service.category_codes(session)
    help_rows = run.referring("help", help_rows, _category_check("category", known))

    run.count(
        "articleCategories",
        await article_service.save_categories(
            session,
            [
                article_service.ArticleCategoryInput(r.code, r.names.as_dict(), r.sort)
                for _, r in article_categories
            ],
        ),
    )
    run.count(
        "articles",
        await article_service.save_articles(session, [_article_input(r, game_ids) for _, r in articles]),
    )
    run.count(
        "helpCategories",
        await help_service.save_categories(
            session,
            [help_service.HelpCategoryInput(r.code, r.names.as_dict(), r.sort) for _, r in help_categories],
        ),
    )
    help_inputs = [
        help_service.HelpInput(
            r.code, r.category, r.titles.as_dict(), r.bodies.as_dict(), r.status == "published", r.sort
        )
        for _, r in help_rows
    ]
    run.count("help", await help_service.save_articles(session, help_inputs))
    cache_bus.catalogue_changed(session)  # Explore's and the help centre's cached lists drop it
    return run.report
