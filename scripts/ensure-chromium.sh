#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a test tool's own download) and a CJK font, so
# screenshots show the Chinese UI; install them when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list :lang=zh 2>/dev/null | grep -q .; then exit 0; fi
echo "Installing Debian's chromium..." >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei >&2
