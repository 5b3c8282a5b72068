import { lazy, Suspense, useState } from 'react';
import { withFeatureTexts } from '../../app/i18n';
import type { TransferPopupProps } from './TransferPopup';

// The sheet's code, its texts (locales/assets) and its styles arrive the first time it opens:
// a trade screen that offers a transfer does not download them with its own code.
const TransferPopup = lazy(() =>
  withFeatureTexts('assets', () => import('./TransferPopup')).then((m) => ({ default: m.TransferPopup })),
);

/**
 * The transfer sheet for another feature's screen, e.g. `to="contract"` on the contract form:
 * it opens from the account holding money into that one, and `onDone` refreshes the screen's own
 * balance. It stays mounted once opened, so it can animate out.
 */
export function TransferSheet(props: TransferPopupProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TransferPopup {...props} />
    </Suspense>
  );
}
