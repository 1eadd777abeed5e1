// What other features use of the to-do list: the home page's card, in the home page's chunk (with its texts): shown at
// once, it waited a round trip after the page's own code when loaded on demand (issue 19).

/** The count and oldest items waiting for the caller; `byKind` adds a link per queue (staff). */
export { default as TodoPreview } from './components/TodoPreview';
export { prefetchTodoPreview } from './todo-reads.public';
