// Answer comparison of fill-in blanks, zod-free so the server's grading and the web's preview use the very same rule.

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_TO_HALF = 0xfee0;
const IDEOGRAPHIC_SPACE = '\u3000';

/**
 * A blank's answer as compared: full-width forms (ＡＢＣ１２３，) become their half-width letters, digits and signs,
 * the ideographic space a space, then surrounding spaces go and Latin letters are case-folded. Chinese characters
 * and inner spaces are kept as given.
 */
export function normaliseBlankAnswer(text: string): string {
  let half = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) half += String.fromCodePoint(code - FULL_TO_HALF);
    else if (char === IDEOGRAPHIC_SPACE) half += ' ';
    else half += char;
  }
  return half.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Whether a given answer of a blank is one of its accepted answers. */
export function blankAnswerMatches(given: string, accepted: readonly string[]): boolean {
  const normalised = normaliseBlankAnswer(given);
  return accepted.some((answer) => normaliseBlankAnswer(answer) === normalised);
}
