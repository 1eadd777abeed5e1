// LIKE patterns of the training searches, with LIKE's wildcards and escape character in the keyword taken literally.

/** The keyword with `\`, `%` and `_` escaped. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%keyword%`: contains the keyword. */
export function likeContains(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}
