import { useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Arrow } from '@react-vant/icons';
import { Big } from '../../../core/money';
import { Page } from '../../ui/page/Page';
import type { FinanceEntry } from '../../ui/page/routeManifest';
import { Refreshable } from '../../ui/page/Refreshable';
import { useCoinPlaces } from '../assets';
import { HoldingsCard } from './HoldingsCard';
import { ProductList } from './ProductList';
import { financeKeys, useFinanceEvents, useProducts } from './queries';
import './finance.css';

// The wealth products' entries (features/<f>/financeEntries.ts), found by their place.
const entryFiles = import.meta.glob<{ financeEntries: FinanceEntry[] }>('../*/financeEntries.ts', {
  eager: true,
});
const ENTRIES = Object.values(entryFiles)
  .flatMap((file) => file.financeEntries)
  .sort((a, b) => a.order - b.order);

/** How many open products the tab shows before "all products". */
const SHOWN_ON_TAB = 3;

/**
 * The finance tab (the spec's "financial management"): what the user holds, the wealth products
 * as entries (locked funds today; new coins, IEO and peer-to-peer join as they open), and the
 * best open locked-fund products to start from.
 */
export default function FinanceScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const places = useCoinPlaces();
  const products = useProducts();
  useFinanceEvents();
  const open = (products.data?.products ?? []).filter((p) => p.status === 'open');
  const best = [...open].sort((a, b) => new Big(b.annual_rate).cmp(a.annual_rate)).slice(0, SHOWN_ON_TAB);
  return (
    <Page title={t('finance.title')} back={false} testId="finance-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: financeKeys.all })}>
        <div className="tw-content tw-finance">
          <p className="tw-muted tw-finance-subtitle">{t('finance.subtitle')}</p>
          <HoldingsCard places={places} />
          <nav className="tw-finance-entries" aria-label={t('finance.products')}>
            {ENTRIES.map(({ Preview, ...entry }) => (
              <Fragment key={entry.key}>
                <Link to={entry.path} className="tw-finance-entry" data-testid={`finance-entry-${entry.key}`}>
                  <strong>{t(entry.titleKey)}</strong>
                  <small className="tw-muted">{t(entry.noteKey)}</small>
                  <Arrow />
                </Link>
                {Preview && <Preview />}
              </Fragment>
            ))}
          </nav>
          <header className="tw-finance-section">
            <h2>{t('finance.products')}</h2>
            <Link to="/pages/trust/index" data-testid="finance-all-products">
              {t('finance.all_products')}
            </Link>
          </header>
          <ProductList products={products.data ? best : undefined} failed={products.isError} />
        </div>
      </Refreshable>
    </Page>
  );
}
