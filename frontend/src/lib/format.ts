// Money as it is read aloud. How it is shown (LKR with two decimals) is the contract's: formatLkr in
// @store/contracts/money.
import { plural } from './plural';

const spokenWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money as it is read aloud: "1,990 rupees", "1,990 rupees and 50 cents", never "LKR 1 9 9 0 point 0 0". */
export function formatSpokenLkr(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100;
  const rupees = Math.trunc(Math.round(amount * 100) / 100);
  const whole = `${spokenWhole.format(rupees)} ${plural(rupees, 'rupee')}`;
  return cents ? `${whole} and ${cents} ${plural(cents, 'cent')}` : whole;
}
