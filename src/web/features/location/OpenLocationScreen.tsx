import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from 'react-vant';
import { LocationO, MapMarked } from '@react-vant/icons';
import 'react-vant/es/button/style/index.css';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/page/Page';
import { mapAppFor, mapLink, placeFromQuery, placeText, type MapApp } from './mapLinks';
import './location.css';
import { copyText } from '../../ui/copyText';

// The primary button's words name the app it opens.
const OPEN_KEY: Record<MapApp, string> = {
  android: 'location.open_android',
  ios: 'location.open_ios',
  web: 'location.open_web',
};

/**
 * `/open-location?address=…&name=…` (or `lat`/`lng`): a place, with a button that opens it in the
 * phone's map app — geo: on Android (the phone offers its map apps), Apple Maps on iPhone and
 * iPad, Google Maps on the web elsewhere — the web map as a second way (a wallet's in-app browser
 * may not hand geo: links on), and a copy button.
 */
export default function OpenLocationScreen() {
  const { t } = useTranslation();
  const place = placeFromQuery(new URLSearchParams(useLocation().search));
  const app = mapAppFor(navigator.userAgent, navigator.maxTouchPoints);

  const copy = (text: string) =>
    copyText(text, { copied: t('location.copied'), failed: t('location.copy_failed') });

  return (
    <Page title={t('location.open_title')} testId="open-location-page">
      <div className="tw-content">
        {place ? (
          <>
            <section className="tw-card tw-place" data-testid="place">
              <MapMarked className="tw-place-pin" fontSize={28} aria-hidden="true" />
              <div className="tw-place-text">
                {place.name && (
                  <h2 className="tw-place-name" data-testid="place-name">
                    {place.name}
                  </h2>
                )}
                {place.address && (
                  <p className="tw-place-address" data-testid="place-address">
                    {place.address}
                  </p>
                )}
                {place.lat !== null && (
                  <p className="tw-muted tw-small tw-num" data-testid="place-coordinates">
                    {t('location.coordinates', { latitude: place.lat, longitude: place.lng })}
                  </p>
                )}
              </div>
            </section>
            <div className="tw-place-actions">
              {/* A link, not a script's navigation: the phone hands geo: and maps links to its apps. */}
              <a
                className="tw-place-open"
                href={mapLink(place, app)}
                target={app === 'web' ? '_blank' : undefined}
                rel="noopener noreferrer"
                data-testid="open-in-maps"
              >
                <LocationO fontSize={18} aria-hidden="true" />
                {t(OPEN_KEY[app])}
              </a>
              <Button round block plain onClick={() => void copy(placeText(place))}>
                <span data-testid="copy-place">{t('location.copy')}</span>
              </Button>
              {app !== 'web' && (
                <a
                  className="tw-link tw-place-web"
                  href={mapLink(place, 'web')}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="open-in-web-map"
                >
                  {t('location.open_web_instead')}
                </a>
              )}
            </div>
            <p className="tw-muted tw-small tw-place-note">{t('location.leaves_app')}</p>
          </>
        ) : (
          <div data-testid="no-place">
            <EmptyState description={t('location.no_place')} />
          </div>
        )}
      </div>
    </Page>
  );
}
