import type { SMTPServer } from 'smtp-server'

/** Listens on loopback (port 0: any free port) and gives the bound port and its smtp:// URL. */
export async function listenSmtp(server: SMTPServer, port: number): Promise<{ port: number; url: string }> {
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return { port: bound, url: `smtp://127.0.0.1:${bound}` }
}
