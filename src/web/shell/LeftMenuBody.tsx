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
  ServiceO,
  SettingO,
  ShieldO,
  UserCircleO,
} from '@react-vant/icons';
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
      {loggedIn && (
        <>
          <Cell
            title={t('menu.withdraw')}
            icon={<BalanceListO />}
            isLink
            onClick={() => go('/pages/withdraw/index')}
          />
          <Cell
            title={t('menu.withdraw_addresses')}
            icon={<LocationO />}
            isLink
            onClick={() => go('/pages/user/address/index')}
          />
        </>
      )}
      <Cell
        title={t('deposit.page.menu_deposit')}
        icon={<BalanceO />}
        isLink
        onClick={() => go('/pages/deposit/index')}
      />
      <Cell
        title={t('deposit.page.menu_quick')}
        icon={<CashierO />}
        isLink
        onClick={() => go('/pages/deposit/index?tab=quick')}
      />
      <Cell
        title={t('verification.title')}
        icon={<Idcard />}
        isLink
        onClick={() => go('/pages/verification/index')}
      />
      <Cell
        title={t('security.title')}
        icon={<ShieldO />}
        isLink
        onClick={() => go('/pages/security/index')}
      />
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
