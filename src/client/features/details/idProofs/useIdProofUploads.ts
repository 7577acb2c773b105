import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../../contract';
import { type FormPoster, type UploadStep, type UploadUpdate, uploadFile } from '../../../../offline';
import { idProofUploadCalls } from '../../../api/attachments';
import { idProofFileRefusal, selectionRefusal } from './idProofFileRules';

/** One picked file on its way to storage, shown as a row until it completes or is dismissed. */
export interface UploadRow {
  /**
   * the client-generated attachment id, so a retry gets the same attachment (docs/rules.md#offline
   * rule 4)
   */
  id: string;
  file: File;
  /** share of the file the store has received, 0 to 1 */
  progress: number;
  status: 'uploading' | 'failed';
  error?: string;
  /** false for a file refused before upload: sending it again cannot help */
  retryable: boolean;
  /** the step a retry resumes from (`complete` when the file is already stored) */
  failedStep?: UploadStep;
}

interface UploadOptions {
  /** called with the completed attachment; the row is gone by then */
  onCompleted: (attachment: Attachment) => void;
  /** the store's form poster; the XHR one unless a test gives another */
  postForm?: FormPoster;
}

/**
 * The panel's uploads: checks a selection (at most 10 files, each one the server would take),
 * runs the upload pipeline per file in parallel and keeps each file's progress or error.
 */
export function useIdProofUploads({ onCompleted, postForm }: UploadOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [selectionError, setSelectionError] = useState<string>();
  const controllers = useRef(new Map<string, AbortController>());
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;

  // Leaving the page cancels the uploads still running; their rows go with the page.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patchRow = useCallback((id: string, patch: Partial<UploadRow>) => {
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  }, []);

  const run = useCallback(
    async (id: string, file: File, alreadyStored: boolean) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const result: UploadUpdate = await uploadFile({
        file,
        fileName: file.name,
        attachmentId: id,
        calls: idProofUploadCalls,
        alreadyStored,
        signal: controller.signal,
        ...(postForm ? { postForm } : {}),
        onUpdate: (update) => {
          if (update.stage !== 'failed') patchRow(id, { progress: update.progress });
        },
      });
      controllers.current.delete(id);
      if (controller.signal.aborted) return;
      if (result.stage === 'completed' && result.attachment) {
        setRows((previous) => previous.filter((row) => row.id !== id));
        onCompletedRef.current(result.attachment);
        return;
      }
      patchRow(id, { status: 'failed', error: result.error, failedStep: result.failedStep });
    },
    [patchRow, postForm],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const tooMany = selectionRefusal(files.length);
      setSelectionError(tooMany);
      if (tooMany || files.length === 0) return;
      const added = files.map((file): UploadRow => {
        const refusal = idProofFileRefusal(file);
        const id = crypto.randomUUID();
        return refusal
          ? { id, file, progress: 0, status: 'failed', error: refusal, retryable: false }
          : { id, file, progress: 0, status: 'uploading', retryable: true };
      });
      setRows((previous) => [...previous, ...added]);
      for (const row of added) if (row.status === 'uploading') void run(row.id, row.file, false);
    },
    [run],
  );

  const retry = useCallback(
    (row: UploadRow) => {
      if (!row.retryable || row.status !== 'failed') return;
      patchRow(row.id, { status: 'uploading', error: undefined });
      void run(row.id, row.file, row.failedStep === 'complete');
    },
    [patchRow, run],
  );

  const dismiss = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const uploading = rows.some((row) => row.status === 'uploading');
  return { rows, selectionError, uploading, addFiles, retry, dismiss };
}
