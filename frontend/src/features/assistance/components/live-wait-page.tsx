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
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { closeRequest } from '../api/requests';
import { useAssistance } from '../hooks/assistance-provider';
import { useCountdown } from '../hooks/use-countdown';
import { useMyRequest } from '../hooks/use-live-help-queries';
import { useRotation } from '../hooks/use-rotation';
import { WAIT_COUNTDOWN_SECONDS, WAIT_MESSAGES, WAIT_ROTATION_MS } from '../utils/live-help-constants';
import { queuePlaceText } from '../utils/queue-text';
import { ShoppersOnly, SignInFirst } from './sign-in-first';
import './live-help.css';

const TITLE = 'Connecting to a Helper';

export function LiveWaitPage() {
  const { user } = useSession();
  const mine = useMyRequest();
  const { endedByHelper } = useAssistance();
  const request = mine.data?.assist ?? null;

  let body;
  if (!user) body = <SignInFirst returnTo={paths.liveStart} what="ask for live help" />;
  else if (user.role !== 'shopper') body = <ShoppersOnly />;
  else if (mine.isPending) body = <p role="status">Loading your request…</p>;
  else if (mine.isError && !mine.data)
    body = (
      <p role="alert">
        Live help cannot be reached just now: {apiErrorMessage(mine.error)} We keep trying every few seconds.
      </p>
    );
  else if (!request || request.type !== 'Live Assistance')
    body = (
      <>
        <p role="status">
          {endedByHelper
            ? 'Your request was closed by a helper.'
            : request
              ? 'You have a scheduled session, not a live request.'
              : 'You have no open request for live help.'}
        </p>
        <p>
          <Link to={request ? paths.scheduleSession : paths.liveStart} className="button button--primary">
            {request ? 'See your scheduled session' : 'Start live help'}
          </Link>
        </p>
      </>
    );
  else body = <Waiting request={request} queuePosition={mine.data?.queuePosition ?? null} />;

  return (
    <div className="page container live-help">
      <PageHeading title={TITLE}>{TITLE}</PageHeading>
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openChat } = useAssistance();
  const joined = request.accept;
  const secondsLeft = useCountdown(WAIT_COUNTDOWN_SECONDS, !joined);
  const rotating = useRotation(WAIT_MESSAGES, WAIT_ROTATION_MS, !joined);
  const helper = request.helperName ?? 'A helper';

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

  const announcement = joined
    ? `${helper} has joined and is ready to help you. Select Accept & Start Chat to start chatting.`
    : secondsLeft === 0
      ? `No helper has joined yet. You keep your place: ${queuePlaceText(queuePosition).toLowerCase()} We will tell you here as soon as a helper joins.`
      : queuePlaceText(queuePosition);

  return (
    <>
      {!joined && (
        <>
          <p className="live-wait__countdown" role="timer" aria-live="off">
            <span className="live-wait__seconds">{secondsLeft}</span> seconds
          </p>
          <p className="live-wait__rotating">{rotating}</p>
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
            notify.info(`${helper} is ready to chat. Write to them in the Live chat panel.`);
          }}
        >
          Accept & Start Chat
        </button>
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel Request
        </button>
      </div>
      {cancel.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(cancel.error, 'Your request could not be cancelled. Please try again.')}
        </p>
      )}
    </>
  );
}
