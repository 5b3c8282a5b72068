import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, HELP_CATEGORIES } from '../../../src/core/schemas/help';

/** The cases of the help centre's template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  'help.category.{}': HELP_CATEGORIES.map((category) => [category]),
  'help.feedback.kind.{}': FEEDBACK_CATEGORIES.map((kind) => [kind]),
  'help.feedback.status.{}': FEEDBACK_STATUSES.map((status) => [status]),
  'help.feedback.tab.{}': [['new'], ['mine']], // FeedbackScreen's TABS
};
