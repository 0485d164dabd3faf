/**
 * Words of a rendered article PDF (docs/product/content.md#article-pdf): the headings and field names around the
 * article's own text, in Chinese for an article written in Chinese and in English for every other article.
 */

/** The language of a PDF's own words. */
export type PdfLabelLang = 'zh' | 'en';

/** Every word a rendered PDF adds to the article's text. */
export interface PdfLabels {
  abstract: string;
  keywords: string;
  references: string;
  received: string;
  accepted: string;
  published: string;
  licence: string;
  citeAs: string;
  correspondence: string;
  figuresAndTables: string;
  /** Shown in place of a figure image the article does not have. */
  imageMissing: string;
  /** Shown in place of a video or an audio file. */
  mediaOnline: string;
  /** Separator between keywords. */
  keywordSeparator: string;
  /** Name of a language of the article's texts, for the headings of its abstracts. */
  language: (code: string) => string;
}

const LANGUAGE_NAMES: Record<PdfLabelLang, Record<string, string>> = {
  zh: { zh: '中文', en: '英文', pt: '葡萄牙文', es: '西班牙文', fr: '法文', de: '德文', ja: '日文', ru: '俄文' },
  en: {
    zh: 'Chinese',
    en: 'English',
    pt: 'Portuguese',
    es: 'Spanish',
    fr: 'French',
    de: 'German',
    ja: 'Japanese',
    ru: 'Russian',
  },
};

const LABELS: Record<PdfLabelLang, Omit<PdfLabels, 'language'>> = {
  zh: {
    abstract: '摘要',
    keywords: '关键词',
    references: '参考文献',
    received: '收稿日期',
    accepted: '录用日期',
    published: '出版日期',
    licence: '许可协议',
    citeAs: '引用本文',
    correspondence: '通讯作者',
    figuresAndTables: '图表',
    imageMissing: '（图片未随文章提供）',
    mediaOnline: '（音视频请在线查看）',
    keywordSeparator: '；',
  },
  en: {
    abstract: 'Abstract',
    keywords: 'Keywords',
    references: 'References',
    received: 'Received',
    accepted: 'Accepted',
    published: 'Published',
    licence: 'Licence',
    citeAs: 'Cite this article',
    correspondence: 'Correspondence',
    figuresAndTables: 'Figures and tables',
    imageMissing: '(image not supplied with the article)',
    mediaOnline: '(audio or video: see the online article)',
    keywordSeparator: '; ',
  },
};

/** The language of a PDF's words for an article written in `originalLanguage`: zh for Chinese, else en. */
export function labelLangOf(originalLanguage: string): PdfLabelLang {
  return originalLanguage === 'zh' ? 'zh' : 'en';
}

/** The words of a PDF in `lang`. */
export function pdfLabels(lang: PdfLabelLang): PdfLabels {
  return { ...LABELS[lang], language: (code) => LANGUAGE_NAMES[lang][code] ?? code };
}
