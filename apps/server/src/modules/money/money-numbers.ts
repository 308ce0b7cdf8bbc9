/** Claim 4 as `C-000004`. */
export const claimLabel = (number: number) => `C-${String(number).padStart(6, '0')}`;

/** Receipt 12 as `R-000012`. */
export const receiptNumberText = (n: number) => `R-${String(n).padStart(6, '0')}`;
