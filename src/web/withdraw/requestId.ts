/**
 * A client request id for one withdrawal attempt: a retry (double tap, lost answer) sends the
 * same id and gets the first withdrawal back. getRandomValues works outside secure contexts too.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
