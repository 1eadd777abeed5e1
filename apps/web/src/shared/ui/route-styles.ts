/**
 * Waits for the stylesheets the route preload script (apps/web/vite-route-preload.ts) linked: it marks them
 * data-route-preload, then data-settled="loaded" or "failed". They are linked by a script, so the browser does not
 * hold rendering for them, and Vite's preload helper, finding them linked, neither waits for them nor reports their
 * failure: a route that rendered first would flash unstyled, or stay so. A failure rejects as the helper's does (spec
 * 8: CSS_CHUNK_LOAD_FAILED, chunk-errors.ts).
 */
export function routeStylesSettled(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-route-preload]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const failed = () => reject(new Error(`Unable to preload CSS for ${link.href}`));
          const settled = link.getAttribute('data-settled');
          if (settled === 'loaded') resolve();
          else if (settled === 'failed') failed();
          else {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', failed, { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}
