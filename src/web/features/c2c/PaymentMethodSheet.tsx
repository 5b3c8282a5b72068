import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import {
  C2C_PAY_TYPES,
  c2cPaymentMethodSaveRequest,
  type C2cPaymentMethod,
  type C2cPayType,
} from '../../../core/schemas/c2c';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { editFields } from '../../ui/forms/editFields';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { PAY_TYPE_KEY } from './labels';
import { c2cKeys, savePaymentMethod } from './queries';

type MethodState = { pay_type: C2cPayType; name: string; account: string; bank: string; enabled: boolean };
type MethodField = keyof MethodState;
type SaveRequest = Parameters<typeof savePaymentMethod>[0];

/** Adding or editing one of the merchant's payment methods: kind, holder, account, bank, enabled. */
export function PaymentMethodSheet({
  method,
  onClose,
}: {
  /** The method edited, 'new' for a new one, or null when closed. */
  method: C2cPaymentMethod | 'new' | null;
  onClose(): void;
}) {
  return (
    <Popup
      visible={method !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
    >
      {method !== null && <MethodForm method={method === 'new' ? null : method} onClose={onClose} />}
    </Popup>
  );
}

function MethodForm({ method, onClose }: { method: C2cPaymentMethod | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<MethodState>(() => ({
    pay_type: method?.pay_type ?? 'bank',
    name: method?.name ?? '',
    account: method?.account ?? '',
    bank: method?.bank ?? '',
    enabled: method?.enabled ?? true,
  }));
  const values = {
    ...(method ? { id: method.id } : {}),
    ...state,
    bank: state.pay_type === 'bank' ? state.bank : '',
  };
  // The request schema is the whole form: required holder and account, lengths.
  const errors = schemaErrors<MethodField>(c2cPaymentMethodSaveRequest, values);
  const shown = useFieldErrors<MethodField>(errors);
  const set = editFields(setState, shown.touch);
  const sender = useSubmit((request: SaveRequest) => savePaymentMethod(request));
  const submit = async () => {
    if (errors.length > 0) return;
    const sent = await sender.run(c2cPaymentMethodSaveRequest.parse(values));
    if (!sent.ok) return;
    void queryClient.invalidateQueries({ queryKey: c2cKeys.paymentMethods });
    Toast.success(t('common.saved'));
    onClose();
  };
  const text = (field: 'name' | 'account' | 'bank', label: string, testId: string) => (
    <>
      <label className="tw-c2c-field">
        <span className="tw-muted tw-small">{label}</span>
        <input
          value={state[field]}
          maxLength={64}
          onChange={(e) =>
            set(
              field === 'name'
                ? { name: e.target.value }
                : field === 'account'
                  ? { account: e.target.value }
                  : { bank: e.target.value },
            )
          }
          data-testid={testId}
        />
      </label>
      <FieldError text={shown.under(field)} testId={`${testId}-error`} />
    </>
  );
  return (
    <div className="tw-c2c-sheet" data-testid="c2c-payment-form">
      <h3>{t(method ? 'c2c.payments.edit_title' : 'c2c.payments.add_title')}</h3>
      <ChipGroup
        label={t('c2c.payments.kind')}
        choices={C2C_PAY_TYPES}
        value={state.pay_type}
        onChange={(pay_type) => set({ pay_type })}
        text={(p) => t(PAY_TYPE_KEY[p])}
        testId={(p) => `c2c-payment-type-${p}`}
        className="tw-type-chips tw-c2c-chips"
      />
      {text('name', t('c2c.payments.name'), 'c2c-payment-name')}
      {text(
        'account',
        t(state.pay_type === 'bank' ? 'c2c.payments.card_number' : 'c2c.payments.account'),
        'c2c-payment-account',
      )}
      {state.pay_type === 'bank' && text('bank', t('c2c.payments.bank'), 'c2c-payment-bank')}
      <button
        type="button"
        role="switch"
        aria-checked={state.enabled}
        className="tw-c2c-switch"
        onClick={() => set({ enabled: !state.enabled })}
        data-testid="c2c-payment-enabled"
      >
        <span aria-hidden="true" />
        {t(state.enabled ? 'c2c.payments.enabled' : 'c2c.payments.disabled')}
      </button>
      <SubmitButton
        reason={shown.reason}
        busy={sender.busy}
        onClick={() => void submit()}
        testId="c2c-payment-save"
      >
        {t('common.save')}
      </SubmitButton>
    </div>
  );
}
