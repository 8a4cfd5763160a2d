// The helper's live view of where the shopper is: their screen in words, live, while they share it (said
// politely as it changes). Opening it asks the shopper's storefront to send the screen again.
import type { ShopperViewPayload, SharedView } from '@store/contracts/assistance';
import { ASSIST_CLIENT_EVENTS, ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { useAssistance, useAssistSocketEvent } from '../hooks/assistance-provider';
import { screenInWords } from '../utils/screen-words';

export function ShopperScreen({ shopperId, name }: { shopperId: string; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const titleId = useId();
  const { socket, connected } = useAssistance();
  /** undefined: not heard yet; null: the shopper does not share it. */
  const [view, setView] = useState<SharedView | null | undefined>(undefined);

  useAssistSocketEvent<ShopperViewPayload>(ASSIST_SOCKET_EVENTS.shopperView, (payload) => {
    if (payload.userId === shopperId) setView(payload.view);
  });
  useEffect(() => {
    if (socket && connected)
      socket.emit(ASSIST_CLIENT_EVENTS.wantView, { userId: shopperId }, () => undefined);
  }, [socket, connected, shopperId]);

  const words =
    view === undefined
      ? t('helperLive.screen.waiting', { name })
      : view === null
        ? t('helperLive.screen.stopped', { name })
        : screenInWords(i18n, view);
  return (
    <section className="live-view__screen" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('helperLive.screen.title', { name })}</h2>
      <p role="status" data-shopper-screen>
        {words}
      </p>
    </section>
  );
}
