/** Shared styles of the member widgets. */

/** The shared look of the member buttons: an outlined pill, 36 px high inside a 44 px target. */
export const memberButtonCss = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '36px',
  px: '3',
  my: '4px',
  fontSize: 'sm',
  lineHeight: '1.2',
  border: '1px solid',
  borderColor: 'var(--theme-primary)',
  borderRadius: 'full',
  bg: 'white',
  color: 'var(--theme-primary)',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'gray.50' },
  _focusVisible: { outline: '3px solid #1a1a1a', outlineOffset: '2px' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
  '&[aria-pressed="true"]': { bg: 'var(--theme-primary)', color: 'white' },
} as const;
