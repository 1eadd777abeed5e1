/** Where the request layer shows messages; the app plugs in Ant Design's message API, tests a recorder. */
export type Notifier = {
  warning(text: string): void;
  error(text: string): void;
};

let current: Notifier = { warning: () => undefined, error: () => undefined };

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function notifier(): Notifier {
  return current;
}
