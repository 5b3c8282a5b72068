import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import { ieoApplyForm, type IeoApplyField } from '../../../core/forms/ieoApplyForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { plainDecimal } from '../../../core/money';
import type { IeoItem } from '../../../core/schemas/ieo';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { useSession } from '../../api/session/useSession';
import { DecimalField } from '../../ui/forms/DecimalField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { coinAmount } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';
import { useSpotCoin } from '../assets';
import { applyForIeo, ieoKeys } from './queries';

/**
 * The application: a quantity (with "max": what the maximum and the balance allow), the cost it
 * implies, the spot balance with a way to deposit, and the reminder that nothing is frozen now
 * but the balance must cover the payment in the pay window.
 */
export function ApplyForm({ item }: { item: IeoItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const pay = useSpotCoin(item.pay_currency);
  const payDecimals = pay?.decimals ?? 6;
  const available = loggedIn ? (pay?.available ?? null) : null;
  const [typed, setTyped] = useState('');
  const form = ieoApplyForm(typed, { item, payDecimals, available, decimalMark: decimalMarkOf(lang) });
  const shown = useFieldErrors<IeoApplyField>(form.errors);
  // One request id per attempt: a double tap or a retry is one application on the server.
  const sender = useSubmit((values: NonNullable<typeof form.request>, request_id: string) =>
    applyForIeo({ ...values, request_id }),
  );
  const payText = (v: string | null) => coinAmount(v, item.pay_currency, payDecimals, lang);
  const coinText = (v: string) => coinAmount(v, item.symbol, item.decimals, lang);
  const type = (value: string) => {
    setTyped(value);
    shown.touch('quantity');
  };

  const confirm = async () => {
    if (!loggedIn) return navigate(loginUrlFor(`/pages/ieo/detail?id=${item.id}`));
    if (!form.request) return;
    const sent = await sender.run(form.request);
    if (!sent.ok) return;
    void queryClient.invalidateQueries({ queryKey: ieoKeys.all });
    Toast.success(t('ieo.applied_toast'));
    navigate('/pages/ieo/mine', { replace: true });
  };

  return (
    <section className="tw-card tw-ieo-apply" data-testid="ieo-apply">
      <h3>{t('ieo.apply_title')}</h3>
      <div className="tw-ieo-quantity">
        <DecimalField
          label={t('ieo.quantity_label', { symbol: item.symbol })}
          value={typed}
          placeholder={item.min_apply}
          onChange={type}
          name="quantity"
          testId="ieo-quantity"
          error={shown.under('quantity')}
        />
        <button
          type="button"
          className="tw-link tw-ieo-max"
          onClick={() => type(plainDecimal(form.max))}
          data-testid="ieo-max"
        >
          {t('ieo.max')}
        </button>
      </div>
      <SummaryList
        className="tw-summary-rows tw-ieo-apply-figures"
        testIdPrefix="ieo-apply"
        rows={[
          { name: 'cost', label: t('ieo.cost'), value: payText(form.cost?.toFixed() ?? null) },
          { name: 'max', label: t('ieo.max_for_you'), value: coinText(form.max.toFixed()) },
          ...(loggedIn
            ? [
                {
                  name: 'available',
                  label: t('ieo.available'),
                  value: (
                    <>
                      {payText(available)}{' '}
                      <Link
                        to="/pages/deposit/index"
                        className="tw-link"
                        data-short={form.short || undefined}
                        data-testid="ieo-deposit"
                      >
                        {t('ieo.deposit')}
                      </Link>
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      <p className="tw-muted tw-small" data-testid="ieo-apply-note">
        {t('ieo.apply_note', {
          start: formatDateMinute(item.pay_start, lang),
          end: formatDateMinute(item.pay_end, lang),
        })}
      </p>
      <SubmitButton
        reason={loggedIn ? shown.reason : undefined}
        busy={sender.busy}
        onClick={() => void confirm()}
        testId="ieo-confirm"
      >
        {t('ieo.apply')}
      </SubmitButton>
    </section>
  );
}
