import { lazy } from 'react';

// What other features use of the to-do list: the home page's card (loaded on demand with its texts).

/** The count and oldest items waiting for the caller; `byKind` adds a link per queue (staff). */
const loadTodoPreview = () => import('./components/TodoPreview');
export const TodoPreview = /* @__PURE__ */ lazy(loadTodoPreview);
/** Starts downloading the card's code before it first renders (it is the same download `TodoPreview` then waits for). */
export const preloadTodoPreview = (): void => void loadTodoPreview();
