import { useTranslation } from 'react-i18next';
import { supportHoursParts } from './formatSupportHours';
import { useSupportHours } from './queries';

/** Whether support is in now, how soon it replies, and its hours, above the conversation. */
export function HoursLine() {
  const { t, i18n } = useTranslation();
  const hours = useSupportHours();
  if (!hours.data) return null;
  const { open_now: open, reply_minutes: minutes } = hours.data;
  const { days, from, to, zone } = supportHoursParts(hours.data, i18n.language, t('support.live.every_day'));
  return (
    <div className="tw-support-hours" data-open={open} data-testid="support-hours">
      <p className="tw-support-status">
        <span className="tw-support-dot" aria-hidden="true" />
        {open ? t('support.live.online', { count: minutes }) : t('support.live.offline')}
      </p>
      <p className="tw-muted tw-small">
        {from === to
          ? t('support.live.hours_all_day', { days })
          : t('support.live.hours', { days, from, to, zone })}
      </p>
    </div>
  );
}
