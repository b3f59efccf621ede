/** axe-core over a whole page of a journey. */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe over the whole page (WCAG 2 A and AA, contrast included), as the story tests run it: each rule broken, where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Injected through the browser's devtools protocol: the page's own CSP (script-src 'self') stays as deployed.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
