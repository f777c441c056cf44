import { MAX_IMAGE_BYTES } from '@zariya/shared/catalog';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** The same limits the server applies (it checks the bytes again): JPEG, PNG or WebP up to 5 MB. */
function reviewImageProblem(t: ReturnType<typeof useT>['t'], file: File): string | null {
  if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return t('Please choose a JPEG, PNG or WebP image.');
  }
  if (file.size > MAX_IMAGE_BYTES)
    return t('The image is larger than {{size}} MB. Please choose a smaller one.', { size: MAX_MB });
  return null;
}

export type ReviewImageInputProps = { value: File | null; onChange: (file: File | null) => void };

/** Optional photo with a preview; refuses a wrong type or an oversized file before upload. */
export function ReviewImageInput({ value, onChange }: ReviewImageInputProps) {
  const { t } = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const reason = reviewImageProblem(t, file);
    setProblem(reason);
    onChange(reason ? null : file);
    if (reason && inputRef.current) inputRef.current.value = '';
  };

  const clear = () => {
    onChange(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {t('Add a photo')} <span className="font-normal text-ink-500">{t('(optional)')}</span>
      </label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={t('Your photo, as it will be uploaded')}
            className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-ivory-300"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-lg border border-dashed border-ink-300 bg-ivory-100 text-ink-500">
            <ImagePlus aria-hidden="true" className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={REVIEW_IMAGE_TYPES.join(',')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            onChange={(event) => pick(event.target.files?.[0])}
            className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-tap file:cursor-pointer file:rounded-full file:border file:border-plum-800/25 file:bg-ivory-50 file:px-4 file:text-sm file:font-medium file:text-plum-900 hover:file:bg-plum-50 sm:file:min-h-9"
          />
          {value ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {t('Remove photo')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
        {t('JPEG, PNG or WebP, up to {{size}} MB.', { size: MAX_MB })}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
