import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { useSession } from '../../api/session/useSession';
import { Page } from '../../ui/page/Page';
import { SupportContacts } from '../../ui/support/SupportContacts';
import { useSupportContacts } from '../../ui/support/useSupportContacts';
import { LoginPrompt } from './LoginPrompt';
import { SupportChat } from './SupportChat';
import './support.css';

/**
 * `/pages/help/center/chat`: the live chat with support for a signed-in user. Where the operator
 * runs an outside customer-service page (CUSTOMER_SERVICE_URL), the contacts lead there instead,
 * as "Contact us" does; a visitor is asked to log in, with the other contacts below.
 */
export default function SupportScreen() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const contacts = useSupportContacts();
  const outside = contacts.data?.chat ?? null;
  const chat = loggedIn && !outside && !contacts.isPending;
  return (
    <Page title={t('support.title')} testId="support-page">
      {chat ? (
        <SupportChat />
      ) : loggedIn && contacts.isPending ? (
        <Loading className="tw-support-wait" />
      ) : (
        <div className="tw-content">
          {!loggedIn && !outside && <LoginPrompt />}
          <section className="tw-card tw-center">
            <SupportContacts intro={t('support.intro')} />
          </section>
        </div>
      )}
    </Page>
  );
}
