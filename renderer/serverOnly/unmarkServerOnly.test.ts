import { describe, expect, it } from 'vitest'
import { unmarkServerOnly } from './unmarkServerOnly.ts'

describe('unmarkServerOnly', () => {
  it('takes the marks out, and inside them the styled-components component classes; leaves the rest as it was', () => {
    const html =
      '<header class="sc-pzmguk-0 hXyz"><a class="sc-a1-2 b">x</a></header>' +
      '<!--$--><server-only><section class="sc-1dgvk57-0 gYLIJd"><p class="sc-ab-1">class="sc-x-1 y"</p>' +
      '<svg class="sc-q-1 wide"></svg><svg class="sc-r-0"></svg></section></server-only><!--/$-->'
    expect(unmarkServerOnly(html)).toBe(
      '<header class="sc-pzmguk-0 hXyz"><a class="sc-a1-2 b">x</a></header>' +
        '<!--$--><section class="gYLIJd"><p>class="sc-x-1 y"</p><svg class="wide"></svg><svg></svg></section><!--/$-->',
    )
  })

  it('refuses a marked part inside another: its end would be misread', () => {
    expect(() => unmarkServerOnly('<server-only><server-only>a</server-only></server-only>')).toThrow(/inside another/)
  })
})
