import sanitizeHtml from 'sanitize-html';

/*
 * An announcement's HTML, cleaned once on the server before it is stored (sanitize-html, not a
 * hand-written filter: HTML has too many ways to hide a script). What is kept is what an
 * announcement needs: text structure, links, tables. Nothing runs: no script or style, no event
 * handler, no `javascript:` or `data:` URL. A remote image is not loaded with the page (it would
 * tell a third party who reads what, and when): it is kept as a placeholder the reader taps.
 */

const TEXT_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'hr'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** What the placeholder of a remote image carries: the screen loads `data-src` on a tap. */
export const REMOTE_IMAGE_CLASS = 'tw-remote-image';

export function cleanAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...TEXT_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'a', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      span: ['class', 'data-src', 'data-alt'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'data-src'],
    allowProtocolRelative: false,
    // Anything else, script and style included, goes with its content.
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template'],
    allowedClasses: { span: [REMOTE_IMAGE_CLASS] },
    transformTags: {
      // Links open outside the app and tell the other site nothing about where they came from.
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (_tagName, attribs) => ({
        tagName: 'span',
        attribs: { class: REMOTE_IMAGE_CLASS, 'data-src': attribs.src ?? '', 'data-alt': attribs.alt ?? '' },
        text: attribs.alt ?? '',
      }),
    },
    exclusiveFilter: (frame) =>
      frame.tag === 'span' &&
      frame.attribs.class === REMOTE_IMAGE_CLASS &&
      !/^https?:\/\//.test(frame.attribs['data-src'] ?? ''),
  });
}
