import type { ServerModule } from '../module';
import { helpCommands } from './ops';
import { helpRoutes } from './routes';
import { seedHelpArticles } from './seed';
import { createHelpService, type HelpService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An operator replied to a user's feedback (`at`: when; a second reply is a new message). */
    'help.feedback_replied': { feedbackId: number; userId: number; at: Date };
  }
}

declare module '../module' {
  interface Services {
    help: HelpService;
  }
}

/** The help centre: FAQ answers per language, and feedback an operator replies to. */
export const helpModule: ServerModule = {
  name: 'help',
  after: ['uploads'],
  seed: seedHelpArticles,
  opsCommands: helpCommands,
  setup({ db, clock, use }) {
    const help = createHelpService({ db, clock, uploads: use('uploads') });
    return { services: { help }, routes: helpRoutes({ help }) };
  },
};
