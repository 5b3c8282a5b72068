import { useTranslation } from 'react-i18next';
import type { TrustProduct } from '../../../core/schemas/finance';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard } from './ProductCard';

/** Products as cards; the query's failure and an empty offer each say so. */
export function ProductList({ products, failed }: { products: TrustProduct[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  if (failed && !products) return <p className="tw-muted tw-finance-note">{t('finance.load_failed')}</p>;
  if (!products) return <div className="tw-skeleton-block tw-finance-skeleton" aria-busy="true" />;
  if (products.length === 0) return <EmptyState description={t('finance.no_products')} />;
  return (
    <div className="tw-finance-products" data-testid="finance-products">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}
