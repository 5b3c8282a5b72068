import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
import 'react-vant/es/pull-refresh/style/index.css';

/** Pull-to-refresh on the spec's list pages, with its texts in the reader's language. */
export function Refreshable({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('common.pull_to_refresh')}
      loosingText={t('common.release_to_refresh')}
      loadingText={t('common.loading')}
      successText={t('common.refreshed')}
    >
      {children}
    </PullRefresh>
  );
}
