/**
 * The anchors search hits link to in an article body (web/src/pages/content/article/resourceAnchors.ts; the id scheme
 * is web/src/components/content/hrefs.ts resourceAnchorId): one per resource whose JATS id is on a figure.
 */
import { describe, expect, it } from 'vitest';
import { resourceAnchorId, resourceHref } from '../../web/src/components/content/hrefs.js';
import { withResourceAnchors } from '../../web/src/pages/content/article/resourceAnchors.js';

const BODY =
  '<section id="s1"><p id="pone.g001">text</p>' +
  '<figure id="pone.g001" class="fig"><img src="/x" alt="Figure 1"></figure>' +
  '<figure class="table-wrap" id="pone.t001"><figcaption>T1</figcaption><table id="pone.t001x"></table></figure>' +
  '<figure id="a&amp;b" class="media"></figure></section>';

describe('resource anchors', () => {
  it('links and ids share one scheme', () => {
    expect(resourceAnchorId(42)).toBe('resource-42');
    expect(resourceHref(3, 17, 42, 'en')).toBe('/article/id/3/17/en#resource-42');
  });

  it('puts the anchor first inside the figure with the JATS id, whatever the attribute order', () => {
    const out = withResourceAnchors(BODY, [
      { id: 5, jatsId: 'pone.g001' },
      { id: 6, jatsId: 'pone.t001' },
      { id: 7, jatsId: 'a&b' },
    ]);
    expect(out).toContain(
      '<figure id="pone.g001" class="fig"><span id="resource-5" class="resource-anchor"></span><img',
    );
    expect(out).toContain(
      '<figure class="table-wrap" id="pone.t001"><span id="resource-6" class="resource-anchor"></span><figcaption>',
    );
    expect(out).toContain('<figure id="a&amp;b" class="media"><span id="resource-7" class="resource-anchor"></span>');
    // the paragraph with a clashing id is not a figure and stays as it was
    expect(out).toContain('<p id="pone.g001">text</p>');
  });

  it('leaves the body unchanged for resources without a JATS id or not in this body', () => {
    expect(withResourceAnchors(BODY, [{ id: 8, jatsId: null }, { id: 9, jatsId: 'elsewhere' }, { id: 10 }])).toBe(BODY);
    expect(withResourceAnchors(BODY, [{ id: 11, jatsId: 'pone.g00' }])).toBe(BODY);
  });
});
