import { lazy } from 'react';

// What other features use of the to-do list: the home page's card (loaded on demand with its texts).

/** The count and oldest items waiting for the caller; `byKind` adds a link per queue (staff). */
export const TodoPreview = /* @__PURE__ */ lazy(() => import('./components/TodoPreview'));
