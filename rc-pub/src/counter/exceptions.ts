/**
 * COUNTER R5.1 Exceptions (Code of Practice R5.1, Appendix D, Table D.1; docs/product/usage.md#counter-reports-sushi):
 * the code, the exact message the table fixes and the HTTP status of each Exception this service raises. An
 * Exception with a non-200 status is the whole answer (a single JSON object); the others (3030 and up) go into the
 * report header's `Exceptions`.
 */

/** One Exception as the COUNTER_SUSHI API writes it (`Exception` schema): Code, Message, optional Data. */
export interface CounterExceptionJson {
  Code: number;
  Message: string;
  Data?: string;
}

/** The Exceptions of Table D.1 this service uses: code → message and HTTP status. */
export const EXCEPTIONS = {
  0: { message: 'Info or Debug Message', http: 200 },
  1000: { message: 'Service Not Available', http: 503 },
  1030: { message: 'Insufficient Information to Process Request', http: 400 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', http: 403 },
  2020: { message: 'APIKey Invalid', http: 401 },
  3020: { message: 'Invalid Date Arguments', http: 400 },
  3030: { message: 'No Usage Available for Requested Dates', http: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', http: 200 },
  3032: { message: 'Usage No Longer Available for Requested Dates', http: 200 },
  3040: { message: 'Partial Data Returned', http: 200 },
  3050: { message: 'Parameter Not Recognized in this Context', http: 200 },
} as const;

/** A code of {@link EXCEPTIONS}. */
export type ExceptionCode = keyof typeof EXCEPTIONS;

/** The JSON of Exception `code` with optional `data` (the message is the table's, never free text). */
export function exceptionJson(code: ExceptionCode, data?: string): CounterExceptionJson {
  return { Code: code, Message: EXCEPTIONS[code].message, ...(data ? { Data: data } : {}) };
}

/** The tabular form of an Exception: `{Code}: {Message} ({Data})` (CoP R5.1 Table 3.f). */
export function exceptionText(e: CounterExceptionJson): string {
  return `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`;
}

/**
 * An Exception that stops the request: answered as its JSON with its HTTP status (1030, 2010, 2020, 3020, 1000).
 * Thrown by the COUNTER verbs; routes/counter/ turns it into the answer.
 */
export class CounterException extends Error {
  readonly json: CounterExceptionJson;
  readonly httpStatus: number;

  constructor(code: ExceptionCode, data?: string) {
    super(`${code}: ${EXCEPTIONS[code].message}${data ? ` (${data})` : ''}`);
    this.name = 'CounterException';
    this.json = exceptionJson(code, data);
    this.httpStatus = EXCEPTIONS[code].http;
  }
}
