/**
 * benz-amr-recorder's opencore AMR-NB codec, compiled to JavaScript: a function that makes the
 * calling worker answer `{command: 'decode', buffer}` with `{command: 'decode', amr: Float32Array}`
 * (8 kHz mono samples) and `{command: 'encode', samples, sampleRate}` with the AMR bytes.
 */
declare module 'benz-amr-recorder/src/amrnb.js' {
  const installCodec: () => void;
  export default installCodec;
}
