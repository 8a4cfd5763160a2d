// /live-start (spec §2): 'Live Assistance' with 'Start Live Assistance Now', which asks for a helper (or
// goes back to the open request: one per shopper), and 'Schedule a Session'.
import type { AssistResponse } from '@store/contracts/assistance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { createRequest } from '../api/requests';
import { useAssistance } from '../hooks/assistance-provider';
import { useMyRequest } from '../hooks/use-live-help-queries';
import { ShoppersOnly, signInPath } from './sign-in-first';
import './live-help.css';

export function LiveStartPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clearEnded } = useAssistance();
  const mine = useMyRequest();
  const open = mine.data?.assist ?? null;

  const start = useMutation({
    mutationFn: () => createRequest({ type: 'Live Assistance' }),
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

  return (
    <div className="page container live-help">
      <PageHeading title="Live Assistance">Live Assistance</PageHeading>
      <p>
        A person from our team can chat with you by text or voice, see what is in your cart, and guide you
        through choosing sizes and checking out. Ask now, or book a time that suits you.
      </p>
      {!user && <p>You will be asked to sign in first, and brought back here.</p>}
      {user && user.role !== 'shopper' && <ShoppersOnly />}
      {open && (
        <p>
          {open.type === 'Scheduled Session'
            ? 'You have a session scheduled. Starting now takes you to it, where you can cancel it.'
            : open.accept
              ? `${open.helperName ?? 'A helper'} is already helping you. Starting takes you back to them.`
              : 'You already asked for help and are in the queue. Starting takes you back to your place.'}
        </p>
      )}
      <div className="live-help__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onStart}
          disabled={start.isPending || (user !== null && user.role !== 'shopper')}
        >
          Start Live Assistance Now
        </button>
        <Link to={paths.scheduleSession} className="button">
          Schedule a Session
        </Link>
      </div>
      {start.isPending && <p role="status">Asking for a helper…</p>}
      {start.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(start.error, 'Your request could not be sent. Please try again.')}
        </p>
      )}
    </div>
  );
}
