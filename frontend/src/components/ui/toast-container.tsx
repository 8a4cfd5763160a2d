// react-toastify's container, in a chunk of its own (see notify.ts): top-right, 5000 ms, pausing on hover
// and while the window is in the background; a polite live region.
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { useI18n } from '../../i18n/i18n';
import { TOAST_AUTO_CLOSE_MS, toastDemand } from '../../lib/notify';

export default function Toasts() {
  const { t } = useI18n();
  useEffect(() => toastDemand.containerMounted(), []);
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
