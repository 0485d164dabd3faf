/**
 * A file input in the portal's look (docs/product/sites-and-frame.md#form-controls): the native input stays in the
 * page, visually hidden but focusable (Tab reaches it; Space or Enter opens the file chooser, as the browser does), and
 * a `<label>` tied to it is the visible button, '选择文件 / Choose file' in the page's language instead of the
 * browser's own text; beside it the picked file's name, or '未选择文件 / No file chosen' (`{id}-file`, also the input's
 * description). The button shows the focus outline when the input has keyboard focus; it is 44 px high (WCAG 2.5.8).
 * The field's own `<label for={id}>` (personal/ui.tsx Field) stays its first label, so the accessible name is
 * '<field label> Choose file'.
 */
import { type ChangeEvent, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { fileMessages as m } from './messages.js';

/** Props of {@link FileButton}: `id` and the ARIA attributes come from the field (personal/ui.tsx describedBy). */
export interface FileButtonProps {
  id: string;
  accept?: string | undefined;
  disabled?: boolean | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** Called with the picked file (undefined when the choice was cleared). */
  onFile(file: File | undefined): void;
}

/** The visually hidden input, its button and the picked file's name (see the module docs). */
export function FileButton({ id, accept, disabled, onFile, ...aria }: FileButtonProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const fileId = `${id}-file`;
  function change(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setName(file?.name ?? '');
    onFile(file);
  }
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="3" maxW="100%" position="relative" flexWrap="wrap">
      <chakra.input
        type="file"
        id={id}
        accept={accept}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[aria['aria-describedby'], fileId].filter(Boolean).join(' ')}
        onChange={change}
        css={hiddenCss}
      />
      <chakra.label htmlFor={id} data-file-button="" css={buttonCss}>
        {intl.formatMessage(m.choose)}
      </chakra.label>
      <chakra.span id={fileId} fontSize="sm" color="gray.700" minW="0" overflowWrap="anywhere">
        {name || intl.formatMessage(m.none)}
      </chakra.span>
    </chakra.span>
  );
}

/** Out of sight but in the tab order and the accessibility tree (as Chakra's `srOnly`, which also hides focus). */
const hiddenCss = {
  position: 'absolute',
  w: '1px',
  h: '1px',
  p: '0',
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: '0',
  opacity: 0,
} as const;

/** The button: the personal centre's plain button (personal/ui.tsx Button) with the outline of its input's focus. */
const buttonCss = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  px: '4',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'gray.500',
  bg: 'white',
  color: 'gray.800',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
  'input:disabled + &': { opacity: 0.6, cursor: 'not-allowed' },
  'input[aria-invalid=true] + &': { borderColor: '#b42318' },
} as const;
