"""What this process already knows about access tokens and login sessions, so an authenticated call
need not verify the same token's signature and look its session up in the database every time.

- Verified tokens: the claims of a token whose signature was checked once (keyed by the token and
  the secret). Its expiry is still checked on every use.
- Live sessions: a session found alive (not revoked, not expired, member enabled) in the database is
  trusted for ``auth_session_cache_seconds`` (never past the session's own expiry). Ending a session
  in this process forgets it at once and again when the ending commits, and a lookup that overlapped
  an ending is not remembered. With Redis the committed ending is published (core/cache_bus.py) and
  every process forgets it on receipt; otherwise, or while a process is not subscribed, another
  process's ending is seen within the window.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from datetime import datetime
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from gamestore.core import cache_bus
from gamestore.core.security import AccessClaims

_MAX_TOKENS = 20_000
_MAX_SESSIONS = 20_000
_ENDED_KEY = "gamestore.ended_sessions"
_ENDED = "sessions"


class _TokenClaims:
    def __init__(self) -> None:
        self._claims: OrderedDict[tuple[str, str], AccessClaims] = OrderedDict()

    def get(self, token: str, secret: str) -> AccessClaims | None:
        return self._claims.get((token, secret))

    def put(self, token: str, secret: str, claims: AccessClaims) -> None:
        self._claims[(token, secret)] = claims
        if len(self._claims) > _MAX_TOKENS:
            self._claims.popitem(last=False)

    def clear(self) -> None:
        self._claims.clear()


class _LiveSessions:
    def __init__(self) -> None:
        # session id -> (member id, trusted until: time.monotonic())
        self._alive: OrderedDict[str, tuple[int, float]] = OrderedDict()
        # Bumped whenever a session ends, so a lookup racing an ending is not remembered.
        self.generation = 0

    def is_alive(self, session_id: str, member_id: int) -> bool:
        found = self._alive.get(session_id)
        if found is None:
            return False
        owner, until = found
        if owner != member_id or until <= time.monotonic():
            del self._alive[session_id]
            return False
        return True

    def remember(
        self,
        session_id: str,
        member_id: int,
        ttl: float,
        expires_at: datetime,
        now: datetime,
        generation: int,
    ) -> None:
        if ttl <= 0 or generation != self.generation:
            return
        seconds = min(ttl, (expires_at - now).total_seconds())
        if seconds <= 0:
            return
        self._alive[session_id] = (member_id, time.monotonic() + seconds)
        self._alive.move_to_end(session_id)
        if len(self._alive) > _MAX_SESSIONS:
            self._alive.popitem(last=False)

    def forget(self, session_ids: set[str], member_ids: set[int]) -> None:
        self.generation += 1
        if not session_ids and not member_ids:
            return
        for session_id, (owner, _) in list(self._alive.items()):
            if session_id in session_ids or owner in member_ids:
                del self._alive[session_id]

    def clear(self) -> None:
        self.generation += 1
        self._alive.clear()


tokens = _TokenClaims()
sessions = _LiveSessions()


def ending(db: Any, *, session_id: str | None = None, member_id: int | None = None) -> None:
    """A session (or every session of a member) is being ended in the transaction of ``db`` (an
    AsyncSession or Session): forget it now, and again once that transaction commits."""
    ended: tuple[set[str], set[int]] = db.info.setdefault(_ENDED_KEY, (set(), set()))
    if session_id is not None:
        ended[0].add(session_id)
    if member_id is not None:
        ended[1].add(member_id)
    sessions.forget(*ended)


@event.listens_for(Session, "after_commit")
def _forget_after_commit(db: Session) -> None:
    ended = db.info.pop(_ENDED_KEY, None)
    if ended is not None:
        cache_bus.announce(_ENDED, {"sessions": sorted(ended[0]), "members": sorted(ended[1])})


def _forget_announced(data: dict[str, list[Any]]) -> None:
    sessions.forget({str(s) for s in data["sessions"]}, {int(m) for m in data["members"]})


cache_bus.handle(_ENDED, _forget_announced, sessions.clear)


@event.listens_for(Session, "after_rollback")
def _drop_after_rollback(db: Session) -> None:
    ended = db.info.pop(_ENDED_KEY, None)
    if ended is not None:
        sessions.forget(*ended)  # harmless: the next call looks the session up again
