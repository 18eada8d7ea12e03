import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Closes a connection whose answer has stopped moving for `idleMs`: a client that sends requests and never reads the
 * answers (docs/operations.md, "HTTP timeouts"). The socket's own idle timeout (server.setTimeout) would do it only
 * after twice that: Node suppresses a socket's first timeout while a write is queued, taking the queue's change since
 * the last write for progress. Here progress is bytes handed to the connection: while the client reads nothing, the
 * queued write never completes and the count stands still. Only connections with bytes waiting are looked at; every
 * other idle connection is the socket timeout's (and keep-alive's) to close, as before.
 */
export function cutStalledWrites(server: Server, idleMs: number): void {
  const watched = new Map<Socket, { written: number; since: number }>()
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { written: socket.bytesWritten, since: Date.now() })
    socket.once('close', () => watched.delete(socket))
  })
  const timer = setInterval(
    () => {
      const now = Date.now()
      for (const [socket, last] of watched) {
        if (socket.bytesWritten !== last.written || socket.writableLength === 0) {
          last.written = socket.bytesWritten
          last.since = now
        } else if (now - last.since >= idleMs) socket.destroy()
      }
    },
    Math.max(50, Math.min(1_000, idleMs / 4)),
  )
  timer.unref()
  server.once('close', () => clearInterval(timer))
}
