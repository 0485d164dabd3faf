/**
 * Segmentation for the search index ("1- and 2-character Chinese terms match; mixed zh/en queries work;
 * English is case-folded"; jieba plus our academic dictionary). Pure functions: no database.
 */
import { describe, expect, it } from 'vitest';
import { termLexemes } from '../../rc-pub/src/search/query/terms.js';
import { plain } from '../../rc-pub/src/search/indexer/documents.js';
import { toSimplified } from '../../rc-pub/src/search/script.js';
import {
  cjkBigrams,
  exactLexemes,
  highlightTerms,
  segmentForIndex,
  segmentQuery,
  segmentWords,
  termExactLexemes,
} from '../../rc-pub/src/search/segment.js';
import { highlight } from '../../rc-pub/src/services/search/highlight.js';

const lexemes = (text: string) => new Set(segmentForIndex(text).split(' '));

describe('academic dictionary (rc-pub/src/search/dict/academic.txt)', () => {
  it('keeps terms whole that jieba alone splits: 石墨烯, 碳中和, 区块链, 微塑料, 异质结', () => {
    expect(segmentWords('石墨烯的制备方法')).toContain('石墨烯');
    expect(segmentWords('碳中和目标下的能源转型')).toContain('碳中和');
    expect(segmentWords('区块链技术在供应链中的应用')).toContain('区块链');
    expect(segmentWords('海洋微塑料污染')).toContain('微塑料');
    expect(segmentWords('二维材料异质结的光电性质')).toContain('异质结');
  });

  it('indexes the whole dictionary term as a lexeme besides its bigrams', () => {
    const l = lexemes('基于石墨烯的柔性传感器');
    expect(l.has('石墨烯')).toBe(true);
    expect(l.has('石墨')).toBe(true);
    expect(l.has('墨烯')).toBe(true);
  });
});

describe('index lexemes a query can hit', () => {
  it('a 1-character query (肺) hits a document containing 肺炎: unigrams are indexed', () => {
    const l = lexemes('新型冠状病毒肺炎的临床特征');
    for (const unit of segmentQuery('肺')) expect(l.has(unit)).toBe(true);
    expect(segmentQuery('肺')).toEqual(['肺']);
  });

  it('a 2-character query (制备) hits 制备方法, and a substring across jieba words (备方) too', () => {
    const l = lexemes('石墨烯的制备方法研究');
    expect(segmentQuery('制备')).toEqual(['制备']);
    expect(l.has('制备')).toBe(true);
    expect(l.has('备方')).toBe(true);
  });

  it('a longer Chinese term becomes adjacent bigrams (a phrase unit), present in order in the index', () => {
    expect(segmentQuery('石墨烯')).toEqual(['石墨 墨烯']);
    expect(segmentForIndex('石墨烯薄膜')).toMatch(/^石墨 墨烯 烯薄 薄膜 /);
    expect(cjkBigrams('碳中和')).toEqual(['碳中', '中和']);
  });

  it('adjacent English words also index their pair, so a two-word phrase is one lexeme (no recheck)', () => {
    const l = lexemes('Gene expression, profiling of 石墨烯 cells');
    expect(l.has('geneexpression')).toBe(true);
    expect(l.has('expressionprofiling')).toBe(true);
    expect(l.has('profilingof')).toBe(true);
    // a CJK run between two words breaks the pair
    expect(l.has('ofcells')).toBe(false);
    expect(termLexemes('gene expression', true, 1)).toEqual({ phrases: ['geneexpression'], prefixes: [] });
    expect(termLexemes('rock and roll', true, 0)).toEqual({
      phrases: ['rockand', 'androll', 'rock and roll'],
      prefixes: [],
    });
    // mixed scripts keep the positional phrase
    expect(termLexemes('基于graphene', true, 1)).toEqual({ phrases: ['基于 graphene'], prefixes: [] });
  });

  it('does not invent matches: a term absent from the text has no lexeme', () => {
    const l = lexemes('石墨烯的制备方法研究');
    expect(l.has('肺炎')).toBe(false);
    expect(l.has('烯制')).toBe(false);
  });

  it('mixed Chinese/English text: English is case-folded, punctuation splits, full-width letters are normalised', () => {
    const l = lexemes('基于Graphene-Oxide的COVID-19检测');
    for (const w of ['graphene', 'oxide', 'covid', '19', '基于', '检测']) expect(l.has(w)).toBe(true);
    expect(segmentQuery('ＧＲＡＰＨＥＮＥ 石墨烯 Covid-19')).toEqual(['graphene', '石墨 墨烯', 'covid', '19']);
  });

  it('gives no units for a query of punctuation only, and no lexemes for empty text', () => {
    expect(segmentQuery('？！()"')).toEqual([]);
    expect(segmentForIndex('')).toBe('');
    expect(segmentForIndex(null)).toBe('');
  });

  it('highlight terms are the typed terms, longest first', () => {
    expect(highlightTerms('肺 石墨烯 Graphene')).toEqual(['graphene', '石墨烯', '肺']);
  });

  it('segments long text in linear time without failing (10,000 characters of mixed input)', () => {
    const text = '石墨烯的制备方法 graphene '.repeat(500);
    const out = segmentForIndex(text);
    expect(out.split(' ').length).toBeGreaterThanOrEqual(4000);
  });
});

