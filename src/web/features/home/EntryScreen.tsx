import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Loading } from 'react-vant';
import { Logo } from '../../ui/Logo';
import { langConfigQuery, regConfigQuery } from '../../api/config';
import { Refreshable } from '../../ui/page/Refreshable';

/** `/`: the loading page. It fetches the app's configuration, then opens home. */
export default function EntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useQuery(langConfigQuery());
  const reg = useQuery(regConfigQuery());
  const ready = lang.isSuccess && reg.isSuccess;
  const failed = lang.isError || reg.isError;

  useEffect(() => {
    if (ready) navigate('/pages/index/index', { replace: true });
  }, [ready, navigate]);

  const reload = () => queryClient.refetchQueries({ queryKey: ['config'] });

  return (
    <Refreshable onRefresh={reload}>
      <div className="tw-center" style={{ minHeight: '100vh' }} data-testid="entry-page">
        <Logo size={72} />
        <h1 style={{ margin: 0 }}>{t('app.name')}</h1>
        {failed ? (
          <>
            <p className="tw-muted">{t('entry.failed')}</p>
            <Button type="primary" round size="small" onClick={() => void reload()}>
              {t('common.retry')}
            </Button>
          </>
        ) : (
          <Loading type="spinner" size={24}>
            {t('common.loading')}
          </Loading>
        )}
      </div>
    </Refreshable>
  );
}
