import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { useSupportContacts } from './useSupportContacts';
import './support.css';

/**
 * Where "contact support" leads: the e-mail, help page and chat the operator configured, as real
 * links, after `intro` when given. With none configured it says so (on a local demo install, who
 * acts instead), rather than pointing at nothing (and leaves out the intro, which would announce
 * contacts that are not there).
 */
export function SupportContacts({ intro }: { intro?: string }) {
  const { t } = useTranslation();
  const contacts = useSupportContacts();
  if (contacts.isPending) return <Loading type="spinner" size={20} />;
  const { email = null, url = null, chat = null, demo = false } = contacts.data ?? {};
  // A local demo install has no desk: say who acts instead, rather than "none set up yet".
  if (!email && !url && !chat && demo) {
    return (
      <p className="tw-support-none" data-testid="support-demo">
        {t('support.demo')}
      </p>
    );
  }
  if (!email && !url && !chat) {
    return (
      <p className="tw-support-none" data-testid="support-none">
        {t('support.none')}
      </p>
    );
  }
  return (
    <>
      {intro && <p>{intro}</p>}
      <ul className="tw-support" data-testid="support-contacts">
        {chat && (
          <li>
            <a href={chat} target="_blank" rel="noopener noreferrer" data-testid="support-chat">
              {t('support.chat')}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`} data-testid="support-email">
              {t('support.email', { email })}
            </a>
          </li>
        )}
        {url && (
          <li>
            <a href={url} target="_blank" rel="noopener noreferrer" data-testid="support-url">
              {t('support.page')}
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
