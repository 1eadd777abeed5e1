/** Where messages are shown: the app plugs in Ant Design's message API, tests a recorder. */
export type Notifier = {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
};

// Start-up's calls begin before React renders (app/startup-calls.ts), so a message can come before the app has plugged
// its message API in (a stored session the token check finds expired): such messages wait, a few at most, and are
// shown once it has.
const EARLY_LIMIT = 5;
const early: { kind: keyof Notifier; text: string }[] = [];
const hold = (kind: keyof Notifier) => (text: string) => {
  if (early.length < EARLY_LIMIT) early.push({ kind, text });
};

let current: Notifier = { success: hold('success'), warning: hold('warning'), error: hold('error') };

export function setNotifier(notifier: Notifier): void {
  current = notifier;
  for (const { kind, text } of early.splice(0)) notifier[kind](text);
}

export function notifier(): Notifier {
  return current;
}
