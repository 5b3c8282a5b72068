import * as calls from '../../../core/calls/help';
import { route, type Route } from '../../http/calls';
import type { HelpService } from './service';

/** The help centre's calls: the FAQ for anyone, feedback for its sender. */
export const helpRoutes = ({ help }: { help: HelpService }): Route[] => [
  route(calls.helpCategories, () => help.categories()),
  route(calls.helpArticles, (input, { request }) => help.articles(request.lang, input)),
  route(calls.helpArticle, ({ id }, { request }) => help.article(request.lang, id)),
  route(calls.helpFeedback, (input, { session }) => help.feedback(session.userId, input)),
  route(calls.helpFeedbackList, (page, { session }) => help.feedbackList(session.userId, page)),
];
