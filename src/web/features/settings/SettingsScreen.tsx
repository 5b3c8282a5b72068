import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell, Dialog, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import { currentLanguageName } from '../../app/i18n';
import { useSession } from '../../api/session/useSession';
import { Page } from '../../ui/page/Page';
import { APP_VERSION } from '../../app/version';
import { clearAppCache } from './clearCache';

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const language = currentLanguageName();

  const clearCache = async () => {
    const confirmed = await Dialog.confirm({
      title: t('settings.clear_cache'),
      message: t('settings.clear_cache_confirm'),
      confirmButtonText: t('common.confirm'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    const cleared = await clearAppCache(queryClient);
    Toast.success(
      cleared.files > 0
        ? t('settings.cache_cleared_offline', { count: cleared.files })
        : t('settings.cache_cleared'),
    );
  };

  return (
    <Page title={t('settings.title')} testId="settings-page">
      <div className="tw-group">
        <Cell
          title={t('settings.language')}
          value={language}
          isLink
          onClick={() => navigate('/pages/settings/language/language')}
        />
        {loggedIn && (
          <Cell
            title={t('settings.account')}
            isLink
            onClick={() => navigate('/pages/settings/account/index')}
          />
        )}
      </div>
      {loggedIn && (
        <div className="tw-group">
          <Cell
            title={t('settings.change_password')}
            isLink
            onClick={() => navigate('/pages/settings/security/changePassword')}
          />
          <Cell
            title={t('settings.change_pay_password')}
            isLink
            onClick={() => navigate('/pages/settings/security/changePayPassword')}
          />
        </div>
      )}
      <div className="tw-group">
        <Cell title={t('settings.about')} isLink onClick={() => navigate('/pages/about/index')} />
        <Cell title={t('settings.clear_cache')} isLink onClick={() => void clearCache()} />
        <Cell title={t('settings.version')} value={APP_VERSION} />
      </div>
    </Page>
  );
}
