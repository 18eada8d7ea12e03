import { use } from 'react'
import type { Islands } from './Islands.ts'
import { IslandsContext } from './IslandsContext.ts'

/** The islands of the current render, as the render hook provided them (IslandsContext). */
export function useIslands(): Islands {
  const islands = use(IslandsContext)
  if (!islands) throw new Error('useIslands() outside <IslandsContext>')
  return islands
}
