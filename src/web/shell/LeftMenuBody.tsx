import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import 'react-vant/es/cell/style/index.css';
import { UserCircleO } from '@react-vant/icons';
import { LOGIN_PATH } from '../api/session/loginRedirect';
import { useSession } from '../api/session/useSession';
import type { MenuEntry } from '../ui/page/routeManifest';
import { MENU } from './menu';

/**
 * The features' left-menu entries (features/<f>/menu.ts), in the spec's order. Each screen asks
 * for a login itself, so a visitor who taps one lands on login and comes back afterwards; an entry
 * with an outside address (`useHref`, "Contact us" with a customer-service page) opens that instead.
 * Downloaded the first time the menu opens.
 */
export default function LeftMenuBody({ close }: { close(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn, user } = useSession();
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
      {MENU.map((entry) => (
        <MenuCell key={entry.key} entry={entry} go={go} />
      ))}
    </nav>
  );
}

const noHref = () => null;

function MenuCell({ entry, go }: { entry: MenuEntry; go(path: string): void }) {
  const { key, path, Icon, Count, useHref = noHref } = entry;
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Cell
      title={t(`menu.${key}`)}
      icon={<Icon />}
      value={Count ? <Count /> : undefined}
      isLink
      onClick={() => (href ? window.open(href, '_blank', 'noopener') : go(path))}
    />
  );
}
