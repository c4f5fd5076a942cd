/** `import css from './file.css?inline'`: the stylesheet as a string (minified by the build; Vite does the same in tests). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
