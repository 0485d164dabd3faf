/**
 * The portal's default text of a legal page (docs/product/sites-and-frame.md#legal-pages), shown when the site file
 * gives no text of its own for the page language: sections with a heading, paragraphs and lists, naming the site.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { Lang } from '../../app/lang.js';
import { defaultsEn } from './defaultsEn.js';
import { defaultsZh } from './defaultsZh.js';
import type { LegalPageName } from './legalTexts.js';

export type { LegalPageName, LegalSection, LegalTexts } from './legalTexts.js';

/** Groups consecutive list lines into one list. */
function blocks(body: string[]): (string | string[])[] {
  const out: (string | string[])[] = [];
  for (const line of body) {
    if (line.startsWith('- ')) {
      const last = out[out.length - 1];
      if (Array.isArray(last)) last.push(line.slice(2));
      else out.push([line.slice(2)]);
    } else out.push(line);
  }
  return out;
}

/** The default text of `page` in `lang` for the site named `site`. */
export function DefaultLegalText({ page, lang, site }: { page: LegalPageName; lang: Lang; site: string }) {
  const sections = (lang === 'en' ? defaultsEn : defaultsZh)[page];
  const fill = (s: string) => s.replaceAll('{site}', site);
  return (
    <Box data-legal-text="default">
      {sections.map((s, i) => (
        <Box as="section" key={s.heading} aria-labelledby={`legal-s${i}`} mt="5">
          <Heading as="h2" id={`legal-s${i}`} size="md" mb="2">
            {s.heading}
          </Heading>
          {blocks(s.body).map((b) =>
            Array.isArray(b) ? (
              <Box as="ul" key={b[0]} ps="6" mb="2" listStyleType="disc">
                {b.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </Box>
            ) : (
              <Text key={b} mb="2" lineHeight="tall">
                {fill(b)}
              </Text>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
