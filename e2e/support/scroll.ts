import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down until `locator` is in the page, and returns it. The dashboard's activity sections render their
 * cards as the reader scrolls towards them (hooks/use-scroll-rendered-list.ts), and the shared e2e database holds
 * more activities than the first screenful.
 */
export async function scrolledTo(page: Page, locator: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await locator.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(locator).toBeAttached({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  return locator;
}
