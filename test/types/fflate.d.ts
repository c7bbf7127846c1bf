// fflate's package exports name no types for its ES modules (only a declaration file for require):
// the functions the tests use to make broken .lxf files and read them back.
declare module 'fflate' {
  export function strToU8(text: string): Uint8Array;
  export function unzipSync(
    zip: Uint8Array,
    options?: {
      filter?: (file: {
        name: string;
        size: number;
        originalSize: number;
        compression: number;
      }) => boolean;
    },
  ): Record<string, Uint8Array>;
  export function zipSync(
    files: Record<string, Uint8Array | [Uint8Array, { level?: number }]>,
    options?: { level?: number },
  ): Uint8Array;
}
