import { useTranslation } from 'react-i18next';
import type { C2cPayInfo } from '../../../core/schemas/c2c';
import { CopyRow } from './CopyRow';
import { PayTypeLabel } from './PayTypes';

/** Where the payer sends the fiat, each line with its copy button. */
export function PayInfo({ info, amount }: { info: C2cPayInfo; amount: string }) {
  const { t } = useTranslation();
  return (
    <section className="tw-card tw-c2c-pay-info" data-testid="c2c-pay-info">
      <h3>
        {t('c2c.detail.pay_to')} <PayTypeLabel payType={info.pay_type} />
      </h3>
      <dl>
        <CopyRow label={t('c2c.detail.pay_amount')} value={amount} testId="c2c-pay-amount" />
        <CopyRow label={t('c2c.detail.pay_name')} value={info.name} testId="c2c-pay-name" />
        <CopyRow label={t('c2c.detail.pay_account')} value={info.account} testId="c2c-pay-account" />
        {info.bank && <CopyRow label={t('c2c.detail.pay_bank')} value={info.bank} testId="c2c-pay-bank" />}
      </dl>
      <p className="tw-muted tw-small">{t('c2c.detail.pay_note')}</p>
    </section>
  );
}
