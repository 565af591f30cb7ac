"""The console's help screen (issue 19): help categories and questions created and changed as rows of
the content file (the same rules, the same reasons), the help centre showing the change at once (its
cached answers dropped); a refused form changes nothing; every change audited; other roles refused."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import AppFactory, client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.content import errors
from gamestore.core.errors import BAD_REQUEST
from gamestore.models import AuditLog, HelpArticle, HelpCategory

LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def texts(word: str) -> dict[str, str]:
    return {"en": word, "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def category(code: str = "refunds", **changes: Any) -> dict[str, Any]:
    return {"code": code, "names": texts("Refunds"), "sort": 1, **changes}


def question(category_id: int, code: str = "refund-time", **changes: Any) -> dict[str, Any]:
    return {
        "code": code,
        "categoryId": category_id,
        "titles": texts("How long does a refund take"),
        "bodies": {lang: f"<p>Three days {lang}</p><script>alert(1)</script>" for lang in LANGS},
        "sort": 2,
        **changes,
    }


def without_code(body: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in body.items() if key != "code"}


def english(headers: dict[str, str] | None) -> dict[str, str]:
    return {**(headers or {}), "content-language": "en"}


async def post(app: Any, path: str, body: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(f"/system{path}", json=body, headers=english(headers))


async def get(app: Any, path: str, params: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(f"/system{path}", params=params, headers=english(headers))


async def help_centre(app: Any, **params: Any) -> dict[str, Any]:
    """What a visitor's app shows: the categories' names and the questions' titles (cached answers)."""
    async with client_for(app, **{"content-language": "en"}) as shop:
        categories = data(await shop.get("/system/help/category/list"))
        page = data(await shop.get("/system/help/article/page", params=params))
    return {"categories": [c["name"] for c in categories], "titles": [row["title"] for row in page["list"]]}


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:
        return {
            "categories": (
                await session.execute(select(HelpCategory.code, HelpCategory.names).order_by(HelpCategory.id))
            ).all(),
            "articles": (
                await session.execute(
                    select(
                        HelpArticle.code, HelpArticle.titles, HelpArticle.bodies, HelpArticle.published
                    ).order_by(HelpArticle.id)
                )
            ).all(),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


@pytest.fixture
async def cached_app(app_factory: AppFactory) -> Any:
    """The app with the visitors' response cache on, as in production."""
    return app_factory(public_cache_seconds=60)


@pytest.fixture
async def desk(cached_app: Any) -> dict[str, str]:
    return await operator_headers(cached_app, "content")


@pytest.mark.parametrize("role", ["content", "admin"])
async def test_a_created_question_shows_in_the_help_centre_and_an_edit_changes_it(
    cached_app: Any, role: str
) -> None:
    headers = await operator_headers(cached_app, role)
    assert await help_centre(cached_app) == {"categories": [], "titles": []}
    made = data(await post(cached_app, "/help-category/create", category(), headers))
    assert (made["code"], made["names"], made["articleCount"]) == ("refunds", texts("Refunds"), 0)
    created = data(await post(cached_app, "/help-article/create", question(made["id"]), headers))
    assert created["published"] is True and created["title"] == "How long does a refund take"
    assert created["bodies"]["en"] == "<p>Three days en</p>", "sanitized as the import sanitizes"
    assert await help_centre(cached_app) == {
        "categories": ["Refunds"],
        "titles": ["How long does a refund take"],
    }

    renamed = data(
        await post(
            cached_app,
            "/help-category/update",
            {"id": made["id"], "names": texts("Money back"), "sort": 3},
            headers,
        )
    )
    assert renamed["articleCount"] == 1 and renamed["code"] == "refunds"
    edited = data(
        await post(
            cached_app,
            "/help-article/update",
            {"id": created["id"], **without_code(question(made["id"], titles=texts("Refund times")))},
            headers,
        )
    )
    assert edited["titles"] == texts("Refund times")
    assert data(await get(cached_app, "/help-article/get", {"id": created["id"]}, headers)) == edited
    assert await help_centre(cached_app) == {"categories": ["Money back"], "titles": ["Refund times"]}

    drafted = data(
        await post(
            cached_app,
            "/help-article/update",
            {"id": created["id"], **without_code(question(made["id"], published=False))},
            headers,
        )
    )
    assert drafted["published"] is False
    assert (await help_centre(cached_app))["titles"] == []
    page = data(await get(cached_app, "/help-article/page", {"published": False}, headers))
    assert [row["code"] for row in page["list"]] == ["refund-time"]

    cat_audit = await audit_rows(cached_app, "content.help_category.update")
    assert cat_audit[0].before["names"] == texts("Refunds") and cat_audit[0].after["names"] == texts(
        "Money back"
    )
    made_audit = await audit_rows(cached_app, "content.help.create")
    assert made_audit[0].before is None and made_audit[0].entity_type == "system_help_article"
    changes = await audit_rows(cached_app, "content.help.update")
    assert (
        len(changes) == 2
        and changes[1].before["published"] is True
        and changes[1].after["published"] is False
    )


async def test_the_console_finds_questions_by_words_category_and_state(
    cached_app: Any, desk: dict[str, str]
) -> None:
    first = data(await post(cached_app, "/help-category/create", category("first"), desk))
    second = data(await post(cached_app, "/help-category/create", category("second", sort=0), desk))
    await post(cached_app, "/help-article/create", question(first["id"], "a"), desk)
    await post(
        cached_app, "/help-article/create", question(second["id"], "b", titles=texts("Keys on Steam")), desk
    )
    await post(cached_app, "/help-article/create", question(second["id"], "c", published=False), desk)

    async def found(**params: Any) -> list[str]:
        page = data(await get(cached_app, "/help-article/page", params, desk))
        return [row["code"] for row in page["list"]]

    assert await found() == ["a", "b", "c"]
    assert await found(categoryId=second["id"]) == ["b", "c"]
    assert await found(keyword="steam") == ["b"]
    assert await found(published=True) == ["a", "b"]
    assert await found(pageSize=1, pageNo=2) == ["b"]
    categories = data(await get(cached_app, "/help-category/list", {}, desk))
    assert [(c["code"], c["articleCount"]) for c in categories] == [("second", 2), ("first", 1)]


async def test_each_refusal_gives_the_content_files_reason_and_changes_nothing(
    cached_app: Any, desk: dict[str, str]
) -> None:
    made = data(await post(cached_app, "/help-category/create", category(), desk))
    existing = data(await post(cached_app, "/help-article/create", question(made["id"], "existing"), desk))
    before = await stored(cached_app)
    refusals = [
        ("a language missing", question(made["id"], titles={"en": "Only English"}), "titles.zh-Hans"),
        ("a language too many", question(made["id"], titles={**texts("X"), "fr": "X"}), "titles.fr"),
        (
            "script only",
            question(made["id"], bodies={**question(made["id"])["bodies"], "ja": "<script>x</script>"}),
            "bodies.ja: is empty",
        ),
        ("bad code", question(made["id"], code="Bad Code!"), "code"),
    ]
    for why, body, reason in refusals:
        code, message = failure(await post(cached_app, "/help-article/create", body, desk))
        assert code == errors.HELP_INVALID.code and reason in message, (why, message)
        if why != "bad code":
            code, message = failure(
                await post(
                    cached_app, "/help-article/update", {"id": existing["id"], **without_code(body)}, desk
                )
            )
            assert code == errors.HELP_INVALID.code and reason in message, (why, message)
    code, message = failure(
        await post(cached_app, "/help-category/update", {"id": made["id"], "names": {"en": "X"}}, desk)
    )
    assert code == errors.HELP_INVALID.code and "names.zh-Hans" in message, message
    others = [
        ("/help-category/create", category(), errors.HELP_CODE_TAKEN.code),
        ("/help-category/create", category("bad code!"), errors.HELP_INVALID.code),
        ("/help-category/update", {"id": 987654, "names": texts("X")}, errors.HELP_CATEGORY_NOT_FOUND.code),
        ("/help-article/create", question(made["id"], "existing"), errors.HELP_CODE_TAKEN.code),
        ("/help-article/create", question(987654, "other"), errors.HELP_CATEGORY_NOT_FOUND.code),
        ("/help-article/create", question(made["id"], "other", sort=2**40), BAD_REQUEST.code),
        ("/help-article/create", question(made["id"], "other", titles=texts("Bell\x07")), BAD_REQUEST.code),
        (
            "/help-article/update",
            {"id": 987654, **without_code(question(made["id"]))},
            errors.HELP_ARTICLE_NOT_FOUND.code,
        ),
    ]
    for path, body, expected in others:
        assert failure(await post(cached_app, path, body, desk))[0] == expected, (path, body)
    assert failure(await get(cached_app, "/help-article/get", {"id": 987654}, desk))[0] == (
        errors.HELP_ARTICLE_NOT_FOUND.code
    )
    assert await stored(cached_app) == before


@pytest.mark.parametrize("role", ["catalogue", "support", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    cached_app: Any, desk: dict[str, str], role: str
) -> None:
    made = data(await post(cached_app, "/help-category/create", category(), desk))
    existing = data(await post(cached_app, "/help-article/create", question(made["id"]), desk))
    headers = None if role == "none" else await operator_headers(cached_app, role)
    refused = 401 if role == "none" else 403
    before = await stored(cached_app)
    assert failure(await get(cached_app, "/help-category/list", {}, headers))[0] == refused
    assert failure(await post(cached_app, "/help-category/create", category("other"), headers))[0] == refused
    update = {"id": made["id"], "names": texts("X"), "sort": 0}
    assert failure(await post(cached_app, "/help-category/update", update, headers))[0] == refused
    assert failure(await get(cached_app, "/help-article/page", {}, headers))[0] == refused
    assert failure(await get(cached_app, "/help-article/get", {"id": existing["id"]}, headers))[0] == refused
    body = question(made["id"], "other")
    assert failure(await post(cached_app, "/help-article/create", body, headers))[0] == refused
    body = {"id": existing["id"], **without_code(question(made["id"]))}
    assert failure(await post(cached_app, "/help-article/update", body, headers))[0] == refused
    assert await stored(cached_app) == before
