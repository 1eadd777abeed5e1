import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the assessment e2e files share: a programme to put units in, catalogue keys never shown, numbers typed.

/** The page shows no catalogue key of these namespaces as text (a missing text reads like `assessmentExams.exam.start`). */
export async function expectNoKeys(page: Page, namespaces: readonly string[]): Promise<void> {
  const key = new RegExp(`\\b(${[...namespaces, 'assessment', 'trainingManage', 'training'].join('|')})\\.[a-z][A-Za-z]+`);
  expect(await page.locator('body').innerText()).not.toMatch(key);
}

/** Types a number into an antd InputNumber and leaves it, so the value is taken. */
export async function typeNumber(page: Page, selector: string, value: number): Promise<void> {
  const input = page.locator(`${selector} input, input${selector}`).first();
  await input.fill(String(value));
  await input.press('Tab');
  await expect.poll(() => input.inputValue()).toBe(String(value));
}

/**
 * A common programme open for enrolment now (running from yesterday for two months), with one offline session in two
 * days, as the programme editor's create call takes it; the test then adds its assessed unit in the editor.
 */
export function programmeBody(
  title: string,
  details: { summary: string; description: string; creditHours: number; session: string; sessionHours: number },
) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  return {
    kind: 'common',
    title,
    summary: details.summary,
    description: details.description,
    level: '1',
    sectionCodes: [],
    subjectCodes: [],
    targetSchoolIds: [],
    enrolMode: 'open',
    enrolStart: day(-1).toISOString(),
    enrolEnd: day(20).toISOString(),
    startsOn: day(-1).toISOString().slice(0, 10),
    endsOn: day(60).toISOString().slice(0, 10),
    capacity: 40,
    creditHours: details.creditHours,
    priceCents: 0,
    coverFileId: null,
    studioId: null,
    linkedActivities: [],
    units: [
      {
        kind: 'offline',
        title: details.session,
        location: '区教师发展中心',
        sessionStartsAt: day(2).toISOString(),
        creditHours: details.sessionHours,
      },
    ],
  };
}
