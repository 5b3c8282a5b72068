import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import 'react-vant/es/cell/style/index.css';
import {
  BalanceListO,
  BalanceO,
  CashierO,
  Idcard,
  InfoO,
  LocationO,
  Records,
  ServiceO,
  SettingO,
  ShieldO,
  UserCircleO,
} from '@react-vant/icons';
import { useCustomerUrl } from '../api/config';
import { LOGIN_PATH } from '../api/session/loginRedirect';
import { useSession } from '../api/session/useSession';

/**
 * The spec's left-menu entries that exist so far, in its order. Each screen asks for a login
 * itself, so a visitor who taps one lands on login and comes back afterwards.
 */
const ACCOUNT_ENTRIES: { key: string; path: string; Icon: ComponentType }[] = [
  { key: 'deposit', path: '/pages/deposit/index', Icon: BalanceO },
  { key: 'quick_deposit', path: '/pages/deposit/index?tab=quick', Icon: CashierO },
  { key: 'withdraw', path: '/pages/withdraw/index', Icon: BalanceListO },
  { key: 'verification', path: '/pages/verification/index', Icon: Idcard },
  { key: 'security', path: '/pages/security/index', Icon: ShieldO },
  { key: 'withdraw_addresses', path: '/pages/user/address/index', Icon: LocationO },
  { key: 'history', path: '/pages/assets/changeRecord', Icon: Records },
];

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
      {ACCOUNT_ENTRIES.map(({ key, path, Icon }) => (
        <Cell key={key} title={t(`menu.${key}`)} icon={<Icon />} isLink onClick={() => go(path)} />
      ))}
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
