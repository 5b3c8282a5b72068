import { ServiceO } from '@react-vant/icons';
import { SUPPORT_PATH } from '../../api/config';
import type { MenuEntry } from '../../ui/page/routeManifest';
import { SupportUnreadCount } from './UnreadCount';
import { useCustomerLink } from './useCustomerLink';

/** "Contact us": the support chat with its unread replies, or the operator's outside page when one is set. */
export const supportMenu: MenuEntry[] = [
  {
    key: 'contact',
    path: SUPPORT_PATH,
    Icon: ServiceO,
    order: 62,
    Count: SupportUnreadCount,
    useHref: useCustomerLink,
  },
];
