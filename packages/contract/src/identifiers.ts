// Check-digit rules of the publication and patent numbers teachers enter in their profile records, zod-free so a form
// can check a number as it is typed without loading zod. The schemas in profile.ts use these same functions.

/** Digits and a trailing X of an identifier as people write it, with hyphens and spaces removed. */
function compact(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Whether an ISBN is well formed with a correct check digit: ISBN-13 (978/979, weights 1 and 3, modulo 10) or
 * ISBN-10 (weights 10 to 1, modulo 11, X for 10). Hyphens and spaces between the groups are allowed.
 */
export function isValidIsbn(value: string): boolean {
  const isbn = compact(value);
  if (/^97[89]\d{10}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((total, digit, index) => total + (digit === 'X' ? 10 : Number(digit)) * (10 - index), 0);
    return sum % 11 === 0;
  }
  return false;
}

/** Whether an ISSN (`NNNN-NNNC`) has a correct check digit: weights 8 to 2, modulo 11, X for 10. */
export function isValidIssn(value: string): boolean {
  const match = /^(\d{4})-?(\d{3})([\dX])$/.exec(value.trim().toUpperCase());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return match[3] === (check === 10 ? 'X' : String(check));
}

/**
 * China's domestic serial number (国内统一连续出版物号) as printed on a journal: `CN` with the two-digit region, a
 * four-digit serial and the classification after the slash, e.g. `CN 11-1278/G4`. It has no check digit.
 */
export const CN_SERIAL_PATTERN = /^CN ?\d{2}-\d{4}\/[A-Z][A-Z0-9.]{0,5}$/;

/**
 * A Chinese patent number as granted (专利号): `ZL`, the 12-digit application number (year, kind, serial), a dot and
 * its check character, e.g. `ZL 2021 2 0123456.7`; spaces between the groups are allowed.
 */
export const PATENT_NUMBER_PATTERN = /^ZL ?\d{4} ?[1-9] ?\d{7}\.[\dX]$/;
