import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, inputClass, secondaryButton } from '../../../lib/ui/states';
import { uploadImage } from '../api/products';
import { ProductThumb } from './product-thumb';

const smallButton =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-40';

/** The product's images in order, the first being the main one: upload, add a path, reorder, remove. */
export function ImageList({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  errors: Record<number, string>;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [already, setAlready] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  /** Adds the paths not in the list yet (an upload is named by its content: the same file twice is one path). */
  const add = (paths: string[]) => {
    const fresh = paths.filter((p, i) => !value.includes(p) && paths.indexOf(p) === i);
    setAlready(fresh.length < paths.length);
    if (fresh.length) onChange([...value, ...fresh]);
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setUploadError(null);
    try {
      const added: string[] = [];
      for (const file of Array.from(files)) added.push(await uploadImage(file));
      add(added);
    } catch (e) {
      setUploadError(errorText(e, t('app.networkError')));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('products.imagesHint')}</p>
      {value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {value.map((p, i) => (
            <li key={`${p}-${i}`} className="flex flex-col gap-1 rounded-xl p-2 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <ProductThumb path={p} className="size-16" />
                <span className="flex min-w-0 flex-1 flex-col">
                  {i === 0 && <span className="text-xs font-bold text-teal-800">{t('products.main')}</span>}
                  <bdi dir="ltr" className="truncate text-sm text-slate-700">
                    {p}
                  </bdi>
                </span>
                <span className="flex flex-wrap gap-1">
                  {i > 0 && (
                    <button type="button" className={smallButton} onClick={() => move(i, 0)}>
                      {t('products.makeMain')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={smallButton}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`${t('products.moveUp')}: ${p}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={`${t('products.moveDown')}: ${p}`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onChange(value.filter((_, k) => k !== i))}
                    aria-label={`${t('products.remove')}: ${p}`}
                  >
                    {t('products.remove')}
                  </button>
                </span>
              </div>
              {errors[i] && <p className="text-sm text-red-700">{errors[i]}</p>}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className={`${secondaryButton} cursor-pointer`}>
          {uploading ? t('products.uploading') : t('products.upload')}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            disabled={uploading}
            onChange={(e) => void upload(e.target.files)}
          />
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('products.pathLabel')}
          <input
            value={path}
            dir="ltr"
            onChange={(e) => setPath(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (path.trim()) add([path.trim()]);
                setPath('');
              }
            }}
            className={inputClass}
          />
        </label>
        <button
          type="button"
          className={secondaryButton}
          disabled={!path.trim()}
          onClick={() => {
            add([path.trim()]);
            setPath('');
          }}
        >
          {t('products.addPath')}
        </button>
      </div>
      {uploadError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {uploadError}
        </p>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {already ? t('products.imageAlready') : ''}
      </p>
    </div>
  );
}
