/**
 * Creating or editing a personal album (name, English name, cover: docs/product/members.md#personal-albums; cover JPG or PNG up to 3 MB,
 * checked here and again by rc-pub). The cover is uploaded when chosen; the album is saved with its id.
 */
import { useState, type FormEvent } from 'react';
import { Box, chakra, Flex, Image } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FileButton } from '../../components/form/FileButton.js';
import { showToast } from '../../components/toast/toast.js';
import { useFailure } from './errors.js';
import { am, pm } from './messages.js';
import { useCreateAlbum, useUpdateAlbum } from './mutations.js';
import { UPLOAD_RULES } from './upload.js';
import { useImageUpload } from './useImageUpload.js';
import { Button, describedBy, Field, inputCss } from './ui.js';

/** The album being edited (null fields: none), or null for a new album. */
export interface AlbumDraft {
  id: number;
  name: string;
  enName: string | null;
  description: string | null;
  coverUrl: string | null;
}

/**
 * The stored file id in a member file URL (`/rc-pub/front/files/member?id=N`), null when absent: editing an album
 * replaces every field (rc-pub edit-album), and PersonalAlbum gives the cover only as a URL.
 */
export function fileIdOf(url: string | null | undefined): number | null {
  const id = Number(/[?&]id=(\d+)/.exec(url ?? '')?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Errors = Partial<Record<'name' | 'enName' | 'description' | 'cover', string>>;

/** The album form; `onDone` closes it. */
export function AlbumForm({ album, onDone }: { album: AlbumDraft | null; onDone: () => void }) {
  const intl = useIntl();
  const fail = useFailure();
  const [create, created] = useCreateAlbum();
  const [update, updated] = useUpdateAlbum();
  const [name, setName] = useState(album?.name ?? '');
  const [enName, setEnName] = useState(album?.enName ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const {
    image: cover,
    uploading,
    pick: pickCover,
  } = useImageUpload(
    'albumCover',
    { id: fileIdOf(album?.coverUrl), preview: album?.coverUrl ?? null },
    intl.formatMessage(am.coverRule),
    (message) => setErrors((e) => ({ ...e, cover: message })),
  );
  const busy = created.loading || updated.loading || uploading;
  const prefix = album ? `album-${album.id}` : 'album-new';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = intl.formatMessage(pm.required);
    else if (name.trim().length > 50) next.name = intl.formatMessage(am.tooLong, { max: 50 });
    if (enName.trim().length > 100) next.enName = intl.formatMessage(am.tooLong, { max: 100 });
    if (description.trim().length > 500) next.description = intl.formatMessage(am.tooLong, { max: 500 });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const input = {
      name: name.trim(),
      enName: enName.trim() || null,
      description: description.trim() || null,
      coverId: cover.id,
    };
    try {
      if (album) await update({ variables: { id: album.id, input } });
      else await create({ variables: { input } });
      showToast(intl.formatMessage(album ? pm.submitted : am.created), 'success');
      onDone();
    } catch (e) {
      fail(e);
    }
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      p="4"
      mb="6"
      border="1px solid"
      borderColor="gray.200"
      borderRadius="md"
      maxW="640px"
      data-testid="album-form"
    >
      <Field id={`${prefix}-name`} label={intl.formatMessage(am.name)} error={errors.name}>
        <chakra.input
          {...inputCss}
          {...describedBy(`${prefix}-name`, errors.name)}
          value={name}
          required
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id={`${prefix}-en`} label={intl.formatMessage(am.enName)} error={errors.enName}>
        <chakra.input
          {...inputCss}
          {...describedBy(`${prefix}-en`, errors.enName)}
          value={enName}
          lang="en"
          onChange={(e) => setEnName(e.target.value)}
        />
      </Field>
      <Field id={`${prefix}-desc`} label={intl.formatMessage(am.description)} error={errors.description}>
        <chakra.textarea
          {...inputCss}
          py="2"
          rows={3}
          {...describedBy(`${prefix}-desc`, errors.description)}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Field id={`${prefix}-cover`} label={intl.formatMessage(am.cover)} error={errors.cover}>
        <Flex gap="3" align="center" wrap="wrap">
          {cover.preview && (
            <Image
              src={cover.preview}
              alt={intl.formatMessage(am.coverOf, { name: name || '…' })}
              w="96px"
              h="72px"
              objectFit="cover"
              borderRadius="sm"
            />
          )}
          <FileButton
            accept={UPLOAD_RULES.albumCover.accept}
            {...describedBy(`${prefix}-cover`, errors.cover)}
            onFile={(file) => void pickCover(file)}
          />
        </Flex>
      </Field>
      <Box aria-live="polite" fontSize="sm" minH="1.5em">
        {uploading ? intl.formatMessage(am.uploading) : ''}
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button type="submit" tone="primary" disabled={busy}>
          {intl.formatMessage(pm.save)}
        </Button>
        <Button type="button" onClick={onDone}>
          {intl.formatMessage(pm.cancel)}
        </Button>
      </Flex>
    </chakra.form>
  );
}
