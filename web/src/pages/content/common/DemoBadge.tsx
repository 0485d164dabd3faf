/** Visible demo marker (team rule: demo-only content must be visibly demo, "[演示]"/"[Demo]"). */
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages.js';

/** Renders the demo badge when `demo` is true, else nothing. */
export function DemoBadge({ demo }: { demo: boolean }) {
  const intl = useIntl();
  if (!demo) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" mr="2" verticalAlign="middle" data-testid="demo-badge">
      {intl.formatMessage(commonMessages.demo)}
    </Badge>
  );
}
