import { useTranslation } from 'react-i18next';
import type { Invitee } from '../../../core/schemas/referral';
import { formatDateMinute } from '../../ui/format/formatTime';
import { amountText } from './format';

/** One invited friend: masked name, when they joined, verified and traded badges, rebates from them. */
export function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className="tw-referral-row tw-referral-invitee" data-testid="referral-invitee">
      <header>
        <span className="tw-referral-row-title" data-testid="referral-invitee-name">
          {invitee.nickname_masked}
        </span>
        <span className="tw-referral-invitee-total">
          <span className="tw-muted tw-small">{t('referral.invitee.rebates')}</span>
          <strong className="tw-num" data-testid="referral-invitee-total">
            {amountText(invitee.rebate_total, invitee.currency, lang)}
          </strong>
        </span>
      </header>
      <div className="tw-referral-invitee-meta">
        <span className="tw-muted tw-small tw-num">
          {t('referral.invitee.joined', { time: formatDateMinute(invitee.joined_at, lang) })}
        </span>
        <span className="tw-referral-badges">
          <span
            className="tw-referral-badge"
            data-on={invitee.verified}
            data-testid="referral-invitee-verified"
          >
            {t(invitee.verified ? 'referral.invitee.verified' : 'referral.invitee.unverified')}
          </span>
          <span className="tw-referral-badge" data-on={invitee.traded} data-testid="referral-invitee-traded">
            {t(invitee.traded ? 'referral.invitee.traded' : 'referral.invitee.not_traded')}
          </span>
        </span>
      </div>
    </li>
  );
}
