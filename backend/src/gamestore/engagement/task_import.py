"""The operator's task file (`gamestore import-tasks FILE.json`): tasks matched on their code,
created or updated; every bad row is reported with why, and is left out whole."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.engagement import rewards, task_definitions
from gamestore.engagement.rewards import RewardItemRow
from gamestore.engagement.task_events import TaskEvent
from gamestore.models.engagement import MemberTask

# The web app's screens where a task is done (lib/paths.ts route names).
TaskLink = Literal["signIn", "gameList", "favorites", "orderList", "userInfo", "teams", "userCenter", "home"]
Title = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60)]
Description = Annotated[str, StringConstraints(strip_whitespace=True, max_length=200)]


class Texts(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    en: Title
    zh_hans: Title = Field(alias="zh-Hans")
    zh_hant: Title = Field(alias="zh-Hant")
    ja: Title

    def by_language(self) -> dict[str, str]:
        return {"en": self.en, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant, "ja": self.ja}


class Descriptions(Texts):
    en: Description
    zh_hans: Description = Field(default="", alias="zh-Hans")
    zh_hant: Description = Field(default="", alias="zh-Hant")
    ja: Description = ""


class TaskRow(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
    type: Literal[1, 2, 3] = Field(description="task_type: 1 daily, 2 weekly, 3 one-time")
    event: TaskEvent
    target: int = Field(ge=1, le=1000)
    rewardPoint: int = Field(default=0, ge=0, le=100_000)  # noqa: N815 - the file's camelCase
    rewardExperience: int = Field(default=0, ge=0, le=100_000)  # noqa: N815
    rewardItems: list[RewardItemRow] = Field(default_factory=list, max_length=5)  # noqa: N815
    titles: Texts
    descriptions: Descriptions | None = None
    link: TaskLink
    sort: int = Field(default=0, ge=-1000, le=1000)
    enabled: bool = True

    def gives_something(self) -> bool:
        return bool(self.rewardPoint or self.rewardExperience or self.rewardItems)


@dataclass(slots=True)
class TaskImportReport:
    created: int = 0
    updated: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def render(self) -> str:
        lines = [f"tasks: {self.created} created, {self.updated} updated, {len(self.problems)} rejected"]
        lines += [f"  {problem}" for problem in self.problems]
        return "\n".join(lines)


def _reasons(exc: ValidationError) -> str:
    return "; ".join(
        f"{'.'.join(str(part) for part in error['loc']) or '-'}: {error['msg']}" for error in exc.errors()
    )


def _parse(data: Any, report: TaskImportReport) -> list[TaskRow]:
    if not isinstance(data, dict) or not isinstance(data.get("tasks"), list):
        report.problems.append('the file must hold {"tasks": [ … ]}')
        return []
    rows: list[TaskRow] = []
    seen: set[str] = set()
    for index, raw in enumerate(data["tasks"]):
        code = raw.get("code") if isinstance(raw, dict) else None
        where = f"tasks[{index}]" + (f" ({code})" if isinstance(code, str) else "")
        try:
            row = TaskRow.model_validate(raw)
        except ValidationError as exc:
            report.problems.append(f"{where} {_reasons(exc)}")
            continue
        if not row.gives_something():
            report.problems.append(f"{where} rewardPoint: a task gives points, experience or items")
            continue
        if row.code in seen:
            report.problems.append(f"{where} code: appears earlier in the file")
            continue
        seen.add(row.code)
        rows.append(row)
    return rows


async def _offered(session: AsyncSession, rows: list[TaskRow]) -> set[tuple[str, str]]:
    return await rewards.stored(session, (reward for row in rows for reward in row.rewardItems))


def _unknown_rewards(row: TaskRow, offered: set[tuple[str, str]]) -> list[str]:
    return [f"{r.kind} {r.code}" for r in row.rewardItems if (r.kind, r.code) not in offered]


async def import_tasks(session: AsyncSession, data: Any) -> TaskImportReport:
    report = TaskImportReport()
    parsed = _parse(data, report)
    offered = await _offered(session, parsed)
    rows: list[TaskRow] = []
    for row in parsed:
        unknown = _unknown_rewards(row, offered)
        if unknown:
            names = ", ".join(unknown)
            report.problems.append(
                f"tasks ({row.code}) rewardItems: not in the item file (import it first): {names}"
            )
        else:
            rows.append(row)
    existing = {
        task.code: task
        for task in await session.scalars(
            select(MemberTask).where(MemberTask.code.in_([row.code for row in rows]))
        )
    }
    for row in rows:
        values = {
            "type": row.type,
            "event": row.event.value,
            "target": row.target,
            "reward_point": row.rewardPoint,
            "reward_experience": row.rewardExperience,
            "reward_items": [reward.model_dump() for reward in row.rewardItems],
            "titles": row.titles.by_language(),
            "descriptions": row.descriptions.by_language() if row.descriptions else {},
            "link": row.link,
            "sort": row.sort,
            "enabled": row.enabled,
        }
        task = existing.get(row.code)
        if task is None:
            session.add(MemberTask(code=row.code, **values))
            report.created += 1
        else:
            for name, value in values.items():
                setattr(task, name, value)
            report.updated += 1
    await session.flush()
    if rows:
        task_definitions.changed(session)
    return report
