declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface AllImages extends Array<LazyImage> {
    dispose(): void;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<AllImages>;
  }
  export default decode;
}
