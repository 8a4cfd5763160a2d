// react-toastify's container, in a chunk of its own (see notify.ts): top-right, 5000 ms, pausing on hover
// and while the window is in the background; a polite live region.
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { useI18n } from '../../i18n/i18n';
import { TOAST_AUTO_CLOSE_MS, toastDemand } from '../../lib/notify';

/**
 * How long the region is in the page, empty, before the first toast goes in. Screen readers follow a live
 * region once it is in the accessibility tree: content put in the moment it appears is often not read.
 */
const REGION_SETTLE_MS = 100;

export default function Toasts() {
  const { t } = useI18n();
  useEffect(() => {
    const settled = setTimeout(toastDemand.containerMounted, REGION_SETTLE_MS);
    return () => clearTimeout(settled);
  }, []);
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
