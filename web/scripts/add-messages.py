#!/usr/bin/env python3
"""Merge messages into the four locale files, safely even when several people run it at once.

Usage: python3 scripts/add-messages.py < messages.json
where messages.json is {"dotted.key": {"en": "...", "zh-Hans": "...", "zh-Hant": "...", "ja": "..."}}.
"""

import fcntl
import json
import sys
from pathlib import Path

LANGUAGES = ("en", "zh-Hans", "zh-Hant", "ja")
LOCALES = Path(__file__).resolve().parent.parent / "public" / "locales"


def put(tree: dict, dotted: str, value: str) -> None:
    *parents, leaf = dotted.split(".")
    for part in parents:
        tree = tree.setdefault(part, {})
    tree[leaf] = value


def main() -> int:
    messages = json.load(sys.stdin)
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if not texts.get(lang)]
        if missing:
            print(f"{key}: missing {missing}", file=sys.stderr)
            return 1
    with open(LOCALES / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for lang in LANGUAGES:
            path = LOCALES / f"{lang}.json"
            tree = json.loads(path.read_text(encoding="utf-8"))
            for key, texts in messages.items():
                put(tree, key, texts[lang])
            path.write_text(json.dumps(tree, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"merged {len(messages)} messages into {', '.join(LANGUAGES)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
