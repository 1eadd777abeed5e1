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
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
