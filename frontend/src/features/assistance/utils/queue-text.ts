// What live help says about the shopper's place in the queue, in the shopper's language.
import type { I18n } from '../../../i18n/i18n';

/**
 * "You are number 3 in the queue." (`position` null: the place is not known yet). `midSentence` gives the
 * form that follows a colon: "…you keep your place: you are number 3 in the queue."
 */
export function queuePlaceText(
  t: I18n['t'],
  position: number | null | undefined,
  midSentence = false,
): string {
  // ICU's `=0` case is the unknown place; 1 is "next".
  const values = { position: position ?? 0 };
  return midSentence ? t('liveHelp.queue.placeInSentence', values) : t('liveHelp.queue.place', values);
}
