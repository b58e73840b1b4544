// exifr's light build (JPEG and HEIC, no tag dictionaries beyond EXIF and GPS) has the full build's API.
declare module 'exifr/dist/lite.esm.mjs' {
  export * from 'exifr';
}
