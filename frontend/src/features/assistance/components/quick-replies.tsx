// The helper's quick replies on the live view: one press sends one (through the same outbox as typed
// messages); the list is the helper's own, edited as lines of text and kept on the server. Before a helper
// saves a list, a starter list in their language is offered.
import { MAX_QUICK_REPLIES, MAX_QUICK_REPLY_LENGTH } from '@store/contracts/assistance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getQuickReplies, saveQuickReplies } from '../api/quick-replies';

const STARTER_KEYS: readonly MessageKey[] = [
  'helperLive.quick.default1',
  'helperLive.quick.default2',
  'helperLive.quick.default3',
  'helperLive.quick.default4',
];

export function QuickReplies({ send }: { send: (text: string) => boolean }) {
  const { t } = useI18n();
  const titleId = useId();
  const fieldId = useId();
  const problemId = useId();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: queryKeys.assistance.quickReplies, queryFn: getQuickReplies });
  const replies = saved.data ?? (saved.isSuccess ? STARTER_KEYS.map((key) => t(key)) : []);
  const [draft, setDraft] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Opening and closing the editor replaces the pressed control: the focus follows to its counterpart.
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const moveFocus = useRef(false);
  const editing = draft !== null;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (editing ? field.current : editButton.current)?.focus();
  }, [editing]);
  const closeEditor = () => {
    moveFocus.current = true;
    setProblem(null);
    setDraft(null);
  };
  const save = useMutation({
    mutationFn: saveQuickReplies,
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.assistance.quickReplies, list);
      closeEditor();
      setSaid(t('helperLive.quick.saved'));
    },
    onError: (error) => setProblem(t('helperLive.quick.saveFailed', { reason: apiErrorMessage(error) })),
  });

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const lines = (draft ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // The service's limits, said in the helper's language before asking it.
    const tooLong = lines.findIndex((line) => line.length > MAX_QUICK_REPLY_LENGTH);
    if (lines.length > MAX_QUICK_REPLIES) {
      setProblem(
        t('helperLive.quick.tooMany', { max: MAX_QUICK_REPLIES, extra: lines.length - MAX_QUICK_REPLIES }),
      );
    } else if (tooLong >= 0) {
      setProblem(t('helperLive.quick.tooLong', { max: MAX_QUICK_REPLY_LENGTH, line: tooLong + 1 }));
    } else {
      setProblem(null);
      save.mutate(lines);
    }
  };

  return (
    <section className="quick-replies" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('helperLive.quick.title')}</h3>
      {saved.isSuccess && replies.length === 0 && <p>{t('helperLive.quick.none')}</p>}
      {replies.length > 0 && (
        <ul className="quick-replies__list">
          {replies.map((reply, index) => (
            <li key={`${index}:${reply}`}>
              <button
                type="button"
                className="button button--small"
                aria-label={t('helperLive.quick.send', { reply })}
                onClick={() => send(reply)}
              >
                {reply}
              </button>
            </li>
          ))}
        </ul>
      )}
      {draft === null ? (
        <button
          ref={editButton}
          type="button"
          className="button button--small"
          disabled={!saved.isSuccess}
          onClick={() => {
            setSaid('');
            moveFocus.current = true;
            setDraft(replies.join('\n'));
          }}
        >
          {t('helperLive.quick.edit')}
        </button>
      ) : (
        <form className="quick-replies__edit" onSubmit={onSave}>
          <label htmlFor={fieldId}>{t('helperLive.quick.field', { max: MAX_QUICK_REPLIES })}</label>
          <textarea
            ref={field}
            id={fieldId}
            rows={6}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem !== null ? problemId : undefined}
          />
          {problem !== null && (
            <p id={problemId} role="alert" className="form-message form-message--error">
              {problem}
            </p>
          )}
          <p className="send-panel__row">
            <button
              type="submit"
              className="button button--small button--primary"
              aria-disabled={save.isPending}
            >
              {t('helperLive.quick.save')}
            </button>
            <button type="button" className="button button--small" onClick={closeEditor}>
              {t('helperLive.quick.cancel')}
            </button>
          </p>
        </form>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}
