/** Polls until the check returns a truthy value (returned), or fails after timeoutMs: a limit for a hang, generous for a busy machine, never a timing assertion. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 60_000, intervalMs = 10, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
