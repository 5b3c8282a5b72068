import { useTranslation } from 'react-i18next';
import { InfoO } from '@react-vant/icons';

/**
 * On a local demo install (never in production) the receiving address or bank account is a
 * stand-in: said before anything else on the card, so no one sends real money to it.
 */
export function DemoSetupNotice({ what }: { what: 'address' | 'bank' }) {
  const { t } = useTranslation();
  return (
    <div className="tw-deposit-demo" role="note" data-testid="deposit-demo">
      <strong>
        <InfoO /> {t('deposit.page.demo_title')}
      </strong>
      <p>{t(what === 'address' ? 'deposit.page.demo_address' : 'deposit.page.demo_bank')}</p>
    </div>
  );
}
