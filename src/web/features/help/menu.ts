import { QuestionO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

// The spec's menu order: after "contact us", before the valuation method.
export const helpMenu: MenuEntry[] = [
  { key: 'help', path: '/pages/help/center/index', Icon: QuestionO, order: 65 },
];
