/**
 * Verb: the COUNTER_SUSHI API server status (`GET /r51/status`, docs/product/usage.md#counter-reports-sushi): public,
 * no key; one entry for this platform's service, active while rc-pub answers.
 */
import { checkPlatform, type CounterParams } from './requester.js';
import type { ServiceCtx } from '../../lib/context.js';

/** One `Status` object of the COUNTER_SUSHI API. */
export interface CounterStatusJson {
  Description: string;
  Service_Active: boolean;
  Note: string;
}

/** The status list (one entry). A `platform` parameter naming another platform is ignored (the path is public). */
export async function counterStatus({
  input,
}: {
  ctx: ServiceCtx;
  input: { params: CounterParams; origin: string };
}): Promise<CounterStatusJson[]> {
  const { platform } = checkPlatform({}, input.origin);
  return [
    {
      Description: `COUNTER R5.1 usage reports of the journal portal ${platform.name}`,
      Service_Active: true,
      Note:
        'Reports PR_P1, TR_J1, TR_J3, TR_J4 and IR_A1 as Total_Item_Requests (TR_J3 also Total_Item_Investigations); ' +
        'Unique_* metrics and searches are not counted on this platform.',
    },
  ];
}
