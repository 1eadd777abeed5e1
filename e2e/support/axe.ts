import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

const axeSource = () => fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core violations of the page as it is now (or of the elements `within` selects), by rule
 * and element, once its transitions and animations have finished. a11y.test.ts runs the same scan over every page with
 * a fuller report.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the app's CSP does not govern (an inline script would be refused).
  await page.evaluate(axeSource());
  return page.evaluate(async (selector) => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ html: string }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // The page is scanned settled: a scan landing mid-transition (a toast fading in, a button's hover colour fading
    // out) reads colours between two states and fails contrast that both states pass. Endless ones (spinners) stay.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation cannot finish.
      }
    }
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
  }, within);
}
