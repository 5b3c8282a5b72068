/** An address as it fits a header or a nickname: first six and last four characters. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
