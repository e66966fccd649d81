// Image inputs with a preview. ImageUploadField sends the file at once to POST /api/upload/{folder} (with a
// progress bar) and hands back the stored URL; ImageFileField only picks and checks a file, for forms that send it
// in their own multipart save.
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import {
  absoluteUrl,
  checkImageFile,
  DEFAULT_IMAGE_FILE_MESSAGES,
  IMAGE_FILE_ACCEPT,
  type ImageFileMessages,
} from "#app/admin/models/image-file.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import type { UploadFolder } from "#contract/enums";
import { UploadProgress } from "./form-helpers";

function Preview({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source deserves a new try.
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return null;
  return <img className="admin-image-field__preview" src={src} alt={alt} onError={() => setBroken(true)} />;
}

export function ImageUploadField({
  label,
  folder,
  value,
  onChange,
  uploadFailedMessage,
  onUploadError,
  allowUrlInput = true,
  absolute = false,
  removable = false,
  required = false,
  error,
  hint,
  messages = DEFAULT_IMAGE_FILE_MESSAGES,
}: {
  label: string;
  folder: UploadFolder;
  /** The current image URL ("" for none). */
  value: string;
  onChange: (url: string) => void;
  /** Shown when the upload fails without a server message (e.g. 'Poster image upload failed'). */
  uploadFailedMessage: string;
  onUploadError?: (message: string) => void;
  /** Also offer a URL text box (type="url"). */
  allowUrlInput?: boolean;
  /** Store the uploaded URL with the site origin in front (the course form does). */
  absolute?: boolean;
  /** Offer "Remove <label>" under the preview, which clears the value. */
  removable?: boolean;
  /** The link may not be left empty (marked on the URL box, which holds the picture either way). */
  required?: boolean;
  error?: string;
  hint?: string;
  messages?: ImageFileMessages;
}) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file, messages);
    if (problem) {
      setUploadError(problem);
      onUploadError?.(problem);
      e.target.value = "";
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const body = new FormData();
      body.append("image", file);
      const { data } = await apiRequest<{ url: string }>(
        `/upload/${folder}`,
        { method: "POST", body, onUploadProgress: setProgress },
        uploadFailedMessage,
      );
      onChange(absolute ? absoluteUrl(data.url, window.location.origin) : data.url);
    } catch (err) {
      const message =
        err instanceof ApiError && err.status !== 0 && err.message ? err.message : uploadFailedMessage;
      setUploadError(message);
      onUploadError?.(message);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const shownError = uploadError ?? error;
  return (
    <div className="admin-image-field">
      {allowUrlInput ? (
        <FormField label={`${label} URL`} required={required} error={shownError ?? undefined} hint={hint}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={value}
              onChange={(e) => {
                setUploadError(null);
                onChange(e.target.value);
              }}
              placeholder="https://… or upload a file"
            />
          )}
        </FormField>
      ) : null}
      <div className="admin-image-field__row">
        <label htmlFor={fileId} className="ui-field__label">
          Upload {label.toLowerCase()}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          className="admin-image-field__file"
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          onChange={onFile}
          disabled={progress !== null}
        />
      </div>
      {!allowUrlInput && shownError ? (
        <p className="ui-field__error" role="alert">
          {shownError}
        </p>
      ) : null}
      {progress !== null ? (
        <UploadProgress fraction={progress} label={`Uploading ${label.toLowerCase()}`} />
      ) : null}
      <Preview src={value || null} alt={`${label} preview`} />
      {removable && value ? (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            setUploadError(null);
            onChange("");
          }}
        >
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

export function ImageFileField({
  label,
  file,
  existingUrl,
  onFileChange,
  onInvalid,
  required,
  error,
  hint,
  messages = DEFAULT_IMAGE_FILE_MESSAGES,
}: {
  label: string;
  file: File | null;
  /** The image already saved, previewed until a new file is picked. */
  existingUrl?: string | null;
  onFileChange: (file: File | null) => void;
  /** Called with the size/type message when a picked file is refused. */
  onInvalid?: (message: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  messages?: ImageFileMessages;
}) {
  const [localError, setLocalError] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="admin-image-field">
      <FormField label={label} required={required} error={localError ?? error} hint={hint}>
        {(control) => (
          <input
            {...control}
            className="admin-image-field__file"
            type="file"
            accept={IMAGE_FILE_ACCEPT}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              if (!picked) return;
              const problem = checkImageFile(picked, messages);
              if (problem) {
                setLocalError(problem);
                onInvalid?.(problem);
                e.target.value = "";
                onFileChange(null);
                return;
              }
              setLocalError(null);
              onFileChange(picked);
            }}
          />
        )}
      </FormField>
      <Preview src={objectUrl ?? existingUrl ?? null} alt={`${label} preview`} />
    </div>
  );
}
