import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { Idcard, Certificate } from '@react-vant/icons';
import type { VerificationState } from '../../../core/schemas/identity';
import { useVerificationCenter } from './queries';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { VerificationTag } from './VerificationTag';
import './verification.css';

type LevelCardProps = {
  level: 'basic' | 'advanced';
  icon: ReactNode;
  state: VerificationState;
  reason: string | null;
  /** Why the level cannot be started yet, if it cannot. */
  blocked?: string | null;
  children?: ReactNode;
  onStart(): void;
};

function LevelCard({ level, icon, state, reason, blocked, children, onStart }: LevelCardProps) {
  const { t } = useTranslation();
  const canSubmit = state === 'none' || state === 'rejected';
  return (
    <section className="tw-level" data-testid={`level-${level}`}>
      <div className="tw-level-head">
        <h2>
          {icon}
          {t(`verification.${level}.title`)}
        </h2>
        <VerificationTag state={state} testId={`${level}-state`} />
      </div>
      <p className="tw-muted">{t(`verification.${level}.description`)}</p>
      {state === 'rejected' && reason ? (
        <p className="tw-level-reason" data-testid={`${level}-reason`}>
          {t('verification.rejected_reason', { reason })}
        </p>
      ) : null}
      {state === 'pending' ? <p className="tw-muted">{t('verification.pending_hint')}</p> : null}
      {children}
      {canSubmit ? (
        <Button
          type="primary"
          round
          block
          disabled={Boolean(blocked)}
          onClick={onStart}
          data-testid={`${level}-start`}
        >
          {state === 'rejected' ? t('verification.resubmit') : t('verification.start')}
        </Button>
      ) : null}
      {canSubmit && blocked ? <p className="tw-muted">{blocked}</p> : null}
    </section>
  );
}

/** Both verification levels with their status, the rejection reason, and a way in (spec §3/§4). */
export default function VerificationIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const center = useVerificationCenter();
  const basic = center.data?.basic;
  const advanced = center.data?.advanced;
  return (
    <Page title={t('verification.title')} testId="verification-page">
      <Refreshable onRefresh={() => center.refetch()}>
        {basic && advanced ? (
          <>
            <LevelCard
              level="basic"
              icon={<Idcard />}
              state={basic.state}
              reason={basic.reason}
              onStart={() => navigate('/pages/verification/basic')}
            >
              {basic.state !== 'none' && basic.name ? (
                <dl className="tw-level-facts">
                  <dt>{t('verification.name')}</dt>
                  <dd>{basic.name}</dd>
                  <dt>{basic.id_type ? t(`verification.id_type.${basic.id_type}`) : ''}</dt>
                  <dd className="tw-num">{basic.id_number}</dd>
                </dl>
              ) : null}
            </LevelCard>
            <LevelCard
              level="advanced"
              icon={<Certificate />}
              state={advanced.state}
              reason={advanced.reason}
              blocked={basic.state === 'approved' ? null : t('errors.verification_basic_first')}
              onStart={() => navigate('/pages/verification/advanced')}
            />
          </>
        ) : (
          <div className="tw-center tw-muted">{t('common.loading')}</div>
        )}
      </Refreshable>
    </Page>
  );
}
