/**
 * Unresolved cross-references of pandoc-made JATS (docs/product/content.md#jats-import): JOSE writes
 * `<xref rid="figU003Adocs">[fig:docs]</xref>` where the reader expects the figure's number.
 */
import { describe, expect, it } from 'vitest';
import { textBefore, unresolvedXrefText } from '../../rc-pub/src/import/xref-text.js';
import { descendants, parseXml } from '../../rc-pub/src/import/xml.js';

const doc = parseXml(`<article><body>
  <p>See <xref rid="figU003Amap">[fig:map]</xref> and (Fig. <xref rid="figU003Aplot">[fig:plot]</xref>),
  <xref rid="tab2">[tab2]</xref>, <xref rid="figU003Aplot">Figure 2</xref>, <xref rid="r1">[r1]</xref>.</p>
  <fig><caption><p>A map.<styled-content id="figU003Amap"/></p></caption></fig>
  <fig id="figU003Aplot"><caption><p>A plot.</p></caption></fig>
  <table-wrap id="tab1"><label>Table A</label></table-wrap>
  <table-wrap id="tab2"><caption><p>Counts.</p></caption></table-wrap>
  <ref-list><ref id="r1"/></ref-list>
</body></article>`);
const xrefs = descendants(doc, ['xref']);
const read = (i: number, lang = 'en') => {
  const x = xrefs[i]!;
  return unresolvedXrefText(x, x.getAttribute('rid')!, x.textContent ?? '', textBefore(x), lang);
};

describe('unresolved cross-references', () => {
  it('read as the figure or table they point at, by position when it has no label', () => {
    expect(read(0)).toBe('Figure 1'); // the id sits inside the caption
    expect(read(0, 'zh')).toBe('图 1');
    expect(read(1)).toBe('2'); // after a written "Fig."
    expect(read(2)).toBe('Table 2');
    expect(read(2, 'zh')).toBe('表 2');
  });

  it('leave resolved references and references to other things alone', () => {
    expect(read(3)).toBeUndefined(); // "Figure 2" is already text
    expect(read(4)).toBeUndefined(); // a reference, not a figure or table
  });
});
