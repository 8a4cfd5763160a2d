// /assis-dash (spec §2): the helpers' list of session requests, live over the socket (no reload), longest
// waiting first, each with name, email, type, when and how long it has waited; Accept (the first helper
// wins; a helper who was too late is told and the request leaves the list) and Remove; the dashboard's own
// dark on/off toggle; new requests announced, and a short sound if the helper wants one.
import type { AssistRequest } from '@store/contracts/assistance';
import { ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { apiErrorMessage, httpStatusOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { readString, writeString } from '../../../lib/storage';
import { acceptRequest, closeRequest } from '../api/requests';
import { useAssistSocketEvent } from '../hooks/assistance-provider';
import { useHelperRequests } from '../hooks/use-live-help-queries';
import { useNow } from '../hooks/use-now';
import { playChime } from '../utils/chime';
import { liveViewPath } from '../utils/live-view-path';
import { durationInWords, timeInWords } from '../utils/time-words';
import { HelperOnly } from './helper-only';
import './live-help.css';

const TITLE = 'Session Requests';
const DARK_KEY = 'helperDashboardDark';
const SOUND_KEY = 'helperRequestSound';

export function HelperDashboardPage() {
  return (
    <HelperOnly returnTo={paths.assisDash}>
      <Dashboard />
    </HelperOnly>
  );
}

const byWaitingLongest = (a: AssistRequest, b: AssistRequest) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

function Dashboard() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requests = useHelperRequests();
  const now = useNow(15_000);
  const [dark, setDark] = useState(() => readString(DARK_KEY) === 'on');
  const [sound, setSound] = useState(() => readString(SOUND_KEY) === 'on');
  const [announcement, setAnnouncement] = useState('');
  const ids = { dark: useId(), sound: useId() };

  useAssistSocketEvent<AssistRequest>(ASSIST_SOCKET_EVENTS.requestCreated, (request) => {
    setAnnouncement(`New request from ${request.name}: ${request.type}.`);
    if (sound) playChime();
  });

  const dropFromList = (id: string) =>
    queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), (old) =>
      old?.filter((request) => request._id !== id),
    );

  const accept = useMutation({
    mutationFn: (request: AssistRequest) => acceptRequest(request._id),
    onSuccess: (accepted) => {
      queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), (old) =>
        old?.map((request) => (request._id === accepted._id ? accepted : request)),
      );
      navigate(liveViewPath(accepted.userId));
    },
    onError: (error, request) => {
      const status = httpStatusOf(error);
      if (status === 409 || status === 404) {
        const message =
          status === 409
            ? `Another helper has already accepted the request from ${request.name}.`
            : `The request from ${request.name} was closed.`;
        setAnnouncement(message);
        notify.info(message);
        dropFromList(request._id);
        return;
      }
      notify.error(apiErrorMessage(error, 'The request could not be accepted. Please try again.'));
    },
  });

  const remove = useMutation({
    mutationFn: (request: AssistRequest) => closeRequest(request._id),
    onSuccess: (_closed, request) => {
      dropFromList(request._id);
      setAnnouncement(`The request from ${request.name} was removed.`);
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'The request could not be removed.')),
  });

  const all = requests.data ?? [];
  const waiting = all.filter((request) => !request.accept).sort(byWaitingLongest);
  const serving = all.filter((request) => request.accept && request.helperId === user?.id);

  return (
    <div className={`page container helper-dash${dark ? ' helper-dash--dark' : ''}`}>
      <div className="helper-dash__bar">
        <PageHeading title={TITLE}>{TITLE}</PageHeading>
        <span className="checkbox-field">
          <input
            id={ids.dark}
            type="checkbox"
            checked={dark}
            onChange={(event) => {
              setDark(event.target.checked);
              writeString(DARK_KEY, event.target.checked ? 'on' : null);
            }}
          />
          <label htmlFor={ids.dark}>Dark mode</label>
        </span>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="checkbox-field">
        <input
          id={ids.sound}
          type="checkbox"
          checked={sound}
          onChange={(event) => {
            setSound(event.target.checked);
            writeString(SOUND_KEY, event.target.checked ? 'on' : null);
          }}
        />
        <label htmlFor={ids.sound}>Play a short sound for a new request</label>
      </p>

      {serving.length > 0 && (
        <section aria-labelledby="serving-heading">
          <h2 id="serving-heading">Shoppers you are helping</h2>
          <ul className="request-list">
            {serving.map((request) => (
              <li key={request._id} className="request-card">
                <span>
                  {request.name} ({request.email})
                </span>
                <Link to={liveViewPath(request.userId)} className="button button--small button--primary">
                  Open chat with {request.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting for a helper</h2>
        {requests.isPending ? (
          <p role="status">Loading requests…</p>
        ) : requests.isError && !requests.data ? (
          <p role="alert">
            The requests could not be read: {apiErrorMessage(requests.error)} We keep trying every few
            seconds.
          </p>
        ) : waiting.length === 0 ? (
          <p>No new requests at the moment.</p>
        ) : (
          <ul className="request-list">
            {waiting.map((request) => (
              <li key={request._id} className="request-card">
                <div>
                  <h3>{request.name}</h3>
                  <dl>
                    <dt>Email</dt>
                    <dd>{request.email}</dd>
                    <dt>Type</dt>
                    <dd>{request.type}</dd>
                    <dt>When</dt>
                    <dd>{request.scheduledFor ? timeInWords(request.scheduledFor) : request.time}</dd>
                    <dt>Waiting</dt>
                    <dd>{durationInWords(now - Date.parse(request.createdAt))}</dd>
                  </dl>
                </div>
                <div className="request-card__actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate(request)}
                  >
                    Accept<span className="visually-hidden"> request from {request.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(request)}
                  >
                    Remove<span className="visually-hidden"> request from {request.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
