// Where toasts appear. The container (react-toastify) is fetched with the first toast, not with the page;
// Alt+T moves focus to the newest toast and pauses them.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from '../../lib/notify';

const Toasts = lazy(() => import('./toast-container'));

export function ToastRegion() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
