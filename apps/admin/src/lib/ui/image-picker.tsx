import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadedImage, imageSrcSet, imageUrl } from '@dukkan/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, adminFetch } from '../api-client';
import { errorText, secondaryButton, Spinner } from './states';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** POST /api/admin/uploads with the file; the answer's `path` is what an `img` or `img_path` field keeps. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await adminFetch('/uploads', { method: 'POST', rawBody: form });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = body && typeof body === 'object' ? (body as ApiError['body']) : null;
    throw new ApiError(response.status, error, response.statusText || `HTTP ${response.status}`);
  }
  return body as UploadedImage;
}

/**
 * A picture field: shows the current picture, uploads a chosen file at once (the server reads its type, strips its
 * metadata and answers its stored path), and shows the server's refusal under the field. `error` is the form's own
 * error for the field (a 422 of the save). Reusable by any editor that keeps image paths.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
  hint,
  removable = false,
  aspect = 'square',
}: {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string | undefined;
  hint?: string;
  removable?: boolean;
  aspect?: 'square' | 'wide';
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setUploadError(t('image.tooLarge', { max: MAX_MB }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.path);
    } catch (e) {
      const field = e instanceof ApiError ? e.fieldErrors['file']?.[0] : undefined;
      setUploadError(field ?? errorText(e, t('app.networkError')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const describedBy = [`${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');
  const frame = aspect === 'wide' ? 'aspect-[8/3] w-full max-w-md' : 'size-28';
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={busy}>
      <legend className="mb-1 text-sm font-semibold text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={`${frame} grid shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200`}
        >
          {value ? (
            <img
              src={imageUrl(value)}
              srcSet={imageSrcSet(value)}
              sizes={aspect === 'wide' ? '448px' : '112px'}
              alt={t('image.preview', { label })}
              className="size-full object-cover"
            />
          ) : (
            <span className="p-2 text-center text-xs text-slate-600">{t('image.none')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className={`${secondaryButton} cursor-pointer has-[:focus-visible]:ring-2`}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? t('image.uploading') : value ? t('image.replace') : t('image.choose')}
            <input
              ref={input}
              id={id}
              type="file"
              accept={UPLOAD_ACCEPT}
              disabled={busy}
              aria-invalid={Boolean(shownError)}
              aria-describedby={describedBy}
              className="sr-only"
              onChange={(e) => void pick(e.currentTarget.files?.[0])}
            />
          </label>
          {removable && value && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => onChange(null)}>
              {t('image.remove')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint ? `${hint} ` : ''}
        {t('image.hint', { max: MAX_MB })}
      </p>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
