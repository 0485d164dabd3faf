/**
 * The COUNTER R5.1 usage reports of the COUNTER_SUSHI API (docs/product/usage.md#counter-reports-sushi): COUNTER's
 * JSON (a report also as TSV), not envelopes, so they are left out of rc-pub's OpenAPI document, whose catalogue
 * (RcPubPaths) is all envelopes; COUNTER's own OpenAPI document describes them (tests/fixtures/counter-schemas/).
 * The gateway serves them as `/counter/r51/*` on every host. Parameters: customer_id, api_key, platform; reports also
 * begin_date and end_date. Errors are COUNTER Exceptions with their HTTP status.
 */
export const CounterPaths = {
  /** The prefix the gateway maps `/counter/…` to. */
  base: '/rc-pub/counter',
  /** → Status[] (public). */
  status: '/rc-pub/counter/r51/status',
  /** ?customer_id=&api_key= → Member[]. */
  members: '/rc-pub/counter/r51/members',
  /**
   * ?customer_id=&api_key= → Report[] (the Standard Views served); `/{pr_p1|tr_j1|tr_j3|tr_j4|ir_a1}[.tsv]`
   * ?customer_id=&api_key=&begin_date=&end_date= → that report as JSON, or as TSV with `.tsv`.
   */
  reports: '/rc-pub/counter/r51/reports',
} as const;
