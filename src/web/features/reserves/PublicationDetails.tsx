import { useTranslation } from 'react-i18next';
import type { PublicationJson } from '../../../core/schemas/reserves';
import './addresses.css';

/**
 * The signed publication, folded: the root, its hash, the hash it follows and the signature, for
 * anyone comparing them with a proof file or an earlier copy.
 */
export function PublicationDetails({ publication }: { publication: PublicationJson }) {
  const { t } = useTranslation();
  const rows: [label: string, value: string][] = [
    [t('reserves.publication.root'), publication.root_hash],
    [t('reserves.publication.hash'), publication.hash],
    [t('reserves.publication.previous'), publication.previous_hash ?? t('reserves.publication.first')],
    [t('reserves.publication.signature'), publication.signature],
  ];
  return (
    <details className="tw-card tw-reserves-fold" data-testid="reserves-publication">
      <summary>{t('reserves.publication.title', { id: publication.snapshot_id })}</summary>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
