import { useTranslation } from 'react-i18next';

/**
 * "Check a proof file": a file chosen from the device (a saved proof, or one a friend shares) goes
 * through the same five steps. The input stays in the label, so a tap anywhere on it opens the picker.
 */
export function ChooseProofFile({ disabled, onChosen }: { disabled: boolean; onChosen(file: File): void }) {
  const { t } = useTranslation();
  return (
    <label className={disabled ? 'tw-reserves-choose tw-reserves-choose-off' : 'tw-reserves-choose'}>
      <input
        type="file"
        accept=".json,application/json"
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Emptied, so that choosing the same file again (after editing it) checks it again.
          e.currentTarget.value = '';
          if (file) onChosen(file);
        }}
        data-testid="reserves-choose-file"
      />
      <span>{t('reserves.verify.choose')}</span>
    </label>
  );
}
