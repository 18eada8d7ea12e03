import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
// Only the rule under test, without type information (which would take the whole project's program to load).
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

/** The no-restricted-imports messages ESLint gives `code` as the content of `file` (an existing file, so its config block applies). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

// The dependency direction of eslint.config.js (docs/front-end.md), seen refusing an import planted in a real file.
describe('the import boundaries', () => {
  it('build/ refuses an import of the renderer, a page or the server', async () => {
    const file = 'build/brand/webManifest.ts'
    expect(await refusals(file, readFileSync(resolve(root, file), 'utf8'))).toEqual([])
    for (const planted of [
      "import { renderHead } from '../../renderer/head/renderHead.ts'",
      "import { onBeforeRoute } from '../../renderer/+onBeforeRoute.ts'",
      "import { pageMeta } from '../../pages/index/+pageMeta.ts'",
      "import { startServer } from '../../server/startServer.ts'",
    ]) {
      const messages = await refusals(file, `${planted}\nexport const used = [${planted.split(/[{}]/)[1]}]\n`)
      expect(messages, planted).toEqual([expect.stringContaining('build/ never imports renderer/, pages/ or server/')])
    }
  })

  it('the renderer, a component, a page, site/ and the server refuse an import of build/', async () => {
    for (const file of [
      'renderer/head/renderHead.ts',
      'components/theme.ts',
      'pages/index/+pageMeta.ts',
      'site/shareImageSize.ts',
      'server/startServer.ts',
    ]) {
      const depth = file.split('/').length - 1
      const planted = `import { brandAssets } from '${'../'.repeat(depth)}build/brandAssets.ts'\nexport const used = brandAssets\n`
      expect(await refusals(file, planted), file).toHaveLength(1)
    }
  })

  it('content/ refuses an import of components/, so components read content and never the other way', async () => {
    const file = 'content/schema/recordParts.ts'
    expect(await refusals(file, readFileSync(resolve(root, file), 'utf8'))).toEqual([])
    for (const planted of [
      "import { cardIcons } from '../../components/cardIcons.ts'",
      "import { theme } from '../../components/theme.ts'",
    ]) {
      const messages = await refusals(file, `${planted}\nexport const used = [${planted.split(/[{}]/)[1]}]\n`)
      expect(messages, planted).toEqual([expect.stringContaining('content/ is data')])
    }
  })
})
