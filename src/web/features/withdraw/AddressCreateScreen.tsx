import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { addressForm, type AddressField, type AddressFormState } from '../../../core/forms/addressForm';
import { BANK_NETWORK, type ChainNetwork, WITHDRAW_COINS } from '../../../core/schemas/withdrawals';
import { OwnContactCodeField } from '../../ui/forms/OwnContactCodeField';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useWithdrawInfo, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawAddAddress } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';
import { CoinNetworkPicker } from './CoinNetworkPicker';
import './withdraw.css';

function initialSelection(params: URLSearchParams): { coinId: number; network: ChainNetwork } {
  const coin = WITHDRAW_COINS.find((c) => String(c.id) === params.get('coin')) ?? WITHDRAW_COINS[0]!;
  const chains = coin.networks.filter((n): n is ChainNetwork => n !== BANK_NETWORK);
  return { coinId: coin.id, network: chains.find((n) => n === params.get('network')) ?? chains[0]! };
}

/** Spec §3/§5: chain type, address, 6-digit fund password and the code sent to the user. */
export default function AddressCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goBack = useGoBack('/pages/user/address/index');
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState(() => initialSelection(params));
  // get_info tells where the code goes (or that there is nowhere to send one).
  const info = useWithdrawInfo(selection.coinId, selection.network);
  const contact = info.data?.contact ?? null;
  const [form, setForm] = useState<AddressFormState>({ address: '', remark: '', pay_password: '', code: '' });
  const context = {
    currency_id: selection.coinId,
    network: selection.network,
    codeRequired: Boolean(contact),
  };
  const { errors } = addressForm(form, context);
  const shown = useFieldErrors<AddressField>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: AddressFormState) =>
    api.call(withdrawAddAddress, { currency_id: context.currency_id, network: context.network, ...body }),
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (errors.length > 0 || !(await sender.run(form)).ok) return;
    await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    Toast.success(t('address.saved'));
    goBack();
  };

  return (
    <Page title={t('address.create_title')} testId="address-create-page">
      <form className="tw-content tw-form" onSubmit={submit}>
        <CoinNetworkPicker
          coinId={selection.coinId}
          network={selection.network}
          withBank={false}
          onChange={(coinId, network) => setSelection({ coinId, network: network as ChainNetwork })}
        />
        <Field
          value={form.address}
          onChange={(address) => set({ address })}
          label={t('address.address')}
          placeholder={t('address.address_placeholder', { network: selection.network })}
          errorMessage={shown.under('address')}
          name="address"
          type="textarea"
          autoSize
          rows={2}
        />
        <Field
          value={form.remark}
          onChange={(v) => set({ remark: v })}
          label={t('address.remark')}
          placeholder={t('address.remark_placeholder')}
          errorMessage={shown.under('remark')}
          name="remark"
          maxLength={40}
        />
        <Field
          value={form.pay_password}
          onChange={(pay_password) => set({ pay_password })}
          type="password"
          label={t('address.pay_password')}
          placeholder={t('address.pay_password_placeholder')}
          errorMessage={shown.under('pay_password')}
          name="pay_password"
        />
        <OwnContactCodeField
          scene="bind_address"
          to={contact?.masked}
          value={form.code}
          onChange={(code) => set({ code })}
          error={shown.under('code')}
          placeholder={(target) => t('address.code_to', { target })}
          noContact={info.isSuccess ? t('address.no_contact') : undefined}
          testId="address-send-code"
        />
        <SubmitButton
          reason={shown.reason}
          busy={sender.busy}
          disabled={info.isPending}
          testId="address-submit"
        >
          {t('common.save')}
        </SubmitButton>
      </form>
    </Page>
  );
}
