import { useTranslation } from 'react-i18next';
import { FIAT_DECIMALS } from '../../../core/forms/c2cOrderForm';
import { parseMoney } from '../../../core/money';
import type { C2cPayInfo } from '../../../core/schemas/c2c';
import { CopyRow } from './CopyRow';
import { fiatText } from './format';
import { PayTypeLabel } from './PayTypes';

/** A long bank account number (an IBAN) in groups of four, as banks print it: it wraps between groups. */
const grouped = (account: string) =>
  /^[A-Z0-9]{13,}$/i.test(account) ? account.replace(/(.{4})(?=.)/g, '$1 ') : account;

/**
 * Where the payer sends the fiat, each line with its copy button: the amount shown with its
 * currency and copied as the bare figure, a bank account shown grouped and copied whole. A local
 * demo merchant's bank is named as what it is, in the reader's language.
 */
export function PayInfo({
  info,
  amount,
  fiat,
  demo,
}: {
  info: C2cPayInfo;
  amount: string;
  fiat: string;
  /** The details are a local demo merchant's: no real account. */
  demo: boolean;
}) {
  const { t, i18n } = useTranslation();
  const figure = parseMoney(amount)?.toFixed(FIAT_DECIMALS) ?? amount;
  return (
    <section className="tw-card tw-c2c-pay-info" data-testid="c2c-pay-info">
      <h3>
        {t('c2c.detail.pay_to')} <PayTypeLabel payType={info.pay_type} />
      </h3>
      <dl>
        <CopyRow
          label={t('c2c.detail.pay_amount')}
          value={fiatText(amount, fiat, i18n.language)}
          copy={figure}
          testId="c2c-pay-amount"
        />
        <CopyRow label={t('c2c.detail.pay_name')} value={info.name} testId="c2c-pay-name" />
        <CopyRow
          label={t('c2c.detail.pay_account')}
          value={info.pay_type === 'bank' ? grouped(info.account) : info.account}
          copy={info.account}
          testId="c2c-pay-account"
        />
        {info.bank && (
          <CopyRow
            label={t('c2c.detail.pay_bank')}
            value={demo ? t('c2c.demo.bank') : info.bank}
            testId="c2c-pay-bank"
          />
        )}
      </dl>
      <p className="tw-muted tw-small">{t('c2c.detail.pay_note')}</p>
    </section>
  );
}
