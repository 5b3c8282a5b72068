import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Cell, Search } from 'react-vant';
import { Success } from '@react-vant/icons';
import 'react-vant/es/cell/style/index.css';
import 'react-vant/es/search/style/index.css';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/page/Page';
import { safeBack, storeChoice, type ChooserShows } from './chooser';
import { filterLocations } from './filterLocations';
import { Flag } from './Flag';
import type { ChooserState } from './useLocationChooser';
import { useCanShowFlags } from './useCanShowFlags';
import { useLocations } from './useLocations';
import './location.css';

const HOME = '/pages/index/index';

/**
 * `/choose-location`: the country or region picker of verification and the phone fields, full
 * screen, with a search box. `?back=` is the screen to return to, `field=` what it chooses for,
 * `shows=country|code` what each row shows on the right, `value=` the current choice (ticked).
 */
export default function ChooseLocationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const params = new URLSearchParams(search);
  const shows: ChooserShows = params.get('shows') === 'code' ? 'code' : 'country';
  const field = params.get('field') ?? shows;
  const current = params.get('value') ?? '';
  const back = safeBack(params.get('back'));
  const [typed, setTyped] = useState('');
  const locations = useLocations();
  const flags = useCanShowFlags();
  const shown = useMemo(() => filterLocations(locations.data ?? [], typed), [locations.data, typed]);

  const choose = (place: { country: string; code: string; name: string }) => {
    storeChoice({ field, ...place });
    // Opened by a screen one step back: return there (its history entry keeps what it had typed).
    // Opened any other way: go to `back` in place of this screen.
    if ((state as ChooserState | null)?.fromOpener) navigate(-1);
    else navigate(back ?? HOME, { replace: true });
  };
  const isCurrent = (place: { country: string; code: string }) =>
    shows === 'code' ? place.code === current : place.country === current;

  return (
    <Page title={t('location.choose_title')} testId="choose-location-page">
      <div className="tw-location-search">
        <Search
          value={typed}
          onChange={setTyped}
          placeholder={t('location.search')}
          shape="round"
          aria-label={t('location.search')}
        />
      </div>
      {locations.isError ? (
        <div className="tw-center">
          <p className="tw-muted">{t('location.load_failed')}</p>
          <Button size="small" round onClick={() => void locations.refetch()}>
            {t('location.retry')}
          </Button>
        </div>
      ) : locations.isLoading ? (
        <div className="tw-skeleton-block tw-location-skeleton" aria-busy="true" />
      ) : shown.length === 0 ? (
        <div data-testid="location-none">
          <EmptyState kind="search" description={t('location.none_found')} />
        </div>
      ) : (
        <div className="tw-location-list" data-testid="country-list">
          {shown.map((place) => (
            <Cell
              key={place.country}
              className={isCurrent(place) ? 'tw-location-current' : undefined}
              icon={flags ? <Flag country={place.country} /> : undefined}
              title={place.name}
              label={shows === 'country' ? `+${place.code}` : undefined}
              value={shows === 'code' ? `+${place.code}` : place.country}
              rightIcon={isCurrent(place) ? <Success aria-label={t('location.current')} /> : undefined}
              clickable
              onClick={() => choose(place)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
