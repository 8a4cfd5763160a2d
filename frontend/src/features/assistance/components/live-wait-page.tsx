// /live-wait (spec §2, §4): 'Connecting to a Helper' with the 30-second countdown and the three status texts
// changing every 5 seconds, plus the real place in the queue. Screen readers hear the place in the queue
// and the helper joining (a polite status), never the countdown's every second. When the countdown ends
// with nobody yet the screen says so and the shopper keeps their place. 'Accept & Start Chat' opens the
// chat once a helper has joined; 'Cancel Request' closes the request.
import type { AssistRequest } from '@store/contracts/assistance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { closeRequest } from '../api/requests';
import { useAssistance } from '../hooks/assistance-provider';
import { useCountdown } from '../hooks/use-countdown';
import { useSharingChoice } from '../hooks/use-screen-sharing';
import { useAvailability, useMyRequest } from '../hooks/use-live-help-queries';
import { useRotation } from '../hooks/use-rotation';
import { WAIT_COUNTDOWN_SECONDS, WAIT_MESSAGE_KEYS, WAIT_ROTATION_MS } from '../utils/live-help-constants';
import { queuePlaceText } from '../utils/queue-text';
import { ShoppersOnly, SignInFirst } from './sign-in-first';
import './live-help.css';

export function LiveWaitPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const mine = useMyRequest();
  const { endedByHelper } = useAssistance();
  const request = mine.data?.assist ?? null;

  let body;
  if (!user) body = <SignInFirst returnTo={paths.liveStart} message="liveHelp.signInFirst.liveHelp" />;
  else if (user.role !== 'shopper') body = <ShoppersOnly />;
  else if (mine.isPending) body = <p role="status">{t('liveHelp.wait.loading')}</p>;
  else if (mine.isError && !mine.data)
    body = <p role="alert">{t('liveHelp.unreachable', { reason: apiErrorMessage(mine.error) })}</p>;
  else if (!request || request.type !== 'Live Assistance')
    body = (
      <>
        <p role="status">
          {endedByHelper
            ? t('liveHelp.wait.closedByHelper')
            : request
              ? t('liveHelp.wait.scheduledInstead')
              : t('liveHelp.wait.noRequest')}
        </p>
        <p>
          <Link to={request ? paths.scheduleSession : paths.liveStart} className="button button--primary">
            {request ? t('liveHelp.wait.seeScheduled') : t('liveHelp.startLiveHelp')}
          </Link>
        </p>
      </>
    );
  else body = <Waiting request={request} queuePosition={mine.data?.queuePosition ?? null} />;

  const title = t('liveHelp.wait.title');
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      {body}
    </div>
  );
}

export function Waiting({
  request,
  queuePosition,
}: {
  request: AssistRequest;
  queuePosition: number | null;
}) {
  const { t, tRich } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openChat } = useAssistance();
  const joined = request.accept;
  const { sharing } = useSharingChoice(request._id);
  const availability = useAvailability();
  const secondsLeft = useCountdown(WAIT_COUNTDOWN_SECONDS, !joined);
  const rotatingKey = useRotation(WAIT_MESSAGE_KEYS, WAIT_ROTATION_MS, !joined);

  const cancel = useMutation({
    mutationFn: () => closeRequest(request._id),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.assistance.mine, {
        success: true,
        assist: null,
        queuePosition: null,
      });
      navigate(paths.cancel);
    },
  });

  // The widget beside this page says the same, silently here: this notice is the one announced.
  const announcement = joined
    ? `${
        request.helperName
          ? t('liveHelp.wait.joined', { helper: request.helperName })
          : t('liveHelp.wait.joinedUnnamed')
      } ${sharing ? t('chat.sharing.on') : t('chat.sharing.off')}`
    : secondsLeft === 0
      ? t('liveHelp.wait.nobodyYet', { place: queuePlaceText(t, queuePosition, true) })
      : queuePlaceText(t, queuePosition);

  return (
    <>
      {!joined && (
        <>
          <p className="live-wait__countdown" role="timer" aria-live="off">
            {tRich('liveHelp.wait.seconds', {
              seconds: secondsLeft,
              number: (chunks) => <span className="live-wait__seconds">{chunks}</span>,
            })}
          </p>
          <p className="live-wait__rotating">{rotatingKey && t(rotatingKey)}</p>
          {availability.data?.typicalWaitMinutes != null && (
            <p className="live-wait__usual">
              {t('liveHelp.wait.usualWait', { minutes: availability.data.typicalWaitMinutes })}
            </p>
          )}
          {availability.data?.available === false && <p>{t('liveHelp.wait.noneAvailable')}</p>}
        </>
      )}
      <p className="live-wait__notice" role="status">
        {announcement}
      </p>
      <div className="live-help__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!joined}
          onClick={() => {
            openChat();
            navigate(paths.home);
            // The home page takes the focus; say where the conversation is.
            notify.info(
              request.helperName
                ? translate('liveHelp.wait.readyToChat', { helper: request.helperName })
                : translate('liveHelp.wait.readyToChatUnnamed'),
            );
          }}
        >
          {t('liveHelp.wait.acceptAndChat')}
        </button>
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('liveHelp.wait.cancelRequest')}
        </button>
      </div>
      {cancel.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(cancel.error, t('liveHelp.wait.cancelFailed'))}
        </p>
      )}
    </>
  );
}
