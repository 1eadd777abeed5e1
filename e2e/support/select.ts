import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

type OptionText = string | RegExp;

/**
 * Picks `options` (one, or several of a multiple select) in an antd Select that `select` locates: the select's root,
 * or any element inside it such as its input. The list clicked is the select's own popup, found through the listbox
 * its combobox names (aria-controls): a list of another select still animating away after Escape never takes the
 * click (a tree select's list has no such name: the open popup holding a tree is taken). A list that closes before a
 * click lands (focus moving to a field just added, on a busy machine) is opened again, twice at most. A multiple
 * select is closed afterwards, and the call returns once its popup is gone, so the next select opens on a clear page.
 */
export async function chooseOption(page: Page, select: Locator | string, options: OptionText | OptionText[]): Promise<void> {
  const root = (typeof select === 'string' ? page.locator(select) : select).first();
  // The root itself may be the combobox input (a test id set on the input), or contain it.
  const combobox = root
    .locator('input[role=combobox]')
    .or(root.and(page.locator('input[role=combobox]')))
    .first();
  const multiple = await root.evaluate(
    (node) => node.closest('.ant-select-multiple') !== null || node.querySelector('.ant-select-multiple') !== null,
  );
  let popup: Locator | null = null;
  for (const option of Array.isArray(options) ? options : [options]) {
    for (let attempt = 1; ; attempt += 1) {
      // A list still open (an option not there yet) is not closed by a second click on its select.
      if (!(await combobox.getAttribute('aria-controls'))) await root.click();
      try {
        await expect.poll(() => combobox.getAttribute('aria-controls'), { timeout: 15_000 }).toBeTruthy();
        const listId = (await combobox.getAttribute('aria-controls'))!;
        const own = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
        // A tree select's list carries no id: its popup is the open one holding a tree.
        const tree = page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { has: page.locator('.ant-select-tree') })
          .filter({ visible: true });
        popup = own.or(tree);
        await popup
          .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: option })
          .first()
          .click({ timeout: attempt < 3 ? 5_000 : 15_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }
  if (multiple && popup !== null) {
    await page.keyboard.press('Escape');
    const open = popup.filter({ visible: true });
    await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(0);
  }
}
