/**
 * One header dropdown (group entrance, language dropdown; docs/product/sites-and-frame.md#header): a button and a list of links that
 * opens on hover and focus (CSS, so it works before hydration), above the sticky menu bar (zIndex popover), and by
 * keyboard (dropdownKeys.ts: Enter, Space or ArrowDown open it on the first link, arrows move, Escape closes it and
 * returns focus to the button). Menu items of the navigation bar use the same keys in NavMenu.tsx.
 */
import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { dropdownCss, onDropdownKey, resetDropdown } from './dropdownKeys.js';

/**
 * The dropdown: `label` is the button's content, `children` are `DropdownLink`s, `minW` the list's minimum width
 * (CSS length), `testId` the holder's `data-testid`.
 */
export function HeaderDropdown({
  label,
  minW,
  testId,
  children,
}: {
  label: ReactNode;
  minW: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      position="relative"
      data-dropdown=""
      css={dropdownCss}
      onKeyDown={onDropdownKey}
      onBlur={resetDropdown}
      onPointerLeave={resetDropdown}
      data-testid={testId}
    >
      <chakra.button
        type="button"
        data-trigger=""
        aria-haspopup="true"
        bg="transparent"
        color="inherit"
        cursor="pointer"
        minH="32px"
      >
        {label} <span aria-hidden="true">▾</span>
      </chakra.button>
      <Box
        as="ul"
        display="none"
        position="absolute"
        right="0"
        top="100%"
        bg="white"
        color="gray.800"
        boxShadow="md"
        zIndex="popover"
        minW={minW}
        listStyleType="none"
        py="1"
      >
        {children}
      </Box>
    </Box>
  );
}

/** One link of a `HeaderDropdown`: `children` is the `<a>` element (it keeps its own attributes and handlers). */
export function DropdownLink({ children }: { children: ReactNode }) {
  return (
    <li>
      <Box asChild display="block" px="3" py="2" _hover={{ bg: 'gray.100' }} _focusVisible={{ bg: 'gray.100' }}>
        {children}
      </Box>
    </li>
  );
}
