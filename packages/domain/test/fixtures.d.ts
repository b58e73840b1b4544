/** A fixture file's text: vitest reads `./fixtures/<name>?raw` as a string. */
declare module '*?raw' {
  const text: string;
  export default text;
}
