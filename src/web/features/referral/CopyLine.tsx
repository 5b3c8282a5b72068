import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../ui/copyText';

/**
 * The code or the link with its own copy button. Where the clipboard is refused (some wallet
 * browsers), the text is selected so that a long press copies it by hand.
 */
export function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const text = useRef<HTMLSpanElement>(null);
  const copy = () =>
    copyText(
      value,
      { copied: t('referral.copied', { field: label }), failed: t('referral.copy_failed') },
      text.current,
    );
  return (
    <div className="tw-referral-copy-line" data-testid={testId}>
      <span className="tw-muted tw-small">{label}</span>
      <div>
        <span ref={text} className="tw-referral-copy-value" data-testid={`${testId}-value`}>
          {value}
        </span>
        <button
          type="button"
          className="tw-referral-copy"
          aria-label={t('referral.copy_label', { field: label })}
          onClick={() => void copy()}
          data-testid={`${testId}-copy`}
        >
          {t('referral.copy')}
        </button>
      </div>
    </div>
  );
}
