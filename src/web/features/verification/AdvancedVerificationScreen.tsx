import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { realName2Request } from '../../../core/schemas/identity';
import { ImageUpload, UploadHint } from '../../ui/upload/ImageUpload';
import { firstProblem } from '../../ui/forms/validate';
import { useVerificationCenter, verificationKeys } from './queries';
import { api } from '../../api';
import { identityAdvanced } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import { VerificationTag } from './VerificationTag';
import './verification.css';

const INDEX = '/pages/verification/index';
const SLOTS = [
  ['front', 'id_front'],
  ['back', 'id_back'],
  ['holding', 'id_holding'],
] as const;

/** Advanced verification: contact address and three photos; needs basic verification first. */
export default function AdvancedVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const center = useVerificationCenter();
  const [form, setForm] = useState({ address: '', front: '', back: '', holding: '' });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const basicState = center.data?.basic.state;
  const state = center.data?.advanced.state;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = firstProblem(realName2Request, form);
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      await api.call(identityAdvanced, form);
      await queryClient.invalidateQueries({ queryKey: verificationKeys.center });
      Toast.success(t('verification.submitted'));
      navigate(INDEX, { replace: true });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  if (!center.data) {
    return (
      <Page title={t('verification.advanced.title')} testId="verification-advanced-page">
        <div className="tw-center tw-muted">{t('common.loading')}</div>
      </Page>
    );
  }

  const blocked = basicState !== 'approved';
  const locked = state === 'pending' || state === 'approved';
  return (
    <Page title={t('verification.advanced.title')} testId="verification-advanced-page">
      {blocked || locked ? (
        <div className="tw-level">
          <div className="tw-level-head">
            <p>{blocked ? t('errors.verification_basic_first') : t('verification.advanced.description')}</p>
            {state && !blocked ? <VerificationTag state={state} /> : null}
          </div>
          <Button
            round
            block
            type={blocked ? 'primary' : 'default'}
            onClick={() => navigate(blocked ? '/pages/verification/basic' : INDEX)}
          >
            {blocked ? t('verification.go_basic') : t('verification.back_to_index')}
          </Button>
        </div>
      ) : (
        <form className="tw-content tw-form" onSubmit={submit}>
          {state === 'rejected' && center.data.advanced.reason ? (
            <p className="tw-level-reason">
              {t('verification.rejected_reason', { reason: center.data.advanced.reason })}
            </p>
          ) : null}
          <Field
            label={t('verification.address')}
            value={form.address}
            onChange={(address) => set({ address })}
            placeholder={t('verification.address_placeholder')}
            type="textarea"
            rows={2}
            autoSize
            maxLength={300}
            name="address"
          />
          <section className="tw-form-section">
            <h3>{t('verification.photos')}</h3>
            <div className="tw-photo-grid">
              {SLOTS.map(([slot, purpose]) => (
                <ImageUpload
                  key={slot}
                  value={form[slot] || null}
                  onChange={(id) => set({ [slot]: id ?? '' })}
                  purpose={purpose}
                  label={t(`verification.photo.${slot}`)}
                  testId={`photo-${slot}`}
                />
              ))}
            </div>
            <UploadHint />
          </section>
          <Button
            className="tw-submit"
            type="primary"
            block
            round
            nativeType="submit"
            loading={busy}
            data-testid="advanced-submit"
          >
            {t('verification.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
