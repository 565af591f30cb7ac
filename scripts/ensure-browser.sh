#!/usr/bin/env bash
# Make sure the browser the end-to-end tests drive is installed: Debian's Chromium
# (/usr/bin/chromium) and the Noto CJK fonts (so Chinese/Japanese text renders).
# Idempotent: does nothing when both are present. Installing needs root (apt-get).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then
  echo "ensure-browser: chromium and fonts-noto-cjk already installed, nothing to do"
  exit 0
fi

fail() {
  echo "ensure-browser: ERROR: $*" >&2
  exit 1
}

echo "ensure-browser: missing: ${missing[*]}; installing chromium fonts-noto-cjk with apt-get"
command -v apt-get >/dev/null 2>&1 || fail "apt-get not found; install Chromium at $CHROMIUM and fonts-noto-cjk by hand"
if [ "$(id -u)" -ne 0 ]; then
  fail "installing packages needs root; run as root: apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk"
fi

echo "ensure-browser: apt-get update"
apt-get update || fail "apt-get update failed (no network or a broken apt source?)"
echo "ensure-browser: apt-get install chromium fonts-noto-cjk"
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-noto-cjk \
  || fail "apt-get install chromium fonts-noto-cjk failed"

[ -x "$CHROMIUM" ] || fail "apt-get finished but $CHROMIUM is still missing"
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || fail "apt-get finished but fonts-noto-cjk is still not installed"
echo "ensure-browser: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium) and fonts-noto-cjk"
