/**
 * The strength meter under a new-password field (register, forgotten password, change password;
 * docs/product/members.md#password-rules): three bars and the text "Strength: weak / fair / strong" in a polite live
 * region, so screen readers hear it change. The estimator (passwordEstimator.ts: zxcvbn-ts and its dictionaries) is
 * a lazy chunk loaded when the reader first types a password, and its texts (i18n/{zh,en}/password.json) travel with
 * this component, so neither weighs on any page's initial JS. "weak" is what rc-pub refuses as too common.
 */
import { useEffect, useState } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { moduleRef } from '../../app/moduleRef.js';
import en from '../../i18n/en/password.json';
import zh from '../../i18n/zh/password.json';
import type { Strength } from './passwordEstimator.js';

const estimator = moduleRef(() => import('./passwordEstimator.js'));
const catalogues = { zh, en };

const strengthMessages = defineMessages<Strength>({
  weak: { id: 'password.strength.weak', defaultMessage: 'Strength: weak (too common or easy to guess)' },
  fair: { id: 'password.strength.fair', defaultMessage: 'Strength: fair' },
  strong: { id: 'password.strength.strong', defaultMessage: 'Strength: strong' },
});

const LEVELS: Record<Strength, { bars: number; color: string }> = {
  weak: { bars: 1, color: 'red.600' },
  fair: { bars: 2, color: 'orange.500' },
  strong: { bars: 3, color: 'green.600' },
};

/**
 * True when rc-pub would refuse `password` as too common or easy to guess (loads the estimator if needed). A failed
 * load answers false: the server checks again and has the last word.
 */
export async function checkGuessable(password: string, mobileNo: string): Promise<boolean> {
  try {
    return (await estimator.load()).estimateStrength(password, mobileNo) === 'weak';
  } catch {
    return false;
  }
}

/** The strength of `password`, null while empty or while the estimator loads. */
function useStrength(password: string, mobileNo: string): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null);
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let live = true;
    estimator
      .load()
      .then((m) => {
        if (live) setStrength(m.estimateStrength(password, mobileNo));
      })
      .catch(() => {
        if (live) setStrength(null);
      });
    return () => {
      live = false;
    };
  }, [password, mobileNo]);
  return strength;
}

function Meter({ id, password, mobileNo }: { id: string; password: string; mobileNo: string }) {
  const intl = useIntl();
  const strength = useStrength(password, mobileNo);
  const level = strength ? LEVELS[strength] : null;
  return (
    <Box mt="1" data-testid={id} data-strength={strength ?? ''}>
      <Flex gap="1" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <Box key={n} h="1" flex="1" borderRadius="full" bg={level && n <= level.bars ? level.color : 'gray.200'} />
        ))}
      </Flex>
      <Text id={id} role="status" aria-live="polite" fontSize="sm" color="gray.700" minH="5">
        {strength ? intl.formatMessage(strengthMessages[strength]) : ''}
      </Text>
    </Box>
  );
}

/** The meter for `password` of the member `mobileNo` (may be empty); `id` names its live region. */
export function PasswordStrength(props: { id: string; password: string; mobileNo: string }) {
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <Meter {...props} />
    </ChunkCatalogue>
  );
}
