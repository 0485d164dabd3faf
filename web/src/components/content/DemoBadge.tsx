/**
 * Visible demo marker (team rule: demo-only content must be visibly demo, "[演示]"/"[Demo]"). Demo records whose
 * text already carries the marker (e.g. "[演示] 欢迎访问…", "【演示】工学期刊") get no second one.
 */
import { useIntl } from 'react-intl';
import { hasDemoMarker } from './demo.js';
import { Box } from '@chakra-ui/react';
import { Label } from './Label.js';
import { commonMessages } from './messages.js';

/** Renders the demo badge when `demo` is true and `text` (the shown title) lacks a marker, else nothing. */
export function DemoBadge({ demo, text }: { demo: boolean; text?: string | null }) {
  const intl = useIntl();
  if (!demo || hasDemoMarker(text)) return null;
  return (
    <Box as="span" mr="2">
      <Label tone="orange" data-testid="demo-badge">
        {intl.formatMessage(commonMessages.demo)}
      </Label>
    </Box>
  );
}
