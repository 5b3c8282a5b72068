import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { realName2Request, type RealName2Input } from '../../../core/schemas/identity';
import { ImageUpload, UploadHint } from '../../ui/upload/ImageUpload';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
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
  const [form, setForm] = useState<RealName2Input>({ address: '', front: '', back: '', holding: '' });
  const errors = schemaErrors<keyof RealName2Input>(realName2Request, form);
  const shown = useFieldErrors<keyof RealName2Input>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: RealName2Input) => api.call(identityAdvanced, body));
  // The three photos share one line under the grid: the first missing one of those touched.
  const photoError = SLOTS.map(([slot]) => shown.under(slot)).find(Boolean);
  const basicState = center.data?.basic.state;
  const state = center.data?.advanced.state;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (errors.length > 0 || !(await sender.run(form)).ok) return;
    await queryClient.invalidateQueries({ queryKey: verificationKeys.center });
    Toast.success(t('verification.submitted'));
    navigate(INDEX, { replace: true });
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
            errorMessage={shown.under('address')}
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
            {photoError && (
              <p className="tw-photo-error" role="alert" data-testid="photo-error">
                {photoError}
              </p>
            )}
            <UploadHint />
          </section>
          <SubmitButton reason={shown.reason} busy={sender.busy} testId="advanced-submit">
            {t('verification.submit')}
          </SubmitButton>
        </form>
      )}
    </Page>
  );
}
