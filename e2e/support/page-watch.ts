import type { Page } from '@playwright/test';

/** What a page reported while a test drove it: dialogs, CSP violations, uncaught errors. */
export interface PageWatch {
  dialogs: string[];
  cspViolations: string[];
  pageErrors: string[];
}

const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Refused to (execute|load|apply|evaluate|frame|connect)/i;

/**
 * Starts recording on `page` (call before the first navigation): every dialog (dismissed, so an injected
 * alert() cannot block the test), every `securitypolicyviolation` event of every document, the browser's CSP
 * console messages, and uncaught page errors.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { dialogs: [], cspViolations: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) watch.cspViolations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    watch.cspViolations.push(`event: ${line}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`);
    });
  });
  return watch;
}
