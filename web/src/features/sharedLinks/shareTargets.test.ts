import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareHref, viewUrl } from './shareTargets.js';

describe('share targets', () => {
  const url = viewUrl('https://fleet.example', 'abc_DEF-123');
  const text = 'Track the position of the selected vehicles: AB123CD, EF 456 & GH';

  it('builds the public view address from the token', () => {
    expect(url).toBe('https://fleet.example/view-shared-link/abc_DEF-123');
  });

  it.each(SHARE_TARGETS)(
    '%s carries the link, and the text where the network takes one',
    (target) => {
      const href = shareHref(target, text, url, 'Shared links');
      const decoded = decodeURIComponent(href);
      expect(decoded).toContain(url);
      if (target !== 'messenger') expect(decoded).toContain(text);
      // The ampersand of a plate list must not split the query.
      expect(href).not.toContain('EF 456 & GH');
    },
  );

  it('e-mail has a subject and the text with the link in the body', () => {
    const href = new URL(shareHref('email', text, url, 'Shared links'));
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Shared links');
    expect(href.searchParams.get('body')).toBe(`${text}\n${url}`);
  });
});
