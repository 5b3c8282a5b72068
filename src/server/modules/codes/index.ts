import type { ServerModule } from '../module';
import { codeRoutes } from './routes';
import { createCodeService, type CodeService } from './service';

export type { CodeService } from './service';

declare module '../module' {
  interface Services {
    codes: CodeService;
  }
}

/** One-time codes by e-mail and SMS, with their sending limits and attempt counts. */
export const codesModule: ServerModule = {
  name: 'codes',
  setup({ db, clock, sender, t }) {
    const codes = createCodeService({ db, clock, sender, t });
    return { services: { codes }, routes: codeRoutes({ db, codes }) };
  },
};
