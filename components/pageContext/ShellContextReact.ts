import { createContext } from 'react'
import type { ShellContext } from './ShellContext.ts'

/** Provided by the shell on both sides (renderer/PageShell.tsx); read with useShellContext. */
export const ShellContextReact = createContext<ShellContext | undefined>(undefined)
