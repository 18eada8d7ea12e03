// @ts-check
// The process entry, in plain JavaScript: Node runs its first line without first loading its TypeScript stripper
// (a fifth of a second on a busy machine), and a stop is honoured from that line. Loading the server's modules takes
// seconds on a busy machine, and a SIGTERM or SIGINT that comes meanwhile must still end the process with 0
// (docs/operations.md). So nothing is imported before these listeners are in place; until the server has installed
// its own ordered stop (server/main.ts), a signal ends the process at once, since nothing has been opened yet.
import process from 'node:process'

let serverStops = false
const exitAtOnce = () => {
  if (!serverStops) process.exit(0)
}
// They stay for the process's life: removing the last listener of a signal drops a signal already delivered but not
// yet dispatched (it arrives while modules load, and is dispatched only after), so the server's handler would miss it.
process.on('SIGTERM', exitAtOnce)
process.on('SIGINT', exitAtOnce)

const { main } = await import('./main.ts')
await main(() => {
  serverStops = true
})
