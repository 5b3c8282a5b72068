import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session/useSession';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { useNow } from '../../ui/hooks/useNow';
import { SaleCard } from './SaleCard';
import { newcoinsKeys, useSales } from './queries';
import './newcoins.css';

/** `/pages/subscribe/index`: every new-coin sale, those open for subscription first. */
export default function SalesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const sales = useSales();
  const now = useNow(true, 30_000);
  const order = { subscribing: 0, upcoming: 1, sold_out: 2, ended: 3, redeeming: 4 } as const;
  const products = [...(sales.data?.products ?? [])].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <Page
      title={t('newcoins.title')}
      testId="newcoins-page"
      right={
        loggedIn ? (
          <button type="button" className="tw-link" onClick={() => navigate('/pages/subscribe/mine')}>
            {t('newcoins.mine')}
          </button>
        ) : undefined
      }
    >
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: newcoinsKeys.all })}>
        <div className="tw-content tw-newcoins">
          <p className="tw-muted tw-small">{t('newcoins.intro')}</p>
          {sales.isError && !sales.data ? (
            <p className="tw-muted">{t('newcoins.load_failed')}</p>
          ) : !sales.data ? (
            <div className="tw-skeleton-block tw-newcoin-skeleton" aria-busy="true" />
          ) : products.length === 0 ? (
            <EmptyState description={t('newcoins.none')} />
          ) : (
            <div className="tw-newcoin-list" data-testid="newcoin-sales">
              {products.map((p) => (
                <SaleCard key={p.id} product={p} now={now} />
              ))}
            </div>
          )}
        </div>
      </Refreshable>
    </Page>
  );
}
