// Where toasts appear: top-right, 5000 ms, pausing on hover and while the window is in the background.
// react-toastify's container is a polite live region; Alt+T moves focus to the newest toast and pauses them.
import { ToastContainer } from 'react-toastify';
import { useI18n } from '../../i18n/i18n';
import { TOAST_AUTO_CLOSE_MS } from '../../lib/notify';

export function ToastRegion() {
  const { t } = useI18n();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      draggable={false}
      newestOnTop
      aria-label={t('toast.region')}
      role="status"
    />
  );
}
