import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session/useSession';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { useCoinPlaces } from '../assets';
import { HoldingsCard } from './HoldingsCard';
import { ProductList } from './ProductList';
import { financeKeys, useFinanceEvents, useProducts } from './queries';
import './finance.css';

/** `/pages/trust/index`: every locked-fund product (open, upcoming, sold out), and the user's totals. */
export default function TrustScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const places = useCoinPlaces();
  const products = useProducts();
  useFinanceEvents();
  return (
    <Page
      title={t('finance.trust_title')}
      testId="trust-page"
      right={
        loggedIn ? (
          <button type="button" className="tw-link" onClick={() => navigate('/pages/trust/orders')}>
            {t('finance.my_orders')}
          </button>
        ) : undefined
      }
    >
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: financeKeys.all })}>
        <div className="tw-content tw-finance">
          <HoldingsCard places={places} />
          <ProductList products={products.data?.products} failed={products.isError} />
        </div>
      </Refreshable>
    </Page>
  );
}
