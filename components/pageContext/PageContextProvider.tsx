import { createContext } from 'react'
import type { PageContext } from 'vike/types'

export const PageContextReact = createContext<PageContext | undefined>(undefined)
