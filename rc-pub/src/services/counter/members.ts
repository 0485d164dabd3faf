/**
 * Verb: the COUNTER_SUSHI API member list (`GET /r51/members`, docs/product/usage.md#keys-and-customers): the
 * customer asked for, with its customer_id and name (The World for 0000000000000000).
 */
import type { ServiceCtx } from '../../lib/context.js';
import { checkRequester, type CounterParams } from './requester.js';

/** One `Member` object of the COUNTER_SUSHI API. */
export interface CounterMemberJson {
  Customer_ID: string;
  Institution_Name: string;
}

/** The member list. @throws CounterException 1030, 2010, 2020 (requester.ts) */
export async function counterMembers({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { params: CounterParams; origin: string };
}): Promise<CounterMemberJson[]> {
  const who = await checkRequester(ctx, input.params, input.origin);
  return [{ Customer_ID: who.customerId, Institution_Name: who.name }];
}
