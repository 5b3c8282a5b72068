import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { c2cAppealRequest } from '../../../core/schemas/c2c';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { appealOrder, refreshAfterChange } from './queries';

const reasonRule = c2cAppealRequest.pick({ reason: true });
const REASON_MAX = 500;

/** An appeal: what happened, in the user's words; the order freezes until an operator decides. */
export function AppealSheet({ open, orderId, onClose }: { open: boolean; orderId: number; onClose(): void }) {
  return (
    <Popup visible={open} onClose={onClose} position="bottom" round safeAreaInsetBottom destroyOnClose>
      {open && <Appeal orderId={orderId} onClose={onClose} />}
    </Popup>
  );
}

function Appeal({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const errors = schemaErrors<'reason'>(reasonRule, { reason });
  const shown = useFieldErrors<'reason'>(errors);
  const sender = useSubmit((text: string) => appealOrder(orderId, text.trim()));
  const submit = async () => {
    const sent = await sender.run(reason);
    if (!sent.ok) return;
    refreshAfterChange(queryClient, sent.result);
    Toast.success(t('c2c.appeal.opened'));
    onClose();
  };
  return (
    <div className="tw-c2c-sheet" data-testid="c2c-appeal-sheet">
      <h3>{t('c2c.appeal.title')}</h3>
      <p className="tw-muted tw-small">{t('c2c.appeal.note')}</p>
      <label className="tw-c2c-field">
        <span className="tw-muted tw-small">{t('c2c.appeal.reason')}</span>
        <textarea
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          placeholder={t('c2c.appeal.reason_placeholder')}
          onChange={(e) => {
            setReason(e.target.value);
            shown.touch('reason');
          }}
          data-testid="c2c-appeal-reason"
        />
      </label>
      <FieldError text={shown.under('reason')} testId="c2c-appeal-reason-error" />
      <SubmitButton
        reason={shown.reason}
        busy={sender.busy}
        onClick={() => void submit()}
        testId="c2c-appeal-submit"
      >
        {t('c2c.appeal.submit')}
      </SubmitButton>
    </div>
  );
}
