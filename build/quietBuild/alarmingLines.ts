import { stripVTControlCharacters } from 'node:util'

/**
 * A line a newcomer would read as a problem: an error, a warning, a failure, a timing report, a code frame (its lines
 * are `  12 | code`, the culprit's `> 13 | code`; Lingui's extractor prints one under 'Could not extract from template
 * literal with expressions').
 */
const alarming = /error|warn|fail|could not|✗|PLUGIN_TIMINGS|^[\s>]*\d+\s*\|/i

/**
 * Lines that match `alarming` and are not a problem, each with why. Vite lists every built file: Vike builds the
 * 404/500 page (pages/_error) into files named after it.
 */
const knownGood: readonly { line: RegExp; why: string }[] = [
  { line: /^dist\/\S*pages_error\.\S+\s/, why: "a built file of the error page (pages/_error), in Vite's list" },
]

/** The lines of a build's output (colours stripped) that read as a problem. */
export function alarmingLines(output: string): string[] {
  return stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => alarming.test(line) && !knownGood.some(({ line: good }) => good.test(line)))
}
