import installCodec from 'benz-amr-recorder/src/amrnb.js';

/**
 * Decodes AMR voice notes off the main thread (decision 0015).
 * The codec installs its own message handler on this worker: the page posts
 * `{command: 'decode', buffer: Uint8Array}` and gets `{command: 'decode', amr: Float32Array | null}`.
 */
installCodec();
