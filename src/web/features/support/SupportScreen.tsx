import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page/Page';
import { SupportContacts } from '../../ui/support/SupportContacts';

/**
 * `/pages/help/center/chat`: until the help centre and its chat exist, the support contacts the
 * operator configured (or a plain "none configured"), never a 404.
 */
export default function SupportScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('support.title')} testId="support-page">
      <div className="tw-content">
        <section className="tw-card tw-center">
          <SupportContacts intro={t('support.intro')} />
        </section>
      </div>
    </Page>
  );
}
