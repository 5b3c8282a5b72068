import { useTranslation } from 'react-i18next';
import type { ProofFile } from '../../../core/reserves/proofFile';
import { formatCoinAmount } from '../../ui/format/money';
import { formatDateMinute } from '../../ui/format/formatTime';
import { unitsToDecimal } from '../../../core/reserves/units';

/**
 * What the leaf counts, per coin, in the coin: the user compares these with their balances at the
 * snapshot. Coins at 0 are summed up in one line, not listed. A file whose sums do not parse shows
 * nothing here; its leaf step says why.
 */
export function LeafBalances({ file }: { file: ProofFile }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { coins, taken_at: takenAt } = file.publication;
  const sums = coins.map((coin, i) => ({ coin, units: file.leaf.sums[i] }));
  if (!sums.every(({ units }) => units !== undefined && /^\d+$/.test(units))) return null;
  const held = sums.filter(({ units }) => /[1-9]/.test(units!));
  return (
    <div className="tw-reserves-leaf" data-testid="reserves-leaf">
      <p className="tw-small">{t('reserves.verify.counted', { time: formatDateMinute(takenAt, lang) })}</p>
      <ul>
        {held.map(({ coin, units }) => (
          <li key={coin.symbol} className="tw-num" data-testid={`reserves-leaf-${coin.symbol}`}>
            {formatCoinAmount(unitsToDecimal(units!, coin.decimals), coin, lang).text}
          </li>
        ))}
      </ul>
      {held.length < sums.length && (
        <p className="tw-muted tw-small">
          {held.length > 0 ? t('reserves.verify.others_zero') : t('reserves.verify.all_zero')}
        </p>
      )}
    </div>
  );
}
