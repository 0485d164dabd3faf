/**
 * Parts shared by the portal's modal dialogs (the citation basket, components/basket/BasketDialog.tsx, and the
 * add-to-album dialog, components/member/AlbumDialog.tsx): the title bar with a 44 px close button (WCAG 2.2 target
 * size, the team's phone target) and the theme-coloured outline button. A module of its own, so each lazily loaded
 * chunk that uses it shares one small chunk instead of a copy.
 */
import { Box, chakra, Heading, type SystemStyleObject } from '@chakra-ui/react';

/**
 * Style of an outline action button: theme-coloured outline, at least 44 px high on phones and 36 px from `md`,
 * visible focus ring; a pressed toggle (`aria-pressed="true"`) is filled.
 */
export const outlineButtonCss: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: { base: '44px', md: '36px' },
  px: '3',
  fontSize: 'sm',
  borderRadius: 'md',
  border: '1px solid var(--theme-primary)',
  color: 'var(--theme-primary)',
  bg: 'white',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'var(--theme-background)' },
  _focusVisible: { outline: '2px solid var(--theme-primary)', outlineOffset: '2px' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
  '&[aria-pressed="true"]': { bg: 'var(--theme-primary)', color: 'white' },
};

/**
 * The frame of a modal `<dialog>` (`showModal`): full screen on phones, a rounded card from `md` (each dialog sets its
 * own width), white with a dimmed backdrop.
 */
export const modalDialogCss: SystemStyleObject = {
  maxW: '100vw',
  maxH: { base: '100dvh', md: '85vh' },
  m: { base: '0', md: 'auto' },
  p: '0',
  border: 'none',
  borderRadius: { base: '0', md: 'lg' },
  boxShadow: '2xl',
  bg: 'white',
  color: 'gray.900',
  _backdrop: { bg: 'rgba(0, 0, 0, 0.5)' },
};

/**
 * A dialog's title bar: the title as the h2 the dialog is labelled by (`titleId`), and a close button.
 * @param closeLabel the close button's accessible name and tooltip, in the page language.
 */
export function DialogHeader(props: { titleId: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      px="5"
      py="2"
      borderBottom="1px solid"
      borderColor="gray.200"
    >
      <Heading as="h2" id={props.titleId} size="md">
        {props.title}
      </Heading>
      <chakra.button
        type="button"
        aria-label={props.closeLabel}
        title={props.closeLabel}
        w="44px"
        h="44px"
        fontSize="2xl"
        borderRadius="md"
        cursor="pointer"
        _hover={{ bg: 'gray.100' }}
        _focusVisible={{ outline: '2px solid var(--theme-primary)' }}
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </chakra.button>
    </Box>
  );
}
