import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One axe scan of one screen state. */
export interface A11yScan {
  screen: string;
  /** 'serious' and 'critical' violations: these fail the suite */
  blocking: string[];
  /** 'moderate' and 'minor' ones, reported */
  advisory: string[];
  /** visible form controls without a label, aria-label or aria-labelledby (a placeholder or title is not a label) */
  unlabelled: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

/** Visible form controls that have no programmatic label (native label, aria-label, aria-labelledby). */
function findUnlabelled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image])',
      'select',
      'textarea',
      '[role=textbox]',
      '[role=combobox]',
      '[role=searchbox]',
      '[role=spinbutton]',
      '[role=slider]',
      '[role=listbox]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
    ].join(', ');
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    const nameFromContent = (el: Element) =>
      !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
      ['checkbox', 'radio', 'switch'].includes(el.getAttribute('role') ?? '');
    const labelOf = (el: Element) =>
      textOf(el.getAttribute('aria-labelledby') ?? '') ||
      el.getAttribute('aria-label')?.trim() ||
      [...((el as HTMLInputElement).labels ?? [])]
        .map((label) => label.textContent?.trim() ?? '')
        .join(' ')
        .trim() ||
      (nameFromContent(el) ? (el.textContent?.trim() ?? '') : '');
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden=true], [inert]'))
      .filter((el) => !labelOf(el))
      .map((el) => el.outerHTML.slice(0, 160));
  });
}

/** Runs axe (all rules: WCAG 2.x A/AA and best practices) and the label check on the page as it is now. */
export async function scanA11y(page: Page, screen: string): Promise<A11yScan> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const line = (v: (typeof violations)[number]) =>
    `[${v.impact}] ${v.id} (${v.help}): ${v.nodes
      .slice(0, 5)
      .map((n) => n.target.join(' '))
      .join(' | ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} nodes` : ''}`;
  return {
    screen,
    blocking: violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(line),
    advisory: violations.filter((v) => !BLOCKING.has(v.impact ?? '')).map(line),
    unlabelled: await findUnlabelled(page),
  };
}
