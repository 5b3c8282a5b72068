import type { NoticeLink } from '../../../core/schemas/notices';

/** The screen a message's record opens on, by its type. */
export function linkPath(link: NoticeLink): string {
  switch (link.type) {
    case 'withdrawal':
      return `/pages/assets/withdraw/detail?id=${link.id}`;
    case 'deposit':
      return '/pages/assets/record';
    case 'contract':
      return '/pages/contract/index';
    case 'finance':
      return '/pages/trust/orders?tab=completed';
    case 'verification':
      return '/pages/verification/index';
    case 'security':
      return '/pages/security/index';
    case 'newcoin':
      return '/pages/subscribe/mine';
    case 'ieo':
      return '/pages/ieo/mine';
    case 'c2c':
      return `/pages/c2c/detail?id=${link.id}`;
    case 'feedback':
      return '/pages/help/center/feedback?tab=mine';
  }
}
