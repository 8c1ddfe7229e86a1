// rspack's `asset` rule (libs/ui/build/rspack-preset.mjs) turns an imported image into its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
