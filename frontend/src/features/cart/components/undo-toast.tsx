// The toast after removing a line: says what was removed and offers to put it back.
import { useI18n } from '../../../i18n/i18n';

export function UndoToast({
  message,
  onUndo,
  closeToast,
}: {
  message: string;
  onUndo: () => void;
  closeToast?: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="toast-undo">
      <span>{message}</span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onUndo();
          closeToast?.();
        }}
      >
        {t('cart.undo')}
      </button>
    </div>
  );
}
