// Lighthouse's CPU throttling is relative to the host: its mobile preset slows the CPU by 4x, which turns a high-end
// desktop into a mid-tier phone, but a slower host (a loaded 2-core CI box) into a much slower phone, so scores taken
// on two machines did not compare. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown")
// measures the host with its benchmark index and derives the multiplier from it with its CPU throttling calculator
// (lighthouse-cpu-throttling-calculator.vercel.app); the bench does the same before every run, so the simulated phone
// is the same on a fast and a slow host.
import type { LaunchedChrome } from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/** The slowdown for a benchmark index, or why the host cannot stand for the target phone. */
export type Calibration = { benchmarkIndex: number; multiplier: number; tooSlow: boolean };

// Below this index the host is itself slower than the target phone: no slowdown can make it faster (the calculator's
// "too slow to accurately emulate" case), so the run goes unthrottled and is marked.
const SLOWEST_EMULATING_HOST = 150;

/**
 * The calculator's multiplier for the mid-tier phone of Lighthouse's mobile preset: linear between its anchors
 * (index 150 = 1x, 800 = 2x, 1300 = 3x, then one more x per 233 points, so 1533 = 4x, the preset's default).
 */
export function mobileSlowdownFor(benchmarkIndex: number): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_EMULATING_HOST) return { benchmarkIndex, multiplier: 1, tooSlow: true };
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - SLOWEST_EMULATING_HOST) / 650;
  // One decimal, as the calculator prints it: finer steps are below the index's own run-to-run spread.
  return { benchmarkIndex, multiplier: Math.round(multiplier * 10) / 10, tooSlow: false };
}

/**
 * The host's benchmark index measured as Lighthouse measures it (its own page function, in a blank page of the browser
 * about to be measured, unthrottled), so the figure matches the `environment.benchmarkIndex` of its reports.
 */
export async function measureBenchmarkIndex(chrome: LaunchedChrome): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return index;
  } finally {
    // Disconnects only: chrome-launcher owns the process.
    await browser.close();
  }
}
