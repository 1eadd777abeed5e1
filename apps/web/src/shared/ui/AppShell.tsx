/** The product's name in both languages, as index.html's title and shell carry it (no language is known yet). */
export const PRODUCT_NAME = '研修 · Yanxiu';

/**
 * What shows while the app starts: the same block index.html paints before any script has run (its classes are in
 * app/global.css), so the page keeps it until the first real content replaces it rather than going blank in between.
 * Without it a phone on slow 4G saw nothing while the entry and the page's chunks downloaded (issue 19).
 */
export function AppShell({ testId }: { testId: string }) {
  return (
    <div className="app-shell" data-testid={testId}>
      <div className="app-shell-bar">{PRODUCT_NAME}</div>
    </div>
  );
}
