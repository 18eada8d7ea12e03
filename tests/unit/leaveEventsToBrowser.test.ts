import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { eventsThatForceHydration } from '../../renderer/leaveEventsToBrowser.ts'

/*
 * renderer/leaveEventsToBrowser.ts stops, until the shell has hydrated, the events for which React finishes a
 * hydration inside the event's task. React keeps that list private, so ours is a copy: this reads the installed
 * react-dom's own list out of the browser build the site ships, and fails when an upgrade changes it.
 */

const require = createRequire(import.meta.url)

function reactDomReplayableEvents(): string[] {
  // The package exports no path to its builds; its package.json is exported, and they sit beside it.
  const packageDir = dirname(require.resolve('react-dom/package.json'))
  const build = readFileSync(join(packageDir, 'cjs', 'react-dom-client.production.js'), 'utf8')
  const found = /discreteReplayableEvents\s*=\s*"([^"]+)"\.split\(\s*" "\s*\)/.exec(build)
  if (!found) throw new Error("react-dom's build no longer names discreteReplayableEvents: read how it replays events")
  return found[1].split(' ')
}

describe("the events left to the browser while React hydrates are react-dom's replayable ones", () => {
  it('the same list as the installed react-dom, in any order', () => {
    expect([...eventsThatForceHydration].sort()).toEqual(reactDomReplayableEvents().sort())
  })
})
