import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import 'react-vant/es/cell/style/index.css';
import { ServiceO, UserCircleO } from '@react-vant/icons';
import { SUPPORT_PATH, useCustomerUrl } from '../api/config';
import { LOGIN_PATH } from '../api/session/loginRedirect';
import { useSession } from '../api/session/useSession';
import type { MenuEntry } from '../ui/page/routeManifest';
import { MENU } from './menu';

/**
 * The features' left-menu entries (features/<f>/menu.ts), in the spec's order, with "Contact us"
 * between settings and about: the operator's customer-service page when one is set, otherwise the
 * support screen (which says what is configured, or that nothing is), so it is always there. Each screen asks for a login itself, so a visitor who
 * taps one lands on login and comes back afterwards.
 */
const CONTACT_ORDER = 90;

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
      {MENU.filter((entry) => entry.order < CONTACT_ORDER).map((entry) => (
        <MenuCell key={entry.key} entry={entry} go={go} />
      ))}
      <Cell
        title={t('menu.contact')}
        icon={<ServiceO />}
        isLink
        onClick={() =>
          customer.data?.url ? window.open(customer.data.url, '_blank', 'noopener') : go(SUPPORT_PATH)
        }
      />
      {MENU.filter((entry) => entry.order > CONTACT_ORDER).map((entry) => (
        <MenuCell key={entry.key} entry={entry} go={go} />
      ))}
    </nav>
  );
}

function MenuCell({ entry: { key, path, Icon, Count }, go }: { entry: MenuEntry; go(path: string): void }) {
  const { t } = useTranslation();
  return (
    <Cell
      title={t(`menu.${key}`)}
      icon={<Icon />}
      value={Count ? <Count /> : undefined}
      isLink
      onClick={() => go(path)}
    />
  );
}
