/**
 * The reference list's identifiers (web/src/pages/content/article/referenceLinks.ts, docs/product/content.md#references):
 * each DOI, PMID and PMCID shows once, as a link, and the formatted text loses its own mentions of them, in the forms
 * the demo journals print (PLOS "doi: 10.… 23092187", "PubMed: …", "PubMed Central PMCID: PMC…", SciELO "DOI:10.…").
 */
import { describe, expect, it } from 'vitest';
import {
  type IdKind,
  type ReferenceIds,
  referenceLinks,
  withoutMentions,
  withoutMentionsByRegExp,
} from '../../web/src/pages/content/article/referenceLinks.js';

type Ref = ReferenceIds;

function ref(text: string, ids: { doi?: string; pmid?: string; pmcid?: string }): Ref {
  const doi = ids.doi ?? null;
  return {
    text,
    doi,
    doiUrl: doi ? `https://doi.org/${doi}` : null,
    pmid: ids.pmid ?? null,
    pmcid: ids.pmcid ?? null,
  };
}

describe('reference identifiers', () => {
  it('links the DOI and PMID of a PLOS reference once, taking them out of its text', () => {
    const r = ref(
      'Almendro V, Marusyk A, Polyak K (2013) Cellular heterogeneity and molecular evolution in cancer. Annu Rev Pathol 8: 277–302. doi: 10.1146/annurev-pathol-020712-163923 23092187',
      { doi: '10.1146/annurev-pathol-020712-163923', pmid: '23092187' },
    );
    expect(referenceLinks(r)).toEqual({
      text: 'Almendro V, Marusyk A, Polyak K (2013) Cellular heterogeneity and molecular evolution in cancer. Annu Rev Pathol 8: 277–302.',
      links: [
        ['doi:10.1146/annurev-pathol-020712-163923', 'https://doi.org/10.1146/annurev-pathol-020712-163923'],
        ['PMID:23092187', 'https://pubmed.ncbi.nlm.nih.gov/23092187/'],
      ],
    });
  });

  it('takes out the named forms and the separators they leave', () => {
    const r = ref(
      'X. Journal of digital imaging. 2013;26(1):97–108. doi: 10.1007/s10278-012-9465-7 22415112; PubMed Central PMCID: PMC3553365.',
      { doi: '10.1007/s10278-012-9465-7', pmid: '22415112', pmcid: 'PMC3553365' },
    );
    const { text, links } = referenceLinks(r);
    expect(text).toBe('X. Journal of digital imaging. 2013;26(1):97–108.');
    expect(links.map(([label]) => label)).toEqual([
      'doi:10.1007/s10278-012-9465-7',
      'PMCID:PMC3553365',
      'PMID:22415112',
    ]);
    expect(links[1]![1]).toBe('https://pmc.ncbi.nlm.nih.gov/articles/PMC3553365/');
    expect(
      referenceLinks(
        ref('Snow RW (2005) Nature 434: 214–217. doi:10.1038/nature03342. PubMed: 15759000.', {
          doi: '10.1038/nature03342',
          pmid: '15759000',
        }),
      ).text,
    ).toBe('Snow RW (2005) Nature 434: 214–217.');
    expect(
      referenceLinks(ref('Levy M. Clin Infect Dis. 2003;36(2):175-82. DOI:10.1086/345670', { doi: '10.1086/345670' }))
        .text,
    ).toBe('Levy M. Clin Infect Dis. 2003;36(2):175-82.');
    expect(
      referenceLinks(
        ref(
          'T. Mol Phys. 1993;78(4):961–996. Available from: http://dx.doi.org/10.1080/00268979300100641 doi: 10.1080/00268979300100641',
          {
            doi: '10.1080/00268979300100641',
          },
        ),
      ).text,
    ).toBe('T. Mol Phys. 1993;78(4):961–996. Available from:');
  });

  it('never takes a year, page or longer number for a bare PMID, and links identifiers the text does not name', () => {
    const r = ref('Nowell PC (1976) The clonal evolution. Science 194: 1976–28. 9598401', {
      pmid: '1976',
      pmcid: 'PMC55',
    });
    const { text, links } = referenceLinks(r);
    expect(text).toBe('Nowell PC (1976) The clonal evolution. Science 194: 1976–28. 9598401');
    expect(links.map(([label]) => label)).toEqual(['PMCID:PMC55', 'PMID:1976']);
  });

  it('leaves a reference without identifiers as it is, and links no DOI without its resolver address', () => {
    expect(referenceLinks(ref('Plain reference. 2016.', {}))).toEqual({ text: 'Plain reference. 2016.', links: [] });
    const noUrl = { ...ref('A. B. 2016. doi: 10.1/x', { doi: '10.1/x' }), doiUrl: null };
    expect(referenceLinks(noUrl)).toEqual({ text: 'A. B. 2016. doi: 10.1/x', links: [] });
  });

  it('takes out the same mentions as one expression per identifier would, on generated texts', () => {
    // The lookup without an expression per identifier must agree with the expression that defines a mention.
    const values: Record<IdKind, string[]> = {
      doi: ['10.1371/journal.pone.0111971', '10.1/x', '10.1086/345670', '10.1/k'],
      pmcid: ['PMC3553365', 'PMC55'],
      pmid: ['23092187', '1976', '11'],
    };
    const pieces = (v: string) => [
      v,
      v,
      v.toUpperCase(),
      v.replace(/k/g, '\u212a'),
      `${v}1`,
      `1${v}`,
      `${v}/`,
      `${v}.`,
      `${v}-`,
      'doi: ',
      'DOI:',
      'doi:',
      'https://doi.org/',
      'http://dx.doi.org/',
      'https://x/',
      'PMID: ',
      'PubMed: ',
      'PubMed Central PMCID: ',
      'PMCID:',
      ' ',
      ' ',
      '. ',
      ';',
      ',',
      '–',
      'a',
      'Nature 434: 214–217',
      '(2005)',
      '/',
      ':',
      '.',
      'K',
      '\u212a',
      '期刊 ',
      '\u0130',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let checked = 0;
    for (const kind of Object.keys(values) as IdKind[])
      for (const v of values[kind])
        for (let n = 0; n < 1500; n++) {
          const parts = pieces(v);
          const text = Array.from({ length: 1 + next(7) }, () => parts[next(parts.length)]).join('');
          expect(withoutMentions(text, v, kind), `${kind} ${v} in ${JSON.stringify(text)}`).toBe(
            withoutMentionsByRegExp(text, v, kind),
          );
          checked++;
        }
    expect(checked).toBe(13_500);
  });
});
