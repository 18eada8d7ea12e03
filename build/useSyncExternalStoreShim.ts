/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: @lingui/react imports the shim (written for
 * React < 18), and the shim's fallback code would otherwise ride in the browser's first-load script for nothing
 * (docs/performance.md).
 */
export { useSyncExternalStore } from 'react'
