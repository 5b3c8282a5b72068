import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { Page } from '../../ui/page/Page';
import { EmptyState } from '../../ui/EmptyState';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('not_found.title')} testId="not-found-page">
      <EmptyState description={t('not_found.text')}>
        <Button
          type="primary"
          round
          size="small"
          onClick={() => navigate('/pages/index/index', { replace: true })}
        >
          {t('not_found.home')}
        </Button>
      </EmptyState>
    </Page>
  );
}
