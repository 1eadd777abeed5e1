import type { Locale } from '@yanxiu/contract/locale';

// Ant Design names its icons after themselves in English (`<span role="img" aria-label="user">`) and its number
// inputs' step buttons "Increase Value" / "Decrease Value", whatever the page's language: a screen reader on a
// Chinese page reads "user 王芳". Neither takes a locale, and antd's own icons (select arrows, pagers, the search
// button) cannot be given props, so the names are set once for the whole document here:
//   - an icon beside text, or inside a control that is named already, is decoration: hidden from assistive technology;
//   - an icon that is a control's only content names the control, in the page's language;
//   - the step buttons of number inputs say what they do in the page's language;
//   - the pictures of results (403, 404) are illustrations, hidden, not read out as "Unauthorized" or "No Found";
//   - a table's measuring row (antd copies the column titles, the select-all checkbox among them, into a zero-height
//     row it marks aria-hidden) is made inert and its controls leave the tab order: a focusable control inside hidden
//     content would be reached by the keyboard yet never announced (axe aria-hidden-focus).
// Icons given a name of our own (an aria-label that is not the icon's English name) are left as they are.

type Names = Record<Locale, string>;

/** The icons that can be a control's only content, by antd's name for them. */
const ICON_NAMES: Record<string, Names> = {
  search: { 'zh-CN': '搜索', 'en-US': 'Search' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close' },
  'close-circle': { 'zh-CN': '清除', 'en-US': 'Clear' },
  menu: { 'zh-CN': '菜单', 'en-US': 'Menu' },
  user: { 'zh-CN': '用户', 'en-US': 'User' },
  left: { 'zh-CN': '上一页', 'en-US': 'Previous' },
  right: { 'zh-CN': '下一页', 'en-US': 'Next' },
  'double-left': { 'zh-CN': '向前五页', 'en-US': 'Five pages back' },
  'double-right': { 'zh-CN': '向后五页', 'en-US': 'Five pages on' },
  down: { 'zh-CN': '展开', 'en-US': 'Open' },
  up: { 'zh-CN': '收起', 'en-US': 'Close' },
  plus: { 'zh-CN': '新增', 'en-US': 'Add' },
  delete: { 'zh-CN': '删除', 'en-US': 'Delete' },
  edit: { 'zh-CN': '编辑', 'en-US': 'Edit' },
  copy: { 'zh-CN': '复制', 'en-US': 'Copy' },
  check: { 'zh-CN': '已复制', 'en-US': 'Copied' },
  download: { 'zh-CN': '下载', 'en-US': 'Download' },
  upload: { 'zh-CN': '上传', 'en-US': 'Upload' },
  eye: { 'zh-CN': '显示密码', 'en-US': 'Show password' },
  'eye-invisible': { 'zh-CN': '隐藏密码', 'en-US': 'Hide password' },
  calendar: { 'zh-CN': '选择日期', 'en-US': 'Choose a date' },
  'arrow-up': { 'zh-CN': '上移', 'en-US': 'Move up' },
  'arrow-down': { 'zh-CN': '下移', 'en-US': 'Move down' },
  filter: { 'zh-CN': '筛选', 'en-US': 'Filter' },
  export: { 'zh-CN': '在新窗口打开', 'en-US': 'Open in a new tab' },
  reload: { 'zh-CN': '刷新', 'en-US': 'Reload' },
  ellipsis: { 'zh-CN': '更多', 'en-US': 'More' },
};

const STEP_NAMES: Record<string, Names> = {
  'Increase Value': { 'zh-CN': '增加数值', 'en-US': 'Increase value' },
  'Decrease Value': { 'zh-CN': '减少数值', 'en-US': 'Decrease value' },
};

const CONTROL = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="switch"]';
/** Set on what this module named, with the icon's name, so a change of language names it again. */
const NAMED_BY = 'data-named-by-icon';

