import { useTranslation } from 'react-i18next';
import { LeafBalances } from './LeafBalances';
import { StepList } from './StepList';
import type { ProofCheck } from './useProofCheck';

/** The outcome of the last check: its verdict, the five steps, and what the leaf counts. */
export function ProofResult({ check }: { check: ProofCheck }) {
  const { t } = useTranslation();
  if (check.state === 'idle') return null;
  if (check.state === 'checking')
    return (
      <p className="tw-muted tw-small" data-testid="reserves-checking">
        {t('reserves.verify.checking')}
      </p>
    );
  if (check.state === 'unreadable')
    return (
      <p className="tw-reserves-short tw-small" data-testid="reserves-unreadable">
        {t('reserves.verify.unreadable')}
      </p>
    );
  const { file, steps, source } = check;
  const holds = steps.every((step) => step.ok);
  return (
    <div className="tw-reserves-result" data-testid="reserves-result" data-source={source} data-ok={holds}>
      <h3>
        {source === 'mine'
          ? t('reserves.verify.mine_title', { id: file.publication.snapshot_id })
          : t('reserves.verify.chosen_title', { id: file.publication.snapshot_id })}
      </h3>
      <p className={holds ? 'tw-reserves-covered' : 'tw-reserves-short'} data-testid="reserves-verdict">
        {holds ? t('reserves.verify.holds') : t('reserves.verify.broken')}
      </p>
      <StepList steps={steps} />
      <LeafBalances file={file} />
    </div>
  );
}
