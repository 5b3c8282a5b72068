import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { C2cPaymentMethod } from '../../../core/schemas/c2c';
import { EmptyState } from '../../ui/EmptyState';
import { MerchantArea } from './MerchantArea';
import { PaymentMethodSheet } from './PaymentMethodSheet';
import { PayTypeLabel } from './PayTypes';
import { usePaymentMethods } from './queries';

/** `/pages/c2c/merchant/payments`: where buyers pay the merchant; each editable, new ones added. */
export default function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<C2cPaymentMethod | 'new' | null>(null);
  return (
    <MerchantArea
      title={t('c2c.merchant.payments')}
      testId="c2c-payments-page"
      right={
        <button
          type="button"
          className="tw-link"
          onClick={() => setEditing('new')}
          data-testid="c2c-payment-add"
        >
          {t('c2c.payments.add')}
        </button>
      }
    >
      {() => (
        <div className="tw-content tw-c2c">
          <p className="tw-muted tw-small">{t('c2c.payments.intro')}</p>
          <MethodList onEdit={setEditing} />
          <PaymentMethodSheet method={editing} onClose={() => setEditing(null)} />
        </div>
      )}
    </MerchantArea>
  );
}

function MethodList({ onEdit }: { onEdit(method: C2cPaymentMethod): void }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods(true);
  if (methods.isError && !methods.data) return <p className="tw-muted">{t('c2c.load_failed')}</p>;
  if (!methods.data) return <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />;
  if (methods.data.length === 0)
    return (
      <div data-testid="c2c-payments-empty">
        <EmptyState description={t('c2c.payments.none')} />
      </div>
    );
  return (
    <ul className="tw-c2c-list" data-testid="c2c-payments">
      {methods.data.map((m) => (
        <li
          key={m.id}
          className="tw-card tw-c2c-method"
          data-testid="c2c-payment-method"
          data-enabled={m.enabled}
        >
          <header>
            <PayTypeLabel payType={m.pay_type} />
            <span className="tw-muted tw-small">
              {t(m.enabled ? 'c2c.payments.enabled' : 'c2c.payments.disabled')}
            </span>
          </header>
          <p>
            <strong>{m.name}</strong> <span className="tw-num">{m.account}</span>
          </p>
          {m.bank && <p className="tw-muted tw-small">{m.bank}</p>}
          <button type="button" className="tw-link" onClick={() => onEdit(m)} data-testid="c2c-payment-edit">
            {t('c2c.merchant.edit')}
          </button>
        </li>
      ))}
    </ul>
  );
}
