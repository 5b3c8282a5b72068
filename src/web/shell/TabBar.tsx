import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabbar } from 'react-vant';
import 'react-vant/es/tabbar/style/index.css';
import { TABS } from './tabs';

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.findIndex((tab) => tab.path === pathname);
  if (TABS.length < 2 || active < 0) return null;
  return (
    <Tabbar
      value={active}
      onChange={(i) => navigate(TABS[Number(i)]?.path ?? '/')}
      fixed
      placeholder
      safeAreaInsetBottom
    >
      {TABS.map(({ path, labelKey, Icon }) => (
        <Tabbar.Item key={path} icon={<Icon />}>
          {t(labelKey)}
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
}
