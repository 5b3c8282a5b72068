import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Cell } from 'react-vant';
import 'react-vant/es/cell/style/index.css';
import { Idcard, Lock, ShieldO } from '@react-vant/icons';
import { Page } from '../../ui/page/Page';
import { useVerificationCenter, VerificationTag } from '../verification';
import { LinkedWallets } from '../wallet';

/** Security centre: passwords, verification, contact addresses and linked wallets in one place. */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const center = useVerificationCenter();
  const security = center.data?.security;
  const setOrNot = (set: boolean | undefined) =>
    set === undefined ? '' : set ? t('security.set') : t('security.not_set');
  // The higher of the two levels the user has reached, or where they stand at basic.
  const level = center.data?.advanced.state === 'approved' ? center.data.advanced : center.data?.basic;

  return (
    <Page title={t('security.title')} testId="security-page">
      <div className="tw-group">
        <Cell
          title={t('security.login_password')}
          icon={<Lock />}
          value={setOrNot(security?.has_password)}
          isLink
          onClick={() => navigate('/pages/settings/security/changePassword')}
        />
        <Cell
          title={t('security.fund_password')}
          icon={<ShieldO />}
          value={setOrNot(security?.has_pay_password)}
          isLink
          onClick={() => navigate('/pages/settings/security/changePayPassword')}
        />
        <Cell
          title={
            center.data?.advanced.state === 'approved'
              ? t('verification.advanced.title')
              : t('verification.title')
          }
          icon={<Idcard />}
          value={level ? <VerificationTag state={level.state} testId="security-verification-state" /> : null}
          isLink
          onClick={() => navigate('/pages/verification/index')}
        />
      </div>
      <div className="tw-group">
        <Cell title={t('security.email')} value={security?.email ?? t('security.not_bound')} />
        <Cell
          title={t('security.phone')}
          value={security?.phone ?? t('security.not_bound')}
          valueClass="tw-num"
        />
      </div>
      <LinkedWallets />
    </Page>
  );
}
