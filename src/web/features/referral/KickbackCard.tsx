import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import { Big } from '../../../core/money';
import { feeShares } from '../../../core/referral';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useSubmit } from '../../ui/forms/useSubmit';
import { ratioText } from './format';
import { saveKickback, useReferralShare } from './queries';

/**
 * The kickback chooser (`user/my_share`, saved with `user/share_save`): how much of the ratio goes
 * back to friends who join from now on. Friends already invited keep the kickback they joined with.
 */
export function KickbackCard({ ratio }: { ratio: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const share = useReferralShare();
  const [chosen, setChosen] = useState<string | null>(null);
  const submit = useSubmit((kickback: string) => saveKickback(queryClient, kickback));
  if (!share.data || share.data.kickback_options.length < 2) return null;
  const options = share.data.kickback_options;
  // The option that is the saved kickback, however either decimal is written ("0.1", "0.10").
  const current = options.find((o) => new Big(o).eq(share.data.kickback)) ?? share.data.kickback;
  const value = chosen ?? current;
  const { inviter: mine, invitee: theirs } = feeShares(ratio, value);
  const save = async () => {
    const outcome = await submit.run(value);
    if (!outcome.ok) return;
    setChosen(null);
    Toast.success(t('referral.kickback.saved'));
  };
  return (
    <section className="tw-card tw-referral-kickback" data-testid="referral-kickback">
      <h2>{t('referral.kickback.title')}</h2>
      <ChipGroup<string>
        label={t('referral.kickback.title')}
        choices={options}
        value={value}
        onChange={setChosen}
        text={(option) => ratioText(option, lang)}
        testId={(option) => `referral-kickback-${option}`}
        className="tw-type-chips tw-referral-kickback-chips"
      />
      <p className="tw-referral-kickback-split" data-testid="referral-kickback-split">
        {t('referral.kickback.split', { mine: ratioText(mine, lang), theirs: ratioText(theirs, lang) })}
      </p>
      <p className="tw-muted tw-small">{t('referral.kickback.note')}</p>
      <SubmitButton
        testId="referral-kickback-save"
        busy={submit.busy}
        disabled={value === current}
        onClick={() => void save()}
      >
        {t('referral.kickback.save')}
      </SubmitButton>
    </section>
  );
}
