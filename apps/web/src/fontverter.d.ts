/** The one call of fontverter (no types of its own) that fonts.test.ts makes: a WOFF2 file decoded to plain OpenType. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, format: 'sfnt'): Promise<Uint8Array>;
}
