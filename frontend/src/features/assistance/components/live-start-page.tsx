// /live-start (spec §2): 'Live Assistance' with 'Start Live Assistance Now', which asks for a helper (or
// goes back to the open request: one per shopper), and 'Schedule a Session'. The request carries the
// shop's language, so the helper knows which language the shopper reads.
import type { AssistResponse } from '@store/contracts/assistance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { createRequest } from '../api/requests';
import { useAssistance } from '../hooks/assistance-provider';
import { useAvailability, useMyRequest } from '../hooks/use-live-help-queries';
import { ShoppersOnly, signInPath } from './sign-in-first';
import './live-help.css';

export function LiveStartPage() {
  const { t, language } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clearEnded } = useAssistance();
  const mine = useMyRequest();
  const open = mine.data?.assist ?? null;

  const start = useMutation({
    mutationFn: () => createRequest({ type: 'Live Assistance', language }),
    onSuccess: (answer: AssistResponse) => {
      queryClient.setQueryData(queryKeys.assistance.mine, {
        success: true,
        assist: answer.assist,
        queuePosition: answer.queuePosition ?? null,
      });
      clearEnded();
      navigate(answer.assist.type === 'Scheduled Session' ? paths.scheduleSession : paths.liveWait);
    },
  });

  const onStart = () => {
    if (!user) {
      navigate(signInPath(paths.liveStart));
      return;
    }
    start.mutate();
  };

  const title = t('liveHelp.start.title');
  // With nobody available now, booking a time is offered first.
  const noneAvailable = useAvailability().data?.available === false;
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('liveHelp.start.intro')}</p>
      <p>{t('liveHelp.start.sharingNotice')}</p>
      <Availability />
      {!user && <p>{t('liveHelp.start.signInNotice')}</p>}
      {user && user.role !== 'shopper' && <ShoppersOnly />}
      {open && (
        <p>
          {open.type === 'Scheduled Session'
            ? t('liveHelp.start.openScheduled')
            : open.accept
              ? open.helperName
                ? t('liveHelp.start.openHelping', { helper: open.helperName })
                : t('liveHelp.start.openHelpingUnnamed')
              : t('liveHelp.start.openWaiting')}
        </p>
      )}
      <div className="live-help__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onStart}
          disabled={start.isPending || (user !== null && user.role !== 'shopper')}
        >
          {t('liveHelp.start.now')}
        </button>
        <Link to={paths.scheduleSession} className={`button${noneAvailable ? ' button--primary' : ''}`}>
          {t('schedule.title')}
        </Link>
      </div>
      {start.isPending && <p role="status">{t('liveHelp.start.asking')}</p>}
      {start.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(start.error, t('liveHelp.start.failed'))}
        </p>
      )}
    </div>
  );
}

/** Whether a helper is available now and the usual wait, said before asking (and again when it changes). */
function Availability() {
  const { t } = useI18n();
  const availability = useAvailability();
  const answer = availability.data;
  const words = answer
    ? [
        t(answer.available ? 'liveHelp.start.availableNow' : 'liveHelp.start.noneAvailable'),
        answer.typicalWaitMinutes === null
          ? ''
          : t('liveHelp.start.usualWait', { minutes: answer.typicalWaitMinutes }),
      ]
        .filter(Boolean)
        .join(' ')
    : availability.isError
      ? t('liveHelp.start.availabilityUnknown')
      : t('liveHelp.start.checking');
  return (
    <p className="live-start__availability" role="status">
      {words}
    </p>
  );
}
