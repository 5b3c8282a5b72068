import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Popup } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import { MenuContext } from '../ui/page/leftMenu';

// The menu's entries are not needed for the first paint of home.
const MenuBody = lazy(() => import('./LeftMenuBody'));

/** The spec's left menu; an entry appears once its screen exists. */
export function LeftMenuProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const value = useMemo(() => ({ open: () => setVisible(true) }), []);
  return (
    <MenuContext.Provider value={value}>
      {children}
      <Popup
        visible={visible}
        position="left"
        onClose={() => setVisible(false)}
        style={{ width: '78%', maxWidth: 360, height: '100%' }}
        safeAreaInsetBottom
      >
        {visible && (
          <Suspense fallback={null}>
            <MenuBody close={() => setVisible(false)} />
          </Suspense>
        )}
      </Popup>
    </MenuContext.Provider>
  );
}
