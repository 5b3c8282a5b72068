/**
 * Codes such as coin symbols as a list in the reader's language ("USDT and USDC", "USDT y USDC").
 * Where the language writes its joining word without spaces (Thai "และ", Chinese "和"), spaces
 * are put around it, as those languages do beside Latin letters ("USDT และ USDC").
 */
export function formatCodeList(codes: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' })
    .formatToParts(codes)
    .map((part) =>
      part.type === 'literal' && /^[\p{L}\p{M}]+$/u.test(part.value) ? ` ${part.value} ` : part.value,
    )
    .join('');
}
