import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

const axeSource = () => fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core violations of the page as it is now (or of the elements `within` selects), by rule
 * and element, toasts aside. a11y.test.ts runs the same scan over every page with a fuller report.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the app's CSP does not govern (an inline script would be refused).
  await page.evaluate(axeSource());
  return page.evaluate(async (selector) => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ html: string }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // antd's toasts are left out: the scan often lands while one fades in or out, and a half-faded text fails contrast
    // that the settled toast passes (antd's message colours are its own, the same on every page).
    const context = { include: [selector ?? 'html'], exclude: ['.ant-message'] };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
  }, within);
}
