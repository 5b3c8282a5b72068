import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/page/Page';
import { APP_VERSION } from '../../app/version';

export default function AboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('about.title')} testId="about-page">
      <div className="tw-center">
        <Logo size={64} />
        <h2 style={{ margin: 0 }}>{t('app.name')}</h2>
        <span className="tw-muted tw-num">{t('about.version', { version: APP_VERSION })}</span>
        <p className="tw-muted" style={{ margin: 0, lineHeight: 1.6 }}>
          {t('about.text')}
        </p>
      </div>
      <div className="tw-group">
        <Cell title={t('agree.title')} isLink onClick={() => navigate('/pages/user/login/agree')} />
      </div>
    </Page>
  );
}
