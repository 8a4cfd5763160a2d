// Money as the spec shows it: LKR with two decimals ("LKR 1,990.00"), the same in every locale.
import { CURRENCY } from '@store/contracts/constants';

const lkr = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(amount: number): string {
  return lkr.format(amount);
}

export function formatLkr(amount: number): string {
  return `${CURRENCY} ${formatAmount(amount)}`;
}

const spokenWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money as it is read aloud: "1,990 rupees", "1,990 rupees and 50 cents", never "LKR 1 9 9 0 point 0 0". */
export function formatSpokenLkr(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100;
  const rupees = Math.trunc(Math.round(amount * 100) / 100);
  const whole = `${spokenWhole.format(rupees)} ${Math.abs(rupees) === 1 ? 'rupee' : 'rupees'}`;
  return cents ? `${whole} and ${cents} ${cents === 1 ? 'cent' : 'cents'}` : whole;
}
