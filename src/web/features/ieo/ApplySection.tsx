import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IeoItem } from '../../../core/schemas/ieo';
import { useSession } from '../../api/session/useSession';
import { coinAmount } from '../../ui/format/figures';
import { ApplyForm } from './ApplyForm';
import { useMyApplications } from './queries';

/**
 * The apply window's part of the detail: the form, or, since one account applies once per item,
 * what this account already applied for with the way to its application.
 */
export function ApplySection({ item }: { item: IeoItem }) {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useSession();
  const applications = useMyApplications(loggedIn);
  // Newest first: an application in an open window is on the first pages loaded.
  const mine = applications.data?.pages.flatMap((p) => p.list).find((a) => a.ieo_id === item.id);
  if (loggedIn && mine)
    return (
      <section className="tw-card" data-testid="ieo-applied">
        <p>
          {t('ieo.already_applied', {
            quantity: coinAmount(mine.applied, item.symbol, item.decimals, i18n.language),
          })}
        </p>
        <Link to="/pages/ieo/mine" className="tw-link">
          {t('ieo.mine_link')}
        </Link>
      </section>
    );
  return <ApplyForm item={item} />;
}
