import { readFile, writeFile } from 'node:fs/promises'
import type { CatalogType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The formatter `lingui extract` writes the catalogues with (lingui.config.ts sets no format): a catalogue read and
// written back here is byte for byte what the next extract would write.
const po = formatter()

/** Reads and writes one PO catalogue the way Lingui does. */
export const poCatalogue = {
  async read(file: string, locale: string, sourceLocale: string): Promise<CatalogType> {
    return po.parse(await readFile(file, 'utf8'), { locale, sourceLocale, filename: file })
  },
  async write(file: string, locale: string, sourceLocale: string, catalog: CatalogType): Promise<void> {
    const existing = await readFile(file, 'utf8')
    await writeFile(file, await po.serialize(catalog, { locale, sourceLocale, filename: file, existing }))
  },
}
