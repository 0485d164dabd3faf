/**
 * The personal centre's mutations (schema/account.graphql, schema/member.graphql), one hook each. Mutations
 * that change what the page shows refetch the page's one query (`PersonalPage`).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/index.js';

const refetch = { refetchQueries: ['PersonalPage'], awaitRefetchQueries: true };

const Uncollect = graphql(`
  mutation PersonalUncollect($resource: MemberResourceInput!) { uncollect(resource: $resource) }
`);
/** Removes a favourite (unCollectByIdAndType; 'cancellation successful'). */
export const useUncollect = () => useMutation(Uncollect, refetch);

const CreateAlbum = graphql(`
  mutation PersonalCreateAlbum($input: AlbumInput!) { createAlbum(input: $input) { id } }
`);
/** Creates a personal album. */
export const useCreateAlbum = () => useMutation(CreateAlbum, refetch);

const UpdateAlbum = graphql(`
  mutation PersonalUpdateAlbum($id: Int!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }
`);
/** Edits one of the member's albums. */
export const useUpdateAlbum = () => useMutation(UpdateAlbum, refetch);

const DeleteAlbum = graphql(`
  mutation PersonalDeleteAlbum($id: Int!) { deleteAlbum(id: $id) }
`);
/** Deletes an album with its items ('Delete succeeded'). */
export const useDeleteAlbum = () => useMutation(DeleteAlbum, refetch);

const RemoveFromAlbum = graphql(`
  mutation PersonalRemoveFromAlbum($albumId: Int!, $itemIds: [Int!]!) {
    removeFromAlbum(albumId: $albumId, itemIds: $itemIds)
  }
`);
/** Removes items from an album. */
export const useRemoveFromAlbum = () => useMutation(RemoveFromAlbum, refetch);

const UpdateProfile = graphql(`
  mutation PersonalUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { mobileNo } }
`);
/** Saves the profile (name and email required, docs/product/members.md#profile). */
export const useUpdateProfile = () => useMutation(UpdateProfile, refetch);

const ChangePassword = graphql(`
  mutation PersonalChangePassword($oldPassword: String!, $password: String!) {
    changePassword(oldPassword: $oldPassword, password: $password)
  }
`);
/** Changes the password; the other sessions end. */
export const useChangePassword = () => useMutation(ChangePassword, refetch);

const ChangeMobile = graphql(`
  mutation PersonalChangeMobile($mobileNo: String!, $code: String!) {
    changeMobile(mobileNo: $mobileNo, code: $code) { mobileNo }
  }
`);
/** Moves the account to the new number. */
export const useChangeMobile = () => useMutation(ChangeMobile, refetch);

const LogoutEverywhere = graphql(`
  mutation PersonalLogoutEverywhere { logoutEverywhere }
`);
/** Ends every session of the member, this one included. */
export const useLogoutEverywhere = () => useMutation(LogoutEverywhere);

const UnbindIdentity = graphql(`
  mutation PersonalUnbindIdentity($id: Int!) { unbindIdentity(id: $id) }
`);
/** Unbinds one of the member's third-party identities (thirdBind undone; docs/product/members.md#account-security). */
export const useUnbindIdentity = () => useMutation(UnbindIdentity, refetch);

const DeleteAccount = graphql(`
  mutation PersonalDeleteAccount { deleteAccount }
`);
/** Deletes the account and everything it keeps. */
export const useDeleteAccount = () => useMutation(DeleteAccount);
