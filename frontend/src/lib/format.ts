// Money as it is read aloud, in the shopper's language (the words are the catalogues' `money.spoken*`
// messages). How it is shown (LKR with two decimals) is the contract's: formatLkr in @store/contracts/money.
import { formatWholeNumber } from '@store/contracts/money';
import { t } from '../i18n/i18n';

/**
 * Money as it is read aloud in the active language, never "LKR 1 9 9 0 point 0 0":
 * "1,990 rupees", "1,990 rupees and 50 cents", "1 rupee"; "රුපියල් 1,990 යි ශත 50"; "1,990 ரூபாய் 50 சதம்".
 * A negative amount keeps its minus sign on the rupees, for the voice to say: "-1,990 rupees".
 */
export function formatSpokenLkr(amount: number): string {
  const totalCents = Math.round(Math.abs(amount) * 100);
  const rupees = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  // Western digits grouped in thousands in every language, as prices are printed in Sri Lanka: digits (not
  // words) so the voice says the number in its own language.
  const number = `${amount < 0 && totalCents > 0 ? '-' : ''}${formatWholeNumber(rupees)}`;
  return cents
    ? t('money.spokenWithCents', { rupees, amount: number, cents })
    : t('money.spoken', { rupees, amount: number });
}
