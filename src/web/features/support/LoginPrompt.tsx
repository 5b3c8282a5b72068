import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import { SUPPORT_PATH } from '../../api/config';
import { loginUrlFor } from '../../api/session/loginRedirect';

/** A visitor is asked to log in first: the conversation belongs to an account. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="tw-card tw-support-login" data-testid="support-login">
      <p>{t('support.live.login')}</p>
      <Button type="primary" round onClick={() => navigate(loginUrlFor(SUPPORT_PATH))}>
        {t('support.live.login_button')}
      </Button>
    </section>
  );
}
