/**
 * The picture field of the album and profile forms (docs/product/members.md#upload-rules): a picked file is checked against
 * its purpose's rule at once (the form shows `ruleMessage` beside the field through `setError`), then uploaded
 * (upload.ts); the preview is the stored, re-encoded image (the page policy allows no blob: images).
 */
import { useState } from 'react';
import { useLang } from '../../app/lang.js';
import { useFailure } from './errors.js';
import { fileFits, type UploadPurpose, uploadFile } from './upload.js';

/** The picture a form will save: the uploaded file's id (null = keep the current one) and what to preview. */
export interface PickedImage {
  id: number | null;
  preview: string | null;
}

/**
 * State and handler of one picture field.
 * @param setError the form's setter of this field's error (undefined clears it).
 * @returns the picked image, whether an upload runs, and `pick(file)` for the input's change event.
 */
export function useImageUpload(
  purpose: UploadPurpose,
  initial: PickedImage,
  ruleMessage: string,
  setError: (message: string | undefined) => void,
): { image: PickedImage; uploading: boolean; pick: (file: File | undefined) => Promise<void> } {
  const lang = useLang();
  const fail = useFailure();
  const [image, setImage] = useState(initial);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!fileFits(purpose, file)) {
      setError(ruleMessage);
      return;
    }
    setError(undefined);
    setUploading(true);
    try {
      const up = await uploadFile(purpose, file, lang);
      setImage({ id: up.id, preview: up.url || null });
    } catch (e) {
      fail(e);
    } finally {
      setUploading(false);
    }
  }
  return { image, uploading, pick };
}
