/**
 * A client request id for one submission (withdrawal, deposit, transfer): a retry (double tap,
 * lost answer) sends the same id and gets the first result back. getRandomValues, unlike
 * randomUUID, also works on a page served over plain HTTP.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
