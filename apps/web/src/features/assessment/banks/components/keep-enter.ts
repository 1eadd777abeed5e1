import type { KeyboardEvent } from 'react';

/**
 * Enter in a one-line field of a form (a picker's search, an accepted answer or a tag being added) never sends the
 * form: the browser submits a form on the key press that follows a picker's own Enter (issue 39's date pickers).
 * Saving takes the dialog's or drawer's button.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
}
