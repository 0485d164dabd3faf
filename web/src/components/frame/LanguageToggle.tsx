/**
 * Language toggle (SPEC §2 labels, SPEC §4 transition): 'English Version' on zh pages, 'Chinese Version' on en pages.
 * A click sets the `language` cookie, swaps the language segment of the URL and reloads after 500 ms (SPEC §9).
 */
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { swapLangInUrl, useLang, type Lang } from '../../app/lang.js';
import { frameMessages } from './messages.js';

/** SPEC §9 language switch delay. */
export const LANGUAGE_SWITCH_DELAY_MS = 500;

/** Writes the language cookie for a year, site-wide. */
export function setLanguageCookie(lang: Lang): void {
  document.cookie = `language=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The header's language switch. */
export function LanguageToggle() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const target: Lang = lang === 'zh' ? 'en' : 'zh';
  const href = swapLangInUrl(location.pathname, location.search, target);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setLanguageCookie(target);
    window.setTimeout(() => {
      window.location.assign(href);
    }, LANGUAGE_SWITCH_DELAY_MS);
  }

  return (
    <Box asChild fontSize="sm" color="inherit" textDecoration="underline" _hover={{ opacity: 0.8 }}>
      <a
        href={href}
        hrefLang={target}
        lang={target === 'zh' ? 'zh-CN' : 'en'}
        onClick={onClick}
        data-testid="language-toggle"
      >
        {intl.formatMessage(lang === 'zh' ? frameMessages.switchToEn : frameMessages.switchToZh)}
      </a>
    </Box>
  );
}
