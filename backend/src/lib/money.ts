/** LKR amounts are stored as integer cents and spoken as numbers with at most two decimals. */
export const toCents = (lkr: number): number => Math.round(lkr * 100);
export const fromCents = (cents: number): number => cents / 100;
