// @digitalbazaar/bitstring ships no types; the credentials test reads a status list with it (issue 43).
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { buffer: Uint8Array; leftToRightIndexing?: boolean } | { length: number });
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>;
    get(position: number): boolean;
  }
}
