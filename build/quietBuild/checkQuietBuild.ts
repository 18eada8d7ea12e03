import { spawn } from 'node:child_process'
import { alarmingLines } from './alarmingLines.ts'

/*
 * `npm run build` as a newcomer runs it, its output read whole: it fails when the build fails, when either Vite build
 * (client, server) did not report, or when a line reads as a problem (alarmingLines.ts). The suite runs it as its
 * build step (tests/run-all.sh), so on CI's clean clone it is the build a newcomer gets. The output is printed only
 * when something is wrong.
 */

// The environment of a shell: none of what the npm running this script hands its children.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_.*|NODE_ENV)$/i.test(name)))
const child = spawn('npm', ['run', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
let output = ''
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
const code = await new Promise<number | null>((resolve) => child.on('close', resolve))

const problems = [
  ...(code === 0 ? [] : [`npm run build exited with ${code}`]),
  ...(output.match(/built in \d/g)?.length === 2 ? [] : ['not both Vite builds (client, server) reported']),
  ...alarmingLines(output).map((line) => `a line that reads as a problem: ${line}`),
]
if (problems.length > 0) {
  process.stdout.write(`${output}\n${problems.join('\n')}\n`)
  process.exit(1)
}
process.stdout.write('npm run build: built, nothing in its output reads as a problem\n')
