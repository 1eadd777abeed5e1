import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read aloud or copied from a screen by the person it is handed to.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
/** 12 characters of 56: about 70 bits, far past what online guessing reaches before the owner changes it. */
const DEFAULT_LENGTH = 12;

const pick = (from: string) => from[randomInt(from.length)]!;

/**
 * A one-time password staff hand to a person (a new account, a reset), which they must change at their next sign-in.
 * Random from the system's CSPRNG, with a letter and a digit at random places so every tenant's rules accept it.
 */
export function temporaryPassword(minLength: number): string {
  const length = Math.max(DEFAULT_LENGTH, minLength);
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: length - 2 }, () => pick(ALPHABET))];
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [chars[index], chars[other]] = [chars[other]!, chars[index]!];
  }
  return chars.join('');
}
