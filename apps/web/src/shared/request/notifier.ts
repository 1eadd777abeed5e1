/** Where messages are shown: the app plugs in Ant Design's message API, tests a recorder. */
export type Notifier = {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
};

let current: Notifier = { success: () => undefined, warning: () => undefined, error: () => undefined };

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function notifier(): Notifier {
  return current;
}
