// The node:http static baseline: serves files of a folder from memory, precompressed twins included, the way a
// static file server would. Run as its own process: `node tests/bench/staticServer.ts <dir> <port>`.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const [dir, port] = process.argv.slice(2)
const headers = JSON.parse(readFileSync(path.join(dir, 'headers.json'), 'utf8')) as Record<string, string>
type Entry = { identity: Buffer; br?: Buffer; gzip?: Buffer; status: number }
const files = new Map<string, Entry>()
for (const name of readdirSync(dir, { recursive: true }) as string[]) {
  if (name.endsWith('.br') || name.endsWith('.gz') || name === 'headers.json') continue
  const full = path.join(dir, name)
  try {
    const read = (suffix: string) => {
      try {
        return readFileSync(full + suffix)
      } catch {
        return undefined
      }
    }
    const identity = readFileSync(full)
    files.set(`/${name}`, { identity, br: read('.br'), gzip: read('.gz'), status: name === '404.html' ? 404 : 200 })
  } catch {
    // a folder
  }
}
const notFound = files.get('/404.html')

createServer((req, res) => {
  const entry = files.get(new URL(req.url ?? '/', 'http://x').pathname) ?? notFound
  if (!entry) {
    res.writeHead(404).end()
    return
  }
  const accept = String(req.headers['accept-encoding'] ?? '')
  const encoding = entry.br && /\bbr\b/.test(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(accept) ? 'gzip' : undefined
  const body = encoding ? (entry[encoding] as Buffer) : entry.identity
  res.writeHead(entry === notFound ? 404 : 200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  res.end(body)
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'))
