import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionSheet, Button, Field, Toast } from 'react-vant';
import 'react-vant/es/action-sheet/style/index.css';
import 'react-vant/es/field/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { ID_TYPES, realNameRequest, type IdType, type RealNameInput } from '../../../core/schemas/identity';
import { useChosenLocation, useLocationChooser, useLocations } from '../location';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useVerificationCenter, verificationKeys } from './queries';
import { api } from '../../api';
import { identityBasic } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import { VerificationTag } from './VerificationTag';
import './verification.css';

const INDEX = '/pages/verification/index';

type BasicForm = Omit<RealNameInput, 'id_type'> & { id_type: IdType | '' };

const EMPTY: BasicForm = { country: '', id_type: '', id_number: '', name: '' };

/** Basic verification: country, document type and number, full name (spec §3). */
export default function BasicVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const center = useVerificationCenter();
  // The country is chosen on /choose-location; what was typed before comes back with the choice.
  const chooseLocation = useLocationChooser();
  const chosen = useChosenLocation<BasicForm>('country');
  const [form, setForm] = useState<BasicForm>(() => ({
    ...EMPTY,
    ...chosen.draft,
    ...(chosen.choice && { country: chosen.choice.country }),
  }));
  const countries = useLocations();
  const countryName = countries.data?.find((c) => c.country === form.country)?.name ?? form.country;
  const [typeOpen, setTypeOpen] = useState(false);
  const errors = schemaErrors<keyof BasicForm>(realNameRequest, form);
  const shown = useFieldErrors<keyof BasicForm>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: RealNameInput) => api.call(identityBasic, body));
  const state = center.data?.basic.state;
  const locked = state === 'pending' || state === 'approved';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const { id_type } = form;
    if (errors.length > 0 || id_type === '') return;
    if (!(await sender.run({ ...form, id_type })).ok) return;
    await queryClient.invalidateQueries({ queryKey: verificationKeys.center });
    Toast.success(t('verification.submitted'));
    navigate(INDEX, { replace: true });
  };

  return (
    <Page title={t('verification.basic.title')} testId="verification-basic-page">
      {locked && state ? (
        <div className="tw-level">
          <div className="tw-level-head">
            <p>{t('verification.basic.description')}</p>
            <VerificationTag state={state} />
          </div>
          <Button round block onClick={() => navigate(INDEX)}>
            {t('verification.back_to_index')}
          </Button>
        </div>
      ) : (
        <form className="tw-content tw-form" onSubmit={submit}>
          {state === 'rejected' && center.data?.basic.reason ? (
            <p className="tw-level-reason">
              {t('verification.rejected_reason', { reason: center.data.basic.reason })}
            </p>
          ) : null}
          <Field
            label={t('verification.country')}
            value={countryName}
            placeholder={t('verification.country_placeholder')}
            errorMessage={shown.under('country')}
            readOnly
            isLink
            onClick={() => chooseLocation('country', { shows: 'country', value: form.country, draft: form })}
            name="country"
          />
          <Field
            label={t('verification.id_type_label')}
            value={form.id_type ? t(`verification.id_type.${form.id_type}`) : ''}
            placeholder={t('verification.id_type_placeholder')}
            errorMessage={shown.under('id_type')}
            readOnly
            isLink
            onClick={() => setTypeOpen(true)}
            name="id_type"
          />
          <Field
            label={t('verification.id_number')}
            value={form.id_number}
            onChange={(id_number) => set({ id_number })}
            placeholder={t('verification.id_number_placeholder')}
            errorMessage={shown.under('id_number')}
            maxLength={40}
            name="id_number"
          />
          <Field
            label={t('verification.name')}
            value={form.name}
            onChange={(name) => set({ name })}
            placeholder={t('verification.name_placeholder')}
            errorMessage={shown.under('name')}
            maxLength={100}
            name="name"
          />
          <p className="tw-form-note">{t('verification.basic.privacy')}</p>
          <SubmitButton reason={shown.reason} busy={sender.busy} testId="basic-submit">
            {t('verification.submit')}
          </SubmitButton>
        </form>
      )}
      <ActionSheet
        visible={typeOpen}
        onCancel={() => setTypeOpen(false)}
        cancelText={t('common.cancel')}
        actions={ID_TYPES.map((type) => ({ name: t(`verification.id_type.${type}`), key: type }))}
        onSelect={(_action, index) => {
          set({ id_type: ID_TYPES[index] ?? '' });
          setTypeOpen(false);
        }}
      />
    </Page>
  );
}
