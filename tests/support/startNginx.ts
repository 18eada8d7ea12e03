import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitFor } from './waitFor.ts'

export type Nginx = {
  url: string
  port: number
  /** nginx's error log so far (why an upstream failed). */
  errors: () => string
  /** nginx's access log so far (each request's status and the processes it was sent to). */
  accessLog: () => string
  /** The folder of its page cache (proxy_cache_path), to measure. */
  cacheDir: string
  stop: () => Promise<void>
}

export type NginxOptions = {
  /** Where nginx listens (loopback). */
  port: number
  /** The site processes' ports, in place of compose.yaml's app1:3000, app2:3000 (as many as given). */
  upstreams: number[]
  /** false: the same configuration without its cache (the benchmark's comparison). */
  cache?: boolean
  /** false: without `non_idempotent` (the benchmark shows what that retry of failed connections saves). */
  retryPosts?: boolean
}

const nginxBinary = '/usr/sbin/nginx'

/** Replaces `from` in `text`, which must hold it exactly once: a drifted deploy/nginx.conf fails loudly here. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const count = typeof from === 'string' ? text.split(from).length - 1 : (text.match(from) ?? []).length
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected ${String(from)} once, found it ${count} times`)
  return text.replace(from, to)
}

/**
 * Debian's nginx running deploy/nginx.conf as it is, with only what a test machine needs changed: loopback ports for
 * nginx and the processes, a temporary folder for the cache, logs, pid and temporary files, user root, and the cache
 * status of each answer in an X-Cache-Status header (tests only). Fails, never skips, when nginx is missing: .ci/run
 * installs it.
 */
export async function startNginx({ port, upstreams, cache = true, retryPosts = true }: NginxOptions): Promise<Nginx> {
  const work = mkdtempSync(path.join(tmpdir(), 'fluxa-nginx-'))
  let conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
  conf = replaceOnce(conf, 'user nginx;', 'user root;\ndaemon off;')
  conf = replaceOnce(conf, 'pid /run/nginx.pid;', `pid ${work}/nginx.pid;`)
  conf = conf.replaceAll('/var/log/nginx/', `${work}/`)
  conf = replaceOnce(conf, '/var/cache/nginx/site', `${work}/cache`)
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${port};`)
  // Each group of lines with the same options (the processes, then the same processes as backups) becomes one line
  // per upstream given, in the same order.
  const servers = /^ *server app\d:3000 (.*);\n/gm
  const groups = [...new Set([...conf.matchAll(servers)].map((line) => line[1]))]
  if (groups.length === 0) throw new Error('deploy/nginx.conf: no `server appN:3000 …;` line in its upstream')
  conf = conf.replace(servers, '')
  const upstreamBlock = groups
    .flatMap((options) => upstreams.map((p) => `    server 127.0.0.1:${p} ${options};\n`))
    .join('')
  conf = replaceOnce(conf, 'upstream site {\n', `upstream site {\n${upstreamBlock}`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${work}/${kind};`,
  )
  conf = replaceOnce(conf, 'http {\n', `http {\n${temp.join('\n')}\n`)
  if (cache)
    // Beside the request id's add_header: a block with an add_header of its own would not inherit that one.
    conf = replaceOnce(
      conf,
      '    add_header X-Request-Id $request_id always;\n',
      '    add_header X-Request-Id $request_id always;\n    add_header X-Cache-Status $upstream_cache_status always;\n',
    )
  else conf = replaceOnce(conf, '      proxy_cache site;\n', '')
  if (!retryPosts)
    conf = replaceOnce(conf, 'proxy_next_upstream error timeout non_idempotent;', 'proxy_next_upstream error timeout;')
  const file = path.join(work, 'nginx.conf')
  writeFileSync(file, conf)
  const check = spawnSync(nginxBinary, ['-t', '-q', '-c', file, '-p', work], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf:\n${check.stderr}\n${conf}`)
  const child = spawn(nginxBinary, ['-c', file, '-p', work], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
      return fetch(`${url}/robots.txt`).then(
        () => true,
        () => false,
      )
    },
    { what: 'nginx to listen' },
  )
  return {
    url,
    port,
    errors: () => readFileSync(path.join(work, 'error.log'), 'utf8'),
    accessLog: () => readFileSync(path.join(work, 'access.log'), 'utf8'),
    cacheDir: path.join(work, 'cache'),
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      rmSync(work, { recursive: true, force: true })
    },
  }
}
