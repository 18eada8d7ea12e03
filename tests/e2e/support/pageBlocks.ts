import type { Page } from '@playwright/test'

/**
 * The blocks the spec names for a template page: [what, selector, fewest, most]. A selector starting with "hero "
 * is looked up in the hero (the first section of the body).
 */
const templateBlocks: readonly (readonly [string, string, number, number])[] = [
  ['hero title', 'hero h1', 1, 1],
  ['hero call-to-action', 'hero a[data-cta="contact"]', 1, 1],
  ['hero badges', 'hero [data-testid="hero-badges"] li', 1, 10],
  ['hero visual', 'hero [data-testid="hero-visual"]', 1, 1],
  ['cards', '[data-testid="benefit-grid"] > li', 2, 10],
  ['card icons', '[data-testid="benefit-grid"] > li [data-icon]', 2, 10],
  ['card titles', '[data-testid="benefit-grid"] > li h3', 2, 10],
  ['card texts', '[data-testid="benefit-grid"] > li p', 2, 10],
  ['story title', '[data-testid="family-story"] h2', 1, 1],
  ['story steps', '[data-testid="family-story"] ol > li', 3, 3],
  ['story step titles', '[data-testid="family-story"] ol > li h3', 3, 3],
  ['story step texts', '[data-testid="family-story"] ol > li p', 3, 3],
  ['see also links', '[data-testid="family-story"] nav a', 1, 20],
  ['facts at a glance', '[data-testid="facts-at-a-glance"] table caption h2', 1, 1],
  ['facts rows', '[data-testid="facts-at-a-glance"] tr th[scope="row"]', 4, 6],
  ['questions', '[data-testid="faq"] summary', 4, 6],
  ['billboard heading', '[data-shared-block="billboard"] h2', 1, 1],
  ['billboard figures', '[data-shared-block="billboard"] dd', 2, 2],
  ['info sections', '[data-shared-block="info"] section', 3, 3],
  ['info illustrations', '[data-shared-block="info"] [data-testid="info-illustration"]', 3, 3],
  ['info headings', '[data-shared-block="info"] section h2', 3, 3],
  ['info texts', '[data-shared-block="info"] section p', 3, 3],
  ['contact heading', 'section#contact h2', 1, 1],
  ['contact fields', 'section#contact form :is(#contact-name, #contact-email, #contact-message)', 3, 3],
  ['contact submit', 'section#contact form button[type="submit"]', 1, 1],
  ['contact aside', 'section#contact aside', 1, 1],
  ['footer links', 'footer nav a', 12, 40],
  ['disclaimer', 'footer + aside p', 1, 1],
]

/** On a template page: each block that is missing, too few or too many, or not all visible (rendered, with a box, not transparent). */
export async function pageBlocks(page: Page): Promise<string[]> {
  const found = await page.evaluate((blocks) => {
    const hero = document.querySelector('main section')
    return blocks.map(([, selector]) => {
      const elements = selector.startsWith('hero ')
        ? [...(hero?.querySelectorAll(selector.slice(5)) ?? [])]
        : [...document.querySelectorAll(selector)]
      const visible = elements.filter((el) => {
        const box = el.getBoundingClientRect()
        return (
          box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
      })
      return { count: elements.length, visible: visible.length }
    })
  }, templateBlocks)
  return templateBlocks.flatMap(([name, , fewest, most], index) => {
    const { count, visible } = found[index]
    if (count < fewest || count > most) return [`${name}: ${count} (expected ${fewest}–${most})`]
    return visible < count ? [`${name}: ${count - visible} of ${count} not visible`] : []
  })
}
