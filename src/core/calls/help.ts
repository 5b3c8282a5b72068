import { defineCall, noInput } from '../contract/call';
import * as schema from '../schemas/help';

/*
 * The help centre: the FAQ operators keep per language (`npm run ops -- help:article`), and the
 * user's feedback, answered by an operator (`help:reply`) with a message to the user.
 */
export const tag = 'help';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Help centre: answers by category in the caller’s language, search, and feedback with the operator’s reply';

const LANGUAGE_NOTE =
  'Texts are in the `language-mark` language; an answer not written in it is given in English.';

export const helpCategories = defineCall({
  id: 'help.categories',
  method: 'GET',
  path: '/help/categories',
  auth: 'none',
  tag,
  summary: 'The FAQ categories, each with how many answers it holds',
  request: noInput,
  response: schema.helpCategories,
});

export const helpArticles = defineCall({
  id: 'help.articles',
  method: 'GET',
  path: '/help/articles',
  auth: 'none',
  tag,
  summary: 'Answers of one category, the popular ones, or those matching a search',
  description: `${LANGUAGE_NOTE} A search (\`q\`) finds answers whose title or body holds every word given, in that language; popular answers first.`,
  request: schema.helpArticlesRequest,
  response: schema.helpArticleList,
});

export const helpArticle = defineCall({
  id: 'help.article',
  method: 'GET',
  path: '/help/article',
  auth: 'none',
  tag,
  summary: 'One answer, with its body as plain text',
  description: `${LANGUAGE_NOTE} A hidden answer is "not found".`,
  request: schema.helpArticleRequest,
  response: schema.helpArticle,
});

export const helpFeedback = defineCall({
  id: 'help.feedback',
  method: 'POST',
  path: '/help/feedback',
  auth: 'session',
  tag,
  summary: 'Send feedback: a category, the text and up to 3 of the caller’s own images',
  description: `Once per \`request_id\`: a retry answers the first feedback. The images are upload ids (\`POST /upload\`) of the caller; another user's upload is "not found". \`images\` is a list, or ids joined by commas in a form.`,
  request: schema.feedbackRequest,
  response: schema.feedback,
});

export const helpFeedbackList = defineCall({
  id: 'help.feedbackList',
  method: 'GET',
  path: '/help/feedback/list',
  auth: 'session',
  tag,
  summary: 'The caller’s feedback, newest first, with the operator’s reply once given',
  request: schema.feedbackListRequest,
  response: schema.feedbackList,
});

export const calls = [helpCategories, helpArticles, helpArticle, helpFeedback, helpFeedbackList];
