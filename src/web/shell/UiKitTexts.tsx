import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigProvider } from 'react-vant/es/config-provider/index.js';
import { uiKitLocale } from './uiKitLocale';

/**
 * The app's frame (`.tw-app`), giving react-vant's own texts in the reader's language to every
 * screen and popup inside it. Dialogs opened with Dialog.confirm() render outside it: they are
 * given their buttons' texts.
 */
export function UiKitTexts({ children }: { children: ReactNode }) {
  // react-i18next gives a new t when the language changes (or texts arrive).
  const { t } = useTranslation();
  const locale = useMemo(() => uiKitLocale(t), [t]);
  return (
    <ConfigProvider className="tw-app" locale={locale}>
      {children}
    </ConfigProvider>
  );
}
