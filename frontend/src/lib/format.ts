// Money as the spec shows it: LKR with two decimals ("LKR 1,990.00"), the same in every locale.
import { CURRENCY } from '@store/contracts/constants';

const lkr = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(amount: number): string {
  return lkr.format(amount);
}

export function formatLkr(amount: number): string {
  return `${CURRENCY} ${formatAmount(amount)}`;
}
