import { useTranslation } from 'react-i18next';
import type { IeoItem } from '../../../core/schemas/ieo';
import { formatDateMinute } from '../../ui/format/formatTime';
import { timeLeft } from '../newcoins';
import { STEP_KEY } from './labels';
import { timelineOf } from './timeline';

/** Every date of the item: the passed ones marked done, the one ahead marked with the time left. */
export function Timeline({ item, now }: { item: IeoItem; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="tw-card tw-steps tw-ieo-steps" data-testid="ieo-timeline">
      <h3>{t('ieo.timeline')}</h3>
      <ol>
        {timelineOf(item, now).map(({ step, at, state }) => {
          const left = timeLeft(at, now);
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'next' ? 'step' : undefined}
              data-testid={`ieo-step-${step}`}
            >
              <span>
                {t(STEP_KEY[step])}
                {state === 'next' && (
                  <small className="tw-ieo-step-left tw-num" data-testid="ieo-next">
                    {t('ieo.time_ahead', { days: left.days, time: left.time })}
                  </small>
                )}
              </span>
              <time className="tw-num tw-muted">{formatDateMinute(at, i18n.language)}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
