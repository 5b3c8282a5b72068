import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session/useSession';
import { EmptyState } from '../../ui/EmptyState';
import { useNow } from '../../ui/hooks/useNow';
import { ListTabs } from '../../ui/page/ListTabs';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { ItemCard } from './ItemCard';
import { FILTER_KEY } from './labels';
import { ieoKeys, useIeoItems } from './queries';
import { byListOrder, inFilter, ITEM_FILTERS, type ItemFilter } from './timeline';
import './ieo.css';

const isFilter = (value: string | null): value is ItemFilter =>
  (ITEM_FILTERS as readonly string[]).includes(value ?? '');

/** `/pages/ieo/index`: every IEO by phase, those open for applications first. */
export default function ItemsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  // The filter lives in the address, so going back from a detail returns to the same tab.
  const [params, setParams] = useSearchParams();
  const shown = params.get('tab');
  const filter: ItemFilter = isFilter(shown) ? shown : 'all';
  return (
    <Page
      title={t('ieo.title')}
      testId="ieo-page"
      right={
        loggedIn ? (
          <Link to="/pages/ieo/mine" className="tw-link" data-testid="ieo-mine-link">
            {t('ieo.mine_link')}
          </Link>
        ) : undefined
      }
    >
      <ListTabs
        className="tw-ieo-tabs"
        tabs={ITEM_FILTERS}
        value={filter}
        onChange={(tab) => setParams(tab === 'all' ? {} : { tab }, { replace: true })}
        label={(tab) => t(FILTER_KEY[tab])}
        testId={(tab) => `ieo-filter-${tab}`}
      />
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: ieoKeys.all })}>
        <div className="tw-content tw-ieo">
          <p className="tw-muted tw-small">{t('ieo.intro')}</p>
          <ItemList filter={filter} />
        </div>
      </Refreshable>
    </Page>
  );
}

function ItemList({ filter }: { filter: ItemFilter }) {
  const { t, i18n } = useTranslation();
  const items = useIeoItems(i18n.language);
  // Countdowns show minutes: a tick every 30 s keeps them right without redrawing every second.
  const now = useNow(true, 30_000);
  if (items.isError && !items.data) return <p className="tw-muted">{t('ieo.load_failed')}</p>;
  if (!items.data) return <div className="tw-skeleton-block tw-ieo-skeleton" aria-busy="true" />;
  const shown = items.data.filter((item) => inFilter(item, filter)).sort(byListOrder);
  if (shown.length === 0) return <EmptyState description={t('ieo.none')} />;
  return (
    <div className="tw-ieo-list" data-testid="ieo-items">
      {shown.map((item) => (
        <ItemCard key={item.id} item={item} now={now} />
      ))}
    </div>
  );
}
