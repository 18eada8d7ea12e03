import { describe, expect, it } from 'vitest'
import { landingPages } from '../../site/landingPages.ts'
import { landingDescriptionMessage } from './landingDescriptionMessage.ts'
import { navDescriptionMessages } from './navDescriptionMessages.ts'

describe('the menu descriptions', () => {
  it('are read by the id they are declared with, for every registry page', () => {
    const declared = new Map(Object.entries(navDescriptionMessages).map(([key, message]) => [key, message.id]))
    for (const page of landingPages)
      expect(landingDescriptionMessage(page).id).toBe(declared.get(`${page.family}/${page.slug}`))
  })
})
