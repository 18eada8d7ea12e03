import { expect, test, type Page } from '@playwright/test'

// The visit's kept question (components/contact/data/keptCaptcha.ts) is judged on the server's clock: a device clock
// minutes off neither offers a question the server has expired nor drops one that is still good.
// The device clock is shifted by an init script (Date.now + the shift kept in localStorage), so the page's own
// timers still run.

const minute = 60_000

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const real = Date.now.bind(Date)
    Date.now = () => real() + Number(localStorage.getItem('test-device-clock-shift') ?? 0)
  })
})

const setDeviceClock = (page: Page, shiftMs: number) =>
  page.evaluate((shift) => localStorage.setItem('test-device-clock-shift', String(shift)), shiftMs)

/** Opens a page at the form and waits for its question; returns the question's token. */
async function questionOn(page: Page, url: string): Promise<string> {
  await page.goto(url)
  await page.locator('#contact-name').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('captcha-question')).toHaveText(/^(Quanto é|What is) \d+ [-+−×*] \d+\?$/)
  const kept = await page.evaluate(() => sessionStorage.getItem('fluxa_captcha'))
  const token = /"token":"([^"]+)"/.exec(kept ?? '')?.[1]
  expect(token).toBeTruthy()
  return token ?? ''
}

function countDraws(page: Page) {
  let drawn = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha/new')) drawn += 1
  })
  return () => drawn
}

test('a device clock 2 minutes slow: the kept question is not offered once fewer than 2 minutes are left on the server', async ({
  page,
}) => {
  const drawn = countDraws(page)
  await page.goto('/en/terms')
  await setDeviceClock(page, -2 * minute)
  const first = await questionOn(page, '/en/methods/pix')
  expect(drawn()).toBe(1)
  // 9 minutes later for the server (7 on the slow device): 1 minute left, too little to write a message.
  await setDeviceClock(page, -2 * minute + 9 * minute)
  const second = await questionOn(page, '/en/countries/mexico')
  expect(second).not.toBe(first)
  expect(drawn()).toBe(2)
})

test('a device clock 2 minutes fast: the kept question is still offered while it has time left on the server', async ({
  page,
}) => {
  const drawn = countDraws(page)
  await page.goto('/en/terms')
  await setDeviceClock(page, 2 * minute)
  const first = await questionOn(page, '/en/methods/pix')
  // 7 minutes later for the server (9 on the fast device): 3 minutes left.
  await setDeviceClock(page, 2 * minute + 7 * minute)
  expect(await questionOn(page, '/en/countries/mexico')).toBe(first)
  expect(drawn()).toBe(1)
})
