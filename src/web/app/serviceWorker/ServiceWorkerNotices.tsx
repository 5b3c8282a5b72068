import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { onServerReachableChange, serverReachable } from '../../api/networkStatus';
import { registerServiceWorker, type UpdateOffer } from './registerServiceWorker';
import { whenIdle } from './whenIdle';
import './ServiceWorkerNotices.css';

/** Unreachable when the browser says it is offline, or the last call or connection found no server. */
function useNetworkUnavailable(): boolean {
  const read = () => !navigator.onLine || !serverReachable();
  const [unavailable, setUnavailable] = useState(read);
  useEffect(() => {
    const update = () => setUnavailable(read());
    const stop = onServerReachableChange(update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      stop();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return unavailable;
}

function ServiceWorkerNotices() {
  const { t } = useTranslation();
  const unavailable = useNetworkUnavailable();
  const [update, setUpdate] = useState<UpdateOffer | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    // Built app only (the dev server has no worker), and only where the browser has them:
    // some wallet browsers do not, and the app works there as before.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    whenIdle(() => void registerServiceWorker(setUpdate).catch(() => undefined));
  }, []);

  if (!unavailable && !update) return null;
  return (
    <div className="tw-sw-notices">
      {unavailable && (
        <div className="tw-sw-notice tw-sw-notice--offline" role="status" data-testid="network-notice">
          {t('app.offline')}
        </div>
      )}
      {update && (
        <div className="tw-sw-notice tw-sw-notice--update" role="alert" data-testid="update-offer">
          <span>{t('app.update_available')}</span>
          <Button
            type="primary"
            size="small"
            round
            loading={reloading}
            data-testid="update-reload"
            onClick={() => {
              setReloading(true);
              update.apply();
            }}
          >
            {t('app.update_reload')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Its own root beside the app's (#root), so the app's render or hydration never meets it. */
export function mountServiceWorkerNotices(): void {
  const host = document.createElement('div');
  host.id = 'tw-sw-notices';
  document.body.append(host);
  createRoot(host).render(<ServiceWorkerNotices />);
}
