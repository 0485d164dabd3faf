/**
 * The portal's default legal texts in English (docs/product/sites-and-frame.md#legal-pages), the same facts as
 * defaultsZh.ts. `{site}` is the site's name; a line starting with "- " is a list item.
 */
import type { LegalTexts } from './legalTexts.js';

/** English default texts by page. */
export const defaultsEn: LegalTexts = {
  accessibility: [
    {
      heading: 'Our commitment',
      body: [
        '{site} wants every reader, including those who use a screen reader, a keyboard, magnification or voice input, to be able to use this site. It is designed and tested against WCAG 2.2 level AA.',
      ],
    },
    {
      heading: 'Conformance status',
      body: [
        'This site partially conforms to WCAG 2.2 AA: its pages are checked during development with an automated checker (axe) at desktop and phone widths and by keyboard, and a page is released only without serious violations. Automated checks cannot find every problem, so we do not claim full conformance.',
        '- pages declare their language and have headings, a skip link and landmarks;',
        '- everything works with a keyboard, with a visible focus;',
        '- text and links have a contrast of at least 4.5:1;',
        '- pictures have text alternatives; decorative ones are hidden from screen readers.',
      ],
    },
    {
      heading: 'Known limitations',
      body: [
        "- Full texts, figures and formulas come from the publishers' JATS files; their text alternatives and table structure are only as complete as those files;",
        '- some PDF files reproduce the printed layout, and a screen reader may read them in a poor order: prefer the HTML full text;',
        '- alternative text of pictures, banners and column pages a site uploads itself is maintained by that site and may be missing;',
        '- the picture captcha has alternatives such as SMS codes, but may still be hard for some readers.',
      ],
    },
    {
      heading: 'Report a problem',
      body: [
        'If something on this site is hard to use, please tell us: the address of the page, what went wrong, and your device, browser and assistive technology. We will answer as soon as we can and provide what you need in another way until it is fixed.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'Scope',
      body: [
        'This policy explains what {site} stores when you read, register and use this site, how it is used and how to delete it.',
      ],
    },
    {
      heading: 'What is stored for members',
      body: [
        'When you register, the site stores:',
        '- your mobile number (to sign in and reset the password) and a hash of your password (never the password itself);',
        '- the name, email, institution and profile picture (avatar) you give in your profile;',
        '- your favourites, albums, email alerts, download records and reading history;',
        '- third-party sign-ins you bind (their identifier only).',
        'The citation basket (citations waiting to be exported) is kept only in your own browser (localStorage) and never sent to the site.',
      ],
    },
    {
      heading: 'Cookies',
      body: [
        'The site uses only the cookies its features need, and no advertising or cross-site tracking cookies:',
        '- commonToken: your session token (HttpOnly, SameSite=Lax, Secure over HTTPS), kept while the session can live (at most 12 hours by default, ended after 30 minutes unused); the server keeps only its hash;',
        '- userName: the masked name the header shows (e.g. 138****5678), ended with the session;',
        '- language: the page language you chose (Chinese or English).',
      ],
    },
    {
      heading: 'Usage counting and site visits',
      body: [
        'The site counts views and downloads of articles following the COUNTER Code of Practice, and counts visits to the site. Readers are told apart by a hash of the member session or of the IP address with the browser identifier; only the hash is stored, never an IP address or a token, and crawlers are not counted. Visit counting keeps its hash in memory only.',
        'An email alert stores your email address and what you subscribed to; every alert mail has an unsubscribe link that works without signing in.',
      ],
    },
    {
      heading: 'Deleting your account and your data',
      body: [
        'You can delete your account in the personal centre (Account security): after you confirm, the account and its favourites, albums, uploads, history and download records are deleted for good, in one step. Logging out clears the session cookies above.',
        'There is no one-click export yet: the personal centre lists your favourites, albums, downloads and history, and you can export citations of the articles you choose. For a copy of everything the site stores about you, contact us as below.',
      ],
    },
  ],
  agreement: [
    {
      heading: 'Parties',
      body: [
        'This agreement is between you and {site} about registering and using a member account. Ticking the agreement box of the registration form means you have read and accept it.',
      ],
    },
    {
      heading: 'Your account',
      body: [
        '- You register with your own mobile number; choose a strong password and keep it safe;',
        '- the account is for you alone: do not pass it on or lend it;',
        '- if someone else uses your account, change the password at once; Account security can also log out all sessions.',
      ],
    },
    {
      heading: 'Rules of use',
      body: [
        '- Member features (favourites, albums, alerts, download records) are for personal study and research;',
        '- do not download in bulk with automated tools, disturb the site or work around its limits;',
        "- what you upload, such as a profile picture, must not infringe others' rights or the law.",
      ],
    },
    {
      heading: 'Personal information',
      body: [
        'Your personal information is handled as the privacy policy of this site says. You can delete your account at any time in the personal centre.',
      ],
    },
    {
      heading: 'Changes and ending',
      body: [
        'Changes to this agreement are published on this page. An account that breaks it may be suspended. For questions, contact us as below.',
      ],
    },
  ],
  terms: [
    {
      heading: 'Content and copyright',
      body: [
        'Articles, figures and other content shown by {site} are under the licence stated on each article page (for example CC BY). For content without a stated licence, ask the rights holder before use, beyond what the law allows.',
        'Content marked "Demo" is for demonstration only and is not real publication data.',
      ],
    },
    {
      heading: 'Using the site',
      body: [
        '- You are welcome to read, search, cite and reuse content under its licence;',
        '- to harvest metadata, use the OAI-PMH and RSS interfaces the site offers, at a moderate rate;',
        '- do not disturb the normal running of the site.',
      ],
    },
    {
      heading: 'Disclaimer',
      body: [
        "The site takes care that its content is accurate, but the views in articles are their authors'. Sites behind external links are not under this site's control.",
      ],
    },
    {
      heading: 'Other terms',
      body: [
        'Members are also bound by the user agreement; personal information is handled as the privacy policy says. Changes to these terms are published on this page.',
      ],
    },
  ],
};
