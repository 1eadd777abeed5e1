// The e2e tests pass functions to page.evaluate(), which run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
