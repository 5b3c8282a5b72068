import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { c2cReleaseRequest } from '../../../core/schemas/c2c';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { refreshAfterChange, releaseOrder } from './queries';

const passwordRule = c2cReleaseRequest.pick({ pay_password: true });

/**
 * Releasing the coins to the buyer: what goes and what should have arrived first, then the fund
 * password (6 digits). A release cannot be undone, so the sheet says so above the field.
 */
export function ReleaseSheet({
  open,
  orderId,
  quantity,
  amount,
  onClose,
}: {
  open: boolean;
  orderId: number;
  quantity: string;
  amount: string;
  onClose(): void;
}) {
  return (
    <Popup visible={open} onClose={onClose} position="bottom" round safeAreaInsetBottom destroyOnClose>
      {open && <Release orderId={orderId} quantity={quantity} amount={amount} onClose={onClose} />}
    </Popup>
  );
}

function Release({
  orderId,
  quantity,
  amount,
  onClose,
}: {
  orderId: number;
  quantity: string;
  amount: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const errors = schemaErrors<'pay_password'>(passwordRule, { pay_password: password });
  const shown = useFieldErrors<'pay_password'>(errors);
  const sender = useSubmit((pay_password: string) => releaseOrder(orderId, pay_password));
  const confirm = async () => {
    const sent = await sender.run(password);
    if (!sent.ok) {
      setPassword('');
      return;
    }
    refreshAfterChange(queryClient, sent.result);
    Toast.success(t('c2c.detail.released'));
    onClose();
  };
  return (
    <div className="tw-c2c-sheet" data-testid="c2c-release-sheet">
      <h3>{t('c2c.detail.release_title')}</h3>
      <p className="tw-c2c-warning" role="note">
        {t('c2c.detail.release_warning', { quantity, amount })}
      </p>
      <label className="tw-c2c-field">
        <span className="tw-muted tw-small">{t('c2c.detail.fund_password')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          placeholder={t('c2c.detail.fund_password_placeholder')}
          onChange={(e) => {
            setPassword(e.target.value);
            shown.touch('pay_password');
          }}
          data-testid="c2c-release-password"
        />
      </label>
      <FieldError text={shown.under('pay_password')} testId="c2c-release-password-error" />
      <SubmitButton
        reason={shown.reason}
        busy={sender.busy}
        onClick={() => void confirm()}
        testId="c2c-release-confirm"
      >
        {t('c2c.detail.release_confirm')}
      </SubmitButton>
    </div>
  );
}