/** Sets an attribute only when it differs, so naming does not wake the observer that calls it, again and again. */
function set(element: Element, attribute: string, value: string): void {
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

/** antd's name of an icon (`anticon-user` -> `user`), or null for an element that is not one of its icons. */
function iconName(icon: Element): string | null {
  const found = [...icon.classList].find((name) => name.startsWith('anticon-') && name !== 'anticon-spin');
  return found ? found.slice('anticon-'.length) : null;
}

/** Whether `control` is named other than by `icon`: its own label, or text beside the icon. */
function namedOtherwise(control: Element, icon: Element): boolean {
  if (
    control.getAttribute(NAMED_BY) === null &&
    (control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.getAttribute('title'))
  )
    return true;
  const clone = control.cloneNode(true) as Element;
  for (const inner of clone.querySelectorAll('.anticon')) inner.remove();
  return (clone.textContent ?? '').trim() !== '' || (control !== icon && control.querySelector('img[alt]:not([alt=""])') !== null);
}

/** Names one antd icon as the rules above say. */
function nameIcon(icon: Element, locale: Locale): void {
  const name = iconName(icon);
  if (!name) return;
  const label = icon.getAttribute('aria-label');
  // Our own name for it (a lesson's kind, say): meaningful, kept.
  if (label !== null && label !== name) return;
  const control = icon.closest(CONTROL);
  const names = ICON_NAMES[name];
  if (control && names && !namedOtherwise(control, icon)) {
    set(control, 'aria-label', names[locale]);
    set(control, NAMED_BY, name);
  }
  if (label !== null) icon.removeAttribute('aria-label');
  set(icon, 'aria-hidden', 'true');
}

/** What the keyboard can reach, as axe counts it. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** Takes antd tables' hidden measuring rows (and the controls copied into them) out of reach. */
function hideMeasureRows(root: ParentNode): void {
  for (const row of root.querySelectorAll('.ant-table-measure-row')) {
    set(row, 'inert', '');
    for (const control of row.querySelectorAll(FOCUSABLE)) set(control, 'tabindex', '-1');
  }
}

/** Names everything under `root` in `locale`. */
export function nameControls(root: ParentNode, locale: Locale): void {
  for (const icon of root.querySelectorAll('.anticon')) nameIcon(icon, locale);
  // Controls named earlier: their text may have arrived since (a user's name loads after the menu shows), and then
  // the text names them, not the icon; or the language has changed.
  for (const control of root.querySelectorAll(`[${NAMED_BY}]`)) {
    const icon = control.querySelector('.anticon') ?? control;
    if (namedOtherwise(control, icon)) {
      control.removeAttribute('aria-label');
      control.removeAttribute(NAMED_BY);
      continue;
    }
    const names = ICON_NAMES[control.getAttribute(NAMED_BY) ?? ''];
    if (names) set(control, 'aria-label', names[locale]);
  }
  for (const picture of root.querySelectorAll('.ant-result-image svg')) set(picture, 'aria-hidden', 'true');
  hideMeasureRows(root);
  for (const step of root.querySelectorAll('[aria-label="Increase Value"], [aria-label="Decrease Value"], [data-step-name]')) {
    const english = step.getAttribute('data-step-name') ?? step.getAttribute('aria-label') ?? '';
    const names = STEP_NAMES[english];
    if (!names) continue;
    set(step, 'data-step-name', english);
    set(step, 'aria-label', names[locale]);
  }
}

/**
 * Keeps the document's icons and step buttons named in the page's language: now, as elements appear, and when the
 * language changes (`onLanguageChange` subscribes and answers how to unsubscribe). Answers how to stop.
 */
export function watchAccessibleNames(
  locale: () => Locale,
  onLanguageChange: (listener: () => void) => () => void,
  root: HTMLElement = document.body,
): () => void {
  let queued = false;
  const run = () => {
    queued = false;
    nameControls(root, locale());
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(run);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'class'],
  });
  const stopListening = onLanguageChange(schedule);
  run();
  return () => {
    observer.disconnect();
    stopListening();
  };
}
