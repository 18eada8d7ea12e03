import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type StaticBaseline = { kind: string; url: string; stop: () => Promise<void> }

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * A static file server for the same bytes the app sends: Debian's nginx when installed (one worker, like the app's
 * one Node process; gzip_static, and brotli_static when libnginx-mod-http-brotli-static is there), else a plain
 * node:http server from memory. `root` holds the pages as files, with .br/.gz twins, a 404.html and headers.json.
 */
export async function startStaticBaseline(
  root: string,
  port: number,
  headers: Record<string, string>,
  { server = 'nginx' }: { server?: 'nginx' | 'node' } = {},
): Promise<StaticBaseline> {
  writeFileSync(path.join(root, 'headers.json'), JSON.stringify(headers))
  const url = `http://127.0.0.1:${port}`
  // BENCH_BASELINE=node forces the node:http baseline even where nginx is installed.
  if (server === 'nginx' && nginxBinary && process.env.BENCH_BASELINE !== 'node') {
    const work = path.join(root, '..', 'nginx')
    mkdirSync(work, { recursive: true })
    const brotli = existsSync(brotliModule)
    const addHeaders = Object.entries(headers)
      .map(([name, value]) => `    add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
      .join('\n')
    const conf = `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes 1;
daemon off;
master_process on;
user root;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${work}/access.log;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5s;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    default_type "text/html; charset=utf-8";
    gzip_static on;
${brotli ? '    brotli_static on;\n' : ''}    etag on;
    error_page 404 /404.html;
    location / {
${addHeaders}
      add_header Cache-Control no-cache always;
      add_header Vary Accept-Encoding always;
    }
  }
}
`
    writeFileSync(path.join(work, 'nginx.conf'), conf)
    const test = spawnSync(nginxBinary, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { encoding: 'utf8' })
    if (test.status === 0) {
      const child = spawn(nginxBinary, ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' })
      await waitFor(url, child)
      const version = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
      return {
        kind: `${version}, 1 worker, gzip_static${brotli ? ' + brotli_static' : ''}`,
        url,
        stop: () => stopChild(child, 'SIGQUIT'),
      }
    }
    process.stdout.write(`nginx refused the config, falling back to node:http:\n${test.stderr}\n`)
  }
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'staticServer.ts'), root, String(port)], {
    stdio: 'ignore',
  })
  await waitFor(url, child)
  return { kind: `node:http from memory (Node ${process.versions.node})`, url, stop: () => stopChild(child, 'SIGTERM') }
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`static baseline exited with ${child.exitCode}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error('static baseline did not start')
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    // nginx: QUIT is its graceful stop.
    child.kill(signal)
    setTimeout(() => child.kill('SIGKILL'), 3000).unref()
  })
}
