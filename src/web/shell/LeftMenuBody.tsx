import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import 'react-vant/es/cell/style/index.css';
import { InfoO, Records, ServiceO, SettingO, UserCircleO } from '@react-vant/icons';
import { useCustomerUrl } from '../queries/config';
import { LOGIN_PATH } from '../session/loginRedirect';
import { useSession } from '../session/useSession';

/** The menu's entries, downloaded the first time the menu opens. */
export default function LeftMenuBody({ close }: { close(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn, user } = useSession();
  const customer = useCustomerUrl();
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <nav className="tw-menu" data-testid="left-menu">
      <button
        type="button"
        className="tw-menu-user"
        onClick={() => go(loggedIn ? '/pages/settings/account/index' : LOGIN_PATH)}
      >
        <UserCircleO fontSize={40} />
        <span>
          <strong>{loggedIn ? user?.nickname : t('menu.login_register')}</strong>
          <small className="tw-muted">{loggedIn ? t('menu.view_account') : t('menu.welcome')}</small>
        </span>
      </button>
      {/* The spec's "transaction history": every change to the user's balances. */}
      {loggedIn && (
        <Cell
          title={t('menu.history')}
          icon={<Records />}
          isLink
          onClick={() => go('/pages/assets/changeRecord')}
        />
      )}
      <Cell
        title={t('menu.settings')}
        icon={<SettingO />}
        isLink
        onClick={() => go('/pages/settings/index')}
      />
      {customer.data?.url ? (
        <Cell
          title={t('menu.contact')}
          icon={<ServiceO />}
          isLink
          onClick={() => window.open(customer.data?.url, '_blank', 'noopener')}
        />
      ) : null}
      <Cell title={t('menu.about')} icon={<InfoO />} isLink onClick={() => go('/pages/about/index')} />
    </nav>
  );
}
