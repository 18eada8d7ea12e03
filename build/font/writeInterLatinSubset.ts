// `npm run font:subset`: remakes the committed cut of Inter's Latin file (components/brand/interLatinSubset.ts).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { interLatinSubsetFile, subsetInterLatin } from './subsetInterLatin.ts'

const font = await subsetInterLatin()
writeFileSync(interLatinSubsetFile, font)
process.stdout.write(`${fileURLToPath(interLatinSubsetFile)}: ${font.length} bytes\n`)
