#!/usr/bin/env bash
# Every check CI runs (`npm test`). The static checks and the build run side by side (concurrently: each one's output
# printed whole when it ends, every step killed at the first failure). Exits non-zero if any step fails.
# What each step took is in its output: concurrently prints each static step's time, vitest and Playwright their own.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== %s\n' "$*"; }
side_by_side() { npx concurrently --group --kill-others-on-fail --timings --prefix '[{name}]' "$@"; }

# The compiled catalogues are TypeScript modules that the type check and the lint import: compiled first, from the
# catalogues as committed. The build step then runs `npm run build` as a newcomer runs it: extract, every translation
# reviewed against its source text (copy:check), the content check, compile --strict and both Vite builds, failing on
# any line of its output that reads as a problem (build/quietBuild/).
stage "Compiled catalogues"
npx lingui compile --strict > /dev/null

stage "Static checks and the production build, side by side"
side_by_side \
  --names prettier,types,lint,knip,build \
  "prettier --check . > /dev/null" \
  "npm run typecheck --silent" \
  "eslint --max-warnings 0 ." \
  "knip --no-progress" \
  "node build/quietBuild/checkQuietBuild.ts"

# Both suites run the production build: the server tests in process and as real processes, the browser tests
# against one production server. One after the other: each runs its files side by side already (vitest.config.ts,
# playwright.config.ts), and the timing-sensitive server tests (several processes, a paused Redis, nginx) would share
# two cores with Chromium otherwise.
stage "Unit and server tests (vitest)"
npx vitest run

stage "Browser tests (Playwright, Debian's Chromium headless shell)"
npx playwright test
