import imageCompression from 'browser-image-compression';

/**
 * Compresses one photo off the main thread (decision 0014): the page posts the picked file and gets
 * the copy to upload. browser-image-compression runs here on an OffscreenCanvas with its own
 * worker disabled, so no script is loaded from elsewhere; it reads the EXIF orientation and draws
 * the picture upright, and keeps a JPEG's other EXIF fields.
 */

export interface CompressRequest {
  file: Blob;
  fileType: string;
  maxBytes: number;
  maxEdge: number;
}

type WorkerScope = {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: { file: Blob } | { error: string }): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = async ({ data }) => {
  try {
    const file = new File([data.file], 'photo', { type: data.fileType });
    const compressed = await imageCompression(file, {
      maxSizeMB: data.maxBytes / (1024 * 1024),
      maxWidthOrHeight: data.maxEdge,
      useWebWorker: false,
      preserveExif: true,
      initialQuality: 0.85,
    });
    scope.postMessage({ file: compressed });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
