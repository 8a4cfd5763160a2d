// A helper's Available / Away on the dashboard: shoppers on /live-start hear whether a helper is available,
// counting only helpers who chose Available and have live help open.
import type { HelperStatus } from '@store/contracts/assistance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { getPresence, setPresence } from '../api/presence';

/** `onSaid`: the dashboard's one announcement region says the change. */
export function HelperPresence({ onSaid }: { onSaid: (text: string) => void }) {
  const { t } = useI18n();
  const name = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const presence = useQuery({ queryKey: queryKeys.assistance.presence, queryFn: getPresence });
  // The choice shows at once (a radio must not flick back while it is saved); a refusal puts it back.
  const [chosen, setChosen] = useState<HelperStatus | null>(null);
  const change = useMutation({
    mutationFn: setPresence,
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.assistance.presence, status);
      onSaid(
        translate(
          status === 'available'
            ? 'helperDashboard.presence.nowAvailable'
            : 'helperDashboard.presence.nowAway',
        ),
      );
    },
    onError: (error) => {
      setChosen(null);
      notify.error(translate('helperDashboard.presence.failed', { reason: apiErrorMessage(error) }));
    },
  });
  const shown: HelperStatus | undefined = chosen ?? presence.data;
  const options: ReadonlyArray<readonly [HelperStatus, string]> = [
    ['available', t('helperDashboard.presence.available')],
    ['away', t('helperDashboard.presence.away')],
  ];
  return (
    <fieldset className="helper-presence" aria-describedby={hintId}>
      <legend>{t('helperDashboard.presence.legend')}</legend>
      <p id={hintId} className="helper-presence__hint">
        {t('helperDashboard.presence.hint')}
      </p>
      <div className="helper-presence__options">
        {options.map(([status, label]) => (
          <label key={status} className="helper-presence__option">
            <input
              type="radio"
              name={name}
              value={status}
              checked={shown === status}
              disabled={presence.isPending}
              onChange={() => {
                setChosen(status);
                change.mutate(status);
              }}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
