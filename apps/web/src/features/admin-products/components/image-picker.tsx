import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { checkImages } from '../image-checks';
import { FieldError } from './form-section';
import { PhotoControls } from './photo-controls';

export type ChosenImage = { file: File; url: string };

/** Chosen photos with their previews; object URLs are released when a photo leaves or the form unmounts. */
export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const live = useRef(images);
  live.current = images;
  useEffect(
    () => () => {
      for (const image of live.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = useCallback(async (files: File[]) => {
    const { accepted, problems } = await checkImages(files, live.current.length);
    setProblems(problems);
    const fresh = accepted.map((file) => ({ file, url: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...fresh]);
  }, []);
  const remove = useCallback((index: number) => {
    setImages((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
  }, []);
  const makeMain = useCallback((index: number) => {
    setImages((current) => [current[index], ...current.filter((_, i) => i !== index)]);
  }, []);
  const clear = useCallback(() => {
    for (const image of live.current) URL.revokeObjectURL(image.url);
    setImages([]);
    setProblems([]);
  }, []);
  return { images, problems, add, remove, makeMain, clear };
}

export type ImagePickerProps = ReturnType<typeof useChosenImages> & { error?: string };

/** Up to 8 JPEG, PNG or WebP photos of at most 5 MB each; the first is the main photo. */
export function ImagePicker({ images, problems, add, remove, makeMain, error }: ImagePickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX_PRODUCT_IMAGES;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-plum-700',
          dragging ? 'border-plum-700 bg-plum-50' : 'border-ink-300 bg-ivory-100 hover:border-plum-400',
          full && 'pointer-events-none opacity-55',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-plum-700" strokeWidth={1.6} />
        <span className="font-medium text-plum-900">Choose product photos</span>
        <span className="text-xs text-ink-500">
          JPEG, PNG or WebP, up to 5 MB each · {images.length} of {MAX_PRODUCT_IMAGES} chosen
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          className="sr-only"
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {problems.map((problem) => (
        <FieldError key={problem} message={problem} />
      ))}
      <FieldError message={error} />
      {images.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          {images.map((image, index) => (
            <li key={image.url} className="relative">
              <img
                src={image.url}
                alt={`Preview ${index + 1}: ${image.file.name}`}
                className="aspect-[4/5] w-full rounded-lg object-cover ring-1 ring-ivory-300"
              />
              <PhotoControls
                index={index}
                onMakeMain={() => makeMain(index)}
                onRemove={() => remove(index)}
                hoverClassName="hover:bg-ivory-50"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
