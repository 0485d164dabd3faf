/** Glyphs of the floating toolbar (rss, email, pop-up picture, back-to-top, the phone Tools button; docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */

const svg = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'currentColor' } as const;

/** RSS feed glyph. */
export function RssIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <circle cx="6" cy="18" r="2.2" />
      <path d="M4 10.5v2.8a6.7 6.7 0 0 1 6.7 6.7h2.8A9.5 9.5 0 0 0 4 10.5zm0-5.5v2.8A12.2 12.2 0 0 1 16.2 20H19A15 15 0 0 0 4 5z" />
    </svg>
  );
}

/** Envelope glyph (e-mail alerts). */
export function MailIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7 12 11.2 18.4 7H5.6z" />
    </svg>
  );
}

/** QR-code glyph (pop-up picture tools). */
export function QrIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-4v-2zm-4 4h4v4h-4v-4zm6 0h2v4h-2v-4z" />
    </svg>
  );
}

/** Upward arrow (back to top). */
export function UpIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4L12 5.6zM4 3h16v2H4V3z" />
    </svg>
  );
}

/** Four squares (the phone toolbar's Tools button, closed). */
export function ToolsIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M4 4h7v7H4V4zm2 2v3h3V6H6zm7-2h7v7h-7V4zm2 2v3h3V6h-3zM4 13h7v7H4v-7zm2 2v3h3v-3H6zm7-2h7v7h-7v-7zm2 2v3h3v-3h-3z" />
    </svg>
  );
}

/** A cross (the phone toolbar's Tools button, open). */
export function CloseIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5z" />
    </svg>
  );
}
