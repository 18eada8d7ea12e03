import type { Config } from 'vike/types'

export default {
  // Each navigation is a full page load of cached HTML: no client router, and the view always starts at the top.
  clientRouting: false,
  passToClient: ['locale', 'logicalPath', 'messages', 'year', 'routeParams', 'is404'],
} satisfies Config
