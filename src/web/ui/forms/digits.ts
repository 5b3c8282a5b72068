/** Keeps what a 6-digit field (code, fund password) can hold: digits only, at most six. */
export const sixDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 6);
