import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('a page whose script does not arrive', () => {
  it('says the network failed in place of the page, and shows the page once the retry loads it', async () => {
    session = await openBrowser('error-page-journey');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    await page.goto(baseUrl);
    await dismissPopups(page);

    // The promotions page's chunk fails, as on a flaky network or during a deploy.
    const chunk = /\/assets\/promotions-page-[\w-]+\.js$/;
    let refused = 0;
    await page.route(chunk, async (route) => {
      refused += 1;
      await route.abort('internetdisconnected');
    });
    await page.locator('header nav').getByRole('link', { name: 'Promotions' }).click();
    const problem = page.getByTestId('load-problem');
    await expect.poll(() => problem.isVisible()).toBe(true);
    expect(refused).toBeGreaterThan(0);
    expect(await page.getByTestId('load-problem-text').textContent()).toBe(
      'Network link abnormal. Please retry.',
    );
    // The site stays around it: the header and its navigation still work, and nothing speaks of developers.
    expect(await page.locator('header nav').isVisible()).toBe(true);
    const text = (await page.locator('body').innerText()).toLowerCase();
    for (const word of ['unexpected application error', 'errorelement', 'stack', 'developer']) {
      expect(text).not.toContain(word);
    }
    expect(new URL(page.url()).pathname).toBe('/promotions');

    // The network is back: the retry loads the chunk and shows the page, at the same address.
    await page.unroute(chunk);
    await page.getByTestId('load-problem-retry').click();
    await expect.poll(() => page.getByTestId('page-promotions').isVisible()).toBe(true);
    expect(await problem.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/promotions');
  });
});
