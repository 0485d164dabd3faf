/** The page language's texts for ./bodyFigures.ts, from the message catalogue. */
import type { IntlShape } from 'react-intl';
import type { BodyFigureTexts } from './bodyFigures.js';
import { figureMessages, figureUnavailableMessage, numberedFigureMessage, openFigureMessage } from './messages.js';

/** A label as a name in a sentence: without the full stop or colon some journals end it with ("Figure 1." → "Figure 1"). */
export const labelName = (label: string) => label.replace(/\s*[.:。：]$/, '');

/** The texts of ./bodyFigures.ts in `intl`'s language (`label` and `link` come in as HTML and are kept as they are). */
export function bodyFigureTexts(intl: IntlShape): BodyFigureTexts {
  return {
    open: (label) => intl.formatMessage(openFigureMessage, { label: labelName(label) }),
    unnamed: intl.formatMessage(figureMessages.thisFigure),
    numbered: (table, n) => intl.formatMessage(numberedFigureMessage, { kind: table ? 'table' : 'figure', n }),
    unavailable: (label, link, unreadable) =>
      intl.formatMessage(figureUnavailableMessage, {
        label: labelName(label),
        reason: unreadable ? 'unreadable' : 'missing',
        hasLink: link ? 'yes' : 'no',
        link: link ?? '',
      }),
    atPublisher: intl.formatMessage(figureMessages.atPublisher),
    inlineUnavailable: intl.formatMessage(figureMessages.inlineUnavailable),
  };
}
