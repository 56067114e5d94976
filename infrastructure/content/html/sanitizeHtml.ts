import sanitize from 'sanitize-html';

/**
 * The one HTML sanitiser of content (sanitize-html, an allow-list parser on htmlparser2): what an
 * HTML module may hold once it leaves the server. Text formatting, headings with their ids, lists,
 * tables, quotes, links (http, https, mailto, tel and site-relative only) and images (https and
 * site-relative). No scripts, styles, event handlers, frames, forms or SVG; links to other sites
 * open with rel="noopener noreferrer nofollow".
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of discarded script, style and similar elements is dropped, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
  allowedClasses: {},
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

// The attributes the transforms add must pass the allow-list too.
(OPTIONS.allowedAttributes as Record<string, string[]>).a.push('rel', 'target');

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
