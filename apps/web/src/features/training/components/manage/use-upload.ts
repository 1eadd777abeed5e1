import type { StoredFileInfo } from '@yanxiu/contract/files';
import { useEffect, useRef, useState } from 'react';
import { uploadTrainingFile, type TrainingFilePurpose } from '../../api/manage-upload';

/** An upload under way: the file's name and the percentage sent. */
export type UploadState = { name: string; percent: number };

/**
 * One upload at a time with progress and cancel. Resolves with the stored file, or null when cancelled or failed
 * (the request layer has already shown why it failed). An upload still running when the component goes is aborted.
 */
export function useTrainingUpload(purpose: TrainingFilePurpose, onBusyChange?: (busy: boolean) => void) {
  const [state, setState] = useState<UploadState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busyCallback = useRef(onBusyChange);
  busyCallback.current = onBusyChange;

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File): Promise<StoredFileInfo | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ name: file.name, percent: 0 });
    busyCallback.current?.(true);
    try {
      return await uploadTrainingFile(purpose, file, (percent) => setState({ name: file.name, percent }), current.signal);
    } catch {
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setState(null);
        busyCallback.current?.(false);
      }
    }
  };

  return { uploading: state, start, cancel: () => controller.current?.abort() };
}

/**
 * The length of a video file in whole seconds, read from its metadata by the browser before it is uploaded; null
 * when the browser cannot read it (unknown codec), so staff type it in.
 */
export function readVideoDuration(file: Blob, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (value: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
