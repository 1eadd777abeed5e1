import type { KeyboardEvent } from 'react';

/**
 * Enter in a one-line field of a form (a picker's search, an accepted answer or a tag being added) never sends the
 * form: a browser submits a form whose only one-line field is a picker on the key press that follows the picker's own
 * Enter (issue 39's date pickers; the folder move dialog is such a form), and the question editor keeps the same rule
 * so it holds whatever fields it gains. Saving takes the dialog's or the drawer's button.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
}
