import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TABS } from './routes';

/**
 * The bottom tab bar. Hand-written rather than react-vant's Tabbar: it is on the home route,
 * where every kilobyte counts, and needs none of Tabbar's badges or routing props.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.findIndex((tab) => tab.path === pathname || tab.alsoOn?.includes(pathname));
  if (TABS.length < 2 || active < 0) return null;
  return (
    <>
      <div className="tw-tabbar-space" />
      <nav className="tw-tabbar" data-testid="tab-bar">
        {TABS.map(({ path, labelKey, Icon }, i) => (
          <button
            key={path}
            type="button"
            className="tw-tab"
            aria-current={i === active ? 'page' : undefined}
            onClick={() => navigate(path)}
          >
            <Icon fontSize={22} />
            <span>{t(labelKey)}</span>
          </button>
        ))}
      </nav>
    </>
  );
}
