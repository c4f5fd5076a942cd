/** The letters and digits of the widget's ids. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/**
 * Random bytes at or above this are thrown away: below it, each of the 62 characters comes from
 * exactly 4 byte values, so none is likelier than another (a plain modulo of 256 would favour the
 * first 8).
 */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

/** `length` random letters and digits from the browser's cryptographic generator (5.95 bits each). */
export function randomText(length: number, fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let text = '';
  while (text.length < length) {
    for (const byte of fill(new Uint8Array(length - text.length))) if (byte < UNBIASED_BELOW) text += ALPHABET[byte % ALPHABET.length];
  }
  return text;
}
