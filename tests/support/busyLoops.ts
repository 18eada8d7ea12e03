import { spawn } from 'node:child_process'

/**
 * CPU-bound loops beside a test (`yes > /dev/null`, one per count): a machine as busy as a loaded 2-core CI runner.
 * Returns the function that ends them (by their own process ids).
 */
export function startBusyLoops(count: number): () => void {
  const loops = Array.from({ length: count }, () => spawn('sh', ['-c', 'exec yes > /dev/null'], { stdio: 'ignore' }))
  return () => {
    for (const loop of loops) loop.kill('SIGKILL')
  }
}
