#!/usr/bin/env bash
# Installs the Debian packages Forkcast needs when they are missing (as root with apt-get), else says what is missing.
#   --runtime  only what the server needs (OCR)      (default: also what the tests need: Chromium, and the
#              DejaVu fonts the synthetic receipt fixtures are drawn with)
# Idempotent: installed packages are left alone, so it is cheap to call before every test and start.
set -u
runtime=(tesseract:tesseract-ocr tesseract:tesseract-ocr-eng)
testing=(chromium:chromium fc-list:fonts-dejavu-core)
wanted=("${runtime[@]}")
[ "${1:-}" = "--runtime" ] || wanted+=("${testing[@]}")

missing=()
for pair in "${wanted[@]}"; do
  cmd=${pair%%:*}; pkg=${pair#*:}
  if ! dpkg -s "$pkg" >/dev/null 2>&1 && ! { [ "$pkg" = "$cmd" ] && command -v "$cmd" >/dev/null 2>&1; }; then
    missing+=("$pkg")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    exit 0
  fi
  # Not fatal: without tesseract the receipt reader falls back to tesseract.js from npm (slower).
  echo "Could not install: ${missing[*]}" >&2
  exit 0
fi
echo "Missing Debian packages: ${missing[*]} (install them with: sudo apt-get install ${missing[*]})" >&2
exit 0
