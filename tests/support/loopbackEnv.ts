import { parseEnv } from '../../server/env.ts'

/** The production settings of a server a test starts in-process on loopback, on a free port, with its data in `dataDir`. */
export function loopbackEnv(dataDir: string, settings: Record<string, string> = {}): ReturnType<typeof parseEnv> {
  return parseEnv({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...settings })
}
