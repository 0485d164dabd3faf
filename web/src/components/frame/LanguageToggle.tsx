/**
 * Language toggle (docs/product/sites-and-frame.md#language-switch): 'English Version' on zh pages, 'Chinese Version' on en pages.
 * A click sets the `language` cookie, swaps the language segment of the URL and reloads after 500 ms.
 */
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { swapLangInUrl, useLang, type Lang } from '../../app/lang.js';
import { DropdownLink, HeaderDropdown } from './header/HeaderDropdown.js';
import { headerMessages } from './header/messages.js';
import { frameMessages } from './messages.js';

/** The language switch delay. */
export const LANGUAGE_SWITCH_DELAY_MS = 500;

/** Writes the language cookie for a year, site-wide. */
export function setLanguageCookie(lang: Lang): void {
  document.cookie = `language=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Sets the cookie and opens `href` after the switch's 500 ms. */
function switchTo(event: React.MouseEvent<HTMLAnchorElement>, target: Lang, href: string): void {
  event.preventDefault();
  setLanguageCookie(target);
  window.setTimeout(() => window.location.assign(href), LANGUAGE_SWITCH_DELAY_MS);
}

/**
 * The language switch as a dropdown (header config languageMenu; docs/product/sites-and-frame.md#site-specific-header-settings):
 * '中文' and 'English', the current one marked; keyboard as the other header dropdowns (header/HeaderDropdown.tsx).
 */
export function LanguageMenu() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const options: [Lang, string][] = [
    ['zh', '中文'],
    ['en', 'English'],
  ];
  return (
    <HeaderDropdown
      label={`${intl.formatMessage(headerMessages.language)}: ${lang === 'zh' ? '中文' : 'English'}`}
      minW="120px"
      testId="language-menu"
    >
      {options.map(([code, label]) => {
        const href = swapLangInUrl(location.pathname, location.search, code);
        return (
          <DropdownLink key={code}>
            <a
              href={href}
              hrefLang={code}
              lang={code === 'zh' ? 'zh-CN' : 'en'}
              aria-current={code === lang ? 'true' : undefined}
              onClick={(e) => code !== lang && switchTo(e, code, href)}
            >
              {label}
            </a>
          </DropdownLink>
        );
      })}
    </HeaderDropdown>
  );
}

/** The header's language switch. */
export function LanguageToggle() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const target: Lang = lang === 'zh' ? 'en' : 'zh';
  const href = swapLangInUrl(location.pathname, location.search, target);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => switchTo(event, target, href);

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
