/**
 * AMR voice recordings (phones' recorders make them) play in no browser: they are decoded here,
 * in a worker of our own, to 8 kHz PCM and wrapped as WAV for an <audio> element
 * (decision 0015).
 */

const AMR_SAMPLE_RATE = 8000;

export function isAmr(fileType: string, fileName: string): boolean {
  return /^audio\/(amr|3gpp)$/i.test(fileType) || /\.amr$/i.test(fileName);
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function wavOf(samples: Float32Array, sampleRate = AMR_SAMPLE_RATE): Blob {
  const data = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) data.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  data.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true); // PCM
  data.setUint16(22, 1, true); // mono
  data.setUint32(24, sampleRate, true);
  data.setUint32(28, sampleRate * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  text(36, 'data');
  data.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    data.setInt16(44 + index * 2, clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff, true);
  });
  return new Blob([data.buffer], { type: 'audio/wav' });
}

/** The AMR file as a playable WAV; rejects when it is not AMR the codec can read. */
export function amrToWav(amr: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../workers/amrDecode.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = (settle: () => void) => {
      worker.terminate();
      settle();
    };
    worker.onmessage = ({ data }: MessageEvent<{ command: string; amr: Float32Array | null }>) => {
      if (data.command !== 'decode') return;
      done(() => (data.amr ? resolve(wavOf(data.amr)) : reject(new Error('not an AMR file'))));
    };
    worker.onerror = () => done(() => reject(new Error('the AMR decoder failed')));
    void amr
      .arrayBuffer()
      .then((buffer) => worker.postMessage({ command: 'decode', buffer: new Uint8Array(buffer) }));
  });
}
