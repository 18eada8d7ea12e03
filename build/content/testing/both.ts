/** A text in both languages, for the tests' records. */
export function both(pt: string, en: string) {
  return { 'pt-BR': pt, 'en-US': en }
}
