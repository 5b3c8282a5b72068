import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page/Page';
import { useProductInfo, useProducts } from './queries';
import './finance.css';

/**
 * `/pages/trust/rules`: the rules as the server applies them, with a product's own figures (the
 * product asked for, or the first open one), so what is read here is what is paid.
 */
export default function RulesScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const products = useProducts();
  const first = products.data?.products.find((p) => p.status === 'open') ?? products.data?.products[0];
  const id = Number.isInteger(asked) && asked > 0 ? asked : (first?.id ?? null);
  const info = useProductInfo(id, i18n.language);
  const product = info.data;
  return (
    <Page title={t('finance.rules_title')} testId="trust-rules">
      <div className="tw-content tw-finance">
        {product ? (
          <section className="tw-card tw-rules">
            <h3>
              {t('finance.rules_for', {
                product: t('finance.product_title', { currency: product.currency, days: product.days }),
              })}
            </h3>
            <ol data-testid="finance-rules">
              {product.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </section>
        ) : info.isError || products.isError ? (
          <p className="tw-muted tw-finance-note">{t('finance.rules_failed')}</p>
        ) : (
          <div className="tw-skeleton-block tw-finance-skeleton" aria-busy="true" />
        )}
      </div>
    </Page>
  );
}
