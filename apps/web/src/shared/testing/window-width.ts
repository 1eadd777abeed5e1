// A window of a given width as antd's breakpoints and useScreenAtLeast read it (through matchMedia's min-width and
// max-width queries), for tests of what a page shows at 1366 px and at 375 px.

const realMatchMedia = window.matchMedia;

/** From now on the window is `width` px wide. */
export function widthOf(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The test environment's own matchMedia again. */
export function restoreWidth(): void {
  window.matchMedia = realMatchMedia;
}
