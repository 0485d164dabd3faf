/**
 * Tab 'infomation' (docs/product/members.md#profile): the profile. Name and email are required and format-checked, institution is
 * optional; the avatar (JPG, PNG or BMP under 5 MB, docs/product/members.md#upload-rules) is checked here, previewed, uploaded when chosen and
 * saved with the profile ('Submitted successfully').
 */
import { type FormEvent, useState } from 'react';
import { Box, chakra, Flex, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FileButton } from '../../components/form/FileButton.js';
import { showToast } from '../../components/toast/toast.js';
import { graphql } from '../../gql/index.js';
import type { ProfileTab_MemberFragment } from '../../gql/graphql.js';
import { useFailure } from './errors.js';
import { am, fm, pm } from './messages.js';
import { useUpdateProfile } from './mutations.js';
import { Button, describedBy, Field, inputCss } from './ui.js';
import { UPLOAD_RULES } from './upload.js';
import { useImageUpload } from './useImageUpload.js';

export const ProfileTab_member = graphql(`
  fragment ProfileTab_member on Member { mobileNo name email institution headPictureUrl }
`);

/** A plain email check (something@domain.tld, no spaces); the gateway checks again. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<'name' | 'email' | 'institution' | 'avatar', string>>;

/** The profile tab. */
export function ProfileTab({ member }: { member: ProfileTab_MemberFragment }) {
  const intl = useIntl();
  const fail = useFailure();
  const [save, { loading }] = useUpdateProfile();
  const [name, setName] = useState(member.name ?? '');
  const [email, setEmail] = useState(member.email ?? '');
  const [institution, setInstitution] = useState(member.institution ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const {
    image: avatar,
    uploading,
    pick,
  } = useImageUpload(
    'avatar',
    { id: null, preview: member.headPictureUrl ?? null },
    intl.formatMessage(fm.avatarRule),
    (message) => setErrors((e) => ({ ...e, avatar: message })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = intl.formatMessage(pm.required);
    else if (name.trim().length > 50) next.name = intl.formatMessage(am.tooLong, { max: 50 });
    if (!email.trim()) next.email = intl.formatMessage(pm.required);
    else if (!EMAIL_PATTERN.test(email.trim())) next.email = intl.formatMessage(fm.emailFormat);
    if (institution.trim().length > 200) next.institution = intl.formatMessage(am.tooLong, { max: 200 });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await save({
        variables: {
          input: {
            name: name.trim(),
            email: email.trim(),
            institution: institution.trim() || null,
            headPictureId: avatar.id,
          },
        },
      });
      showToast(intl.formatMessage(pm.submitted), 'success');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <chakra.form onSubmit={submit} noValidate maxW="560px" data-testid="profile-form">
      <Flex gap="4" align="center" mb="4" wrap="wrap">
        <Box w="96px" h="96px" borderRadius="full" overflow="hidden" bg="var(--theme-background)" flexShrink="0">
          {avatar.preview && (
            <Image
              src={avatar.preview}
              alt={intl.formatMessage(fm.avatarAlt)}
              w="100%"
              h="100%"
              objectFit="cover"
              data-testid="avatar-preview"
            />
          )}
        </Box>
        <Box minW="0" flex="1">
          <Field id="profile-avatar" label={intl.formatMessage(fm.avatar)} error={errors.avatar}>
            <FileButton
              accept={UPLOAD_RULES.avatar.accept}
              {...describedBy('profile-avatar', errors.avatar)}
              onFile={(file) => void pick(file)}
            />
          </Field>
          <Box aria-live="polite" fontSize="sm">
            {uploading ? intl.formatMessage(am.uploading) : ''}
          </Box>
        </Box>
      </Flex>
      <Text mb="4">
        {intl.formatMessage(fm.mobile)}: <chakra.span fontWeight="medium">{member.mobileNo}</chakra.span>
      </Text>
      <Field id="profile-name" label={intl.formatMessage(fm.name)} error={errors.name}>
        <chakra.input
          {...inputCss}
          {...describedBy('profile-name', errors.name)}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id="profile-email" label={intl.formatMessage(fm.email)} error={errors.email}>
        <chakra.input
          {...inputCss}
          {...describedBy('profile-email', errors.email)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="profile-institution" label={intl.formatMessage(fm.institution)} error={errors.institution}>
        <chakra.input
          {...inputCss}
          {...describedBy('profile-institution', errors.institution)}
          autoComplete="organization"
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
        />
      </Field>
      <Button type="submit" tone="primary" disabled={loading || uploading}>
        {intl.formatMessage(pm.save)}
      </Button>
    </chakra.form>
  );
}
