/**
 * exifr's mini build (JPEG files, their TIFF/EXIF segment), which `photoTakenAt` reads with. The
 * package types only its main entry, whose API the mini build shares.
 */
declare module 'exifr/dist/mini.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
