/** The bindThirdParty mutation (POST /api/thirdBind, docs/product/calls-and-errors.md#accounts): binds the ticket's identity and signs in. */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql/index.js';

export const BindThirdPartyMutation = graphql(`
  mutation BindThirdParty($ticket: String!, $mobileNo: String!, $code: String!) {
    bindThirdParty(ticket: $ticket, mobileNo: $mobileNo, code: $code) { mobileNo displayName }
  }
`);

/** `[run, state]`: run({ variables: { ticket, mobileNo, code } }) binds; the session cookies come with the answer. */
export function useBindThirdParty() {
  return useMutation(BindThirdPartyMutation);
}
