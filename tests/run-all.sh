#!/usr/bin/env bash
# Every check, in the order CI runs them. Exits non-zero at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Translations: extract, every translation reviewed against its source text, then compile --strict"
npx lingui extract --overwrite --clean > /dev/null
node build/copy/checkCopy.ts
npx lingui compile --strict

step "Content records: each page's words against its schema, the facts registry and COPY.md's rules"
node build/content/checkContent.ts

step "Formatting (Prettier)"
npx prettier --check . > /dev/null

step "Types"
npm run typecheck --silent

step "Lint"
npx eslint --max-warnings 0 .

# The server tests run the production app (in process and as real processes), so the build comes first.
step "Production build"
npx vite build > /dev/null

step "Unit and server tests (vitest)"
npx vitest run

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test
