import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';

/**
 * The code or the link with its own copy button. Where the clipboard is refused (some wallet
 * browsers), the text is selected so that a long press copies it by hand.
 */
export function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const text = useRef<HTMLSpanElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.success(t('referral.copied', { field: label }));
    } catch {
      const selection = window.getSelection();
      if (text.current && selection) selection.selectAllChildren(text.current);
      Toast(t('referral.copy_failed'));
    }
  };
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
