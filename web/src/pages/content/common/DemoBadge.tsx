/**
 * Visible demo marker (team rule: demo-only content must be visibly demo, "[演示]"/"[Demo]"). Demo records whose
 * text already carries the marker (e.g. "[演示] 欢迎访问…", "【演示】工学期刊") get no second one.
 */
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { hasDemoMarker } from './demo.js';
import { commonMessages } from './messages.js';

/** Renders the demo badge when `demo` is true and `text` (the shown title) lacks a marker, else nothing. */
export function DemoBadge({ demo, text }: { demo: boolean; text?: string | null }) {
  const intl = useIntl();
  if (!demo || hasDemoMarker(text)) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" mr="2" verticalAlign="middle" data-testid="demo-badge">
      {intl.formatMessage(commonMessages.demo)}
    </Badge>
  );
}
