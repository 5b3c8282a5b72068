import { useTranslation } from 'react-i18next';
import type { BankInfoView } from '../../../core/schemas/deposit';
import { DemoSetupNotice } from './DemoSetupNotice';
import { copyText } from '../../ui/copyText';

/** One line of the beneficiary with its own copy button: each goes into a different box of a bank app. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () =>
    copyText(value, { copied: t('deposit.page.copied', { field: label }), failed: t('wallet.copy_failed') });
  return (
    <div className="tw-beneficiary-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="tw-beneficiary-value" data-testid={`${testId}-value`}>
          {value}
        </span>
        <button
          type="button"
          className="tw-beneficiary-copy"
          aria-label={t('deposit.page.copy_label', { field: label })}
          onClick={() => void copy()}
          data-testid={`${testId}-copy`}
        >
          {t('deposit.page.copy')}
        </button>
      </dd>
    </div>
  );
}

/** Where to pay: the platform's receiving account and, for a bank transfer, this deposit's reference. */
export function BankBeneficiary({ info, withReference }: { info: BankInfoView; withReference: boolean }) {
  const { t } = useTranslation();
  const account = info.account;
  if (!account) return null;
  const rows: [string, string | null, string][] = [
    ['beneficiary_holder', account.holder, 'beneficiary-holder'],
    // A local demo's account does not exist: its bank is named as that, in the reader's language.
    ['beneficiary_bank', info.demo ? t('deposit.page.demo_bank_name') : account.bank, 'beneficiary-bank'],
    ['beneficiary_account', account.account, 'beneficiary-account'],
    ['beneficiary_swift', account.swift, 'beneficiary-swift'],
    ['beneficiary_branch', account.branch, 'beneficiary-branch'],
  ];
  return (
    <section className="tw-card tw-beneficiary" data-testid="bank-beneficiary">
      {info.demo && <DemoSetupNotice what="bank" />}
      <h3 className="tw-card-title">{t('deposit.page.beneficiary_title')}</h3>
      <dl>
        {rows.map(([key, value, testId]) =>
          value ? <CopyRow key={key} label={t(`deposit.page.${key}`)} value={value} testId={testId} /> : null,
        )}
        {withReference && info.reference && (
          <CopyRow label={t('deposit.page.reference')} value={info.reference} testId="deposit-reference" />
        )}
      </dl>
      {withReference && info.reference && (
        <p className="tw-deposit-warning" role="note">
          {t('deposit.page.reference_note')}
        </p>
      )}
    </section>
  );
}
