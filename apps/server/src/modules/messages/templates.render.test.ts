import { describe, expect, it } from 'vitest';
import { renderMessage } from './templates.render.ts';

const LINK = 'http://office.test/file-upload/10001/E1?t=1.1900000000.abc-_d';
/** The addresses the HTML part links to, as the browser reads them (`&#x3D;` is `=`). */
const hrefsOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&#x3D;', '='));
const render = (body: string, uploadLink = LINK) => renderMessage({ subject: 'S', body }, { uploadLink });

describe('the links of the HTML part', () => {
  it('end before the punctuation that follows them', () => {
    for (const body of [
      'Upload (here: {{uploadLink}}), thanks',
      'লিংক: {{uploadLink}}। ধন্যবাদ',
      'See {{uploadLink}}.',
      'Is it {{uploadLink}}?',
      'Open "{{uploadLink}}"; or call',
      "Open '{{uploadLink}}'!",
      '[{{uploadLink}}]: here',
    ]) {
      const { html } = render(body);
      expect(hrefsOf(html), body).toEqual([LINK]);
    }
    // the punctuation stays in the text, after the link
    expect(render('Upload (here: {{uploadLink}}), thanks').html).toContain('</a>), thanks');
    expect(render('লিংক: {{uploadLink}}। ধন্যবাদ').html).toContain('</a>। ধন্যবাদ');
  });

  it('keep a parenthesis of the address itself, and an entity it ends in', () => {
    expect(hrefsOf(render('Read {{uploadLink}}.', 'https://en.wikipedia.org/wiki/Visa_(document)').html)).toEqual([
      'https://en.wikipedia.org/wiki/Visa_(document)',
    ]);
    expect(
      hrefsOf(render('(Read {{uploadLink}}), then', 'https://en.wikipedia.org/wiki/Visa_(document)').html),
    ).toEqual(['https://en.wikipedia.org/wiki/Visa_(document)']);
    // `&amp;` in the attribute is the address's `&`
    expect(hrefsOf(render('Go to {{uploadLink}}', 'https://example.com/?a=1&').html)).toEqual([
      'https://example.com/?a=1&amp;',
    ]);
  });
});