describe('stored HTML to index text', () => {
  it('drops tags and decodes entities, so words split by markup or entities are still found', () => {
    expect(plain('<p>A&amp;B &lt;x&gt; caf&#233; &#x4E2D;文</p><p>next&nbsp;<em>para</em></p>')).toBe(
      'A&B <x> café 中文 next para',
    );
    expect(lexemes(plain('<p>石墨<sup>1</sup>烯</p>')).has('石墨')).toBe(true);
  });
});

describe('traditional and simplified Chinese are one script (rc-pub/src/search/script.ts)', () => {
  it('folds traditional runs to simplified, phrase-aware: 製備 → 制备, 乾燥 in a traditional run → 干燥', () => {
    expect(toSimplified('石墨烯的製備與表徵')).toBe('石墨烯的制备与表征');
    expect(toSimplified('食品乾燥技術研究')).toBe('食品干燥技术研究');
    expect(toSimplified('臺灣的資訊系統')).toBe('台湾的资讯系统');
  });

  it('leaves simplified text exactly as it is, though OpenCC would rewrite 著 (显著 stays 显著)', () => {
    for (const s of ['差异显著', '著名学者的专著', '乾坤', '干燥', 'Graphene 石墨烯 2024'])
      expect(toSimplified(s)).toBe(s);
  });

  it('leaves Japanese alone and keeps the number of code points', () => {
    expect(toSimplified('東京の電車')).toBe('東京の電車');
    const trad = '國際經濟與貿易發展趨勢之實證分析';
    expect(Array.from(toSimplified(trad))).toHaveLength(Array.from(trad).length);
  });

  it('queries in either script give the same index lexemes, and the index of either matches', () => {
    expect(segmentQuery('製備')).toEqual(segmentQuery('制备'));
    expect(segmentQuery('顯著差異')).toEqual(['显著 著差 差异']);
    expect(lexemes('石墨烯的製備').has('制备')).toBe(true);
    expect(segmentWords('機器學習')).toEqual(segmentWords('机器学习'));
  });

  it('highlights what the reader typed in either script, around the source characters', () => {
    expect(highlight('石墨烯的製備與表徵', ['制备'])).toBe('石墨烯的<em>製備</em>與表徵');
    expect(highlight('石墨烯的制备与表征', ['製備'])).toBe('石墨烯的<em>制备</em>与表征');
    expect(highlight('差异显著 & <b>', ['显著'])).toBe('差异<em>显著</em> &amp; &lt;b&gt;');
  });
});

describe('exact-match lexemes of the head (whole keywords, title words)', () => {
  it('a keyword whole and each jieba word of a Chinese title, but no word for a straddling bigram', () => {
    const l = new Set(exactLexemes(['过程', 'Gene expression', '製備'], '通过程序控制的形成过程').split(' '));
    for (const x of ['kw过程', 'kwgeneexpression', 'kw制备', 'ww过程', 'ww程序', 'ww形成']) expect(l.has(x)).toBe(true);
    // 过程 straddles 通过|程序 at the start; only the second, real word gives ww过程 (once: a set)
    expect(exactLexemes([], '通过程序控制').split(' ')).not.toContain('ww过程');
  });

  it('a query term asks for itself as a keyword, and as a title word when it is one Chinese run', () => {
    expect(termExactLexemes('过程')).toEqual({ keyword: 'kw过程', word: 'ww过程' });
    expect(termExactLexemes('Gene expression')).toEqual({ keyword: 'kwgeneexpression', word: null });
    expect(termExactLexemes('製備')).toEqual({ keyword: 'kw制备', word: 'ww制备' });
    expect(termExactLexemes('？！')).toBeNull();
  });
});
