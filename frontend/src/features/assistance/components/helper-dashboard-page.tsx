// /assis-dash (spec §2): the helpers' list of session requests, live over the socket (no reload), longest
// waiting first, each with name, email, type, when and how long it has waited; Accept (the first helper
// wins; a helper who was too late is told and the request leaves the list) and Remove; the dashboard's own
// dark on/off toggle; new requests announced, a short sound and a browser notification (while the tab is in
// the background) if the helper wants them, and the number waiting in the tab's title ("(2) Session
// Requests"), so a helper working in another tab notices. Each request says the shopper's language (in the
// helper's), so a helper who speaks it can take it.
import type { AssistRequest, AssistType } from '@store/contracts/assistance';
import { ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { currentLanguage, t as translate, useI18n, type MessageKey } from '../../../i18n/i18n';
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
import { languageInWords, requestLanguage } from '../utils/languages';
import { liveViewPath } from '../utils/live-view-path';
import { durationInWords, timeInWords } from '../utils/time-words';
import { HelperOnly } from './helper-only';
import { HelperPresence } from './helper-presence';
import './live-help.css';

const DARK_KEY = 'helperDashboardDark';
const SOUND_KEY = 'helperRequestSound';
const NOTIFY_KEY = 'helperRequestNotifications';

/** The browser's notifications, where it has them. */
const browserNotifications = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;

export function HelperDashboardPage() {
  return (
    <HelperOnly returnTo={paths.assisDash}>
      <Dashboard />
    </HelperOnly>
  );
}

/** The request types as the helper's language names them. */
const assistTypeKeys: Record<AssistType, MessageKey> = {
  'Live Assistance': 'liveHelp.type.live',
  'Scheduled Session': 'liveHelp.type.scheduled',
};

/** "New request from Nimal: Live Assistance." and the shopper's language when it is not the helper's. */
function newRequestAnnouncement(request: AssistRequest): string {
  const said = translate('helperDashboard.newRequest', {
    name: request.name,
    type: translate(assistTypeKeys[request.type]),
  });
  const language = requestLanguage(request);
  if (language === currentLanguage()) return said;
  return `${said} ${translate('helperDashboard.speaks', { language: languageInWords(translate, language) })}`;
}

const byWaitingLongest = (a: AssistRequest, b: AssistRequest) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

function Dashboard() {
  const { t, tRich, date } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requests = useHelperRequests();
  const now = useNow(15_000);
  const [dark, setDark] = useState(() => readString(DARK_KEY) === 'on');
  const [sound, setSound] = useState(() => readString(SOUND_KEY) === 'on');
  const Notifications = browserNotifications();
  const [notifying, setNotifying] = useState(
    () => readString(NOTIFY_KEY) === 'on' && Notifications?.permission === 'granted',
  );
  const [announcement, setAnnouncement] = useState('');
  const ids = { dark: useId(), sound: useId(), notify: useId() };

  useAssistSocketEvent<AssistRequest>(ASSIST_SOCKET_EVENTS.requestCreated, (request) => {
    const said = newRequestAnnouncement(request);
    setAnnouncement(said);
    if (sound) playChime();
    // In view, the announcement says it; a notification is for a helper working in another tab.
    if (notifying && Notifications?.permission === 'granted' && document.visibilityState === 'hidden') {
      new Notifications(translate('helperDashboard.title'), { body: said, tag: request._id });
    }
  });

  const chooseNotifications = async (on: boolean) => {
    if (!Notifications) return;
    const permission =
      on && Notifications.permission === 'default'
        ? await Notifications.requestPermission()
        : Notifications.permission;
    const allowed = on && permission === 'granted';
    setNotifying(allowed);
    writeString(NOTIFY_KEY, allowed ? 'on' : null);
    if (on && !allowed) setAnnouncement(translate('helperDashboard.notificationsBlocked'));
  };

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
            ? translate('helperDashboard.takenByAnother', { name: request.name })
            : translate('helperDashboard.closedMeanwhile', { name: request.name });
        setAnnouncement(message);
        notify.info(message);
        dropFromList(request._id);
        return;
      }
      notify.error(apiErrorMessage(error, translate('helperDashboard.acceptFailed')));
    },
  });

  const remove = useMutation({
    mutationFn: (request: AssistRequest) => closeRequest(request._id),
    onSuccess: (_closed, request) => {
      dropFromList(request._id);
      setAnnouncement(translate('helperDashboard.removed', { name: request.name }));
    },
    onError: (error) => notify.error(apiErrorMessage(error, translate('helperDashboard.removeFailed'))),
  });

  const all = requests.data ?? [];
  const waiting = all.filter((request) => !request.accept).sort(byWaitingLongest);
  const serving = all.filter((request) => request.accept && request.helperId === user?.id);

  const title = t('helperDashboard.title');
  const tabTitle =
    waiting.length > 0 ? t('helperDashboard.titleCount', { count: waiting.length, title }) : title;
  return (
    <div className={`page container helper-dash${dark ? ' helper-dash--dark' : ''}`}>
      <div className="helper-dash__bar">
        <PageHeading title={tabTitle}>{title}</PageHeading>
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
          <label htmlFor={ids.dark}>{t('helperDashboard.darkMode')}</label>
        </span>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <HelperPresence onSaid={setAnnouncement} />
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
        <label htmlFor={ids.sound}>{t('helperDashboard.sound')}</label>
      </p>
      {Notifications && (
        <p className="checkbox-field">
          <input
            id={ids.notify}
            type="checkbox"
            checked={notifying}
            onChange={(event) => void chooseNotifications(event.target.checked)}
          />
          <label htmlFor={ids.notify}>{t('helperDashboard.notifications')}</label>
        </p>
      )}

      {serving.length > 0 && (
        <section aria-labelledby="serving-heading">
          <h2 id="serving-heading">{t('helperDashboard.serving')}</h2>
          <ul className="request-list">
            {serving.map((request) => (
              <li key={request._id} className="request-card">
                <span>
                  {t('helperDashboard.servingShopper', {
                    name: request.name,
                    email: request.email,
                    language: languageInWords(t, requestLanguage(request)),
                  })}
                </span>
                <Link to={liveViewPath(request.userId)} className="button button--small button--primary">
                  {t('helperDashboard.openChat', { name: request.name })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">{t('helperDashboard.waiting')}</h2>
        {requests.isPending ? (
          <p role="status">{t('helperDashboard.loading')}</p>
        ) : requests.isError && !requests.data ? (
          <p role="alert">{t('helperDashboard.readFailed', { reason: apiErrorMessage(requests.error) })}</p>
        ) : waiting.length === 0 ? (
          <p>{t('helperDashboard.none')}</p>
        ) : (
          <ul className="request-list">
            {waiting.map((request) => (
              <li key={request._id} className="request-card">
                <div>
                  <h3>{request.name}</h3>
                  <dl>
                    <dt>{t('helperDashboard.email')}</dt>
                    <dd>{request.email}</dd>
                    <dt>{t('helperDashboard.type')}</dt>
                    <dd>{t(assistTypeKeys[request.type])}</dd>
                    <dt>{t('helperDashboard.language')}</dt>
                    <dd>{languageInWords(t, requestLanguage(request))}</dd>
                    <dt>{t('helperDashboard.when')}</dt>
                    <dd>
                      {request.scheduledFor
                        ? timeInWords(date, request.scheduledFor)
                        : t('helperDashboard.recently')}
                    </dd>
                    <dt>{t('helperDashboard.waitingFor')}</dt>
                    <dd>{durationInWords(t, now - Date.parse(request.createdAt))}</dd>
                  </dl>
                </div>
                <div className="request-card__actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate(request)}
                  >
                    {tRich('helperDashboard.accept', {
                      name: request.name,
                      hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    })}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(request)}
                  >
                    {tRich('helperDashboard.remove', {
                      name: request.name,
                      hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    })}
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
